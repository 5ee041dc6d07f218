// The host apps of demo/hosts (React 19, Vue 3, Svelte 5, plain HTML), as `npm run hosts` built them from
// the packed package (scripts/hosts.mjs), served from an origin of their own beside this file's sandbox
// and driven as a player would (docs/embedding.md "Using it from React, Vue or Svelte"): the login, the
// lobby row and the wheel render; the player signs in through <casino-login> and the host's binding hears
// it; the lobby follows its `provider` when the host's state changes; each click on a game gives the
// host's binding exactly one `casino-game-launch`; eight unmount/remount cycles leave no leak.
//
// The hosts' origin is http://127.0.0.1:<port>, which the sandbox's CORS admits as any loopback origin
// (docs/operators.md "CORS"); a partner's real origin goes in API_ORIGINS.
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import type { CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOSTS, HOSTS_DIR } from '../../scripts/hosts.mjs';
import { useBrowser } from './support/browser';
import { baseUrl } from './support/sandbox';
import { DEMO, loginWidget } from './support/site';

const TITLES: Record<string, string> = { react: 'Hôte React', vue: 'Hôte Vue', svelte: 'Hôte Svelte', plain: 'Hôte HTML' };
const TYPES: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.json': 'application/json' };

/** Unmount/remount cycles, and what they may leave behind (measured after a forced GC, see below). */
const CYCLES = 8;
/**
 * Tolerances of the leak check, against the counts after the first cycle (every chunk loaded, every cache
 * warm), each taken once the page is quiet (`counters`). A leak grows with every cycle: a rendered tree kept
 * alive per remount (an element that does not release its shadow content on removal) leaves one mount's
 * nodes per cycle (about 565 with the host's own), eight mounts over the eight cycles. So DOM nodes may grow
 * by less than one mount over all eight: what stays once and never grows (measured -4 to 4) is not a leak. A
 * removed element kept alive by the host is small once it has released its content, but keeps its
 * listeners: they may grow by at most 2 (a host keeping the removed elements of the eight cycles measured
 * +16). The JS heap may grow by at most 1 MB (measured: 0.2 to 0.38 MB after eight cycles).
 */
const NODE_SHARE = 1;
const LISTENERS = 2;
const HEAP_BYTES = 1_000_000;

let server: http.Server;
let hostsOrigin = '';
beforeAll(async () => {
  if (!existsSync(join(HOSTS_DIR, 'react/index.html'))) throw new Error(`no built host apps in ${HOSTS_DIR}: run \`npm run hosts\` after the build`);
  server = http.createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url!, 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    const file = join(HOSTS_DIR, path);
    if (!file.startsWith(HOSTS_DIR) || !existsSync(file)) return void res.writeHead(404).end();
    res.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  hostsOrigin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** The page's DOM nodes, JS listeners and used heap after a full garbage collection (CDP). */
async function countOnce(cdp: CDPSession, page: Page) {
  // With the elements' own latest time (src/platform/idle.ts): queued after theirs, it runs after them.
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 2_000 })));
  await cdp.send('HeapProfiler.collectGarbage');
  const { nodes, jsEventListeners } = await cdp.send('Memory.getDOMCounters');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return { nodes, listeners: jsEventListeners, heap: usedSize };
}

/**
 * The counters once two readings in a row agree on nodes and listeners. A removed element stays alive
 * while something of its own is pending: its idle callback (the toaster's placement,
 * src/element/define-widget.tsx), an answer still on its way. On a loaded machine one reading counted such
 * a tree (about 140 nodes) and the next did not.
 */
async function counters(cdp: CDPSession, page: Page) {
  let last = await countOnce(cdp, page);
  for (;;) {
    const next = await countOnce(cdp, page);
    if (next.nodes === last.nodes && next.listeners === last.listeners) return next;
    last = next;
  }
}

function hostPage(page: Page) {
  const main = page.getByRole('main');
  return {
    main,
    login: loginWidget(main),
    provider: (name: string) => main.getByRole('button', { name: `Fournisseur : ${name}`, exact: true }),
    unmount: main.getByRole('button', { name: 'Retirer les widgets', exact: true }),
    mount: main.getByRole('button', { name: 'Remettre les widgets', exact: true }),
    launches: (count: number) => main.getByText(`Lancements reçus : ${count}`, { exact: true }),
    player: (name: string) => main.getByText(`Joueur : ${name}`, { exact: true }),
    /** The lobby row's heading: the provider's name (docs/embedding.md "Row mode"). */
    row: (provider: string) => main.getByRole('heading', { level: 2, name: provider, exact: true }),
    demos: main.getByRole('button', { name: /^Démo de / }),
    wheel: main.getByRole('heading', { level: 2, name: 'Roue de la fortune', exact: true }),
    elements: () => page.evaluate(() => document.querySelectorAll('casino-login, casino-lobby, casino-wheel').length),
    toasters: () => page.locator('[part~="toaster"]').count(),
  };
}

