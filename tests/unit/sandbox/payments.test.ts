// Deposits and payouts through the routes (docs/api.md "Payments"): system lists, creation,
// every refusal code, the hold and its release, idempotency of creation and of callbacks, approvals,
// the control plane, the online payment history. Runs on PostgreSQL too (sandboxPerTest).
import { describe, expect, it } from 'vitest';
import { providerSecret, signCallback } from '../../../demo/sandbox/services/payment-callbacks';
import { auditWallet, getAllBalances } from '../../../demo/sandbox/services/wallet';
import { sandboxPerTest } from './helpers';

const ctx = sandboxPerTest();
const BASE = '/api/backoffice/payments';
const DEMO = 1001;

let keyCount = 0;
const key = () => ({ 'Idempotency-Key': `test-key-${++keyCount}` });

async function create(type: 'deposit' | 'payout', body: Record<string, unknown>, token = ctx.demo, headers: Record<string, string> = key()) {
  return ctx.sb.call('POST', `${BASE}/${type}/`, { token, body, headers });
}

async function signed(paymentId: number, status: string, eventId: string) {
  const secret = await providerSecret(ctx.sb.db);
  return { payment_id: paymentId, status, event_id: eventId, signature: signCallback(secret, paymentId, status, eventId) };
}

const balances = () => getAllBalances(ctx.sb.db, DEMO);

