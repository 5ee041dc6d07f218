// Random concurrent money traffic against the wallet: spins (paid and free), credits and debits in
// Promise.all batches. On PGlite transactions are serialised by the single connection; run the file
// with SANDBOX_TEST_DATABASE_URL (see postgres.test.ts; each worker then has a database of its own,
// tests/unit/support/worker-database.ts) to have PostgreSQL's row locks do the work.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../../demo/sandbox/http/errors';
import { fromCents, toCents } from '../../../demo/sandbox/services/money';
import { auditWallet, getBalances, moveAll, type WalletName } from '../../../demo/sandbox/services/wallet';
import { spin } from '../../../demo/sandbox/services/wheel';
import { deliverCallback } from '../../../demo/sandbox/services/payment-callbacks';
import { APPROVAL_ACTIONS, CALLBACK_STATUSES, type ApprovalAction, type CallbackStatus } from '../../../demo/sandbox/services/payment-status';
import { applyAction, cancelPayment, createDeposit, createPayout } from '../../../demo/sandbox/services/payments';
import { updateWheelControl } from '../../../demo/sandbox/services/wheel-control';
import { EXCHANGE_REASON, exchangeBonus } from '../../../demo/sandbox/services/bonus-exchange';
import { BOOT_TIMEOUT, bootSandbox, type Sandbox } from './helpers';

let sb: Sandbox;
const NUM_RUNS = 150;
// The payments property also checks that its runs paid, released, held and credited at least once: a
// payout reaches 'paid' only when a later random action picks it in a state that allows it, which 40 runs
// missed now and then on PostgreSQL (payout_paid came 3 times in a passing run). 120 runs take ~5 s.
const PAYMENT_RUNS = 120;
const NOW = new Date(Date.UTC(2025, 0, 15, 12, 0, 0));

beforeAll(async () => {
  sb = await bootSandbox({ databaseUrl: process.env.SANDBOX_TEST_DATABASE_URL });
}, BOOT_TIMEOUT);
afterAll(() => sb?.close());

type Op =
  | { user: number; kind: 'paid' | 'free' }
  | { user: number; kind: 'credit' | 'debit'; wallet: 'balance' | 'bonus'; cents: number };

interface Outcome {
  op: Op;
  /** Cents moved per wallet when it succeeded; the refusal code otherwise. */
  delta?: Record<'balance' | 'bonus', bigint>;
  refused?: string;
}

let serial = 0;
async function newUser(balance: number, bonus: number): Promise<number> {
  serial += 1;
  const { rows } = await sb.db.query<{ id: number }>(
    `INSERT INTO users (username, email, password_hash) VALUES ($1, $2, 'x') RETURNING id`,
    [`prop${serial}`, `prop${serial}@example.test`],
  );
  const id = rows[0].id;
  const opening = [
    { wallet: 'balance' as const, cents: balance },
    { wallet: 'bonus' as const, cents: bonus },
  ].filter((o) => o.cents > 0);
  if (opening.length) {
    await sb.db.transaction((tx) => moveAll(tx, opening.map((o) => ({ userId: id, wallet: o.wallet, amount: fromCents(BigInt(o.cents)), reason: 'opening' }))));
  }
  return id;
}

async function run(op: Op, ids: number[], cost: bigint): Promise<Outcome> {
  const userId = ids[op.user];
  try {
    if (op.kind === 'paid' || op.kind === 'free') {
      const result = await sb.db.transaction((tx) => spin(tx, { id: userId, currency: 'TND' }, { isFree: op.kind === 'free', lang: 'fr' }, NOW));
      const delta = { balance: op.kind === 'paid' ? -cost : 0n, bonus: 0n };
      if (result.wallet) delta[result.wallet as 'balance' | 'bonus'] += toCents(result.amount);
      return { op, delta };
    }
    const money = op as Extract<Op, { cents: number }>;
    const signed = BigInt(money.kind === 'credit' ? money.cents : -money.cents);
    await sb.db.transaction((tx) => moveAll(tx, [{ userId, wallet: money.wallet, amount: fromCents(signed), reason: `prop_${money.kind}` }]));
    return { op, delta: { balance: money.wallet === 'balance' ? signed : 0n, bonus: money.wallet === 'bonus' ? signed : 0n } };
  } catch (error) {
    if (error instanceof ApiError) return { op, refused: error.code };
    throw error;
  }
}

