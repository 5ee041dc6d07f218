/**
 * Jurisdiction profiles (docs/contracts/responsible-gaming.md §4): the presets of the operator's
 * regulator, read by the limits (cooling-off length, limits before the first deposit, the minimum
 * reality-check interval) and by the products the site offers. The sandbox keeps the chosen code in
 * the `settings` table under the key 'jurisdiction'; no row (or an unknown code) is 'none'.
 */
import type { Queryable } from '../db';

export const JURISDICTION_CODES = ['none', 'ukgc', 'mga', 'fr'] as const;
export type JurisdictionCode = (typeof JURISDICTION_CODES)[number];

export interface Jurisdiction {
  code: JurisdictionCode;
  products: string[];
  limits_before_first_deposit: boolean;
  /** The longest reality-check interval allowed (minutes), or null: the player may opt out. */
  reality_check_required_every: number | null;
  cooling_off_hours: number;
}

const ALL_PRODUCTS = ['sport', 'casino', 'wheel'];

export const JURISDICTIONS: Record<JurisdictionCode, Jurisdiction> = {
  none: { code: 'none', products: ALL_PRODUCTS, limits_before_first_deposit: false, reality_check_required_every: null, cooling_off_hours: 24 },
  ukgc: { code: 'ukgc', products: ALL_PRODUCTS, limits_before_first_deposit: true, reality_check_required_every: 60, cooling_off_hours: 24 },
  mga: { code: 'mga', products: ALL_PRODUCTS, limits_before_first_deposit: true, reality_check_required_every: 60, cooling_off_hours: 24 },
  // ANJ: no online casino, so no wheel either; increases wait three days.
  fr: { code: 'fr', products: ['sport'], limits_before_first_deposit: true, reality_check_required_every: 60, cooling_off_hours: 72 },
};

export const SETTINGS_KEY = 'jurisdiction';

const isCode = (value: unknown): value is JurisdictionCode => (JURISDICTION_CODES as readonly unknown[]).includes(value);

/** The sandbox's current profile (a copy: callers may not change the presets). */
export async function currentJurisdiction(q: Queryable): Promise<Jurisdiction> {
  const { rows } = await q.query<{ value: string }>('SELECT value FROM settings WHERE key = $1', [SETTINGS_KEY]);
  const code = isCode(rows[0]?.value) ? rows[0].value : 'none';
  const preset = JURISDICTIONS[code];
  return { ...preset, products: [...preset.products] };
}
