// The bonus exchange (docs/api.md "Bonus exchange"): each rule and their order, exactly one
// exchange per Idempotency-Key and under two concurrent presses, the ledger and the history item it
// writes, the rules in another currency; the QA control that adds bonus items.
import { describe, expect, it } from 'vitest';
import { checkExchange } from '../../../demo/sandbox/services/bonus-exchange';
import { auditWallet, getAllBalances } from '../../../demo/sandbox/services/wallet';
import { sandboxPerTest } from './helpers';
import { BONUS_TYPES } from '../../../src/api/bonus-types';

const EXCHANGE = '/api/bonus-system/bonusbalance-to-balance/';
const RULES = '/api/bonus-system/rules/';
const LOW = 1002;
const DEMO = 1001;

const ctx = sandboxPerTest();

const exchange = (token: string, amount: unknown, key?: string) =>
  ctx.sb.call('POST', EXCHANGE, { token, body: { amount }, headers: key ? { 'Idempotency-Key': key } : {} });

/** A player's ledger rows since the seed: not its openings, not the seeded history's money (items 1–999). */
const ledgerOf = async (userId: number) =>
  (
    await ctx.sb.db.query<{ wallet: string; amount: string; reason: string; reference_type: string | null; reference_id: string | null }>(
      `SELECT wallet, amount::text AS amount, reason, reference_type, reference_id FROM wallet_ledger
        WHERE user_id = $1 AND reason <> 'opening' AND NOT (reference_type = 'bonus_history' AND reference_id::int < 1000)
        ORDER BY id`,
      [userId],
    )
  ).rows;

/** Moves low's money with the QA control (a credit or a debit of the bonus wallet, through the wallet). */
const bonusItem = (body: Record<string, unknown>) => ctx.sb.call('POST', '/sandbox/api/bonus-items', { body });

