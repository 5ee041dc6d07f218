// The sandbox's crash game (spribe's Aviator and its kind; docs/api.md "Crash rounds"). The server draws
// the crash point when the bet is taken and shows only its hash; the page draws the curve from the
// round's take-off and the server's rate, asks the server where the round is while it flies, and sends
// the cash-out, which the server judges by its own clock (the page's multiplier is a picture, never a
// claim). The bet and the cash-out each keep their Idempotency-Key until the answer is definitive
// (../common/page.js, docs/architecture.md "The Idempotency-Key").
import { $, announceBalance, callJson, createIdempotencyKeys, lang, money, openSession, refused, sendWithKey, show, stillMotion, translate, wireExit } from '../common/page.js';
import { TEXTS } from './texts.js';

const T = TEXTS[lang];
const POLL_MS = 1000;
const betKeys = createIdempotencyKeys();
const cashKeys = createIdempotencyKeys();
let session;
let api;
let ended = false;
/** The flying round: its answer, the page's clock offset to the server's, whether it was cashed out. */
let flight = null;

const times = (m) => `${(lang === 'fr' ? m.toFixed(2).replace('.', ',') : m.toFixed(2))}×`;
const multiplierAt = (round, ms) => Math.floor(100 * Math.exp((round.rate * Math.max(0, ms)) / 1000)) / 100;
const elapsed = () => Date.now() - flight.offset - Date.parse(flight.round.started_at);

function renderBalance(balance) {
  $('balance').textContent = money(balance, session.currency);
}

function addHistory(round) {
  if (round.crash_point === null) return;
  const item = document.createElement('li');
  const point = Number(round.crash_point);
  item.className = point >= 10 ? 'high' : point >= 2 ? 'mid' : 'low';
  item.textContent = times(point);
  $('history').prepend(item);
  while ($('history').children.length > 20) $('history').lastElementChild.remove();
}

/** The curve up to multiplier `m` after `ms`: x is time, y the multiplier, both scaled to fit. */
function draw(m, ms) {
  const span = Math.max(10_000, ms * 1.15);
  const top = Math.max(2, m * 1.15);
  const point = (t) => [(t / span) * 400, 220 - ((multiplierAt(flight.round, t) - 1) / (top - 1)) * 200];
  const steps = 24;
  const pts = Array.from({ length: steps + 1 }, (_, i) => point((ms * i) / steps));
  const line = pts.map(([x, y], i) => `${i ? 'L' : 'M'}${x.toFixed(1)} ${y.toFixed(1)}`).join(' ');
  $('curve').setAttribute('d', line);
  const [x, y] = pts[steps];
  $('area').setAttribute('d', `${line} L${x.toFixed(1)} 220 L0 220 Z`);
  const [px, py] = pts[steps - 1];
  $('plane').setAttribute('transform', `translate(${x.toFixed(1)} ${y.toFixed(1)}) rotate(${((Math.atan2(y - py, x - px) * 180) / Math.PI).toFixed(1)})`);
}

function tick() {
  if (!flight || flight.over) return;
  const ms = elapsed();
  const m = multiplierAt(flight.round, ms);
  $('multiplier').textContent = times(m);
  if (!flight.cashed) $('cashout').textContent = `${T.cashout} \u2068${money((Number(flight.round.bet_amount) * m).toFixed(2), flight.round.currency)}\u2069`;
  // Reduced motion: the number rises, the curve and the plane stay still.
  if (!stillMotion()) draw(m, ms);
  flight.frame = stillMotion() ? setTimeout(tick, 250) : requestAnimationFrame(tick);
}

function land(round) {
  flight.over = true;
  cancelAnimationFrame(flight.frame);
  clearTimeout(flight.frame);
  clearTimeout(flight.poll);
  $('sky').classList.remove('flying');
  $('sky').classList.add('crashed');
  $('multiplier').textContent = times(Number(round.crash_point));
  $('phase').textContent = `${T.crashed} ${times(Number(round.crash_point))}`;
  $('hash').textContent = `${round.hash} — ${T.seed} ${round.seed}`;
  addHistory(round);
  if (!flight.cashed) show(`${T.crashed} ${times(Number(round.crash_point))} — ${T.lost}`);
  $('cashout').hidden = true;
  $('play').hidden = false;
  $('play').disabled = ended;
  $('bet').disabled = false;
  flight = null;
}

