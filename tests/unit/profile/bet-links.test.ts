// The bet history's links (docs/contracts/sportsbook.md): a ticket's details carry the ticket, its local day
// and the list's place, and "back" rebuilds exactly that list (provider in the path, days and page in the
// query).
import { describe, expect, it } from 'vitest';
import { toBetHistoryItem } from '../../../src/api/bet-history';
import { detailsTarget, listTarget } from '../../../widgets/profile/sections/bet-links';
import { placePath } from '../../../widgets/profile/use-profile-location';
import { parsePath } from '../../../widgets/profile/location';
import { wireBet } from '../support/bet-fixtures';

const ticket = toBetHistoryItem(wireBet({ id: 41, date: '2026-11-20T12:30:00+01:00' }));

describe('bet history links', () => {
  it('opens a ticket at /profile/bet-details/sft with its id and local day, and goes back to the same list', () => {
    const list = { from: '2026-11-01', to: '2026-11-20', page: '2' };
    const to = detailsTarget(ticket, 'dgt', list);
    expect(to).toEqual({ section: 'bet-details', sub: 'sft', query: { ...list, ticket: '41', day: '2026-11-20', provider: 'dgt' } });
    const path = placePath(to);
    expect(parsePath(path.split('?')[0]!)).toEqual({ section: 'bet-details', sub: 'sft' });
    expect(listTarget(to.query!)).toEqual({ section: 'bet-history', sub: 'dgt', query: list });
    expect(placePath(listTarget(to.query!))).toBe('/profile/bet-history/dgt?from=2026-11-01&page=2&to=2026-11-20');
  });

  it('every provider: no provider in the details, none on the way back; a forged provider is dropped', () => {
    const to = detailsTarget(ticket, undefined, {});
    expect(to.query).toEqual({ ticket: '41', day: '2026-11-20' });
    expect(listTarget(to.query!)).toEqual({ section: 'bet-history', sub: undefined, query: {} });
    expect(listTarget({ ticket: '41', provider: '../x' })).toEqual({ section: 'bet-history', sub: undefined, query: {} });
  });
});