describe('POST /api/bonus-system/bonusbalance-to-balance/', () => {
  it('moves bonus to balance for low (0.50 TND, bonus 12.00), with the history item and ledger rows', async () => {
    const res = await exchange(ctx.low, '12.00', 'ex-1');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      code: 'ok',
      message: 'Balance converted.',
      amount: '12.00',
      currency: 'TND',
      balances: { balance: '12.50', bonus_balance: '0.00', held_balance: '0.00' },
    });
    expect(await getAllBalances(ctx.sb.db, LOW)).toEqual({ balance: '12.50', bonus_balance: '0.00', held_balance: '0.00' });

    const history = await ctx.sb.call('GET', '/api/bonus-system/bonusbalance/history?type=TransferBonusesToBalance', { token: ctx.low });
    expect(history.body.count).toBe(1);
    const item = history.body.results[0];
    expect(item).toMatchObject({ amount: '12.00', amount_currency: 'TND', type: 'TransferBonusesToBalance', is_accrued: false, is_acknowledged: true });
    expect(item.date).toBe('2025-01-15T12:00:00+00:00');

    expect(await ledgerOf(LOW)).toEqual([
      { wallet: 'bonus', amount: '-12.00', reason: 'bonus_exchange', reference_type: 'bonus_history', reference_id: String(item.id) },
      { wallet: 'balance', amount: '12.00', reason: 'bonus_exchange', reference_type: 'bonus_history', reference_id: String(item.id) },
    ]);
    expect(await auditWallet(ctx.sb.db)).toEqual([]);
  });

  it('takes a part of the bonus, both spellings of the path, a number as amount', async () => {
    const first = await ctx.sb.call('POST', EXCHANGE.slice(0, -1), { token: ctx.low, body: { amount: 3 } });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ amount: '3.00', balances: { balance: '3.50', bonus_balance: '9.00' } });
    // The balance is now 3.50: a second exchange is refused by the balance rule.
    const second = await exchange(ctx.low, '5.00');
    expect(second.status).toBe(400);
    expect(second.body.code).toBe('balance_not_low_enough');
  });

  it('refuses demo (1000 TND) with balance_not_low_enough and moves nothing', async () => {
    const res = await exchange(ctx.demo, '5.00', 'demo-1');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'balance_not_low_enough', message: 'Transfer is available if balance is less than 1 TND' });
    expect(await getAllBalances(ctx.sb.db, DEMO)).toMatchObject({ balance: '1000.00', bonus_balance: '5.00' });
    expect(await ledgerOf(DEMO)).toEqual(expect.not.arrayContaining([expect.objectContaining({ reason: 'bonus_exchange' })]));
  });

  it('refuses bad amounts with invalid on the amount field', async () => {
    for (const amount of ['0', '0.00', '-5', '3.001', 'abc', '', null, undefined]) {
      const res = await exchange(ctx.low, amount);
      expect(res.status, String(amount)).toBe(400);
      expect(res.body.code, String(amount)).toBe('invalid');
      expect(res.body.errors?.[0]?.field, String(amount)).toBe('amount');
    }
    expect(await ledgerOf(LOW)).toEqual([]);
  });

  it('checks the rules in order: amount too low, then the balance, then the bonus balance', async () => {
    // Under 3 TND: bonus_amount_too_low even for demo, whose balance also breaks the second rule.
    const low = await exchange(ctx.demo, '2.99');
    expect(low.status).toBe(400);
    expect(low.body).toMatchObject({ code: 'bonus_amount_too_low', message: 'Amount bonus less 3 TND' });
    expect(low.body.errors).toEqual([{ field: 'amount', code: 'bonus_amount_too_low', message: 'Amount bonus less 3 TND' }]);
    // 3.00 exactly is allowed by the first rule; demo's balance stops it.
    expect((await exchange(ctx.demo, '3.00')).body.code).toBe('balance_not_low_enough');
    // More than demo's bonus (5.00) is still the balance rule first.
    expect((await exchange(ctx.demo, '50.00')).body.code).toBe('balance_not_low_enough');
    // low passes the first two; 12.01 is more than the bonus.
    const short = await exchange(ctx.low, '12.01');
    expect(short.status).toBe(400);
    expect(short.body.code).toBe('insufficient_funds_on_bonus_balance');
    expect(short.body.errors?.[0]).toMatchObject({ field: 'amount', code: 'insufficient_funds_on_bonus_balance' });
    expect(await ledgerOf(LOW)).toEqual([]);
  });

  it('the balance limit is strict: 0.99 may exchange, 1.00 may not; 3.00 bonus may, 2.99 may not', () => {
    const rules = { exchange_min_bonus: '3.00', exchange_max_balance: '1.00', currency: 'TND' };
    const wallets = (balance: string) => ({ balance, bonus_balance: '3.00', held_balance: '0.00' });
    expect(() => checkExchange(rules, wallets('0.99'), '3.00')).not.toThrow();
    expect(() => checkExchange(rules, wallets('1.00'), '3.00')).toThrow(/less than 1 TND/);
    expect(() => checkExchange(rules, wallets('0.00'), '2.99')).toThrow(/Amount bonus less 3 TND/);
  });

  it('counts what open payouts hold as real money: parking the balance in a payout does not open the exchange', async () => {
    // demo (1000.00, bonus 5.00) parks the whole balance in a cancellable card payout: balance 0.00.
    const payout = await ctx.sb.call('POST', '/api/backoffice/payments/payout/', {
      token: ctx.demo,
      body: { amount: '1000', payment_system: 'card' },
      headers: { 'Idempotency-Key': 'park-1' },
    });
    expect(payout.status).toBe(201);
    expect(await getAllBalances(ctx.sb.db, DEMO)).toMatchObject({ balance: '0.00', bonus_balance: '5.00' });
    const res = await exchange(ctx.demo, '5.00', 'pump-1');
    expect([res.status, res.body.code]).toEqual([400, 'balance_not_low_enough']);
    // Cancelling the payout gives the 1000.00 back, and the bonus is still bonus (no 1005.00).
    const cancel = await ctx.sb.call('POST', `/api/backoffice/payments/payout/${payout.body.payment.id}/cancel_payment/`, {
      token: ctx.demo,
      headers: { 'Idempotency-Key': 'park-cancel-1' },
    });
    expect(cancel.status).toBe(200);
    expect(await getAllBalances(ctx.sb.db, DEMO)).toMatchObject({ balance: '1000.00', bonus_balance: '5.00' });
    expect(await ledgerOf(DEMO)).toEqual(expect.not.arrayContaining([expect.objectContaining({ reason: 'bonus_exchange' })]));
    expect(await auditWallet(ctx.sb.db)).toEqual([]);
  });

  it('the balance rule adds the held wallet: 0.50 + 0.49 held may exchange, 0.50 + 0.50 held may not', () => {
    const rules = { exchange_min_bonus: '3.00', exchange_max_balance: '1.00', currency: 'TND' };
    const wallets = (balance: string, held_balance: string) => ({ balance, bonus_balance: '3.00', held_balance });
    expect(() => checkExchange(rules, wallets('0.50', '0.49'), '3.00')).not.toThrow();
    expect(() => checkExchange(rules, wallets('0.50', '0.50'), '3.00')).toThrow(/less than 1 TND/);
    expect(() => checkExchange(rules, wallets('0.00', '140.00'), '3.00')).toThrow(/less than 1 TND/);
  });

  it('exchanges once under the same Idempotency-Key: the same answer replayed', async () => {
    const a = await exchange(ctx.low, '10.00', 'same-key');
    const b = await exchange(ctx.low, '10.00', 'same-key');
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(b.body).toEqual(a.body);
    expect(b.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await getAllBalances(ctx.sb.db, LOW)).toMatchObject({ balance: '10.50', bonus_balance: '2.00' });
    expect((await ledgerOf(LOW)).length).toBe(2);
    // The key with another amount is another request.
    expect((await exchange(ctx.low, '11.00', 'same-key')).status).toBe(422);
    expect(await auditWallet(ctx.sb.db)).toEqual([]);
  });

  it('exchanges once under two concurrent presses with different keys (the second sees the new balance)', async () => {
    const [a, b] = await Promise.all([exchange(ctx.low, '12.00', 'press-a'), exchange(ctx.low, '12.00', 'press-b')]);
    const statuses = [a.status, b.status].sort();
    expect(statuses).toEqual([200, 400]);
    const refused = a.status === 400 ? a : b;
    expect(['balance_not_low_enough', 'insufficient_funds_on_bonus_balance']).toContain(refused.body.code);
    expect(await getAllBalances(ctx.sb.db, LOW)).toMatchObject({ balance: '12.50', bonus_balance: '0.00' });
    expect((await ledgerOf(LOW)).length).toBe(2);
    const history = await ctx.sb.call('GET', '/api/bonus-system/bonusbalance/history?type=TransferBonusesToBalance', { token: ctx.low });
    expect(history.body.count).toBe(1);
    expect(await auditWallet(ctx.sb.db)).toEqual([]);
  });

  it('also exchanges once under two concurrent presses with the same key', async () => {
    const [a, b] = await Promise.all([exchange(ctx.low, '4.00', 'twin'), exchange(ctx.low, '4.00', 'twin')]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body).toEqual(b.body);
    expect(await getAllBalances(ctx.sb.db, LOW)).toMatchObject({ balance: '4.50', bonus_balance: '8.00' });
    expect(await auditWallet(ctx.sb.db)).toEqual([]);
  });

  it('needs a token', async () => {
    expect((await ctx.sb.call('POST', EXCHANGE, { body: { amount: '5.00' } })).status).toBe(401);
    expect((await ctx.sb.call('GET', RULES)).status).toBe(401);
  });
});

