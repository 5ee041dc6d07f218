// The simulated providers' pages as a player uses them (docs/api.md "Simulated providers"): the page the
// sandbox serves, in jsdom, running the page's own script (payments/provider.js) against the real
// sandbox's provider servers. A wrong 3-D Secure code is told and can be retried; the e-wallet app
// opened while its payment waits at 20 offers Approve/Refuse, and approving credits the deposit.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { getAllBalances } from '../../../demo/sandbox/services/wallet';
import { sandboxPerTest } from './helpers';

// jsdom ships no types of its own (the unit project uses it as an environment): the little used here.
type DomWindow = Window & typeof globalThis & { eval(code: string): unknown; close(): void };
const { JSDOM } = createRequire(import.meta.url)('jsdom') as { JSDOM: new (html: string, options: object) => { window: DomWindow } };

const ctx = sandboxPerTest();
const SCRIPT = readFileSync(new URL('../../../demo/sandbox/payments/provider.js', import.meta.url), 'utf8');
let n = 0;

async function deposit(system: string, amount = '50') {
  const res = await ctx.sb.call('POST', '/api/backoffice/payments/deposit/', {
    token: ctx.demo,
    body: { amount, payment_system: system },
    headers: { 'Idempotency-Key': `dom-${++n}` },
  });
  expect(res.status).toBe(201);
  const { rows } = await ctx.sb.db.query<{ checkout_token: string }>('SELECT checkout_token FROM payments WHERE id = $1', [res.body.payment.id]);
  return { id: res.body.payment.id as number, token: rows[0].checkout_token };
}

/** The provider page at `path`, its script run, its fetch() answered by the sandbox app. */
async function openPage(path: string) {
  const res = await ctx.sb.call('GET', path);
  expect(res.status).toBe(200);
  const dom = new JSDOM(res.text, { url: `http://localhost${path}`, runScripts: 'outside-only' });
  const window = dom.window;
  window.fetch = (async (input: string, init?: RequestInit) => {
    const answer = await ctx.sb.app.request(new URL(input, window.location.href).pathname + new URL(input, window.location.href).search, init);
    const text = await answer.text();
    return { ok: answer.ok, status: answer.status, json: async () => JSON.parse(text) };
  }) as unknown as typeof fetch;
  window.eval(SCRIPT);
  const doc = window.document;
  const byId = (id: string) => doc.getElementById(id) as HTMLElement;
  const visible = (el: HTMLElement | null) => !!el && !el.closest('[hidden]');
  const button = (label: string) =>
    [...doc.querySelectorAll('button')].find((b) => b.textContent?.trim() === label && visible(b as HTMLElement)) as HTMLButtonElement | undefined;
  return { window, doc, byId, visible, button, close: () => window.close() };
}

const balance = async () => (await getAllBalances(ctx.sb.db, 1001)).balance;

describe('card page: a wrong 3-D Secure code', () => {
  it('is told under the field, the page no longer says « Traitement en cours… », and 1234 then succeeds', async () => {
    const p = await deposit('card');
    const page = await openPage(`/sandbox/payments/card/?payment=${p.id}&token=${p.token}`);
    const form = page.byId('card-form') as HTMLFormElement;
    (form.elements.namedItem('number') as HTMLInputElement).value = '4000 0000 0000 3220';
    (form.elements.namedItem('expiry') as HTMLInputElement).value = '01/27';
    (form.elements.namedItem('cvc') as HTMLInputElement).value = '123';
    page.button('Payer')!.click();
    await expect.poll(() => page.visible(page.byId('three-ds')), { timeout: 5000 }).toBe(true);

    const code = page.byId('code') as HTMLInputElement;
    code.value = '0000';
    page.button('Confirmer')!.click();
    await expect.poll(() => page.byId('code-error').textContent, { timeout: 5000 }).toBe('Code incorrect.');
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(page.byId('status').textContent).toBe('');
    expect(page.visible(page.byId('three-ds'))).toBe(true);

    code.value = '1234';
    page.button('Confirmer')!.click();
    await expect.poll(() => page.byId('status').textContent, { timeout: 5000 }).toMatch(/accepté|réussi|crédité/i);
    expect(page.byId('code-error').textContent).toBe('');
    expect(await balance()).toBe('1050.00');
    page.close();
  }, 30_000);
});

describe('e-wallet app at status 20', () => {
  it('offers Approve and Refuse; approving is told as sent to the casino, refusing fails the payment', async () => {
    const p = await deposit('ewallet', '30');
    expect((await ctx.sb.call('GET', `/sandbox/payments/api/ewallet/${p.id}?token=${p.token}`)).body).toEqual({ status: 20 });
    const page = await openPage(`/sandbox/payments/ewallet/?payment=${p.id}&token=${p.token}`);
    const approve = page.button('Approuver');
    expect(approve, 'Approve shown at 20').toBeDefined();
    expect(page.button('Refuser'), 'Refuse shown at 20').toBeDefined();
    expect(page.byId('status').textContent).not.toMatch(/Approuvé/);

    approve!.click();
    // The wallet's server calls the casino back a moment later (services/payment-provider.ts).
    await expect.poll(() => page.byId('status').textContent, { timeout: 5000 }).toMatch(/Approuvé dans l’application/);
    expect(page.button('Approuver'), 'answered once').toBeUndefined();
    page.close();

    const q = await deposit('ewallet', '30');
    const other = await openPage(`/sandbox/payments/ewallet/?payment=${q.id}&token=${q.token}`);
    other.button('Refuser')!.click();
    await expect.poll(() => other.byId('status').textContent, { timeout: 5000 }).toBe('Paiement refusé.');
    expect((await ctx.sb.call('GET', `/sandbox/payments/api/ewallet/${q.id}?token=${q.token}`)).body).toEqual({ status: 40 });
    expect(await balance()).toBe('1000.00');
    other.close();
  }, 30_000);
});
