// $pendingPayments: the pending tray (issue 14). Every deposit or payout the player creates here is
// followed until it reaches a final status (22, 30, 40, 45): each open payment is read again while an
// element shows the tray (onMount), 3 s apart in its first minute, then 10 s, then once a minute after
// ten minutes; nothing is read while the page is hidden, and what fell due meanwhile is read as soon as
// it is visible again. A failed read (offline, a 401 storm while the session refreshes, a 5xx) keeps the
// entry and tries later with a longer pause; only a 404 (not this player's payment) drops it.
//
// Kept in localStorage (@nanostores/persistent) under the signed-in player's id, so the tray survives a
// reload, the provider's redirect and follows other tabs (storage events). A sign-out, an expiry or
// another player clears it. When a payment reaches a final status, the listeners of onPaymentSettled
// hear it once (the tab that saw it happen; the entry is marked settled for the others) and the
// balances are read again through the session (its user poll, with its epoch rules).
import { computed, onMount, type ReadableAtom, type WritableAtom } from 'nanostores';
import { persistentAtom } from '@nanostores/persistent';
import { sharedSlot } from '../platform/shared-slot';
import { browserTimers, type Timers } from '../platform/wall-clock-timer';
import { http } from '../api/http';
import { isApiError } from '../api/errors';
import { paymentsApi, PAYMENT_TYPES, type Payment, type PaymentsApi } from '../api/payments';
import { isFinal, isPaymentStatus } from '../api/payment-status';
import { playerIdOf, type AuthState, type PageSignals, type SessionChangeKind } from '../session/session-manager';
import type { User } from '../api/types';
import { browserPageSignals } from '../session/browser-platform';
import { $auth, onSessionChange, session } from './auth';

export const PENDING_STORAGE_KEY = 'casino-widgets:pendingPayments';

/** The pauses between two reads of an open payment, by its age in the tray. */
export const POLL_FAST_MS = 3_000;
export const POLL_FAST_FOR_MS = 60_000;
export const POLL_MEDIUM_MS = 10_000;
export const POLL_MEDIUM_FOR_MS = 10 * 60_000;
export const POLL_SLOW_MS = 60_000;

export interface PendingEntry {
  payment: Payment;
  /** Epoch ms: when the tray took it (the pause grows with its age). */
  trackedAt: number;
  /** Epoch ms of the next read. */
  nextCheckAt: number;
  /** Reads that failed in a row (the pause grows with them). */
  failures: number;
  /** The final status was announced (once, by one tab). */
  settled: boolean;
}

export interface PendingStored {
  /** Whose payments these are; null: nobody's yet. */
  userId: number | null;
  entries: PendingEntry[];
}

export const EMPTY_PENDING: PendingStored = { userId: null, entries: [] };

/** The pause before the next read of an entry `age` ms old after `failures` failed reads in a row. */
export function pollDelay(age: number, failures = 0): number {
  const base = age < POLL_FAST_FOR_MS ? POLL_FAST_MS : age < POLL_MEDIUM_FOR_MS ? POLL_MEDIUM_MS : POLL_SLOW_MS;
  if (failures <= 0) return base;
  return Math.min(POLL_SLOW_MS, Math.max(base, POLL_FAST_MS * 2 ** failures));
}

const isEntry = (e: unknown): e is PendingEntry => {
  const x = e as PendingEntry | null;
  return (
    !!x &&
    typeof x === 'object' &&
    typeof x.trackedAt === 'number' &&
    typeof x.nextCheckAt === 'number' &&
    typeof x.failures === 'number' &&
    !!x.payment &&
    typeof x.payment.id === 'number' &&
    PAYMENT_TYPES.includes(x.payment.type) &&
    isPaymentStatus(x.payment.status)
  );
};

/** What another tab or an older build wrote: anything unreadable is an empty tray, never a crash. */
export function decodePending(raw: string): PendingStored {
  try {
    const value = JSON.parse(raw) as PendingStored;
    if (!value || typeof value !== 'object' || !Array.isArray(value.entries)) return EMPTY_PENDING;
    return {
      userId: typeof value.userId === 'number' ? value.userId : null,
      entries: value.entries.filter(isEntry).map((e) => ({ ...e, settled: e.settled === true })),
    };
  } catch {
    return EMPTY_PENDING;
  }
}

