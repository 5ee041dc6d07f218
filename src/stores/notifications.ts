// $notifications: the first-deposit, cashback and personal-jackpot notices of spec shell-session-wheel.md
// §3 "Notifications", §4 "Notifications", §9 (checks every 15 s, page sizes 1 and 2, newest first, from
// 2023-08-25; another data refresh every 20 minutes), read as the contract says (bonus and cashback
// history, is_accrued=true, is_acknowledged=false).
//
// State as the spec names it: firstDeposit {item, isShowed}; cashback and personalJackpot {all by id, hide
// list of ids}. "Thanks" acknowledges to the server (the item then goes; on failure a translated toast and
// the item stays); "dismiss" only hides it on this device: the dismissed ids are kept per user with
// @nanostores/persistent (localStorage, other tabs follow), so a dismissed notice stays dismissed after a
// reload. firstDeposit.isShowed is derived: an item, and its id not dismissed (a fresh first-deposit
// item - QA can create one - shows again, a dismissed one never does).
//
// Everything platform-bound (clock, timers, page visibility, storage, toasts) is injected, so
// tests/unit/stores/notifications.test.ts runs every rule under fake timers.
import { atom, computed, map, onMount, task, type MapStore, type ReadableAtom } from 'nanostores';
import { persistentMap } from '@nanostores/persistent';
import { sharedSlot } from '../platform/shared-slot';
import { http } from '../api/http';
import type { ApiError } from '../api/errors';
import { bonusApi, type BonusApi, type BonusHistoryFilters, type BonusHistoryItem } from '../api/bonus';
import { browserTimers, type Timers } from '../platform/wall-clock-timer';
import type { AuthState, PageSignals } from '../session/session-manager';
import { browserPageSignals } from '../session/browser-platform';
import { i18n } from '../i18n/i18n';
import { activateLocale } from '../i18n/load';
import { $auth } from './auth';
import { asApiError, playerResource, type Resource } from './player-resource';
import { $locale } from './locale';
import { $settings, loadSettings } from './settings';
import { showToast } from './toasts';

/** Spec §9: notification polling. */
export const NOTIFICATIONS_POLL_MS = 15_000;
/** Spec §4, §9: "another data refresh runs every 20 minutes (1,200,000 ms)". */
export const DATA_REFRESH_MS = 1_200_000;
/** Spec §4, §9: notification loads start at this fixed date. */
const NOTIFICATIONS_DATE_FROM = '2023-08-25';
/** Dismissed ids kept per user and kind; the oldest go first (they are long acknowledged or gone by then). */
const MAX_DISMISSED = 100;

export type NoticeKind = 'first-deposit' | 'cashback' | 'personal-jackpot';

interface NotificationsState {
  firstDeposit: { item: BonusHistoryItem | null; isShowed: boolean };
  cashback: { all: Record<number, BonusHistoryItem>; hide: number[] };
  personalJackpot: { all: Record<number, BonusHistoryItem>; hide: number[] };
  /** `${kind}:${id}` of the "thanks" calls under way (their buttons are busy). */
  acknowledging: string[];
  /** The user the items belong to; null for a guest. */
  userId: number | null;
  /** The last check's failure (the items of the check before stay); null after a good one. */
  error: ApiError | null;
}

/** A notice as the widget shows it, newest first within its kind. */
export interface Notice {
  kind: NoticeKind;
  id: number;
  amount: number;
  currency: string;
  date: string;
  key: string;
}

/** What the player dismissed on this device, per kind (persisted per user). */
interface Dismissed {
  firstDeposit: number[];
  cashback: number[];
  personalJackpot: number[];
}

type KindKey = keyof Dismissed;

const KEY_OF: Record<NoticeKind, KindKey> = {
  'first-deposit': 'firstDeposit',
  cashback: 'cashback',
  'personal-jackpot': 'personalJackpot',
};

