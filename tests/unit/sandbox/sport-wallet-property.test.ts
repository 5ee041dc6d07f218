// The wallet with sport bets (docs/contracts/sportsbook.md): random bets, QA results and forced settlements,
// cancels and outside credits/debits in concurrent batches (Promise.all). After every batch: ledger =
// balances, no balance below zero, every ticket debited exactly once, settled or cancelled at most once and
// paid exactly its amount_out, and each player's balance = opening + outside moves - stakes + payouts. On
// PGlite transactions are serialised; with SANDBOX_TEST_DATABASE_URL (see postgres.test.ts) PostgreSQL's row
// locks do the work.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../../demo/sandbox/http/errors';
import { fromCents, toCents } from '../../../demo/sandbox/services/money';
import { cancelTicket } from '../../../demo/sandbox/services/sport-cancel';
import { forceResult } from '../../../demo/sandbox/services/sport-control';
import { catalogue } from '../../../demo/sandbox/services/sport-events';
import { placeTicket } from '../../../demo/sandbox/services/sport-placement';
import { forceSettle, settleDue, type FinalStatus } from '../../../demo/sandbox/services/sport-settlement';
import { auditWallet, getBalances, moveAll } from '../../../demo/sandbox/services/wallet';
import { BOOT_TIMEOUT, bootSandbox, type Sandbox } from './helpers';

let sb: Sandbox;
const NUM_RUNS = 60;
const ACCEPTED = new Set(['not_enough_money', 'error_exist_bet', 'ticket_not_cancelable', 'ticket_already_settled', 'event_finished', 'max_win_exceeded']);

beforeAll(async () => {
  sb = await bootSandbox({ databaseUrl: process.env.SANDBOX_TEST_DATABASE_URL });
}, BOOT_TIMEOUT);
afterAll(() => sb?.close());

type Op =
  | { kind: 'bet'; user: number; legs: [number, number][]; cents: number }
  | { kind: 'settle'; pick: number; status: FinalStatus; cents: number | null }
  | { kind: 'cancel'; user: number; pick: number }
  | { kind: 'result'; event: number; score: [number, number] | null }
  | { kind: 'due' }
  | { kind: 'move'; user: number; cents: number };

const EVENTS = 8;
const opArb = (users: number): fc.Arbitrary<Op> =>
  fc.oneof(
    { weight: 4, arbitrary: fc.record({ kind: fc.constant('bet' as const), user: fc.nat(users - 1), legs: fc.uniqueArray(fc.tuple(fc.nat(EVENTS - 1), fc.nat(6)), { minLength: 1, maxLength: 3, selector: ([e]) => e }), cents: fc.integer({ min: 51, max: 3000 }) }) },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('settle' as const), pick: fc.nat(40), status: fc.constantFrom<FinalStatus>('Winner', 'Loser', 'Voided', 'Cancelled'), cents: fc.option(fc.integer({ min: 1, max: 5000 }), { nil: null }) }) },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('cancel' as const), user: fc.nat(users - 1), pick: fc.nat(40) }) },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('result' as const), event: fc.nat(EVENTS - 1), score: fc.option(fc.tuple(fc.nat(4), fc.nat(4)), { nil: null }) }) },
    { weight: 1, arbitrary: fc.constant({ kind: 'due' as const }) },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('move' as const), user: fc.nat(users - 1), cents: fc.integer({ min: -2000, max: 2000 }).filter((c) => c !== 0) }) },
  );

let serial = 0;
async function newUser(cents: number): Promise<number> {
  serial += 1;
  const { rows } = await sb.db.query<{ id: number }>(
    `INSERT INTO users (username, email, password_hash) VALUES ($1, $2, 'x') RETURNING id`,
    [`sprop${serial}`, `sprop${serial}@example.test`],
  );
  if (cents > 0) await sb.db.transaction((tx) => moveAll(tx, [{ userId: rows[0].id, wallet: 'balance', amount: fromCents(BigInt(cents)), reason: 'opening' }]));
  return rows[0].id;
}

