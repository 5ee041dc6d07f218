// The simulated providers (docs/api.md "Simulated providers"): their pages (titled, lang,
// CSP, token-gated) and their servers, whose outcomes reach the payment as signed callbacks.
import { describe, expect, it } from 'vitest';
import { runPaymentWork } from '../../../demo/sandbox/services/payment-worker';
import { getAllBalances } from '../../../demo/sandbox/services/wallet';
import { sandboxPerTest } from './helpers';

const ctx = sandboxPerTest();
let n = 0;

async function deposit(system: string, amount = '50', return_url?: string) {
  const res = await ctx.sb.call('POST', '/api/backoffice/payments/deposit/', {
    token: ctx.demo,
    body: { amount, payment_system: system, ...(return_url ? { return_url } : {}) },
    headers: { 'Idempotency-Key': `page-${++n}` },
  });
  expect(res.status).toBe(201);
  const p = res.body.payment;
  const { rows } = await ctx.sb.db.query<{ checkout_token: string }>('SELECT checkout_token FROM payments WHERE id = $1', [p.id]);
  return { id: p.id as number, token: rows[0].checkout_token, link: p.redirect_link as string | null };
}

const api = (kind: string, id: number, action: string, body: Record<string, unknown>) => ctx.sb.call('POST', `/sandbox/payments/api/${kind}/${id}/${action}`, { body });
const status = async (id: number) => (await ctx.sb.call('GET', `/api/backoffice/payments/deposit/${id}/`, { token: ctx.demo })).body.status;
const balance = async () => (await getAllBalances(ctx.sb.db, 1001)).balance;

