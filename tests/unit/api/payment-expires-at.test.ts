// The payment converter's deadline (docs/api.md "Payments: expiry"): an unpaid deposit carries
// `expires_at`, which the cashier's pending tray shows instead of a generic delay.
import { describe, expect, it } from 'vitest';
import { toPayment } from '../../../src/api/payments';
import { serverPayment } from '../support/fake-payments-server';

describe('payment converter: expiresAt', () => {
  it('reads expires_at as expiresAt; null when absent, null or not a date', () => {
    expect(toPayment(serverPayment({ status: 10, expires_at: '2025-01-15T12:30:00.000Z' })).expiresAt).toBe('2025-01-15T12:30:00.000Z');
    expect(toPayment(serverPayment({ type: 'payout', expires_at: null })).expiresAt).toBeNull();
    expect(toPayment(serverPayment({ status: 45 })).expiresAt).toBeNull();
    expect(toPayment(serverPayment({ expires_at: 'tomorrow-ish' })).expiresAt).toBeNull();
    expect(toPayment(serverPayment({ expires_at: 1736944200000 })).expiresAt).toBeNull();
  });
});
