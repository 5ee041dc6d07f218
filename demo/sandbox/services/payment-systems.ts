/**
 * The payment systems a player sees (docs/api.md "Payments", system_list): limits in the player's
 * currency, the site's minimums (deposit 5 EUR, payout 10 EUR, spec money §5/§9) converted with the
 * currencies' rates and rounded up to the cent, and for payouts the rule of spec money §9: "a withdrawal
 * goes to the method of the last deposit; excess winnings may go to another verified method".
 */
import type { Queryable } from '../db';
import { ApiError } from '../http/errors';
import { fromCents, toCents } from './money';
import { localizeSystem, type SystemLang } from './payment-system-texts';
import { rateOf } from './settings';

export type PaymentType = 'deposit' | 'payout';

/** The site minimums in EUR (spec money §9). */
export const SITE_MINIMUM_EUR: Record<PaymentType, string> = { deposit: '5', payout: '10' };

export interface SystemRow {
  type: PaymentType;
  slug: string;
  name: string;
  description: string;
  kind: 'card' | 'bank' | 'ewallet' | 'crypto';
  flow: 'frame' | 'redirect' | 'none';
  online: boolean;
  manual: boolean;
  needs_account: boolean;
  min_amount: string;
  max_amount: string;
  is_temporary_disabled: boolean;
  disabled_reason: string | null;
  /** How long a deposit may stay unpaid (10/20) before it expires (45); null: the system sets its own (crypto). */
  expiry_minutes: number | null;
}

/**
 * Each deposit system's window to be paid (docs/api.md "Payments: expiry"): a card's page is filled in
 * at once, an e-wallet's app answers in minutes, a bank transfer takes days. Crypto has none here: its
 * gateway gives each address its own deadline (services/crypto.ts CRYPTO_TTL_MS).
 */
export const EXPIRY_MINUTES: Record<SystemRow['kind'], number | null> = { card: 30, ewallet: 15, bank: 72 * 60, crypto: null };

export interface SystemJson {
  slug: string;
  name: string;
  description: string;
  min: string;
  max: string;
  currency: string;
  is_temporary_disabled: boolean;
  disabled_reason: string | null;
  flow: SystemRow['flow'];
  online: boolean;
  kind: SystemRow['kind'];
  last_deposit?: boolean;
  max_amount?: string | null;
}

const SYSTEM_COLUMNS = `type, slug, name, description, kind, flow, online, manual, needs_account, min_amount::text AS min_amount,
  max_amount::text AS max_amount, is_temporary_disabled, disabled_reason, expiry_minutes`;

/** Exact decimal -> { units, scale } (any precision). */
function scaled(text: string): { units: bigint; scale: bigint } {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text.trim());
  if (!match) throw new Error(`not a non-negative decimal: "${text}"`);
  const fraction = match[2] ?? '';
  return { units: BigInt(match[1] + fraction), scale: BigInt(fraction.length) };
}

/**
 * `amount` of a currency whose rate is `fromRate` (units per 1 TND) in the currency of rate `toRate`, in
 * cents, rounded `up` (minimums: the player never goes below the configured figure) or `down` (maximums).
 */
export function convertCents(amount: string, fromRate: string, toRate: string, rounding: 'up' | 'down'): bigint {
  const a = scaled(amount);
  const f = scaled(fromRate);
  const t = scaled(toRate);
  // cents = amount × toRate / fromRate × 100, as one fraction of integers.
  const numerator = a.units * t.units * 10n ** f.scale * 100n;
  const denominator = f.units * 10n ** (a.scale + t.scale);
  const whole = numerator / denominator;
  return rounding === 'up' && numerator % denominator !== 0n ? whole + 1n : whole;
}

export async function systemRows(q: Queryable, type: PaymentType): Promise<SystemRow[]> {
  const { rows } = await q.query<SystemRow>(`SELECT ${SYSTEM_COLUMNS} FROM payment_systems WHERE type = $1 ORDER BY position, slug`, [type]);
  return rows;
}

export async function findSystem(q: Queryable, type: PaymentType, slug: string): Promise<SystemRow | undefined> {
  const { rows } = await q.query<SystemRow>(`SELECT ${SYSTEM_COLUMNS} FROM payment_systems WHERE type = $1 AND slug = $2`, [type, slug]);
  return rows[0];
}

export interface Bounds {
  /** Cents of the player's currency. */
  min: bigint;
  max: bigint;
}

/** The system's limits in `currency`, the site minimum included. */
export async function boundsOf(q: Queryable, system: SystemRow, currency: string): Promise<Bounds> {
  const [rate, eurRate] = await Promise.all([rateOf(q, currency), rateOf(q, 'EUR')]);
  const ownMin = convertCents(system.min_amount, '1', rate, 'up');
  const siteMin = convertCents(SITE_MINIMUM_EUR[system.type], eurRate, rate, 'up');
  return { min: ownMin > siteMin ? ownMin : siteMin, max: convertCents(system.max_amount, '1', rate, 'down') };
}

