// The seeded notices and the seeded ledger tell one story (docs/api.md "Bonus and cashback history"): a
// notice saying a jackpot or a cashback was credited has its credit in the wallet, the exchange its two
// legs, the balances still end as seeded, and the items are dated in the weeks before the seed's clock.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditWallet, getAllBalances } from '../../../demo/sandbox/services/wallet';
import { BOOT_TIMEOUT, bootSandbox, type Sandbox } from './helpers';

let sb: Sandbox;
beforeAll(async () => {
  sb = await bootSandbox();
}, BOOT_TIMEOUT);
afterAll(() => sb?.close());

const BONUS = '/api/bonus-system/bonusbalance/history';
const CASHBACK = '/api/bonus-system/cashback/history';
// The notices' reads (docs/api.md, spec shell §4, §9).
const NOTICES = [
  [BONUS, 'type=FirstDeposit&is_accrued=true&is_acknowledged=false&page=1&page_size=1&ordering=-date&date_from=2023-08-25'],
  [BONUS, 'type=PersonalJackpot&is_accrued=true&is_acknowledged=false&page=1&page_size=2&ordering=-date&date_from=2023-08-25'],
  [CASHBACK, 'is_accrued=true&is_acknowledged=false&page=1&page_size=2&ordering=-date&date_from=2023-08-25'],
] as const;
const DAY = 86_400_000;

interface Item {
  id: number;
  amount: string;
  date: string;
  type: string;
  is_accrued: boolean;
}
interface Row {
  wallet: string;
  amount: string;
  reason: string;
  reference_id: string;
  at: string;
}

const read = async (token: string, path: string, query: string) => {
  const res = await sb.call<{ results: Item[] }>('GET', `${path}?${query}`, { token });
  expect(res.status).toBe(200);
  return res.body.results;
};
/** A player's ledger rows that reference a bonus-history item. */
const itemRows = async (userId: number) =>
  (
    await sb.db.query<Row>(
      `SELECT wallet, amount::text AS amount, reason, reference_id, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS') AS at
         FROM wallet_ledger WHERE user_id = $1 AND reference_type = 'bonus_history' ORDER BY id`,
      [userId],
    )
  ).rows;
const instant = (date: string) => new Date(date).toISOString().slice(0, 19);

async function resetAt(now: number) {
  sb.clock.set(now);
  expect((await sb.call('POST', '/sandbox/api/reset')).status).toBe(200);
  return { demo: (await sb.login('demo')).access, low: (await sb.login('low')).access };
}

describe('seeded notices and the seeded ledger', () => {
  it('every notice demo sees has its bonus credit, of its amount, at its date', async () => {
    const { demo } = await resetAt(Date.UTC(2025, 0, 15, 12));
    const rows = await itemRows(1001);
    const notices = (await Promise.all(NOTICES.map(([path, query]) => read(demo, path, query)))).flat();
    expect(notices.map((n) => n.amount)).toEqual(['20.00', '150.00', '75.50', '12.40', '3.15']);
    for (const notice of notices) {
      expect(rows.filter((r) => r.reference_id === String(notice.id)), `item ${notice.id}`).toEqual([
        { wallet: 'bonus', amount: notice.amount, reason: 'bonus_item', reference_id: String(notice.id), at: instant(notice.date) },
      ]);
    }
  });

  it('the whole history moves money once per item, the balances end as seeded, the ledger adds up', async () => {
    const { demo, low } = await resetAt(Date.UTC(2025, 0, 15, 12));
    for (const [userId, token] of [[1001, demo], [1002, low]] as const) {
      const rows = await itemRows(userId);
      const items = [...(await read(token, BONUS, 'page_size=100')), ...(await read(token, CASHBACK, 'page_size=100'))];
      for (const item of items) {
        const own = rows.filter((r) => r.reference_id === String(item.id)).map((r) => [r.wallet, r.amount, r.reason]);
        // The notices' fixtures from before their start date (spec §9) predate the accounts: no money.
        if (item.date < '2023-08-25') expect(own, `item ${item.id}`).toEqual([]);
        else if (item.is_accrued) expect(own, `item ${item.id}`).toEqual([['bonus', item.amount, 'bonus_item']]);
        else expect(own, `item ${item.id}`).toEqual([['bonus', `-${item.amount}`, 'bonus_exchange'], ['balance', item.amount, 'bonus_exchange']]);
      }
      expect(rows.length).toBeGreaterThan(0);
    }
    expect(await getAllBalances(sb.db, 1001)).toMatchObject({ balance: '1000.00', bonus_balance: '5.00' });
    expect(await getAllBalances(sb.db, 1002)).toMatchObject({ balance: '0.50', bonus_balance: '12.00' });
    expect(await auditWallet(sb.db)).toEqual([]);
  });

  it('dates the items in the weeks before the seed clock, whatever year it is', async () => {
    const now = Date.UTC(2026, 11, 5, 21, 0);
    const { demo } = await resetAt(now);
    const notices = (await Promise.all(NOTICES.map(([path, query]) => read(demo, path, query)))).flat();
    expect(notices).toHaveLength(5);
    for (const notice of notices) {
      const age = now - Date.parse(notice.date);
      expect(age, `item ${notice.id}`).toBeGreaterThan(0);
      expect(age, `item ${notice.id}`).toBeLessThan(60 * DAY);
    }
    const rows = await itemRows(1001);
    for (const notice of notices) expect(rows.find((r) => r.reference_id === String(notice.id))?.at).toBe(instant(notice.date));
    expect(await auditWallet(sb.db)).toEqual([]);
  });
});
