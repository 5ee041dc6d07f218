// The adapter's mapping (docs/operators.md "Events"): an element's DOM event in, the partner's analytics
// event out, with the little state the funnel needs: the deposit method chosen (so the later steps and the
// outcome name it), the games open (so a close reports its length even when the lobby left the page first)
// and whether this registration was already reported as started. No field of the elements' details that
// could name a person is copied: only the ones listed here.
import type { CasinoEventMap } from '../event-map';
import type { CasinoAnalyticsEvent } from '../analytics-events';

/** The DOM events the adapter listens to. */
export const ANALYTICS_SOURCES = ['casino-track', 'casino-deposit-complete', 'casino-error'] as const;

type Source = (typeof ANALYTICS_SOURCES)[number];

/** Payment statuses of a deposit that went through (docs/contracts/payments.md §Statuses: 30 success). */
const SUCCESS = 30;

/** A mapper with its own funnel state; `now()` in milliseconds (Date.now in the page, fake timers in tests). */
export function createEventMapper(now: () => number = Date.now) {
  let method: string | undefined;
  const methods = new Map<number, string>();
  const games = new Map<string, { element: string; since: number }>();
  let registering = false;

  return function map<K extends Source>(type: K, detail: CasinoEventMap[K], element: string): CasinoAnalyticsEvent | null {
    if (type === 'casino-error') {
      const d = detail as CasinoEventMap['casino-error'];
      return { event: 'casino_error', element: d.element || element, code: d.code };
    }
    if (type === 'casino-deposit-complete') {
      const d = detail as CasinoEventMap['casino-deposit-complete'];
      return {
        event: d.status === SUCCESS ? 'casino_deposit_completed' : 'casino_deposit_failed',
        element,
        paymentId: d.paymentId,
        ...withMethod(methods.get(d.paymentId)),
        amount: d.amount,
        currency: d.currency,
        status: d.status,
      };
    }
    const d = detail as CasinoEventMap['casino-track'];
    switch (d.action) {
      case 'cashier-opened':
        return { event: 'casino_cashier_opened', element };
      case 'deposit-method-chosen':
        method = d.method;
        return d.method ? { event: 'casino_deposit_method_chosen', element, method: d.method } : null;
      case 'deposit-amount-entered':
        return d.amount === undefined || !d.currency
          ? null
          : { event: 'casino_deposit_amount_entered', element, ...withMethod(d.method ?? method), amount: d.amount, currency: d.currency };
      case 'deposit-redirected':
      case 'deposit-returned': {
        if (d.paymentId === undefined) return null;
        const used = d.method ?? methods.get(d.paymentId) ?? method;
        if (used) methods.set(d.paymentId, used);
        return {
          event: d.action === 'deposit-redirected' ? 'casino_deposit_redirected' : 'casino_deposit_returned',
          element,
          paymentId: d.paymentId,
          ...withMethod(used),
          ...(d.amount === undefined || !d.currency ? {} : { amount: d.amount, currency: d.currency }),
        };
      }
      case 'registration-started':
        if (registering) return null;
        registering = true;
        return { event: 'casino_registration_started', element };
      case 'registration-completed':
        registering = false;
        return { event: 'casino_registration_completed', element };
      case 'sign-in-failed':
        return { event: 'casino_sign_in_failed', element, code: d.code ?? 'unknown' };
      case 'game-opened':
      case 'game-closed': {
        if (!d.provider || !d.gameId || !d.mode) return null;
        const key = `${d.provider}/${d.gameId}/${d.mode}`;
        const game = { provider: d.provider, gameId: d.gameId, mode: d.mode };
        if (d.action === 'game-opened') {
          games.set(key, { element, since: now() });
          return { event: 'casino_game_opened', element, ...game };
        }
        const open = games.get(key);
        if (!open) return null;
        games.delete(key);
        return { event: 'casino_game_closed', element: open.element, ...game, seconds: Math.round((now() - open.since) / 1000) };
      }
      default:
        return null;
    }
  };
}

function withMethod(method: string | undefined): { method?: string } {
  return method ? { method } : {};
}
