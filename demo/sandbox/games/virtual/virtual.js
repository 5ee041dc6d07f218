// The sandbox's virtual sports (docs/api.md "Live tables and virtual sports"): an event by the game's
// name (a race of horses, greyhounds or riders; a football or tennis match), its odds shown before the
// start (events.js: the odds follow from the event's number, so the server pays what the card showed),
// chips on the picks, the start when the betting time is up, the outcome decided by the server and played
// out over about 12 s (reduced motion: the result at once), then paid through the same round call as the
// live tables and a new event.
import { $, lang, show, stillMotion } from '../common/page.js';
import { drawHistory, openTable, runRounds, sayWin, spot } from '../live/table.js';
import { isMatch } from './events.js';
import { TEXTS } from './texts.js';

const T = TEXTS[lang];
/** How long an event plays out. */
const PLAY_MS = 12_000;
const STEP_MS = 100;
const odds = (hundredths) => (hundredths / 100).toFixed(2).replace('.', lang === 'fr' ? ',' : '.');
const el = (tag, className, text = '') => Object.assign(document.createElement(tag), { className, textContent: text });
const nameOf = (event, pick) => (isMatch(event.sport) ? (pick === 'home' ? event.home : pick === 'away' ? event.away : T.picks.draw) : event.picks[pick].name);

/** The card: each pick a spot with its odds. */
function drawCard(event) {
  $('event').textContent = String(event.number);
  const board = $('board');
  board.querySelectorAll('.spot').forEach((s) => s.remove());
  for (const p of event.picks) {
    const button = isMatch(event.sport) ? spot(p.pick, undefined, nameOf(event, p.pick)) : spot('win', p.pick, `${p.pick + 1}. ${p.name}`);
    button.append(el('span', 'odds', odds(p.odds)));
    board.append(button);
  }
}

/** The stage: the runners' lanes or the match's score line, at the start (the last event's stays until the next starts). */
function drawStage(event) {
  const stage = $('stage');
  stage.querySelectorAll('.lane, .scoreline').forEach((n) => n.remove());
  if (isMatch(event.sport)) {
    const line = el('div', 'scoreline');
    // Each side's score beside its name, so the line mirrors whole in a right-to-left page.
    line.append(el('span', 'team', event.home), el('span', 'score home', '0'), el('span', 'dash', '–'), el('span', 'score away', '0'), el('span', 'team', event.away), el('span', 'clock', `0 ${T.minute}`));
    stage.append(line);
  } else {
    for (const p of event.picks) {
      const lane = el('div', 'lane');
      lane.append(Object.assign(el('span', 'runner', `${p.pick + 1}. ${p.name}`), { dir: 'auto' }), Object.assign(el('span', 'bar'), { id: `bar-${p.pick}` }));
      stage.append(lane);
    }
  }
}

/** The race or the match as it happens, from the outcome the server decided; resolves when it is over. */
function playOut(event, outcome) {
  const steps = stillMotion() ? 0 : PLAY_MS / STEP_MS;
  return new Promise((resolve) => {
    let step = 0;
    const frame = () => {
      const t = steps === 0 ? 1 : step / steps;
      if (isMatch(event.sport)) {
        const minute = Math.round(90 * t);
        const goals = outcome.goals.filter((g) => g.minute <= minute);
        const home = event.sport === 'football' ? goals.filter((g) => g.side === 'home').length : t >= 1 ? outcome.home_score : 0;
        const away = event.sport === 'football' ? goals.filter((g) => g.side === 'away').length : t >= 1 ? outcome.away_score : 0;
        const before = $('stage').querySelector('.home').textContent + $('stage').querySelector('.away').textContent;
        $('stage').querySelector('.home').textContent = String(home);
        $('stage').querySelector('.away').textContent = String(away);
        $('stage').querySelector('.clock').textContent = `${minute} ${T.minute}`;
        if (steps && before !== `${home}${away}`) show(`${T.goal} ${event.home} ${home} – ${away} ${event.away} (${minute} ${T.minute})`);
      } else {
        // The winner reaches the line as the time ends, the runner in place k at (1 + 0.06k) of it: the
        // last frame shows the field as it crossed, in the outcome's order.
        outcome.order.forEach((runner, place) => {
          $(`bar-${runner}`).style.inlineSize = `${Math.round((100 * t) / (1 + 0.06 * place))}%`;
          if (t >= 1) $(`bar-${runner}`).textContent = String(place + 1);
        });
      }
      if (step++ >= steps) resolve();
      else setTimeout(frame, STEP_MS);
    };
    frame();
  });
}

function resultText(event, outcome) {
  if (isMatch(event.sport)) return `${T.score} ${event.home} ${outcome.home_score} – ${outcome.away_score} ${event.away}`;
  return `${T.finish} ${outcome.order.slice(0, 3).map((r, i) => `${i + 1}. ${event.picks[r].name}`).join(', ')}`;
}

async function boot() {
  const opened = await openTable(T);
  if (!opened) return;
  const { session, api, info } = opened;
  $('kind').textContent = T.sports[info.sport];
  let event = info.event;
  drawCard(event);
  drawStage(event);
  const label = (r) => (/^\d$/.test(r) ? String(Number(r) + 1) : T.picks[r] ?? r);
  drawHistory(info.history, label);
  runRounds(session, api, T, async (bets, send) => {
    drawStage(event);
    const round = await send({ event: event.number, bets });
    if (round) {
      await playOut(event, round.outcome);
      sayWin(round, T, `${resultText(event, round.outcome)}.`);
      drawHistory(round.history, label);
      event = round.event;
      drawCard(event);
    }
    return round;
  });
}

boot();
