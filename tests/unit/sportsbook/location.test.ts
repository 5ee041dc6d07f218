// The sportsbook's URL model (widgets/sportsbook/location.ts; spec money-and-games.md §2 "Sport", §9):
// the two providers' paths parse and build back; an invalid view or page goes to the Home page of a
// valid view; under 767 px the view is forced to mobile (or stays ESport), keeping the page and event.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  buildPath,
  canonicalPath,
  DGT_MOBILE_PAGES,
  DGT_PAGES,
  DGT_VIEWS,
  MOBILE_SPORT_MAX,
  parsePath,
  sportView,
  type SportLocation,
} from '../../../widgets/sportsbook/location';

const desktop = { viewportWidth: 1280 };
const phone = { viewportWidth: 375 };

describe('parsePath', () => {
  it('reads both providers', () => {
    expect(parsePath('/sport/sft')).toEqual({ provider: 'sft', live: false });
    expect(parsePath('/sport/sft/live')).toEqual({ provider: 'sft', live: true });
    expect(parsePath('/sport/dgt/eu/Home')).toEqual({ provider: 'dgt', view: 'eu', page: 'Home' });
    expect(parsePath('/sport/dgt/as/EventView/123')).toEqual({ provider: 'dgt', view: 'as', page: 'EventView', id: '123' });
    expect(parsePath('/sport/dgt/m/Live')).toEqual({ provider: 'dgt', view: 'm', page: 'Live' });
  });

  it('refuses unknown views, pages a view lacks, a missing page and other paths', () => {
    expect(parsePath('/sport/dgt/zz/Home')).toBeNull();
    expect(parsePath('/sport/dgt/eu/Nope')).toBeNull();
    expect(parsePath('/sport/dgt/eu')).toBeNull();
    expect(parsePath('/sport/dgt/eu/Live')).toBeNull();
    expect(parsePath('/sport/sft/other')).toBeNull();
    expect(parsePath('/sport')).toBeNull();
    expect(parsePath('/main')).toBeNull();
  });
});

describe('canonicalPath (money-and-games §2)', () => {
  it('redirects an invalid view or page to the Home page of a valid view', () => {
    expect(canonicalPath('/sport/dgt/zz/Home', desktop)).toBe('/sport/dgt/af/Home');
    expect(canonicalPath('/sport/dgt/eu/Nope', desktop)).toBe('/sport/dgt/eu/Home');
    expect(canonicalPath('/sport/dgt/eu', desktop)).toBe('/sport/dgt/eu/Home');
    // No view at all: Home of the viewport's view (docs/qa.md "Guards").
    expect(canonicalPath('/sport/dgt', desktop)).toBe('/sport/dgt/af/Home');
    expect(canonicalPath('/sport/dgt/', phone)).toBe('/sport/dgt/m/Home');
    expect(canonicalPath('/sport/dgt/eu/EventView/77', desktop)).toBeNull();
  });

  it('forces the mobile view under 767 px, keeping the page and the event', () => {
    expect(canonicalPath('/sport/dgt/eu/EventView/77', phone)).toBe('/sport/dgt/m/EventView/77');
    expect(canonicalPath('/sport/dgt/es/Home', phone)).toBeNull();
    expect(canonicalPath('/sport/dgt/m/Live', phone)).toBeNull();
    // Live exists only in the mobile view: a wide screen gets the fallback view's Home.
    expect(canonicalPath('/sport/dgt/m/Live', desktop)).toBe('/sport/dgt/af/Home');
  });

  it('leaves the pages of the first provider alone, on any viewport', () => {
    for (const path of ['/sport/sft', '/sport/sft/live']) {
      expect(canonicalPath(path, desktop)).toBeNull();
      expect(canonicalPath(path, phone)).toBeNull();
    }
  });

  it('falls back to africanView on wide screens', () => {
    expect(sportView(undefined, 1280)).toBe('af');
    expect(sportView('m', 1280)).toBe('af');
    expect(sportView('la', 1280)).toBe('la');
    expect(sportView('la', 766)).toBe('m');
    expect(sportView('es', 500)).toBe('es');
  });

  it('takes 767 px (spec §9) as the first wide width', () => {
    expect(MOBILE_SPORT_MAX).toBe(767);
    expect(sportView('eu', MOBILE_SPORT_MAX - 1)).toBe('m');
    expect(sportView('eu', MOBILE_SPORT_MAX)).toBe('eu');
  });
});

describe('buildPath', () => {
  const location: fc.Arbitrary<SportLocation> = fc.oneof(
    fc.boolean().map((live): SportLocation => ({ provider: 'sft', live })),
    fc
      .record({
        view: fc.constantFrom(...DGT_VIEWS),
        page: fc.constantFrom(...DGT_PAGES, ...DGT_MOBILE_PAGES),
        id: fc.option(fc.stringMatching(/^[\w-]{1,12}$/), { nil: undefined }),
      })
      .filter(({ view, page }) => view === 'm' || (DGT_PAGES as readonly string[]).includes(page))
      .map(({ view, page, id }): SportLocation => (id === undefined ? { provider: 'dgt', view, page } : { provider: 'dgt', view, page, id })),
  );

  it('parse(build(x)) is x for every sport page', () => {
    fc.assert(
      fc.property(location, (where) => {
        expect(parsePath(buildPath(where))).toEqual(where);
      }),
    );
  });

  it('a canonical path needs no further redirect, on either viewport', () => {
    fc.assert(
      fc.property(location, fc.constantFrom(375, 766, 767, 1280), (where, viewportWidth) => {
        const to = canonicalPath(buildPath(where), { viewportWidth });
        if (to) expect(canonicalPath(to, { viewportWidth })).toBeNull();
      }),
    );
  });
});
