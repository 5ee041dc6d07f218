// The operator's jurisdiction profile as GET /api/settings/ publishes it (docs/contracts/responsible-gaming.md
// §4; docs/api.md). Its own module, not src/api/settings.ts's toSettings: only the site, the profile and
// the cashier need it, and the settings converter travels with every element that reads the limits.
import type { HttpClient } from './client';
import { arr, bool, int, obj, str } from './convert';

const JURISDICTION_CODES = ['none', 'ukgc', 'mga', 'fr'] as const;
export type JurisdictionCode = (typeof JURISDICTION_CODES)[number];

/** The products a profile can offer; the site hides what is not offered (France: sport only). */
export type Product = 'sport' | 'casino' | 'wheel';

export interface Jurisdiction {
  code: JurisdictionCode;
  products: readonly string[];
  /** A deposit needs a deposit limit set first (UKGC, MGA, ANJ). */
  limitsBeforeFirstDeposit: boolean;
  /** The longest reality-check interval allowed (minutes); null: the player may opt out. */
  realityCheckRequiredEvery: number | null;
  /** How long a raised or removed limit waits before it applies. */
  coolingOffHours: number;
}

export function isJurisdictionCode(value: unknown): value is JurisdictionCode {
  return typeof value === 'string' && (JURISDICTION_CODES as readonly string[]).includes(value);
}

/** The settings body's `jurisdiction`, or null when the server publishes none (an older API, a partner's). */
export function toJurisdiction(data: unknown): Jurisdiction | null {
  const body = obj(data);
  if (body.jurisdiction === undefined || body.jurisdiction === null) return null;
  const j = obj(body.jurisdiction, 'jurisdiction');
  const code = str(j.code, 'jurisdiction.code');
  // An unknown code is a server newer than this client: keep its products (what matters for the menus).
  return {
    code: isJurisdictionCode(code) ? code : 'none',
    products: arr(j.products, 'jurisdiction.products').map((p) => str(p, 'jurisdiction.products[]')),
    limitsBeforeFirstDeposit: bool(j.limits_before_first_deposit, 'jurisdiction.limits_before_first_deposit'),
    realityCheckRequiredEvery:
      j.reality_check_required_every === null || j.reality_check_required_every === undefined
        ? null
        : int(j.reality_check_required_every, 'jurisdiction.reality_check_required_every'),
    coolingOffHours: int(j.cooling_off_hours, 'jurisdiction.cooling_off_hours'),
  };
}

export function jurisdictionApi(http: HttpClient) {
  return {
    /** The settings read for their `jurisdiction` only (optional auth: the same answer for guests). */
    read: () => http.request({ method: 'GET', path: '/api/settings/' }, toJurisdiction),
  };
}
