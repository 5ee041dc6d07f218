import { beforeEach, describe, expect, it } from 'vitest';
import { convertAmount, fromCents, toCents } from '../../../demo/sandbox/services/money';
import { auditWallet, getBalances, move, moveAll, transfer } from '../../../demo/sandbox/services/wallet';
import { sandboxPerTest, type Sandbox } from './helpers';

// SANDBOX_TEST_DATABASE_URL runs the same file on a PostgreSQL server (see postgres.test.ts).
let sb: Sandbox;
const DEMO = 1001;
const LOW = 1002;

const ctx = sandboxPerTest();
beforeEach(() => {
  sb = ctx.sb;
});

const ledgerOf = async (userId: number) =>
  (
    await sb.db.query<{ wallet: string; amount: string; balance_after: string; reason: string }>(
      'SELECT wallet, amount::text AS amount, balance_after::text AS balance_after, reason FROM wallet_ledger WHERE user_id = $1 ORDER BY id',
      [userId],
    )
  ).rows;

describe('money arithmetic', () => {
  it('parses, formats and converts exactly', () => {
    expect(toCents('12.3')).toBe(1230n);
    expect(toCents('-0.05')).toBe(-5n);
    expect(fromCents(-5n)).toBe('-0.05');
    expect(fromCents(100_000_000_001n)).toBe('1000000000.01');
    expect(() => toCents('1.234')).toThrow();
    expect(() => toCents('1e3')).toThrow();
    // 0.1 + 0.2 style drift cannot happen: 0.29795 up is 0.30, down 0.29.
    expect(convertAmount('1.01', '0.295', 'up')).toBe('0.30');
    expect(convertAmount('1.01', '0.295', 'down')).toBe('0.29');
    expect(convertAmount('2.00', '0.295', 'up')).toBe('0.59');
    expect(convertAmount('100', '4050', 'down')).toBe('405000.00');
  });
});

