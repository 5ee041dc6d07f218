// The QA page's Cashier section (docs/qa.md "Cashier"): QA crashes a deposit's callback (a durable
// delivery failing its first attempts) and watches the server's worker retry it to success, and expires
// an unpaid deposit now. Driven by role and name as QA would, against the real sandbox (npm start, whose
// worker runs on the real clock).
import { beforeEach, describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { baseUrl, call } from './support/sandbox';

async function demoDeposit(payment_system: string, amount: string): Promise<number> {
  const login = await fetch(`${baseUrl()}/api/accounts/login/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'demo', password: 'demo1234' }),
  });
  const { access } = (await login.json()) as { access: string };
  const res = await fetch(`${baseUrl()}/api/backoffice/payments/deposit/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${access}`, 'Idempotency-Key': `qa-e2e-${payment_system}-${Date.now()}` },
    body: JSON.stringify({ amount, payment_system }),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { payment: { id: number } }).payment.id;
}

describe('QA page: Cashier deliveries and expiry', () => {
  const browser = useBrowser();

  beforeEach(async () => {
    await call('POST', '/sandbox/api/reset');
  });

  it('crashes a callback twice: the worker retries it with backoff and the deposit is credited once; expires another now', { timeout: 90_000 }, async () => {
    const wallet = await demoDeposit('ewallet', '35');
    const card = await demoDeposit('card', '20');
    const page = await browser.newPage(undefined, 'qa');
    await page.goto(`${baseUrl()}/qa/#cashier`);
    const section = page.getByRole('region', { name: /^Cashier/ });
    const payments = section.getByRole('table', { name: 'Every payment, newest first' });

    const walletRow = payments.getByRole('row').filter({ has: page.getByRole('rowheader', { name: String(wallet), exact: true }) });
    await walletRow.getByText('Actions', { exact: true }).click();
    await walletRow.getByRole('spinbutton', { name: `Failed attempts before the callback goes through, payment ${wallet}` }).fill('2');
    await walletRow.getByRole('button', { name: new RegExp(`^Crash the callback .*payment ${wallet}$`) }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: `Payment ${wallet}: delivery` }).count(), { timeout: 10_000 }).toBeGreaterThan(0);

    // The delivery is listed, then delivered by the worker after its 2 s and 4 s waits.
    const deliveries = section.getByRole('table', { name: 'Provider deliveries, newest first' });
    const deliveryRow = deliveries.getByRole('row').filter({ has: page.getByRole('cell', { name: String(wallet), exact: true }) });
    await expect.poll(async () => (await deliveryRow.first().innerText()).replace(/\s+/g, ' '), { timeout: 30_000, interval: 500 }).toMatch(/\bsuccess 3\b.*\bdelivered\b/);
    await expect.poll(() => walletRow.getByText('30 success').count(), { timeout: 10_000, interval: 500 }).toBe(1);
    // Delivered once: one delivery, three attempts, the amount credited once.
    expect(await call('GET', `/sandbox/api/payments/deliveries?payment=${wallet}`)).toMatchObject([{ attempts: 3, outcome: 'delivered', last_error: null }]);
    const listed = (await call<{ id: number; credited_amount: string | null }[]>('GET', '/sandbox/api/payments')).find((p) => p.id === wallet);
    expect(listed?.credited_amount).toBe('35.00');

    // Expire now: the card deposit is 45, its reason shown.
    const cardRow = payments.getByRole('row').filter({ has: page.getByRole('rowheader', { name: String(card), exact: true }) });
    await cardRow.getByText('Actions', { exact: true }).click();
    await cardRow.getByRole('button', { name: `Expire now (→ 45 expired), payment ${card}` }).click();
    await expect.poll(() => cardRow.getByText('45 expired').count(), { timeout: 10_000, interval: 500 }).toBe(1);
    await expect.poll(() => cardRow.getByRole('cell', { name: 'expired', exact: true }).count()).toBe(1);
  });
});
