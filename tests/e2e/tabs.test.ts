// Two tabs of one browser (spec §4: "sign-in or sign-out in one tab shows in every other tab", and
// across tabs too, Web Locks or equivalent: one refresh for all tabs; docs/conventions.md §4 "concurrent 401s
// … in several tabs: exactly one refresh call"). Two pages of one browser context share localStorage and
// Web Locks, as two real tabs do.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { useBrowser, recordApiCalls } from './support/browser';
import { baseUrl, call, sandbox } from './support/sandbox';
import { DEMO, DEMO_BALANCE_FR, FR, decodeJwt, referenceSite, storedSession, tabAccessToken } from './support/site';

const REFRESH_LOCK = 'casino-widgets:refresh'; // src/session/session-manager.ts

/** The refresh lock as the origin's lock manager sees it, across every tab: who holds it, who waits. */
function refreshLock(page: Page) {
  return page.evaluate(async (name) => {
    const { held = [], pending = [] } = await navigator.locks.query();
    return {
      held: held.filter((l) => l.name === name).length,
      pending: pending.filter((l) => l.name === name).length,
    };
  }, REFRESH_LOCK);
}

describe('two tabs share one session', () => {
  const browser = useBrowser();
  // The seeded balance the summary is checked against: a file before this one on the worker's sandbox may
  // have played (the game pages' tests move demo's money).
  beforeEach(async () => {
    await call('POST', '/sandbox/api/reset');
  });

  afterEach(async () => {
    await sandbox.clearFaults();
  });

  async function twoTabs(context: BrowserContext) {
    const tabA = await browser.newPage(context, 'tab A');
    const tabB = await browser.newPage(context, 'tab B');
    const callsA = recordApiCalls(tabA, 'A');
    const callsB = recordApiCalls(tabB, 'B');
    await tabA.goto(`${baseUrl()}/`);
    await tabB.goto(`${baseUrl()}/`);
    const a = referenceSite(tabA);
    const b = referenceSite(tabB);
    await a.header.username.waitFor();
    await b.header.username.waitFor();
    return { tabA, tabB, callsA, callsB, a, b };
  }

  it('sign-in in one tab shows in the other without a reload; sign-out in the other comes back', async () => {
    const { tabA, tabB, callsB, a, b } = await twoTabs(await browser.newContext());
    // Survives only as long as tab B's document does: proves B was not reloaded.
    await tabB.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

    await a.header.signIn(DEMO.username, DEMO.password);
    await a.header.logout.waitFor();

    await b.header.logout.waitFor();
    await b.header.logout.waitFor();
    expect(await b.header.summary()).toEqual({ Joueur: DEMO.username, ID: DEMO.id, Solde: DEMO_BALANCE_FR });
    expect(await tabB.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    expect(callsB.requests.filter((c) => c.path === '/api/accounts/login/')).toEqual([]);
    expect(await tabAccessToken(tabB)).toBe(await tabAccessToken(tabA));

    // Sign out in tab B: tab A is back to the form by itself.
    await b.header.logout.click();
    await b.header.username.waitFor();
    await a.header.username.waitFor();
    await a.header.username.waitFor();
    expect(await tabA.getByRole('button', { name: FR.logout }).count()).toBe(0);
    expect(await tabAccessToken(tabA)).toBeNull();
    expect(await storedSession(tabA)).toBeNull();
    expect(await tabA.evaluate(() => document.readyState)).toBe('complete');
  });

  it('at the renewal moment both tabs want a new token: exactly one refresh reaches the server', async () => {
    const { tabA, tabB, callsA, callsB, a, b } = await twoTabs(await browser.newContext());
    await a.header.signIn(DEMO.username, DEMO.password);
    await b.header.logout.waitFor();

    // Both tabs hold the same token, so both schedule its renewal for the same moment, exp − refresh_shift.
    const before = (await storedSession(tabA))!;
    expect(await tabAccessToken(tabA)).toBe(before.access);
    expect(await tabAccessToken(tabB)).toBe(before.access);
    const claims = decodeJwt(before.access);
    const dueMs = (claims.exp - claims.refresh_shift) * 1000;
    expect(dueMs).toBeGreaterThan(Date.now());
    // The server holds the first refresh 2 s, so the second tab's attempt surely overlaps it.
    const since = Date.now();
    await sandbox.armFault({ route: '/api/accounts/refresh/', method: 'POST', delay_ms: 2_000, times: 1 });

    // Both tabs reach for the refresh: one holds the lock (its call is on the server), the other waits.
    await expect
      .poll(() => refreshLock(tabA), { timeout: dueMs - Date.now() + 3_000, interval: 50 })
      .toEqual({ held: 1, pending: 1 });
    // Then nobody holds or waits any more: the renewal is over in both tabs.
    await expect.poll(() => refreshLock(tabA), { timeout: 10_000, interval: 100 }).toEqual({ held: 0, pending: 0 });

    const sent = [...callsA.refreshRequests(), ...callsB.refreshRequests()].sort((x, y) => x.at - y.at);
    const serverSide = await sandbox.callsSince('POST', '/api/accounts/refresh/', since);
    const first = [...callsA.refreshAnswers(), ...callsB.refreshAnswers()].sort((x, y) => x.at - y.at)[0];
    expect(first?.status).toBe(200);
    const renewed = (await first.response.json()) as { access: string; refresh: string };

    // Exactly one refresh call, counted by the server and by the browser. Soft, so that the rest of the
    // scenario is still checked and reported when this fails.
    const seen = sent.map((r) => `tab ${(r as { tab?: string }).tab} at due${r.at - dueMs >= 0 ? '+' : ''}${r.at - dueMs} ms`);
    expect.soft(serverSide.map((e) => e.status), `refresh calls on the server (${seen.join(', ')})`).toEqual([200]);
    expect.soft(sent, `refresh calls from the two tabs: ${seen.join(', ')}`).toHaveLength(1);

    // Both tabs hold that one new token, and storage has it.
    expect(renewed.access).not.toBe(before.access);
    await expect.poll(() => tabAccessToken(tabA), { timeout: 5_000 }).toBe(renewed.access);
    await expect.poll(() => tabAccessToken(tabB), { timeout: 5_000 }).toBe(renewed.access);
    expect(await storedSession(tabA)).toMatchObject(renewed);
    expect([...callsA.responses, ...callsB.responses].filter((c) => c.status === 401)).toEqual([]);
    await a.header.logout.waitFor();
    await b.header.logout.waitFor();
  });
});