describe('GET /api/bonus-system/rules/', () => {
  it('gives the thresholds in TND for a TND player, both spellings', async () => {
    for (const path of [RULES, RULES.slice(0, -1)]) {
      const res = await ctx.sb.call('GET', path, { token: ctx.low });
      expect(res.status, path).toBe(200);
      expect(res.body).toEqual({ exchange_min_bonus: '3.00', exchange_max_balance: '1.00', currency: 'TND' });
    }
  });

  it("converts them for a player of another currency, and enforces the converted figures", async () => {
    // EUR: 0.295 per TND. 3 TND = 0.885 EUR, rounded up to 0.89; 1 TND = 0.295, rounded down to 0.29.
    await ctx.sb.db.query("UPDATE users SET currency = 'EUR' WHERE id = $1", [LOW]);
    const res = await ctx.sb.call('GET', RULES, { token: ctx.low });
    expect(res.body).toEqual({ exchange_min_bonus: '0.89', exchange_max_balance: '0.29', currency: 'EUR' });
    const tooLow = await exchange(ctx.low, '0.88');
    expect(tooLow.body).toMatchObject({ code: 'bonus_amount_too_low', message: 'Amount bonus less 0.89 EUR' });
    // low's 0.50 is above 0.29 EUR.
    const refused = await exchange(ctx.low, '0.89');
    expect(refused.body).toMatchObject({ code: 'balance_not_low_enough', message: 'Transfer is available if balance is less than 0.29 EUR' });

    await ctx.sb.db.query("UPDATE users SET currency = 'UZS' WHERE id = $1", [LOW]);
    expect((await ctx.sb.call('GET', RULES, { token: ctx.low })).body).toEqual({
      exchange_min_bonus: '12150.00',
      exchange_max_balance: '4050.00',
      currency: 'UZS',
    });
    // In UZS, low's 0.50 is under 4050 and 12.00 under 12150: too low.
    expect((await exchange(ctx.low, '12.00')).body.code).toBe('bonus_amount_too_low');
  });
});

describe('GET /sandbox/api/bonus-items', () => {
  it('names the bonus types it accepts: the client\'s list, which the QA page offers', async () => {
    const res = await ctx.sb.call('GET', '/sandbox/api/bonus-items');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ types: [...BONUS_TYPES] });
  });
});

