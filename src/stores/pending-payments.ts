// $pendingPayments: the player's open deposits and withdrawals, read from the server (docs/conventions.md §7 "The
// server is the truth for pending money"; docs/architecture.md "Pending payments"). Once when the cashier's
// code loads (readEarly), while an element shows them (onMount), and again at sign-in and whenever a money
// action calls trackPayment/checkNow, the store reads GET deposit/ and payout/ with the filters OPEN and
// IN_PROCESS (every status that is not final: 10, 20, 21, 27; spec money §4), so a fresh browser or
// another device shows the same list.
//
// While any is open the lists are read again: 3 s apart in the first minute after something moved (a
// payment made or cancelled here, the return from a provider's page, a status seen changing), then 10 s,
// then once a minute after ten minutes; open payments found on the server without anything moving here
// start at the 10 s pace. Nothing is read while the page is hidden; what fell due is read when it is
// visible again. A failed read (offline, a 401 while the session renews, a 5xx) keeps what is shown and
// tries later with a longer pause. None open: no timer at all.
//
// A payment that left the open lists is read once (GET …/{id}/) to learn its final status: the
// listeners of onPaymentSettled hear it once and the balances are read again through the session; it
// stays shown, final, until the player dismisses it. A 404 (not this player's) drops it.
//
// localStorage holds only a hint: the id of the deposit the player just left for a provider's page, so
// coming back (a redirect, a reload) shows it at once and reads it, even when it became final meanwhile
// and no longer is in the open lists. The hint is forgotten once that deposit is final or unknown.
import { atom, computed, onMount, type ReadableAtom, type WritableAtom } from 'nanostores';
import { persistentAtom } from '@nanostores/persistent';
import { sharedSlot } from '../platform/shared-slot';
import { browserTimers, type Timers } from '../platform/wall-clock-timer';
import { http } from '../api/http';
import { isApiError } from '../api/errors';
import { paymentsApi, PAYMENT_TYPES, type Payment, type PaymentsApi, type PaymentType, type WithdrawalFilter } from '../api/payments';
import { DEPOSIT_PROVIDER_MS, isFinal } from '../api/payment-status';
import { playerIdOf, type AuthState, type PageSignals, type SessionChangeKind } from '../session/session-manager';
import type { User } from '../api/types';
import { browserPageSignals } from '../session/browser-platform';
import { $auth, onSessionChange, session } from './auth';
import { $locale } from './locale';

/** The provider-return hint's key (the only thing this store keeps in localStorage). */
export const RETURN_HINT_KEY = 'casino-widgets:returningDeposit';

/** The pauses between two reads of the open lists, by the time since something last moved. */
const POLL_FAST_MS = 3_000;
const POLL_FAST_FOR_MS = 60_000;
const POLL_MEDIUM_MS = 10_000;
const POLL_MEDIUM_FOR_MS = 10 * 60_000;
const POLL_SLOW_MS = 60_000;

/** The filters whose statuses are every open one (10, 20 and 21, 27; src/api/payment-status.ts). */
const OPEN_FILTERS: readonly WithdrawalFilter[] = ['OPEN', 'IN_PROCESS'];
/** The largest page the contract serves (docs/api.md "Payments"). */
const LIST_PAGE_SIZE = 100;
/** A player with more open payments than this is not one the tray is for; the reads stop there. */
const MAX_PAGES = 5;

interface PendingEntry {
  payment: Payment;
  /** Epoch ms: when this page first saw it. */
  trackedAt: number;
  /** Its final status was announced (once), or it was final when it came. */
  settled: boolean;
}

/** Where the first read stands: the page can tell "none open" from "not read yet" and "could not read". */
type PendingLoad = 'idle' | 'loading' | 'ready' | 'error';

interface ReturnHint {
  userId: number;
  /** The deposit the player left for a provider's page. */
  id: number;
  /** Epoch ms when they left. */
  at: number;
}

/** The pause before the next read `age` ms after something moved, after `failures` failed reads in a row. */
export function pollDelay(age: number, failures = 0): number {
  const base = age < POLL_FAST_FOR_MS ? POLL_FAST_MS : age < POLL_MEDIUM_FOR_MS ? POLL_MEDIUM_MS : POLL_SLOW_MS;
  if (failures <= 0) return base;
  return Math.min(POLL_SLOW_MS, Math.max(base, POLL_FAST_MS * 2 ** failures));
}

/** What another tab or an older build wrote: anything unreadable is no hint, never a crash. */
export function decodeHint(raw: string): ReturnHint | undefined {
  try {
    const v = JSON.parse(raw) as ReturnHint | null;
    if (!v || typeof v !== 'object') return undefined;
    const ok = [v.userId, v.id, v.at].every((n) => typeof n === 'number' && Number.isSafeInteger(n)) && v.id > 0;
    return ok ? { userId: v.userId, id: v.id, at: v.at } : undefined;
  } catch {
    return undefined;
  }
}

