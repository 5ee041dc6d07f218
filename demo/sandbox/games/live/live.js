// The sandbox's live table (docs/api.md "Live tables and virtual sports"): the table of the game's live
// group (rules.js liveKindOf: roulette, the money wheel of the game shows, Sic Bo, baccarat, blackjack, a
// card duel), a betting time, chips on the board's spots, « Plus de paris » when the time is up, the
// result decided by the server, announced, paid and added to the table's history; then a new round. No
// video: a table that reads as a studio's (dealer, seats, countdown). Reduced motion: the result at once.
import { $, lang, stillMotion } from '../common/page.js';
import { TEXTS } from './texts.js';
import { drawHistory, openTable, runRounds, sayWin } from './table.js';
import { drawBoard, historyLabel, resultText, showResult, spinStage } from './boards.js';

const T = TEXTS[lang];
/** How long the wheel turns or the cards are dealt before the result shows (none with reduced motion). */
const TURN_MS = 2400;
const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function boot() {
  const opened = await openTable(T);
  if (!opened) return;
  const { session, api, info } = opened;
  const kind = info.kind;
  $('kind').textContent = T.kinds[kind];
  drawBoard(kind, T);
  const history = historyLabel(kind, T);
  drawHistory(info.history, history.label, history.className);
  runRounds(session, api, T, async (bets, send) => {
    const stop = stillMotion() ? () => {} : spinStage(kind);
    const [round] = await Promise.all([send({ bets }), stillMotion() ? null : wait(TURN_MS)]);
    stop();
    if (round) {
      showResult(kind, round.outcome, T);
      sayWin(round, T, `${T.result} ${resultText(kind, round.outcome, T)}.`);
      drawHistory(round.history, history.label, history.className);
    }
    return round;
  });
}

boot();
