// The slider state (spec shell-session-wheel.md §4 "Banners", §9): loaded when first shown, persisted
// for one hour, reloaded when older than 3600 s, checked every 180 s while mounted; one load at a time.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { allTasks, cleanStores } from 'nanostores';
import { cleanTestStorage, getTestStorage, setTestStorageKey, useTestStorageEngine } from '@nanostores/persistent';
import {
  createBannersStore,
  decodeSlider,
  EMPTY_SLIDER,
  SLIDER_CHECK_MS,
  SLIDER_RELOAD_MS,
  SLIDER_STORAGE_KEY,
  type BannersStore,
} from '../../../src/stores/banners';
import { groupBanners, lookupSlides, toCarousels, toSlides, type BannerGroups } from '../../../src/api/content';
import { carouselsBody, slidesBody } from '../support/banner-fixtures';

const T0 = Date.UTC(2026, 10, 20, 9, 0, 0);
const BASE = 'https://content.example';
const GROUPS = groupBanners(toCarousels(carouselsBody), toSlides(slidesBody, BASE));

let calls: number;
let base: string;
let fail: Error | null;
let store: BannersStore | null;
let unbinds: (() => void)[];

function makeStore(): BannersStore {
  store = createBannersStore({
    banners: async () => {
      calls += 1;
      await Promise.resolve();
      if (fail) throw fail;
      return GROUPS;
    },
    base: () => base,
    now: () => Date.now(),
  });
  return store;
}

/** Mounts $banners the way an element does (a subscriber), and keeps the unbind for afterEach. */
function mount(s: BannersStore) {
  unbinds.push(s.$banners.listen(() => undefined));
}

beforeEach(() => {
  vi.useFakeTimers({ now: T0 });
  useTestStorageEngine();
  calls = 0;
  base = BASE;
  fail = null;
  store = null;
  unbinds = [];
});

afterEach(() => {
  unbinds.forEach((u) => u());
  if (store) cleanStores(store.$banners, store.$slider);
  cleanTestStorage();
  vi.useRealTimers();
});

