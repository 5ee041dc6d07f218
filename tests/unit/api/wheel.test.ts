// Server JSON → client types for the wheel (docs/api.md "Wheel"): snake_case to camelCase, the
// contract's rounding (prize down, cost and minimum balances up, balances as the user converter), and
// bodies of the wrong shape refused (the client turns them into malformed_response).
import { describe, expect, it } from 'vitest';
import { toWheelHistoryPage, wheelHistoryApi } from '../../../src/api/wheel-history';
import {
  toWheelPrize,
  toWheelPrizes,
  toWheelSettings,
  toWheelSpinResult,
  wheelApi,
} from '../../../src/api/wheel';
import { ShapeError } from '../../../src/api/convert';
import { createHttpClient } from '../../../src/api/client';
import { serverPrizes } from '../support/fake-wheel-server';

const prize = { id: 3, name: 'Casque audio', amount: '0.00', currency: 'TND', is_present: true, wallet: null, image: '/services/wheel/images/headphones.svg' };

describe('toWheelPrize(s)', () => {
  it('converts a prize, amount rounded down to the cent', () => {
    expect(toWheelPrize(prize)).toEqual({
      id: 3, name: 'Casque audio', amount: 0, currency: 'TND', isPresent: true, wallet: null, image: '/services/wheel/images/headphones.svg',
    });
    expect(toWheelPrize({ ...prize, amount: '5.019', wallet: 'bonus', is_present: false, image: null })).toMatchObject({ amount: 5.01, wallet: 'bonus', image: null });
  });

  it('drops an image address that is not a plain path or http(s) URL', () => {
    expect(toWheelPrize({ ...prize, image: 'javascript:alert(1)' }).image).toBeNull();
    expect(toWheelPrize({ ...prize, image: '//evil.test/x.svg' }).image).toBeNull();
    expect(toWheelPrize({ ...prize, image: 'data:image/svg+xml,<svg/>' }).image).toBeNull();
    expect(toWheelPrize({ ...prize, image: '/images/a b".svg' }).image).toBeNull();
    expect(toWheelPrize({ ...prize, image: 'https://cdn.test/x.svg' }).image).toBe('https://cdn.test/x.svg');
  });

  it('gives the finished URL: a path joined to the API base once, an http(s) URL as it is', () => {
    expect(toWheelPrize(prize, 'https://api.test/').image).toBe('https://api.test/services/wheel/images/headphones.svg');
    expect(toWheelPrize({ ...prize, image: 'https://cdn.test/x.svg' }, 'https://api.test').image).toBe('https://cdn.test/x.svg');
    expect(toWheelPrizes(serverPrizes(), 'https://api.test').every((p) => p.image === null || p.image.startsWith('https://api.test/'))).toBe(true);
  });

  it('needs exactly 16 prizes in segment order', () => {
    const list = toWheelPrizes(serverPrizes());
    expect(list.map((p) => p.id)).toEqual(serverPrizes().map((p) => p.id));
    expect(() => toWheelPrizes(serverPrizes().slice(0, 15))).toThrow(ShapeError);
    expect(() => toWheelPrizes({ results: serverPrizes() })).toThrow(ShapeError);
  });

  it('refuses malformed prizes', () => {
    expect(() => toWheelPrize({ ...prize, amount: 'five' })).toThrow();
    expect(() => toWheelPrize({ ...prize, id: 'x' })).toThrow(ShapeError);
    expect(() => toWheelPrize({ ...prize, wallet: 'piggy' })).toThrow(ShapeError);
    expect(() => toWheelPrize({ ...prize, name: null })).toThrow(ShapeError);
    expect(() => toWheelPrize(null)).toThrow(ShapeError);
  });
});

describe('toWheelSettings', () => {
  const settings = {
    has_free_spin: false, free_spins_available: 0, free_spin_time: '2026-11-22T09:00:00+00:00',
    paid_spin_cost: '0.601', free_spin_min_balance: '0.00', paid_spin_min_balance: '2.001', currency: 'EUR',
  };
  it('converts, cost and minimum balances rounded up to the cent, the time as epoch ms', () => {
    expect(toWheelSettings(settings)).toEqual({
      hasFreeSpin: false, freeSpinsAvailable: 0, freeSpinTime: Date.UTC(2026, 10, 22, 9), paidSpinCost: 0.61,
      freeSpinMinBalance: 0, paidSpinMinBalance: 2.01, currency: 'EUR',
    });
  });
  it('accepts either free-spin flag and a missing or unreadable time (null: the store uses its default)', () => {
    const { has_free_spin: _h, free_spin_time: _t, ...rest } = settings;
    expect(toWheelSettings({ ...rest, free_spins_available: 2 })).toMatchObject({ hasFreeSpin: false, freeSpinsAvailable: 2, freeSpinTime: null });
    expect(toWheelSettings({ ...settings, free_spin_time: 'tomorrow' }).freeSpinTime).toBeNull();
  });
  it('refuses malformed settings', () => {
    expect(() => toWheelSettings({ ...settings, paid_spin_cost: undefined })).toThrow();
    expect(() => toWheelSettings({ ...settings, has_free_spin: 'yes' })).toThrow(ShapeError);
    expect(() => toWheelSettings({ ...settings, free_spins_available: 1.5 })).toThrow(ShapeError);
    expect(() => toWheelSettings([])).toThrow(ShapeError);
  });
});

