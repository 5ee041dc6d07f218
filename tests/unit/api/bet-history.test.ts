// The sports bet history's client (docs/contracts/sportsbook.md §2): converters
// (snake_case to camelCase, money to the cent, statuses capitalised, Cancelled read as sold, ids as
// strings), malformed replies refused, and what each call sends (the day range, the provider, the paging,
// the Idempotency-Key of a cancellation).
import { describe, expect, it } from 'vitest';
import { ShapeError } from '../../../src/api/convert';
import { isApiError } from '../../../src/api/errors';
import { betHistoryApi, capitalise, isSold, toBetHistoryItem, toBetHistoryPage, toCancelAnswer, toCashoutQuote, toSubBet, toSubBets } from '../../../src/api/bet-history';
import { clientOn } from '../support/http';
import { wireBet, wireSub } from '../support/bet-fixtures';

function answering(body: unknown, status = 200) {
  const sent: Array<{ url: URL; method: string; key: string | null }> = [];
  const http = clientOn(async (input, init) => {
    const headers = new Headers(init?.headers);
    sent.push({ url: new URL(String(input)), method: init?.method ?? 'GET', key: headers.get('Idempotency-Key') });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  return { http, sent };
}

describe('bet history converters', () => {
  it('reads a ticket: camelCase, money to the cent, odds as numbers, the id as a string', () => {
    expect(toBetHistoryItem(wireBet())).toEqual({
      id: '41', date: '2026-11-20T18:30:00+01:00', amountIn: 10, amountOut: 0, coef: 3.42, status: 'Wait', provider: 'sft',
      producer: 'softion', token: 'ab12cd34', ticketId: '41', ticketCode: 'SFT-00041', ticketType: 'express', userId: 1001, potentialWin: null, legs: [],
    });
    expect(toBetHistoryItem(wireBet({ amount_in: 12.345, amount_out: '24.694', ticket_type: 'Single' }))).toMatchObject({ amountIn: 12.35, amountOut: 24.69, ticketType: 'single' });
  });

  it('reads an open ticket\'s potential win and its legs, each with its own state', () => {
    const item = toBetHistoryItem(wireBet({ potential_win: '34.20', legs: [wireSub({ status: 'winner', result: '2:1' }), wireSub({ id: 8, status: 'wait', result: null })] }));
    expect(item.potentialWin).toBe(34.2);
    expect(item.legs.map((l) => [l.id, l.status, l.result])).toEqual([['7', 'Winner', '2:1'], ['8', 'Wait', null]]);
    expect(() => toBetHistoryItem(wireBet({ legs: 'none' }))).toThrow(ShapeError);
  });

  it('reads a cash-out quote: the amount to the cent, or null when the book offers none now', () => {
    expect(toCashoutQuote({ ticket_id: 7, amount: '14.254', currency: 'TND' })).toEqual({ amount: 14.25 });
    expect(toCashoutQuote({ ticket_id: 8, amount: null, currency: 'TND', reason: 'suspended' })).toEqual({ amount: null });
    expect(() => toCashoutQuote({ amount: 'lots' })).toThrow(ShapeError);
  });

  it('capitalises statuses, reads Cancelled as sold, keeps an unknown status', () => {
    for (const [wire, shown] of [['WAIT', 'Wait'], ['loser', 'Loser'], ['Voided', 'Voided'], ['winner', 'Winner'], ['CANCELLED', 'Cancelled'], ['cashout', 'Cashout']]) {
      expect(toBetHistoryItem(wireBet({ status: wire })).status).toBe(shown);
    }
    expect(capitalise('  wait ')).toBe('Wait');
    expect(isSold('Cancelled')).toBe(true);
    expect(isSold('Voided')).toBe(false);
  });

  it('tolerates an open ticket without a return, a missing ticket_id and user_id, and string ids', () => {
    const open = toBetHistoryItem(wireBet({ id: 'T-9', amount_out: null, ticket_id: undefined, user_id: null, producer: null, token: undefined }));
    expect(open).toMatchObject({ id: 'T-9', ticketId: 'T-9', amountOut: 0, userId: null, producer: null, token: null });
  });

  it('refuses a ticket of the wrong shape', () => {
    expect(() => toBetHistoryItem(wireBet({ amount_in: 'ten' }))).toThrow(ShapeError);
    expect(() => toBetHistoryItem(wireBet({ date: 'yesterday' }))).toThrow(ShapeError);
    expect(() => toBetHistoryItem(wireBet({ id: null }))).toThrow(ShapeError);
    expect(() => toBetHistoryItem(wireBet({ coef: null }))).toThrow(ShapeError);
    expect(() => toBetHistoryItem(wireBet({ status: 3 }))).toThrow(ShapeError);
    expect(() => toBetHistoryPage({ count: 1 })).toThrow(ShapeError);
  });

  it('reads a page with its count', () => {
    expect(toBetHistoryPage({ count: 31, results: [wireBet(), wireBet({ id: 40 })] }, 2)).toMatchObject({ page: 2, count: 31, items: [{ id: '41' }, { id: '40' }] });
  });

  it('reads sub-bets (category, sport, tournament, market, odd, result, status)', () => {
    expect(toSubBet(wireSub())).toEqual({
      id: '7', category: 'France', sport: 'Football', tournament: 'Ligue 1', event: 'Lyon – Lille', market: '1X2', outcome: 'Lyon',
      odd: 1.85, result: null, status: 'Wait', startTime: '2026-11-26T20:00:00+01:00',
    });
    expect(toSubBets({ results: [wireSub({ result: '2:1', status: 'WINNER', start_time: 'soon' })] })).toEqual([expect.objectContaining({ result: '2:1', status: 'Winner', startTime: null })]);
    expect(() => toSubBet(wireSub({ odd: 'high' }))).toThrow(ShapeError);
    expect(() => toSubBets({ list: [] })).toThrow(ShapeError);
  });

  it('reads a cancellation: the ticket as sold and the balances (bonus floored)', () => {
    const answer = toCancelAnswer({ ticket: wireBet({ status: 'Cancelled', amount_out: '10.00' }), balance: '1010.004', bonus_balance: '5.129' });
    expect(answer).toEqual({ ticket: expect.objectContaining({ id: '41', status: 'Cancelled', amountOut: 10 }), balances: { balance: 1010, bonusBalance: 5.12, heldBalance: null } });
    expect(toCancelAnswer({ ticket: wireBet(), balance: '1.00' }).balances.bonusBalance).toBeNull();
    expect(() => toCancelAnswer({ ticket: wireBet() })).toThrow(ShapeError);
  });
});

describe('bet history calls', () => {
  it('asks for the list with the day range, the provider and the page', async () => {
    const { http, sent } = answering({ count: 1, results: [wireBet()] });
    const page = await betHistoryApi(http).list({ dateFrom: '2026-11-20T00:00:00+01:00', dateTo: '2026-11-21T00:00:00+01:00', provider: 'dgt', page: 2, pageSize: 25 });
    expect(page).toMatchObject({ page: 2, count: 1 });
    const { url, method } = sent[0]!;
    expect(method).toBe('GET');
    expect(url.pathname).toBe('/api/integrations/softion/betshistory/');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      date_from: '2026-11-20T00:00:00+01:00', date_to: '2026-11-21T00:00:00+01:00', provider: 'dgt', page: '2', page_size: '25',
    });
  });

  it('leaves out what is not asked for (every provider, every day)', async () => {
    const { http, sent } = answering({ count: 0, results: [] });
    await betHistoryApi(http).list({ page: 1, pageSize: 10 });
    expect(Object.fromEntries(sent[0]!.url.searchParams)).toEqual({ page: '1', page_size: '10' });
  });

  it('reads the sub-bets of a ticket and cancels with the Idempotency-Key', async () => {
    const subs = answering({ results: [wireSub()] });
    expect(await betHistoryApi(subs.http).subBets('41')).toHaveLength(1);
    expect(subs.sent[0]!.url.pathname).toBe('/api/integrations/softion/41/subbet/');
    const cancel = answering({ ticket: wireBet({ status: 'Cancelled' }), balance: '1010.00', bonus_balance: '5.00' });
    await betHistoryApi(cancel.http).cancel('41', 'key-1');
    expect(cancel.sent[0]).toMatchObject({ method: 'POST', key: 'key-1' });
    expect(cancel.sent[0]!.url.pathname).toBe('/api/integrations/softion/ticket/41/cancel');
  });

  it('turns a malformed answer into malformed_response and a refusal into its code', async () => {
    const bad = await betHistoryApi(answering({ results: 'none' }).http).list().catch((e: unknown) => e);
    expect(isApiError(bad) && bad.code).toBe('malformed_response');
    const refused = await betHistoryApi(answering({ code: 'ticket_not_cancelable', message: 'no' }, 409).http).cancel('41', 'k').catch((e: unknown) => e);
    expect(isApiError(refused) && refused.code).toBe('ticket_not_cancelable');
  });
});
