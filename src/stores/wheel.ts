// $wheel: the prize wheel (spec shell-session-wheel.md §3 "Wheel", §4 "Wheel", §7, §9; docs/api.md "Wheel").
//
// Data: the 16 prizes and the public settings, read when an element mounts the store and again when the
// session, the displayed currency or the language changes; the settings again after every spin, after a
// refusal, and when the countdown to the next free spin runs out.
//
// A spin: idle → requesting (the wheel already turns while the server decides) → landing (the answer is
// in, the wheel eases onto its segment) → pulse (4 s after the press: the selector pulses) → result (5 s:
// the result panel shows, the spin result is cleared, the settings reload). A slow server: the wheel keeps
// turning and lands 2.5 s after the answer, the result 1 s later. Reduced motion: no turns, a short fade.
// A refusal or a failure: back to idle (the wheel eases to rest), the error kept for the live region and
// reported as a toast. Nothing is lost: after an unknown outcome (no answer, a 5xx, an unreadable answer,
// the key still in progress: the server may have spun; docs/conventions.md §7 "Definitive answers") the error is an
// OutcomeUnknownError (the page says it is checking, no toast), the balances are read again, and the next
// press with the same is_free reuses the Idempotency-Key (src/api/idempotency-key.ts), so the server answers
// the first result instead of charging twice. The balances of the answer are applied through the
// session's one user-writing action, with the session's epoch taken when the press started.
import { computed, map, onMount, task, type ReadableAtom } from 'nanostores';
import { sharedSlot } from '../platform/shared-slot';
import { http } from '../api/http';
import { createIdempotencyKeys, OutcomeUnknownError } from '../api/idempotency-key';
import type { WheelApi, WheelPrize, WheelSettings, WheelSpinResult } from '../api/wheel';
import { lazyCalls } from '../api/lazy-calls';
import { browserTimers, createWallClockTimer, type Timers } from '../platform/wall-clock-timer';
import type { AuthState, SessionManager } from '../session/session-manager';
import { $config } from '../config/config';
import { $locale } from './locale';
import { $auth, session } from './auth';
import { reportError } from './error-reporter';

/** Spec §4, §9: the selector pulses 4 s after the press, the result panel shows at 5 s. */
const WHEEL_PULSE_MS = 4_000;
const WHEEL_RESULT_MS = 5_000;
/** A slow server: the wheel lands this long after the answer… */
const WHEEL_SLOW_LAND_MS = 2_500;
/** …and the result follows the landing by this much (5 s − 4 s). */
const WHEEL_RESULT_AFTER_LAND_MS = WHEEL_RESULT_MS - WHEEL_PULSE_MS;
/** Reduced motion: the fade from the old angle to the landing one, then the result. */
const WHEEL_REDUCED_FADE_MS = 400;
const WHEEL_REDUCED_RESULT_MS = 1_000;
/** Spec §4, §9: the next free spin when the server does not say, 09:00:00 UTC the next day. */
const WHEEL_FREE_SPIN_UTC_HOUR = 9;
/** A countdown that ran out but the server still says "later": ask again after this long. */
const WHEEL_SETTINGS_RETRY_MS = 30_000;

interface SpinTimeline {
  /** Epoch ms: the wheel is at rest on the segment. */
  landAt: number;
  pulseAt: number;
  resultAt: number;
}

/** When the wheel lands, pulses and shows the result, for a press at `pressedAt` answered at `answeredAt`. */
export function spinTimeline(pressedAt: number, answeredAt: number, reduced = false): SpinTimeline {
  if (reduced) {
    const landAt = answeredAt + WHEEL_REDUCED_FADE_MS;
    return { landAt, pulseAt: landAt, resultAt: answeredAt + WHEEL_REDUCED_RESULT_MS };
  }
  const landAt = Math.max(pressedAt + WHEEL_PULSE_MS, answeredAt + WHEEL_SLOW_LAND_MS);
  return { landAt, pulseAt: landAt, resultAt: landAt + WHEEL_RESULT_AFTER_LAND_MS };
}

/** 60 % of the half-segment (22.5° / 2): the landing point never sits on a segment's border. */
export const WHEEL_MAX_JITTER_DEG = 6.75;

