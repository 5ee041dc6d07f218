// The cashier's URL model (widgets/cashier/location.ts; spec money-and-games.md §2 "Profile"): /balance
// and the profile's money sections are the cashier's pages; they take no further segment, and a bad
// sub-path goes to /profile as any bad profile path.
import { describe, expect, it } from 'vitest';
import { buildPath, canonicalPath, CASHIER_SECTIONS, parsePath, type CashierPage } from '../../../widgets/cashier/location';

const desktop = { viewportWidth: 1280 };
const PAGES: CashierPage[] = ['balance', ...CASHIER_SECTIONS];

describe('parsePath', () => {
  it('reads /balance and the money sections of the profile', () => {
    expect(parsePath('/balance')).toEqual({ page: 'balance' });
    expect(parsePath('/profile/withdraw')).toEqual({ page: 'withdraw' });
    expect(parsePath('/profile/replenishment')).toEqual({ page: 'replenishment' });
    expect(parsePath('/profile/cashier')).toEqual({ page: 'cashier' });
    expect(parsePath('/profile/pay-history')).toEqual({ page: 'pay-history' });
  });

  it('matches roots in any case, as the router does; section names as the spec writes them', () => {
    expect(parsePath('/BALANCE')).toEqual({ page: 'balance' });
    expect(parsePath('/PROFILE/withdraw')).toEqual({ page: 'withdraw' });
    expect(parsePath('/profile/WITHDRAW')).toBeNull();
  });

  it('refuses what is not a cashier page', () => {
    expect(parsePath('/profile/withdraw/1')).toBeNull();
    expect(parsePath('/balance/1')).toBeNull();
    expect(parsePath('/profile/user-info')).toBeNull();
    expect(parsePath('/profile')).toBeNull();
    expect(parsePath('/main')).toBeNull();
  });
});

describe('canonicalPath', () => {
  it('keeps the money sections where they are (the cashier, not the profile, shows them)', () => {
    expect(canonicalPath('/profile/withdraw', desktop)).toBeNull();
    for (const page of PAGES) expect(canonicalPath(buildPath({ page }), desktop), page).toBeNull();
  });

  it('sends a bad sub-path of a money section to /profile', () => {
    expect(canonicalPath('/profile/withdraw/1', desktop)).toBe('/profile');
    expect(canonicalPath('/profile/pay-history/x', desktop)).toBe('/profile');
  });
});

describe('buildPath', () => {
  it('parse(build(x)) is x for every cashier page', () => {
    expect(buildPath({ page: 'balance' })).toBe('/balance');
    expect(buildPath({ page: 'replenishment' })).toBe('/profile/replenishment');
    for (const page of PAGES) expect(parsePath(buildPath({ page }))).toEqual({ page });
  });
});