describe('payment systems', () => {
  it('lists deposit systems with the 5 EUR minimum converted (rounded up) and d17 disabled with why', async () => {
    for (const path of [`${BASE}/deposit/system_list/`, `${BASE}/deposit/system_list`]) {
      const res = await ctx.sb.call('GET', path, { token: ctx.demo });
      expect(res.status).toBe(200);
      const bySlug = Object.fromEntries(res.body.results.map((s: any) => [s.slug, s]));
      expect(Object.keys(bySlug)).toEqual(['card', 'bank_transfer', 'ewallet', 'crypto', 'd17']);
      // 5 EUR at 0.295 EUR per TND = 16.949… TND -> 16.95; the card's own minimum (10 TND) is lower.
      expect(bySlug.card).toMatchObject({ min: '16.95', max: '5000.00', currency: 'TND', flow: 'frame', kind: 'card', is_temporary_disabled: false, disabled_reason: null });
      expect(bySlug.bank_transfer).toMatchObject({ min: '50.00', flow: 'redirect' });
      expect(bySlug.ewallet).toMatchObject({ flow: 'none' });
      expect(bySlug.d17.is_temporary_disabled).toBe(true);
      expect(bySlug.d17.disabled_reason).toMatch(/D17/);
      expect(bySlug.card.last_deposit).toBeUndefined();
    }
  });

  it("names and describes the methods in the request's language (?lang=, else Accept-Language, else French)", async () => {
    const names = async (type: string, query: string, headers: Record<string, string> = {}) =>
      (await ctx.sb.call('GET', `${BASE}/${type}/system_list/${query}`, { token: ctx.demo, headers })).body.results as any[];
    const fr = await names('deposit', '');
    expect(fr.find((s) => s.slug === 'card')).toMatchObject({ name: 'Carte bancaire', description: 'Visa, Mastercard — 3-D Secure' });
    const en = await names('deposit', '?lang=en');
    expect(en.find((s) => s.slug === 'bank_transfer')).toMatchObject({ name: 'Bank transfer', description: 'A transfer from your bank, credited once checked' });
    expect(en.find((s) => s.slug === 'd17').disabled_reason).toBe('Provider maintenance: D17 is unavailable for now.');
    const ar = await names('payout', '', { 'Accept-Language': 'ar-TN,ar;q=0.9,fr;q=0.8' });
    expect(ar.find((s) => s.slug === 'ewallet')).toMatchObject({ name: 'محفظة الهاتف', description: 'إلى محفظة هاتفك' });
    // ?lang= wins over the header; an unknown language is French. Limits and order do not change.
    expect((await names('payout', '?lang=en', { 'Accept-Language': 'ar' })).map((s) => s.name)).toEqual(['Bank card', 'Bank transfer', 'Mobile wallet']);
    expect((await names('deposit', '?lang=de')).map((s) => s.name)).toEqual(fr.map((s) => s.name));
    expect(en.map((s) => [s.slug, s.min, s.max])).toEqual(fr.map((s) => [s.slug, s.min, s.max]));
    // Every seeded method reads in English and Arabic (no French left behind), the manual list too.
    for (const [type, query] of [['deposit', '?lang=en'], ['deposit', '?lang=ar'], ['payout', '?lang=en'], ['payout', '?lang=ar']]) {
      const frNames = (await names(type, '')).map((s) => s.name + s.description);
      for (const [i, s] of (await names(type, query)).entries()) if (s.slug !== 'd17') expect(s.name + s.description, `${type} ${s.slug} ${query}`).not.toBe(frNames[i]);
    }
    const manual = await ctx.sb.call('GET', `${BASE}/payout/manual_list/?lang=en`, { token: ctx.demo });
    expect(manual.body.results.map((s: any) => s.name)).toEqual(['Bank transfer']);
  });

  it("names the method of every payment answer in the request's language (create, list, one, cancel)", async () => {
    const nameIn = (headers: Record<string, string>) => ({ ...key(), ...headers });
    const made = await create('deposit', { amount: '50', payment_system: 'card' }, ctx.demo, nameIn({ 'Accept-Language': 'en-US,en;q=0.9' }));
    expect(made.status).toBe(201);
    expect(made.body.payment.payment_system_name).toBe('Bank card');
    const id = made.body.payment.id;
    const payout = await create('payout', { amount: '40', payment_system: 'card' }, ctx.demo, nameIn({ 'Accept-Language': 'ar-TN,ar;q=0.9' }));
    expect(payout.body.payment.payment_system_name).toBe('بطاقة بنكية');
    const get = (path: string, headers: Record<string, string> = {}) => ctx.sb.call('GET', `${BASE}/${path}`, { token: ctx.demo, headers });
    // The list and one payment: English and Arabic by Accept-Language or ?lang=; French without either.
    const listEn = await get('deposit/?filter=OPEN', { 'Accept-Language': 'en' });
    expect(listEn.body.results.find((p: any) => p.id === id).payment_system_name).toBe('Bank card');
    const listAr = await get('deposit/?filter=OPEN&lang=ar', { 'Accept-Language': 'en' });
    expect(listAr.body.results.find((p: any) => p.id === id).payment_system_name).toBe('بطاقة بنكية');
    expect((await get(`deposit/${id}/`, { 'Accept-Language': 'ar' })).body.payment_system_name).toBe('بطاقة بنكية');
    expect((await get(`deposit/${id}/?lang=en`)).body.payment_system_name).toBe('Bank card');
    expect((await get(`deposit/${id}/`)).body.payment_system_name).toBe('Carte bancaire');
    expect((await get('payout/', { 'Accept-Language': 'en' })).body.results.find((p: any) => p.id === payout.body.payment.id).payment_system_name).toBe('Bank card');
    // The cancellation's answer too; nothing else of the payment changes with the language.
    const cancelled = await ctx.sb.call('POST', `${BASE}/deposit/${id}/cancel_payment/`, { token: ctx.demo, headers: nameIn({ 'Accept-Language': 'ar' }) });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.payment.payment_system_name).toBe('بطاقة بنكية');
    const [fr, en] = [await get(`deposit/${id}/`), await get(`deposit/${id}/`, { 'Accept-Language': 'en' })];
    expect({ ...en.body, payment_system_name: fr.body.payment_system_name }).toEqual(fr.body);
  });

  it('lists payout systems with 10 EUR converted, the last deposit marked and the others capped to the winnings', async () => {
    const res = await ctx.sb.call('GET', `${BASE}/payout/system_list/`, { token: ctx.demo });
    const bySlug = Object.fromEntries(res.body.results.map((s: any) => [s.slug, s]));
    expect(Object.keys(bySlug)).toEqual(['card', 'bank_transfer', 'ewallet']);
    // 10 EUR = 33.898… TND -> 33.90.
    expect(bySlug.card).toMatchObject({ min: '33.90', last_deposit: true, max_amount: null, online: true });
    // Deposited 600.00, taken 240.00 (100 paid, 140 held): 360.00 must go back to the card; 1000 - 360 = 640.
    expect(bySlug.ewallet).toMatchObject({ last_deposit: false, max_amount: '640.00' });
    expect(bySlug.bank_transfer).toMatchObject({ online: false, max_amount: '640.00' });
    const manual = await ctx.sb.call('GET', `${BASE}/payout/manual_list`, { token: ctx.demo });
    expect(manual.body.results.map((s: any) => s.slug)).toEqual(['bank_transfer']);
  });

  it('converts limits into the player currency', async () => {
    const reg = await ctx.sb.call('POST', '/api/accounts/registration/', {
      body: { username: 'euro.player', email: 'euro@example.test', password: 'euro-pass-123', password2: 'euro-pass-123', currency: 'EUR', age_confirmed: true, terms_accepted: true },
    });
    expect(reg.status).toBe(201);
    const mail = await ctx.sb.lastEmail('euro@example.test');
    expect((await ctx.sb.call('POST', `/api/accounts/email-verify/${mail!.links[0].split('/').pop()}`)).status).toBe(200);
    const { access } = await ctx.sb.login('euro.player', 'euro-pass-123');
    const res = await ctx.sb.call('GET', `${BASE}/deposit/system_list/`, { token: access });
    const card = res.body.results.find((s: any) => s.slug === 'card');
    // 5 EUR minimum exactly; 5000 TND × 0.295 = 1475.00.
    expect(card).toMatchObject({ min: '5.00', max: '1475.00', currency: 'EUR' });
  });

  it('needs a signed-in player', async () => {
    expect((await ctx.sb.call('GET', `${BASE}/deposit/system_list/`)).status).toBe(401);
    expect((await ctx.sb.call('GET', `${BASE}/payout/`)).body.code).toBe('not_authenticated');
  });
});