const opArb = (users: number): fc.Arbitrary<Op> =>
  fc.oneof(
    fc.record({ user: fc.nat(users - 1), kind: fc.constantFrom('paid' as const, 'free' as const) }),
    fc.record({
      user: fc.nat(users - 1),
      kind: fc.constantFrom('credit' as const, 'debit' as const),
      wallet: fc.constantFrom('balance' as const, 'bonus' as const),
      cents: fc.integer({ min: 1, max: 1500 }),
    }),
  );

const scenarioArb = fc.integer({ min: 1, max: 3 }).chain((users) =>
  fc.record({
    openings: fc.array(fc.tuple(fc.integer({ min: 0, max: 2000 }), fc.integer({ min: 0, max: 500 })), { minLength: users, maxLength: users }),
    costCents: fc.integer({ min: 50, max: 500 }),
    extraMinCents: fc.integer({ min: 0, max: 300 }),
    batches: fc.array(fc.array(opArb(users), { minLength: 1, maxLength: 12 }), { minLength: 1, maxLength: 4 }),
  }),
);

describe('wallet under concurrent traffic (fast-check)', () => {
  it('never goes negative, keeps ledger = balance, accepts exactly what the money allows', async () => {
    let runs = 0;
    const started = performance.now();
    await fc.assert(
      fc.asyncProperty(scenarioArb, async (s) => {
        runs += 1;
        const cost = BigInt(s.costCents);
        const paidNeeds = cost + BigInt(s.extraMinCents);
        await updateWheelControl(sb.db, { paid_spin_cost: fromCents(cost), paid_spin_min_balance: fromCents(paidNeeds), free_spin_min_balance: '0.00', next_prize_id: null });
        const ids: number[] = [];
        for (const [balance, bonus] of s.openings) ids.push(await newUser(balance, bonus));
        const freeSpinsWon = new Map<number, number>();

        for (const batch of s.batches) {
          const before = await Promise.all(ids.map((id) => getBalances(sb.db, id)));
          const outcomes = await Promise.all(batch.map((op) => run(op, ids, cost)));

          for (const [u, id] of ids.entries()) {
            const mine = outcomes.filter((o) => o.op.user === u);
            const after = await getBalances(sb.db, id);
            const sum = (wallet: 'balance' | 'bonus', pick: (d: bigint) => boolean) =>
              mine.reduce((t, o) => t + (o.delta && pick(o.delta[wallet]) ? o.delta[wallet] : 0n), 0n);
            for (const wallet of ['balance', 'bonus'] as const) {
              const key = wallet === 'balance' ? 'balance' : 'bonus_balance';
              const start = toCents(before[u][key]);
              const end = toCents(after[key]);
              expect(end >= 0n).toBe(true);
              // Every accepted movement, and nothing else, moved the money.
              expect(end).toBe(start + sum(wallet, () => true));
              // A refusal means the money was really missing then: even with every credit of the batch
              // landing after it, the wallet ends below what the refused operation needed.
              const credits = sum(wallet, (d) => d > 0n);
              for (const o of mine.filter((m) => m.refused === 'not_enough_money')) {
                const needed = o.op.kind === 'paid' ? paidNeeds : o.op.kind === 'debit' && o.op.wallet === wallet ? BigInt(o.op.cents) : undefined;
                if (needed !== undefined && (o.op.kind !== 'paid' || wallet === 'balance')) expect(end < needed + credits).toBe(true);
              }
              // And nothing is refused while the money covers every debit of the batch together.
              const outgoing = mine.reduce(
                (t, o) => t + (o.op.kind === 'paid' && wallet === 'balance' ? cost : o.op.kind === 'debit' && o.op.wallet === wallet ? BigInt(o.op.cents) : 0n),
                0n,
              );
              const margin = wallet === 'balance' ? paidNeeds - cost : 0n;
              if (start >= outgoing + margin) {
                expect(mine.filter((o) => o.refused === 'not_enough_money' && (o.op.kind === 'paid' ? wallet === 'balance' : 'wallet' in o.op && o.op.wallet === wallet))).toEqual([]);
              }
            }
            // Every accepted paid spin had the minimum balance when it ran (its debit's balance before).
            const debits = await sb.db.query<{ before: string }>(
              `SELECT (balance_after - amount)::text AS before FROM wallet_ledger WHERE user_id = $1 AND reason = 'wheel_spin'`,
              [id],
            );
            for (const d of debits.rows) expect(toCents(d.before) >= paidNeeds).toBe(true);
            for (const o of mine.filter((m) => m.refused)) {
              expect(o.op.kind === 'free' ? ['free_spin_not_available'] : ['not_enough_money']).toContain(o.refused);
            }
            // One free spin per wheel day (the free spin needs no money here), whatever the races.
            const freeOk = mine.filter((o) => o.op.kind === 'free' && o.delta).length;
            freeSpinsWon.set(u, (freeSpinsWon.get(u) ?? 0) + freeOk);
            if (mine.some((o) => o.op.kind === 'free')) expect(freeSpinsWon.get(u)).toBe(1);
          }
          expect(await auditWallet(sb.db)).toEqual([]);
        }
      }),
      { numRuns: NUM_RUNS },
    );
    console.log(`wallet property: ${runs} runs (numRuns ${NUM_RUNS}) in ${Math.round(performance.now() - started)} ms on ${sb.db.kind}`);
    expect(runs).toBeGreaterThanOrEqual(NUM_RUNS);
  }, 120_000);

  it('50 concurrent paid spins with money for exactly 10: 10 spins, balance 0.00, never below', async () => {
    await sb.call('POST', '/sandbox/api/reset');
    // Only the "try again" segments (ids 1, 2, 6) can come: no winnings refill the balance.
    const control = (await sb.call('GET', '/sandbox/api/wheel')).body;
    const weights = Object.fromEntries(Object.keys(control.weights).map((id) => [id, ['1', '2', '6'].includes(id) ? 1 : 0]));
    expect((await sb.call('PUT', '/sandbox/api/wheel', { body: { weights } })).status).toBe(200);
    await sb.db.transaction((tx) => moveAll(tx, [{ userId: 1001, wallet: 'balance', amount: '-980.00', reason: 'test' }]));
    const { access } = await sb.login('demo');

    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        sb.call('POST', '/services/wheel/spin/', { token: access, body: { is_free: false }, headers: { 'Idempotency-Key': `press-${i}` } }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(10);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused).toHaveLength(40);
    expect(new Set(refused.map((a) => `${a.status} ${a.body.code}`))).toEqual(new Set(['400 not_enough_money']));
    expect(await getBalances(sb.db, 1001)).toEqual({ balance: '0.00', bonus_balance: '5.00' });
    const ledger = await sb.db.query<{ n: number; lowest: string }>(
      `SELECT count(*)::int AS n, min(balance_after)::text AS lowest FROM wallet_ledger WHERE user_id = 1001 AND reason = 'wheel_spin'`,
    );
    expect(ledger.rows[0]).toEqual({ n: 10, lowest: '0.00' });
    expect((await sb.call('GET', '/services/wheel/statistics/betshistory/', { token: access })).body.count).toBe(10);
    expect(await auditWallet(sb.db)).toEqual([]);
  }, 60_000);

  // Deposits, payouts with their hold, cancels, approvals and provider callbacks, concurrent.
  it('payments: balance = ledger and >= 0 for every wallet, held = the open payouts, money = deposits credited - payouts paid', async () => {
    type PayOp =
      | { kind: 'deposit'; user: number; cents: number; outcome: CallbackStatus | null }
      | { kind: 'payout'; user: number; cents: number; system: 'card' | 'ewallet' }
      | { kind: 'cancel'; user: number; pick: number }
      | { kind: 'action'; pick: number; action: ApprovalAction }
      | { kind: 'callback'; pick: number; status: CallbackStatus };
    // payment_expired: a success after the deposit's window (an outcome 'expired', then a late success) is
    // refused and credits nothing (docs/api.md "Payments: expiry"); the audit below checks the nothing.
    const ACCEPTED = new Set(['not_enough_money', 'payment_status_conflict', 'payment_not_cancellable', 'payout_method_not_allowed', 'payment_system_limits', 'payment_expired']);
    const payArb = (users: number): fc.Arbitrary<PayOp> =>
      fc.oneof(
        fc.record({ kind: fc.constant('deposit' as const), user: fc.nat(users - 1), cents: fc.integer({ min: 1695, max: 40_000 }), outcome: fc.option(fc.constantFrom(...CALLBACK_STATUSES), { nil: null }) }),
        fc.record({ kind: fc.constant('payout' as const), user: fc.nat(users - 1), cents: fc.integer({ min: 3390, max: 60_000 }), system: fc.constantFrom('card' as const, 'ewallet' as const) }),
        fc.record({ kind: fc.constant('cancel' as const), user: fc.nat(users - 1), pick: fc.nat(50) }),
        fc.record({ kind: fc.constant('action' as const), pick: fc.nat(50), action: fc.constantFrom(...APPROVAL_ACTIONS) }),
        fc.record({ kind: fc.constant('callback' as const), pick: fc.nat(50), status: fc.constantFrom(...CALLBACK_STATUSES) }),
      );
    const scenario = fc.integer({ min: 1, max: 3 }).chain((users) =>
      fc.record({
        openings: fc.array(fc.integer({ min: 0, max: 100_000 }), { minLength: users, maxLength: users }),
        batches: fc.array(fc.array(payArb(users), { minLength: 1, maxLength: 10 }), { minLength: 1, maxLength: 4 }),
      }),
    );
    const paymentsOf = async (ids: number[]) =>
      (await sb.db.query<{ id: number; user_id: number }>('SELECT id, user_id FROM payments WHERE user_id = ANY($1::int[]) ORDER BY id', [ids])).rows;

    async function runPay(op: PayOp, ids: number[], known: { id: number; user_id: number }[]): Promise<string | undefined> {
      try {
        if (op.kind === 'deposit' || op.kind === 'payout') {
          const user = { id: ids[op.user], currency: 'TND', email_verified: true };
          const input = { amount: fromCents(BigInt(op.cents)), payment_system: op.kind === 'deposit' ? 'card' : op.system };
          const answer = await sb.db.transaction((tx) => (op.kind === 'deposit' ? createDeposit : createPayout)(tx, user, input, NOW, 'http://localhost'));
          if (op.kind === 'deposit' && op.outcome) await sb.db.transaction((tx) => deliverCallback(tx, answer.payment.id, op.outcome!, NOW));
        } else if (op.kind === 'cancel') {
          const mine = known.filter((p) => p.user_id === ids[op.user]);
          if (mine.length) await sb.db.transaction((tx) => cancelPayment(tx, ids[op.user], mine[op.pick % mine.length].id, NOW, 'http://localhost'));
        } else if (known.length) {
          const target = known[op.pick % known.length].id;
          if (op.kind === 'action') await sb.db.transaction((tx) => applyAction(tx, target, op.action, NOW, 'http://localhost'));
          else await sb.db.transaction((tx) => deliverCallback(tx, target, op.status, NOW));
        }
        return undefined;
      } catch (error) {
        if (error instanceof ApiError && ACCEPTED.has(error.code)) return error.code;
        // A cancel of a deposit id is a 404 (cancel takes payouts only).
        if (error instanceof ApiError && error.code === 'not_found' && op.kind === 'cancel') return error.code;
        throw error;
      }
    }

    let runs = 0;
    await fc.assert(
      fc.asyncProperty(scenario, async (s) => {
        runs += 1;
        const ids: number[] = [];
        for (const opening of s.openings) ids.push(await newUser(opening, 0));
        await sb.db.query(`UPDATE users SET email_verified = true, documents_status = 'approved' WHERE id = ANY($1::int[])`, [ids]);
        for (const batch of s.batches) {
          const known = await paymentsOf(ids);
          await Promise.all(batch.map((op) => runPay(op, ids, known)));
          expect(await auditWallet(sb.db)).toEqual([]);
          for (const [u, id] of ids.entries()) {
            const { rows } = await sb.db.query<{ balance: string; held: string; open: string; credited: string; paid: string }>(
              `SELECT u.balance::text AS balance, u.held_balance::text AS held,
                      coalesce((SELECT sum(amount) FROM payments WHERE user_id = u.id AND type = 'payout' AND status IN (10, 20, 21, 27)), 0)::numeric(14, 2)::text AS open,
                      coalesce((SELECT sum(credited_amount) FROM payments WHERE user_id = u.id AND type = 'deposit' AND status = 30), 0)::numeric(14, 2)::text AS credited,
                      coalesce((SELECT sum(amount) FROM payments WHERE user_id = u.id AND type = 'payout' AND status = 30), 0)::numeric(14, 2)::text AS paid
                 FROM users u WHERE u.id = $1`,
              [id],
            );
            const r = rows[0];
            expect(toCents(r.balance) >= 0n && toCents(r.held) >= 0n).toBe(true);
            expect(r.held).toBe(r.open);
            expect(toCents(r.balance) + toCents(r.held)).toBe(BigInt(s.openings[u]) + toCents(r.credited) - toCents(r.paid));
          }
        }
      }),
      { numRuns: PAYMENT_RUNS },
    );
    expect(runs).toBeGreaterThanOrEqual(PAYMENT_RUNS);
    // The runs really moved money every way, not only refusals.
    const { rows } = await sb.db.query<{ reason: string }>(
      `SELECT DISTINCT reason FROM wallet_ledger WHERE reason IN ('deposit', 'payout_hold', 'payout_paid', 'payout_release') AND user_id > 2000 ORDER BY reason`,
    );
    expect(rows.map((r) => r.reason)).toEqual(['deposit', 'payout_hold', 'payout_paid', 'payout_release']);
  }, 180_000);

  // Bonus exchanges racing credits and debits of both wallets. An exchange moves bonus to the
  // balance in one transaction, only while the balance is under 1.00 TND and the bonus covers it.
  it('bonus exchanges: balance = ledger, balance + bonus = openings + outside moves, every exchange made under 1.00 and covered', async () => {
    type XOp =
      | { kind: 'exchange'; user: number; cents: number }
      | { kind: 'move'; user: number; wallet: 'balance' | 'bonus'; cents: number };
    const users = 3;
    const xop: fc.Arbitrary<XOp> = fc.oneof(
      { weight: 3, arbitrary: fc.record({ kind: fc.constant('exchange' as const), user: fc.nat(users - 1), cents: fc.integer({ min: 250, max: 1500 }) }) },
      { weight: 2, arbitrary: fc.record({ kind: fc.constant('move' as const), user: fc.nat(users - 1), wallet: fc.constantFrom('balance' as const, 'bonus' as const), cents: fc.integer({ min: -300, max: 300 }).filter((c) => c !== 0) }) },
    );
    const scenario = fc.record({
      openings: fc.array(fc.record({ balance: fc.integer({ min: 0, max: 150 }), bonus: fc.integer({ min: 0, max: 3000 }) }), { minLength: users, maxLength: users }),
      batches: fc.array(fc.array(xop, { minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 4 }),
    });
    let runs = 0;
    let exchanged = 0;
    await fc.assert(
      fc.asyncProperty(scenario, async (s) => {
        runs += 1;
        const ids = await Promise.all(s.openings.map((o) => newUser(o.balance, o.bonus)));
        const outside = ids.map(() => 0n);
        for (const batch of s.batches) {
          await Promise.all(
            batch.map(async (op) => {
              const id = ids[op.user]!;
              try {
                if (op.kind === 'exchange') {
                  await sb.db.transaction((tx) => exchangeBonus(tx, { id, currency: 'TND' }, fromCents(BigInt(op.cents)), NOW));
                  exchanged += 1;
                } else {
                  await sb.db.transaction((tx) => moveAll(tx, [{ userId: id, wallet: op.wallet, amount: fromCents(BigInt(op.cents)), reason: 'prop_move' }]));
                  outside[op.user]! += BigInt(op.cents);
                }
              } catch (error) {
                if (!(error instanceof ApiError)) throw error;
                expect(['not_enough_money', 'bonus_amount_too_low', 'balance_not_low_enough', 'insufficient_funds_on_bonus_balance']).toContain(error.code);
              }
            }),
          );
          expect(await auditWallet(sb.db)).toEqual([]);
        }
        for (const [u, id] of ids.entries()) {
          const { balance, bonus_balance } = await getBalances(sb.db, id);
          expect(toCents(balance) + toCents(bonus_balance)).toBe(BigInt(s.openings[u]!.balance + s.openings[u]!.bonus) + outside[u]!);
          // Each exchange's balance leg: the balance before it was under 1.00, and its bonus leg left >= 0.
          const { rows } = await sb.db.query<{ wallet: string; amount: string; balance_after: string }>(
            `SELECT wallet, amount::text, balance_after::text FROM wallet_ledger WHERE user_id = $1 AND reason = $2`,
            [id, EXCHANGE_REASON],
          );
          for (const leg of rows) {
            if (leg.wallet === 'balance') expect(toCents(leg.balance_after) - toCents(leg.amount) < 100n).toBe(true);
            else expect(toCents(leg.balance_after) >= 0n).toBe(true);
          }
          const items = await sb.db.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM bonus_history WHERE user_id = $1 AND type = 'TransferBonusesToBalance'`,
            [id],
          );
          expect(rows.length).toBe(2 * items.rows[0]!.n);
        }
      }),
      { numRuns: 40 },
    );
    expect(runs).toBeGreaterThanOrEqual(40);
    // The runs really exchanged, not only refused.
    expect(exchanged).toBeGreaterThan(0);
  }, 180_000);
});
