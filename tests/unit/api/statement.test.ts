// The account statement and slots history clients (docs/contracts/profile.md §Histories): converters (signed
// amounts, each reference kind, an unknown one kept), malformed replies as malformed_response, and the query
// each call sends.
import { describe, expect, it } from 'vitest';
import { ShapeError } from '../../../src/api/convert';
import { isApiError } from '../../../src/api/errors';
import { statementApi, toStatementDetail, toStatementPage, toStatementReference, toStatementRow } from '../../../src/api/statement';
import { slotsHistoryApi, toSlotsHistoryItem } from '../../../src/api/slots-history';
import { clientOn } from '../support/http';

const row = (over: Record<string, unknown> = {}) => ({
  id: 412,
  date: '2025-01-15T12:00:00+00:00',
  wallet: 'balance',
  amount: '-2.00',
  balance_after: '998.00',
  currency: 'TND',
  reason: 'wheel_spin',
  reference_type: 'wheel_spin',
  reference_id: '37',
  ...over,
});

function answering(body: unknown, status = 200) {
  const sent: URL[] = [];
  const http = clientOn(async (input) => {
    sent.push(new URL(String(input)));
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  return { http, sent };
}

describe('statement converters', () => {
  it('reads a row with a signed amount and its balance after', () => {
    expect(toStatementRow(row())).toEqual({
      id: 412, date: '2025-01-15T12:00:00+00:00', wallet: 'balance', amount: -2, balanceAfter: 998, currency: 'TND',
      reason: 'wheel_spin', referenceType: 'wheel_spin', referenceId: '37',
    });
    expect(toStatementRow(row({ reference_type: null, reference_id: null, reason: 'opening', amount: '1000.00' }))).toMatchObject({ amount: 1000, referenceType: null, referenceId: null });
  });

  it('refuses a row of the wrong shape', () => {
    expect(() => toStatementRow(row({ wallet: 'savings' }))).toThrow(ShapeError);
    expect(() => toStatementRow(row({ amount: 'two' }))).toThrow(ShapeError);
    expect(() => toStatementRow(row({ date: 'yesterday' }))).toThrow(ShapeError);
    expect(() => toStatementPage({ count: 1 })).toThrow(ShapeError);
  });

  it('reads each reference kind, keeps an unknown one, and null as null', () => {
    expect(toStatementReference('payment', { id: 1001, kind: 'deposit', status: 30, payment_system: 'card', amount: '50.00', currency: 'TND' })).toEqual({
      kind: 'payment', id: 1001, type: 'deposit', status: 30, paymentSystem: 'card', amount: 50, currency: 'TND',
    });
    expect(toStatementReference('wheel_spin', { id: 37, is_free: false, cost: '2.00', prize: { id: 3, amount: '5.00', currency: 'TND', wallet: 'bonus', is_present: false, name: { fr: '5 DT bonus', en: '5 DT bonus', ar: '٥' } } })).toEqual({
      kind: 'wheel_spin', id: 37, isFree: false, prizeName: { fr: '5 DT bonus', en: '5 DT bonus', ar: '٥' }, prizeAmount: 5, currency: 'TND',
    });
    expect(toStatementReference('game_round', { id: 9, game_name: 'Hot Fruits', provider: 'amatic', game_id: 'am-0000', bet_amount: '5.00', win_amount: '10.00' })).toMatchObject({
      kind: 'game_round', id: 9, gameName: 'Hot Fruits', provider: 'amatic', betAmount: 5, winAmount: 10,
    });
    expect(toStatementReference('transfer', { id: 4, from_id: 1007, to_id: 1003, amount: '10.00', currency: 'TND' })).toMatchObject({ kind: 'transfer', fromId: 1007, toId: 1003 });
    expect(toStatementReference('bonus_history', { id: 8, type: 'TransferBonusesToBalance', history: 'bonusbalance' })).toEqual({ kind: 'bonus_item', id: 8, type: 'TransferBonusesToBalance', list: 'bonusbalance' });
    expect(toStatementReference('bonus_history', { id: 9, type: 'Cashback', history: 'cashback' })).toMatchObject({ list: 'cashback' });
    expect(toStatementReference('sport_ticket', { id: 41, ticket_code: 'SFT-1A2B', provider: 'sft', ticket_type: 'single', status: 'Wait', amount_in: '5.00', amount_out: '0.00', coef: '1.85' })).toEqual({
      kind: 'sport_ticket',
      id: 41,
      ticketCode: 'SFT-1A2B',
      provider: 'sft',
    });
    expect(toStatementReference('jackpot_win', { id: 1 })).toEqual({ kind: 'other', type: 'jackpot_win' });
    expect(toStatementReference('payment', null)).toBeNull();
    expect(toStatementDetail({ ...row({ reference_type: null, reference_id: null }), reference: null }).reference).toBeNull();
  });
});

describe('statement calls', () => {
  it('sends the filters as the contract names them', async () => {
    const { http, sent } = answering({ count: 1, results: [row()] });
    const page = await statementApi(http).list({ dateFrom: '2025-01-01T00:00:00+01:00', dateTo: '2025-01-02T00:00:00+01:00', wallet: 'bonus', reason: ['deposit', 'opening'], page: 2, pageSize: 20, ordering: '-date' });
    expect(page).toMatchObject({ page: 2, count: 1, items: [{ id: 412 }] });
    expect(sent[0].pathname).toBe('/api/users/statement/');
    expect(Object.fromEntries(sent[0].searchParams)).toEqual({
      date_from: '2025-01-01T00:00:00+01:00', date_to: '2025-01-02T00:00:00+01:00', wallet: 'bonus', reason: 'deposit,opening', page: '2', page_size: '20', ordering: '-date',
    });
  });

  it('reads one row, and a malformed answer is malformed_response', async () => {
    const ok = answering({ ...row(), reference: { id: 37, prize: { amount: '1.00', currency: 'TND' } } });
    expect((await statementApi(ok.http).one(412)).reference).toMatchObject({ kind: 'wheel_spin', id: 37 });
    expect(ok.sent[0].pathname).toBe('/api/users/statement/412/');
    const bad = answering({ results: 'no' });
    const error = await statementApi(bad.http).list().catch((e: unknown) => e);
    expect(isApiError(error) && error.code).toBe('malformed_response');
  });
});

describe('slots history', () => {
  it('reads an item (the spec fields) and sends the day range and producer', async () => {
    const item = { id: 17, provider: 'amatic', game_id: 'am-0017', game_name: 'Book', date: '2025-01-15T12:00:00+00:00', balance_before: '1000.00', balance_after: '999.00', currency: 'TND', status: 'lost', bet_amount: '1.00', win_amount: '0.00', type: 'real' };
    expect(toSlotsHistoryItem(item)).toEqual({ id: 17, provider: 'amatic', gameId: 'am-0017', gameName: 'Book', date: item.date, balanceBefore: 1000, balanceAfter: 999, currency: 'TND', status: 'lost', betAmount: 1, winAmount: 0, type: 'real' });
    const { http, sent } = answering({ count: 1, results: [item] });
    await slotsHistoryApi(http).list({ dateFrom: '2025-01-15T00:00:00+01:00', dateTo: '2025-01-16T00:00:00+01:00', producer: 'amatic', page: 1, pageSize: 10 });
    expect(sent[0].pathname).toBe('/api/users/slots-history/');
    expect(Object.fromEntries(sent[0].searchParams)).toEqual({ date_from: '2025-01-15T00:00:00+01:00', date_to: '2025-01-16T00:00:00+01:00', producer: 'amatic', page: '1', page_size: '10' });
  });
});
