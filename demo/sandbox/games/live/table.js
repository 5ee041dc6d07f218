// What a live table and a virtual sport's page share (docs/api.md "Live tables and virtual sports"): the
// table's header (game, dealer, seats), the chips, the betting time, the bets placed, the rolling history
// and one round of several bets sent with its Idempotency-Key (common/page.js). Each table's own module draws
// its board and its result (roulette.js, wheel.js, cards.js, dice.js; the virtual sports' virtual.js).
import { $, announceBalance, callJson, createIdempotencyKeys, money, openSession, refused, sendWithKey, show, translate, wireExit } from '../common/page.js';

/** The betting time of a round, in seconds, as a studio's table gives it. */
export const BETTING_S = 20;

/**
 * Opens the session and reads its table; draws the header. Resolves `{ session, api, info }`, or null
 * after saying why the game cannot open.
 */
export async function openTable(T) {
  translate(T);
  let opened;
  try {
    opened = await openSession();
    opened.info = await callJson(`${opened.api}/table`);
  } catch (error) {
    refused(error, T);
    $('confirm').disabled = true;
    return null;
  }
  const { session, info } = opened;
  $('title').textContent = session.game.name;
  document.title = session.game.name;
  $('mode').textContent = T.modes[session.mode];
  // A virtual sport has no dealer and no seats: its page has no such line.
  if ($('dealer')) $('dealer').textContent = info.dealer;
  if ($('seats')) $('seats').textContent = `${info.seats.taken}/${info.seats.total}`;
  wireExit(session, T);
  renderBalance(session.balance, session.currency);
  return opened;
}

export const renderBalance = (balance, currency) => {
  $('balance').textContent = money(balance, currency);
};

/** The chips: one radio per stake the session offers; `chip()` is the chosen one's value. */
export function chips(session, T) {
  const box = $('chips');
  session.bets.forEach((value, i) => {
    const label = document.createElement('label');
    label.className = `chip chip-${i}`;
    const input = Object.assign(document.createElement('input'), { type: 'radio', name: 'chip', value, checked: i === 0 });
    label.append(input, money(value, session.currency));
    box.append(label);
  });
  box.setAttribute('aria-label', T.chip);
  return () => box.querySelector('input:checked')?.value ?? session.bets[0];
}

/**
 * The bets placed on the board: a spot (a button with `data-type`, `data-target`) takes the chosen chip
 * again with each press, shows its amount and says it in its name.
 */
export function betSlip(session, T, chip, onChange) {
  const placed = new Map();
  const cents = (v) => Math.round(Number(v) * 100);
  const total = () => [...placed.values()].reduce((sum, b) => sum + cents(b.amount), 0);
  const draw = () => {
    for (const spot of document.querySelectorAll('[data-type]')) {
      const bet = placed.get(spot.dataset.key);
      spot.querySelector('.stake')?.remove();
      spot.classList.toggle('placed', Boolean(bet));
      spot.setAttribute('aria-pressed', String(Boolean(bet)));
      if (bet) spot.append(Object.assign(document.createElement('span'), { className: 'stake', textContent: money(bet.amount, session.currency) }));
    }
    $('total').textContent = money(total() / 100, session.currency);
    onChange?.(placed.size > 0);
  };
  $('board').addEventListener('click', (event) => {
    const spot = event.target.closest?.('[data-type]');
    if (!spot || spot.disabled) return;
    const was = placed.get(spot.dataset.key);
    const amount = ((cents(was?.amount ?? 0) + cents(chip())) / 100).toFixed(2);
    const target = spot.dataset.target === undefined ? undefined : Number(spot.dataset.target);
    placed.set(spot.dataset.key, { type: spot.dataset.type, ...(target === undefined ? {} : { target }), amount });
    draw();
  });
  return {
    bets: () => [...placed.values()],
    clear: () => { placed.clear(); draw(); },
    draw,
  };
}

/** A bet spot: a button the slip reads (`data-type`, `data-target`), named by `label`. */
export function spot(type, target, label, className = '') {
  const button = Object.assign(document.createElement('button'), { type: 'button', className: `spot ${className}`.trim() });
  button.dataset.type = type;
  button.dataset.key = target === undefined ? type : `${type}:${target}`;
  if (target !== undefined) button.dataset.target = String(target);
  // dir=auto: a runner's or a team's Latin name keeps its number at its start in an Arabic page.
  button.append(Object.assign(document.createElement('span'), { className: 'label', dir: 'auto', textContent: label }));
  return button;
}