const EMPTY_DISMISSED: Dismissed = { firstDeposit: [], cashback: [], personalJackpot: [] };

const EMPTY_NOTIFICATIONS: NotificationsState = {
  firstDeposit: { item: null, isShowed: false },
  cashback: { all: {}, hide: [] },
  personalJackpot: { all: {}, hide: [] },
  acknowledging: [],
  userId: null,
  error: null,
};

const ids = (value: unknown): number[] =>
  Array.isArray(value) ? value.filter((v): v is number => Number.isInteger(v)).slice(-MAX_DISMISSED) : [];

/** A garbled or foreign value in storage reads as "nothing dismissed", never as a crash. */
function decodeDismissed(raw: string): Dismissed {
  try {
    const v = JSON.parse(raw) as Partial<Record<KindKey, unknown>> | null;
    if (!v || typeof v !== 'object') return { ...EMPTY_DISMISSED };
    return { firstDeposit: ids(v.firstDeposit), cashback: ids(v.cashback), personalJackpot: ids(v.personalJackpot) };
  } catch {
    return { ...EMPTY_DISMISSED };
  }
}

const DISMISSED_STORAGE_PREFIX = 'casino-widgets:notices:';

/** One localStorage key per user: `casino-widgets:notices:<user id>`. */
export function createDismissedStore(prefix = DISMISSED_STORAGE_PREFIX): MapStore<Record<string, Dismissed>> {
  return persistentMap<Record<string, Dismissed>>(prefix, {}, { encode: JSON.stringify, decode: decodeDismissed });
}

/** The three reads of the contract ("Notifications read them as …"). */
const NOTICE_QUERIES = {
  firstDeposit: {
    type: 'FirstDeposit', isAccrued: true, isAcknowledged: false, page: 1, pageSize: 1, ordering: '-date', dateFrom: NOTIFICATIONS_DATE_FROM,
  },
  personalJackpot: {
    type: 'PersonalJackpot', isAccrued: true, isAcknowledged: false, page: 1, pageSize: 2, ordering: '-date', dateFrom: NOTIFICATIONS_DATE_FROM,
  },
  cashback: { isAccrued: true, isAcknowledged: false, page: 1, pageSize: 2, ordering: '-date', dateFrom: NOTIFICATIONS_DATE_FROM },
} satisfies Record<KindKey, BonusHistoryFilters>;

export interface NotificationsDeps {
  api: Pick<BonusApi, 'bonusHistory' | 'cashbackHistory' | 'acknowledgeBonus' | 'acknowledgeCashback'>;
  auth: ReadableAtom<AuthState>;
  /** Dismissed ids by user id (createDismissedStore()). */
  dismissed: MapStore<Record<string, Dismissed>>;
  timers: Timers;
  now: () => number;
  page?: Pick<PageSignals, 'isHidden' | 'onVisibilityChange'>;
  /** A "thanks" failed: tell the player (the item stays). */
  onAcknowledgeError?: (error: unknown, kind: NoticeKind) => void;
  /** The 20-minute data refresh (spec §4, §9); see the real wiring at the end of this file. */
  refreshData?: () => unknown;
  pollMs?: number;
  refreshMs?: number;
}

/** What the last check read: the three lists, and the failure of any of them (which kept what it showed). */
interface Checked extends Record<KindKey, BonusHistoryItem[]> {
  failure: ApiError | null;
}

const NOTHING_CHECKED: Checked = { firstDeposit: [], cashback: [], personalJackpot: [], failure: null };

const byNewest = (a: BonusHistoryItem, b: BonusHistoryItem) => Date.parse(b.date) - Date.parse(a.date) || b.id - a.id;