describe('provider pages', () => {
  it('serve the card page from the redirect link: titled, localised, strict CSP, reporting to the return URL origin', async () => {
    const p = await deposit('card', '50', 'http://localhost:8081/partner/?back=1');
    const url = new URL(p.link!);
    const res = await ctx.sb.call('GET', `${url.pathname}${url.search}&lang=ar`);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Security-Policy')).toMatch(/script-src 'self'/);
    expect(res.text).toMatch(/<html lang="ar" dir="rtl">/);
    expect(res.text).toMatch(/<title>الدفع بالبطاقة — Sandbox<\/title>/);
    expect(res.text).toContain('data-notify-origin="http://localhost:8081"');
    expect(res.text).toContain('<label for="number">');
    expect(res.text).not.toMatch(/<script>|style="/);
    const en = await ctx.sb.call('GET', `${url.pathname}${url.search}&lang=en-US`);
    expect(en.text).toMatch(/<title>Card payment — Sandbox<\/title>/);
    expect(en.text).toContain(`data-notify-origin="http://localhost"`.replace('localhost"', 'localhost:8081"'));
    const js = await ctx.sb.call('GET', '/sandbox/payments/assets/provider.js');
    expect(js.status).toBe(200);
    expect(js.text).toContain("ns: 'casino-payments'");
  });

  it('refuse a wrong token or another system page with a titled 404', async () => {
    const p = await deposit('card');
    const wrong = await ctx.sb.call('GET', `/sandbox/payments/card/?payment=${p.id}&token=nope`);
    expect(wrong.status).toBe(404);
    expect(wrong.text).toMatch(/<title>Paiement par carte — Sandbox<\/title>/);
    expect((await ctx.sb.call('GET', `/sandbox/payments/bank/?payment=${p.id}&token=${p.token}`)).status).toBe(404);
    expect((await api('card', p.id, 'card', { token: 'nope', number: '4242424242424242', expiry: '12/30', cvc: '123' })).status).toBe(404);
    const site = await deposit('card');
    const page = await ctx.sb.call('GET', `/sandbox/payments/card/?payment=${site.id}&token=${site.token}`);
    expect(page.text).toContain('data-notify-origin="http://localhost"');
  });
});

describe('card provider', () => {
  it('credits a successful card once, even when submitted twice', async () => {
    const p = await deposit('card', '40');
    const card = { token: p.token, number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' };
    expect((await api('card', p.id, 'card', card)).body).toEqual({ step: 'done', status: 30 });
    expect((await api('card', p.id, 'card', card)).body).toEqual({ step: 'done', status: 30 });
    expect(await balance()).toBe('1040.00');
  });

  it('asks for 3-D Secure (20 meanwhile), refuses a wrong code, succeeds with 1234', async () => {
    const p = await deposit('card');
    expect((await api('card', p.id, 'card', { token: p.token, number: '4000000000003220', expiry: '01/27', cvc: '123' })).body).toEqual({ step: '3ds', status: 20 });
    const wrong = await api('card', p.id, '3ds', { token: p.token, code: '0000' });
    expect([wrong.status, wrong.body.code, wrong.body.errors[0].field]).toEqual([400, 'three_ds_code_invalid', 'code']);
    expect(await status(p.id)).toBe(20);
    expect((await api('card', p.id, '3ds', { token: p.token, code: '1234' })).body).toEqual({ step: 'done', status: 30 });
    expect(await balance()).toBe('1050.00');
  });

  it('fails after three wrong codes', async () => {
    const p = await deposit('card');
    await api('card', p.id, 'card', { token: p.token, number: '4000000000003220', expiry: '01/27', cvc: '123' });
    await api('card', p.id, '3ds', { token: p.token, code: '1' });
    await api('card', p.id, '3ds', { token: p.token, code: '2' });
    expect((await api('card', p.id, '3ds', { token: p.token, code: '3' })).body).toEqual({ step: 'done', status: 40 });
  });

  it('declines, expires, sends to manual review; checks the fields', async () => {
    const outcomes: [string, number][] = [['4000000000000002', 40], ['4000000000000069', 45], ['4000000000000077', 27]];
    for (const [number, expected] of outcomes) {
      const p = await deposit('card');
      expect((await api('card', p.id, 'card', { token: p.token, number, expiry: '12/30', cvc: '123' })).body.status).toBe(expected);
    }
    const p = await deposit('card');
    const fields: [Record<string, string>, string, string][] = [
      [{ number: '4242424242424241', expiry: '12/30', cvc: '123' }, 'number', 'card_number_invalid'],
      [{ number: '4242424242424242', expiry: '13/30', cvc: '123' }, 'expiry', 'card_expiry_invalid'],
      // The sandbox clock is 2025-01-15: a card valid through December 2024 has expired.
      [{ number: '4242424242424242', expiry: '12/24', cvc: '123' }, 'expiry', 'card_expired'],
      [{ number: '4242424242424242', expiry: '01/25', cvc: '12' }, 'cvc', 'card_cvc_invalid'],
    ];
    for (const [body, field, code] of fields) {
      const res = await api('card', p.id, 'card', { token: p.token, ...body });
      expect([res.status, res.body.errors?.[0]?.field, res.body.errors?.[0]?.code]).toEqual([400, field, code]);
    }
    expect((await api('card', p.id, 'cancel', { token: p.token })).body).toEqual({ step: 'done', status: 40 });
    expect(await balance()).toBe('1000.00');
  });
});

describe('bank and e-wallet providers', () => {
  it('bank: declared transfer stays 20 until QA approves', async () => {
    const p = await deposit('bank_transfer', '100');
    const page = await ctx.sb.call('GET', `/sandbox/payments/bank/?payment=${p.id}&token=${p.token}`);
    expect(page.text).toContain(`DEP-${p.id}`);
    expect((await api('bank', p.id, 'declare', { token: p.token })).body).toEqual({ step: 'waiting', status: 20 });
    expect((await ctx.sb.call('GET', `/sandbox/payments/api/bank/${p.id}?token=${p.token}`)).body).toEqual({ status: 20 });
    expect((await ctx.sb.call('POST', `/sandbox/api/payments/${p.id}/callback`, { body: { status: 'success' } })).body.status).toBe(30);
    expect(await balance()).toBe('1100.00');
  });

  it('e-wallet: the app page answers by callback only (declined at once, approved after a delay)', async () => {
    const p = await deposit('ewallet', '30');
    expect(p.link).toBe(`http://localhost/sandbox/payments/ewallet/?payment=${p.id}&token=${p.token}`);
    const page = await ctx.sb.call('GET', `/sandbox/payments/ewallet/?payment=${p.id}&token=${p.token}&lang=en`);
    expect(page.text).toMatch(/<title>Mobile wallet — Sandbox<\/title>/);
    expect((await api('ewallet', p.id, 'answer', { token: p.token, decision: 'approve', delay_ms: 0 })).body).toEqual({ step: 'done', status: 30 });
    const q = await deposit('ewallet', '30');
    expect((await api('ewallet', q.id, 'answer', { token: q.token, decision: 'approve', delay_ms: 50 })).body).toEqual({ step: 'waiting', status: 20 });
    // The wallet's server calls back later: a delivery row the server's worker sends once it is due.
    await runPaymentWork(ctx.sb.db, new Date(ctx.sb.clock.now()));
    expect(await status(q.id)).toBe(20);
    ctx.sb.clock.advance(50);
    await runPaymentWork(ctx.sb.db, new Date(ctx.sb.clock.now()));
    expect(await status(q.id)).toBe(30);
    const d = await deposit('ewallet', '30');
    expect((await api('ewallet', d.id, 'answer', { token: d.token, decision: 'decline' })).body.status).toBe(40);
    expect(await balance()).toBe('1060.00');
  });
});

describe('e-wallet app link', () => {
  it("is the deposit's own redirect link while it waits at 20, readable by its player only, and gone once decided", async () => {
    const p = await deposit('ewallet', '30');
    expect(p.link).toBe(`http://localhost/sandbox/payments/ewallet/?payment=${p.id}&token=${p.token}`);
    // The link opens the app page.
    const url = new URL(p.link as string);
    expect((await ctx.sb.call('GET', url.pathname + url.search)).status).toBe(200);
    // Another player cannot read the payment, so never its link.
    expect((await ctx.sb.call('GET', `/api/backoffice/payments/deposit/${p.id}/`, { token: ctx.low })).status).toBe(404);
    await api('ewallet', p.id, 'answer', { token: p.token, decision: 'decline' });
    const decided = await ctx.sb.call('GET', `/api/backoffice/payments/deposit/${p.id}/`, { token: ctx.demo });
    expect(decided.body).toMatchObject({ status: 40, redirect_link: null });
  });
});
