// The cashier element's place (widgets/cashier/use-cashier-location.ts): the site's `path` with its
// query, the partner's `view` names, and the path a navigation asks the host for; and the provider
// frame's message (widgets/cashier/provider-frame.tsx): only a "done" for this payment counts.
import { describe, expect, it } from 'vitest';
import { placePath, splitPath, VIEW_PAGES, viewOf } from '../../../widgets/cashier/use-cashier-location';
import { providerDone } from '../../../widgets/cashier/provider-frame';

describe('splitPath', () => {
  it('reads the page and the query', () => {
    expect(splitPath('/profile/replenishment?payment=412')).toEqual({ where: { page: 'replenishment' }, query: { payment: '412' } });
    expect(splitPath('/profile/withdraw?filter=OPEN&page=2#x')).toEqual({ where: { page: 'withdraw' }, query: { filter: 'OPEN', page: '2' } });
    expect(splitPath('/balance')).toEqual({ where: { page: 'balance' }, query: {} });
    expect(splitPath('/profile/user-info').where).toBeNull();
  });
});

describe('placePath', () => {
  it('builds the path with its query, empty values dropped, keys sorted', () => {
    expect(placePath({ page: 'withdraw', query: { page: '2', filter: 'OPEN', x: '' } })).toBe('/profile/withdraw?filter=OPEN&page=2');
    expect(placePath({ page: 'balance', query: {} })).toBe('/balance');
    expect(placePath({ page: 'pay-history' })).toBe('/profile/pay-history');
  });
  it('round-trips with splitPath', () => {
    const path = '/profile/replenishment?payment=9';
    const { where, query } = splitPath(path);
    expect(placePath({ page: where!.page, query })).toBe(path);
  });
});

describe('view names', () => {
  it('map each partner view to a page and back', () => {
    expect(VIEW_PAGES).toEqual({ balance: 'balance', deposit: 'replenishment', payout: 'withdraw', history: 'pay-history', transfers: 'cashier' });
    for (const [view, page] of Object.entries(VIEW_PAGES)) expect(viewOf(page)).toBe(view);
  });
});

describe('providerDone', () => {
  it('accepts the namespaced "done" of this payment only', () => {
    expect(providerDone({ ns: 'casino-payments', type: 'done', paymentId: 412, status: 30 }, 412)).toEqual({ paymentId: 412, status: 30 });
    expect(providerDone({ ns: 'casino-payments', type: 'done', paymentId: '412', status: '40' }, 412)).toEqual({ paymentId: 412, status: 40 });
    expect(providerDone({ ns: 'casino-payments', type: 'done', paymentId: 413, status: 30 }, 412)).toBeNull();
    expect(providerDone({ ns: 'other', type: 'done', paymentId: 412, status: 30 }, 412)).toBeNull();
    expect(providerDone({ ns: 'casino-payments', type: 'progress', paymentId: 412 }, 412)).toBeNull();
    expect(providerDone('done', 412)).toBeNull();
    expect(providerDone(null, 412)).toBeNull();
  });
});
