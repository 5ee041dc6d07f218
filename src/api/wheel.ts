// /services/wheel (spec shell-session-wheel.md §3 "Wheel", §7 "Wheel"; docs/api.md "Wheel").
// Amounts follow the contract's rounding: a prize is never shown larger than what is paid (down to the
// cent), a cost or a minimum balance never smaller than what is asked (up to the cent), balances as the
// user converter shows them (balance to the nearest cent, bonus balance floored).
import { joinUrl, type HttpClient } from './client';
import { arr, bool, decimal, int, obj, optStr, ShapeError, str } from './convert';
import { floor2, round2, roundDown2, roundUp2 } from '../format/money';
import { apiBase } from '../config/config';

/** Spec §3, §9: 16 segments of 22.5°; the prizes come in segment order. */
const WHEEL_SEGMENTS = 16;

export type WheelWallet = 'balance' | 'bonus';

export interface WheelPrize {
  id: number;
  /** Short label in the requested language ("5 TND", "Bonus 10", "Casque audio", "Rejouez"). */
  name: string;
  amount: number;
  currency: string;
  /** A physical gift: recorded, not paid. */
  isPresent: boolean;
  /** Where a money prize is credited; null for a present or nothing won. */
  wallet: WheelWallet | null;
  /** The icon's finished URL (an allow-listed path joined to the API base, or an http(s) URL); null when none. */
  image: string | null;
}

export interface WheelSettings {
  /** The player has not taken today's free spin (a guest: false). */
  hasFreeSpin: boolean;
  freeSpinsAvailable: number;
  /** Epoch ms of the next free spin; null when the server did not say (the store uses 09:00 UTC next day). */
  freeSpinTime: number | null;
  paidSpinCost: number;
  freeSpinMinBalance: number;
  paidSpinMinBalance: number;
  currency: string;
}

export interface WheelSpinResult {
  id: number;
  prizeId: number;
  name: string;
  amount: number;
  currency: string;
  isPresent: boolean;
  wallet: WheelWallet | null;
  isFree: boolean;
  date: string;
  /** The player's balances after the spin, when the server sent them. */
  balance: number | null;
  bonusBalance: number | null;
}

/**
 * A prize icon's address: a path on the API host or an http(s) URL, made of URL-safe characters only. Stricter
 * than format/safe-url.ts (docs/conventions.md §2.11), which the wheel's first load does not carry: anything else
 * (other schemes, `//host`, spaces, quotes, backslashes) is no image, and the segment shows its name.
 */
const IMAGE_URL = /^(https?:\/\/[a-z0-9.-]+(:\d+)?)?\/[\w\-./%]*$/i;
const imageUrl = (value: unknown, base: string) =>
  typeof value !== 'string' || !IMAGE_URL.test(value) || value.startsWith('//') ? null : /^https?:/i.test(value) ? value : joinUrl(base, value);

function wallet(value: unknown): WheelWallet | null {
  if (value === null || value === undefined) return null;
  if (value === 'balance' || value === 'bonus') return value;
  throw new ShapeError('wallet: balance, bonus or null expected');
}

type Reader<T> = (value: unknown, what: string) => T;

/** A missing (undefined or null) value is null; anything else must pass `read`. */
const orNull =
  <T,>(read: Reader<T>): Reader<T | null> =>
  (value, what) =>
    value === undefined || value === null ? null : read(value, what);

/** Reads the fields of one object; a failure names the object and the field (`settings.paid_spin_cost`). */
export const fieldsOf = (data: unknown, what: string) => {
  const o = obj(data, what);
  return <T,>(key: string, read: Reader<T>): T => read(o[key], `${what}.${key}`);
};

/** The fields a prize, a spin result and a history line share. */
export function prizeFields(f: ReturnType<typeof fieldsOf>, amountKey = 'amount') {
  return {
    amount: roundDown2(f(amountKey, decimal)),
    currency: f('currency', str),
    isPresent: f('is_present', orNull(bool)) ?? false,
    wallet: f('wallet', (v) => wallet(v)),
  };
}

/** One prize; its image path is joined to `base` (the API host) here, so every reader gets a finished URL. */
export function toWheelPrize(data: unknown, base = ''): WheelPrize {
  const f = fieldsOf(data, 'prize');
  return { id: f('id', int), name: f('name', str), ...prizeFields(f), image: f('image', (v) => imageUrl(v, base)) };
}

/** Exactly 16 prizes: the wheel cannot be drawn, nor a result placed, with any other count. */
export function toWheelPrizes(data: unknown, base = ''): WheelPrize[] {
  const list = arr(data, 'prizes').map((p) => toWheelPrize(p, base));
  if (list.length !== WHEEL_SEGMENTS) throw new ShapeError(`prizes: ${WHEEL_SEGMENTS} expected, got ${list.length}`);
  return list;
}

export function toWheelSettings(data: unknown): WheelSettings {
  const f = fieldsOf(data, 'settings');
  const at = Date.parse(f('free_spin_time', optStr) ?? '');
  return {
    hasFreeSpin: f('has_free_spin', orNull(bool)) ?? false,
    freeSpinsAvailable: f('free_spins_available', orNull(int)) ?? 0,
    freeSpinTime: Number.isFinite(at) ? at : null,
    paidSpinCost: roundUp2(f('paid_spin_cost', decimal)),
    freeSpinMinBalance: roundUp2(f('free_spin_min_balance', orNull(decimal)) ?? 0),
    paidSpinMinBalance: roundUp2(f('paid_spin_min_balance', orNull(decimal)) ?? 0),
    currency: f('currency', str),
  };
}

export function toWheelSpinResult(data: unknown): WheelSpinResult {
  const f = fieldsOf(data, 'spin');
  const balance = f('balance', orNull(decimal));
  const bonusBalance = f('bonus_balance', orNull(decimal));
  return {
    id: f('id', int),
    prizeId: f('prize_id', int),
    name: f('name', str),
    ...prizeFields(f),
    isFree: f('is_free', bool),
    date: f('date', str),
    balance: balance === null ? null : round2(balance),
    bonusBalance: bonusBalance === null ? null : floor2(bonusBalance),
  };
}

export const WHEEL_BASE = '/services/wheel';

export function wheelApi(http: HttpClient, base: () => string = apiBase) {
  return {
    /** The 16 prizes in segment order; a guest's amounts in `currency`, a player's in their own. */
    prizes: (currency: string, lang: string) =>
      http.request({ method: 'GET', path: `${WHEEL_BASE}/prizes/`, data: { currency, lang } }, (d) => toWheelPrizes(d, base())),
    publicSettings: (currency: string) =>
      http.request({ method: 'GET', path: `${WHEEL_BASE}/settings/public/`, data: { currency } }, toWheelSettings),
    /** One press. The same key replays the server's first answer instead of spinning (and paying) twice. */
    spin: (isFree: boolean, idempotencyKey: string) =>
      http.request({ method: 'POST', path: `${WHEEL_BASE}/spin/`, data: { is_free: isFree }, idempotencyKey }, toWheelSpinResult),
  };
}

export type WheelApi = ReturnType<typeof wheelApi>;