describe('deposits', () => {
  it('creates a card deposit at 10 with a tokened redirect link, money unchanged', async () => {
    const res = await create('deposit', { amount: '50', payment_system: 'card', return_url: '/profile/replenishment?x=1' });
    expect(res.status).toBe(201);
    const p = res.body.payment;
    expect(p).toMatchObject({ type: 'deposit', amount: '50.00', amount_currency: 'TND', status: 10, status_name: 'started', flow: 'frame', cancellable: true, user: DEMO, return_url: '/profile/replenishment?x=1' });
    expect(p.redirect_link).toMatch(new RegExp(`^http://localhost/sandbox/payments/card/\\?payment=${p.id}&token=[\\w-]{20,}$`));
    expect(p.timeline).toEqual([{ status: 10, at: '2025-01-15T12:00:00.000Z' }]);
    expect(res.body.balances).toEqual({ balance: '1000.00', bonus_balance: '5.00', held_balance: '140.00' });
    const one = await ctx.sb.call('GET', `${BASE}/deposit/${p.id}`, { token: ctx.demo });
    expect(one.body).toEqual(p);
  });

  it("creates an e-wallet deposit at 20 whose link is the wallet's app; crypto goes through its own API", async () => {
    const wallet = await create('deposit', { amount: 20, payment_system: 'ewallet' });
    expect(wallet.body.payment).toMatchObject({ status: 20, flow: 'none' });
    expect(wallet.body.payment.redirect_link).toMatch(new RegExp(`^http://localhost/sandbox/payments/ewallet/\\?payment=${wallet.body.payment.id}&token=[\\w-]{20,}$`));
    const crypto = await create('deposit', { amount: '30', payment_system: 'crypto' });
    expect(crypto.status).toBe(400);
    expect(crypto.body).toMatchObject({ code: 'invalid', errors: [{ field: 'payment_system', code: 'invalid' }] });
  });

  it('refuses with the contract codes, never a 500', async () => {
    const cases: [Record<string, unknown>, number, string, string?][] = [
      [{ amount: '50', payment_system: 'd17' }, 400, 'payment_system_disabled'],
      [{ amount: '16.94', payment_system: 'card' }, 400, 'payment_system_limits'],
      [{ amount: '5000.01', payment_system: 'card' }, 400, 'payment_system_limits'],
      [{ amount: '25000', payment_system: 'bank_transfer' }, 400, 'transaction_limit'],
      [{ amount: '50', payment_system: 'nope' }, 400, 'invalid', 'payment_system'],
      [{ amount: 'abc', payment_system: 'card' }, 400, 'invalid', 'amount'],
      [{ amount: '10.001', payment_system: 'card' }, 400, 'invalid', 'amount'],
      [{ amount: '0', payment_system: 'card' }, 400, 'invalid', 'amount'],
      [{ amount: -5, payment_system: 'card' }, 400, 'invalid', 'amount'],
      [{ payment_system: 'card' }, 400, 'invalid', 'amount'],
      [{ amount: '50', payment_system: 'card', return_url: 'https://evil.example/steal' }, 400, 'return_url_not_allowed', 'return_url'],
      [{ amount: '50', payment_system: 'card', return_url: 'javascript:alert(1)' }, 400, 'return_url_not_allowed', 'return_url'],
    ];
    for (const [body, status, code, field] of cases) {
      const res = await create('deposit', body);
      expect([JSON.stringify(body), res.status, res.body.code]).toEqual([JSON.stringify(body), status, code]);
      if (field) expect(res.body.errors[0].field).toBe(field);
    }
    expect((await ctx.sb.call('GET', `${BASE}/deposit/?page_size=100`, { token: ctx.demo })).body.count).toBe(10);
  });

  it('a retried POST with the same Idempotency-Key creates one payment', async () => {
    const headers = key();
    const first = await create('deposit', { amount: '60', payment_system: 'card' }, ctx.demo, headers);
    const again = await create('deposit', { amount: '60', payment_system: 'card' }, ctx.demo, headers);
    expect(again.status).toBe(201);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(again.body.payment.id).toBe(first.body.payment.id);
    const { rows } = await ctx.sb.db.query<{ n: number }>("SELECT count(*)::int AS n FROM payments WHERE user_id = $1 AND amount = 60 AND payment_system = 'card'", [DEMO]);
    expect(rows[0].n).toBe(1);
    const other = await create('deposit', { amount: '61', payment_system: 'card' }, ctx.demo, headers);
    expect(other.body.code).toBe('idempotency_key_reused');
  });

  it('lists newest first with paging; another player sees none of them (404 on one)', async () => {
    const page = await ctx.sb.call('GET', `${BASE}/deposit?page=2&page_size=3`, { token: ctx.demo });
    expect(page.body).toMatchObject({ count: 10, page: 2 });
    expect(page.body.results.map((p: any) => p.id)).toEqual([6, 9, 5]);
    expect((await ctx.sb.call('GET', `${BASE}/deposit/?page_size=101`, { token: ctx.demo })).body.errors[0].field).toBe('page_size');
    expect((await ctx.sb.call('GET', `${BASE}/deposit/1/`, { token: ctx.low })).status).toBe(404);
    expect((await ctx.sb.call('GET', `${BASE}/payout/1/`, { token: ctx.demo })).status).toBe(404);
    expect((await ctx.sb.call('GET', `${BASE}/deposit/99999999999/`, { token: ctx.demo })).status).toBe(404);
    expect((await ctx.sb.call('GET', `${BASE}/deposit/`, { token: ctx.low })).body).toEqual({ count: 0, page: 1, results: [] });
  });
});

