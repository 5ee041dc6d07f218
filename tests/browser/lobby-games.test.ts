// <casino-lobby> launching games, from the built dist/casino-lobby.js against this file's own sandbox
// (spec money-and-games.md §4 "Game session url", free spins; widgets/lobby/README.md "The game overlay (lazy chunk)"; docs/api.md
// "Slots and games" §3): casino-game-launch (cancelable, first), the navigation to the game's path, the
// overlay with the sandboxed frame, demo for guests, the three attempts then the failure and retry, the
// free-spin session, guests refused with the casino notice, back to the same place with the focus on the
// tile. No round is played here: other files read the players' balances.
import { sendKeys } from '@web/test-runner-commands';
import { describe, it } from './support/mocha';
import * as assert from './support/assert';
import { $, find, mount, settle, text, waitFor } from './support/dom';
import { watchRequests } from './support/requests';
import { recordEvents } from './support/banners';
import {
  CASINO_TOTAL,
  calls as callsOf,
  gameIdOf,
  grid,
  lobbySuite,
  lobbyWith,
  nameOf,
  signIn,
  tileNamed,
  tiles,
  type Lobby,
} from './support/lobby';

const suite = lobbySuite();
const calls = (prefix: string, method = 'POST') => callsOf(suite.sandbox(), prefix, method);

const HUB_SESSION = '/api/integrations/hub/session/';
const overlay = (el: Lobby) => $<HTMLDialogElement>(el, 'dialog[part~="overlay"]');
const frame = (el: Lobby) => $<HTMLIFrameElement>(el, 'iframe[part~="frame"]');
const waitForFrame = (el: Lobby) => waitFor(() => frame(el), { timeout: 8_000, message: 'the game frame' });
const waitClosed = (el: Lobby) => waitFor(() => !overlay(el), { message: 'the overlay closed' });

interface Launch {
  provider: string;
  gameId: string;
  name: string;
  mode: string;
}

/** Both events in the order they came. */
function recordLaunchAndNavigate(preventLaunch = false) {
  const order: string[] = [];
  const launches = recordEvents<Launch>('casino-game-launch', { prevent: preventLaunch });
  const navigations = recordEvents<{ path: string; reason: string; keepScroll: boolean }>('casino-navigate');
  const onLaunch = () => order.push('launch');
  const onNavigate = () => order.push('navigate');
  document.addEventListener('casino-game-launch', onLaunch);
  document.addEventListener('casino-navigate', onNavigate);
  return {
    order,
    launches: launches.events,
    navigations: navigations.events,
    stop() {
      launches.stop();
      navigations.stop();
      document.removeEventListener('casino-game-launch', onLaunch);
      document.removeEventListener('casino-navigate', onNavigate);
    },
  };
}

