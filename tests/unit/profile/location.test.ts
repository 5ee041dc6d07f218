// The profile's URL model (widgets/profile/location.ts; spec money-and-games.md §2 "Profile"): every
// section of the spec parses and builds back to its path; an unknown section, a bad id or provider, or a
// money section (the cashier's) is not the profile's, and canonicalPath sends it to /profile.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { buildPath, canonicalPath, parsePath, PROFILE_SECTIONS, type ProfileLocation } from '../../../widgets/profile/location';

const desktop = { viewportWidth: 1280 };

describe('parsePath', () => {
  it('reads the home, every section, transaction ids and bet providers', () => {
    expect(parsePath('/profile')).toEqual({ section: null });
    for (const section of PROFILE_SECTIONS) expect(parsePath(`/profile/${section}`), section).toEqual({ section });
    expect(parsePath('/profile/transactions/42')).toEqual({ section: 'transactions', sub: '42' });
    for (const provider of ['sft', 'dgt', 'alt']) expect(parsePath(`/profile/bet-history/${provider}`)).toEqual({ section: 'bet-history', sub: provider });
    expect(parsePath('/profile/bet-details/sft')).toEqual({ section: 'bet-details', sub: 'sft' });
  });

  it('matches the root in any case, as the router does; section names as the spec writes them', () => {
    expect(parsePath('/PROFILE/user-info')).toEqual({ section: 'user-info' });
    expect(parsePath('/profile/USER-INFO')).toBeNull();
  });

  it('refuses what is not a page of the profile', () => {
    expect(parsePath('/profile/nonsense')).toBeNull();
    expect(parsePath('/profile/transactions/abc')).toBeNull();
    expect(parsePath('/profile/bet-history/xyz')).toBeNull();
    expect(parsePath('/profile/bet-details/dgt')).toBeNull();
    expect(parsePath('/profile/user-info/1')).toBeNull();
    expect(parsePath('/profile/transactions/42/more')).toBeNull();
    // Inherited names of a plain object are no sections.
    expect(parsePath('/profile/constructor')).toBeNull();
    // The money sections are the cashier's pages.
    for (const section of ['withdraw', 'replenishment', 'cashier', 'pay-history']) expect(parsePath(`/profile/${section}`)).toBeNull();
    expect(parsePath('/main')).toBeNull();
  });
});

describe('canonicalPath', () => {
  it('keeps the pages of the profile where they are', () => {
    for (const path of ['/profile', '/profile/user-info', '/profile/transactions/42', '/profile/bet-history/sft', '/profile/bet-details/sft']) {
      expect(canonicalPath(path, desktop), path).toBeNull();
    }
  });

  it('sends unknown sections and bad sub-paths back to /profile', () => {
    expect(canonicalPath('/profile/nonsense', desktop)).toBe('/profile');
    expect(canonicalPath('/profile/transactions/abc', desktop)).toBe('/profile');
    expect(canonicalPath('/profile/bet-history/xyz', desktop)).toBe('/profile');
  });
});

describe('buildPath', () => {
  it('builds the spec paths', () => {
    expect(buildPath({ section: null })).toBe('/profile');
    expect(buildPath({ section: 'transactions', sub: '42' })).toBe('/profile/transactions/42');
    expect(buildPath({ section: 'bet-history', sub: 'alt' })).toBe('/profile/bet-history/alt');
  });

  const location: fc.Arbitrary<ProfileLocation> = fc.oneof(
    fc.constant<ProfileLocation>({ section: null }),
    fc.constantFrom(...PROFILE_SECTIONS).map((section): ProfileLocation => ({ section })),
    fc.stringMatching(/^\d{1,12}$/).map((sub): ProfileLocation => ({ section: 'transactions', sub })),
    fc.constantFrom('sft', 'dgt', 'alt').map((sub): ProfileLocation => ({ section: 'bet-history', sub })),
    fc.constant<ProfileLocation>({ section: 'bet-details', sub: 'sft' }),
  );

  it('parse(build(x)) is x for every profile page', () => {
    fc.assert(
      fc.property(location, (where) => {
        expect(parsePath(buildPath(where))).toEqual(where);
      }),
    );
  });
});