describe('open payments, on any device', () => {
  it('filters the deposits with the withdrawal filter: open, in process, completed, blocked, rejected', async () => {
    const ids = async (filter: string) => (await ctx.sb.call('GET', `${BASE}/deposit/?filter=${filter}`, { token: ctx.demo })).body.results.map((p: any) => p.id);
    expect(await ids('ALL')).toEqual([10, 7, 8, 6, 9, 5, 4, 3, 2, 1]);
    expect(await ids('OPEN')).toEqual([10, 8]);
    expect(await ids('in_process')).toEqual([7, 6]);
    expect(await ids('COMPLETED')).toEqual([9, 2, 1]);
    expect(await ids('BLOCKED')).toEqual([5]);
    expect(await ids('REJECTED')).toEqual([4, 3]);
    const bad = await ctx.sb.call('GET', `${BASE}/deposit/?filter=PENDING`, { token: ctx.demo });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'invalid', errors: [{ field: 'filter', code: 'invalid' }] });
    // Paged like the unfiltered list; only the caller's.
    const page = await ctx.sb.call('GET', `${BASE}/deposit/?filter=ALL&page=2&page_size=4`, { token: ctx.demo });
    expect(page.body).toMatchObject({ count: 10, page: 2 });
    expect(page.body.results.map((p: any) => p.id)).toEqual([9, 5, 4, 3]);
    expect((await ctx.sb.call('GET', `${BASE}/deposit/?filter=OPEN`, { token: ctx.low })).body).toEqual({ count: 0, page: 1, results: [] });
  });

  it('lists a new deposit and a crypto deposit awaiting its coins as open, newest first, and a cancelled payout no more', async () => {
    const card = await create('deposit', { amount: '40', payment_system: 'card' });
    expect(card.status).toBe(201);
    const crypto = await ctx.sb.call('POST', '/services/crypto-pay/create-payment', { token: ctx.demo, body: { pay_currency: 'usdttrc20', amount: '50.00' }, headers: key() });
    expect(crypto.status).toBe(201);
    const open = await ctx.sb.call('GET', `${BASE}/deposit/?filter=OPEN`, { token: ctx.demo });
    expect(open.body.results.map((p: any) => [p.id, p.status, p.payment_system])).toEqual([
      [crypto.body.payment_id, 20, 'crypto'],
      [card.body.payment.id, 10, 'card'],
      [10, 10, 'card'],
      [8, 20, 'bank_transfer'],
    ]);
    const payout = await create('payout', { amount: '40', payment_system: 'card' });
    const openPayouts = async () => (await ctx.sb.call('GET', `${BASE}/payout/?filter=OPEN`, { token: ctx.demo })).body.results.map((p: any) => p.id);
    expect(await openPayouts()).toEqual([payout.body.payment.id, 17]);
    await ctx.sb.call('POST', `${BASE}/payout/${payout.body.payment.id}/cancel_payment/`, { token: ctx.demo, headers: key() });
    expect(await openPayouts()).toEqual([17]);
  });
});

