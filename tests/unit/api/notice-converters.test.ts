// Server JSON → client types for the notices and the jackpots (docs/api.md "Bonus and cashback history",
// "Jackpots"; money-and-games.md §3, §5 "bonus amounts are floored to 2 decimals"; shell §9 order).
import { describe, expect, it } from 'vitest';
import { toBonusHistoryItem, toBonusHistoryPage, toDateParam, toHistoryQuery } from '../../../src/api/bonus';
import { toJackpot, toJackpots } from '../../../src/api/jackpots';
import { ShapeError } from '../../../src/api/convert';

const serverItem = {
  id: 12,
  amount: '20.009',
  amount_currency: 'TND',
  date: '2026-11-20T10:15:00+00:00',
  type: 'FirstDeposit',
  is_accrued: true,
  is_acknowledged: false,
};

describe('toBonusHistoryItem', () => {
  it('converts snake_case, reads the decimal string and floors the amount to the cent', () => {
    expect(toBonusHistoryItem(serverItem)).toEqual({
      id: 12,
      amount: 20,
      amountCurrency: 'TND',
      date: '2026-11-20T10:15:00+00:00',
      type: 'FirstDeposit',
      isAccrued: true,
      isAcknowledged: false,
    });
    expect(toBonusHistoryItem({ ...serverItem, amount: '75.509' }).amount).toBe(75.5);
    expect(toBonusHistoryItem({ ...serverItem, amount: 3.159 }).amount).toBe(3.15);
    // Floor is toward −∞: a debit is never shown smaller than it is.
    expect(toBonusHistoryItem({ ...serverItem, amount: '-1.231' }).amount).toBe(-1.24);
  });

  it('keeps a type it does not know and defaults missing flags to an unread accrual', () => {
    const { is_accrued: _a, is_acknowledged: _b, ...bare } = serverItem;
    expect(toBonusHistoryItem({ ...bare, type: 'SomethingNew' })).toMatchObject({ type: 'SomethingNew', isAccrued: true, isAcknowledged: false });
  });

  it('refuses an item without a usable amount, currency or date', () => {
    expect(() => toBonusHistoryItem({ ...serverItem, amount: '12,50' })).toThrow(ShapeError);
    expect(() => toBonusHistoryItem({ ...serverItem, amount: null })).toThrow(ShapeError);
    expect(() => toBonusHistoryItem({ ...serverItem, amount_currency: undefined })).toThrow(ShapeError);
    expect(() => toBonusHistoryItem({ ...serverItem, date: 'yesterday' })).toThrow(ShapeError);
    expect(() => toBonusHistoryItem({ ...serverItem, is_acknowledged: 'no' })).toThrow(ShapeError);
  });
});

describe('toBonusHistoryPage', () => {
  it('carries page, count and the converted results', () => {
    const page = toBonusHistoryPage({ count: 3, results: [serverItem, { ...serverItem, id: 13 }] }, 2);
    expect(page.page).toBe(2);
    expect(page.count).toBe(3);
    expect(page.items.map((i) => i.id)).toEqual([12, 13]);
  });

  it('refuses a body without results', () => {
    expect(() => toBonusHistoryPage({ count: 1 })).toThrow(ShapeError);
    expect(() => toBonusHistoryPage([serverItem])).toThrow(ShapeError);
  });
});

describe('history filters', () => {
  it('writes every filter of the contract in its snake_case name, types comma-joined', () => {
    expect(
      toHistoryQuery({
        isAccrued: true,
        dateFrom: '2023-08-25',
        dateTo: new Date(Date.UTC(2026, 10, 20, 23, 59, 59)),
        page: 2,
        pageSize: 20,
        ordering: '-date',
        type: ['FirstDeposit', 'PersonalJackpot'],
        isAcknowledged: false,
      }),
    ).toEqual({
      is_accrued: true,
      date_from: '2023-08-25',
      date_to: '2026-11-20T23:59:59.000Z',
      page: 2,
      page_size: 20,
      ordering: '-date',
      type: 'FirstDeposit,PersonalJackpot',
      is_acknowledged: false,
    });
  });

  it('leaves unset filters out (the client drops undefined) and refuses an invalid Date', () => {
    expect(Object.values(toHistoryQuery({})).every((v) => v === undefined)).toBe(true);
    expect(toHistoryQuery({ type: [] }).type).toBeUndefined();
    expect(toHistoryQuery({ type: 'Cashback' }).type).toBe('Cashback');
    expect(toDateParam('2026-01-01T00:00:00+01:00')).toBe('2026-01-01T00:00:00+01:00');
    expect(() => toDateParam(new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe('jackpots', () => {
  const pots = [
    { id: 3, name: 'bronze', amount: '120.509', currency: 'EUR', winner: null },
    { id: 2, name: 'gold', amount: 5000, currency: 'EUR', winner: 'd***o' },
    { id: 1, name: 'silver', amount: '1234.56', currency: 'EUR', winner: '' },
  ];

  it('orders silver, gold, bronze whatever the server order, amounts down to the cent', () => {
    const list = toJackpots(pots);
    expect(list.map((j) => j.name)).toEqual(['silver', 'gold', 'bronze']);
    expect(list.map((j) => j.amount)).toEqual([1234.56, 5000, 120.5]);
    expect(list.map((j) => j.winner)).toEqual([null, 'd***o', null]);
    expect(toJackpots([...pots].reverse()).map((j) => j.id)).toEqual([1, 2, 3]);
  });

  it('keeps a pot it does not know after the three, and reads a paginated body', () => {
    const list = toJackpots({ results: [{ id: 9, name: 'Platinum', amount: '1', currency: 'TND', winner: null }, ...pots] });
    expect(list.map((j) => j.name)).toEqual(['silver', 'gold', 'bronze', 'platinum']);
  });

  it('refuses a pot without an amount or a currency', () => {
    expect(() => toJackpot({ ...pots[0], amount: 'a lot' })).toThrow(ShapeError);
    expect(() => toJackpot({ ...pots[0], currency: null })).toThrow(ShapeError);
    expect(() => toJackpots({ detail: 'nope' })).toThrow(ShapeError);
  });
});