describe('wallet', () => {
  it('seeds the opening balances as ledger credits', async () => {
    const ledger = await ledgerOf(DEMO);
    const lines = ledger.map((r) => `${r.wallet} ${r.amount} ${r.balance_after} ${r.reason}`);
    // What the bonus history (seeds/bonus.ts) did not bring: the opening;
    expect(lines.slice(0, 1)).toEqual(['balance 727.75 727.75 opening']);
    // the history's money, oldest first: its credits to the bonus wallet, then the exchange to the balance;
    expect(lines.slice(1, 11)).toEqual([
      'bonus 3.20 3.20 bonus_item', 'bonus 20.00 23.20 bonus_item', 'bonus 75.50 98.70 bonus_item', 'bonus 3.15 101.85 bonus_item',
      'bonus 8.00 109.85 bonus_item', 'bonus 12.40 122.25 bonus_item', 'bonus 150.00 272.25 bonus_item', 'bonus 5.00 277.25 bonus_item',
      'bonus -272.25 5.00 bonus_exchange', 'balance 272.25 1000.00 bonus_exchange',
    ]);
    // demo's seeded open payouts (seeds/payments.ts): each an opening credit, then its hold;
    expect(lines.slice(11)).toEqual([
      'balance 60.00 1060.00 opening', 'balance -60.00 1000.00 payout_hold', 'held 60.00 60.00 payout_hold',
      'balance 45.00 1045.00 opening', 'balance -45.00 1000.00 payout_hold', 'held 45.00 105.00 payout_hold',
      'balance 35.00 1035.00 opening', 'balance -35.00 1000.00 payout_hold', 'held 35.00 140.00 payout_hold',
      // and its two open sport tickets (seeds/sport.ts): an opening credit, then the stake.
      'balance 15.00 1015.00 opening', 'balance -15.00 1000.00 sport_stake',
      'balance 6.00 1006.00 opening', 'balance -6.00 1000.00 sport_stake',
    ]);
    expect(await auditWallet(sb.db)).toEqual([]);
  });

  it('moves money and records each movement with the balance after it', async () => {
    const row = await sb.db.transaction((tx) => move(tx, { userId: DEMO, wallet: 'balance', amount: '-0.10', reason: 'test', reference: { type: 'test', id: 7 } }));
    expect(row).toMatchObject({ amount: '-0.10', balance_after: '999.90', reason: 'test' });
    await sb.db.transaction((tx) => move(tx, { userId: DEMO, wallet: 'bonus', amount: '0.20', reason: 'test' }));
    expect(await getBalances(sb.db, DEMO)).toEqual({ balance: '999.90', bonus_balance: '5.20' });
    expect(await auditWallet(sb.db)).toEqual([]);
  });

  it('refuses an overdraft with not_enough_money and writes nothing, even for the exact cent', async () => {
    await expect(sb.db.transaction((tx) => move(tx, { userId: LOW, wallet: 'balance', amount: '-0.51', reason: 'test' }))).rejects.toMatchObject({
      status: 400,
      code: 'not_enough_money',
    });
    await sb.db.transaction((tx) => move(tx, { userId: LOW, wallet: 'balance', amount: '-0.50', reason: 'test' }));
    expect(await getBalances(sb.db, LOW)).toEqual({ balance: '0.00', bonus_balance: '12.00' });
  });

  it('applies several movements all or nothing, checking every intermediate step', async () => {
    // A credit after the debit does not make an overdraft acceptable.
    await expect(
      sb.db.transaction((tx) =>
        moveAll(tx, [
          { userId: LOW, wallet: 'balance', amount: '-1.00', reason: 'test' },
          { userId: LOW, wallet: 'balance', amount: '5.00', reason: 'test' },
        ]),
      ),
    ).rejects.toMatchObject({ code: 'not_enough_money' });
    // A failure later in the caller's transaction rolls earlier movements back.
    await expect(
      sb.db.transaction(async (tx) => {
        await move(tx, { userId: DEMO, wallet: 'balance', amount: '-100.00', reason: 'test' });
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await getBalances(sb.db, DEMO)).toEqual({ balance: '1000.00', bonus_balance: '5.00' });
    // low's seeded rows only: its opening and its two history items' credits.
    expect((await ledgerOf(LOW)).length).toBe(3);
  });

  it('transfers between users and between wallets', async () => {
    await sb.db.transaction((tx) => transfer(tx, { from: { userId: DEMO, wallet: 'balance' }, to: { userId: LOW, wallet: 'balance' }, amount: '10.05', reason: 'transfer' }));
    await sb.db.transaction((tx) => transfer(tx, { from: { userId: LOW, wallet: 'bonus' }, to: { userId: LOW, wallet: 'balance' }, amount: '12.00', reason: 'bonus_exchange' }));
    expect(await getBalances(sb.db, DEMO)).toEqual({ balance: '989.95', bonus_balance: '5.00' });
    expect(await getBalances(sb.db, LOW)).toEqual({ balance: '22.55', bonus_balance: '0.00' });
    await expect(
      sb.db.transaction((tx) => transfer(tx, { from: { userId: LOW, wallet: 'bonus' }, to: { userId: DEMO, wallet: 'bonus' }, amount: '0.01', reason: 'transfer' })),
    ).rejects.toMatchObject({ code: 'not_enough_money' });
    expect(await auditWallet(sb.db)).toEqual([]);
  });

  it('rejects malformed movements as programming errors', async () => {
    for (const amount of ['0.00', '1.005', 'abc', '']) {
      await expect(sb.db.transaction((tx) => move(tx, { userId: DEMO, wallet: 'balance', amount, reason: 'test' })), amount).rejects.toThrow(Error);
    }
    await expect(sb.db.transaction((tx) => move(tx, { userId: 999_999, wallet: 'balance', amount: '1.00', reason: 'test' }))).rejects.toMatchObject({ status: 404 });
  });
});

describe('the database enforces the wallet', () => {
  it('keeps the ledger append-only', async () => {
    await expect(sb.db.query(`UPDATE wallet_ledger SET amount = 1000000 WHERE user_id = ${LOW}`)).rejects.toThrow(/append-only/);
    await expect(sb.db.query(`DELETE FROM wallet_ledger WHERE user_id = ${LOW}`)).rejects.toThrow(/append-only/);
    expect((await ledgerOf(LOW)).length).toBe(3);
  });

  it('refuses balance changes outside the ledger and accounts opened with money', async () => {
    await expect(sb.db.query(`UPDATE users SET balance = 1000000 WHERE id = ${LOW}`)).rejects.toThrow(/only through wallet_ledger/);
    await expect(
      sb.db.query(`INSERT INTO users (username, email, password_hash, balance) VALUES ('rich', 'rich@example.test', 'x', 5)`),
    ).rejects.toThrow(/starts with zero balances/);
    // Other columns still update freely.
    await sb.db.query(`UPDATE users SET first_name = 'Lo' WHERE id = ${LOW}`);
  });

  it('blocks a negative balance even for a raw ledger insert that skips the service', async () => {
    await expect(
      sb.db.query(`INSERT INTO wallet_ledger (user_id, wallet, amount, reason) VALUES (${LOW}, 'balance', -0.51, 'raw')`),
    ).rejects.toMatchObject({ code: '23514' });
    // A raw insert that is affordable is applied by the trigger, whatever balance_after it claims.
    await sb.db.query(`INSERT INTO wallet_ledger (user_id, wallet, amount, balance_after, reason) VALUES (${LOW}, 'bonus', -2, 999, 'raw')`);
    expect((await ledgerOf(LOW)).at(-1)).toEqual({ wallet: 'bonus', amount: '-2.00', balance_after: '10.00', reason: 'raw' });
    expect(await auditWallet(sb.db)).toEqual([]);
  });

  it('audit names a user whose balance was changed with the guard disabled', async () => {
    await sb.db.exec(`ALTER TABLE users DISABLE TRIGGER users_balance_guard;
      UPDATE users SET bonus_balance = 99 WHERE id = ${LOW};
      ALTER TABLE users ENABLE TRIGGER users_balance_guard;`);
    expect(await auditWallet(sb.db)).toEqual([
      { user_id: LOW, balance: '0.50', ledger_balance: '0.50', bonus_balance: '99.00', ledger_bonus: '12.00', held_balance: '0.00', ledger_held: '0.00' },
    ]);
  });

  it('keeps the held wallet (payouts) from the ledger too: guarded, never negative, audited', async () => {
    await expect(sb.db.query(`UPDATE users SET held_balance = 5 WHERE id = ${LOW}`)).rejects.toMatchObject({ code: '23001' });
    await expect(sb.db.query(`INSERT INTO wallet_ledger (user_id, wallet, amount, reason) VALUES (${LOW}, 'held', -0.01, 'raw')`)).rejects.toMatchObject({ code: '23514' });
    await sb.db.transaction((tx) => transfer(tx, { from: { userId: LOW, wallet: 'balance' }, to: { userId: LOW, wallet: 'held' }, amount: '0.30', reason: 'payout_hold' }));
    expect((await sb.db.query(`SELECT balance::text AS b, held_balance::text AS h FROM users WHERE id = ${LOW}`)).rows[0]).toEqual({ b: '0.20', h: '0.30' });
    await expect(sb.db.transaction((tx) => move(tx, { userId: LOW, wallet: 'held', amount: '-0.31', reason: 'payout_paid' }))).rejects.toMatchObject({ code: 'not_enough_money' });
    expect(await auditWallet(sb.db)).toEqual([]);
    await sb.db.exec(`ALTER TABLE users DISABLE TRIGGER users_balance_guard;
      UPDATE users SET held_balance = 1 WHERE id = ${LOW};
      ALTER TABLE users ENABLE TRIGGER users_balance_guard;`);
    expect(await auditWallet(sb.db)).toMatchObject([{ user_id: LOW, held_balance: '1.00', ledger_held: '0.30' }]);
  });
});