export function createNotifications(deps: NotificationsDeps) {
  const { api, auth, dismissed, timers, now, page } = deps;
  const pollMs = deps.pollMs ?? NOTIFICATIONS_POLL_MS;
  const refreshMs = deps.refreshMs ?? DATA_REFRESH_MS;

  const $state = map<NotificationsState>({ ...EMPTY_NOTIFICATIONS });
  /** The user the notices are shown for (set by the session, null while none): the lists follow it. */
  const $shown = atom<number | null>(null);

  // The three lists are a player resource (docs/architecture.md "Stores: one player's data") of the user
  // shown: emptied when that changes (sign-out, another user, nothing shows the notices any more) and an
  // answer for the last one dropped. Read by the 15 s check (spec §9), not on mount. A check is an answer
  // even when one list failed: that list keeps what it showed, the others move on, the failure is kept.
  const lists = playerResource<Checked>(
    async (): Promise<Checked> => {
      const [first, jackpot, cashback] = await Promise.allSettled([
        api.bonusHistory(NOTICE_QUERIES.firstDeposit),
        api.bonusHistory(NOTICE_QUERIES.personalJackpot),
        api.cashbackHistory(NOTICE_QUERIES.cashback),
      ]);
      const old = checked();
      const take = (r: PromiseSettledResult<{ items: BonusHistoryItem[] }>, was: BonusHistoryItem[]) =>
        r.status === 'fulfilled' ? [...r.value.items].sort(byNewest) : was;
      const failed = [first, jackpot, cashback].find((r): r is PromiseRejectedResult => r.status === 'rejected');
      return {
        firstDeposit: take(first, old.firstDeposit),
        personalJackpot: take(jackpot, old.personalJackpot),
        cashback: take(cashback, old.cashback),
        failure: failed ? asApiError(failed.reason) : null,
      };
    },
    { player: $shown },
  );
  const checked = (): Checked => (lists.$state.get() as Resource<Checked>).data ?? NOTHING_CHECKED;

  /** Acknowledged in this session: a check that left before the "thanks" must not bring them back. */
  let acknowledged = new Set<string>();
  const inFlight = new Map<string, Promise<boolean>>();
  /** Bumped whenever the user changes or signs out, so the answer of a "thanks" for the old one is dropped. */
  let epoch = 0;
  let checking: Promise<void> | null = null;
  let pollHandle: unknown = null;
  let refreshHandle: unknown = null;
  let lastRefreshAt = 0;

  const signedIn = () => auth.get().status === 'signed-in' && $shown.get() !== null;
  const hidden = () => page?.isHidden() ?? false;
  const keyOf = (kind: NoticeKind, id: number) => `${kind}:${id}`;
  const dismissedFor = (id: number | null): Dismissed => (id === null ? EMPTY_DISMISSED : (dismissed.get()[String(id)] ?? EMPTY_DISMISSED));

  /** The state from the server's lists, this session's acknowledgements and the user's hide lists. */
  function publish() {
    const userId = $shown.get();
    const raw = checked();
    const hide = dismissedFor(userId);
    const live = (kind: NoticeKind, items: BonusHistoryItem[]) => items.filter((i) => !acknowledged.has(keyOf(kind, i.id)));
    const first = live('first-deposit', raw.firstDeposit)[0] ?? null;
    const byId = (items: BonusHistoryItem[]) => Object.fromEntries(items.map((i) => [i.id, i])) as Record<number, BonusHistoryItem>;
    $state.set({
      firstDeposit: { item: first, isShowed: !!first && !hide.firstDeposit.includes(first.id) },
      cashback: { all: byId(live('cashback', raw.cashback)), hide: hide.cashback },
      personalJackpot: { all: byId(live('personal-jackpot', raw.personalJackpot)), hide: hide.personalJackpot },
      acknowledging: [...inFlight.keys()],
      userId,
      error: raw.failure ?? lists.$state.get().error,
    });
  }

  // ---- the 15 s check ---------------------------------------------------------------------------------

  /** One check of the three lists (single flight). A list that fails keeps what it showed. */
  function check(): Promise<void> {
    if (!signedIn()) return Promise.resolve();
    if (checking) return checking;
    // What it reads is shown by the lists' listener (onMount below).
    const run: Promise<void> = task(() => lists.reload()).finally(() => {
      if (checking === run) checking = null;
    });
    return (checking = run);
  }

  function stopPolling() {
    if (pollHandle !== null) timers.clearTimeout(pollHandle);
    pollHandle = null;
  }

  /** Next check in `delay` ms, while signed in and the page is visible (a hidden page waits). */
  function schedulePoll(delay: number) {
    stopPolling();
    if (!signedIn() || hidden()) return;
    pollHandle = timers.setTimeout(() => {
      pollHandle = null;
      void check().finally(() => {
        if (pollHandle === null) schedulePoll(pollMs);
      });
    }, delay);
  }

  // ---- the 20-minute data refresh -----------------------------------------------------------------------

  function stopRefresh() {
    if (refreshHandle !== null) timers.clearTimeout(refreshHandle);
    refreshHandle = null;
  }

  /** Due `refreshMs` after the last one; a hidden page catches up when it shows again. */
  function scheduleRefresh() {
    stopRefresh();
    if (!signedIn() || hidden()) return;
    refreshHandle = timers.setTimeout(runRefresh, Math.max(0, lastRefreshAt + refreshMs - now()));
  }

  function runRefresh() {
    refreshHandle = null;
    if (!signedIn() || hidden()) return;
    lastRefreshAt = now();
    try {
      void Promise.resolve(deps.refreshData?.()).catch(() => undefined);
    } catch {
      /* a refresh that throws must not stop the next one */
    }
    scheduleRefresh();
  }

  // ---- session ----------------------------------------------------------------------------------------

  function clear() {
    epoch++;
    checking = null;
    stopPolling();
    stopRefresh();
    acknowledged = new Set();
    inFlight.clear();
    $shown.set(null);
    $state.set({ ...EMPTY_NOTIFICATIONS });
  }

  function onAuth(state: AuthState) {
    const id = state.status === 'signed-in' ? (state.user?.id ?? null) : null;
    if (id === null) {
      // Logging out, signed out, restoring, or a session whose user is not known yet: nothing to show,
      // nothing to check (a sign-out clears at once, before the server answered the logout).
      if ($shown.get() !== null) clear();
      return;
    }
    if (id !== $shown.get()) {
      clear();
      $shown.set(id);
      lastRefreshAt = now(); // sign-in just loaded the user and the settings
      publish();
    }
    if (pollHandle === null && !checking) schedulePoll(0);
    if (refreshHandle === null) scheduleRefresh();
  }

  function onVisibility() {
    if (!signedIn()) return;
    if (hidden()) {
      stopPolling();
      stopRefresh();
      return;
    }
    schedulePoll(0); // one check as soon as the page shows again, then every 15 s
    scheduleRefresh(); // runs at once when it fell due while hidden
  }

  onMount($state, () => {
    const offDismissed = dismissed.subscribe(() => {
      if ($shown.get() !== null) publish();
    });
    // Also after the lists emptied for another user: a store set inside a listener (onAuth's) tells its
    // own listeners only once that listener returned (nanostores queues them).
    const offLists = lists.$state.listen(() => {
      if ($shown.get() !== null) publish();
    });
    const offAuth = auth.subscribe(onAuth);
    const offPage = page?.onVisibilityChange(onVisibility);
    return () => {
      offAuth();
      offDismissed();
      offLists();
      offPage?.();
      clear();
    };
  });

  // ---- actions ----------------------------------------------------------------------------------------

  /**
   * "Thanks": acknowledges to the server; the item goes once it answered. Resolves false (item kept,
   * onAcknowledgeError told) when it failed. A second press while the first is under way joins it.
   */
  function acknowledge(kind: NoticeKind, id: number): Promise<boolean> {
    const key = keyOf(kind, id);
    const pending = inFlight.get(key);
    if (pending) return pending;
    if (!signedIn()) return Promise.resolve(false);
    const myEpoch = epoch;
    const call = kind === 'cashback' ? api.acknowledgeCashback(id) : api.acknowledgeBonus(id);
    const run = task<boolean>(async () => {
      try {
        await call;
        if (myEpoch !== epoch) return false;
        acknowledged.add(key);
        return true;
      } catch (error) {
        if (myEpoch === epoch) deps.onAcknowledgeError?.(error, kind);
        return false;
      } finally {
        if (myEpoch === epoch) {
          inFlight.delete(key);
          publish();
        }
      }
    });
    inFlight.set(key, run);
    publish();
    return run;
  }

  /** Hides the notice on this device for this user (persisted; other tabs follow). */
  function dismiss(kind: NoticeKind, id: number): void {
    const userId = $shown.get();
    if (userId === null) return;
    const k = KEY_OF[kind];
    const mine = dismissedFor(userId);
    if (mine[k].includes(id)) return;
    dismissed.setKey(String(userId), { ...mine, [k]: [...mine[k], id].slice(-MAX_DISMISSED) });
    publish();
  }

  /** The notices to show, in the widget's order: first deposit, cashback, personal jackpot. */
  const $visible = computed($state, (s): Notice[] => {
    const list: Notice[] = [];
    const add = (kind: NoticeKind, i: BonusHistoryItem) =>
      list.push({ kind, id: i.id, amount: i.amount, currency: i.amountCurrency, date: i.date, key: keyOf(kind, i.id) });
    if (s.firstDeposit.item && s.firstDeposit.isShowed) add('first-deposit', s.firstDeposit.item);
    for (const [kind, part] of [
      ['cashback', s.cashback],
      ['personal-jackpot', s.personalJackpot],
    ] as const) {
      Object.values(part.all)
        .filter((i) => !part.hide.includes(i.id))
        .sort(byNewest)
        .forEach((i) => add(kind, i));
    }
    return list;
  });

  return { $state, $visible, check, acknowledge, dismiss };
}

