/**
 * Exact money arithmetic on decimal strings ("12.30", "-2.00") through bigint cents: never a JS float
 * on an amount. PostgreSQL returns numeric as such strings (db.ts).
 */

const AMOUNT = /^(-?)(\d{1,15})(?:\.(\d{1,2}))?$/;

export function isAmount(text: string): boolean {
  return AMOUNT.test(text);
}

/** "12.3" -> 1230n; throws on anything that is not a decimal with at most 2 decimals. */
export function toCents(text: string): bigint {
  const match = AMOUNT.exec(text.trim());
  if (!match) throw new Error(`not an amount with at most 2 decimals: "${text}"`);
  const cents = BigInt(match[2]) * 100n + BigInt((match[3] ?? '').padEnd(2, '0'));
  return match[1] ? -cents : cents;
}

/** 1230n -> "12.30". */
export function fromCents(cents: bigint): string {
  const sign = cents < 0n ? '-' : '';
  const abs = cents < 0n ? -cents : cents;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

/** A non-negative decimal string of any precision as a scaled integer: "0.295" -> { units: 295n, scale: 3 }. */
function toScaled(text: string): { units: bigint; scale: number } {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text.trim());
  if (!match) throw new Error(`not a non-negative decimal: "${text}"`);
  const fraction = match[2] ?? '';
  return { units: BigInt(match[1] + fraction), scale: fraction.length };
}

/**
 * amount (TND) × rate (units per 1 TND), to the cent: `up` for costs and minimum balances (the player
 * never pays less than configured), `down` for prizes (docs/api.md "Wheel", contract rounding).
 */
export function convertAmount(amount: string, rate: string, rounding: 'up' | 'down'): string {
  const a = toScaled(amount);
  const r = toScaled(rate);
  const product = a.units * r.units;
  const scale = a.scale + r.scale;
  if (scale <= 2) return fromCents(product * 10n ** BigInt(2 - scale));
  const divisor = 10n ** BigInt(scale - 2);
  const cents = product / divisor;
  return fromCents(rounding === 'up' && product % divisor !== 0n ? cents + 1n : cents);
}