describe('payouts', () => {
  it('holds the amount at once, cancel releases it, a second cancel is 409', async () => {
    const res = await create('payout', { amount: '100', payment_system: 'card' });
    expect(res.status).toBe(201);
    expect(res.body.payment).toMatchObject({ status: 20, cancellable: true, redirect_link: null, type: 'payout' });
    expect(res.body.balances).toEqual({ balance: '900.00', bonus_balance: '5.00', held_balance: '240.00' });
    const id = res.body.payment.id;
    const cancel = await ctx.sb.call('POST', `${BASE}/payout/${id}/cancel_payment/`, { token: ctx.demo, headers: key() });
    expect(cancel.status).toBe(200);
    expect(cancel.body.payment).toMatchObject({ status: 40, failure_reason: 'cancelled', cancellable: false });
    expect(cancel.body.balances).toEqual({ balance: '1000.00', bonus_balance: '5.00', held_balance: '140.00' });
    expect(cancel.body.payment.timeline.map((t: any) => t.status)).toEqual([20, 40]);
    const again = await ctx.sb.call('POST', `${BASE}/payout/${id}/cancel_payment`, { token: ctx.demo, headers: key() });
    expect(again).toMatchObject({ status: 409, body: { code: 'payment_not_cancellable' } });
    // An offline (manual) bank payout cannot be cancelled; another player's is not found.
    expect((await ctx.sb.call('POST', `${BASE}/payout/15/cancel_payment/`, { token: ctx.demo, headers: key() })).body.code).toBe('payment_not_cancellable');
    expect((await ctx.sb.call('POST', `${BASE}/payout/17/cancel_payment/`, { token: ctx.low, headers: key() })).status).toBe(404);
    const { rows } = await ctx.sb.db.query<{ reason: string; amount: string }>(
      "SELECT reason, amount::text AS amount FROM wallet_ledger WHERE reference_type = 'payment' AND reference_id = $1 ORDER BY id",
      [String(id)],
    );
    expect(rows).toEqual([
      { reason: 'payout_hold', amount: '-100.00' },
      { reason: 'payout_hold', amount: '100.00' },
      { reason: 'payout_release', amount: '-100.00' },
      { reason: 'payout_release', amount: '100.00' },
    ]);
    expect(await auditWallet(ctx.sb.db)).toEqual([]);
  });

  it('refuses with the contract codes', async () => {
    // Sign-in refuses an unconfirmed e-mail; a signed-in player whose address is unconfirmed again
    // (a change of e-mail waiting for its link) is refused at the payout.
    await ctx.sb.db.query('UPDATE users SET email_verified = false WHERE id = $1', [DEMO]);
    const unverified = await create('payout', { amount: '50', payment_system: 'card' });
    expect([unverified.status, unverified.body.code]).toEqual([403, 'email_not_verified']);
    await ctx.sb.db.query('UPDATE users SET email_verified = true WHERE id = $1', [DEMO]);
    const low = await create('payout', { amount: '50', payment_system: 'card' }, ctx.low);
    expect([low.status, low.body.code]).toEqual([403, 'documents_not_approved']);
    const cases: [Record<string, unknown>, number, string, string?][] = [
      [{ amount: '2000', payment_system: 'card' }, 400, 'not_enough_money'],
      [{ amount: '640.01', payment_system: 'ewallet' }, 400, 'payout_method_not_allowed'],
      [{ amount: '33.89', payment_system: 'card' }, 400, 'payment_system_limits'],
      [{ amount: '25000', payment_system: 'card' }, 400, 'transaction_limit'],
      [{ amount: '100', payment_system: 'bank_transfer' }, 400, 'invalid', 'account'],
      [{ amount: '100', payment_system: 'crypto' }, 400, 'invalid', 'payment_system'],
      [{ amount: '1,5', payment_system: 'card' }, 400, 'invalid', 'amount'],
    ];
    for (const [body, status, code, field] of cases) {
      const res = await create('payout', body);
      expect([JSON.stringify(body), res.status, res.body.code]).toEqual([JSON.stringify(body), status, code]);
      if (field) expect(res.body.errors[0].field).toBe(field);
    }
    expect(await balances()).toEqual({ balance: '1000.00', bonus_balance: '5.00', held_balance: '140.00' });
    // Within the winnings another method is fine; the bank keeps the IBAN.
    const ok = await create('payout', { amount: '640', payment_system: 'bank_transfer', account: ' TN5910006035183598478831 ' });
    expect(ok.body.payment).toMatchObject({ status: 20, account: 'TN5910006035183598478831', cancellable: false });
    // The whole balance to the card of the last deposit.
    expect((await create('payout', { amount: '360', payment_system: 'card' })).status).toBe(201);
    expect(await balances()).toEqual({ balance: '0.00', bonus_balance: '5.00', held_balance: '1140.00' });
    expect((await create('payout', { amount: '34', payment_system: 'card' })).body.code).toBe('not_enough_money');
  });

  it('filters the withdrawals', async () => {
    const ids = async (filter: string) => (await ctx.sb.call('GET', `${BASE}/payout/?filter=${filter}`, { token: ctx.demo })).body.results.map((p: any) => p.id);
    expect(await ids('ALL')).toEqual([17, 16, 15, 14, 13, 12, 11]);
    expect(await ids('OPEN')).toEqual([17]);
    expect(await ids('in_process')).toEqual([16, 15]);
    expect(await ids('COMPLETED')).toEqual([11]);
    expect(await ids('BLOCKED')).toEqual([12]);
    expect(await ids('REJECTED')).toEqual([14, 13]);
    expect((await ctx.sb.call('GET', `${BASE}/payout/?filter=NOPE`, { token: ctx.demo })).body.errors[0]).toMatchObject({ field: 'filter', code: 'invalid' });
    const approve = await ctx.sb.call('GET', `${BASE}/payout/approve_list/`, { token: ctx.demo });
    expect(approve.body.results.map((p: any) => p.id)).toEqual([17]);
    expect((await ctx.sb.call('GET', `${BASE}/deposit/approve_list`, { token: ctx.demo })).body.results.map((p: any) => p.id)).toEqual([8]);
  });
});