describe('wallet with sport bets (fast-check)', () => {
  it('ledger = balances, never negative, each ticket debited once and settled or cancelled at most once', async () => {
    const now = new Date(sb.clock.now());
    let runs = 0;
    const seen = new Set<string>();
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 3 }).chain((users) =>
          fc.record({
            openings: fc.array(fc.integer({ min: 0, max: 5000 }), { minLength: users, maxLength: users }),
            batches: fc.array(fc.array(opArb(users), { minLength: 1, maxLength: 10 }), { minLength: 1, maxLength: 4 }),
          }),
        ),
        async (s) => {
          runs += 1;
          // The upcoming events open again (an earlier run may have finished them).
          await sb.db.query('UPDATE sport_events SET finished_at = NULL, result_home = NULL, result_away = NULL, voided = false WHERE start_time > $1', [now.toISOString()]);
          const events = (await catalogue(sb.db, { provider: 'sft', live: false, lang: 'fr' }, now.getTime())).events.slice(0, EVENTS);
          const ids: number[] = [];
          for (const opening of s.openings) ids.push(await newUser(opening));
          const outside = ids.map(() => 0n);
          const ticketsOf = async () =>
            (await sb.db.query<{ id: number; user_id: number }>('SELECT id, user_id FROM sport_tickets WHERE user_id = ANY($1::int[]) ORDER BY id', [ids])).rows;

          for (const batch of s.batches) {
            const known = await ticketsOf();
            await Promise.all(
              batch.map(async (op) => {
                try {
                  if (op.kind === 'bet') {
                    const selections = op.legs.map(([e, o]) => {
                      const outcomes = events[e].markets.flatMap((m) => m.outcomes.map((x) => ({ market_id: m.id, ...x })));
                      const chosen = outcomes[o % outcomes.length];
                      return { event_id: events[e].id, market_id: chosen.market_id, outcome_id: chosen.id, odd: chosen.odd };
                    });
                    const holder = { tokenId: 0, short: 'prop0000', userId: ids[op.user], username: 'prop', provider: 'sft' as const, currency: 'TND', familyId: 'prop' };
                    const input = { type: selections.length > 1 ? ('express' as const) : ('single' as const), stake: fromCents(BigInt(op.cents)), selections };
                    await sb.db.transaction((tx) => placeTicket(tx, holder, input, now));
                  } else if (op.kind === 'settle' && known.length) {
                    const amount = op.cents === null ? undefined : fromCents(BigInt(op.cents));
                    await forceSettle(sb.db, known[op.pick % known.length].id, { status: op.status, amount_out: amount }, now);
                  } else if (op.kind === 'cancel') {
                    const mine = known.filter((t) => t.user_id === ids[op.user]);
                    if (mine.length) await sb.db.transaction((tx) => cancelTicket(tx, ids[op.user], mine[op.pick % mine.length].id, now));
                  } else if (op.kind === 'result') {
                    await forceResult(sb.db, events[op.event].id, op.score ? { home: op.score[0], away: op.score[1] } : { void: true }, now);
                  } else if (op.kind === 'due') {
                    await settleDue(sb.db, now);
                  } else if (op.kind === 'move') {
                    await sb.db.transaction((tx) => moveAll(tx, [{ userId: ids[op.user], wallet: 'balance', amount: fromCents(BigInt(op.cents)), reason: 'prop_move' }]));
                    outside[op.user] += BigInt(op.cents);
                  }
                  seen.add(`${op.kind}:ok`);
                } catch (error) {
                  if (!(error instanceof ApiError) || !ACCEPTED.has(error.code)) throw error;
                  seen.add(`${op.kind}:${error.code}`);
                }
              }),
            );

            expect(await auditWallet(sb.db)).toEqual([]);
            const { rows: tickets } = await sb.db.query<{ id: number; user_id: number; status: string; amount_in: string; amount_out: string; stakes: string; stake_rows: number; credits: string; credit_rows: number; guards: number }>(
              `SELECT t.id, t.user_id, t.status, t.amount_in::text AS amount_in, t.amount_out::text AS amount_out,
                      coalesce(sum(l.amount) FILTER (WHERE l.amount < 0), 0)::numeric(14, 2)::text AS stakes,
                      count(l.id) FILTER (WHERE l.amount < 0)::int AS stake_rows,
                      coalesce(sum(l.amount) FILTER (WHERE l.amount > 0), 0)::numeric(14, 2)::text AS credits,
                      count(l.id) FILTER (WHERE l.amount > 0)::int AS credit_rows,
                      (SELECT count(*)::int FROM sport_settlements g WHERE g.ticket_id = t.id) AS guards
                 FROM sport_tickets t LEFT JOIN wallet_ledger l ON l.reference_type = 'sport_ticket' AND l.reference_id = t.id::text
                WHERE t.user_id = ANY($1::int[]) GROUP BY t.id ORDER BY t.id`,
              [ids],
            );
            for (const t of tickets) {
              expect([t.stake_rows, t.stakes], `ticket ${t.id}`).toEqual([1, fromCents(-toCents(t.amount_in))]);
              expect(t.guards).toBe(t.status === 'Wait' ? 0 : 1);
              expect(t.credit_rows).toBe(t.status !== 'Wait' && toCents(t.amount_out) > 0n ? 1 : 0);
              expect(t.credits).toBe(t.status === 'Wait' ? '0.00' : t.amount_out);
            }
            for (const [u, id] of ids.entries()) {
              const { balance } = await getBalances(sb.db, id);
              expect(toCents(balance) >= 0n).toBe(true);
              const mine = tickets.filter((t) => t.user_id === id);
              const staked = mine.reduce((n, t) => n + toCents(t.amount_in), 0n);
              const paid = mine.reduce((n, t) => n + (t.status === 'Wait' ? 0n : toCents(t.amount_out)), 0n);
              expect(toCents(balance)).toBe(BigInt(s.openings[u]) + outside[u] - staked + paid);
            }
          }
        },
      ),
      { numRuns: NUM_RUNS },
    );
    expect(runs).toBeGreaterThanOrEqual(NUM_RUNS);
    // The runs really bet, settled, cancelled and refused, not only one of them.
    for (const outcome of ['bet:ok', 'settle:ok', 'cancel:ok', 'result:ok', 'bet:not_enough_money', 'settle:ticket_already_settled', 'bet:error_exist_bet']) {
      expect([...seen], outcome).toContain(outcome);
    }
    const reasons = (await sb.db.query<{ reason: string }>(
      `SELECT DISTINCT reason FROM wallet_ledger WHERE reason LIKE 'sport_%' AND user_id > 2000 ORDER BY reason`,
    )).rows.map((r) => r.reason);
    expect(reasons).toEqual(['sport_cancel', 'sport_cashout', 'sport_stake', 'sport_void', 'sport_win']);
  }, 180_000);
});