/** No hint is no key at all (persistent atoms remove the key for undefined). */
export const returnHintStorage = (): WritableAtom<ReturnHint | undefined> =>
  persistentAtom<ReturnHint | undefined>(RETURN_HINT_KEY, undefined, { encode: JSON.stringify, decode: decodeHint });

type SettledListener = (payment: Payment) => void;

interface PendingDeps {
  api: Pick<PaymentsApi, 'list' | 'one'>;
  /** The provider-return hint (localStorage in a page). */
  hint: WritableAtom<ReturnHint | undefined>;
  auth: ReadableAtom<Pick<AuthState, 'isAuth' | 'user'> & Partial<Pick<AuthState, 'status'>>>;
  onSessionChange: (listener: (kind: SessionChangeKind, user: User | null) => void) => () => void;
  /** Reads the user (and the balances) again through the session. */
  refreshUser: () => void;
  now: () => number;
  timers: Timers;
  page?: Pick<PageSignals, 'isHidden' | 'onVisibilityChange'>;
  /** The page's language: the server names the methods in it (docs/api.md "Payment"). */
  lang?: ReadableAtom<string>;
}

export interface TrackOptions {
  /** No settled announcement (the action that made it final says so itself: a cancelled payout). */
  quiet?: boolean;
}

const keyOf = (p: Pick<Payment, 'type' | 'id'>) => `${p.type}:${p.id}`;

