// <casino-lobby>'s layout, in real Chromium against the built bundle and its own sandbox:
// the recently played tiles keep their favourite star inside (desktop, phone, Arabic); each chip group is
// one row that scrolls sideways, fades where more chips hide (the row's scroll drives it, mirrored in
// Arabic) and brings a pressed chip far down the row into view; TVBet's page (a live provider, docs/api.md
// "Spec resolutions") has one h1.
import { setViewport } from '@web/test-runner-commands';
import { describe, it } from './support/mocha';
import * as assert from './support/assert';
import { $, $$, waitFor } from './support/dom';
import { casinoWidgets } from './support/widgets';
import { CASINO_TOTAL, chip, count, lobbySuite, lobbyWith, tiles, type Lobby } from './support/lobby';

lobbySuite();

const RECENT = ['hub:amatic:am-0000_amatic', 'hub:pgsoft:pg-0003_pgsoft', 'direct:pragmaticplay:vs-0000_pragmaticplay', 'hub:upgaming:up-0001_upgaming'];
const recentTiles = (el: Lobby) => $$(el, '[part~="recent"] [part~="tile"]');
const inside = (inner: DOMRect, outer: DOMRect) =>
  inner.left >= outer.left - 0.5 && inner.right <= outer.right + 0.5 && inner.top >= outer.top - 0.5 && inner.bottom <= outer.bottom + 0.5;

function starsInside(el: Lobby, where: string) {
  const row = recentTiles(el);
  assert.equal(row.length, RECENT.length, `${where}: the recently played row`);
  for (const tile of row) {
    const star = tile.querySelector('[part~="favourite"]')!.getBoundingClientRect();
    assert.ok(star.width >= 30, `${where}: the star keeps its width (${star.width})`);
    assert.ok(inside(star, tile.getBoundingClientRect()), `${where}: the star inside its tile`);
  }
}

describe('casino-lobby: layout', () => {
  it('recently played: the favourite star lies wholly inside every tile, desktop, phone and Arabic', async function () {
    this.timeout(30_000);
    localStorage.setItem('casino:slots:recent', JSON.stringify(RECENT));
    const el = await lobbyWith(CASINO_TOTAL);
    await waitFor(() => recentTiles(el).length === RECENT.length || null, { message: 'the recently played row' });
    starsInside(el, 'desktop');
    casinoWidgets().configure({ language: 'ar' });
    await waitFor(() => $(el, '[part~="root"]')?.getAttribute('dir') === 'rtl' || null, { message: 'Arabic' });
    starsInside(el, 'Arabic');
    try {
      await setViewport({ width: 375, height: 812 });
      await waitFor(() => tiles(el)[0]!.getBoundingClientRect().width < 200 || null, { message: 'phone columns' });
      starsInside(el, 'phone, Arabic');
      // The grid's tiles too, at the phone's narrowest columns.
      for (const tile of tiles(el).slice(0, 4)) assert.ok(inside(tile.querySelector('[part~="favourite"]')!.getBoundingClientRect(), tile.getBoundingClientRect()), 'grid tile star');
    } finally {
      await setViewport({ width: 800, height: 600 });
      casinoWidgets().configure({ language: 'fr-fr' });
    }
  });

  it('chips: one row per group that scrolls sideways; a pressed chip far down the row is scrolled into it; its edges fade by its own scroll, mirrored in Arabic', async function () {
    this.timeout(30_000);
    const el = await lobbyWith(null, '<casino-lobby path="/slots/casino?categories=fantasy"></casino-lobby>');
    await waitFor(() => chip(el, 'Fantastique')?.getAttribute('aria-pressed') === 'true' || null, { message: 'the fantasy chip pressed' });
    const rows = $$(el, '[part~="filters"] [role="group"]');
    assert.equal(rows.length, 2, 'providers and categories');
    for (const row of rows) {
      const first = row.firstElementChild!.getBoundingClientRect();
      const last = row.lastElementChild!.getBoundingClientRect();
      assert.ok(Math.abs(first.top - last.top) < 1, 'one line');
      assert.ok(row.getBoundingClientRect().height <= 50, 'one row high');
      const style = getComputedStyle(row);
      assert.equal(style.animationName, 'chips-fade');
      assert.match(style.getPropertyValue('animation-timeline'), /scroll\(/);
    }
    const categories = rows[1]!;
    assert.ok(categories.scrollWidth > categories.clientWidth, 'the categories overflow at 800 px');
    const pressed = chip(el, 'Fantastique')!;
    await waitFor(() => inside(pressed.getBoundingClientRect(), categories.getBoundingClientRect()) || null, { message: 'the pressed chip scrolled into its row' });
    assert.ok(categories.scrollLeft > 0, 'the row scrolled');
    // Keyboard: focusing the first chip brings it back into the row (Tab reaches every chip: buttons).
    const favourites = categories.querySelector<HTMLButtonElement>('[part~="favourites"]')!;
    favourites.focus();
    await waitFor(() => inside(favourites.getBoundingClientRect(), categories.getBoundingClientRect()) || null, { message: 'the focused chip in view' });
    assert.equal(getComputedStyle(categories).animationDirection, 'normal');
    casinoWidgets().configure({ language: 'ar' });
    await waitFor(() => getComputedStyle(categories).animationDirection === 'reverse' || null, { message: 'the fade mirrored in Arabic' });
    casinoWidgets().configure({ language: 'fr-fr' });
    assert.ok(count(el) > 0);
  });

  it('TVBet en direct: its page lists its 12 live tables under one h1', async function () {
    this.timeout(20_000);
    const el = await lobbyWith(12, '<casino-lobby path="/slots/tvbet"></casino-lobby>');
    const headings = $$(el, 'h1');
    assert.equal(headings.length, 1, 'one h1');
    assert.match(headings[0]!.textContent ?? '', /TVBet/);
    assert.equal($(el, '[part~="error-screen"]'), null, 'no "provider not found"');
    assert.ok(tiles(el).every((t) => t.querySelector('.tile-provider')?.textContent === 'TVBet'));
  });
});
