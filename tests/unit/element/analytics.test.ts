// @vitest-environment jsdom
// The `onEvent` adapter (docs/embedding.md "Analytics", docs/operators.md "Events"): the elements' DOM events
// mapped to dataLayer / Segment shaped events, with the deposit funnel's state (the method named by the later
// steps and the outcome), completed or failed only from `casino-deposit-complete` (the server's status),
// registration started once, a game's length in seconds (fake timers), `casino-error` reduced to its code and
// element, and the adapter itself listening on the window once, its handler replaceable.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createEventMapper } from '@src/element/analytics/map-event';
import { startAnalytics } from '@src/element/analytics/adapter';
import { emit } from '@src/element/events';
import type { CasinoAnalyticsEvent } from '@src/element/analytics-events';

describe('the mapping and the funnel', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('walks a deposit: each step named, the method carried to the redirect, the return and the outcome', () => {
    const map = createEventMapper();
    const el = 'casino-cashier';
    const out = [
      map('casino-track', { action: 'cashier-opened' }, el),
      map('casino-track', { action: 'deposit-method-chosen', method: 'card' }, el),
      map('casino-track', { action: 'deposit-amount-entered', amount: 50, currency: 'TND' }, el),
      map('casino-track', { action: 'deposit-redirected', paymentId: 7, amount: 50, currency: 'TND' }, el),
      map('casino-track', { action: 'deposit-method-chosen', method: 'bank' }, el),
      map('casino-track', { action: 'deposit-returned', paymentId: 7 }, el),
      map('casino-deposit-complete', { paymentId: 7, amount: 50, currency: 'TND', status: 30 }, el),
    ];
    expect(out).toEqual([
      { event: 'casino_cashier_opened', element: el },
      { event: 'casino_deposit_method_chosen', element: el, method: 'card' },
      { event: 'casino_deposit_amount_entered', element: el, method: 'card', amount: 50, currency: 'TND' },
      { event: 'casino_deposit_redirected', element: el, paymentId: 7, method: 'card', amount: 50, currency: 'TND' },
      { event: 'casino_deposit_method_chosen', element: el, method: 'bank' },
      // The payment keeps the method it was made with, whatever the player picked since.
      { event: 'casino_deposit_returned', element: el, paymentId: 7, method: 'card' },
      { event: 'casino_deposit_completed', element: el, paymentId: 7, method: 'card', amount: 50, currency: 'TND', status: 30 },
    ]);
  });

  it('any final status but 30 is a failure; a payment never redirected has no method', () => {
    const map = createEventMapper();
    for (const status of [22, 40, 45]) {
      expect(map('casino-deposit-complete', { paymentId: 9, amount: 10, currency: 'EUR', status }, 'casino-cashier')).toEqual({
        event: 'casino_deposit_failed',
        element: 'casino-cashier',
        paymentId: 9,
        amount: 10,
        currency: 'EUR',
        status,
      });
    }
  });

  it('registration started is reported once until it completes; a sign-in failure carries its code only', () => {
    const map = createEventMapper();
    const started = () => map('casino-track', { action: 'registration-started' }, 'casino-site');
    expect(started()).toEqual({ event: 'casino_registration_started', element: 'casino-site' });
    expect(started()).toBeNull();
    expect(map('casino-track', { action: 'registration-completed' }, 'casino-site')).toEqual({ event: 'casino_registration_completed', element: 'casino-site' });
    expect(started()).not.toBeNull();
    expect(map('casino-track', { action: 'sign-in-failed', code: 'invalid_credentials' }, 'casino-login')).toEqual({
      event: 'casino_sign_in_failed',
      element: 'casino-login',
      code: 'invalid_credentials',
    });
  });

  it('a game closed reports the seconds since it opened, under the element that opened it', () => {
    const map = createEventMapper();
    const game = { provider: 'amatic', gameId: 'book-of-fortune', mode: 'demo' } as const;
    expect(map('casino-track', { action: 'game-opened', ...game }, 'casino-lobby')).toEqual({ event: 'casino_game_opened', element: 'casino-lobby', ...game });
    vi.advanceTimersByTime(95_400);
    // The lobby left the page before the game closed: the close came from the document.
    expect(map('casino-track', { action: 'game-closed', ...game }, '')).toEqual({ event: 'casino_game_closed', element: 'casino-lobby', ...game, seconds: 95 });
    // A close without an open (or twice) reports nothing.
    expect(map('casino-track', { action: 'game-closed', ...game }, 'casino-lobby')).toBeNull();
  });

  it('casino-error keeps the code and the element, never the message', () => {
    const map = createEventMapper();
    expect(map('casino-error', { message: 'user 42 alice@example.com', code: 'malformed_response', element: 'casino-wheel' }, 'casino-site')).toEqual({
      event: 'casino_error',
      element: 'casino-wheel',
      code: 'malformed_response',
    });
  });
});