describe('POST /sandbox/api/bonus-items', () => {
  it('adds an item without moving money by default', async () => {
    const res = await bonusItem({ username: 'demo', list: 'cashback', type: 'Cashback', amount: '7.50' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ amount: '7.50', amount_currency: 'TND', type: 'Cashback', is_accrued: true, history: 'cashback', username: 'demo' });
    expect(res.body.id).toBeGreaterThanOrEqual(1001);
    expect(await getAllBalances(ctx.sb.db, DEMO)).toMatchObject({ bonus_balance: '5.00' });
    const list = await ctx.sb.call('GET', '/api/bonus-system/cashback/history?page_size=1', { token: ctx.demo });
    expect(list.body.results[0]).toMatchObject({ id: res.body.id, amount: '7.50' });
  });

  it('credits and debits the bonus wallet with credit: true, refusing a debit the bonus cannot cover', async () => {
    const credit = await bonusItem({ username: 'low', list: 'bonusbalance', type: 'LuckySpin', amount: '3.00', credit: true });
    expect(credit.status).toBe(201);
    expect(await getAllBalances(ctx.sb.db, LOW)).toMatchObject({ bonus_balance: '15.00' });
    const debit = await bonusItem({ username: 'low', list: 'bonusbalance', type: 'DetractedFirstDepositBonusByWithdrawal', amount: '5.00', is_accrued: false, credit: true });
    expect(debit.status).toBe(201);
    expect(await getAllBalances(ctx.sb.db, LOW)).toMatchObject({ bonus_balance: '10.00' });
    const tooMuch = await bonusItem({ username: 'low', list: 'bonusbalance', type: 'DetractedFirstDepositBonusByWithdrawal', amount: '10.01', is_accrued: false, credit: true });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.code).toBe('not_enough_money');
    // Nothing of the refused one: neither the item nor a movement.
    const history = await ctx.sb.call('GET', '/api/bonus-system/bonusbalance/history?type=DetractedFirstDepositBonusByWithdrawal', { token: ctx.low });
    expect(history.body.count).toBe(1);
    expect((await ledgerOf(LOW)).map((r) => [r.amount, r.reason, r.reference_type])).toEqual([
      ['3.00', 'bonus_item', 'bonus_history'],
      ['-5.00', 'bonus_item', 'bonus_history'],
    ]);
    expect(await auditWallet(ctx.sb.db)).toEqual([]);
  });

  it('refuses an unknown player, list, type or a bad amount', async () => {
    expect((await bonusItem({ username: 'nobody', list: 'cashback', type: 'Cashback', amount: '1.00' })).status).toBe(404);
    for (const body of [
      { username: 'demo', list: 'other', type: 'Cashback', amount: '1.00' },
      { username: 'demo', list: 'cashback', type: 'Nope', amount: '1.00' },
      { username: 'demo', list: 'cashback', type: 'Cashback', amount: '0' },
      { username: 'demo', list: 'cashback', type: 'Cashback', amount: '1.234' },
    ]) {
      const res = await bonusItem(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe('invalid');
    }
  });
});

describe('referral error codes', () => {
  it('answers referral_code_not_found and referral_code_already_activated', async () => {
    const unknown = await ctx.sb.call('GET', '/api/referral/register/validate_code/?code=NOPE');
    expect(unknown.status).toBe(400);
    expect(unknown.body.code).toBe('referral_code_not_found');
    expect((await ctx.sb.call('POST', '/api/referral/activate/', { token: ctx.low, body: { code: 'NOPE' } })).body.code).toBe(
      'referral_code_not_found',
    );
    const first = await ctx.sb.call('POST', '/api/referral/activate/', { token: ctx.low, body: { code: 'welcome' } });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ code: 'ok', partner_id: 7 });
    const again = await ctx.sb.call('POST', '/api/referral/activate/', { token: ctx.low, body: { code: 'PARTNER42' } });
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('referral_code_already_activated');
  });

  it('GET /api/referral/activate/ reads the code the player activated (nulls before; signed-in only)', async () => {
    expect((await ctx.sb.call('GET', '/api/referral/activate/')).status).toBe(401);
    const before = await ctx.sb.call('GET', '/api/referral/activate/', { token: ctx.low });
    expect([before.status, before.body]).toEqual([200, { code: null, partner_id: null, activated_at: null }]);
    expect((await ctx.sb.call('POST', '/api/referral/activate/', { token: ctx.low, body: { code: 'welcome' } })).status).toBe(200);
    const after = await ctx.sb.call('GET', '/api/referral/activate/', { token: ctx.low });
    expect([after.status, after.body]).toEqual([200, { code: 'WELCOME', partner_id: 7, activated_at: '2025-01-15T12:00:00.000Z' }]);
    // Another player's activation is not this one's.
    expect((await ctx.sb.call('GET', '/api/referral/activate/', { token: ctx.demo })).body.code).toBeNull();
  });
});
