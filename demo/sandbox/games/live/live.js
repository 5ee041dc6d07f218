// The sandbox's live table (docs/api.md "Live tables and virtual sports"): the table of the game's live
// group (rules.js liveKindOf: roulette, the money wheel of the game shows, Sic Bo, baccarat, blackjack, a
// card duel), a betting time, chips on the board's spots, « Plus de paris » when the time is up, the
// result decided by the server, announced, paid and added to the table's history; then a new round. No
// video: a table that reads as a studio's (dealer, seats, countdown). Reduced motion: the result at once.
import { $, lang, show, stillMotion } from '../common/page.js';
import { TEXTS } from './texts.js';
import { betSlip, bettingTime, chips, drawHistory, openTable, roundSender, sayWin } from './table.js';
import { drawBoard, historyLabel, resultText, showResult, spinStage } from './boards.js';

const T = TEXTS[lang];
/** How long the wheel turns or the cards are dealt before the result shows (none with reduced motion). */
const TURN_MS = 2400;
const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function boot() {
  const opened = await openTable(T);
  if (!opened) {
    $('confirm').disabled = true;
    return;
  }
  const { session, api, info } = opened;
  const kind = info.kind;
  $('kind').textContent = T.kinds[kind];
  drawBoard(kind, T);
  const chip = chips(session, T);
  const slip = betSlip(session, T, chip, (any) => {
    $('confirm').disabled = !any || !time.isOpen();
  });
  const sender = roundSender(api, session, T);
  const history = historyLabel(kind, T);
  let results = info.history;
  drawHistory(results, history.label, history.className);

  const board = $('board');
  const setOpen = (open) => {
    for (const s of board.querySelectorAll('button')) s.disabled = !open;
    $('clear').disabled = !open;
    $('confirm').disabled = !open || slip.bets().length === 0;
  };

  async function play() {
    setOpen(false);
    const bets = slip.bets();
    if (bets.length === 0) {
      show(T.noBets);
      return reopen();
    }
    show(T.closed);
    const stop = stillMotion() ? () => {} : spinStage(kind);
    const [round] = await Promise.all([sender.send({ bets }), stillMotion() ? null : wait(TURN_MS)]);
    stop();
    if (round) {
      showResult(kind, round.outcome, T);
      sayWin(round, T, `${T.result} ${resultText(kind, round.outcome, T)}.`);
      results = round.history;
      drawHistory(results, history.label, history.className);
      slip.clear();
    }
    if (!sender.ended()) reopen();
  }
  const time = bettingTime(T, () => void play());
  function reopen() {
    setOpen(true);
    time.restart();
  }
  $('clear').addEventListener('click', () => slip.clear());
  $('confirm').addEventListener('click', () => time.close());
  slip.draw();
  reopen();
}

boot();
