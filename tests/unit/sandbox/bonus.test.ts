import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseDateParam } from '../../../demo/sandbox/routes/bonus';
import { seed } from '../../../demo/sandbox/seed';
import { BOOT_TIMEOUT, bootSandbox, type Sandbox } from './helpers';

let sb: Sandbox;
let demo: string;
let low: string;

beforeAll(async () => {
  sb = await bootSandbox();
  demo = (await sb.login('demo')).access;
  low = (await sb.login('low')).access;
}, BOOT_TIMEOUT);
afterAll(() => sb?.close());

const BONUS = '/api/bonus-system/bonusbalance/history';
const CASHBACK = '/api/bonus-system/cashback/history';

interface Item {
  id: number;
  amount: string;
  amount_currency: string;
  date: string;
  type: string;
  is_accrued: boolean;
  is_acknowledged: boolean;
}
interface Page {
  count: number;
  results: Item[];
}

const list = async (path: string, query = '', token = demo) => {
  const res = await sb.call<Page>('GET', `${path}${query ? `?${query}` : ''}`, { token });
  if (res.status !== 200) throw new Error(`${path}?${query}: ${res.status} ${res.text}`);
  return res.body;
};
const ids = (page: Page) => page.results.map((r) => r.id);

// The three reads of the notifications (contracts.md).
const FIRST_DEPOSIT = 'type=FirstDeposit&is_accrued=true&is_acknowledged=false&page=1&page_size=1&ordering=-date&date_from=2023-08-25';
const PERSONAL_JACKPOT = 'type=PersonalJackpot&is_accrued=true&is_acknowledged=false&page=1&page_size=2&ordering=-date&date_from=2023-08-25';
const CASHBACKS = 'is_accrued=true&is_acknowledged=false&page=1&page_size=2&ordering=-date&date_from=2023-08-25';