describe('approvals', () => {
  it('are for staff only; pay out a payout along 20 -> 21 -> 30; a wrong step is 409', async () => {
    const player = await ctx.sb.call('POST', `${BASE}/payout/17/approve_success/`, { token: ctx.demo, headers: key() });
    expect([player.status, player.body.code]).toEqual([403, 'permission_denied']);
    const admin = (await ctx.sb.login('admin')).access;
    const approved = await ctx.sb.call('POST', `${BASE}/payout/17/approve_success/`, { token: admin, headers: key() });
    expect(approved.body).toMatchObject({ id: 17, status: 21, cancellable: false });
    // A repeat is a no-op 200; a step from elsewhere a conflict that names both statuses.
    expect((await ctx.sb.call('POST', `${BASE}/payout/17/approve_success`, { token: admin, headers: key() })).body.status).toBe(21);
    const wrong = await ctx.sb.call('POST', `${BASE}/payout/17/manual_success/`, { token: admin, headers: key() });
    expect([wrong.status, wrong.body.code]).toEqual([409, 'payment_status_conflict']);
    expect(wrong.body.message).toMatch(/approved.*success/);
    const paid = await ctx.sb.call('POST', `${BASE}/payout/17/process_after_approve/`, { token: admin, headers: key() });
    expect(paid.body.status).toBe(30);
    expect(await balances()).toEqual({ balance: '1000.00', bonus_balance: '5.00', held_balance: '105.00' });
    // manual_fail releases the bank payout's hold; approve_fail a new one's.
    expect((await ctx.sb.call('POST', `${BASE}/payout/15/manual_fail/`, { token: admin, headers: key() })).body).toMatchObject({ status: 40, failure_reason: 'manual_failed' });
    const id = (await create('payout', { amount: '50', payment_system: 'card' })).body.payment.id;
    expect((await ctx.sb.call('POST', `${BASE}/payout/${id}/approve_fail/`, { token: admin, headers: key() })).body.status).toBe(22);
    expect(await balances()).toEqual({ balance: '1060.00', bonus_balance: '5.00', held_balance: '45.00' });
    // The type in the path must match the payment's.
    expect((await ctx.sb.call('POST', `${BASE}/deposit/16/approve_success/`, { token: admin, headers: key() })).status).toBe(404);
    expect(await auditWallet(ctx.sb.db)).toEqual([]);
  });

  it('credit a bank deposit on process_after_approve', async () => {
    const admin = (await ctx.sb.login('admin')).access;
    expect((await ctx.sb.call('POST', `${BASE}/deposit/7/process_after_approve/`, { token: admin, headers: key() })).body).toMatchObject({ status: 30, credited_amount: '80.00' });
    expect((await balances()).balance).toBe('1080.00');
  });
});