/** A landing offset from the segment's centre, from a uniform random number in [0, 1). */
export function jitterFrom(random: number): number {
  return (Math.min(Math.max(random, 0), 1) * 2 - 1) * WHEEL_MAX_JITTER_DEG;
}

/** 09:00:00 UTC on the UTC day after `now`. */
export function defaultFreeSpinTime(now: number): number {
  const d = new Date(now);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + 1, WHEEL_FREE_SPIN_UTC_HOUR);
}

/** The epoch ms the countdown runs to. */
export const nextFreeSpinAt = (settings: WheelSettings | null, now: number) => settings?.freeSpinTime ?? defaultFreeSpinTime(now);

/**
 * What a spin needs on the player's balance, as the server checks it (docs/api.md "Wheel"): a paid spin
 * its cost and the paid minimum, a free one the free minimum. Below it the spin button says so instead of
 * spinning (so `low`, 0.50 DT, is never offered a paid spin that could only be refused).
 */
export const spinNeeds = (s: WheelSettings, isFree: boolean) => (isFree ? s.freeSpinMinBalance : Math.max(s.paidSpinCost, s.paidSpinMinBalance));

/** The segment a result lands on: by prize id, else by name and amount; null when none matches. */
export function segmentOf(prizes: WheelPrize[], result: Pick<WheelSpinResult, 'prizeId' | 'name' | 'amount'>): number | null {
  let i = prizes.findIndex((p) => p.id === result.prizeId);
  if (i < 0) i = prizes.findIndex((p) => p.name === result.name && p.amount === result.amount);
  return i < 0 ? null : i;
}

type WheelPhase = 'idle' | 'requesting' | 'landing' | 'pulse' | 'result';

export interface WheelState {
  /** The prizes and settings. */
  status: 'idle' | 'loading' | 'ready' | 'error';
  prizes: WheelPrize[];
  settings: WheelSettings | null;
  error: unknown;
  /** Every prize image has loaded (or failed, then its name shows): spinning is allowed. */
  imagesReady: boolean;
  phase: WheelPhase;
  /** The server's answer while the wheel lands; cleared when the result panel shows. */
  spin: WheelSpinResult | null;
  /** The landing segment and the offset from its centre (degrees). */
  segment: number | null;
  jitter: number;
  reduced: boolean;
  timeline: SpinTimeline | null;
  /** The result panel's prize (from 5 s until the next press). */
  result: WheelSpinResult | null;
  /** Why the last press failed (refusal or no answer), for the live region; cleared by the next press. */
  spinError: unknown;
}

const EMPTY_WHEEL: WheelState = {
  status: 'idle',
  prizes: [],
  settings: null,
  error: null,
  imagesReady: false,
  phase: 'idle',
  spin: null,
  segment: null,
  jitter: 0,
  reduced: false,
  timeline: null,
  result: null,
  spinError: null,
};

type SpinOutcome = 'login-required' | 'busy' | 'not-ready' | 'spinning' | 'failed';

export interface WheelDeps {
  api: Pick<WheelApi, 'prizes' | 'publicSettings' | 'spin'>;
  auth: ReadableAtom<Pick<AuthState, 'isAuth' | 'user'>>;
  /** The page's display currency for guests. */
  currency: ReadableAtom<string>;
  lang: ReadableAtom<string>;
  timers: Timers;
  now: () => number;
  random?: () => number;
  uuid?: () => string;
  reducedMotion?: () => boolean;
  /** Resolves when the image at `url` can be drawn (or has failed for good). */
  loadImage?: (url: string) => Promise<unknown>;
  /** Shows the toasts of a failed press (spec §8). */
  report?: (error: unknown) => void;
  /** The session's epoch when a press starts (session.epoch()): an answer of an older session is dropped. */
  epoch?: () => number;
  /** A spin's result is on screen: the balances it carries may be shown (see sessionBalances). */
  applyBalances?: (result: WheelSpinResult, userId: number, epoch: number | undefined) => void;
  onWake?: (check: () => void) => () => void;
  /** After a spin whose outcome is unknown: read the balances again (the session's poll). */
  recheck?: () => void;
}

