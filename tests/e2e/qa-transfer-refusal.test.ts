// The QA page's agent transfer (docs/qa.md "Cashier", docs/api.md "Transfers"): money in to a player on
// a time-out is refused, and the form tells the refusal's message and until when, as QA reads it.
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { baseUrl, call } from './support/sandbox';

describe('QA page: agent transfer to a player on a time-out', () => {
  const browser = useBrowser();

  beforeEach(async () => {
    await call('POST', '/sandbox/api/reset');
  });
  // The time-out below would refuse cashplayer's sign-ins for a day in the files after this one on the
  // same sandbox (the site's menus sign cashplayer in).
  afterAll(async () => {
    await call('POST', '/sandbox/api/reset');
  });

  it('shows self_excluded with its message and end, and sends nothing', { timeout: 60_000 }, async () => {
    const login = await fetch(`${baseUrl()}/api/accounts/login/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'cashplayer', password: 'cashplayer1234' }),
    });
    const { access } = (await login.json()) as { access: string };
    const timeOut = await fetch(`${baseUrl()}/api/users/self-exclusion/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${access}` },
      body: JSON.stringify({ kind: 'timeout', duration: '24h' }),
    });
    expect(timeOut.status).toBe(200);
    const sent = async () => (await call<{ transfers: unknown[] }>('GET', '/sandbox/api/transfers')).transfers.length;
    const before = await sent();

    const page = await browser.newPage(undefined, 'qa');
    await page.goto(`${baseUrl()}/qa/#cashier`);
    const form = page.locator('#cashier-transfer-form');
    await expect.poll(() => form.getByLabel('Player').locator('option').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await form.getByLabel('Player').selectOption('1007');
    // The refusal this test provokes: the browser logs the 403 of the transfer.
    browser.allowFailedResource(403, '/sandbox/api/transfers');
    await form.getByRole('button', { name: 'Send to the player' }).click();
    const alert = form.getByRole('alert');
    await expect.poll(() => alert.innerText(), { timeout: 10_000 }).toMatch(/403 self_excluded This player is in a time-out or self-exclusion.*\(timeout until /);
    expect(await sent()).toBe(before);
  });
});
