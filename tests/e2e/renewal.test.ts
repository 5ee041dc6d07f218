// Scheduled renewal (spec §4 item 5: a short access token is renewed before it runs out). The sandbox runs
// with ACCESS_TTL=20 and REFRESH_SHIFT=10 (global-setup.ts): the client must renew at exp − refresh_shift,
// ten seconds before the token dies, and never let a user poll meet an expired token.
import { describe, expect, inject, it } from 'vitest';
import { useBrowser, recordApiCalls } from './support/browser';
import { baseUrl, sandbox } from './support/sandbox';
import { DEMO, decodeJwt, referenceSite, storedSession, tabAccessToken } from './support/site';

describe('reference site: the access token is renewed before it runs out', () => {
  const browser = useBrowser();

  it('renews at exp − refresh_shift, then polls go on with the new token past the old exp, no 401', async () => {
    const accessTtl = inject('accessTtl');
    const refreshShift = inject('refreshShift');
    const page = await browser.newPage();
    const calls = recordApiCalls(page);
    await page.goto(`${baseUrl()}/`);
    const site = referenceSite(page);
    const signInStarted = Date.now();
    await site.header.signIn(DEMO.username, DEMO.password);
    await site.header.logout.waitFor();

    const first = (await storedSession(page))!;
    const claims = decodeJwt(first.access);
    expect(claims.exp - claims.iat).toBe(accessTtl);
    expect(claims.refresh_shift).toBe(refreshShift);
    const expMs = claims.exp * 1000;
    const dueMs = expMs - claims.refresh_shift * 1000;
    expect(dueMs).toBeGreaterThan(Date.now()); // the scenario starts well before the renewal moment

    // Wait for the renewal (at most until a little after the old token's expiry).
    await expect
      .poll(() => calls.refreshAnswers().length, { timeout: expMs - Date.now() + 5_000, interval: 100 })
      .toBeGreaterThan(0);
    const [request] = calls.refreshRequests();
    const [answer] = calls.refreshAnswers();

    // Renewed at exp − refresh_shift (not earlier, not much later), and done before the old token ran out.
    // The test's clock is the browser's (one machine); 50 ms covers rounding of event timestamps.
    expect(request.at).toBeGreaterThanOrEqual(dueMs - 50);
    expect(request.at).toBeLessThan(dueMs + 3_000);
    expect(answer.status).toBe(200);
    expect(answer.at).toBeLessThan(expMs);
    // It presented the refresh token it was given at sign-in.
    expect(JSON.parse(request.request.postData() ?? '{}')).toEqual({ refresh: first.refresh });

    // The new tokens are stored and held by the tab; the new access lives longer than the old one.
    const renewed = (await answer.response.json()) as { access: string; refresh: string };
    await expect.poll(() => storedSession(page).then((s) => s?.access), { timeout: 5_000 }).toBe(renewed.access);
    expect((await storedSession(page))!.refresh).toBe(renewed.refresh);
    expect(await tabAccessToken(page)).toBe(renewed.access);
    const next = decodeJwt(renewed.access);
    expect(next.exp).toBeGreaterThan(claims.exp);

    // Polling goes on past the old token's expiry, with a renewed token, and the server is happy. (By
    // then the second renewal is due too: the new token's exp − shift is the old token's exp.)
    await expect
      .poll(() => calls.userPolls().filter((c) => c.at > expMs).length, { timeout: expMs - Date.now() + 7_000, interval: 200 })
      .toBeGreaterThan(0);
    const lateCall = calls.userPolls().find((c) => c.at > expMs)!;
    expect(lateCall.status).toBe(200);
    expect(lateCall.authorization).not.toContain(first.access);
    const polls = calls.userPolls();
    expect(polls.length).toBeGreaterThanOrEqual(3); // every 5 s while signed in (spec §4 item 7)
    expect(polls.filter((c) => c.status !== 200)).toEqual([]);
    expect(calls.responses.filter((c) => c.status === 401)).toEqual([]);
    await site.header.logout.waitFor();

    // Every renewal of the chain followed the same rule: it presented the previous refresh token, left
    // at that token pair's exp − shift and was answered before its exp.
    await expect.poll(() => calls.refreshAnswers().length, { timeout: 5_000 }).toBe(calls.refreshRequests().length);
    const answers = calls.refreshAnswers();
    let previous = first;
    for (const a of answers) {
      const held = decodeJwt(previous.access);
      expect(a.status).toBe(200);
      expect(JSON.parse(a.request.postData() ?? '{}')).toEqual({ refresh: previous.refresh });
      const sent = calls.refreshRequests().find((r) => r.request === a.request)!;
      expect(sent.at).toBeGreaterThanOrEqual((held.exp - held.refresh_shift) * 1000 - 50);
      expect(a.at).toBeLessThan(held.exp * 1000);
      previous = (await a.response.json()) as typeof first;
    }

    // The server saw the same renewals, all answered 200.
    const serverRefreshes = await sandbox.callsSince('POST', '/api/accounts/refresh/', signInStarted);
    expect(serverRefreshes.map((e) => e.status)).toEqual(answers.map(() => 200));
  });
});