/** 400 payment_system_limits when `amount` cents is outside the system's limits; the message names them. */
export function checkBounds(bounds: Bounds, amount: bigint, currency: string, system: SystemRow): void {
  if (amount < bounds.min || amount > bounds.max) {
    const range = `${fromCents(bounds.min)} – ${fromCents(bounds.max)} ${currency}`;
    throw new ApiError(400, 'payment_system_limits', `${system.name}: amount between ${range}.`, `${fromCents(amount)} ${currency} is outside ${system.slug}'s limits ${range}`);
  }
}

/** 400 payment_system_disabled for a temporarily disabled system. */
export function checkEnabled(system: SystemRow): void {
  if (system.is_temporary_disabled) {
    throw new ApiError(400, 'payment_system_disabled', `${system.name} is temporarily unavailable.`, system.disabled_reason ?? `${system.slug} is temporarily disabled`);
  }
}

export interface PayoutRule {
  /** The payout system of the player's last successful deposit; null when none (or not a payout system). */
  lastDeposit: string | null;
  /** Cents another method may take: the balance above what the player deposited and did not take out. */
  excess: bigint;
}

/**
 * The last-deposit rule: the net deposits (credited deposits minus payouts paid or still held) must go
 * back the way they came; only the balance above them (winnings) may go to another method. No rule while
 * the player has no successful deposit on a method that also pays out.
 */
export async function payoutRule(q: Queryable, userId: number, balance: string): Promise<PayoutRule> {
  const { rows } = await q.query<{ last: string | null; deposited: string; taken: string }>(
    `SELECT (SELECT p.payment_system FROM payments p JOIN payment_systems s ON s.type = 'payout' AND s.slug = p.payment_system
              WHERE p.user_id = $1 AND p.type = 'deposit' AND p.status = 30 ORDER BY p.updated_at DESC, p.id DESC LIMIT 1) AS last,
            coalesce((SELECT sum(coalesce(credited_amount, amount)) FROM payments WHERE user_id = $1 AND type = 'deposit' AND status = 30), 0)::numeric(14, 2)::text AS deposited,
            coalesce((SELECT sum(amount) FROM payments WHERE user_id = $1 AND type = 'payout' AND status IN (10, 20, 21, 27, 30)), 0)::numeric(14, 2)::text AS taken`,
    [userId],
  );
  const { last, deposited, taken } = rows[0];
  const net = toCents(deposited) - toCents(taken);
  const owed = net > 0n ? net : 0n;
  const excess = toCents(balance) - owed;
  return { lastDeposit: last, excess: excess > 0n ? excess : 0n };
}

/** Cents a payout to `slug` may take under the rule; null = up to the balance. */
export function ruleMaximum(rule: PayoutRule, slug: string): bigint | null {
  if (rule.lastDeposit === null || rule.lastDeposit === slug) return null;
  return rule.excess;
}

export function systemJson(system: SystemRow, bounds: Bounds, currency: string): SystemJson {
  return {
    slug: system.slug,
    name: system.name,
    description: system.description,
    min: fromCents(bounds.min),
    max: fromCents(bounds.max),
    currency,
    is_temporary_disabled: system.is_temporary_disabled,
    disabled_reason: system.is_temporary_disabled ? system.disabled_reason : null,
    flow: system.flow,
    online: system.online,
    kind: system.kind,
  };
}

/** GET …/{deposit|payout}/system_list/ (and manual_list/: the payout systems processed by hand). */
export async function listSystems(
  q: Queryable,
  user: { id: number; currency: string; balance: string },
  type: PaymentType,
  options: { manualOnly?: boolean; lang?: SystemLang } = {},
): Promise<{ results: SystemJson[] }> {
  const rows = (await systemRows(q, type)).filter((s) => !options.manualOnly || s.manual);
  const rule = type === 'payout' ? await payoutRule(q, user.id, user.balance) : undefined;
  const results: SystemJson[] = [];
  for (const system of rows) {
    // Names, descriptions and the reason a system is unavailable in the player's language (payment-system-texts.ts).
    const json = localizeSystem(type, system.slug, systemJson(system, await boundsOf(q, system, user.currency), user.currency), options.lang ?? 'fr');
    if (rule) {
      json.last_deposit = rule.lastDeposit === system.slug;
      const most = ruleMaximum(rule, system.slug);
      json.max_amount = most === null ? null : fromCents(most);
    }
    results.push(json);
  }
  return { results };
}