export type Notifications = ReturnType<typeof createNotifications>;

// ---- the page's instance ---------------------------------------------------------------------------------

const ackFailed = /*i18n*/ {
  id: 'notices.acknowledge_failed',
  message: "Votre confirmation n'a pas pu être envoyée. Veuillez réessayer.",
};

const notifications = sharedSlot('notifications', () =>
  createNotifications({
    api: bonusApi(http),
    auth: $auth,
    dismissed: createDismissedStore(),
    timers: browserTimers,
    now: () => Date.now(),
    page: typeof document === 'undefined' ? undefined : browserPageSignals(),
    onAcknowledgeError: () =>
      void activateLocale($locale.get())
        .catch(() => undefined)
        .then(() => showToast(i18n._(ackFailed), 'error')),
    // The 20-minute data refresh (spec §4, §9; money §4: "user data and session refresh every 20 minutes
    // in one reading, every 5 s in another"). Decision: the session already keeps the user fresh (GET
    // /user every 5 s while visible, one poll as soon as the page shows again) and renews the tokens on
    // their own schedule (access expiry minus refresh_shift), so a 20-minute user or token call would only
    // repeat them. What nothing else refreshes is the settings (rates, limits, currencies): $settings
    // loads them once per user. So the 20-minute refresh reloads the settings when an element uses them
    // (they were loaded before); the notices have their 15 s check already. The jackpots keep their own
    // 20-minute reload (stores/jackpots.ts), since they also show to guests.
    refreshData: () => ($settings.get().settings ? loadSettings() : undefined),
  }),
);

export const $notifications = notifications.$state;
export const $notices = notifications.$visible;
export const acknowledgeNotice = (kind: NoticeKind, id: number) => notifications.acknowledge(kind, id);
export const dismissNotice = (kind: NoticeKind, id: number) => notifications.dismiss(kind, id);
