// The sandbox's stand-in for a provider's game (docs/api.md "Slots and games", the playable game). No inline
// script or style: it runs framed under the site's CSP. Each press sends one round with its own
// Idempotency-Key, kept until the answer is definitive (outcome.js, DESIGN.md §7): a round whose outcome is
// unknown is retried with the same key, and the next press of the same bet reuses it too. Its URL carries a
// one-time launch token, exchanged once for the session, which stays in memory only (docs/api.md "Slots and
// games" §3): a copy of the URL opens nothing, and a reload asks the lobby for a new game.
import { returnUrlProblem } from './return-url.js';
import { formatMoney, pageLang } from './money.js';
import { TEXTS } from './texts.js';
import { callJson, createIdempotencyKeys, isDefinitive } from './outcome.js';

const $ = (id) => document.getElementById(id);
const params = new URLSearchParams(location.search);
const launchToken = params.get('launch') ?? '';
// The player's language, passed by the launch: texts, direction and money follow it.
const lang = pageLang(params.get('lang'));
const T = TEXTS[lang];
let api;
// Symbols every system font has (no emoji: a bare headless browser shows boxes for them).
const LABELS = { seven: '7', bar: 'BAR', cherry: '♥', lemon: '◆', bell: '♪', star: '★' };
const ERRORS = T.errors;
// Refusals after which no round can be played on this page any more.
const FINAL = new Set(['game_session_expired', 'session_not_found']);
// Refusals by the player's own wager or loss limit, passed on to the page around the game.
const RG_LIMITS = new Set(['wager_limit_reached', 'loss_limit_reached']);
let session;
let ended = false;
const keys = createIdempotencyKeys();

const show = (text, kind = '') => {
  $('status').textContent = text;
  $('status').className = `status ${kind}`;
};
const money = (amount, currency) => formatMoney(amount, currency, lang);

function render(balance, freeLeft) {
  $('balance').textContent = money(balance, session.currency);
  $('free').hidden = session.mode !== 'freespin';
  $('free-left').textContent = String(freeLeft);
  $('spin').disabled = session.mode === 'freespin' && freeLeft <= 0;
}

const call = (url, init) => callJson(url, init);

/** After an unknown outcome: the balance and free spins as the server has them now. */
async function reread() {
  try {
    const info = await call(api);
    render(info.balance, info.free_spin_left);
  } catch {
    // The status line already says the round is being checked; the next press replays it.
  }
}

async function play() {
  const body = session.mode === 'freespin' ? {} : { bet: $('bet').value };
  const press = keys.press(JSON.stringify(body));
  const key = press.key;
  $('spin').disabled = true;
  $('reels').classList.add('spinning');
  show('…');
  try {
    let round;
    for (let attempt = 0; ; attempt++) {
      try {
        round = await call(`${api}/rounds`, { method: 'POST', body: JSON.stringify(body), headers: { 'Idempotency-Key': key } });
        break;
      } catch (error) {
        if (isDefinitive(error) || attempt >= 2) throw error; // a refusal is final; an unknown outcome is retried with the same key
      }
    }
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
    window.parent?.postMessage({ type: 'sandbox-game-round', balance: round.balance_after, currency: round.currency }, '*');
  } catch (error) {
    if (press.fail(error)) {
      show(T.checking, 'info');
      void reread();
    } else {
      show(ERRORS[error.code] ?? T.failed, 'error');
      if (FINAL.has(error.code)) ended = true;
      // The operator's page explains a responsible-gaming refusal in its own words (which limit, when it
      // resets: docs/api.md "Responsible gaming"), from the refusal's body.
      if (RG_LIMITS.has(error.code)) window.parent?.postMessage({ type: 'sandbox-game-refused', error: error.body }, '*');
    }
  } finally {
    $('reels').classList.remove('spinning');
    $('spin').disabled = ended || (session.mode === 'freespin' && $('free-left').textContent === '0');
  }
}

/** The page's static texts and direction in the player's language (the HTML is written in French). */
function translate() {
  document.documentElement.lang = lang;
  document.documentElement.dir = lang === 'ar' ? 'rtl' : 'ltr';
  for (const el of document.querySelectorAll('[data-text]')) el.textContent = T[el.dataset.text];
  $('reels').setAttribute('aria-label', T.reels);
}

async function boot() {
  translate();
  if (!launchToken) {
    show(ERRORS.launch_token_invalid, 'error');
    $('spin').disabled = true;
    return;
  }
  try {
    session = await call('/sandbox/games/api/launch', { method: 'POST', body: JSON.stringify({ launch_token: launchToken }) });
    api = `/sandbox/games/api/sessions/${encodeURIComponent(session.token)}`;
  } catch (error) {
    show(ERRORS[error.code] ?? T.failed, 'error');
    $('spin').disabled = true;
    return;
  }
  $('title').textContent = session.game.name;
  $('mode').textContent = T.modes[session.mode];
  for (const bet of session.bets) $('bet').append(new Option(money(bet, session.currency), bet));
  $('bet').disabled = session.mode === 'freespin';
  render(session.balance, session.free_spin_left);
  $('spin').addEventListener('click', play);
  $('exit').addEventListener('click', () => {
    window.parent?.postMessage({ type: 'sandbox-game-exit' }, '*');
    // Checked again here, with the sandbox's rule and list (docs/security.md "What the sandbox enforces"):
    // never an open redirect.
    const back = session.return_url;
    if (back && returnUrlProblem(back, [location.origin, ...(session.return_origins ?? [])], location.origin) === null) location.assign(back);
    else show(T.over);
  });
}

boot();
