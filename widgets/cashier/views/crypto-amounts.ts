// Coin amounts of the crypto view (docs/contracts/payments.md §Crypto: up to 8 decimals, kept as the server's
// decimal strings). Compared and subtracted in integer units of 1e-8 (a float would lose a satoshi, and a
// player told they are "short by 0.00000001" when they are not would pay twice), and the outcome of an
// address the view explains: waiting, partly received, paid in full, under-paid, expired, failed.
import type { CryptoPayment } from '../../../src/api/crypto';

const SCALE = 8;

/** "0.00012" → 12000n (units of 1e-8); null for anything that is not such a number. */
export function coinUnits(amount: string | null | undefined): bigint | null {
  const m = typeof amount === 'string' ? /^(\d+)(?:\.(\d{1,8}))?$/.exec(amount.trim()) : null;
  if (!m) return null;
  return BigInt(m[1]) * 10n ** BigInt(SCALE) + BigInt((m[2] ?? '').padEnd(SCALE, '0'));
}

/** Units back to a decimal string without trailing zeros ("0.00001234", "2", never "1e-8"). */
export function unitsToCoin(units: bigint): string {
  const negative = units < 0n;
  const abs = negative ? -units : units;
  const whole = abs / 10n ** BigInt(SCALE);
  const fraction = (abs % 10n ** BigInt(SCALE)).toString().padStart(SCALE, '0').replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** What is still missing of `expected` once `paid` arrived; null when nothing is (or a value is unreadable). */
export function coinShortfall(expected: string, paid: string | null): string | null {
  const e = coinUnits(expected);
  const p = coinUnits(paid ?? '0');
  if (e === null || p === null || p >= e) return null;
  return unitsToCoin(e - p);
}

export type CryptoOutcome = 'waiting' | 'partial' | 'paid' | 'underpaid' | 'expired' | 'failed' | 'manual';

/**
 * Where the address stands (docs/contracts/payments.md §Gateway simulation): 30 in full is paid; 30 with less
 * than asked is an under-payment (what arrived was credited); 20 with something received is a partial arrival
 * still open; 45 expired; 22 or 40 failed; 27 waits for a person.
 */
export function cryptoOutcome(payment: Pick<CryptoPayment, 'status' | 'payAmount' | 'actuallyPaid'>): CryptoOutcome {
  const short = coinShortfall(payment.payAmount, payment.actuallyPaid);
  const received = (coinUnits(payment.actuallyPaid) ?? 0n) > 0n;
  switch (payment.status) {
    case 30:
      return short !== null && payment.actuallyPaid !== null ? 'underpaid' : 'paid';
    case 45:
      return 'expired';
    case 22:
    case 40:
      return 'failed';
    case 27:
      return 'manual';
    default:
      return received ? 'partial' : 'waiting';
  }
}
