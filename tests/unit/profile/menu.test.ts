// The profile's menu model (widgets/profile/menu.ts) and the element's place (use-profile-location.ts):
// the spec's profile menu first and in its order, every section of the profile reachable, the cashier's
// pages leaving the element, the current item on a wide and a narrow element, the 767px switch, and the
// paths a navigation asks the host for.
import { describe, expect, it } from 'vitest';
import { isNarrow, MENU, NARROW_BELOW, sectionLabel, shownSection } from '../../../widgets/profile/menu';
import { PROFILE_SECTIONS } from '../../../widgets/profile/location';
import { placePath, sectionAttribute, sectionPlace, splitPath } from '../../../widgets/profile/use-profile-location';
import { parsePath as cashierPath } from '../../../widgets/cashier/location';

const sectionsOf = (group: (typeof MENU)[number]) => group.items.flatMap((i) => (i.kind === 'section' ? [i.section] : []));

describe('the menu', () => {
  it("starts with the spec's profile menu, in its order (money §2, shell §2 'Menus')", () => {
    expect(sectionsOf(MENU[0])).toEqual(['slots-history', 'bet-history', 'transactions', 'exchange-bonus-balance', 'change-password']);
  });

  it('lists every section of the profile once (bet-details is reached from the bet history)', () => {
    const listed = MENU.flatMap(sectionsOf);
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual(PROFILE_SECTIONS.filter((s) => s !== 'bet-details').sort());
  });

  it("ends with the cashier's pages, which leave the element for paths the cashier owns", () => {
    const money = MENU[MENU.length - 1].items;
    expect(money.map((i) => (i.kind === 'leave' ? i.path : null))).toEqual(['/profile/replenishment', '/profile/withdraw', '/profile/pay-history']);
    for (const item of money) if (item.kind === 'leave') expect(cashierPath(item.path), item.path).not.toBeNull();
  });

  it('gives every item a French label with an id under profile.menu', () => {
    for (const group of MENU) {
      expect(group.title.id).toMatch(/^profile\.menu\./);
      for (const item of group.items) expect(item.label.id, JSON.stringify(item)).toMatch(/^profile\.menu\./);
    }
    expect(sectionLabel('bet-details')).toBe(sectionLabel('bet-history'));
    expect(sectionLabel('limits')?.message).toBe('Limites');
  });
});

describe('shownSection (the section shown and the current item)', () => {
  it('shows the information on the wide home and the list on the narrow one', () => {
    expect(shownSection({ section: null }, false)).toBe('user-info');
    expect(shownSection({ section: null }, true)).toBeNull();
  });
  it('shows the section of the path, a transaction under the statement, a bet detail under the bet history', () => {
    expect(shownSection({ section: 'limits' }, true)).toBe('limits');
    expect(shownSection({ section: 'transactions', sub: '42' }, false)).toBe('transactions');
    expect(shownSection({ section: 'bet-details', sub: 'sft' }, false)).toBe('bet-history');
  });
});

describe('isNarrow', () => {
  it('is true below 767px only, and false for an element not laid out yet', () => {
    expect(NARROW_BELOW).toBe(767);
    expect(isNarrow(390)).toBe(true);
    expect(isNarrow(766.5)).toBe(true);
    expect(isNarrow(767)).toBe(false);
    expect(isNarrow(1280)).toBe(false);
    expect(isNarrow(0)).toBe(false);
  });
});

describe('the place of the element', () => {
  it('reads a site path with its query', () => {
    expect(splitPath('/profile/slots-history?page=2&date_from=2024-03-01#top')).toEqual({
      where: { section: 'slots-history' },
      query: { page: '2', date_from: '2024-03-01' },
    });
    expect(splitPath('/profile').where).toEqual({ section: null });
    expect(splitPath('/profile/withdraw').where).toBeNull();
  });

  it('builds the path a navigation asks for: keys sorted, empty values dropped; round trip', () => {
    expect(placePath({ section: 'bonus-history', query: { page: '2', date_to: '', type: 'Cashback' } })).toBe('/profile/bonus-history?page=2&type=Cashback');
    expect(placePath({ section: 'transactions', sub: '42' })).toBe('/profile/transactions/42');
    expect(placePath({ section: null, query: {} })).toBe('/profile');
    const path = '/profile/transactions?date_from=2024-03-01&wallet=bonus';
    const { where, query } = splitPath(path);
    expect(placePath({ ...where!, query })).toBe(path);
  });

  it("reads a partner's `section` attribute, and writes it back", () => {
    expect(sectionPlace('change-password')).toEqual({ section: 'change-password', sub: undefined, query: {} });
    expect(sectionPlace('transactions/42')).toEqual({ section: 'transactions', sub: '42', query: {} });
    expect(sectionPlace('')).toEqual({ section: null, query: {} });
    expect(sectionPlace(undefined)).toEqual({ section: null, query: {} });
    expect(sectionPlace('withdraw')).toEqual({ section: null, query: {} });
    // A bad sub-path keeps the section.
    expect(sectionPlace('transactions/abc')).toEqual({ section: 'transactions', sub: undefined, query: {} });
    expect(sectionAttribute({ section: 'transactions', sub: '42' })).toBe('transactions/42');
    expect(sectionAttribute({ section: 'limits' })).toBe('limits');
    expect(sectionAttribute({ section: null })).toBe('');
  });
});
