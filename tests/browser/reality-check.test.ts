// Reality checks over a game (docs/contracts/responsible-gaming.md §6), from the built dist/casino-lobby.js
// against this file's own sandbox and database: the player's interval is set through the real API (PUT
// /api/users/limits/ reality_check_minutes: 10), the schedule and the numbers come from GET
// /api/users/rg/session/ (see playUntilCheck for how the check falls due without waiting ten minutes). The check is a modal alertdialog of the lobby's own
// shadow root, drawn above the game's iframe (what is under its centre is the dialog, not the frame), with
// the focus on "Continuer"; "Arrêter de jouer" closes the game, "Continuer" keeps it. The same over the
// sportsbook's frame, where "Arrêter de jouer" asks the host for /main (casino-navigate).
import { afterEach, describe, it } from './support/mocha';
import * as assert from './support/assert';
import { $, find, mount, text, waitFor } from './support/dom';
import { recordEvents } from './support/banners';
import { loginSuite } from './support/suite';
import { apiLogin } from './support/sandbox';
import { expectNoSeriousViolations } from './support/axe';
import { casinoWidgets, load, sharedBag } from './support/widgets';
import { CASINO_TOTAL, forgetCatalogue, lobbyWith, NO_IMAGES, signIn, tileNamed, type Lobby } from './support/lobby';

const suite = loginSuite(
  async () => {
    document.title = 'casino reality check';
    await forgetCatalogue();
    localStorage.removeItem('casino:slots:recent');
    casinoWidgets().configure({ contentBase: NO_IMAGES });
    await load('/dist/casino-lobby.js');
    await load('/dist/casino-sportsbook.js');
  },
  // Its own database: the interval set here must not reach the players other files use; the sportsbook
  // frames' calls too.
  { ownDatabase: true, sportFrames: true },
);

const PLAYER = ['cashplayer', 'cashplayer1234'] as const;
const MINUTES = 10;
const overlay = (el: Lobby) => $<HTMLDialogElement>(el, 'dialog[part~="overlay"]');
const check = (el: Lobby) => $<HTMLDialogElement>(el, 'dialog[part~="reality-check"]');

