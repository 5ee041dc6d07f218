// The profile's URL model (spec money-and-games.md §2 "Profile"): pure parse and build, and the redirect
// a bad sub-path gets, so the site shell routes `/profile…` here without knowing the sections (docs/conventions.md
// §1). The money sections (withdraw, replenishment, cashier, pay-history) are the cashier's pages
// (widgets/cashier/location.ts); sign-in is required for both, which the shell's guard enforces.
//
//   /profile                          the profile's home
//   /profile/{section}                a section (the table below)
//   /profile/transactions/{id}        one transaction (digits)
//   /profile/bet-history/{provider}   sft | dgt | alt
//   /profile/bet-details/sft
import { pathSegments } from '../../src/platform/path';

export const PROFILE_SECTIONS = [
  'user-info',
  'transactions',
  'promocode',
  'limits',
  'user-bonus',
  'self-exclusion',
  'bet-history',
  'bet-details',
  'bonus-history',
  'cashback-history',
  // Spelt as the spec spells the route.
  'kyc-verifiaction',
  'exchange-bonus-balance',
  'change-password',
  'bookmakers-settings',
  'slots-history',
] as const;

export type ProfileSection = (typeof PROFILE_SECTIONS)[number];

/** The second segment a section accepts: an id (digits), one of a list, or none. */
const SUBS: Partial<Record<ProfileSection, 'id' | readonly string[]>> = {
  transactions: 'id',
  'bet-history': ['sft', 'dgt', 'alt'],
  'bet-details': ['sft'],
};

export interface ProfileLocation {
  /** null: the profile's home (/profile). */
  section: ProfileSection | null;
  /** The section's second segment: a transaction id, a bet provider. */
  sub?: string;
}

export const ROOT = '/profile';
/** The paths the shell hands to this element (longer prefixes of other elements win: the cashier's). */
export const PREFIXES = [ROOT] as const;

function subAllowed(section: ProfileSection, sub: string | undefined): boolean {
  if (sub === undefined) return true;
  const rule = SUBS[section];
  return rule === 'id' ? /^\d+$/.test(sub) : rule !== undefined && rule.includes(sub);
}

/**
 * Reads a profile path. Null for what is not a page of the profile: another root, an unknown section
 * (section names keep their case, as the spec writes them; the root does not, as the router matches),
 * a second segment the section does not take, too many segments.
 */
export function parsePath(path: string): ProfileLocation | null {
  const [root, section, sub, ...rest] = pathSegments(path);
  if (root?.toLowerCase() !== ROOT.slice(1) || rest.length) return null;
  if (section === undefined) return { section: null };
  if (!(PROFILE_SECTIONS as readonly string[]).includes(section)) return null;
  if (!subAllowed(section as ProfileSection, sub)) return null;
  return sub === undefined ? { section: section as ProfileSection } : { section: section as ProfileSection, sub };
}

export function buildPath(where: ProfileLocation): string {
  if (!where.section) return ROOT;
  const path = `${ROOT}/${where.section}`;
  return where.sub === undefined ? path : `${path}/${encodeURIComponent(where.sub)}`;
}

/** The redirect a path under /profile needs: an unknown section or sub-path goes to /profile (§2). */
export function canonicalPath(path: string, _context?: { viewportWidth: number }): string | null {
  return parsePath(path) ? null : ROOT;
}