describe('bonus and cashback history', () => {
  it('requires a signed-in player', async () => {
    for (const path of [BONUS, `${BONUS}/`, CASHBACK, `${CASHBACK}/`]) {
      const res = await sb.call('GET', path);
      expect(res.status, path).toBe(401);
      expect(res.body.code).toBe('not_authenticated');
    }
  });

  it('answers the notifications exactly as seeded for demo', async () => {
    expect(await list(BONUS, FIRST_DEPOSIT)).toEqual({
      count: 1,
      results: [
        { id: 1, amount: '20.00', amount_currency: 'TND', date: '2024-11-20T10:15:00+00:00', type: 'FirstDeposit', is_accrued: true, is_acknowledged: false },
      ],
    });
    const jackpots = await list(BONUS, PERSONAL_JACKPOT);
    expect(jackpots.count).toBe(2);
    expect(jackpots.results.map((r) => r.amount)).toEqual(['150.00', '75.50']);
    const cashback = await list(CASHBACK, CASHBACKS);
    expect(cashback.count).toBe(2);
    expect(cashback.results.map((r) => r.amount)).toEqual(['12.40', '3.15']);
  });

  it('serves both paths with and without the trailing slash', async () => {
    expect(await list(`${BONUS}/`, FIRST_DEPOSIT)).toEqual(await list(BONUS, FIRST_DEPOSIT));
    expect(await list(`${CASHBACK}/`, CASHBACKS)).toEqual(await list(CASHBACK, CASHBACKS));
  });

  it('keeps the two lists and the players apart', async () => {
    const bonus = await list(BONUS, 'page_size=100');
    expect(bonus.count).toBe(8);
    expect(bonus.results.every((r) => r.type !== 'Cashback')).toBe(true);
    expect(ids(await list(CASHBACK, 'page_size=100'))).toEqual([9, 10, 11, 12]);
    expect(ids(await list(CASHBACK, '', low))).toEqual([13]);
    expect(ids(await list(BONUS, '', low))).toEqual([14]);
  });

  it('filters by type (comma list or repeated), is_accrued and is_acknowledged', async () => {
    expect(ids(await list(BONUS, 'type=PersonalJackpot,LuckySpin&ordering=date'))).toEqual([8, 7, 3, 2, 4]);
    expect(ids(await list(BONUS, 'type=PersonalJackpot&type=LuckySpin&ordering=date'))).toEqual([8, 7, 3, 2, 4]);
    expect(ids(await list(BONUS, 'is_accrued=false'))).toEqual([6]);
    expect(ids(await list(BONUS, 'is_acknowledged=true'))).toEqual([6, 4, 5]);
    expect(ids(await list(CASHBACK, 'is_acknowledged=false'))).toEqual([9, 11, 12]);
    expect(ids(await list(CASHBACK, 'type=Cashback&is_accrued=TRUE'))).toEqual([9, 10, 11, 12]);
    // Empty values are no filter (django-filter).
    expect((await list(BONUS, 'type=&is_accrued=&page=&page_size=100')).count).toBe(8);
  });

  it('filters by date: date_from inclusive, date_to inclusive (a day covers all of it), offsets honoured', async () => {
    // PersonalJackpot 7 is at 2023-08-24T23:59:59Z, the day before the notices' start date.
    expect(ids(await list(BONUS, 'type=PersonalJackpot&date_from=2023-08-25'))).toEqual([2, 3]);
    expect(ids(await list(BONUS, 'type=PersonalJackpot&date_from=2023-08-24T23:59:59%2B00:00'))).toEqual([2, 3, 7]);
    expect(ids(await list(BONUS, 'type=PersonalJackpot&date_from=2023-08-25T01:59:59%2B02:00'))).toEqual([2, 3, 7]);
    expect(ids(await list(BONUS, 'type=PersonalJackpot&date_from=2023-08-24T23:59:59Z&date_to=2023-08-24'))).toEqual([7]);
    // An unencoded "+" arrives as a space: still read as the offset.
    expect(ids(await list(BONUS, 'type=PersonalJackpot&date_from=2023-08-24T23:59:59+00:00'))).toEqual([2, 3, 7]);
    // Cashback 9 is at 2024-12-23T07:00:00Z.
    expect(ids(await list(CASHBACK, 'date_from=2024-12-23&date_to=2024-12-23'))).toEqual([9]);
    expect(ids(await list(CASHBACK, 'date_from=2024-12-01&date_to=2024-12-23T06:59:59Z'))).toEqual([10, 11]);
    expect(ids(await list(CASHBACK, 'date_from=2024-12-01&date_to=2024-12-23T08:00:00%2B01:00'))).toEqual([9, 10, 11]);
    expect(ids(await list(CASHBACK, 'date_to=2024-12-22'))).toEqual([10, 11, 12]);
  });

  it('orders by date either way and pages, with the total count', async () => {
    const newest = await list(BONUS, 'page_size=3');
    expect(newest.count).toBe(8);
    expect(ids(newest)).toEqual([6, 4, 2]);
    expect(ids(await list(BONUS, 'page_size=3&page=2'))).toEqual([3, 1, 5]);
    expect(ids(await list(BONUS, 'page_size=3&page=3'))).toEqual([7, 8]);
    expect(await list(BONUS, 'page_size=3&page=4')).toEqual({ count: 8, results: [] });
    expect(ids(await list(BONUS, 'ordering=date&page_size=3'))).toEqual([8, 7, 5]);
    expect(ids(await list(BONUS))).toHaveLength(8); // default page size 10, newest first
    expect(ids(await list(BONUS))[0]).toBe(6);
  });

  it('answers bad query values with 400 and one error per field', async () => {
    const res = await sb.call(
      'GET',
      `${BONUS}?page=0&page_size=101&ordering=id&type=FirstDeposit,Nope&is_accrued=yes&is_acknowledged=1&date_from=2023-02-30`,
      { token: demo },
    );
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('invalid');
    const fields = Object.fromEntries((res.body.errors as { field: string; code: string; message: string }[]).map((e) => [e.field, e]));
    expect(Object.keys(fields).sort()).toEqual(['date_from', 'is_accrued', 'is_acknowledged', 'ordering', 'page', 'page_size', 'type']);
    expect(fields.type.message).toContain('Nope');
    expect(fields.ordering.message).toBe('Use date or -date.');
    expect(fields.page_size.message).toBe('Ensure this value is at most 100.');
    for (const query of ['date_to=2024-13-01', 'date_from=2024-12-01T25:00:00Z', 'date_from=2024-12-01T10:00:00', 'page=abc']) {
      const bad = await sb.call('GET', `${CASHBACK}?${query}`, { token: demo });
      expect(bad.status, query).toBe(400);
      expect(bad.body.errors[0].code, query).toBe('invalid');
    }
    const reversed = await sb.call('GET', `${CASHBACK}?date_from=2024-12-02&date_to=2024-12-01`, { token: demo });
    expect(reversed.body.errors).toEqual([{ field: 'date_to', code: 'invalid', message: 'date_to is before date_from.' }]);
  });
});

describe('acknowledge', () => {
  it('marks the caller’s item acknowledged, idempotently, and the notice stops showing it', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await sb.call('POST', `${BONUS}/1/acknowledge/`, { token: demo });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ id: 1, is_acknowledged: true });
    }
    expect(await list(BONUS, FIRST_DEPOSIT)).toEqual({ count: 0, results: [] });
    expect((await sb.call('POST', `${CASHBACK}/9/acknowledge/`, { token: demo })).body).toEqual({ id: 9, is_acknowledged: true });
    expect(ids(await list(CASHBACK, CASHBACKS))).toEqual([11]);
  });

  it('is 404 for another player’s item, the other list’s item, an unknown id; 401 without a token', async () => {
    for (const path of [`${CASHBACK}/13/acknowledge/`, `${BONUS}/14/acknowledge/`, `${BONUS}/9/acknowledge/`, `${CASHBACK}/1/acknowledge/`, `${BONUS}/999999/acknowledge/`, `${BONUS}/99999999999/acknowledge/`, `${BONUS}/abc/acknowledge/`]) {
      const res = await sb.call('POST', path, { token: demo });
      expect(res.status, path).toBe(404);
      expect(res.body.code).toBe('not_found');
    }
    expect((await list(CASHBACK, '', low)).results[0].is_acknowledged).toBe(false);
    expect((await sb.call('POST', `${BONUS}/2/acknowledge/`)).status).toBe(401);
  });

  it('keeps acknowledgements when the seed runs again (restart)', async () => {
    await seed(sb.db);
    expect((await list(BONUS, 'type=FirstDeposit')).results[0].is_acknowledged).toBe(true);
  });
});