describe('slider store', () => {
  it('loads when first mounted, persists {carousels, lastLoadTime} and clears loading', async () => {
    const s = makeStore();
    expect(s.$slider.get()).toEqual(EMPTY_SLIDER);
    expect(calls).toBe(0);
    mount(s);
    expect(s.$banners.get().loading).toBe(true);
    await allTasks();
    expect(calls).toBe(1);
    expect(s.$banners.get()).toMatchObject({ lastLoadTime: T0, loading: false, error: null, base: BASE });
    expect(lookupSlides(s.$banners.get().carousels, '/main', 'web', 'fr').map((x) => x.id)).toEqual([11, 12, 13, 14]);
    const stored = JSON.parse(getTestStorage()[SLIDER_STORAGE_KEY]!) as { lastLoadTime: number; carousels: BannerGroups };
    expect(stored.lastLoadTime).toBe(T0);
    expect(stored.carousels).toEqual(GROUPS);
  });

  it('checks every 180 s and reloads only once the last load is an hour old', async () => {
    const s = makeStore();
    mount(s);
    await allTasks();
    expect(calls).toBe(1);
    // 19 checks inside the hour: none reloads.
    for (let i = 0; i < 19; i += 1) {
      await vi.advanceTimersByTimeAsync(SLIDER_CHECK_MS);
      await allTasks();
    }
    expect(Date.now() - T0).toBe(19 * SLIDER_CHECK_MS);
    expect(calls).toBe(1);
    // The 20th check is at exactly 3600 s: due.
    await vi.advanceTimersByTimeAsync(SLIDER_CHECK_MS);
    await allTasks();
    expect(calls).toBe(2);
    expect(s.$banners.get().lastLoadTime).toBe(T0 + SLIDER_RELOAD_MS);
  });

  it('stops checking when unmounted', async () => {
    const s = makeStore();
    mount(s);
    await allTasks();
    unbinds.pop()!();
    await vi.advanceTimersByTimeAsync(3 * SLIDER_RELOAD_MS);
    await allTasks();
    expect(calls).toBe(1);
  });

  it('a fresh stored copy is used without a request; an expired one is dropped and reloaded', async () => {
    setTestStorageKey(SLIDER_STORAGE_KEY, JSON.stringify({ carousels: GROUPS, lastLoadTime: T0 - 10 * 60_000, base: BASE }));
    const fresh = makeStore();
    expect(fresh.$slider.get().lastLoadTime).toBe(T0 - 10 * 60_000);
    mount(fresh);
    await allTasks();
    expect(calls).toBe(0);
    expect(lookupSlides(fresh.$banners.get().carousels, '/main', 'mobile', 'fr').map((x) => x.id)).toEqual([31]);
    unbinds.pop()!();
    cleanStores(fresh.$banners, fresh.$slider);

    setTestStorageKey(SLIDER_STORAGE_KEY, JSON.stringify({ carousels: GROUPS, lastLoadTime: T0 - SLIDER_RELOAD_MS, base: BASE }));
    const expired = makeStore();
    // The one-hour expiry of the persisted copy: nothing stale is shown while it reloads.
    expect(expired.$slider.get()).toEqual(EMPTY_SLIDER);
    mount(expired);
    expect(expired.$banners.get().loading).toBe(true);
    await allTasks();
    expect(calls).toBe(1);
  });

  it('reloads a stored copy that came from another content host', async () => {
    setTestStorageKey(SLIDER_STORAGE_KEY, JSON.stringify({ carousels: GROUPS, lastLoadTime: T0 - 60_000, base: 'https://old.example' }));
    const s = makeStore();
    mount(s);
    await allTasks();
    expect(calls).toBe(1);
    expect(s.$banners.get().base).toBe(BASE);
  });

  it('a failed load keeps what was shown, reports the error, and the next check tries again', async () => {
    const s = makeStore();
    mount(s);
    await allTasks();
    const shown = s.$banners.get().carousels;
    fail = new Error('offline');
    await vi.advanceTimersByTimeAsync(SLIDER_RELOAD_MS);
    await allTasks();
    expect(calls).toBe(2);
    expect(s.$banners.get()).toMatchObject({ loading: false, error: fail, carousels: shown, lastLoadTime: T0 });
    fail = null;
    await vi.advanceTimersByTimeAsync(SLIDER_CHECK_MS);
    await allTasks();
    expect(s.$banners.get()).toMatchObject({ error: null });
    expect(s.$banners.get().lastLoadTime).toBeGreaterThan(T0);
  });

  it('concurrent loads share one request pair', async () => {
    const s = makeStore();
    await Promise.all([s.load(), s.load(), s.check(), s.check()]);
    expect(calls).toBe(1);
  });

  it('several subscribers (elements) mount it once', async () => {
    const s = makeStore();
    mount(s);
    mount(s);
    mount(s);
    await allTasks();
    expect(calls).toBe(1);
  });
});

describe('decodeSlider', () => {
  it('drops malformed, expired and future copies', () => {
    const now = T0;
    expect(decodeSlider('not json', now)).toEqual(EMPTY_SLIDER);
    expect(decodeSlider('[]', now)).toEqual(EMPTY_SLIDER);
    expect(decodeSlider(JSON.stringify({ carousels: [], lastLoadTime: now }), now)).toEqual(EMPTY_SLIDER);
    expect(decodeSlider(JSON.stringify({ carousels: {}, lastLoadTime: now + 60_000 }), now)).toEqual(EMPTY_SLIDER);
    expect(decodeSlider(JSON.stringify({ carousels: {}, lastLoadTime: now - SLIDER_RELOAD_MS }), now)).toEqual(EMPTY_SLIDER);
    expect(decodeSlider(JSON.stringify({ carousels: {}, lastLoadTime: now - 1000, base: BASE }), now)).toEqual({
      carousels: {},
      lastLoadTime: now - 1000,
      base: BASE,
    });
  });
});