/** Asks the server where the round is; the crash comes from its answer, never from the page's clock. */
async function poll() {
  if (!flight) return;
  const id = flight.round.round_id;
  try {
    const round = await callJson(`${api}/crash/rounds/${id}`);
    if (flight && round.status !== 'flying' && round.crash_point !== null) return land(round);
  } catch {
    // Asked again at the next beat.
  }
  if (flight) flight.poll = setTimeout(poll, POLL_MS);
}

async function bet() {
  const body = { bet: $('bet').value };
  const press = betKeys.press(JSON.stringify(body));
  $('play').disabled = true;
  show('…');
  try {
    const round = await sendWithKey(`${api}/crash/bets`, body, press.key);
    flight = { round, offset: Date.now() - Date.parse(round.server_time), cashed: false, over: false };
    renderBalance(round.balance_after);
    announceBalance(round.balance_after, round.currency);
    $('hash').textContent = round.hash;
    $('sky').classList.remove('crashed');
    $('sky').classList.add('flying');
    $('phase').textContent = T.flying;
    $('play').hidden = true;
    $('bet').disabled = true;
    $('cashout').hidden = false;
    $('cashout').disabled = false;
    $('cashout').focus();
    show(T.placed);
    tick();
    flight.poll = setTimeout(poll, POLL_MS);
  } catch (error) {
    if (press.fail(error)) show(T.checking, 'info');
    else if (refused(error, T)) ended = true;
    $('play').disabled = ended;
  }
}

async function cashOut() {
  if (!flight || flight.cashed) return;
  const id = flight.round.round_id;
  const press = cashKeys.press(String(id));
  $('cashout').disabled = true;
  try {
    const round = await sendWithKey(`${api}/crash/rounds/${id}/cashout`, {}, press.key);
    if (flight) flight.cashed = true;
    renderBalance(round.balance_after);
    announceBalance(round.balance_after, round.currency);
    $('cashout').textContent = `${T.cashedAt} ${times(Number(round.cashout_multiplier))}`;
    show(`${T.cashedAt} ${times(Number(round.cashout_multiplier))} — ${T.won} ${money(round.win_amount, round.currency)}`, 'win');
  } catch (error) {
    if (press.fail(error)) {
      show(T.checking, 'info');
      $('cashout').disabled = false;
    } else if (refused(error, T)) ended = true;
  }
}

/** Space plays the page's one action (bet, then cash out) unless a control has the focus. */
function onKey(event) {
  if (event.key !== ' ' || event.target.closest?.('button, select, a')) return;
  event.preventDefault();
  if (flight && !flight.cashed) void cashOut();
  else if (!flight && !$('play').disabled) void bet();
}

async function boot() {
  translate(T);
  $('cashout').textContent = T.cashout;
  try {
    ({ session, api } = await openSession());
  } catch (error) {
    show(T.errors[error.code] ?? T.failed, 'error');
    $('play').disabled = true;
    return;
  }
  $('title').textContent = session.game.name;
  document.title = session.game.name;
  $('mode').textContent = T.modes[session.mode];
  for (const amount of session.bets) $('bet').append(new Option(money(amount, session.currency), amount));
  renderBalance(session.balance);
  $('play').addEventListener('click', bet);
  $('cashout').addEventListener('click', cashOut);
  document.addEventListener('keydown', onKey);
  $('play').disabled = false;
  wireExit(session, T);
  try {
    const { rounds } = await callJson(`${api}/crash/rounds`);
    for (const round of [...rounds].reverse()) addHistory(round);
  } catch {
    // The strip fills with this page's rounds.
  }
}

boot();
