// <casino-lobby layout="row"> from the built dist/casino-lobby.js, in real Chromium, against this
// file's own sandbox: the row's code is a lazy chunk and its games are read only when it nears the
// viewport; a heading, "Tout voir", one line of the lobby's tiles that scrolls sideways (snap, arrows,
// mirrored in Arabic), a game of each provider in turn, and the lobby's launch flow (events, guests asked
// to sign in, the game in place when nobody routes).
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { describe, it } from './support/mocha';
import * as assert from './support/assert';
import { msg } from './support/catalog';
import { $, $$, find, intersectionsDelivered, mount, settle, shadowOf, text, waitFor } from './support/dom';
import { watchRequests } from './support/requests';
import { recordEvents } from './support/banners';
import { casinoWidgets } from './support/widgets';
import { expectNoSeriousViolations, onDarkSite } from './support/axe';
import { calls as callsOf, lobbySuite, signIn } from './support/lobby';

const suite = lobbySuite();
const calls = (prefix: string) => callsOf(suite.sandbox(), prefix);
const HUB_LIST = '/api/integrations/hub/games/';
const LIVE_LIST = '/api/integrations/live/games/';

const rowTiles = (el: Element) => $$(el, '[part~="row-list"] [part~="tile"]');
const providerOf = (tile: Element) => text(tile.querySelector('.tile-provider'));
const list = (el: Element) => $<HTMLElement>(el, '[part~="row-list"]')!;

async function row(html: string, min = 1): Promise<HTMLElement> {
  const el = mount<HTMLElement>(html);
  await waitFor(() => rowTiles(el).length >= min, { timeout: 15_000, message: `a row with at least ${min} tiles` });
  return el;
}

const loadedChunks = () => performance.getEntriesByType('resource').filter((e) => /\/lobby-row-[^/]*\.js$/.test(e.name)).length;