describe('host apps built from the packed package', () => {
  const browser = useBrowser();

  it.each(HOSTS)('%s: render, sign in, attribute change, one event per click, 8 remounts without a leak', { timeout: 180_000 }, async (host) => {
    const page = await browser.newPage(undefined, host);
    await page.goto(`${hostsOrigin}/${host}/index.html?api=${encodeURIComponent(baseUrl())}`);
    const app = hostPage(page);
    await page.getByRole('heading', { level: 1, name: TITLES[host], exact: true }).waitFor();

    // Rendered: the login's form, the lobby row (the provider's page), the wheel.
    await app.login.username.waitFor();
    await app.row('Amatic').waitFor();
    await app.demos.first().waitFor({ timeout: 20_000 });
    await app.wheel.waitFor();
    await app.player('invité').waitFor();

    // Sign in through <casino-login>; the host hears casino-session-change through its binding.
    await app.login.signIn(DEMO.username, DEMO.password);
    await app.login.logout.waitFor();
    await app.player(DEMO.username).waitFor();

    // The host's state changes the lobby's provider: the row follows.
    await app.provider('amatic').click();
    await app.provider('pgsoft').waitFor();
    await app.row('PG Soft').waitFor();
    await expect.poll(() => app.main.getByText('PG Soft', { exact: true }).count()).toBeGreaterThan(1);
    expect(await app.main.getByText('Amatic', { exact: true }).count()).toBe(0);

    // One click, one event at the host's binding (the host cancels the launch: no game opens).
    for (let n = 1; n <= 3; n++) {
      await app.demos.first().click();
      await app.launches(n).waitFor();
    }

    // Unmount/remount: the first cycle warms every cache; then 8 more must leave nothing behind. Each
    // remount is counted once the row shows all its games again: counted while the row was still drawing
    // its tiles (a loaded machine), a mount looked a third of its size and the next counts like a leak.
    const tiles = await app.demos.count();
    const cdp = await page.context().newCDPSession(page);
    /** One unmount and remount; `count`: the counters while unmounted (each count waits for a quiet page). */
    const cycle = async (count = false) => {
      await app.unmount.click();
      await app.mount.waitFor();
      await expect.poll(app.elements).toBe(0);
      const unmounted = count ? await counters(cdp, page) : null;
      await app.mount.click();
      await app.unmount.waitFor();
      await expect.poll(app.elements).toBe(3);
      await app.row('PG Soft').waitFor();
      await expect.poll(() => app.demos.count()).toBe(tiles);
      await app.wheel.waitFor();
      await app.login.logout.waitFor();
      // The page's toaster (one, in the first element on screen) is rendered once the page is idle
      // (src/element/define-widget.tsx): its four listeners, counted in one cycle and not in another on a
      // loaded machine, read as a leak of 4.
      await expect.poll(app.toasters).toBe(1);
      return unmounted;
    };
    await cycle();
    const mounted = await counters(cdp, page);
    const unmountedBefore = (await cycle(true))!;
    for (let i = 2; i < CYCLES; i++) await cycle();
    const unmountedAfter = (await cycle(true))!;
    const after = await counters(cdp, page);
    const oneMount = mounted.nodes - unmountedBefore.nodes;
    expect(oneMount, 'a mount of the three elements adds nodes').toBeGreaterThan(50);
    expect(after.nodes - mounted.nodes, `DOM nodes after ${CYCLES} more cycles (one mount: ${oneMount})`).toBeLessThan(oneMount * NODE_SHARE);
    expect(unmountedAfter.nodes - unmountedBefore.nodes, 'DOM nodes with the elements unmounted').toBeLessThan(oneMount * NODE_SHARE);
    expect(after.listeners - mounted.listeners, 'JS event listeners').toBeLessThanOrEqual(LISTENERS);
    expect(after.heap - mounted.heap, 'JS heap, bytes').toBeLessThan(HEAP_BYTES);

    // Still one event per click: no binding was left attached twice.
    await app.demos.first().click();
    await app.launches(4).waitFor();
    await app.demos.first().click();
    await app.launches(5).waitFor();
    console.log(`[hosts] ${host}: one mount ${oneMount} nodes; after ${CYCLES} cycles ${after.nodes - mounted.nodes} nodes, ${after.listeners - mounted.listeners} listeners, ${after.heap - mounted.heap} B heap`);
  });
});
