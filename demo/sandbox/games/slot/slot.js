// The sandbox's stand-in for a provider's slot (docs/api.md "Slots and games", the playable game): three
// reels of the game's theme (themes.js) that spin and stop on the round the server played, one payline,
// a paytable, turbo and autoplay. The outcome is the server's (services/games.ts); the page only shows it.
// The launch, the Idempotency-Key, money and exit are the game pages' shared runtime (../common/page.js): each
// press sends one round with its own Idempotency-Key, kept until the answer is definitive (docs/conventions.md §7).
import { $, announceBalance, callJson, createIdempotencyKeys, lang, money, openSession, refused, sendWithKey, show, stillMotion, translate, wireExit } from '../common/page.js';
import { PAYTABLE, themeOf } from './themes.js';
import { TEXTS } from './texts.js';

const T = TEXTS[lang];
const FILLER = ['lemon', 'bell', 'star', 'cherry', 'bar', 'seven'];
let session;
let api;
let glyphs = themeOf(null).glyphs;
let ended = false;
let turbo = false;
/** Autoplay's spins left (0: off). */
let autoLeft = 0;
let busy = false;
const keys = createIdempotencyKeys();

const reels = () => [...$('reels').children];
const wait = (ms) => new Promise((done) => setTimeout(done, ms));
const filler = () => FILLER[Math.floor(Math.random() * FILLER.length)];

function setSymbol(cell, symbol) {
  cell.dataset.symbol = symbol;
  cell.textContent = glyphs[symbol] ?? symbol;
}

function render(balance, freeLeft) {
  $('balance').textContent = money(balance, session.currency);
  $('free').hidden = session.mode !== 'freespin';
  $('free-left').textContent = String(freeLeft);
}

function controls() {
  const out = ended || (session?.mode === 'freespin' && $('free-left').textContent === '0');
  $('spin').disabled = busy || out || autoLeft > 0;
  $('auto').textContent = autoLeft > 0 ? `${T.stop} (${autoLeft})` : T.auto;
  $('auto').disabled = out && autoLeft === 0;
  $('bet').disabled = busy || autoLeft > 0 || session?.mode === 'freespin';
}

/** The reels stop one after the other on the round's symbols (the middle row is the payline). */
async function stopOn(symbols) {
  const still = stillMotion();
  for (const [i, reel] of reels().entries()) {
    if (!still) await wait(turbo ? 90 : 320);
    const [top, middle, bottom] = reel.firstElementChild.children;
    setSymbol(top, filler());
    setSymbol(middle, symbols[i]);
    setSymbol(bottom, filler());
    reel.classList.remove('spinning');
  }
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

/** One round; resolves true when it was played (autoplay goes on), false when it must stop. */
async function play() {
  const body = session.mode === 'freespin' ? {} : { bet: $('bet').value };
  const press = keys.press(JSON.stringify(body));
  busy = true;
  controls();
  $('reels').classList.remove('won');
  // Reduced motion: no spin, the result at once.
  if (!stillMotion()) for (const reel of reels()) reel.classList.add('spinning');
  show('…');
  try {
    const round = await sendWithKey(`${api}/rounds`, body, press.key);
    if (!stillMotion()) await wait(turbo ? 150 : 600);
    await stopOn(round.symbols);
    $('reels').setAttribute('aria-label', `${T.reels} : ${round.symbols.map((s) => T.names[s] ?? s).join(', ')}`);
    render(round.balance_after, round.free_spin_left);
    const won = round.win_amount !== '0.00';
    // max_win cut the win: say what the round made (docs/api.md "Limits").
    const capped = round.win_capped ? ` (${T.capped} ${money(round.uncapped_win_amount, round.currency)})` : '';
    $('reels').classList.toggle('won', won);
    show(won ? `${T.won} ${money(round.win_amount, round.currency)}${capped}` : T.lost, won ? 'win' : '');
    announceBalance(round.balance_after, round.currency);
    return true;
  } catch (error) {
    for (const reel of reels()) reel.classList.remove('spinning');
    if (press.fail(error)) {
      show(T.checking, 'info');
      void reread();
    } else if (refused(error, T)) ended = true;
    return false;
  } finally {
    busy = false;
    controls();
  }
}

/** Autoplay: N rounds, stopped by the player, a refusal, an unknown outcome or the last free spin. */
async function autoplay() {
  if (autoLeft > 0) {
    autoLeft = 0;
    controls();
    show(T.autoStopped);
    return;
  }
  autoLeft = Number($('auto-count').value);
  while (autoLeft > 0) {
    controls();
    const played = await play();
    if (autoLeft === 0) break; // stopped by the player meanwhile
    autoLeft = played ? autoLeft - 1 : 0;
    if (session.mode === 'freespin' && $('free-left').textContent === '0') autoLeft = 0;
    if (autoLeft > 0) await wait(turbo ? 200 : 700);
  }
  controls();
}

function spinPressed() {
  if (!busy && autoLeft === 0 && !$('spin').disabled) void play();
}

/** Space or Enter spins unless a control has the focus (which then does its own job). */
function onKey(event) {
  if ((event.key !== ' ' && event.key !== 'Enter') || event.target.closest?.('button, select, a, dialog')) return;
  event.preventDefault();
  spinPressed();
}

function paytable() {
  const name = (s) => `${glyphs[s]}`;
  $('paytable-rows').replaceChildren(
    ...PAYTABLE.map((row) => {
      const item = document.createElement('li');
      const line = document.createElement('span');
      line.className = 'pay-symbols';
      line.textContent = row.symbols.map(name).join(' ');
      line.setAttribute('aria-label', row.symbols.map((s) => T.names[s] ?? s).join(', '));
      item.append(line, ` ${T.pays} ×${row.multiplier} (${row.multiplier} ${T.times})`);
      return item;
    }),
  );
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
  const theme = themeOf(session.game.theme);
  glyphs = theme.glyphs;
  // The theme's colours as custom properties (CSSOM, allowed by the page's CSP: no inline style).
  document.documentElement.style.setProperty('--bg', theme.bg);
  document.documentElement.style.setProperty('--accent', theme.accent);
  for (const cell of document.querySelectorAll('.strip span')) setSymbol(cell, cell.dataset.symbol);
  $('title').textContent = session.game.name;
  document.title = session.game.name;
  $('mode').textContent = T.modes[session.mode];
  for (const bet of session.bets) $('bet').append(new Option(money(bet, session.currency), bet));
  render(session.balance, session.free_spin_left);
  paytable();
  controls();
  $('spin').addEventListener('click', spinPressed);
  $('auto').addEventListener('click', () => void autoplay());
  $('turbo').addEventListener('click', () => {
    turbo = !turbo;
    $('turbo').setAttribute('aria-pressed', String(turbo));
  });
  $('open-paytable').addEventListener('click', () => $('paytable').showModal?.());
  $('close-paytable').addEventListener('click', () => $('paytable').close?.());
  document.addEventListener('keydown', onKey);
  wireExit(session, T);
}

boot();
