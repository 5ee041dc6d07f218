// The RG limits under concurrent requests ("limits are evaluated in the wallet transaction, so
// concurrent requests cannot exceed them"): random batches of deposits, game-round stakes and paid wheel
// spins sent at once (Promise.all through the whole HTTP stack: idempotent(), moneyTx, the services)
// against random daily limits. Whatever the interleaving: the limits are never passed, every refusal is
// the limit's own code for a request that really did not fit, and the ledger equals the balances.
// On PGlite the transactions take turns on one connection; on PostgreSQL (SANDBOX_TEST_DATABASE_URL)
// the player's row lock does the work. A check made before the transaction (or on the database instead of
// the request's transaction) lets the batch through together and fails this test.
import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditWallet } from '../../../demo/sandbox/services/wallet';
import { sandboxPerTest } from './helpers';

const ctx = sandboxPerTest(Date.UTC(2025, 0, 15, 12, 0, 0));
const RUNS = 12;
let keys = 0;
const key = () => ({ 'Idempotency-Key': `rgc-${++keys}` });
const cents = (s: string) => Math.round(Number(s) * 100);

type Op = { kind: 'deposit'; amount: number } | { kind: 'round'; bet: number } | { kind: 'spin' };

let session = '';
beforeEach(async () => {
  const res = await ctx.sb.call('POST', '/api/integrations/hub/session/', {
    token: ctx.demo,
    body: { provider: 'amatic', game: 'am-0000', client_type: 'mobile', return_url: '/slots/casino' },
  });
  const launch = new URL(res.body.data).searchParams.get('launch');
  session = (await ctx.sb.call('POST', '/sandbox/games/api/launch', { body: { launch_token: launch } })).body.token;
});

function send(op: Op) {
  if (op.kind === 'deposit') {
    return ctx.sb.call('POST', '/api/backoffice/payments/deposit/', { token: ctx.demo, body: { amount: (op.amount / 100).toFixed(2), payment_system: 'card' }, headers: key() });
  }
  if (op.kind === 'round') return ctx.sb.call('POST', `/sandbox/games/api/sessions/${session}/rounds`, { body: { bet: (op.bet / 100).toFixed(2) }, headers: key() });
  return ctx.sb.call('POST', '/services/wheel/spin/', { token: ctx.demo, body: { is_free: false }, headers: key() });
}
const stakeOf = (op: Op) => (op.kind === 'round' ? op.bet : op.kind === 'spin' ? 200 : 0);

const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('deposit' as const), amount: fc.constantFrom(2000, 3000, 5000) }),
  fc.record({ kind: fc.constant('round' as const), bet: fc.constantFrom(100, 200, 500) }),
  fc.record({ kind: fc.constant('spin' as const) }),
);

describe('RG limits under concurrency', () => {
  it('parallel deposits and stakes never pass the daily deposit and wager limits; ledger = balances', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(opArb, { minLength: 4, maxLength: 10 }),
        fc.integer({ min: 0, max: 12_000 }),
        fc.integer({ min: 0, max: 1_500 }),
        async (ops, depositRoom, wagerRoom) => {
          // Fresh limits: the current usage plus a random room (a first value holds at once).
          await ctx.sb.db.query('DELETE FROM rg_limits WHERE user_id = 1001');
          const before = (await ctx.sb.call('GET', '/api/users/limits/', { token: ctx.demo })).body.usage;
          const depositLimit = cents(before.deposit_daily.used) + depositRoom;
          const wagerLimit = cents(before.wager_daily.used) + wagerRoom;
          const set = await ctx.sb.call('PUT', '/api/users/limits/', { token: ctx.demo, body: { deposit_daily: (depositLimit / 100).toFixed(2), wager_daily: (wagerLimit / 100).toFixed(2) } });
          expect(set.status, set.text).toBe(200);

          const answers = await Promise.all(ops.map(send));

          const after = (await ctx.sb.call('GET', '/api/users/limits/', { token: ctx.demo })).body.usage;
          const depositUsed = cents(after.deposit_daily.used);
          const wagerUsed = cents(after.wager_daily.used);
          expect(depositUsed).toBeLessThanOrEqual(depositLimit);
          expect(wagerUsed).toBeLessThanOrEqual(wagerLimit);
          // What went through is exactly what the usage grew by.
          const ok = ops.filter((_, i) => answers[i].status < 300);
          expect(depositUsed - cents(before.deposit_daily.used)).toBe(ok.filter((o) => o.kind === 'deposit').reduce((s, o) => s + (o as { amount: number }).amount, 0));
          expect(wagerUsed - cents(before.wager_daily.used)).toBe(ok.reduce((s, o) => s + stakeOf(o), 0));
          // Every refusal is the limit's, for a request that would not fit even now (no false refusal).
          ops.forEach((op, i) => {
            const a = answers[i];
            if (a.status < 300) return;
            expect(a.status, a.text).toBe(403);
            if (op.kind === 'deposit') {
              expect(a.body.code).toBe('deposit_limit_reached');
              expect(depositUsed + op.amount).toBeGreaterThan(depositLimit);
            } else {
              expect(a.body.code).toBe('wager_limit_reached');
              expect(wagerUsed + stakeOf(op)).toBeGreaterThan(wagerLimit);
            }
          });
          expect(await auditWallet(ctx.sb.db)).toEqual([]);
        },
      ),
      { numRuns: RUNS },
    );
  }, 240_000);
});
