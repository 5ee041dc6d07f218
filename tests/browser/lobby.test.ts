// <casino-lobby> from the built dist/casino-lobby.js, in real Chromium, against this file's own sandbox
// (spec money-and-games.md §2 "Casino", §3–§5, §9; docs/embedding.md "<casino-lobby>"; docs/api.md "Slots and games"): the
// catalogue, filters and search, aliases and exclusions, the 300 rule, persistence under version 5,
// favourites, guests, navigation events, the DOM budget, languages and axe. Launching games is
// lobby-games.test.ts (its own page: a file has 90 s).
//
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { describe, it } from './support/mocha';
import * as assert from './support/assert';
import { msg } from './support/catalog';
import { $, $$, eventually, fill, find, mount, settle, text, transitionsDone, waitFor } from './support/dom';
import { recordEvents } from './support/banners';
import { casinoWidgets } from './support/widgets';
import { expectNoSeriousViolations, onDarkSite } from './support/axe';
import {
  CASINO_TOTAL,
  NO_IMAGES,
  calls as callsOf,
  chip,
  chipLabel,
  chips,
  count,
  domSize,
  grid,
  lobbySuite,
  lobbyWith,
  names,
  searchBox,
  signIn,
  storeCatalogue,
  storedCatalogue,
  tiles,
  type Lobby,
} from './support/lobby';

const suite = lobbySuite();
const calls = (prefix: string, method = 'GET') => callsOf(suite.sandbox(), prefix, method);

const HUB_LIST = '/api/integrations/hub/games/';
const DIRECT_LIST = '/services/direct/games';
const LIVE_LIST = '/api/integrations/live/games/';

