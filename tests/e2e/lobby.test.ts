// The game lobby end to end (spec money-and-games.md §2 "Casino", §4, §7 "Slots"): on the
// reference site and on the partner page of another origin, clicked as a player would, against the real
// sandbox and its playable slot. The round's outcome is forced through the sandbox's QA control API
// (docs/qa.md) so the balance the header must show is known.
import { beforeEach, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { useBrowser } from './support/browser';
import { baseUrl, call, partnerUrl } from './support/sandbox';
import { siteUrl } from './support/shell';
import { DEMO, DEMO_BALANCE_FR, loginWidget } from './support/site';

/** French texts of the lobby (src/i18n/locales/fr/lobby/messages.po). */
const LOBBY_FR = {
  search: 'Rechercher un jeu', // lobby.search
  play: (name: string) => `Jouer à ${name}`, // lobby.play
  addFavourite: (name: string) => `Ajouter ${name} aux favoris`, // lobby.favourite.add
  removeFavourite: (name: string) => `Retirer ${name} des favoris`, // lobby.favourite.remove
  back: 'Retour au casino', // lobby.back
  casinoLoginRequired: 'Pour utiliser le casino, veuillez vous connecter', // notice.casino_login_required
};

/** The sandbox slot's own French texts (demo/sandbox/games/slot). */
const SLOT_FR = { spin: 'Jouer', lost: 'Perdu', balance: /^Solde : / };

/** The balance in the site's header summary ("Solde"), as shown. */
const headerBalance = (page: Page) => page.getByRole('banner').getByRole('definition').nth(2);

/** The lobby's game tiles as the player perceives them: by their play buttons. */
function lobbyIn(scope: Locator | Page) {
  return {
    search: scope.getByRole('searchbox', { name: LOBBY_FR.search }),
    play: (name: string) => scope.getByRole('button', { name: LOBBY_FR.play(name), exact: true }),
    playButtons: scope.getByRole('button', { name: /^Jouer à / }),
    /** The play buttons of the grid (not of the "recently played" row above it). */
    gridPlayButtons: scope.getByRole('list', { name: 'Jeux', exact: true }).getByRole('button', { name: /^Jouer à / }),
    addFavourite: (name: string) => scope.getByRole('button', { name: LOBBY_FR.addFavourite(name), exact: true }),
    removeFavourite: (name: string) => scope.getByRole('button', { name: LOBBY_FR.removeFavourite(name), exact: true }),
  };
}

const forceNextRound = (multiplier: number | null) => call('PUT', '/sandbox/api/games', { next_multiplier: multiplier });

describe('game lobby', () => {
  const browser = useBrowser();

  beforeEach(async () => {
    await call('POST', '/sandbox/api/reset');
  });

  it('on the site: demo searches a game, favourites it, plays a round; the header balance follows; back keeps the scroll', { timeout: 120_000 }, async () => {
    const page = await browser.newPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(siteUrl('/sign-in'));
    await loginWidget(page.getByRole('main')).signIn(DEMO.username, DEMO.password);
    await page.waitForURL((url) => url.pathname === '/main');
    await expect.poll(() => headerBalance(page).textContent(), { timeout: 10_000 }).toBe(DEMO_BALANCE_FR);

    await page.goto(siteUrl('/slots/all'));
    const lobby = lobbyIn(page.getByRole('main'));

    // Search as you type, accent- and case-insensitive: "GATES OF" finds pragmatic's Gates of Olympus.
    await lobby.search.fill('GATES OF');
    await lobby.play('Gates of Olympus').waitFor();
    // Favourite it (the server records it), then clear the search: favourites come first.
    const favourite = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/users/favouritegames/' && r.request().method() === 'POST');
    await lobby.addFavourite('Gates of Olympus').click();
    expect((await favourite).status()).toBeLessThan(300);
    await lobby.removeFavourite('Gates of Olympus').waitFor();
    await lobby.search.fill('');
    await expect.poll(async () => (await lobby.gridPlayButtons.first().getAttribute('aria-label')) ?? '').toBe(LOBBY_FR.play('Gates of Olympus'));

    // Scroll down the grid a good way, then play a game of the rows there.
    await page.mouse.wheel(0, 2400);
    await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(1500);
    // A tile well inside the viewport (the grid also renders a few rows above and below it).
    let tile: Locator | undefined;
    let before = 0;
    for (const candidate of await lobby.gridPlayButtons.all()) {
      const box = await candidate.boundingBox();
      if (box && box.y > 200 && box.y + box.height < 760) {
        tile = candidate;
        before = box.y;
        break;
      }
    }
    if (!tile) throw new Error('no play button inside the viewport');
    const name = (await tile.getAttribute('aria-label'))?.replace(/^Jouer à /, '') ?? '';
    expect(name).not.toBe('');

    await forceNextRound(0); // the round is lost: the bet leaves the balance
    await tile.click();
    await page.waitForURL((url) => url.pathname.split('/').length === 4 && url.pathname.startsWith('/slots/'));
    const frame = page.frameLocator('iframe');
    await frame.getByRole('heading', { name, exact: true }).waitFor({ timeout: 15_000 });
    await frame.getByRole('button', { name: SLOT_FR.spin, exact: true }).click();
    await frame.getByRole('status').getByText(SLOT_FR.lost).waitFor();
    // The first bet, the smallest offered (0.51 TND, within min_bet: docs/api.md "Limits (enforced)"), came
    // out of the wallet: the header's balance follows while playing.
    await expect.poll(() => headerBalance(page).textContent(), { timeout: 15_000 }).toBe('999,49\u00A0DT');

    // Back: the lobby as it was, the game's tile exactly where it was on screen (the page scrolled by what
    // the lobby grew above it meanwhile: the "recently played" row now holds this game), focus on it.
    await page.getByRole('button', { name: LOBBY_FR.back }).click();
    await page.waitForURL((url) => url.pathname === '/slots/all');
    const again = lobby.gridPlayButtons.and(lobby.play(name));
    await expect.poll(async () => Math.round((await again.boundingBox())?.y ?? -1)).toBe(Math.round(before));
    expect(await again.evaluate((el) => el === (el.getRootNode() as ShadowRoot).activeElement)).toBe(true);

    // The favourite is the server's: after a reload it is still first.
    await page.reload();
    await expect.poll(async () => (await lobby.gridPlayButtons.first().getAttribute('aria-label')) ?? '', { timeout: 15_000 }).toBe(LOBBY_FR.play('Gates of Olympus'));
  });

  it('on the partner page of another origin: a guest is asked to log in to play, then the lobby shares the session with the wheel', { timeout: 120_000 }, async () => {
    const main = baseUrl();
    const partner = partnerUrl();
    const page = await browser.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
    await page.goto(`${partner}/`);
    const section = page.getByRole('region', { name: 'Casino : les jeux de notre partenaire', exact: true });
    const lobby = lobbyIn(section);
    // The grid renders the rows near the viewport: the box is under the article.
    await page.getByRole('heading', { name: 'Casino : les jeux de notre partenaire' }).scrollIntoViewIfNeeded();
    await lobby.playButtons.first().waitFor({ timeout: 20_000 });
    expect(scripts).toContain(`${main}/dist/casino-lobby.js`);

    // A guest pressing play: the lobby's own sign-in dialog (no host handles casino-login-required).
    await lobby.playButtons.first().click();
    await section.getByText(LOBBY_FR.casinoLoginRequired).first().waitFor();
    const signIn = section.getByRole('dialog');
    await loginWidget(signIn).signIn(DEMO.username, DEMO.password);
    await signIn.waitFor({ state: 'hidden' });

    // One session for the page: the wheel's box and the header's login element follow.
    await page.getByText(/^Jeu concours : demo, à vous de tourner la roue/).waitFor();
    const header = loginWidget(page.getByRole('banner'));
    await header.logout.waitFor();

    // The launch is announced to the partner first (casino-game-launch), then the game opens in place.
    const first = lobby.playButtons.first();
    const name = (await first.getAttribute('aria-label'))?.replace(/^Jouer à /, '') ?? '';
    await forceNextRound(0);
    await first.click();
    await section.getByText(new RegExp(`^Casino : ${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(.+\\) lancé en argent réel`)).waitFor();
    const frame = page.frameLocator('iframe');
    await frame.getByRole('button', { name: SLOT_FR.spin, exact: true }).click();
    await frame.getByRole('status').getByText(SLOT_FR.lost).waitFor();
    // The game is on the operator's (the API's) origin, not the partner's: no allow-same-origin either, so it
    // cannot use the operator's storage or call its API as the operator's pages (docs/security.md "What the
    // sandbox enforces").
    expect(await section.locator('iframe').getAttribute('sandbox')).toBe('allow-scripts allow-forms allow-popups');
    await expect.poll(async () => (await header.summary()).Solde, { timeout: 15_000 }).toBe('999,49\u00A0DT');
  });
});

describe('game lobby for a guest on a phone', () => {
  const browser = useBrowser();

  it('a guest plays a demo round without touching any wallet, and is asked to sign in to play for real', { timeout: 90_000 }, async () => {
    await call('POST', '/sandbox/api/reset');
    const page = await browser.newPage();
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(siteUrl('/slots/casino'));
    const lobby = lobbyIn(page.getByRole('main'));
    await lobby.search.fill('fortune tiger');
    await lobby.play('Fortune Tiger').waitFor();

    // Demo: the game opens in the full-screen overlay on the play balance (spec §7 demo variants).
    await forceNextRound(2);
    await page.getByRole('button', { name: 'Démo de Fortune Tiger', exact: true }).click();
    await page.waitForURL((url) => url.pathname.endsWith('/demo'));
    const frame = page.frameLocator('iframe');
    await frame.getByText('Mode démo (solde fictif)').waitFor({ timeout: 15_000 });
    await frame.getByRole('button', { name: SLOT_FR.spin, exact: true }).click();
    await frame.getByRole('status').getByText(/^Gagné : /).waitFor();
    await page.getByRole('button', { name: LOBBY_FR.back }).click();
    await page.waitForURL((url) => url.pathname === '/slots/casino');

    // Real money needs a player: the site answers the lobby's request with its sign-in modal.
    await lobby.play('Fortune Tiger').click();
    await page.getByRole('dialog', { name: 'Connexion requise', exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/slots/casino');
  });
});