describe('POST /sandbox/api/notifications', () => {
  it('creates a fresh unacknowledged item of each kind, dated now, that the notices read first', async () => {
    const now = new Date(sb.clock.now()).toISOString().replace(/\.\d{3}Z$/, '+00:00');
    const first = await sb.call('POST', '/sandbox/api/notifications', { body: { username: 'demo', kind: 'first-deposit', amount: '10.00' } });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      id: 1001,
      amount: '10.00',
      amount_currency: 'TND',
      date: now,
      type: 'FirstDeposit',
      is_accrued: true,
      is_acknowledged: false,
      history: 'bonusbalance',
      username: 'demo',
    });
    expect(ids(await list(BONUS, FIRST_DEPOSIT))).toEqual([1001]);

    sb.clock.advance(1000);
    const jackpot = await sb.call('POST', '/sandbox/api/notifications', { body: { username: 'DEMO', kind: 'personal-jackpot', amount: 33 } });
    expect(jackpot.body).toMatchObject({ id: 1002, amount: '33.00', type: 'PersonalJackpot', history: 'bonusbalance' });
    expect(ids(await list(BONUS, PERSONAL_JACKPOT))).toEqual([1002, 2]);

    const cashback = await sb.call('POST', '/sandbox/api/notifications', { body: { username: 'demo', kind: 'cashback' } });
    expect(cashback.body).toMatchObject({ id: 1003, amount: '5.00', type: 'Cashback', history: 'cashback' });
    expect(ids(await list(CASHBACK, CASHBACKS))).toEqual([1003, 11]);
  });

  it('uses the player’s currency', async () => {
    await sb.db.query(`UPDATE users SET currency = 'EUR' WHERE username = 'cashplayer'`);
    const res = await sb.call('POST', '/sandbox/api/notifications', { body: { username: 'cashplayer', kind: 'cashback', amount: '1.5' } });
    expect(res.body).toMatchObject({ amount: '1.50', amount_currency: 'EUR', username: 'cashplayer' });
  });

  it('validates the body and answers 404 for an unknown account', async () => {
    const bad = await sb.call('POST', '/sandbox/api/notifications', { body: { kind: 'bonus', amount: '1.234' } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: { field: string; code: string }) => `${e.field}:${e.code}`)).toEqual(['username:required', 'kind:invalid', 'amount:invalid']);
    for (const amount of ['0', '-1', 'ten', '0.00']) {
      const res = await sb.call('POST', '/sandbox/api/notifications', { body: { username: 'demo', kind: 'cashback', amount } });
      expect(res.status, amount).toBe(400);
    }
    const unknown = await sb.call('POST', '/sandbox/api/notifications', { body: { username: 'nobody', kind: 'cashback' } });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('not_found');
  });

  it('is undone by a reset, which restores the seeds', async () => {
    expect((await sb.call('POST', '/sandbox/api/reset')).status).toBe(200);
    const token = (await sb.login('demo')).access;
    expect(ids(await list(BONUS, FIRST_DEPOSIT, token))).toEqual([1]);
    expect(ids(await list(BONUS, PERSONAL_JACKPOT, token))).toEqual([2, 3]);
    expect(ids(await list(CASHBACK, CASHBACKS, token))).toEqual([9, 11]);
    const again = await sb.call('POST', '/sandbox/api/notifications', { body: { username: 'demo', kind: 'cashback' } });
    expect(again.body.id).toBe(1001);
  });
});

describe('parseDateParam', () => {
  it('reads days as UTC midnight and date-times with their offset', () => {
    expect(parseDateParam('2023-08-25')).toEqual({ at: new Date('2023-08-25T00:00:00Z'), dateOnly: true });
    expect(parseDateParam('2023-08-25T10:00:00+0200')).toEqual({ at: new Date('2023-08-25T08:00:00Z'), dateOnly: false });
    expect(parseDateParam('2023-08-25T10:00-03:30')?.at.toISOString()).toBe('2023-08-25T13:30:00.000Z');
    expect(parseDateParam('2023-08-25T10:00:00.123456Z')?.at.toISOString()).toBe('2023-08-25T10:00:00.123Z');
    for (const bad of ['2023-8-25', '2023-02-29', '2023-08-25T10:00:00', '2023-08-25 10:00:00Z', 'yesterday', '2023-08-25T24:00:00Z']) {
      expect(parseDateParam(bad), bad).toBeUndefined();
    }
  });
});
