import { describe, expect, it } from 'vitest';
import { hasCashier } from '../../../../widgets/cashier/views/transfers-view';
import { SCHEMAS, tabOf } from '../../../../widgets/cashier/views/history-view';
import { coinTicker } from '../../../../widgets/cashier/views/crypto-form';
import { parseHistoryQuery, withFilters } from '../../../../src/ui/history/history-query';

describe('transfers: who has a cashier', () => {
  it('a player registered by a cashier, with a parent (the seeded cashplayer)', () => {
    expect(hasCashier({ parent: 1003, userTypes: 1, isSelfRegistered: false })).toBe(true);
    expect(hasCashier({ parent: 1003, userTypes: 0, isSelfRegistered: false })).toBe(true);
  });
  it('not a self-registered player, nor one without a parent', () => {
    expect(hasCashier({ parent: null, userTypes: 0, isSelfRegistered: true })).toBe(false);
    expect(hasCashier({ parent: null, userTypes: 1, isSelfRegistered: false })).toBe(false);
    expect(hasCashier({ parent: 1003, userTypes: 0, isSelfRegistered: true })).toBe(false);
    expect(hasCashier(null)).toBe(false);
  });
});

describe('payment history: tabs and their filters in the query', () => {
  it('the tab defaults to deposits; an unknown one too', () => {
    expect(tabOf({})).toBe('deposits');
    expect(tabOf({ tab: 'online' })).toBe('online');
    expect(tabOf({ tab: 'bets' })).toBe('deposits');
  });
  it('payouts take the withdrawal filter, ALL by default and left out of the URL', () => {
    expect(parseHistoryQuery(SCHEMAS.payouts, { tab: 'payouts' }).values).toEqual({ filter: 'ALL' });
    expect(parseHistoryQuery(SCHEMAS.payouts, { filter: 'NOPE' }).values).toEqual({ filter: 'ALL' });
    expect(withFilters(SCHEMAS.payouts, { tab: 'payouts', page: '3' }, { filter: 'REJECTED' })).toEqual({ tab: 'payouts', filter: 'REJECTED' });
    expect(withFilters(SCHEMAS.payouts, { tab: 'payouts', filter: 'OPEN' }, { filter: 'ALL' })).toEqual({ tab: 'payouts' });
  });
  it('the online history takes a known status, a type and days; deposits take none', () => {
    expect(parseHistoryQuery(SCHEMAS.online, { status: '27', type: 'payout', from: '2024-05-01', to: '2024-05-02' }).values).toEqual({
      status: '27',
      type: 'payout',
      from: '2024-05-01',
      to: '2024-05-02',
    });
    expect(parseHistoryQuery(SCHEMAS.online, { status: '31' }).values).toEqual({});
    expect(parseHistoryQuery(SCHEMAS.deposits, { status: '30', filter: 'OPEN' }).values).toEqual({});
  });
});

describe('crypto: tickers', () => {
  it('the coin as people write it', () => {
    expect(coinTicker('usdttrc20')).toBe('USDT');
    expect(coinTicker('usdterc20')).toBe('USDT');
    expect(coinTicker('busdbsc')).toBe('BUSD');
    expect(coinTicker('bnbbsc')).toBe('BNB');
    expect(coinTicker('btc')).toBe('BTC');
  });
});
