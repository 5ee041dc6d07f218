// The reference site's main pages, as bench:site and `npm run size` load them in Chromium (docs/conventions.md §4,
// docs/architecture.md "Speed budgets"), the signed-in player they use, and what "settled" means for both.
export const PAGES = [
  { path: '/main', label: '/main (guest)' },
  { path: '/slots/casino', label: '/slots/casino (guest)' },
  { path: '/slots/live-casino', label: '/slots/live-casino (guest)' },
  { path: '/sport/sft', label: '/sport/sft (guest)' },
  { path: '/wheel-game', label: '/wheel-game (guest)' },
  { path: '/sign-in', label: '/sign-in (guest)' },
  { path: '/main', label: '/main (signed in)', signedIn: true },
  { path: '/balance', label: '/balance (signed in)', signedIn: true },
  { path: '/profile', label: '/profile (signed in)', signedIn: true },
];

/** `--pages /main,/balance`: the pages whose path is listed (both /main rows for /main), or all. */
export const pagesFrom = (list) => (list ? PAGES.filter((p) => list.split(',').includes(p.path)) : PAGES);

/** The seeded demo player (demo/sandbox seed). */
export const DEMO = { username: 'demo', password: 'demo1234' };
const SESSION_KEY = 'casino-widgets:session';

/** A page has settled when its load event has fired and no request has been in flight for this long. */
export const QUIET_MS = 2000;

/**
 * A context in which demo is signed in, as a player left it: the session is bound to a key in IndexedDB
 * (DPoP, docs/security.md), so it cannot be copied into another context; sign in through the page, then
 * drop the HTTP cache and every other stored item (persisted stores) so the next load is cold but for the
 * session.
 */
export async function signedInContext(browser, base, options) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  await page.goto(`${base}/sign-in`);
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: "Nom d'utilisateur, téléphone ou e-mail", exact: true }).fill(DEMO.username);
  await main.getByLabel('Mot de passe', { exact: true }).fill(DEMO.password);
  await main.getByRole('button', { name: 'Se connecter', exact: true }).click();
  await page.waitForURL(`${base}/main`);
  await forgetAllButSession(page);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await page.close();
  return context;
}

/** Drops every stored item but the session (persisted stores, caches of answers). */
export async function forgetAllButSession(page) {
  const kept = await page.evaluate((key) => {
    for (const name of Object.keys(localStorage)) if (name !== key) localStorage.removeItem(name);
    sessionStorage.clear();
    return localStorage.getItem(key) !== null;
  }, SESSION_KEY);
  if (!kept) throw new Error('no stored session after signing in');
}