describe('the adapter on a page', () => {
  const received: CasinoAnalyticsEvent[] = [];
  afterEach(() => {
    received.length = 0;
    startAnalytics({ onEvent: null });
    document.body.replaceChildren();
  });

  it('hears composed events from inside a shadow root, names the innermost element, and follows the last handler', () => {
    startAnalytics({ onEvent: (e) => received.push(e) });
    const site = document.body.appendChild(document.createElement('casino-site'));
    const cashier = site.attachShadow({ mode: 'open' }).appendChild(document.createElement('casino-cashier'));
    const button = cashier.attachShadow({ mode: 'open' }).appendChild(document.createElement('button'));
    emit(button, 'casino-track', { action: 'cashier-opened' });
    expect(received).toEqual([{ event: 'casino_cashier_opened', element: 'casino-cashier' }]);

    // A second configure (another build, or the host again) replaces the handler; the listeners stay one.
    const second: CasinoAnalyticsEvent[] = [];
    startAnalytics({ onEvent: (e) => second.push(e) });
    emit(button, 'casino-track', { action: 'deposit-method-chosen', method: 'card' });
    expect(received).toHaveLength(1);
    expect(second).toEqual([{ event: 'casino_deposit_method_chosen', element: 'casino-cashier', method: 'card' }]);

    // A handler that throws does not stop the next events.
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    startAnalytics({
      onEvent: (e) => {
        received.push(e);
        throw new Error('partner bug');
      },
    });
    emit(button, 'casino-track', { action: 'cashier-opened' });
    emit(button, 'casino-track', { action: 'cashier-opened' });
    expect(received).toHaveLength(3);
    expect(error).toHaveBeenCalledTimes(2);
    error.mockRestore();
  });

  it('onEvent: null stops reporting', () => {
    startAnalytics({ onEvent: (e) => received.push(e) });
    startAnalytics({ onEvent: null });
    emit(document.body.appendChild(document.createElement('casino-login')), 'casino-track', { action: 'sign-in-failed', code: 'x' });
    expect(received).toEqual([]);
  });
});

describe('CasinoWidgets.configure() (the shared runtime every element loads)', () => {
  it('takes onEvent, loads the adapter and still sets the config', async () => {
    const { CasinoWidgets } = await import('@src/element/public-api');
    const received: CasinoAnalyticsEvent[] = [];
    expect(CasinoWidgets.configure({ currency: 'EUR', onEvent: (e) => received.push(e) }).currency).toBe('EUR');
    const login = document.body.appendChild(document.createElement('casino-login'));
    // The adapter's chunk arrives asynchronously: the condition is an event heard, not a time.
    await vi.waitFor(() => {
      emit(login, 'casino-track', { action: 'sign-in-failed', code: 'invalid_credentials' });
      expect(received.length).toBeGreaterThan(0);
    });
    expect(received.at(-1)).toEqual({ event: 'casino_sign_in_failed', element: 'casino-login', code: 'invalid_credentials' });
    CasinoWidgets.configure({ onEvent: null });
  });
});
