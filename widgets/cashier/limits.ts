// The amounts a deposit or a withdrawal may take (spec money-and-games.md §6): the site's
// minimums (5 EUR to deposit, 10 EUR to withdraw) converted into the player's currency with the
// settings' rates, the payment system's min and max, the settings' maxTransaction, and for a withdrawal
// the balance and the method's max_amount. Pure, so the rules are unit-tested
// (tests/unit/cashier/limits.test.ts); the server enforces the same figures.
import { roundDown2, roundUp2 } from '../../src/format/money';

export const MIN_DEPOSIT_EUR = 5;
export const MIN_PAYOUT_EUR = 10;

export interface Rate {
  currency: string;
  rate: number;
}

/**
 * `eur` euros in `currency`, rounded up to the cent (a minimum must never come out below itself). The
 * settings' rates are units of each currency per one unit of the house currency, so the euro amount goes
 * through it. Null when a rate is missing or not positive (then the server's figure alone is shown).
 */
export function fromEur(eur: number, currency: string, rates: readonly Rate[]): number | null {
  const find = (code: string) => rates.find((r) => r.currency.toUpperCase() === code.toUpperCase())?.rate;
  const eurRate = find('EUR');
  const target = find(currency);
  if (!eurRate || !target || eurRate <= 0 || target <= 0) return null;
  return roundUp2((eur / eurRate) * target);
}

export interface AmountLimits {
  min: number;
  /** Null: no upper limit but the balance. */
  max: number | null;
}

/**
 * The tightest bounds of all that apply: the system's own min and max (which include the site's minimum
 * on the server), the site's minimum converted here (in case the system's is lower), the settings'
 * maxTransaction (0 or absent: none) and, for a withdrawal, what the method may take now and the balance.
 */
export function amountLimits(parts: {
  systemMin: number;
  systemMax: number | null;
  siteMin?: number | null;
  maxTransaction?: number | null;
  maxAmount?: number | null;
  balance?: number | null;
}): AmountLimits {
  const min = Math.max(parts.systemMin, parts.siteMin ?? 0);
  const caps = [parts.systemMax, parts.maxTransaction || null, parts.maxAmount, parts.balance].filter((x): x is number => x != null);
  return { min: roundUp2(min), max: caps.length ? roundDown2(Math.min(...caps)) : null };
}

/**
 * What a method's line advertises and its amount field starts from: the method's own min and max, the
 * site's minimum and the settings' maxTransaction, the same figures the server checks (docs/api.md
 * "Payments"). A bank deposit's 50 000 is advertised as maxTransaction's 20 000,12 when that is lower, so
 * the line and the field never disagree. A withdrawal's field may go lower still (what the method may take
 * now, the balance): those are said on their own line.
 */
export function methodLimits(system: { min: number; max: number | null }, site: { siteMin?: number | null; maxTransaction?: number | null }): AmountLimits {
  return amountLimits({ systemMin: system.min, systemMax: system.max, siteMin: site.siteMin, maxTransaction: site.maxTransaction });
}

/**
 * A transfer to the player's cashier: the server's published bounds (docs/api.md "Transfers", GET
 * limits/) and the balance, nothing else, so the field refuses exactly what the server would. Null when
 * the cashier has no limit in the currency (nothing can be sent).
 */
export function transferAmountLimits(published: { min: number | null; max: number | null; configured: boolean }, balance: number): AmountLimits | null {
  if (!published.configured || published.min === null || published.max === null) return null;
  return amountLimits({ systemMin: published.min, systemMax: published.max, balance: Math.max(0, balance) });
}

/** What the player typed as a number of the player's currency: "12,5", "12.50", " 12 " → 12.5; else null. */
export function parseAmountInput(text: string): number | null {
  const s = text.trim().replace(/[\s\u00A0\u202F]/g, '').replace(',', '.');
  if (!/^\d+(\.\d{0,2})?$/.test(s)) return null;
  return Number(s);
}

export type AmountProblem = 'empty' | 'invalid' | 'below' | 'above' | 'impossible';

/** Why `text` is not an amount within `limits`; null when it is. */
export function amountProblem(text: string, limits: AmountLimits): AmountProblem | null {
  if (!text.trim()) return 'empty';
  const value = parseAmountInput(text);
  if (value === null || value <= 0) return 'invalid';
  if (limits.max != null && limits.max < limits.min) return 'impossible';
  if (value < limits.min) return 'below';
  if (limits.max != null && value > limits.max) return 'above';
  return null;
}

const STEPS = [10, 20, 50, 100, 200, 500, 1000, 2000, 5000];

/**
 * Up to four quick amounts inside the limits: round figures of the usual steps scaled to the currency
 * (the minimum tells its size: 15 TND, 1,500 RUB), starting at the minimum rounded up to a step.
 */
export function quickAmounts(limits: AmountLimits, count = 4): number[] {
  const scale = limits.min > 0 ? 10 ** Math.max(0, Math.floor(Math.log10(limits.min)) - 1) : 1;
  const candidates = [Math.ceil(limits.min), ...STEPS.map((s) => s * scale)];
  const inside = candidates.filter((x) => x >= limits.min && (limits.max == null || x <= limits.max));
  return [...new Set(inside)].sort((a, b) => a - b).slice(0, count);
}

/** The IBAN as typed, grouped in fours ("TN59 1000 …"), and whether its checksum (ISO 13616 mod 97) holds. */
export function normaliseIban(text: string): string {
  return text.replace(/\s+/g, '').toUpperCase();
}

export function isIban(text: string): boolean {
  const iban = normaliseIban(text);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(iban)) return false;
  const moved = iban.slice(4) + iban.slice(0, 4);
  let rest = 0;
  for (const ch of moved) {
    const digits = /\d/.test(ch) ? ch : String(ch.charCodeAt(0) - 55);
    for (const d of digits) rest = (rest * 10 + Number(d)) % 97;
  }
  return rest === 1;
}

export function formatIban(text: string): string {
  return normaliseIban(text).replace(/(.{4})(?=.)/g, '$1 ');
}