async function setInterval(minutes: number | null): Promise<void> {
  const { access } = await apiLogin(suite.sandbox(), ...PLAYER);
  const response = await fetch(suite.sandbox().url('/api/users/limits/'), {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${access}` },
    body: JSON.stringify({ reality_check_minutes: minutes }),
  });
  assert.equal(response.status, 200, `PUT limits: ${await response.text()}`);
}

const PENDING = 'casino-reality-check-pending';
type Schedule = { status: string; startedAt: number | null; intervalMs: number | null; dueAt: number | null };
const schedule = () => (sharedBag().realityCheck as { $realityCheck: { get(): Schedule } }).$realityCheck.get();
const backButton = (el: Lobby) => $<HTMLButtonElement>(el, '[part~="overlay-bar"] [part~="back"]')!;

async function openGame(el: Lobby): Promise<void> {
  tileNamed(el, 'Book of Fortune')!.querySelector<HTMLButtonElement>('[part~="play"]')!.click();
  await find(el, 'iframe[part~="frame"]', { timeout: 8_000 });
}

/**
 * Signed in with a 10-minute interval and a real-money game open: the schedule counts from the server's
 * started_at (the next check 10 minutes after the sign-in). Then the check falls due the way it does when
 * the page reloads or the game changes after a check was shown and not answered: recorded for this login
 * (sessionStorage) and shown when a game opens again. The ten minutes themselves are the unit test's
 * (tests/unit/stores/reality-check.test.ts, fake timers); the page's clock is not faked here: the session's
 * inactivity and DPoP checks read it too.
 */
async function playUntilCheck(): Promise<Lobby> {
  await setInterval(MINUTES);
  await signIn(...PLAYER);
  const el = await lobbyWith(CASINO_TOTAL);
  await openGame(el);
  const ready = await waitFor(() => schedule()?.status === 'waiting' && schedule(), { message: 'the schedule read the session' });
  assert.equal(ready.intervalMs, MINUTES * 60_000);
  assert.equal(ready.dueAt, ready.startedAt! + MINUTES * 60_000, 'the first check 10 minutes after the sign-in');
  assert.ok(Math.abs(ready.startedAt! - Date.now()) < 60_000, "the login's start is the sign-in");
  assert.equal(check(el), null, 'no check before its time');
  backButton(el).click();
  await waitFor(() => !overlay(el), { message: 'the game closed' });
  sessionStorage.setItem(PENDING, `${ready.startedAt}:${ready.dueAt}`);
  await openGame(el);
  return el;
}

afterEach(() => sessionStorage.removeItem(PENDING));

describe('reality check over a game', () => {
  it('a check due appears over the game frame: alertdialog, focus on Continuer, time and net; axe; Arrêter de jouer closes the game', async function () {
    this.timeout(40_000);
    const el = await playUntilCheck();
    const dialog = await find<HTMLDialogElement>(el, 'dialog[part~="reality-check"][open]', { timeout: 8_000 });
    assert.equal(dialog.getAttribute('role'), 'alertdialog');
    assert.ok(dialog.matches(':modal'), 'a modal dialog (top layer)');
    const root = el.shadowRoot!;
    const title = text(root.getElementById(dialog.getAttribute('aria-labelledby')!));
    const description = text(root.getElementById(dialog.getAttribute('aria-describedby')!));
    const net = dialog.querySelector('[part~="reality-check-net"]')!;
    assert.equal(net.getAttribute('dir'), 'ltr');
    assert.match(text(net), /^0,00\sDT$/, 'nothing staked yet: a net of zero, unsigned');
    if (title === 'rg.reality_check.title') {
      // A build whose catalogs lack the rg.reality_check.* messages shows the ids (Lingui strips the French
      // source from the build).
      console.warn('reality check: catalogs without the rg.reality_check.* messages yet; the French is checked once merged');
      assert.match(description, /^rg\.reality_check\.text/);
    } else {
      assert.equal(title, 'Rappel de temps de jeu');
      assert.match(description, /^Vous jouez depuis 10 minutes\. Résultat de cette session : 0,00\sDT$/);
      assert.equal(text(root.activeElement), 'Continuer');
    }
    assert.equal(root.activeElement?.getAttribute('part'), 'button reality-check-continue', 'the focus on Continuer');

    // Drawn above the game: what is under the dialog's centre is the dialog, not the iframe.
    const box = dialog.getBoundingClientRect();
    const under = root.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    assert.ok(under && dialog.contains(under), `the dialog is on top (found ${under?.tagName})`);
    assert.ok($(el, 'iframe[part~="frame"]'), 'the game is still there under it');

    // The dialog itself (the lobby under it is the lobby tests' and sits on this test page's white).
    await expectNoSeriousViolations('the reality check over a game', { include: [['casino-lobby', 'dialog.rc']] });

    dialog.querySelector<HTMLButtonElement>('[part~="reality-check-stop"]')!.click();
    await waitFor(() => !overlay(el), { message: 'the game closed' });
    assert.equal(check(el), null);
  });

  it('Continuer keeps the game and the next check waits for the next interval', async function () {
    this.timeout(40_000);
    const el = await playUntilCheck();
    const dialog = await find<HTMLDialogElement>(el, 'dialog[part~="reality-check"][open]', { timeout: 8_000 });
    dialog.querySelector<HTMLButtonElement>('[part~="reality-check-continue"]')!.click();
    await waitFor(() => !check(el), { message: 'the check closed' });
    assert.ok(overlay(el)?.open, 'the game is still open');
    assert.ok($(el, 'iframe[part~="frame"]'));
    assert.equal(sessionStorage.getItem(PENDING), null, 'answered: not shown again after a reload');
    const next = schedule();
    assert.equal(next.status, 'waiting');
    assert.equal(next.dueAt, next.startedAt! + 2 * MINUTES * 60_000, 'the next check at 20 minutes since the sign-in');
  });

  it('over the sportsbook: the check opens above its frame, and Arrêter de jouer asks the host for /main', async function () {
    this.timeout(40_000);
    await setInterval(MINUTES);
    await signIn(...PLAYER);
    let book = mount('<casino-sportsbook provider="dgt" view="eu" page="Home"></casino-sportsbook>');
    await find(book, 'iframe[part~="frame"]', { timeout: 15_000 });
    const ready = await waitFor(() => schedule()?.status === 'waiting' && schedule(), { message: 'the schedule read the session' });
    book.parentElement!.remove();
    sessionStorage.setItem(PENDING, `${ready.startedAt}:${ready.dueAt}`);
    book = mount('<casino-sportsbook provider="dgt" view="eu" page="Home"></casino-sportsbook>');
    const dialog = await find<HTMLDialogElement>(book, 'dialog[part~="reality-check"][open]', { timeout: 15_000 });
    assert.equal(dialog.getAttribute('role'), 'alertdialog');
    assert.ok(dialog.matches(':modal'));
    assert.ok($(book, 'iframe[part~="frame"]'), 'the sportsbook frame under it');
    const box = dialog.getBoundingClientRect();
    const under = book.shadowRoot!.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    assert.ok(under && dialog.contains(under), `the dialog is above the sportsbook frame (found ${under?.tagName})`);
    assert.equal(book.shadowRoot!.activeElement?.getAttribute('part'), 'button reality-check-continue');
    const navigations = recordEvents<{ path: string; reason: string }>('casino-navigate', { prevent: true });
    try {
      dialog.querySelector<HTMLButtonElement>('[part~="reality-check-stop"]')!.click();
      await waitFor(() => navigations.events.length > 0, { message: 'casino-navigate' });
      assert.deepEqual(navigations.events[0]!.detail, { path: '/main', reason: 'reality-check' });
      assert.ok(navigations.events[0]!.cancelable);
      await waitFor(() => !$(book, 'dialog[part~="reality-check"]'), { message: 'the check closed' });
    } finally {
      navigations.stop();
    }
  });
});
