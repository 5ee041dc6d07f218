// Money in follows the responsible-gaming rules of a deposit (docs/api.md "Transfers", docs/security.md):
// a cashier's transfer to a player is refused during the player's time-out or self-exclusion and counts
// toward their deposit limits, by the player's API token path and by QA's agent transfer alike, and
// racing a time-out or another transfer it never lands past either rule.
import { beforeEach, describe, expect, it } from 'vitest';
import { auditWallet } from '../../../demo/sandbox/services/wallet';
import { sandboxPerTest, type Sandbox } from './helpers';

const T = '/api/backoffice/transactions/';
const CASHPLAYER = 1007;
const AGENT = 1003;

const ctx = sandboxPerTest(Date.UTC(2025, 0, 15, 12, 0, 0));
let sb: Sandbox;
let cash: string;
let agent: string;
let keys = 0;
const key = () => ({ 'Idempotency-Key': `money-in-${++keys}` });

beforeEach(async () => {
  sb = ctx.sb;
  cash = (await sb.login('cashplayer')).access;
  agent = (await sb.login('agent')).access;
});

const payIn = (amount: string) => sb.call('POST', T, { token: agent, body: { amount, currency: 'TND', recipient_id: CASHPLAYER }, headers: key() });
const qaPayIn = (amount: string) => sb.call('POST', '/sandbox/api/transfers', { body: { from: AGENT, to: CASHPLAYER, amount }, headers: key() });
const balanceOf = async (id: number) => (await sb.db.query<{ balance: string }>('SELECT balance::text AS balance FROM users WHERE id = $1', [id])).rows[0].balance;
const transfersTo = async (id: number) => (await sb.db.query<{ n: number }>('SELECT count(*)::int AS n FROM transfers WHERE to_id = $1', [id])).rows[0].n;
const timeOut = (token: string) => sb.call('POST', '/api/users/self-exclusion/', { token, body: { kind: 'timeout', duration: '24h' } });
const depositDaily = async (token: string) => (await sb.call('GET', '/api/users/limits/', { token })).body.usage.deposit_daily;

describe('a transfer in during a time-out or self-exclusion', () => {
  it('is refused 403 self_excluded on both paths, nothing moves', async () => {
    expect((await timeOut(cash)).status).toBe(200);
    const before = await transfersTo(CASHPLAYER);
    for (const res of [await payIn('50.00'), await qaPayIn('50.00')]) {
      expect(res.status, res.text).toBe(403);
      expect(res.body).toMatchObject({ code: 'self_excluded', kind: 'timeout', ends_at: '2025-01-16T12:00:00.000Z', message: expect.stringContaining('player') });
    }
    expect(await balanceOf(CASHPLAYER)).toBe('150.00');
    expect(await balanceOf(AGENT)).toBe('5000.00');
    expect(await transfersTo(CASHPLAYER)).toBe(before);
    expect(await auditWallet(sb.db)).toEqual([]);
  });

  it('is refused during a self-exclusion and accepted again once QA ends it', async () => {
    const res = await sb.call('POST', '/api/users/self-exclusion/', { token: cash, body: { kind: 'self_exclusion', months: 6, password: 'cashplayer1234' } });
    expect(res.status, res.text).toBe(200);
    expect((await payIn('20.00')).body.code).toBe('self_excluded');
    expect((await sb.call('POST', '/sandbox/api/rg/exclusion/end', { body: { username: 'cashplayer' } })).status).toBe(200);
    expect((await payIn('20.00')).status).toBe(201);
    expect(await balanceOf(CASHPLAYER)).toBe('170.00');
  });

  it('racing the time-out: lands before it or is refused, never after; no 500 and the ledger balances', async () => {
    for (let round = 0; round < 4; round++) {
      const token = (await sb.login('cashplayer')).access;
      const balance = await balanceOf(CASHPLAYER);
      const [paid, excluded] = await Promise.all([payIn('10.00'), timeOut(token)]);
      expect(excluded.status, excluded.text).toBe(200);
      expect([201, 403], paid.text).toContain(paid.status);
      if (paid.status === 403) expect(paid.body.code).toBe('self_excluded');
      const credited = paid.status === 201 ? 1000 : 0;
      expect(Math.round(Number(await balanceOf(CASHPLAYER)) * 100)).toBe(Math.round(Number(balance) * 100) + credited);
      // Whichever came first, the time-out now holds: the next transfer is refused.
      expect((await payIn('10.00')).body.code).toBe('self_excluded');
      await sb.call('POST', '/sandbox/api/rg/exclusion/end', { body: { username: 'cashplayer' } });
    }
    expect(await auditWallet(sb.db)).toEqual([]);
  });
});

describe('transfers in count toward the deposit limit', () => {
  it('a 40.00 daily limit lets in one 30.00, refuses 15.00 more, and the usage shows it', async () => {
    expect((await sb.call('PUT', '/api/users/limits/', { token: cash, body: { deposit_daily: '40.00' } })).status).toBe(200);
    expect((await payIn('30.00')).status).toBe(201);
    expect(await depositDaily(cash)).toMatchObject({ used: '30.00', remaining: '10.00' });
    const over = await qaPayIn('15.00');
    expect(over.status, over.text).toBe(403);
    expect(over.body).toMatchObject({ code: 'deposit_limit_reached', limit_field: 'deposit_daily', limit: '40.00', used: '30.00', remaining: '10.00', currency: 'TND' });
    expect(over.body.message).toContain("player's deposit limit");
    // A card deposit sees the transfer's money too.
    const card = await sb.call('POST', '/api/backoffice/payments/deposit/', { token: cash, body: { amount: '20.00', payment_system: 'card' }, headers: key() });
    expect(card.status, card.text).toBe(403);
    expect(card.body).toMatchObject({ code: 'deposit_limit_reached', used: '30.00' });
    expect(await balanceOf(CASHPLAYER)).toBe('180.00');
  });

  it('five 500.00 transfers sent at once past a 20.00 daily limit: none lands', async () => {
    expect((await sb.call('PUT', '/api/users/limits/', { token: cash, body: { deposit_daily: '20.00' } })).status).toBe(200);
    const answers = await Promise.all(Array.from({ length: 5 }, () => payIn('500.00')));
    expect(answers.map((a) => a.status)).toEqual([403, 403, 403, 403, 403]);
    expect(answers.every((a) => a.body.code === 'deposit_limit_reached')).toBe(true);
    expect(await balanceOf(CASHPLAYER)).toBe('150.00');
  });

  it('racing transfers never pass the limit together: of four 15.00 under 40.00, exactly two land', async () => {
    expect((await sb.call('PUT', '/api/users/limits/', { token: cash, body: { deposit_daily: '40.00' } })).status).toBe(200);
    const answers = await Promise.all([payIn('15.00'), payIn('15.00'), qaPayIn('15.00'), qaPayIn('15.00')]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 201, 403, 403]);
    expect(await depositDaily(cash)).toMatchObject({ used: '30.00', remaining: '10.00' });
    expect(await balanceOf(CASHPLAYER)).toBe('180.00');
    expect(await auditWallet(sb.db)).toEqual([]);
  });

  it('a player paying their cashier is not money in: no limit of the cashier, none of the player', async () => {
    expect((await sb.call('PUT', '/api/users/limits/', { token: cash, body: { deposit_daily: '20.00' } })).status).toBe(200);
    const res = await sb.call('POST', T, { token: cash, body: { amount: '50.00', currency: 'TND', recipient_id: AGENT }, headers: key() });
    expect(res.status, res.text).toBe(201);
    expect(await depositDaily(cash)).toMatchObject({ used: '0.00' });
  });
});
