// The seeded accounts (docs/api.md) and the "Player:" toolbar the Wheel and Casino sections share.

import { bag, whenShared } from './runtime.js';
import { announce, h, setText } from './dom.js';

export const DEMO_ACCOUNTS = [
  { username: 'demo', password: 'demo1234', what: 'Player, 1 000.00 TND, bonus 5.00: signs in.' },
  { username: 'low', password: 'low12345', what: 'Player, 0.50 TND, bonus 12.00: signs in, low balance.' },
  { username: 'agent', password: 'agent1234', what: 'Cashier (role C): refused, “only users can use the site”.' },
  { username: 'admin', password: 'admin1234', what: 'Admin (role A): refused likewise.' },
  { username: 'banned', password: 'banned1234', what: 'Banned player: 403 user_is_banned.' },
  { username: 'unverified', password: 'unverified1234', what: 'E-mail not confirmed: 403 email_not_verified.' },
];

/** The players of the "Sign in as …" buttons (seeded accounts, docs/api.md). */
const QUICK_PLAYERS = ['demo', 'low'];

/** "demo: balance 1000.00 TND, bonus 5.00" (or the session status): a toolbar's player line. */
function playerLine(state) {
  const user = state?.user;
  let line = String(state?.status ?? 'guest');
  if (state?.status === 'signed-in' && user) {
    const money = (v) => (v === undefined || v === null || !Number.isFinite(Number(v)) ? '?' : Number(v).toFixed(2));
    line = `${user.username}: balance ${money(user.balance)} ${user.currency ?? ''}, bonus ${money(user.bonusBalance)}`;
  }
  return line;
}

async function signOut() {
  const session = bag()?.session;
  if (!session?.signOut) return announce('The session manager is not loaded yet.', 'error');
  try {
    await session.signOut();
    announce('Signed out: the elements show the guest view.', 'ok');
  } catch (err) {
    announce(`Sign-out failed: ${err?.message ?? err}`, 'error');
  }
}

async function signIn(event, username) {
  const session = bag()?.session;
  if (!session?.signIn) return announce('The session manager is not loaded yet.', 'error');
  const account = DEMO_ACCOUNTS.find((a) => a.username === username);
  const target = event.currentTarget;
  target.disabled = true;
  try {
    const outcome = await session.signIn(username, account.password);
    if (outcome?.ok === false) announce(`Sign-in as ${username} refused: ${outcome.reason ?? 'unknown reason'}.`, 'error');
    else announce(`Signed in as ${username}.`, 'ok');
  } catch (err) {
    announce(`Sign-in as ${username} failed: ${err?.message ?? err}`, 'error');
  } finally {
    target.disabled = false;
  }
}

/**
 * Fills a section's `<div data-player-toolbar="<id of the player line>">`: "Guest (sign out)", "Sign in as
 * demo / low" on the one session of the page (every element follows), and the player line, kept current.
 */
export function playerToolbar(toolbar) {
  const button = (text, onclick) => h('button.qa-button.qa-button--small.qa-button--ghost', { type: 'button', text, onclick });
  const line = h('span.qa-muted', { id: toolbar.dataset.playerToolbar, dir: 'ltr' });
  toolbar.replaceChildren(
    h('span.qa-muted', { 'aria-hidden': 'true', text: 'Player:' }),
    button('Guest (sign out)', signOut),
    ...QUICK_PLAYERS.map((username) => button(`Sign in as ${username}`, (event) => signIn(event, username))),
    line,
  );
  whenShared('auth').then((store) => store.subscribe((state) => setText(line, playerLine(state))));
}
