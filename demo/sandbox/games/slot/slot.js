// The sandbox's stand-in for a provider's game (docs/api.md "Slots and games", the playable game).
// No inline script or style: it runs framed under the site's CSP. Each press sends one round with its
// own Idempotency-Key; a network retry of the same press reuses the key (no second bet).
// Its URL carries a one-time launch token, exchanged once for the session, which stays in memory only
// (issue 13): a copy of the URL opens nothing, and a reload asks the lobby for a new game.
import { returnUrlProblem } from './return-url.js';

const $ = (id) => document.getElementById(id);
const launchToken = new URLSearchParams(location.search).get('launch') ?? '';
let api;
// Symbols every system font has (no emoji: a bare headless browser shows boxes for them).
const LABELS = { seven: '7', bar: 'BAR', cherry: '♥', lemon: '◆', bell: '♪', star: '★' };
const NAMES = { seven: 'sept', bar: 'bar', cherry: 'cerise', lemon: 'citron', bell: 'cloche', star: 'étoile' };
const MODES = { real: 'Argent réel', demo: 'Mode démo (solde fictif)', freespin: 'Tours gratuits' };
const ERRORS = {
  not_enough_money: 'Solde insuffisant pour cette mise.',
  free_spins_exhausted: 'Plus de tours gratuits.',
  session_not_found: 'Session de jeu introuvable.',
  launch_token_invalid: 'Ce lien de jeu a déjà servi ou a expiré : rouvrez le jeu depuis le lobby.',
  game_session_expired: 'La session de jeu est terminée : rouvrez le jeu depuis le lobby.',
  bet_below_minimum: 'Mise inférieure à la mise minimale.',
  bet_above_maximum: 'Mise supérieure à la mise maximale.',
  bet_not_offered: "Cette mise n'est pas proposée par le jeu.",
  transaction_limit: 'Montant au-delà de la limite autorisée par opération.',
};
// Refusals after which no round can be played on this page any more.
const FINAL = new Set(['game_session_expired', 'session_not_found']);
let session;
let ended = false;

const show = (text, kind = '') => {
  $('status').textContent = text;
  $('status').className = `status ${kind}`;
};
const money = (amount, currency) => `${amount} ${currency}`;

function render(balance, freeLeft) {
  $('balance').textContent = money(balance, session.currency);
  $('free').hidden = session.mode !== 'freespin';
  $('free-left').textContent = String(freeLeft);
  $('spin').disabled = session.mode === 'freespin' && freeLeft <= 0;
}

async function call(url, init) {
  const res = await fetch(url, { ...init, headers: { 'Content-Type': 'application/json', ...(init?.headers ?? {}) } });
  const body = await res.json().catch(() => ({}));
  if (!res.ok) throw Object.assign(new Error(body.message ?? 'error'), { code: body.code });
  return body;
}

async function play() {
  const key = crypto.randomUUID();
  const body = session.mode === 'freespin' ? {} : { bet: $('bet').value };
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
        if (error.code || attempt >= 2) throw error; // a refusal is final; a lost answer is retried with the same key
      }
    }
    [...$('reels').children].forEach((reel, i) => {
      reel.dataset.symbol = round.symbols[i];
      reel.textContent = LABELS[round.symbols[i]] ?? round.symbols[i];
    });
    $('reels').setAttribute('aria-label', `Rouleaux : ${round.symbols.map((s) => NAMES[s] ?? s).join(', ')}`);
    render(round.balance_after, round.free_spin_left);
    const won = `Gagné : ${money(round.win_amount, round.currency)}`;
    // max_win cut the win: say what the round made (docs/api.md "Limits").
    const capped = round.win_capped ? ` (gain plafonné ; sans plafond : ${money(round.uncapped_win_amount, round.currency)})` : '';
    show(round.win_amount !== '0.00' ? won + capped : 'Perdu', round.win_amount !== '0.00' ? 'win' : '');
    window.parent?.postMessage({ type: 'sandbox-game-round', balance: round.balance_after, currency: round.currency }, '*');
  } catch (error) {
    show(ERRORS[error.code] ?? 'Une erreur est survenue, réessayez.', 'error');
    if (FINAL.has(error.code)) ended = true;
  } finally {
    $('reels').classList.remove('spinning');
    $('spin').disabled = ended || (session.mode === 'freespin' && $('free-left').textContent === '0');
  }
}

async function boot() {
  if (!launchToken) {
    show(ERRORS.launch_token_invalid, 'error');
    $('spin').disabled = true;
    return;
  }
  try {
    session = await call('/sandbox/games/api/launch', { method: 'POST', body: JSON.stringify({ launch_token: launchToken }) });
    api = `/sandbox/games/api/sessions/${encodeURIComponent(session.token)}`;
  } catch (error) {
    show(ERRORS[error.code] ?? 'Une erreur est survenue.', 'error');
    $('spin').disabled = true;
    return;
  }
  $('title').textContent = session.game.name;
  $('mode').textContent = MODES[session.mode];
  for (const bet of session.bets) $('bet').append(new Option(money(bet, session.currency), bet));
  $('bet').disabled = session.mode === 'freespin';
  render(session.balance, session.free_spin_left);
  $('spin').addEventListener('click', play);
  $('exit').addEventListener('click', () => {
    window.parent?.postMessage({ type: 'sandbox-game-exit' }, '*');
    // Checked again here, with the sandbox's rule and list (issue 13, hole 8): never an open redirect.
    const back = session.return_url;
    if (back && returnUrlProblem(back, [location.origin, ...(session.return_origins ?? [])]) === null) location.assign(back);
    else show('Partie terminée.');
  });
}

boot();
