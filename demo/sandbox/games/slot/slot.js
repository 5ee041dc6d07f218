// The sandbox's stand-in for a provider's slot (docs/api.md "Slots and games", the playable game). The
// launch, the press key, money and exit are the game pages' shared runtime (../common/page.js). Each press
// sends one round with its own Idempotency-Key, kept until the answer is definitive (DESIGN.md §7): a
// round whose outcome is unknown is retried with the same key, and the next press of the same bet reuses it.
import { $, announceBalance, createIdempotencyKeys, lang, money, openSession, refused, sendWithKey, show, translate, wireExit, callJson } from '../common/page.js';
import { TEXTS } from './texts.js';

const T = TEXTS[lang];
// Symbols every system font has (no emoji: a bare headless browser shows boxes for them).
const LABELS = { seven: '7', bar: 'BAR', cherry: '♥', lemon: '◆', bell: '♪', star: '★' };
let session;
let api;
let ended = false;
const keys = createIdempotencyKeys();

function render(balance, freeLeft) {
  $('balance').textContent = money(balance, session.currency);
  $('free').hidden = session.mode !== 'freespin';
  $('free-left').textContent = String(freeLeft);
  $('spin').disabled = session.mode === 'freespin' && freeLeft <= 0;
}

/** After an unknown outcome: the balance and free spins as the server has them now. */
async function reread() {
  try {
    const info = await callJson(api);
    render(info.balance, info.free_spin_left);
  } catch {
    // The status line already says the round is being checked; the next press replays it.
  }
}

async function play() {
  const body = session.mode === 'freespin' ? {} : { bet: $('bet').value };
  const press = keys.press(JSON.stringify(body));
  $('spin').disabled = true;
  $('reels').classList.add('spinning');
  show('…');
  try {
    const round = await sendWithKey(`${api}/rounds`, body, press.key);
    [...$('reels').children].forEach((reel, i) => {
      reel.dataset.symbol = round.symbols[i];
      reel.textContent = LABELS[round.symbols[i]] ?? round.symbols[i];
    });
    $('reels').setAttribute('aria-label', `${T.reels} : ${round.symbols.map((s) => T.names[s] ?? s).join(', ')}`);
    render(round.balance_after, round.free_spin_left);
    const won = `${T.won} ${money(round.win_amount, round.currency)}`;
    // max_win cut the win: say what the round made (docs/api.md "Limits").
    const capped = round.win_capped ? ` (${T.capped} ${money(round.uncapped_win_amount, round.currency)})` : '';
    show(round.win_amount !== '0.00' ? won + capped : T.lost, round.win_amount !== '0.00' ? 'win' : '');
    announceBalance(round.balance_after, round.currency);
  } catch (error) {
    if (press.fail(error)) {
      show(T.checking, 'info');
      void reread();
    } else if (refused(error, T)) ended = true;
  } finally {
    $('reels').classList.remove('spinning');
    $('spin').disabled = ended || (session.mode === 'freespin' && $('free-left').textContent === '0');
  }
}

async function boot() {
  translate(T);
  $('reels').setAttribute('aria-label', T.reels);
  try {
    ({ session, api } = await openSession());
  } catch (error) {
    show(T.errors[error.code] ?? T.failed, 'error');
    $('spin').disabled = true;
    return;
  }
  $('title').textContent = session.game.name;
  $('mode').textContent = T.modes[session.mode];
  for (const bet of session.bets) $('bet').append(new Option(money(bet, session.currency), bet));
  $('bet').disabled = session.mode === 'freespin';
  render(session.balance, session.free_spin_left);
  $('spin').addEventListener('click', play);
  wireExit(session, T);
}

boot();