/**
 * The betting time: counts down each second in the timer; at zero (or `close()`) calls `onClose`.
 * `restart()` opens a new betting time.
 */
export function bettingTime(T, onClose, seconds = BETTING_S) {
  let left = seconds;
  let timer = null;
  const tick = () => {
    $('timer').textContent = `${T.open} · ${left} ${T.seconds}`;
    $('timer').dataset.state = 'open';
  };
  const stop = () => {
    clearInterval(timer);
    timer = null;
  };
  const close = () => {
    stop();
    $('timer').textContent = T.closed;
    $('timer').dataset.state = 'closed';
    onClose();
  };
  return {
    restart() {
      stop();
      left = seconds;
      tick();
      timer = setInterval(() => {
        left -= 1;
        if (left <= 0) close();
        else tick();
      }, 1000);
    },
    close,
    isOpen: () => timer !== null,
  };
}

/** The table's last results, newest first; `label` writes one, `kind` gives its class (a colour). */
export function drawHistory(results, label, kind = () => '') {
  const list = $('history');
  list.replaceChildren(...results.map((r) => Object.assign(document.createElement('li'), { className: `past ${kind(r)}`.trim(), textContent: label(r) })));
}

/**
 * One round of the bets placed, with the press's key (kept when the outcome stays unknown: the next
 * press of the same bets sends it again). Resolves the round, or null after saying why not.
 */
export function roundSender(api, session, T) {
  const keys = createIdempotencyKeys();
  let ended = false;
  return {
    ended: () => ended,
    async send(body) {
      const press = keys.press(JSON.stringify(body));
      try {
        const round = await sendWithKey(`${api}/table-rounds`, body, press.key);
        renderBalance(round.balance_after, round.currency);
        announceBalance(round.balance_after, round.currency);
        return round;
      } catch (error) {
        if (press.fail(error)) {
          show(T.checking, 'info');
          callJson(api).then((info) => renderBalance(info.balance, info.currency), () => {});
        } else if (refused(error, T)) ended = true;
        return null;
      }
    },
  };
}

/** What the round paid, said in words: won (with the cap when max_win cut it) or lost. */
export function sayWin(round, T, prefix) {
  const won = round.win_amount !== '0.00';
  const capped = round.win_capped ? ` (${T.capped} ${money(round.uncapped_win_amount, round.currency)})` : '';
  show(`${prefix} ${won ? `${T.won} ${money(round.win_amount, round.currency)}${capped}` : T.lost}`, won ? 'win' : '');
}

/**
 * The table's rounds, one after the other: chips on the board's spots, a betting time that closes by
 * itself or when the player confirms (« Plus de paris »), then `play(bets, send)` with the bets placed,
 * which sends the round (`send(body)`: null when it was not played), shows it and resolves it; with no
 * bets a new betting time opens at once, and none opens once the session can play no more.
 */
export function runRounds(session, api, T, play) {
  const chip = chips(session, T);
  const sender = roundSender(api, session, T);
  let time;
  const slip = betSlip(session, T, chip, (any) => {
    $('confirm').disabled = !any || !time.isOpen();
  });
  const setOpen = (open) => {
    for (const s of $('board').querySelectorAll('button')) s.disabled = !open;
    $('clear').disabled = !open;
    $('confirm').disabled = !open || slip.bets().length === 0;
  };
  const reopen = () => {
    setOpen(true);
    time.restart();
  };
  async function close() {
    setOpen(false);
    const bets = slip.bets();
    if (bets.length === 0) {
      show(T.noBets);
      return reopen();
    }
    show(T.closed);
    if (await play(bets, (body) => sender.send(body))) slip.clear();
    if (!sender.ended()) reopen();
  }
  time = bettingTime(T, () => void close());
  $('clear').addEventListener('click', () => slip.clear());
  $('confirm').addEventListener('click', () => time.close());
  slip.draw();
  reopen();
}
