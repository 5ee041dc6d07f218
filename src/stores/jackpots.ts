// $jackpots: the silver, gold and bronze pots (spec shell-session-wheel.md §3 "Jackpot", §7, §9) in the
// displayed currency: the signed-in player's own currency, else the page's configured one (a guest).
//
// When it reads:
// - at once when an element mounts the store, and again whenever the displayed currency changes (sign-in,
//   sign-out, `currency` attribute): the old currency's amounts are dropped, a skeleton shows meanwhile;
// - every 60 s while the page is visible: the pots grow all the time (the server computes them from its
//   clock), and a tile that never moves looks broken. One small GET a minute per page is cheap; the
//   spec's 20-minute data refresh (§9, 1,200,000 ms) is the upper bound and the interval when the growth
//   refresh is switched off (growthMs: 0);
// - a hidden page reads nothing and catches up as soon as it shows again, if its data is older than that.
// A periodic read that fails keeps the amounts on screen (error kept in the state, no error screen); only a
// first read, a currency change or a retry that fails shows the error state.
import { computed, map, onMount, task, type ReadableAtom } from 'nanostores';
import { sharedSlot } from '../platform/shared-slot';
import { http } from '../api/http';
import { jackpotsApi, type Jackpot, type JackpotsApi } from '../api/jackpots';
import { browserTimers, type Timers } from '../platform/wall-clock-timer';
import type { PageSignals } from '../session/session-manager';
import { browserPageSignals } from '../session/browser-platform';
import { $config } from '../config/config';
import { $auth } from './auth';

/** Spec §9: data refresh every 20 minutes. */
export const JACKPOTS_REFRESH_MS = 1_200_000;
/** The growth refresh while visible (our choice, see above). */
export const JACKPOTS_GROWTH_MS = 60_000;

type JackpotsStatus = 'idle' | 'loading' | 'ready' | 'error';

interface JackpotsState {
  status: JackpotsStatus;
  /** Silver, gold, bronze (the converter's order), in `currency`. */
  jackpots: Jackpot[];
  /** The currency the amounts are in (the one asked for). */
  currency: string | null;
  /** The last read's failure; with status 'ready' it was a periodic read and the amounts are older. */
  error: unknown;
  /** Epoch ms of the last good read. */
  updatedAt: number | null;
}

const EMPTY_JACKPOTS: JackpotsState = { status: 'idle', jackpots: [], currency: null, error: null, updatedAt: null };

export interface JackpotsDeps {
  api: Pick<JackpotsApi, 'jackpots'>;
  /** The displayed currency. */
  currency: ReadableAtom<string>;
  timers: Timers;
  now: () => number;
  page?: Pick<PageSignals, 'isHidden' | 'onVisibilityChange'>;
  refreshMs?: number;
  /** 0 switches the growth refresh off (then every refreshMs). */
  growthMs?: number;
}

export function createJackpots(deps: JackpotsDeps) {
  const { api, currency, timers, now, page } = deps;
  const refreshMs = deps.refreshMs ?? JACKPOTS_REFRESH_MS;
  const growthMs = deps.growthMs ?? JACKPOTS_GROWTH_MS;
  const everyMs = growthMs > 0 ? Math.min(growthMs, refreshMs) : refreshMs;

  const $state = map<JackpotsState>({ ...EMPTY_JACKPOTS });
  let seq = 0;
  let handle: unknown = null;
  let mounted = false;

  const hidden = () => page?.isHidden() ?? false;

  function stop() {
    if (handle !== null) timers.clearTimeout(handle);
    handle = null;
  }

  /** Next periodic read, `everyMs` after the last good one (or the last try). */
  function schedule() {
    stop();
    if (!mounted || hidden()) return;
    const last = $state.get().updatedAt ?? now();
    handle = timers.setTimeout(() => {
      handle = null;
      void load({ quiet: true });
    }, Math.max(0, last + everyMs - now()));
  }

  /**
   * Reads the pots in the displayed currency. `quiet`: a periodic read, which keeps the amounts on screen
   * when it fails. An answer for a currency that is no longer displayed is dropped.
   */
  function load({ quiet = false }: { quiet?: boolean } = {}): Promise<void> {
    const code = currency.get();
    const mine = ++seq;
    const before = $state.get();
    const sameCurrency = before.currency === code && before.jackpots.length > 0;
    if (!quiet || !sameCurrency) {
      $state.set({ ...before, status: 'loading', currency: code, jackpots: sameCurrency ? before.jackpots : [], error: null });
    }
    return task(async () => {
      try {
        const jackpots = await api.jackpots(code);
        if (mine !== seq) return;
        $state.set({ status: 'ready', jackpots, currency: code, error: null, updatedAt: now() });
      } catch (error) {
        if (mine !== seq) return;
        const s = $state.get();
        if (quiet && sameCurrency) $state.set({ ...s, status: 'ready', error, updatedAt: now() });
        else $state.set({ ...s, status: 'error', error, updatedAt: now() });
      } finally {
        if (mine === seq) schedule();
      }
    });
  }

  function onVisibility() {
    if (hidden()) stop();
    else schedule(); // overdue while hidden: reads at once
  }

  onMount($state, () => {
    mounted = true;
    // The first call reads; later calls follow currency changes.
    const offCurrency = currency.subscribe(() => void load());
    const offPage = page?.onVisibilityChange(onVisibility);
    return () => {
      mounted = false;
      seq++;
      stop();
      offCurrency();
      offPage?.();
      $state.set({ ...EMPTY_JACKPOTS });
    };
  });

  return { $state, load, retry: () => load() };
}

export type Jackpots = ReturnType<typeof createJackpots>;

/** The signed-in player's currency, else the page's configured one. */
export function displayedCurrency(
  auth: ReadableAtom<{ isAuth: boolean; user: { currency: string } | null }>,
  config: ReadableAtom<{ currency: string }>,
): ReadableAtom<string> {
  return computed([auth, config], (a, c) => (a.isAuth && a.user?.currency ? a.user.currency : c.currency) || 'TND');
}

const jackpots = sharedSlot('jackpots', () =>
  createJackpots({
    api: jackpotsApi(http),
    currency: displayedCurrency($auth, $config),
    timers: browserTimers,
    now: () => Date.now(),
    page: typeof document === 'undefined' ? undefined : browserPageSignals(),
  }),
);

export const $jackpots = jackpots.$state;
export const retryJackpots = () => jackpots.retry();