export function createWheel(deps: WheelDeps) {
  const { api, auth, timers, now } = deps;
  const random = deps.random ?? Math.random;
  const idempotencyKeys = createIdempotencyKeys(deps.uuid ?? (() => crypto.randomUUID()));
  const $state = map<WheelState>({ ...EMPTY_WHEEL });
  const countdown = createWallClockTimer({ now, timers, onWake: deps.onWake });

  /** What the data depends on: the player (free spin of the day), the currency, the language. */
  const $key = computed([auth, deps.currency, deps.lang], (a, currency, lang) => {
    const user = a.isAuth ? a.user : null;
    return JSON.stringify([user?.id ?? null, user?.currency || currency || 'TND', lang]);
  });

  let seq = 0;
  let settingsSeq = 0;
  let spinTimers: unknown[] = [];
  let player: number | null = null;

  const set = (patch: Partial<WheelState>) => $state.set({ ...$state.get(), ...patch });

  function clearSpinTimers() {
    spinTimers.forEach((h) => timers.clearTimeout(h));
    spinTimers = [];
  }

  /** Reloads the settings at the next free spin, while a signed-in player waits for it. */
  function scheduleCountdown() {
    countdown.cancel();
    const { settings } = $state.get();
    if (!auth.get().isAuth || !settings || settings.hasFreeSpin || settings.freeSpinsAvailable > 0) return;
    const at = nextFreeSpinAt(settings, now());
    countdown.schedule(at > now() ? at : now() + WHEEL_SETTINGS_RETRY_MS, () => void loadSettings());
  }

  function loadImages(prizes: WheelPrize[], mine: number) {
    const urls = prizes.flatMap((p) => (p.image ? [p.image] : []));
    const load = deps.loadImage;
    if (!load || urls.length === 0) return set({ imagesReady: true });
    void Promise.all(urls.map((u) => load(u).catch(() => undefined))).then(() => {
      if (mine === seq) set({ imagesReady: true });
    });
  }

  /** The prizes and the settings; for the same player and currency the old ones stay on screen meanwhile. */
  const load = () => task(loadNow);
  async function loadNow(): Promise<void> {
    const [userId, currency, lang] = JSON.parse($key.get()) as [number | null, string, string];
    const mine = ++seq;
    settingsSeq++;
    const samePlayer = userId === player;
    if (!samePlayer && !inFlight()) {
      // Another player (or none): the last one's result and error are not theirs to see.
      idempotencyKeys.reset();
      set({ phase: 'idle', result: null, spinError: null });
    }
    player = userId;
    const before = $state.get();
    // Another player's settings (their free spin) would show the wrong button meanwhile: loading instead.
    const quiet = samePlayer && before.status === 'ready' && before.settings?.currency === currency;
    if (!quiet) set({ status: 'loading', prizes: [], settings: null, imagesReady: false, error: null });
    try {
      const [prizes, settings] = await Promise.all([api.prizes(currency, lang), api.publicSettings(currency)]);
      if (mine !== seq) return;
      const sameImages = before.imagesReady && prizes.every((p, i) => p.image === before.prizes[i]?.image);
      set({ status: 'ready', prizes, settings, error: null, imagesReady: sameImages });
      if (!sameImages) loadImages(prizes, mine);
      scheduleCountdown();
    } catch (error) {
      if (mine !== seq) return;
      if (quiet) set({ error });
      else set({ status: 'error', error });
    }
  }

  /** The settings alone (after a spin, a refusal, the countdown); a failure keeps the old ones. */
  const loadSettings = () => task(loadSettingsNow);
  async function loadSettingsNow(): Promise<void> {
    const [, currency] = JSON.parse($key.get()) as [number | null, string];
    const mine = ++settingsSeq;
    const at = seq;
    try {
      const settings = await api.publicSettings(currency);
      if (mine !== settingsSeq || at !== seq) return;
      set({ settings });
    } catch {
      // The buttons keep the settings they had; the next spin or countdown reads again.
    }
    scheduleCountdown();
  }

  const inFlight = () => ['requesting', 'landing', 'pulse'].includes($state.get().phase);

  /**
   * One press of the spin button. A guest is not spun for ('login-required'); a press during a spin,
   * or before the prizes and their images are in, is ignored ('busy', 'not-ready').
   */
  async function spin(isFree: boolean): Promise<SpinOutcome> {
    const a = auth.get();
    if (!a.isAuth || !a.user) return 'login-required';
    if (inFlight()) return 'busy';
    const s = $state.get();
    if (s.status !== 'ready' || !s.imagesReady) return 'not-ready';
    const press = idempotencyKeys.press(String(isFree));
    const userId = a.user.id;
    const epoch = deps.epoch?.();
    const pressedAt = now();
    clearSpinTimers();
    const reduced = deps.reducedMotion?.() ?? false;
    set({ phase: 'requesting', spin: null, result: null, segment: null, timeline: null, spinError: null, reduced });
    let result: WheelSpinResult;
    try {
      result = await api.spin(isFree, press.key);
    } catch (error) {
      if (press.fail(error)) {
        // The server may have spun: the live region says the draw is being checked, not "try again".
        set({ phase: 'idle', spinError: new OutcomeUnknownError(error) });
        deps.recheck?.();
      } else {
        set({ phase: 'idle', spinError: error });
        deps.report?.(error);
      }
      void loadSettings(); // a refusal may mean the buttons are out of date (free spin used in another tab)
      return 'failed';
    }
    const timeline = spinTimeline(pressedAt, now(), reduced);
    const segment = segmentOf($state.get().prizes, result);
    set({ phase: 'landing', spin: result, segment, jitter: segment === null ? 0 : jitterFrom(random()), timeline });
    const at = (t: number, fn: () => void) => spinTimers.push(timers.setTimeout(fn, Math.max(0, t - now())));
    at(timeline.pulseAt, () => set({ phase: 'pulse' }));
    at(timeline.resultAt, () => {
      spinTimers = [];
      set({ phase: 'result', result, spin: null });
      deps.applyBalances?.(result, userId, epoch);
      void loadSettings();
    });
    return 'spinning';
  }

  onMount($state, () => {
    const off = $key.subscribe(() => void load());
    return () => {
      off();
      seq++;
      settingsSeq++;
      clearSpinTimers();
      countdown.cancel();
      $state.set({ ...EMPTY_WHEEL });
    };
  });

  return { $state, spin, retry: load, reloadSettings: loadSettings };
}