export const pendingStorage = (): WritableAtom<PendingStored> =>
  persistentAtom<PendingStored>(PENDING_STORAGE_KEY, EMPTY_PENDING, { encode: JSON.stringify, decode: decodePending });

export type SettledListener = (payment: Payment) => void;

export interface PendingDeps {
  api: Pick<PaymentsApi, 'one'>;
  storage: WritableAtom<PendingStored>;
  auth: ReadableAtom<Pick<AuthState, 'isAuth' | 'user'>>;
  onSessionChange: (listener: (kind: SessionChangeKind, user: User | null) => void) => () => void;
  /** Reads the user (and the balances) again through the session. */
  refreshUser: () => void;
  now: () => number;
  timers: Timers;
  page?: Pick<PageSignals, 'isHidden' | 'onVisibilityChange'>;
}

export interface TrackOptions {
  /** No settled announcement (the action that made it final says so itself: a cancelled payout). */
  quiet?: boolean;
}

export function createPendingPayments(deps: PendingDeps) {
  const { api, storage, auth, now, timers, page } = deps;
  const listeners = new Set<SettledListener>();
  const reading = new Set<string>();
  let timer: unknown = null;
  let mounted = false;

  const keyOf = (p: Pick<Payment, 'type' | 'id'>) => `${p.type}:${p.id}`;
  const currentUserId = () => playerIdOf(auth.get());

  /** The signed-in player's entries; another player's (or a guest's view) are not shown. */
  const $pendingPayments = computed([storage, auth], (stored, a) =>
    a.isAuth && a.user && stored.userId === a.user.id ? stored.entries : [],
  );

  /** Writes the tray from its latest stored value (another tab may have written it since). */
  function update(userId: number, change: (entries: PendingEntry[]) => PendingEntry[]) {
    const stored = storage.get();
    const entries = stored.userId === userId ? stored.entries : [];
    storage.set({ userId, entries: change(entries) });
  }

  function announce(payment: Payment) {
    deps.refreshUser();
    for (const listener of [...listeners]) {
      try {
        listener(payment);
      } catch {
        // One listener's failure does not keep the others from hearing it.
      }
    }
  }

  /** Replaces the payment of an entry; a final status is announced once. */
  function settle(userId: number, payment: Payment, patch: Partial<PendingEntry>, quiet = false) {
    let announceIt = false;
    update(userId, (entries) =>
      entries.map((e) => {
        if (keyOf(e.payment) !== keyOf(payment)) return e;
        const final = isFinal(payment.status);
        if (final && !e.settled && !quiet) announceIt = true;
        return { ...e, ...patch, payment, settled: e.settled || final };
      }),
    );
    if (announceIt) announce(payment);
  }

  /** Follows `payment` (a created deposit or payout, or a fresh reading of one the tray holds). */
  function trackPayment(payment: Payment, options: TrackOptions = {}): void {
    const userId = currentUserId();
    if (userId === null || payment.user !== userId) return;
    const at = now();
    const known = storage.get().userId === userId && storage.get().entries.some((e) => keyOf(e.payment) === keyOf(payment));
    if (known) {
      settle(userId, payment, {}, options.quiet);
    } else {
      const final = isFinal(payment.status);
      const entry: PendingEntry = { payment, trackedAt: at, nextCheckAt: at + POLL_FAST_MS, failures: 0, settled: final };
      update(userId, (entries) => [entry, ...entries]);
      if (final && !options.quiet) announce(payment);
    }
    schedule();
  }

  function dismissPayment(id: number, type?: Payment['type']): void {
    const stored = storage.get();
    if (stored.userId === null) return;
    update(stored.userId, (entries) => entries.filter((e) => !(e.payment.id === id && (!type || e.payment.type === type))));
    schedule();
  }

  function onPaymentSettled(listener: SettledListener): () => void {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  }

  function clear() {
    const stored = storage.get();
    if (stored.userId !== null || stored.entries.length) storage.set(EMPTY_PENDING);
  }

  function stopTimer() {
    if (timer !== null) timers.clearTimeout(timer);
    timer = null;
  }

  /** One timer, for the earliest read due; none while unmounted, hidden or nobody's tray is shown. */
  function schedule() {
    stopTimer();
    if (!mounted || page?.isHidden()) return;
    const open = $pendingPayments.get().filter((e) => !isFinal(e.payment.status) && !reading.has(keyOf(e.payment)));
    if (open.length === 0) return;
    const at = Math.min(...open.map((e) => e.nextCheckAt));
    timer = timers.setTimeout(() => {
      timer = null;
      void checkDue();
    }, Math.max(0, at - now()));
  }

  async function checkOne(userId: number, entry: PendingEntry) {
    const key = keyOf(entry.payment);
    reading.add(key);
    try {
      const payment = await api.one(entry.payment.type, entry.payment.id);
      if (storage.get().userId !== userId || currentUserId() !== userId) return; // signed out meanwhile
      settle(userId, payment, { failures: 0, nextCheckAt: now() + pollDelay(now() - entry.trackedAt) });
    } catch (error) {
      if (storage.get().userId !== userId) return;
      if (isApiError(error) && error.status === 404) {
        update(userId, (entries) => entries.filter((e) => keyOf(e.payment) !== key));
        return;
      }
      // Offline, a timeout, a 401 while the session renews, a server fault: keep it, read later.
      update(userId, (entries) =>
        entries.map((e) =>
          keyOf(e.payment) === key
            ? { ...e, failures: e.failures + 1, nextCheckAt: now() + pollDelay(now() - e.trackedAt, e.failures + 1) }
            : e,
        ),
      );
    } finally {
      reading.delete(key);
    }
  }

  async function checkDue(): Promise<void> {
    const userId = currentUserId();
    if (userId === null || page?.isHidden()) return schedule();
    const due = $pendingPayments
      .get()
      .filter((e) => !isFinal(e.payment.status) && e.nextCheckAt <= now() && !reading.has(keyOf(e.payment)));
    await Promise.all(due.map((e) => checkOne(userId, e)));
    schedule();
  }

  // Listened to for as long as the page lives: a press while no element shows the tray reads what other
  // tabs wrote since, not the value this tab read at start.
  storage.listen(() => undefined);

  // A sign-out or an expiry (here or in another tab) clears the tray; another player starts an empty one.
  deps.onSessionChange((kind, user) => {
    if (kind !== 'signed-in') return clear();
    if (user && storage.get().userId !== null && storage.get().userId !== user.id) clear();
  });

  onMount($pendingPayments, () => {
    mounted = true;
    const offStored = $pendingPayments.listen(() => schedule());
    const offVisible = page?.onVisibilityChange(() => (page.isHidden() ? stopTimer() : void checkDue()));
    // Whatever fell due while nobody showed the tray (a reload, the provider's redirect) is read now.
    void checkDue();
    return () => {
      mounted = false;
      offStored();
      offVisible?.();
      stopTimer();
    };
  });

  return { $pendingPayments, trackPayment, dismissPayment, onPaymentSettled, checkNow: checkDue };
}

export type PendingPayments = ReturnType<typeof createPendingPayments>;

export const pendingPayments = sharedSlot('pendingPayments', () =>
  createPendingPayments({
    api: paymentsApi(http),
    storage: pendingStorage(),
    auth: $auth,
    onSessionChange,
    refreshUser: () => session.pollNow(),
    now: () => Date.now(),
    timers: browserTimers,
    page: typeof document === 'undefined' ? undefined : browserPageSignals(),
  }),
);

export const $pendingPayments = pendingPayments.$pendingPayments;
export const trackPayment = (payment: Payment, options?: TrackOptions) => pendingPayments.trackPayment(payment, options);
export const dismissPayment = (id: number, type?: Payment['type']) => pendingPayments.dismissPayment(id, type);
export const onPaymentSettled = (listener: SettledListener) => pendingPayments.onPaymentSettled(listener);
