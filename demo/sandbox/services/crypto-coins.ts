/**
 * The sandbox crypto gateway's reference data and exact coin arithmetic (docs/api.md "Crypto").
 * Coin amounts have 8 decimals and are carried as bigint units of 1e-8: a float would round a satoshi
 * away and the player would under-pay.
 */
import { createHash } from 'node:crypto';

export interface Coin {
  code: string;
  name: string;
  /** Named plainly: the same token exists on several networks (spec money §5). */
  network: string;
  /** Fixed sandbox rate, TND per coin (no market feed: tests and QA need stable figures). */
  tndPerCoin: string;
  /** The gateway's own minimum in TND (above the site's 5 EUR deposit minimum for every coin). */
  minTnd: string;
  /** What the network takes when the player does not add it: the under-payment QA simulates. */
  feeTnd: string;
}

/** The spec's order (money §5): btc, eth, usdttrc20, usdterc20, busdbsc, bnbbsc, doge, trx, ltc. */
export const COINS: readonly Coin[] = [
  { code: 'btc', name: 'Bitcoin', network: 'Bitcoin', tndPerCoin: '300000', minTnd: '30.00', feeTnd: '6.00' },
  { code: 'eth', name: 'Ethereum', network: 'Ethereum', tndPerCoin: '10000', minTnd: '25.00', feeTnd: '4.00' },
  { code: 'usdttrc20', name: 'Tether USDT', network: 'TRC-20', tndPerCoin: '3.1', minTnd: '20.00', feeTnd: '3.10' },
  { code: 'usdterc20', name: 'Tether USDT', network: 'ERC-20', tndPerCoin: '3.1', minTnd: '50.00', feeTnd: '9.30' },
  { code: 'busdbsc', name: 'Binance USD', network: 'BSC', tndPerCoin: '3.1', minTnd: '20.00', feeTnd: '0.60' },
  { code: 'bnbbsc', name: 'BNB', network: 'BSC', tndPerCoin: '1800', minTnd: '20.00', feeTnd: '0.60' },
  { code: 'doge', name: 'Dogecoin', network: 'Dogecoin', tndPerCoin: '0.5', minTnd: '20.00', feeTnd: '1.00' },
  { code: 'trx', name: 'TRON', network: 'TRON', tndPerCoin: '0.7', minTnd: '20.00', feeTnd: '1.40' },
  { code: 'ltc', name: 'Litecoin', network: 'Litecoin', tndPerCoin: '250', minTnd: '25.00', feeTnd: '0.50' },
];

export const findCoin = (code: string) => COINS.find((c) => c.code === code.trim().toLowerCase());

export const COIN_UNIT = 100_000_000n;

function scaled(text: string): { units: bigint; pow: bigint } {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text.trim());
  if (!match) throw new Error(`not a non-negative decimal: "${text}"`);
  const fraction = match[2] ?? '';
  return { units: BigInt(match[1] + fraction), pow: 10n ** BigInt(fraction.length) };
}

const divide = (n: bigint, d: bigint, rounding: 'up' | 'down') => (rounding === 'up' && n % d !== 0n ? n / d + 1n : n / d);

/**
 * Cents of a currency (`rate` units per 1 TND) -> coin units: `up` for what the player must send (never
 * less than the amount's worth), and for minimums.
 */
export function coinUnitsFor(cents: bigint, rate: string, tndPerCoin: string, rounding: 'up' | 'down'): bigint {
  const r = scaled(rate);
  const t = scaled(tndPerCoin);
  return divide(cents * r.pow * t.pow * COIN_UNIT, 100n * r.units * t.units, rounding);
}

/** Coin units -> cents of a currency: `down` for what is credited (the player is never credited more than arrived). */
export function centsFor(units: bigint, rate: string, tndPerCoin: string, rounding: 'up' | 'down'): bigint {
  const r = scaled(rate);
  const t = scaled(tndPerCoin);
  return divide(units * t.units * r.units * 100n, COIN_UNIT * t.pow * r.pow, rounding);
}

/** 1200n -> "0.00001200". */
export function formatCoin(units: bigint): string {
  return `${units / COIN_UNIT}.${String(units % COIN_UNIT).padStart(8, '0')}`;
}

/** "0.000012" -> 1200n (at most 8 decimals). */
export function parseCoin(text: string): bigint {
  const match = /^(\d+)(?:\.(\d{1,8}))?$/.exec(text.trim());
  if (!match) throw new Error(`not a coin amount: "${text}"`);
  return BigInt(match[1]) * COIN_UNIT + BigInt((match[2] ?? '').padEnd(8, '0'));
}

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const BECH32 = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';

function charsFrom(seed: string, alphabet: string, length: number): string {
  let out = '';
  for (let round = 0; out.length < length; round += 1) {
    for (const byte of createHash('sha256').update(`${seed}:${round}`).digest()) {
      if (out.length === length) break;
      out += alphabet[byte % alphabet.length];
    }
  }
  return out;
}

/**
 * The deposit address of a payment: the same payment always gets the same address, in the shape of its
 * network (bech32 for Bitcoin and Litecoin, 0x-hex for Ethereum and BSC, base58 T… for TRON, D… for
 * Dogecoin), so the address view and the QR code show what a real one looks like. Not a real address:
 * no key exists for it and the bech32 and base58 ones carry no valid checksum, so a wallet refuses them.
 */
export function depositAddress(coin: Coin, paymentId: number): string {
  const seed = `casino-sandbox:${coin.network}:${paymentId}`;
  switch (coin.network) {
    case 'Bitcoin':
      return `bc1q${charsFrom(seed, BECH32, 38)}`;
    case 'Litecoin':
      return `ltc1q${charsFrom(seed, BECH32, 38)}`;
    case 'Ethereum':
    case 'ERC-20':
    case 'BSC':
      return `0x${charsFrom(seed, '0123456789abcdef', 40)}`;
    case 'TRON':
    case 'TRC-20':
      return `T${charsFrom(seed, BASE58, 33)}`;
    case 'Dogecoin':
      return `D${charsFrom(seed, BASE58, 33)}`;
    default:
      throw new Error(`no address format for ${coin.network}`);
  }
}