export type Wheel = ReturnType<typeof createWheel>;

/**
 * The balances the spin's answer carries, shown at once where the session shows them (the header, the
 * account summary) instead of at the next user poll (5 s, spec §4 item 7), which still follows and wins:
 * through the session's one user-writing action (it saves the stored session other tabs read and drops
 * an answer for another player or an older session than the press's epoch).
 */
export function sessionBalances(session: Pick<SessionManager, 'epoch' | 'applyBalances'>): Pick<WheelDeps, 'epoch' | 'applyBalances'> {
  return {
    epoch: () => session.epoch(),
    applyBalances: (result, userId, epoch) =>
      void session.applyBalances(userId, { balance: result.balance, bonusBalance: result.bonusBalance }, epoch),
  };
}

function browserLoadImage(url: string): Promise<unknown> {
  const img = new Image();
  img.src = url;
  return img.decode();
}

const reducedQuery = () => globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/**
 * The wheel's calls, with api/wheel.ts (its converters) loaded by the first: the wheel's first paint (the
 * disc's skeleton) does not wait for it (docs/architecture.md "Build and budgets"). The wire comes with the
 * client (api/client.ts).
 */
const wheelCalls = lazyCalls(() => import('../api/wheel').then((m) => m.wheelApi(http)), {
  // The paths of api/wheel.ts (WHEEL_BASE), written out: importing the constant would bring the module back.
  prizes: { method: 'GET', path: '/services/wheel/prizes/' },
  publicSettings: { method: 'GET', path: '/services/wheel/settings/public/' },
  spin: { method: 'POST', path: '/services/wheel/spin/' },
});

export const wheel = sharedSlot('wheel', () =>
  createWheel({
    api: wheelCalls,
    auth: $auth,
    currency: computed($config, (c) => c.currency),
    lang: $locale,
    timers: browserTimers,
    now: () => Date.now(),
    reducedMotion: reducedQuery,
    loadImage: typeof Image === 'undefined' ? undefined : browserLoadImage,
    report: reportError,
    recheck: () => session.pollNow(),
    ...sessionBalances(session),
  }),
);

export const $wheel = wheel.$state;