describe('casino-lobby: games', () => {
  it('casino-game-launch comes first and is cancelable: prevented, nothing navigates, opens or starts', async () => {
    const el = await lobbyWith(CASINO_TOTAL);
    const book = tileNamed(el, 'Book of Fortune')!;
    const events = recordLaunchAndNavigate(true);
    const requests = watchRequests();
    try {
      book.querySelector<HTMLButtonElement>('[part~="demo"]')!.click();
      await waitFor(() => events.launches.length === 1, { message: 'casino-game-launch' });
      assert.deepEqual(events.launches[0], {
        detail: { provider: 'amatic', gameId: gameIdOf(book), name: 'Book of Fortune', mode: 'demo' },
        cancelable: true,
        composed: true,
        bubbles: true,
      });
      // Cancelled, the launch ends when the event returns: a render after it, and every request answered,
      // show nothing more.
      await settle();
      await requests.settled();
      assert.deepEqual(events.order, ['launch']);
      assert.equal(overlay(el), null);
      assert.equal(await calls(HUB_SESSION), 0);
    } finally {
      events.stop();
    }
  });

  it('demo for a guest: launch then navigate, the overlay over the lobby with the sandboxed frame; full screen; Esc returns to the same place, focus on the tile', async function () {
    this.timeout(25_000);
    const el = await lobbyWith(CASINO_TOTAL);
    scrollTo(0, 2_500);
    // A tile of a row below the top, brought wholly into view (where rows fall depends on the chips above).
    const below = await waitFor(() => tiles(el).find((t) => t.getBoundingClientRect().top > 150 && t.querySelector('[part~="demo"]')), {
      message: 'a tile with a demo after scrolling',
    });
    scrollBy(0, below.getBoundingClientRect().top - 160);
    const tile = await waitFor(
      () =>
        tiles(el).find((t) => {
          const r = t.getBoundingClientRect();
          return r.top > 150 && r.bottom < innerHeight && t.querySelector('[part~="demo"]');
        }),
      { message: 'a tile with a demo in view after scrolling' },
    );
    const [key, name, id, top] = [tile.getAttribute('data-key')!, nameOf(tile), gameIdOf(tile), tile.getBoundingClientRect().top];
    const events = recordLaunchAndNavigate();
    try {
      tile.querySelector<HTMLButtonElement>('[part~="demo"]')!.click();
      const dialog = await waitFor(() => overlay(el)?.open && overlay(el), { message: 'the overlay open' });
      assert.deepEqual(events.order.slice(0, 2), ['launch', 'navigate']);
      assert.deepEqual(events.launches[0]!.detail, { provider: 'amatic', gameId: id, name, mode: 'demo' });
      assert.deepEqual(events.navigations[0]!.detail, { path: `/slots/amatic/${id}/demo`, reason: 'lobby', keepScroll: true });
      const game = await waitForFrame(el);
      // The sandbox serves the game on this page's origin: no allow-same-origin then (docs/conventions.md §2.10).
      assert.equal(new URL(game.src).origin, location.origin);
      assert.equal(game.getAttribute('sandbox'), 'allow-scripts allow-forms allow-popups');
      assert.equal(game.getAttribute('allow'), 'fullscreen; autoplay');
      assert.equal(game.title, name);
      assert.match(game.src, /\/sandbox\/games\/slot\/\?launch=/);
      assert.equal(await calls(`${HUB_SESSION}demo/`), 1, 'one demo session call');
      assert.equal(text($(el, '.overlay-title')), name);
      assert.equal(text($(el, '.overlay-badge')), 'Mode démo');
      const r = dialog.getBoundingClientRect();
      assert.ok(r.width >= innerWidth - 1 && r.height >= innerHeight - 1, `the overlay fills the viewport (${r.width}×${r.height})`);
      assert.ok(grid(el), 'the lobby stays under the game');

      // Full screen: the Fullscreen API, or (refused: no user gesture here, or an iPhone) the CSS layout.
      const toggle = $<HTMLButtonElement>(el, '[part~="fullscreen"]')!;
      toggle.click();
      await waitFor(() => toggle.getAttribute('aria-pressed') === 'true' || null, { message: 'full screen on' });
      if (!document.fullscreenElement) {
        assert.ok(dialog.classList.contains('overlay--css-full'), 'the CSS full screen');
        await waitFor(() => game.getBoundingClientRect().height >= innerHeight - 1 || null, { message: `the frame takes the whole height (${game.getBoundingClientRect().height})` });
      }
      toggle.click();
      await waitFor(() => toggle.getAttribute('aria-pressed') === 'false' || null, { message: 'full screen off' });

      await sendKeys({ press: 'Escape' });
      await waitClosed(el);
      assert.deepEqual(events.navigations.at(-1)!.detail, { path: '/slots/casino', reason: 'lobby', keepScroll: true });
      await waitFor(() => el.shadowRoot!.activeElement?.closest('[data-key]')?.getAttribute('data-key') === key || null, { message: 'focus back on the tile' });
      assert.equal(el.shadowRoot!.activeElement!.getAttribute('part'), 'play');
      const back = el.shadowRoot!.activeElement!.closest('[data-key]')!.getBoundingClientRect().top;
      assert.ok(Math.abs(back - top) < 2, `the tile where it was (${top} → ${back})`);
      // It is now in the recently played row.
      assert.ok([...el.shadowRoot!.querySelectorAll('[part~="recent"] [part~="tile"]')].some((t) => t.getAttribute('data-key') === key), 'recently played');
    } finally {
      events.stop();
      scrollTo(0, 0);
    }
  });

  it('real money: three session attempts, then the translated failure with retry; retry opens the game; the balance in the bar', async function () {
    this.timeout(25_000);
    await signIn('cashplayer', 'cashplayer1234');
    const el = await lobbyWith(CASINO_TOTAL);
    await suite.sandbox().armFault({ route: HUB_SESSION, method: 'POST', status: 503, times: 3 });
    const before = await calls(HUB_SESSION);
    tileNamed(el, 'Book of Fortune')!.querySelector<HTMLButtonElement>('[part~="play"]')!.click();
    const failure = await find(el, 'dialog[part~="overlay"] [part~="error-screen"]', { timeout: 8_000 });
    assert.equal(failure.getAttribute('role'), 'alert');
    assert.match(text(failure), /^Le jeu n'a pas pu être lancé/);
    assert.equal((await calls(HUB_SESSION)) - before, 3, 'three attempts');
    failure.querySelector<HTMLButtonElement>('[part~="retry"]')!.click();
    const game = await waitForFrame(el);
    assert.match(game.src, /\/sandbox\/games\/slot\/\?launch=/);
    assert.equal((await calls(HUB_SESSION)) - before, 4, 'one more on retry');
    const balance = $(el, '[part~="balance"] bdi')!;
    assert.equal(balance.getAttribute('dir'), 'ltr');
    assert.match(text(balance), /DT$/);
    $<HTMLButtonElement>(el, '[part~="overlay-bar"] [part~="back"]')!.click();
    await waitClosed(el);
  });

  it('free spins: the banner for the demo player (10 on Fortune Tiger), the free-spin session and its panel; exit clears them', async function () {
    this.timeout(20_000);
    await signIn('demo', 'demo1234');
    const el = await lobbyWith(CASINO_TOTAL);
    const banner = await find(el, '[part~="free-spins"]');
    assert.match(text(banner), /^10 tours gratuits sur Fortune Tiger/);
    const events = recordLaunchAndNavigate();
    try {
      banner.querySelector<HTMLButtonElement>('[part~="free-spins-play"]')!.click();
      await waitForFrame(el);
      assert.equal(events.launches[0]!.detail.mode, 'freespin');
      assert.match(events.navigations[0]!.detail.path, /^\/slots\/pgsoft\/[^/]+\/freespin\/session$/);
      assert.equal(await calls(`${HUB_SESSION}freespin/`), 1);
      const panel = await find(el, '[part~="free-spins-panel"]');
      assert.match(text(panel), /^Tours gratuits restants 10 · Gains 0,00\sDT/);
      panel.querySelector<HTMLButtonElement>('[part~="free-spins-exit"]')!.click();
      await waitClosed(el);
      // The info is cleared by the store when the session ends, and the lobby renders that afterwards: the
      // banner goes on a later frame than the overlay's close (checking at once failed under load).
      await waitFor(() => $(el, '[part~="free-spins"]') === null || null, { message: 'the banner is gone (free-spin info cleared)' });
    } finally {
      events.stop();
    }
  });

  it('a guest opening a real-money game by its URL: the casino notice and a sign-in button over the lobby; no session call', async () => {
    const bookId = gameIdOf(tileNamed(await lobbyWith(CASINO_TOTAL), 'Book of Fortune')!);
    const before = await calls(HUB_SESSION);
    const el = mount<Lobby>(`<casino-lobby path="/slots/amatic/${bookId}"></casino-lobby>`);
    const notice = await find(el, 'dialog[part~="overlay"] [part~="login-notice"]');
    assert.equal(text(notice.querySelector('p')), 'Pour utiliser le casino, veuillez vous connecter');
    const asked = recordEvents<{ reason: string }>('casino-login-required', { prevent: true });
    try {
      notice.querySelector<HTMLButtonElement>('[part~="sign-in"]')!.click();
      await waitFor(() => asked.events.length === 1, { message: 'casino-login-required' });
      assert.equal(asked.events[0]!.detail.reason, 'casino');
    } finally {
      asked.stop();
    }
    assert.equal(await calls(HUB_SESSION), before);
  });

  it('unknown game and unknown provider in the URL: translated errors with a way back', async () => {
    const el = mount<Lobby>('<casino-lobby path="/slots/amatic/no-such-game"></casino-lobby>');
    const failure = await find(el, 'dialog[part~="overlay"] [part~="error-screen"]', { timeout: 10_000 });
    assert.equal(text(failure.querySelector('p')), 'Jeu introuvable');
    el.setAttribute('path', '/slots/nosuch/x-1');
    await waitFor(() => text($(el, 'dialog[part~="overlay"] [part~="error-screen"] p')) === 'Fournisseur introuvable dans la configuration' || null, {
      message: 'provider not found',
    });
    const navigations = recordEvents<{ path: string }>('casino-navigate');
    try {
      $<HTMLButtonElement>(el, 'dialog[part~="overlay"] [part~="error-screen"] [part~="back"]')!.click();
      await waitFor(() => navigations.events.length === 1, { message: 'back' });
      assert.equal(navigations.events[0]!.detail.path, '/slots/casino');
    } finally {
      navigations.stop();
    }
  });
});