describe('toWheelSpinResult', () => {
  const result = {
    id: 42, prize_id: 3, name: '5 TND', amount: '5.00', currency: 'TND', is_present: false, wallet: 'balance',
    is_free: false, date: '2026-11-21T10:00:00+00:00', balance: '1003.005', bonus_balance: '5.009',
  };
  it('converts, balance to the nearest cent and bonus balance floored (as the user converter)', () => {
    expect(toWheelSpinResult(result)).toEqual({
      id: 42, prizeId: 3, name: '5 TND', amount: 5, currency: 'TND', isPresent: false, wallet: 'balance', isFree: false,
      date: '2026-11-21T10:00:00+00:00', balance: 1003.01, bonusBalance: 5,
    });
    const { balance: _b, bonus_balance: _bb, ...bare } = result;
    expect(toWheelSpinResult(bare)).toMatchObject({ balance: null, bonusBalance: null });
  });
  it('refuses malformed results', () => {
    expect(() => toWheelSpinResult({ ...result, prize_id: undefined })).toThrow(ShapeError);
    expect(() => toWheelSpinResult({ ...result, is_free: 'no' })).toThrow(ShapeError);
    expect(() => toWheelSpinResult({ ...result, balance: 'lots' })).toThrow();
  });
});

describe('toWheelHistoryPage', () => {
  const page = {
    count: 7,
    results: [{ id: 42, date: '2026-11-21T10:00:00+00:00', type: 'free', win_amount: '5.009', currency: 'TND', prize_name: '5 TND', is_present: false, wallet: 'balance' }],
  };
  it('converts a page', () => {
    expect(toWheelHistoryPage(page)).toEqual({
      count: 7,
      results: [{ id: 42, date: '2026-11-21T10:00:00+00:00', type: 'free', winAmount: 5, currency: 'TND', prizeName: '5 TND', isPresent: false, wallet: 'balance' }],
    });
  });
  it('refuses malformed pages', () => {
    expect(() => toWheelHistoryPage({ ...page, count: undefined })).toThrow(ShapeError);
    expect(() => toWheelHistoryPage({ count: 1, results: [{ ...page.results[0], type: 'bonus' }] })).toThrow(ShapeError);
    expect(() => toWheelHistoryPage({ count: 1, results: [{ ...page.results[0], win_amount: null }] })).toThrow();
  });
});

describe('wheelApi through the client', () => {
  it('sends the contract paths, queries, body and Idempotency-Key; a malformed body is malformed_response', async () => {
    const sent: { url: string; method: string; key: string | null; body: unknown }[] = [];
    let answer: unknown = serverPrizes();
    const http = createHttpClient({
      baseUrl: () => 'http://api.test',
      fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
        sent.push({ url: String(input), method: init?.method ?? 'GET', key: new Headers(init?.headers as HeadersInit).get('idempotency-key'), body: init?.body });
        return new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
      }) as typeof fetch,
    });
    const api = wheelApi(http);
    expect(await api.prizes('EUR', 'ar')).toHaveLength(16);
    answer = { wrong: true };
    await expect(api.publicSettings('EUR')).rejects.toMatchObject({ code: 'malformed_response' });
    await expect(api.spin(true, 'key-1')).rejects.toMatchObject({ code: 'malformed_response' });
    await expect(wheelHistoryApi(http).history(2, 10, 'en')).rejects.toMatchObject({ code: 'malformed_response' });
    expect(sent.map((s) => [s.method, s.url, s.key])).toEqual([
      ['GET', 'http://api.test/services/wheel/prizes/?currency=EUR&lang=ar', null],
      ['GET', 'http://api.test/services/wheel/settings/public/?currency=EUR', null],
      ['POST', 'http://api.test/services/wheel/spin/', 'key-1'],
      ['GET', 'http://api.test/services/wheel/statistics/betshistory/?page=2&page_size=10&lang=en', null],
    ]);
    expect(JSON.parse(String(sent[2].body))).toEqual({ is_free: true });
  });
});