describe('casino-lobby layout="row"', () => {
  // First in the file: the lists are not read yet in this page (they stay in memory afterwards).
  it('lazy: the row chunk loads only for a row, and its games are read only when it nears the viewport', async function () {
    this.timeout(30_000);
    await setViewport({ width: 1280, height: 800 });
    // The entry and its static imports were evaluated when load() resolved; only a row's render imports the
    // row chunk.
    await settle();
    assert.equal(loadedChunks(), 0, 'casino-lobby.js alone does not fetch the row chunk');
    const before = await calls(HUB_LIST);
    const spacer = mount<HTMLElement>('<div style="block-size: 4000px"></div>');
    const requests = watchRequests();
    const el = mount<HTMLElement>('<casino-lobby layout="row" section="popular"></casino-lobby>');
    await waitFor(() => $(el, '[part~="row"]'), { timeout: 10_000, message: 'the row rendered (its chunk loaded)' });
    assert.equal(loadedChunks(), 1, 'the row chunk, once');
    // The row's observer is created by an effect after its first render (widgets/lobby/lobby-row.tsx
    // useNearViewport); once its first notification is in, the row has decided whether to read.
    await settle();
    await intersectionsDelivered(el);
    await settle();
    await requests.settled();
    assert.equal(await calls(HUB_LIST), before, 'no list read while the row is 3,000 px below the viewport');
    assert.equal($(el, '[part~="row"]')!.hasAttribute('aria-busy'), false, 'not busy: nothing under way');
    assert.equal(rowTiles(el).length, 0, 'only the skeleton');
    el.scrollIntoView();
    await waitFor(() => rowTiles(el).length === 12, { timeout: 15_000, message: 'twelve tiles once near' });
    assert.ok((await calls(HUB_LIST)) > before, 'the lists are read once the row is near');
    assert.equal($(el, '[part~="row"]')!.hasAttribute('aria-busy'), false);
    spacer.remove();
  });

  it('heading, "Tout voir" to the section page, tiles as a list, a game of each provider in turn, limit', async () => {
    const el = await row('<casino-lobby layout="row" section="popular"></casino-lobby>', 12);
    const title = await msg('fr', 'lobby.category.popular');
    assert.equal(text($(el, '[part~="row"] h2')), title);
    assert.equal($(el, '[part~="row"]')!.getAttribute('aria-labelledby'), $(el, '[part~="row"] h2')!.id);
    const more = $<HTMLAnchorElement>(el, '[part~="row-more"]')!;
    assert.equal(more.getAttribute('href'), '/slots/casino/popular');
    assert.equal(text(more), await msg('fr', 'lobby.row.more'));
    assert.equal(more.getAttribute('aria-label'), await msg('fr', 'lobby.row.more_label', { title }));
    assert.equal(list(el).getAttribute('role'), 'list');
    assert.ok(rowTiles(el).every((t) => t.getAttribute('role') === 'listitem'));
    const providers = rowTiles(el).slice(0, 3).map(providerOf);
    assert.equal(new Set(providers).size, 3, `the first three tiles from three providers (${providers.join(', ')})`);

    const five = await row('<casino-lobby layout="row" section="new" limit="5" heading="Nos nouveautés" more-href="/jeux/nouveautes"></casino-lobby>', 5);
    // The tiles are drawn once every list is in (lobby-row.tsx): the count shown is the final one.
    await waitFor(() => !$(five, '[part~="row"]')!.hasAttribute('aria-busy'), { message: 'the row not busy' });
    assert.equal(rowTiles(five).length, 5, 'limit="5"');
    assert.equal(text($(five, '[part~="row"] h2')), 'Nos nouveautés', 'heading attribute');
    assert.equal($(five, '[part~="row-more"]')!.getAttribute('href'), '/jeux/nouveautes', 'more-href attribute');

    const live = await row('<casino-lobby layout="row" view="live-casino"></casino-lobby>', 2);
    assert.equal(text($(live, '[part~="row"] h2')), await msg('fr', 'lobby.title.live'));
    assert.equal($(live, '[part~="row-more"]')!.getAttribute('href'), '/slots/live-casino');
    assert.ok((await calls(LIVE_LIST)) > 0, 'the live lists read');
  });

  it('one line that scrolls sideways with snap; the arrows page through it and stop at the ends', async () => {
    await setViewport({ width: 1280, height: 800 });
    const el = await row('<casino-lobby layout="row" section="popular"></casino-lobby>', 12);
    const line = list(el);
    const style = getComputedStyle(line);
    assert.equal(style.overflowX, 'auto');
    assert.match(style.scrollSnapType, /^x mandatory/);
    assert.equal(getComputedStyle(rowTiles(el)[0]!).scrollSnapAlign, 'start');
    const tops = new Set(rowTiles(el).map((t) => Math.round(t.getBoundingClientRect().top)));
    assert.equal(tops.size, 1, 'one line');
    assert.ok(line.scrollWidth > line.clientWidth, 'more tiles than fit');
    const previous = $<HTMLButtonElement>(el, '[part~="row-previous"]')!;
    const next = $<HTMLButtonElement>(el, '[part~="row-next"]')!;
    assert.equal(previous.getAttribute('aria-label'), await msg('fr', 'lobby.row.previous'));
    await waitFor(() => previous.disabled && !next.disabled, { message: 'at the start: previous disabled, next enabled' });
    next.click();
    await waitFor(() => line.scrollLeft > 100, { message: `scrolled on (scrollLeft ${line.scrollLeft})` });
    await waitFor(() => !previous.disabled, { message: 'previous enabled once moved' });
  });

  it('Arabic: the line starts on the right and "next" scrolls to the left', async () => {
    await setViewport({ width: 1280, height: 800 });
    casinoWidgets().configure({ language: 'ar' });
    const el = await row('<casino-lobby layout="row" section="popular"></casino-lobby>', 12);
    await waitFor(() => text($(el, '[part~="row"] h2')) !== '' && $(el, '[part~="root"]')?.getAttribute('dir') === 'rtl', { message: 'rtl' });
    const line = list(el);
    const first = rowTiles(el)[0]!.getBoundingClientRect();
    assert.ok(Math.abs(first.right - line.getBoundingClientRect().right) < 2, 'the first tile at the right edge');
    const next = $<HTMLButtonElement>(el, '[part~="row-next"]')!;
    await waitFor(() => !next.disabled, { message: 'next enabled' });
    next.click();
    await waitFor(() => line.scrollLeft < -100, { message: `scrolled left (scrollLeft ${line.scrollLeft})` });
  });

  it('keyboard: Tab goes from "Tout voir" into the tiles, and the focused tile is scrolled into view', async () => {
    await setViewport({ width: 390, height: 844 });
    const el = await row('<casino-lobby layout="row" section="popular"></casino-lobby>', 12);
    $<HTMLAnchorElement>(el, '[part~="row-more"]')!.focus();
    await sendKeys({ press: 'Tab' });
    assert.equal(shadowOf(el).activeElement, rowTiles(el)[0]!.querySelector('[part~="play"]'), 'Tab reaches the first tile\'s Jouer');
    // Through the tiles to one out of view: the line scrolls to show it.
    const far = rowTiles(el)[4]!.querySelector<HTMLButtonElement>('[part~="play"]')!;
    far.focus();
    // The line scrolls smoothly: wait for the button to be within it.
    const inView = () => {
      const box = far.getBoundingClientRect();
      const line = list(el).getBoundingClientRect();
      return box.left >= line.left - 1 && box.right <= line.right + 1;
    };
    await waitFor(inView, { timeout: 3_000, message: 'the focused button within the visible line' });
    assert.ok(inView(), 'the focused button is within the visible line');
    await setViewport({ width: 1280, height: 800 });
  });

  it('guests: Jouer asks for a sign-in (casino-login-required); Démo launches as the lobby does and the host routes it', async () => {
    const el = await row('<casino-lobby layout="row" section="popular"></casino-lobby>', 12);
    const login = recordEvents<{ reason: string }>('casino-login-required', { prevent: true });
    const launches = recordEvents<{ provider: string; gameId: string; name: string; mode: string }>('casino-game-launch');
    const navigations = recordEvents<{ path: string; reason: string }>('casino-navigate', { prevent: true });
    try {
      const tile = rowTiles(el)[0]!;
      tile.querySelector<HTMLButtonElement>('[part~="play"]')!.click();
      await waitFor(() => login.events.length === 1, { message: 'casino-login-required' });
      assert.deepEqual(login.events[0]!.detail, { reason: 'casino' });
      assert.equal(launches.events.length, 0, 'no launch for a guest\'s real play');
      const demoTile = rowTiles(el).find((t) => t.querySelector('[part~="demo"]'))!;
      demoTile.querySelector<HTMLButtonElement>('[part~="demo"]')!.click();
      await waitFor(() => navigations.events.length === 1, { message: 'casino-navigate' });
      const launch = launches.events[0]!;
      assert.equal(launch.detail.mode, 'demo');
      assert.equal(launch.cancelable, true);
      assert.equal(navigations.events[0]!.detail.path, `/slots/${launch.detail.provider}/${launch.detail.gameId}/demo`);
      assert.equal(navigations.events[0]!.detail.reason, 'lobby');
      // The launch is left to the host when the event returns cancelled: a render after it shows no game.
      await settle();
      assert.equal($(el, '[part~="overlay"]'), null, 'the host routed it: no game here');
    } finally {
      login.stop();
      launches.stop();
      navigations.stop();
    }
  });

  it('signed in on a partner page nobody routes: Jouer opens the game here, in the lobby\'s overlay, and Retour closes it', async function () {
    this.timeout(30_000);
    await signIn('demo', 'demo1234');
    const el = await row('<casino-lobby layout="row" view="casino" section="popular"></casino-lobby>', 12);
    rowTiles(el)[0]!.querySelector<HTMLButtonElement>('[part~="play"]')!.click();
    const frame = await find(el, '[part~="frame"]', { timeout: 15_000, message: 'the game frame' });
    assert.ok(frame.getAttribute('src'), 'the game has its URL');
    $<HTMLButtonElement>(el, '[part~="back"]')!.click();
    await waitFor(() => !$(el, '[part~="overlay"]'), { message: 'the overlay closed' });
    assert.equal(rowTiles(el).length, 12, 'the row is back');
  });

  for (const language of ['fr-fr', 'ar'] as const) {
    it(`axe on the dark site background (${language}): no serious or critical violations`, async function () {
      this.timeout(30_000);
      await onDarkSite(language, (lang) => casinoWidgets().configure({ language: lang }), async () => {
        await row('<casino-lobby layout="row" section="popular"></casino-lobby>', 12);
        await expectNoSeriousViolations(`lobby row ${language}`);
      });
    });
  }
});
