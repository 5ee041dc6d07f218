// @vitest-environment jsdom
// The crypto address under fake timers: read again every CRYPTO_POLL_MS while open (not while the page is
// hidden), never once final; the countdown; the under-payment explained with what was credited.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nProvider } from '@lingui/react';
import { i18n } from '../../../../src/i18n/i18n';
import { activateLocale } from '../../../../src/i18n/load';
import type { CryptoPayment } from '../../../../src/api/crypto';

const refreshCryptoPayment = vi.fn();
const clearCryptoPaymentData = vi.fn();
const loadPayment = vi.fn();
vi.mock('../../../../src/stores/crypto-payment', () => ({ refreshCryptoPayment, clearCryptoPaymentData }));
vi.mock('../../../../src/stores/payment-history', () => ({ loadPayment }));

const { CryptoAddress, CRYPTO_POLL_MS } = await import('../../../../widgets/cashier/views/crypto-address');

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const NOW = Date.parse('2026-05-01T10:00:00Z');
const payment = (over: Partial<CryptoPayment> = {}): CryptoPayment => ({
  id: 'cp_1',
  paymentId: 413,
  address: 'TQ5nGm3gK8cH1vWBa9sL2xYpRz4DfEjUoN',
  payCurrency: 'usdttrc20',
  payAmount: '16.12345678',
  network: 'TRC-20',
  expiresAt: new Date(NOW + 20 * 60_000).toISOString(),
  status: 20,
  actuallyPaid: null,
  ...over,
});

let root: Root | null = null;
let container: HTMLElement;
let hidden = false;

beforeAll(async () => {
  await activateLocale('fr');
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (hidden ? 'hidden' : 'visible') });
});
beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'Date'] });
  refreshCryptoPayment.mockReset().mockResolvedValue(null);
  loadPayment.mockReset().mockResolvedValue({ id: 413, creditedAmount: 49.6, currency: 'TND' });
  hidden = false;
});
afterEach(async () => {
  await act(async () => root?.unmount());
  root = null;
  container?.remove();
  vi.useRealTimers();
});

async function render(p: CryptoPayment) {
  container ??= document.createElement('div');
  if (!container.isConnected) document.body.append(container);
  root ??= createRoot(container);
  await act(async () => root!.render(<I18nProvider i18n={i18n}><CryptoAddress payment={p} coinName="Tether USDT" /></I18nProvider>));
}
const q = (sel: string) => container.querySelector(sel);
const tick = (ms: number) => act(async () => void vi.advanceTimersByTime(ms));

describe('CryptoAddress', () => {
  it('open: the exact amount, the address, the network warning, a countdown, polled while visible', async () => {
    container = document.createElement('div');
    await render(payment());
    expect(q('[part~="crypto-pay-amount"]')!.textContent).toBe('16.12345678 USDT');
    expect(q('[part~="crypto-address-text"]')!.getAttribute('dir')).toBe('ltr');
    expect(q('[part~="crypto-warning"]')!.textContent).toContain('TRC-20');
    expect(q('[part~="crypto-countdown"]')!.textContent).toBe('00:20:00');
    await tick(CRYPTO_POLL_MS);
    expect(refreshCryptoPayment).toHaveBeenCalledTimes(1);
    expect(q('[part~="crypto-countdown"]')!.textContent).toBe('00:19:55');
    hidden = true;
    await tick(CRYPTO_POLL_MS * 3);
    expect(refreshCryptoPayment).toHaveBeenCalledTimes(1);
    hidden = false;
    await act(async () => void document.dispatchEvent(new Event('visibilitychange')));
    expect(refreshCryptoPayment).toHaveBeenCalledTimes(2);
    expect(loadPayment).not.toHaveBeenCalled();
  });

  it('two failed reads in a row are said; the polling goes on', async () => {
    container = document.createElement('div');
    refreshCryptoPayment.mockRejectedValue(new Error('offline'));
    await render(payment());
    await tick(CRYPTO_POLL_MS);
    expect(q('[part~="crypto-poll-error"]')).toBeNull();
    await tick(CRYPTO_POLL_MS);
    expect(q('[part~="crypto-poll-error"]')).not.toBeNull();
    refreshCryptoPayment.mockResolvedValue(null);
    await tick(CRYPTO_POLL_MS);
    expect(q('[part~="crypto-poll-error"]')).toBeNull();
  });

  it('under-paid: what arrived, what was credited and why; no more polling, no address to pay', async () => {
    container = document.createElement('div');
    await render(payment({ status: 30, actuallyPaid: '15.5' }));
    await act(async () => undefined);
    const under = q('[part~="crypto-underpaid"]')!;
    expect(under.textContent).toContain('49,60');
    expect(under.textContent).toMatch(/frais du réseau/);
    expect(q('[part~="crypto-status"]')!.textContent).toMatch(/incomplet/);
    expect(q('[part~="crypto-address-text"]')).toBeNull();
    expect(loadPayment).toHaveBeenCalledWith('deposit', 413);
    await tick(CRYPTO_POLL_MS * 3);
    expect(refreshCryptoPayment).not.toHaveBeenCalled();
  });

  it('expired: nothing credited, do not send; a new payment clears the data', async () => {
    container = document.createElement('div');
    await render(payment({ status: 45 }));
    expect(q('[part~="crypto-status"]')!.textContent).toMatch(/expiré/);
    await act(async () => (q('[part~="crypto-restart"]') as HTMLButtonElement).click());
    expect(clearCryptoPaymentData).toHaveBeenCalledOnce();
  });
});