describe('casino-lobby: catalogue and filters', () => {
  it('the whole casino catalogue (aliases, no aviator, no hidden producers) in a virtual grid under 1,400 elements at any scroll position', async function () {
    this.timeout(30_000);
    const el = await lobbyWith(CASINO_TOTAL);
    // amatic in 3 pages of 1000, pgsoft, upgaming, betsolutions, spribe (hidden producers never asked); pragmatic in one call.
    assert.equal(await calls(HUB_LIST), 7, 'hub list calls for the casino view');
    assert.equal(await calls(DIRECT_LIST), 1, 'one direct call (limit 1000) for pragmatic');
    assert.equal(text($(el, '#lobby-title')), await msg('fr', 'lobby.title.casino'));
    assert.match(text($(el, '[part~="count"]')), /^4\s?070 jeux$/);
    assert.equal($(el, '[part~="count"]')!.getAttribute('role'), 'status');
    // Providers of the casino view, canonical names (pragmatic → Pragmatic Play), no hidden producers, no live.
    const providerChips = $$(el, '[part~="filters"] [role="group"]')[0]!.querySelectorAll('[part~="chip"]');
    assert.deepEqual(
      [...providerChips].map(chipLabel),
      ['Amatic', 'PG Soft', 'Spribe', 'Pragmatic Play', 'UPGaming', 'BetSolutions'],
    );
    assert.equal(text(chip(el, 'Spribe')!.querySelector('.chip-count')), '11', 'spribe without aviator');
    // Every category of spec §9 that has games, in order, then Drops & Wins; and the Favourites chip.
    const categoryLabels = [...$$(el, '[part~="filters"] [role="group"]')[1]!.querySelectorAll('[part~="chip"]')].map(chipLabel);
    assert.equal(categoryLabels[0], 'Favoris');
    assert.equal(categoryLabels[1], 'Nouveautés');
    assert.equal(categoryLabels[categoryLabels.length - 1], 'Drops & Wins');
    assert.equal(categoryLabels.length, 1 + 24 + 1);

    // A tile: lazy image with a fixed box and an empty alt, the name as text, labelled buttons.
    const first = tiles(el)[0]!;
    const img = first.querySelector('img')!;
    assert.equal(img.getAttribute('loading'), 'lazy');
    assert.equal(img.getAttribute('alt'), '');
    assert.ok(img.src.startsWith(`${NO_IMAGES}/services/game-catalog/images/`), `image from the content base (${img.src})`);
    const box = first.querySelector('[part~="tile-image"]')!.getBoundingClientRect();
    assert.ok(Math.abs(box.width - box.height) < 1, 'square image box before any image arrives');
    const name = text(first.querySelector('.tile-name'));
    assert.equal(first.querySelector('[part~="play"]')!.getAttribute('aria-label'), `Jouer à ${name}`);
    assert.equal(first.querySelector('[part~="favourite"]')!.getAttribute('aria-label'), `Ajouter ${name} aux favoris`);
    assert.equal(first.querySelector('[part~="favourite"]')!.getAttribute('aria-pressed'), 'false');
    assert.equal(first.getAttribute('role'), 'listitem');
    assert.equal(first.getAttribute('aria-setsize'), String(CASINO_TOTAL));

    // The DOM budget (docs/conventions.md §4) and an honest scrollbar.
    assert.ok(domSize(el) < 1_400, `top: ${domSize(el)} elements`);
    assert.ok(grid(el)!.getBoundingClientRect().height > 100 * innerHeight, 'the grid reserves the whole height');
    for (const at of [0.5, 1]) {
      scrollTo(0, at * (document.documentElement.scrollHeight - innerHeight));
      await waitFor(() => tiles(el).some((t) => Number(t.getAttribute('aria-posinset')) > CASINO_TOTAL * at - 200), { message: `tiles rendered at ${at * 100}%` });
      assert.ok(domSize(el) < 1_400, `${at * 100}%: ${domSize(el)} elements`);
      const visible = tiles(el).filter((t) => {
        const r = t.getBoundingClientRect();
        return r.bottom > 0 && r.top < innerHeight;
      });
      assert.ok(visible.length > 0, 'tiles in view');
    }
    assert.equal(tiles(el).at(-1)!.getAttribute('aria-posinset'), String(CASINO_TOTAL), 'the last game at the bottom');
    scrollTo(0, 0);

    // Exclusions and hidden producers: their names are nowhere, whatever the search.
    const hidden = (await (await fetch(suite.sandbox().url(`${HUB_LIST}?provider=novomatic&page_size=5`))).json()) as { games: { name: string }[] };
    fill(searchBox(el), 'aviator');
    await waitFor(() => count(el) === 0 || null, { message: 'no aviator' });
    assert.ok($(el, '[part~="empty"]'), 'the empty state');
    fill(searchBox(el), hidden.games[0]!.name);
    await waitFor(() => count(el) === 0 || null, { message: `no hidden producer's game (${hidden.games[0]!.name})` });
  });

  it('search: accent- and case-insensitive, every word, as you type; the count is announced', async () => {
    const el = await lobbyWith(CASINO_TOTAL);
    fill(searchBox(el), 'cafe KRAKEN');
    await waitFor(() => names(el).includes('Café Kraken') || null, { message: 'Café Kraken found without its accent' });
    assert.ok(names(el).every((n) => /caf[eé]/i.test(n) && /kraken/i.test(n)), `every word in every name (${names(el).join(', ')})`);
    fill(searchBox(el), 'SENOR pina');
    await waitFor(() => names(el).includes('Señor Piña') || null, { message: 'SENOR pina finds Señor Piña' });
    assert.ok(names(el).every((n) => /se[nñ]or/i.test(n) && /pi[nñ]a/i.test(n)), `every word in every name (${names(el).join(', ')})`);
    fill(searchBox(el), 'señor piña');
    await waitFor(() => names(el).includes('Señor Piña') || null, { message: 'with the accents too' });
    fill(searchBox(el), 'book of fortune');
    await waitFor(() => names(el)[0] === 'Book of Fortune' || null, { message: 'Book of Fortune' });
    assert.equal(text($(el, '[part~="count"]')), `${count(el)} ${count(el) === 1 ? 'jeu' : 'jeux'}`);
    assert.equal($(el, '[part~="search"] label')!.textContent, await msg('fr', 'lobby.search'));
    fill(searchBox(el), '');
    await waitFor(() => count(el) === CASINO_TOTAL || null, { message: 'all again' });
  });

  it('chips: providers and categories are multi-select toggles; each change emits casino-navigate first and, not cancelled, is applied and reflected on the attributes', async () => {
    const el = await lobbyWith(CASINO_TOTAL);
    const navigations = recordEvents<{ path: string; reason: string; keepScroll: boolean }>('casino-navigate');
    try {
      chip(el, 'PG Soft')!.click();
      await waitFor(() => count(el) === 101 || null, { message: 'PG Soft only' });
      assert.equal(chip(el, 'PG Soft')!.getAttribute('aria-pressed'), 'true');
      assert.deepEqual(navigations.events[0], {
        detail: { path: '/slots/casino?providers=pgsoft', reason: 'lobby', keepScroll: true },
        cancelable: true,
        composed: true,
        bubbles: true,
      });
      assert.equal(el.getAttribute('providers'), 'pgsoft');
      assert.ok(names(el).every((_, i) => text(tiles(el)[i]!.querySelector('.tile-provider')) === 'PG Soft'));

      chip(el, 'Pragmatic Play')!.click();
      await waitFor(() => count(el) === 101 + 878 || null, { message: 'PG Soft or Pragmatic Play' });
      assert.equal(el.getAttribute('providers'), 'pgsoft,pragmaticplay');
      const books = Number(text(chip(el, 'Livres')!.querySelector('.chip-count')));
      chip(el, 'Livres')!.click();
      await waitFor(() => count(el) === books || null, { message: `the books of the two providers (${books})` });
      assert.ok(books > 0 && books < 101 + 878, `a real intersection (${books})`);
      assert.equal(el.getAttribute('categories'), 'books');
      assert.equal(navigations.events.at(-1)!.detail.path, '/slots/casino?providers=pgsoft,pragmaticplay&categories=books');

      // The host sets another state: it wins.
      el.setAttribute('providers', 'amatic');
      el.removeAttribute('categories');
      await waitFor(() => count(el) === 2939 || null, { message: 'the host chose amatic' });
      assert.equal(chip(el, 'Amatic')!.getAttribute('aria-pressed'), 'true');
      assert.equal(chip(el, 'PG Soft')!.getAttribute('aria-pressed'), 'false');
    } finally {
      navigations.stop();
    }

    // A host that routes (the site) cancels and navigates itself: nothing changes until it sets `path`.
    const site = recordEvents<{ path: string }>('casino-navigate', { prevent: true });
    try {
      const before = count(el);
      chip(el, 'Spribe')!.click();
      await waitFor(() => site.events.length === 1, { message: 'asked' });
      // The lobby leaves the move to the host when the event returns cancelled: a render after it shows no
      // change.
      await settle();
      assert.equal(count(el), before, 'cancelled: no change');
      assert.equal(el.getAttribute('providers'), 'amatic', 'cancelled: nothing reflected');
      el.setAttribute('path', site.events[0]!.detail.path);
      await waitFor(() => count(el) === 2939 + 11 || null, { message: 'the path the site set' });
    } finally {
      site.stop();
    }
  });

  it('a provider whose list fails: an alert naming it with the reason and retry; the others show meanwhile', async function () {
    this.timeout(20_000);
    await suite.sandbox().armFault({ route: LIVE_LIST, status: 503, times: 1 });
    const el = mount<Lobby>('<casino-lobby view="live-casino"></casino-lobby>');
    const alert = await find(el, '[part~="provider-error"]', { timeout: 10_000 });
    assert.equal(alert.getAttribute('role'), 'alert');
    assert.match(text(alert), /^Les jeux de (Evolution|Pragmatic Play Live|Vivo Gaming|XPG|TVBet) n'ont pas pu être chargés\./);
    await waitFor(() => tiles(el).length > 0 || null, { message: 'the other live providers' });
    assert.ok(count(el) < 162 && count(el) > 0, `four providers of five (${count(el)})`);
    alert.querySelector<HTMLButtonElement>('[part~="retry"]')!.click();
    await waitFor(() => count(el) === 162 && !$(el, '[part~="provider-error"]') || null, { message: 'all five after retry (tvbet: docs/api.md "Spec resolutions")' });
  });

  it('keyboard: Tab walks the tiles in reading order past the rendered rows; the focused row stays rendered', async function () {
    this.timeout(20_000);
    const el = await lobbyWith(CASINO_TOTAL);
    tiles(el)[0]!.querySelector<HTMLButtonElement>('[part~="play"]')!.focus();
    const rendered = tiles(el).length;
    const position = () => Number(el.shadowRoot!.activeElement?.closest('[data-index]')?.getAttribute('aria-posinset') ?? 0);
    let last = position();
    assert.equal(last, 1);
    for (let i = 0; i < rendered * 3 + 6; i++) {
      await sendKeys({ press: 'Tab' });
      const now = position();
      assert.ok(now === last || now === last + 1, `reading order (${last} → ${now})`);
      last = now;
    }
    assert.ok(last > rendered, `beyond the first rendered tiles (${last} > ${rendered})`);
    const focused = el.shadowRoot!.activeElement!.getBoundingClientRect();
    assert.ok(focused.top >= 0 && focused.bottom <= innerHeight, 'the focused tile is in view');
    assert.ok(domSize(el) < 1_400);
    scrollTo(0, 0);
    await waitFor(() => tiles(el).some((t) => t.getAttribute('aria-posinset') === '1') || null, { message: 'the top rendered again' });
    assert.ok(tiles(el).some((t) => Number(t.getAttribute('aria-posinset')) === last), 'the focused tile stays rendered off screen');
    assert.equal(position(), last, 'and keeps the focus');
  });

  it('path: live casino with the server alias (evosw → Evolution), a live group section, provider and game-type pages, an unknown provider', async () => {
    const el = await lobbyWith(null, '<casino-lobby path="/slots/live-casino?providers=evosw"></casino-lobby>');
    await waitFor(() => count(el) === 60 && chips(el).length === 5 + 1 + 9 || null, { timeout: 10_000, message: 'Evolution live games, the five live providers (tvbet: docs/api.md "Spec resolutions") and the nine live groups' });
    assert.equal(text($(el, '#lobby-title')), 'Casino en direct');
    assert.equal(chip(el, 'Evolution')!.getAttribute('aria-pressed'), 'true');
    assert.ok(names(el).includes('Crazy Time') || names(el).includes('Lightning Roulette'), `Evolution's games (${names(el).slice(0, 5).join(', ')})`);
    assert.ok(tiles(el).every((t) => text(t.querySelector('.tile-provider')) === 'Evolution'));
    assert.equal(tiles(el)[0]!.querySelector('[part~="demo"]'), null, 'live games have no demo');
    const groups = [...$$(el, '[part~="filters"] [role="group"]')[1]!.querySelectorAll('[part~="chip"]')].map(chipLabel);
    assert.deepEqual(groups.slice(1, 4), ['Populaires', 'Jeux télévisés', 'Vue subjective']);

    el.setAttribute('path', '/slots/live-casino/roulette');
    await waitFor(() => text($(el, '#lobby-title')) === 'Roulette' || null, { message: 'the roulette section' });
    assert.equal(chip(el, 'Roulette')!.getAttribute('aria-pressed'), 'true');

    el.setAttribute('path', '/slots/evosw');
    await waitFor(() => text($(el, '#lobby-title')) === 'Evolution en direct' && count(el) === 60 || null, { message: 'the provider page by its alias' });
    el.setAttribute('path', '/slots/virtual');
    await waitFor(() => text($(el, '#lobby-title')) === 'Jeux virtuels' && count(el) === 15 || null, { message: 'the virtual games page' });

    const navigations = recordEvents<{ path: string }>('casino-navigate');
    try {
      el.setAttribute('path', '/slots/nosuchprovider');
      const screen = await find(el, '[part~="error-screen"]');
      assert.equal(screen.getAttribute('role'), 'alert');
      assert.match(text(screen), /^Fournisseur introuvable dans la configuration/);
      const back = screen.querySelector<HTMLAnchorElement>('a')!;
      assert.equal(back.getAttribute('href'), '/slots/casino');
      back.click();
      await waitFor(() => navigations.events.length === 1, { message: 'navigate back to the casino' });
      assert.equal(navigations.events[0]!.detail.path, '/slots/casino');
      await waitFor(() => count(el) === CASINO_TOTAL || null, { message: 'the casino again' });
    } finally {
      navigations.stop();
    }
  });

  it('the 300 rule: a provider already loaded is not read again; amatic took 3 pages of 1000, each list once', async function () {
    this.timeout(30_000);
    const el = await lobbyWith(CASINO_TOTAL);
    const hub = await calls(HUB_LIST);
    const direct = await calls(DIRECT_LIST);
    el.setAttribute('view', 'all');
    await waitFor(() => count(el) === CASINO_TOTAL + 60 + 40 + 30 + 20 + 12 || null, { timeout: 10_000, message: `all games (count ${count(el)})` });
    assert.equal(await calls(HUB_LIST), hub, 'no hub list read again');
    assert.equal(await calls(DIRECT_LIST), direct, 'no direct list read again');
    assert.equal(await calls(LIVE_LIST), 5 + 1, 'the five live providers once each (and the one that failed once more, on retry)');
    // Another element, another view of the same lists: nothing read again.
    el.remove();
    const other = await lobbyWith(2939, '<casino-lobby provider="amatic"></casino-lobby>');
    assert.equal(text($(other, '#lobby-title')), 'Amatic');
    assert.equal(await calls(HUB_LIST), hub);
  });

  it('persistence: version 5 with savedAt in Cache Storage, not localStorage, reused by a fresh page without a list call; a version-4 value is ignored and read again', async function () {
    this.timeout(40_000);
    await lobbyWith(CASINO_TOTAL);
    type Saved = { version: number; savedAt: number; data: { lists: { provider: string; games: unknown[] }[] } };
    await eventually(async () => (await storedCatalogue()) !== null, 'the catalogue saved', 10_000);
    const saved = JSON.parse((await storedCatalogue())!) as Saved;
    assert.equal(localStorage.getItem('casino:slots'), null, 'the catalogue is not in localStorage');
    assert.equal(saved.version, 5);
    assert.ok(Math.abs(Date.now() - saved.savedAt) < 60_000, 'saved now');
    assert.equal(saved.data.lists.find((l) => l.provider === 'amatic')!.games.length, 2939);

    /** A new page (an iframe is a realm of its own: its own store) showing the casino lobby. */
    async function freshPage(): Promise<number> {
      const frame = document.createElement('iframe');
      frame.className = 'test-fixture';
      frame.width = '1024';
      frame.height = '700';
      frame.srcdoc = `<!doctype html><script type="module">await import('/dist/casino-lobby.js');
        window.CasinoWidgets.configure({ apiBase: ${JSON.stringify(suite.sandbox().base)}, contentBase: ${JSON.stringify(NO_IMAGES)} });
        const lobby = document.createElement('casino-lobby');
        lobby.setAttribute('platform', 'desktop');
        document.body.append(lobby);</script>`;
      document.body.append(frame);
      const inner = await waitFor(() => frame.contentDocument?.querySelector('casino-lobby'), { timeout: 10_000, message: 'the lobby in a fresh page' });
      await waitFor(() => count(inner as Lobby) === CASINO_TOTAL || null, { timeout: 15_000, message: 'the catalogue in the fresh page' });
      const n = count(inner as Lobby);
      frame.remove();
      return n;
    }

    const hub = await calls(HUB_LIST);
    localStorage.setItem('casino:slots', '{"left":"by an earlier build"}');
    assert.equal(await freshPage(), CASINO_TOTAL);
    assert.equal(await calls(HUB_LIST), hub, 'version 5 of a minute ago: no list read');
    assert.equal(localStorage.getItem('casino:slots'), null, "an earlier build's copy in localStorage is gone");

    await storeCatalogue(JSON.stringify({ ...saved, version: 4 }));
    assert.equal(await freshPage(), CASINO_TOTAL);
    assert.equal(await calls(HUB_LIST), hub + 7, 'version 4: every hub list read again');
    await eventually(async () => (JSON.parse((await storedCatalogue())!) as Saved).version === 5, 'saved again as version 5', 10_000);
  });
});

describe('casino-lobby: players and guests', () => {
  it('favourites: newest first, shown first in the grid; the favourites chip; removing', async function () {
    this.timeout(20_000);
    await signIn('cashplayer', 'cashplayer1234');
    const el = await lobbyWith(CASINO_TOTAL);
    const [a, b] = [tiles(el)[3]!, tiles(el)[7]!];
    const [nameA, nameB] = [text(a.querySelector('.tile-name')), text(b.querySelector('.tile-name'))];
    a.querySelector<HTMLButtonElement>('[part~="favourite"]')!.click();
    await waitFor(() => names(el)[0] === nameA || null, { message: `${nameA} first` });
    tiles(el).find((t) => text(t.querySelector('.tile-name')) === nameB)!.querySelector<HTMLButtonElement>('[part~="favourite"]')!.click();
    await waitFor(() => names(el)[0] === nameB && names(el)[1] === nameA || null, { message: `${nameB} then ${nameA}` });
    const favButton = tiles(el)[0]!.querySelector('[part~="favourite"]')!;
    assert.equal(favButton.getAttribute('aria-pressed'), 'true');
    assert.equal(favButton.getAttribute('aria-label'), `Retirer ${nameB} des favoris`);
    await eventually(async () => (await calls('/api/users/favouritegames/', 'POST')) === 2, 'two favourites added on the server');

    chip(el, 'Favoris')!.click();
    await waitFor(() => count(el) === 2 || null, { message: 'favourites only' });
    assert.deepEqual(names(el), [nameB, nameA]);
    for (const n of [nameA, nameB]) {
      tiles(el).find((t) => text(t.querySelector('.tile-name')) === n)!.querySelector<HTMLButtonElement>('[part~="favourite"]')!.click();
    }
    await waitFor(() => count(el) === 0 || null, { message: 'none left' });
    await eventually(async () => (await calls('/api/users/favouritegames/', 'DELETE')) === 2, 'two favourites removed on the server');
  });

  it('guests: real play and favourites ask the host (casino-login-required, cancelable); not cancelled, the casino notice and the sign-in dialog; no launch', async () => {
    const el = await lobbyWith(CASINO_TOTAL);
    const posts = await calls('/api/users/favouritegames/', 'POST');
    const launches = recordEvents('casino-game-launch');
    const prevented = recordEvents<{ reason: string }>('casino-login-required', { prevent: true });
    try {
      tiles(el)[0]!.querySelector<HTMLButtonElement>('[part~="play"]')!.click();
      await waitFor(() => prevented.events.length === 1, { message: 'login required' });
      assert.deepEqual(prevented.events[0], { detail: { reason: 'casino' }, cancelable: true, composed: true, bubbles: true });
      // Whether to open a dialog is decided when the event returns (widgets/login/use-login-required.tsx): a
      // render after it shows the decision.
      await settle();
      assert.equal(text($(el, '[part~="login-notice"]')), '', 'prevented: no notice');
      assert.equal($(el, 'casino-login'), null, 'prevented: no dialog');
    } finally {
      prevented.stop();
    }
    tiles(el)[1]!.querySelector<HTMLButtonElement>('[part~="favourite"]')!.click();
    const notice = $(el, '[part~="login-notice"]')!;
    await waitFor(() => text(notice) === 'Pour utiliser le casino, veuillez vous connecter' || null, { message: 'the casino notice' });
    assert.equal(notice.getAttribute('role'), 'status');
    const login = await find(el, 'casino-login', { message: 'the sign-in element' });
    await waitFor(() => login.shadowRoot?.querySelector('dialog[open]'), { message: 'the sign-in dialog open' });
    launches.stop();
    assert.equal(launches.events.length, 0, 'no game launched');
    assert.equal(tiles(el)[1]!.querySelector('[part~="favourite"]')!.getAttribute('aria-pressed'), 'false');
    assert.equal(await calls('/api/users/favouritegames/', 'POST'), posts, 'no favourite call for a guest');
  });

  it('English and Arabic (right to left, mirrored grid); phone layout without sideways scroll', async () => {
    const el = await lobbyWith(CASINO_TOTAL);
    casinoWidgets().configure({ language: 'en' });
    await waitFor(() => text($(el, '#lobby-title')) === 'Casino' && /games$/.test(text($(el, '[part~="count"]'))) || null, { message: 'English' });
    assert.equal($(el, '[part~="search"] label')!.textContent, await msg('en', 'lobby.search'));
    casinoWidgets().configure({ language: 'ar' });
    await waitFor(() => text($(el, '#lobby-title')) === 'الكازينو' || null, { message: 'Arabic' });
    assert.equal($(el, '[part~="root"]')!.getAttribute('dir'), 'rtl');
    assert.equal(tiles(el)[0]!.querySelector('[part~="play"]')!.textContent, await msg('ar', 'lobby.play'));
    const [first, second] = [tiles(el)[0]!.getBoundingClientRect(), tiles(el)[1]!.getBoundingClientRect()];
    assert.ok(first.left > second.left, 'the first game on the right');
    try {
      await setViewport({ width: 375, height: 812 });
      await waitFor(() => tiles(el)[0]!.getBoundingClientRect().width < 200 || null, { message: 'phone columns' });
      assert.ok(document.documentElement.scrollWidth <= 375, `no sideways scroll (${document.documentElement.scrollWidth})`);
      assert.ok(domSize(el) < 1_400);
    } finally {
      await setViewport({ width: 800, height: 600 });
    }
  });

  for (const language of ['fr-fr', 'ar'] as const) {
    it(`axe on the dark site background (${language})`, async function () {
      this.timeout(30_000);
      await onDarkSite(language, (lang) => casinoWidgets().configure({ language: lang }), async () => {
        const el = await lobbyWith(CASINO_TOTAL);
        chip(el, 'Amatic')!.click();
        await waitFor(() => count(el) === 2939 || null, { message: 'a pressed chip' });
        await transitionsDone(el); // the chips change colour with a 0.15 s transition
        await expectNoSeriousViolations(`lobby ${language}`);
      });
    });
  }
});