export function createPendingPayments(deps: PendingDeps) {
  const { api, hint, auth, now, timers, page } = deps;
  const listeners = new Set<SettledListener>();
  /** Whose entries these are: a sign-out or another player empties them. */
  const $state = atom<{ userId: number | null; entries: PendingEntry[]; load: PendingLoad }>({ userId: null, entries: [], load: 'idle' });
  let timer: unknown = null;
  let mounted = false;
  /** Epoch ms when something last moved (the pause grows from it). */
  let movedAt = -Infinity;
  let failures = 0;
  let nextReadAt = 0;
  /** The read in flight, and whether another was asked for meanwhile. */
  let reading: Promise<void> | null = null;
  let again = false;
  /** Bumped by a sign-out or a player change: an answer for an older generation is dropped. */
  let generation = 0;
  /** The hint is read with the first reading after a mount or a sign-in (the return), not every time. */
  let hintDue = true;
  /** Epoch ms when the last reading ended: a mount just after it shows that answer, not a second one. */
  let readAt = -Infinity;

  /**
   * Whose payments are read and shown: the signed-in player's, and while a stored session is restored
   * (spec shell §4 item 4) the player it stored, whose cashier page is already drawn: its open payments,
   * the largest paint of /balance on a phone, are read in parallel with the session's own user call
   * (docs/architecture.md "Speed budgets"). A refused session signs out, which empties the list.
   */
  const shownId = (a: ReturnType<typeof auth.get>) => (a.status === 'restoring' && a.user ? a.user.id : playerIdOf(a));
  const currentUserId = () => shownId(auth.get());

  /** The shown player's payments, newest first; another player's (or a guest's view) are not shown. */
  const $pendingPayments = computed([$state, auth], (s, a) => (shownId(a) !== null && s.userId === shownId(a) ? s.entries : []));
  const $pendingLoad = computed([$state, auth], (s, a) => (shownId(a) !== null && s.userId === shownId(a) ? s.load : 'idle'));

  function entriesOf(userId: number): PendingEntry[] {
    const s = $state.get();
    return s.userId === userId ? s.entries : [];
  }

  function write(userId: number, entries: PendingEntry[], load?: PendingLoad) {
    const s = $state.get();
    // By the instant, not by localeCompare: the first localeCompare of a page builds ICU's collator, 50-80 ms
    // of a phone's main thread on /balance's way to its largest paint (docs/architecture.md "Speed budgets").
    const sorted = [...entries].sort((a, b) => Date.parse(b.payment.createdAt) - Date.parse(a.payment.createdAt) || b.payment.id - a.payment.id);
    $state.set({ userId, entries: sorted, load: load ?? (s.userId === userId ? s.load : 'idle') });
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

  function forgetHintOf(payment: Payment) {
    const h = hint.get();
    if (h && payment.type === 'deposit' && h.id === payment.id && isFinal(payment.status)) hint.set(undefined);
  }

  /**
   * Puts `payment` (a fresh reading) in the list for `userId`; a final status it did not have is
   * announced once. A status change counts as movement: the reads come closer again.
   */
  function apply(userId: number, payment: Payment, quiet = false): void {
    const entries = entriesOf(userId);
    const known = entries.find((e) => keyOf(e.payment) === keyOf(payment));
    const final = isFinal(payment.status);
    const announceIt = final && !quiet && !(known?.settled ?? false);
    if (known && known.payment.status !== payment.status) movedAt = now();
    const entry: PendingEntry = { payment, trackedAt: known?.trackedAt ?? now(), settled: (known?.settled ?? false) || final };
    write(userId, known ? entries.map((e) => (e === known ? entry : e)) : [entry, ...entries]);
    forgetHintOf(payment);
    if (announceIt) announce(payment);
  }

  function drop(userId: number, payment: Pick<Payment, 'type' | 'id'>) {
    write(userId, entriesOf(userId).filter((e) => keyOf(e.payment) !== keyOf(payment)));
    const h = hint.get();
    if (h && payment.type === 'deposit' && h.id === payment.id) hint.set(undefined);
  }

  /** Every payment of one type in one filter, every page. */
  async function listAll(type: PaymentType, filter: WithdrawalFilter): Promise<Payment[]> {
    const all: Payment[] = [];
    for (let pageNo = 1; pageNo <= MAX_PAGES; pageNo++) {
      const answer = await api.list(type, { page: pageNo, pageSize: LIST_PAGE_SIZE, filter });
      all.push(...answer.list);
      if (answer.list.length < LIST_PAGE_SIZE || pageNo * LIST_PAGE_SIZE >= answer.count) break;
    }
    return all;
  }

  const listOpen = async (): Promise<Payment[]> =>
    (await Promise.all(PAYMENT_TYPES.flatMap((type) => OPEN_FILTERS.map((filter) => listAll(type, filter))))).flat();

  /** The hinted deposit, read on its own: shown at once after a provider's page, final or not. */
  async function readHint(userId: number, gen: number): Promise<void> {
    if (!hintDue) return;
    hintDue = false;
    const h = hint.get();
    if (!h || h.userId !== userId) return;
    if (now() - h.at > DEPOSIT_PROVIDER_MS) return hint.set(undefined);
    try {
      const payment = await api.one('deposit', h.id);
      if (gen !== generation) return;
      movedAt = now();
      apply(userId, payment);
    } catch (error) {
      if (gen === generation && isApiError(error) && error.status === 404) drop(userId, { type: 'deposit', id: h.id });
    }
  }

  /** One reading of the open lists, and of what left them. */
  async function readOnce(): Promise<void> {
    const userId = currentUserId();
    if (userId === null) return;
    const gen = generation;
    const startedAt = now();
    if ($state.get().userId !== userId) write(userId, []);
    if ($state.get().load !== 'ready') write(userId, entriesOf(userId), 'loading');
    const hinted = readHint(userId, gen);
    let open: Payment[];
    try {
      open = await listOpen();
    } catch {
      await hinted;
      if (gen !== generation) return;
      // Offline, a timeout, a 401 while the session renews, a server fault: keep what is shown, read later.
      failures++;
      if ($state.get().load !== 'ready') write(userId, entriesOf(userId), 'error');
      return;
    }
    await hinted;
    if (gen !== generation) return; // signed out or another player meanwhile
    failures = 0;
    const seen = new Set(open.map(keyOf));
    const before = entriesOf(userId);
    for (const payment of open) {
      // Found open on the server without anything moving here (another device, an earlier visit):
      // followed at the 10 s pace, not 3 s, and slower after ten minutes.
      if (!before.some((e) => keyOf(e.payment) === keyOf(payment))) movedAt = Math.max(movedAt, now() - POLL_FAST_FOR_MS);
      apply(userId, payment);
    }
    write(userId, entriesOf(userId), 'ready');
    // Open here, tracked before this read began, and no longer in the open lists: it reached a final
    // status (or is no longer this player's). Read once to know which and say so.
    const left = before.filter((e) => !e.settled && !isFinal(e.payment.status) && !seen.has(keyOf(e.payment)) && e.trackedAt <= startedAt);
    await Promise.all(
      left.map(async (e) => {
        try {
          const payment = await api.one(e.payment.type, e.payment.id);
          if (gen === generation) apply(userId, payment);
        } catch (error) {
          if (gen === generation && isApiError(error) && error.status === 404) drop(userId, e.payment);
          // Anything else: kept as it was; the next read tries again.
        }
      }),
    );
  }

  /** Reads now; a call while a read is in flight makes one more read after it (a fresh answer). */
  function checkNow(): Promise<void> {
    if (reading) {
      again = true;
      return reading;
    }
    stopTimer();
    reading = (async () => {
      try {
        do {
          again = false;
          await readOnce();
        } while (again);
      } finally {
        reading = null;
        readAt = now();
        nextReadAt = now() + pollDelay(now() - movedAt, failures);
        schedule();
      }
    })();
    return reading;
  }

  const hasOpen = () => $pendingPayments.get().some((e) => !isFinal(e.payment.status));

  function stopTimer() {
    if (timer !== null) timers.clearTimeout(timer);
    timer = null;
  }

  /** One timer for the next read; none while unmounted, hidden, signed out, or nothing is open. */
  function schedule() {
    stopTimer();
    if (!mounted || reading || page?.isHidden() || currentUserId() === null) return;
    if (!hasOpen() && failures === 0) return;
    timer = timers.setTimeout(() => {
      timer = null;
      void checkNow();
    }, Math.max(0, nextReadAt - now()));
  }

  /**
   * A money action's answer (a created deposit or payout, a cancellation, a returned payment read by
   * the deposit page): shown at once, and the lists are read again soon at the fast pace. A deposit
   * with a provider's page becomes the return hint.
   */
  function trackPayment(payment: Payment, options: TrackOptions = {}): void {
    const userId = currentUserId();
    if (userId === null || payment.user !== userId) return;
    movedAt = now();
    apply(userId, payment, options.quiet);
    if (payment.type === 'deposit' && !isFinal(payment.status) && payment.redirectLink) hint.set({ userId, id: payment.id, at: now() });
    if (!reading) {
      nextReadAt = now() + POLL_FAST_MS;
      schedule();
    }
  }

  function dismissPayment(id: number, type?: PaymentType): void {
    const s = $state.get();
    if (s.userId === null) return;
    write(s.userId, s.entries.filter((e) => !(e.payment.id === id && (!type || e.payment.type === type))));
    schedule();
  }

  /**
   * Reads the shown player's open payments now, before an element shows them (the cashier's code has just
   * loaded): the element that mounts next shows this answer instead of asking again.
   */
  function readEarly(): void {
    if (!reading && !page?.isHidden() && currentUserId() !== null) void checkNow();
  }

  function onPaymentSettled(listener: SettledListener): () => void {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  }

  function reset() {
    generation++;
    failures = 0;
    movedAt = -Infinity;
    stopTimer();
    $state.set({ userId: null, entries: [], load: 'idle' });
  }

  // A sign-out or an expiry clears the list and the hint; another player starts empty; a sign-in reads.
  deps.onSessionChange((kind, user) => {
    if (kind !== 'signed-in') {
      hint.set(undefined);
      return reset();
    }
    if (user && $state.get().userId !== null && $state.get().userId !== user.id) reset();
    const h = hint.get();
    if (user && h && h.userId !== user.id) hint.set(undefined);
    hintDue = true;
    // The restore of a session whose player's list was read (or is being read) while it was restored: no second read.
    if (mounted && !(user && $state.get().userId === user.id)) void checkNow();
  });

  // Another language: each payment shown is read again, so its method's name follows the page.
  deps.lang?.listen(() => {
    const userId = currentUserId();
    if (!mounted || userId === null) return;
    const gen = generation;
    for (const e of entriesOf(userId)) void api.one(e.payment.type, e.payment.id).then((p) => gen === generation && apply(userId, p), () => undefined);
  });

  // Listened to for as long as the page lives: the hint another tab wrote is the one read.
  hint.listen(() => undefined);

  onMount($pendingPayments, () => {
    mounted = true;
    hintDue = true;
    const offVisible = page?.onVisibilityChange(() => {
      if (page.isHidden()) return stopTimer();
      if ((hasOpen() || failures > 0) && now() >= nextReadAt) void checkNow();
      else schedule();
    });
    // A reading in flight or just ended (readEarly) is what this mount shows; its next one is scheduled.
    const s = $state.get();
    const fresh = s.load === 'ready' && s.userId === currentUserId() && now() - readAt < POLL_FAST_MS;
    if (reading || fresh) schedule();
    else if (!page?.isHidden()) void checkNow();
    return () => {
      mounted = false;
      offVisible?.();
      stopTimer();
    };
  });

  return { $pendingPayments, $pendingLoad, trackPayment, dismissPayment, onPaymentSettled, checkNow, readEarly };
}

export type PendingPayments = ReturnType<typeof createPendingPayments>;

export const pendingPayments = sharedSlot('pendingPayments', () =>
  createPendingPayments({
    api: paymentsApi(http),
    hint: returnHintStorage(),
    auth: $auth,
    onSessionChange,
    refreshUser: () => session.pollNow(),
    now: () => Date.now(),
    timers: browserTimers,
    page: typeof document === 'undefined' ? undefined : browserPageSignals(),
    lang: $locale,
  }),
);

export const $pendingPayments = pendingPayments.$pendingPayments;
export const $pendingLoad = pendingPayments.$pendingLoad;
export const trackPayment = (payment: Payment, options?: TrackOptions) => pendingPayments.trackPayment(payment, options);
export const dismissPayment = (id: number, type?: Payment['type']) => pendingPayments.dismissPayment(id, type);
export const onPaymentSettled = (listener: SettledListener) => pendingPayments.onPaymentSettled(listener);
