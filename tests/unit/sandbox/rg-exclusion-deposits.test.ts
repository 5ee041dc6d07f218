// A time-out or self-exclusion ends every open deposit of the player in its own transaction
// (docs/api.md "Responsible gaming: exclusion, session, jurisdiction" §1, docs/security.md): a deposit
// started before it cannot complete during it, even when its provider page is submitted afterwards or
// at the same moment. Other players' deposits are left alone.
import { describe, expect, it } from 'vitest';
import { auditWallet, getAllBalances } from '../../../demo/sandbox/services/wallet';
import { sandboxPerTest } from './helpers';

const ctx = sandboxPerTest();
let n = 0;

async function deposit(token: string, system: string, amount = '40') {
  const res = await ctx.sb.call('POST', '/api/backoffice/payments/deposit/', {
    token,
    body: { amount, payment_system: system },
    headers: { 'Idempotency-Key': `rg-dep-${++n}` },
  });
  expect(res.status, res.text).toBe(201);
  const { rows } = await ctx.sb.db.query<{ checkout_token: string }>('SELECT checkout_token FROM payments WHERE id = $1', [res.body.payment.id]);
  return { id: res.body.payment.id as number, token: rows[0].checkout_token };
}

const row = async (id: number) =>
  (await ctx.sb.db.query<{ status: number; failure_reason: string | null }>('SELECT status, failure_reason FROM payments WHERE id = $1', [id])).rows[0];
const history = async (id: number) =>
  (await ctx.sb.db.query<{ status: number; reason: string | null }>('SELECT status, reason FROM payment_status_history WHERE payment_id = $1 ORDER BY id', [id])).rows;
const balance = async (userId = 1001) => (await getAllBalances(ctx.sb.db, userId)).balance;
const payCard = (p: { id: number; token: string }) =>
  ctx.sb.call('POST', `/sandbox/payments/api/card/${p.id}/card`, { body: { token: p.token, number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' } });
const exclude = (token: string, body: unknown) => ctx.sb.call('POST', '/api/users/self-exclusion/', { token, body });

describe('a time-out ends the open deposits', () => {
  it('a card deposit created before it is failed (40, reason timeout) and its page cannot credit it afterwards', async () => {
    const card = await deposit(ctx.demo, 'card');
    const wallet = await deposit(ctx.demo, 'ewallet', '30');
    const other = await deposit(ctx.low, 'card', '20');
    const res = await exclude(ctx.demo, { kind: 'timeout', duration: '24h' });
    expect(res.status, res.text).toBe(200);
    for (const id of [card.id, wallet.id]) {
      expect(await row(id)).toEqual({ status: 40, failure_reason: 'timeout' });
      expect((await history(id)).at(-1)).toEqual({ status: 40, reason: 'timeout' });
    }
    expect((await row(other.id)).status).toBe(10);

    const paid = await payCard(card);
    expect(paid.status, paid.text).toBeLessThan(500);
    expect(paid.body.status).not.toBe(30);
    expect(await row(card.id)).toEqual({ status: 40, failure_reason: 'timeout' });
    expect(await balance()).toBe('1000.00');
    expect(await auditWallet(ctx.sb.db)).toEqual([]);
  });

  it('a self-exclusion does the same with its own reason; a credited deposit stays credited', async () => {
    const done = await deposit(ctx.demo, 'card');
    expect((await payCard(done)).body).toEqual({ step: 'done', status: 30 });
    const open = await deposit(ctx.demo, 'bank_transfer', '100');
    const res = await exclude(ctx.demo, { kind: 'self_exclusion', months: 6, password: 'demo1234' });
    expect(res.status, res.text).toBe(200);
    expect(await row(open.id)).toEqual({ status: 40, failure_reason: 'self_exclusion' });
    expect((await row(done.id)).status).toBe(30);
    expect(await balance()).toBe('1040.00');
  });

  it('a deposit past its deadline when the time-out starts expires (45) instead', async () => {
    const card = await deposit(ctx.demo, 'card');
    ctx.sb.clock.set(Date.UTC(2025, 0, 15, 12, 31, 0));
    // A fresh login: the first one's access token has expired by now.
    expect((await exclude((await ctx.sb.login('demo')).access, { kind: 'timeout', duration: '24h' })).status).toBe(200);
    expect(await row(card.id)).toEqual({ status: 45, failure_reason: 'expired' });
  });

  it('the card page submitted as the time-out starts: credited before it, or refused; never credited after', async () => {
    for (let round = 0; round < 4; round++) {
      const token = (await ctx.sb.login('demo')).access;
      const card = await deposit(token, 'card', '20');
      const before = await balance();
      const [paid, excluded] = await Promise.all([payCard(card), exclude(token, { kind: 'timeout', duration: '24h' })]);
      expect(excluded.status, excluded.text).toBe(200);
      expect(paid.status, paid.text).toBeLessThan(500);
      const after = await row(card.id);
      expect([30, 40]).toContain(after.status);
      const credited = after.status === 30 ? 2000 : 0;
      expect(Math.round(Number(await balance()) * 100)).toBe(Math.round(Number(before) * 100) + credited);
      await ctx.sb.call('POST', '/sandbox/api/rg/exclusion/end', { body: { username: 'demo' } });
    }
    expect(await auditWallet(ctx.sb.db)).toEqual([]);
  });
});
