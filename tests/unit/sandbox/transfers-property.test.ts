// Random concurrent transfers between a cashier and their players (allowed pairs, forbidden pairs, amounts
// in and out of the cashier's limits, overdrafts) in Promise.all batches, each on its own transaction as
// the API runs them. After every run: each wallet = its ledger, none below zero, the money of the group
// unchanged (transfers only move it), and every balance = its opening plus exactly the successful
// transfers. Run with SANDBOX_TEST_DATABASE_URL (see postgres.test.ts) to have PostgreSQL's row locks
// decide the races; PGlite serialises transactions on its one connection.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../../demo/sandbox/http/errors';
import { fromCents, toCents } from '../../../demo/sandbox/services/money';
import { sendTransfer } from '../../../demo/sandbox/services/transfers';
import { auditWallet, moveAll } from '../../../demo/sandbox/services/wallet';
import { BOOT_TIMEOUT, bootSandbox, type Sandbox } from './helpers';

let sb: Sandbox;
const NUM_RUNS = 150;
const NOW = new Date(Date.UTC(2025, 0, 15, 12, 0, 0));
/** The group's cashier limits, in cents. */
const MIN = 100n;
const MAX = 100_000n;

beforeAll(async () => {
  sb = await bootSandbox({ databaseUrl: process.env.SANDBOX_TEST_DATABASE_URL });
}, BOOT_TIMEOUT);
afterAll(() => sb?.close());

interface Party {
  id: number;
  role: string;
  currency: string;
  parent: number | null;
}

let serial = 0;
async function account(role: 'C' | 'P', parent: number | null, cents: number): Promise<Party> {
  serial += 1;
  const { rows } = await sb.db.query<{ id: number }>(
    `INSERT INTO users (username, email, password_hash, role, parent) VALUES ($1, $2, 'x', $3, $4) RETURNING id`,
    [`tprop${serial}`, `tprop${serial}@example.test`, role, parent],
  );
  const id = rows[0].id;
  if (cents > 0) await sb.db.transaction((tx) => moveAll(tx, [{ userId: id, wallet: 'balance', amount: fromCents(BigInt(cents)), reason: 'opening' }]));
  return { id, role, currency: 'TND', parent };
}

/** A cashier (index 0) with three players of theirs, and an outsider player (index 4, no parent). */
async function group(openings: number[]): Promise<Party[]> {
  const cashier = await account('C', null, openings[0]);
  await sb.db.query('INSERT INTO cashier_transfer_limits (cashier_id, currency, min_amount, max_amount) VALUES ($1, $2, $3, $4)', [
    cashier.id, 'TND', fromCents(MIN), fromCents(MAX),
  ]);
  const players = [];
  for (const cents of openings.slice(1, 4)) players.push(await account('P', cashier.id, cents));
  return [cashier, ...players, await account('P', null, openings[4])];
}

const balances = async (ids: number[]) => {
  const { rows } = await sb.db.query<{ id: number; balance: string }>('SELECT id, balance::text AS balance FROM users WHERE id = ANY($1::int[])', [ids]);
  return new Map(rows.map((r) => [r.id, toCents(r.balance)]));
};

const allowed = (from: number, to: number) => from !== to && to !== 4 && from !== 4 && (from === 0 || to === 0);

describe('transfers under concurrency (property)', () => {
  it('keep balance = ledger, never below zero, the money conserved and each success counted once', async () => {
    const op = fc.record({ from: fc.nat(4), to: fc.nat(4), cents: fc.oneof(fc.integer({ min: 1, max: 150_000 }), fc.integer({ min: 100, max: 5000 })) });
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 0, max: 20_000 }), { minLength: 5, maxLength: 5 }),
        fc.array(fc.array(op, { minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 4 }),
        async (openings, batches) => {
          const parties = await group(openings);
          const ids = parties.map((p) => p.id);
          const expected = new Map(ids.map((id, i) => [id, BigInt(openings[i])]));
          for (const batch of batches) {
            const outcomes = await Promise.all(
              batch.map(async (o) => {
                try {
                  await sb.db.transaction((tx) =>
                    sendTransfer(tx, parties[o.from], { amount: fromCents(BigInt(o.cents)), currency: 'TND', recipient_id: parties[o.to].id }, NOW),
                  );
                  return { o, ok: true as const };
                } catch (error) {
                  if (!(error instanceof ApiError)) throw error;
                  return { o, ok: false as const, code: error.code };
                }
              }),
            );
            for (const r of outcomes) {
              const cents = BigInt(r.o.cents);
              const inLimits = cents >= MIN && cents <= MAX;
              if (!allowed(r.o.from, r.o.to)) expect(r).toMatchObject({ ok: false, code: 'permission_denied' });
              else if (!inLimits) expect(r).toMatchObject({ ok: false, code: 'transaction_limit' });
              else if (!r.ok) expect(r.code).toBe('not_enough_money');
              if (r.ok) {
                const from = ids[r.o.from];
                const to = ids[r.o.to];
                expected.set(from, expected.get(from)! - cents);
                expected.set(to, expected.get(to)! + cents);
              }
            }
          }
          const actual = await balances(ids);
          for (const id of ids) {
            expect(actual.get(id)).toBe(expected.get(id));
            expect(actual.get(id)! >= 0n).toBe(true);
          }
          const total = [...actual.values()].reduce((a, b) => a + b, 0n);
          expect(total).toBe(BigInt(openings.reduce((a, b) => a + b, 0)));
          expect(await auditWallet(sb.db)).toEqual([]);
          // The rows agree with the money: each side's after = before ∓ amount (the table's CHECK), and
          // a row per success.
          const { rows } = await sb.db.query<{ n: number }>('SELECT count(*)::int AS n FROM transfers WHERE from_id = ANY($1::int[])', [ids]);
          expect(rows[0].n).toBe(
            (await sb.db.query<{ n: number }>(
              "SELECT (count(*) / 2)::int AS n FROM wallet_ledger WHERE user_id = ANY($1::int[]) AND reason = 'transfer'",
              [ids],
            )).rows[0].n,
          );
        },
      ),
      { numRuns: NUM_RUNS },
    );
  }, 300_000);
});
