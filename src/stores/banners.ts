// The slider state (spec shell-session-wheel.md §3 "Slider state: carousels, lastLoadTime", §4 "Banners",
// §9): every banner of the content host, grouped by page, device and language (src/api/content.ts),
// persisted for one hour, reloaded when the last load is older than 3600 s, checked every 180 s while an
// element shows banners. One instance per page (sharedSlot), so every <casino-banners> shares one load.
import { atom, computed, onMount, task, type ReadableAtom, type WritableAtom } from 'nanostores';
import { persistentAtom } from '@nanostores/persistent';
import { sharedSlot } from '../platform/shared-slot';
import { $config, contentBase } from '../config/config';
import { contentApi, type BannerGroups } from '../api/content';

/** Reload when the last load is older than this; the persisted copy expires after the same time (§9). */
export const SLIDER_RELOAD_MS = 3_600_000;
/** How often a mounted slider checks whether it is due (§9). */
export const SLIDER_CHECK_MS = 180_000;
export const SLIDER_STORAGE_KEY = 'casino-widgets:slider';

export interface SliderState {
  carousels: BannerGroups;
  /** Epoch ms of the last successful load; 0 = never. */
  lastLoadTime: number;
  /** The content host the carousels (and their image URLs) came from: another host means reload. */
  base: string;
}

interface BannersState extends SliderState {
  loading: boolean;
  /** The last load's failure (an ApiError), cleared by the next success. */
  error: unknown;
}

export const EMPTY_SLIDER: SliderState = { carousels: {}, lastLoadTime: 0, base: '' };

interface BannersDeps {
  banners: () => Promise<BannerGroups>;
  base: () => string;
  now: () => number;
  /** Notifies when the content host changes (the config store), so a mounted slider reloads. */
  onBaseChange?: (listener: () => void) => () => void;
}

export interface BannersStore {
  /** The persisted part. */
  $slider: WritableAtom<SliderState>;
  /** What components read: the slider plus loading and error. Mounting it starts the checks. */
  $banners: ReadableAtom<BannersState>;
  /** Loads now (one request pair at a time: concurrent callers share it). */
  load(): Promise<void>;
  /** Loads when due: never loaded, older than an hour, or from another content host. */
  check(): Promise<void>;
}

const isRecord = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** The stored copy, or the empty state when it is missing, malformed, expired or from the future. */
export function decodeSlider(raw: string, now: number): SliderState {
  try {
    const value: unknown = JSON.parse(raw);
    if (!isRecord(value) || !isRecord(value.carousels) || typeof value.lastLoadTime !== 'number') return EMPTY_SLIDER;
    const age = now - value.lastLoadTime;
    if (!(age >= 0 && age < SLIDER_RELOAD_MS)) return EMPTY_SLIDER;
    return { carousels: value.carousels as BannerGroups, lastLoadTime: value.lastLoadTime, base: typeof value.base === 'string' ? value.base : '' };
  } catch {
    return EMPTY_SLIDER;
  }
}

export function createBannersStore(deps: BannersDeps): BannersStore {
  const $slider = persistentAtom<SliderState>(SLIDER_STORAGE_KEY, EMPTY_SLIDER, {
    encode: JSON.stringify,
    decode: (raw) => decodeSlider(raw, deps.now()),
  });
  const $status = atom<{ loading: boolean; error: unknown }>({ loading: false, error: null });
  let pending: Promise<void> | null = null;

  function load(): Promise<void> {
    pending ??= task(async () => {
      const base = deps.base();
      $status.set({ loading: true, error: null });
      try {
        const carousels = await deps.banners();
        $slider.set({ carousels, lastLoadTime: deps.now(), base });
        $status.set({ loading: false, error: null });
      } catch (error) {
        // The banners already shown stay; the next check (180 s) tries again.
        $status.set({ loading: false, error });
      } finally {
        pending = null;
      }
    });
    return pending;
  }

  function due(state: SliderState, now: number): boolean {
    const age = now - state.lastLoadTime;
    return state.lastLoadTime === 0 || !(age >= 0 && age < SLIDER_RELOAD_MS) || state.base !== deps.base();
  }

  function check(): Promise<void> {
    return due($slider.get(), deps.now()) ? load() : (pending ?? Promise.resolve());
  }

  const $banners = computed([$slider, $status], (slider, status) => ({ ...slider, ...status }));
  onMount($banners, () => {
    void check();
    const timer = setInterval(() => void check(), SLIDER_CHECK_MS);
    const offBase = deps.onBaseChange?.(() => void check());
    return () => {
      clearInterval(timer);
      offBase?.();
    };
  });

  return { $slider, $banners, load, check };
}

function onContentBaseChange(listener: () => void): () => void {
  let last = contentBase();
  return $config.listen(() => {
    if (contentBase() === last) return;
    last = contentBase();
    listener();
  });
}

export const banners = sharedSlot('banners', () => {
  const api = contentApi();
  return createBannersStore({
    banners: () => api.banners(),
    base: contentBase,
    now: () => Date.now(),
    onBaseChange: onContentBaseChange,
  });
});

export const $banners = banners.$banners;