describe('callbacks', () => {
  it('credit a deposit once, whether the provider calls twice or sends another event with the same outcome', async () => {
    const p = (await create('deposit', { amount: '50', payment_system: 'card' })).body.payment;
    const body = await signed(p.id, 'success', 'evt-1');
    const first = await ctx.sb.call('POST', `${BASE}/deposit/callback/card/`, { body });
    expect(first).toMatchObject({ status: 200, body: { ok: true, status: 30 } });
    const second = await ctx.sb.call('POST', `${BASE}/deposit/callback/card-3ds`, { body });
    expect(second).toMatchObject({ status: 200, body: { ok: true, status: 30 } });
    const other = await ctx.sb.call('POST', `${BASE}/deposit/callback/card/`, { body: await signed(p.id, 'success', 'evt-2') });
    expect(other.body).toEqual({ ok: true, status: 30 });
    expect((await balances()).balance).toBe('1050.00');
    const { rows } = await ctx.sb.db.query<{ n: number }>("SELECT count(*)::int AS n FROM wallet_ledger WHERE reason = 'deposit' AND reference_id = $1", [String(p.id)]);
    expect(rows[0].n).toBe(1);
    // A final payment refuses another outcome.
    const late = await ctx.sb.call('POST', `${BASE}/deposit/callback/card/`, { body: await signed(p.id, 'failed', 'evt-3') });
    expect([late.status, late.body.code]).toEqual([409, 'payment_status_conflict']);
    const one = (await ctx.sb.call('GET', `${BASE}/deposit/${p.id}/`, { token: ctx.demo })).body;
    expect(one).toMatchObject({ status: 30, credited_amount: '50.00', redirect_link: null });
  });

  it('accept GET with the query, and refuse bad signatures, unknown payments and bad input', async () => {
    const p = (await create('deposit', { amount: '50', payment_system: 'ewallet' })).body.payment;
    const body = await signed(p.id, 'failed', 'evt-g');
    const get = await ctx.sb.call('GET', `${BASE}/deposit/callback/ewallet/?${new URLSearchParams(body as never)}`);
    expect(get.body).toEqual({ ok: true, status: 40 });
    const forged = await ctx.sb.call('POST', `${BASE}/deposit/callback/ewallet/`, { body: { ...(await signed(p.id, 'success', 'evt-f')), status: 'success', signature: 'a'.repeat(64) } });
    expect([forged.status, forged.body.code]).toEqual([401, 'invalid_signature']);
    const tampered = { ...(await signed(p.id, 'pending', 'evt-t')), status: 'success' };
    expect((await ctx.sb.call('POST', `${BASE}/deposit/callback/ewallet/`, { body: tampered })).status).toBe(401);
    expect((await ctx.sb.call('POST', `${BASE}/deposit/callback/card/`, { body: await signed(p.id, 'success', 'evt-x') })).status).toBe(404);
    expect((await ctx.sb.call('POST', `${BASE}/payout/callback/ewallet/`, { body: await signed(p.id, 'success', 'evt-y') })).status).toBe(404);
    const bad = await ctx.sb.call('POST', `${BASE}/deposit/callback/ewallet/`, { body: { payment_id: 'x', status: 'won' } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: any) => e.field)).toEqual(['payment_id', 'status', 'event_id', 'signature']);
    expect((await ctx.sb.call('POST', `${BASE}/deposit/callback/Bad Slug/`, { body: {} })).status).toBe(404);
  });

  it('pay out or release a payout', async () => {
    expect((await ctx.sb.call('POST', `${BASE}/payout/callback/card/`, { body: await signed(17, 'success', 'p-1') })).body.status).toBe(30);
    expect((await ctx.sb.call('POST', `${BASE}/payout/callback/card/`, { body: await signed(16, 'failed', 'p-2') })).body.status).toBe(40);
    // 21 cannot expire (21 -> 27, 30, 40 only).
    expect((await ctx.sb.call('POST', `${BASE}/payout/callback/bank_transfer/`, { body: await signed(15, 'expired', 'p-3') })).body.code).toBe('payment_status_conflict');
    expect(await balances()).toEqual({ balance: '1045.00', bonus_balance: '5.00', held_balance: '60.00' });
    expect(await auditWallet(ctx.sb.db)).toEqual([]);
  });
});

describe('control plane', () => {
  it('lists every payment, drives callbacks (twice: credited once), actions and expiry', async () => {
    const list = await ctx.sb.call('GET', '/sandbox/api/payments');
    expect(list.body).toHaveLength(17);
    expect(list.body[0]).toMatchObject({ id: 17, username: 'demo' });
    const p = (await create('deposit', { amount: '70', payment_system: 'ewallet' })).body.payment;
    const twice = await ctx.sb.call('POST', `/sandbox/api/payments/${p.id}/callback`, { body: { status: 'success', times: 2 } });
    expect(twice.body).toMatchObject({ ok: true, status: 30 });
    expect(twice.body.deliveries).toHaveLength(2);
    expect((await balances()).balance).toBe('1070.00');
    expect((await ctx.sb.call('POST', `/sandbox/api/payments/${p.id}/callback`, { body: { status: 'won' } })).status).toBe(400);
    expect((await ctx.sb.call('POST', '/sandbox/api/payments/17/approve_success')).body.status).toBe(21);
    expect((await ctx.sb.call('POST', '/sandbox/api/payments/17/approve_fail')).body.code).toBe('payment_status_conflict');
    expect((await ctx.sb.call('POST', '/sandbox/api/payments/16/expire')).body.code).toBe('payment_status_conflict');
    expect((await ctx.sb.call('POST', '/sandbox/api/payments/10/expire')).body).toMatchObject({ status: 45, failure_reason: 'expired' });
    expect((await ctx.sb.call('POST', '/sandbox/api/payments/999999/expire')).status).toBe(404);
    const docs = await ctx.sb.call('POST', '/sandbox/api/payments/documents', { body: { username: 'low', documents_status: 'approved' } });
    expect(docs.status).toBe(200);
    expect((await create('payout', { amount: '50', payment_system: 'card' }, ctx.low)).body.code).toBe('not_enough_money');
  });
});

describe('online payment history', () => {
  it('lists each payment once at its latest status, newest first, with filters', async () => {
    const path = '/services/facade/history/payment';
    const all = await ctx.sb.call('GET', `${path}/`, { token: ctx.demo });
    expect(all.status).toBe(200);
    // demo's 17 seeded payments, each once (their timelines hold 36 status changes).
    expect(all.body.count).toBe(17);
    expect(all.body.results[0]).toEqual({ id: expect.any(Number), payment_id: 17, currency: 'TND', amount: '35.00', status: 20, payment_system: 'card', payment_type: 'payout', created_at: '2025-01-15T11:00:00.000Z' });
    const ids = (await ctx.sb.call('GET', `${path}/?page_size=100`, { token: ctx.demo })).body.results.map((r: any) => r.payment_id);
    expect(ids).toEqual([17, 10, 16, 7, 8, 15, 6, 14, 9, 13, 12, 5, 11, 4, 3, 2, 1]);
    const success = await ctx.sb.call('GET', `${path}?status=30&payment_type=deposit`, { token: ctx.demo });
    expect(success.body.results.map((r: any) => r.payment_id)).toEqual([9, 2, 1]);
    // A payment that went 10 -> 20 -> 21 is listed at 21 only: an older status filters it out.
    expect((await ctx.sb.call('GET', `${path}?status=20&payment_type=deposit`, { token: ctx.demo })).body.results.map((r: any) => r.payment_id)).toEqual([8]);
    const day = await ctx.sb.call('GET', `${path}?date_from=2025-01-15T06:00:00Z&date_to=2025-01-15T11:00:00Z`, { token: ctx.demo });
    expect(day.body.results.map((r: any) => `${r.payment_id}:${r.status}`)).toEqual(['10:10', '16:21', '7:21']);
    const bad = await ctx.sb.call('GET', `${path}/?status=11&date_from=yesterday&payment_type=x`, { token: ctx.demo });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: any) => e.field).sort()).toEqual(['date_from', 'payment_type', 'status']);
    expect((await ctx.sb.call('GET', `${path}/`, { token: ctx.low })).body.count).toBe(0);
  });

  it('lists a payment once after it changed status: the row follows it', async () => {
    const path = '/services/facade/history/payment';
    const made = await create('payout', { amount: '40', payment_system: 'card' });
    expect(made.body).toMatchObject({ payment: { status: 20 } });
    const id = made.body.payment.id;
    expect((await ctx.sb.call('POST', `${BASE}/payout/${id}/cancel_payment/`, { token: ctx.demo, headers: key() })).status).toBe(200);
    const rows = (await ctx.sb.call('GET', `${path}/?payment_type=payout&page_size=100`, { token: ctx.demo })).body.results.filter((r: any) => r.payment_id === id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 40, amount: '40.00' });
  });
});
