// The cashier's URL model (spec money-and-games.md §2 "Profile"): /balance and the profile's money
// sections are the cashier's pages. Pure parse and build, and the redirect a bad sub-path gets, so the
// site shell routes them here without knowing the sections (docs/conventions.md §1). Sign-in is required (the
// shell's guard).
//
//   /balance                   the balance
//   /profile/withdraw          a withdrawal
//   /profile/replenishment     a deposit
//   /profile/cashier           the agent's transfer
//   /profile/pay-history       deposits and withdrawals
import { pathSegments } from '../../src/platform/path';

/** The profile sections that are money movements (spelt as the spec writes them). */
export const CASHIER_SECTIONS = ['withdraw', 'replenishment', 'cashier', 'pay-history'] as const;

export type CashierPage = 'balance' | (typeof CASHIER_SECTIONS)[number];

export interface CashierLocation {
  page: CashierPage;
}

const BALANCE = '/balance';
/** The money sections sit in the profile's URL space (widgets/profile/location.ts owns the rest of it). */
const PROFILE_ROOT = '/profile';
/** The paths the shell hands to this element: /balance and each money section of the profile. */
export const PREFIXES = [BALANCE, ...CASHIER_SECTIONS.map((section) => `${PROFILE_ROOT}/${section}`)] as const;

/**
 * Reads a cashier path. Null for anything else: another path, a section of the profile that is not a
 * money one, any further segment (the money sections take none). Roots match in any case, as the
 * router matches; section names keep their case.
 */
export function parsePath(path: string): CashierLocation | null {
  const segments = pathSegments(path);
  const [root, section] = segments;
  if (segments.length === 1 && root.toLowerCase() === BALANCE.slice(1)) return { page: 'balance' };
  if (segments.length !== 2 || root.toLowerCase() !== PROFILE_ROOT.slice(1)) return null;
  return (CASHIER_SECTIONS as readonly string[]).includes(section) ? { page: section as CashierPage } : null;
}

export function buildPath(where: CashierLocation): string {
  return where.page === 'balance' ? BALANCE : `${PROFILE_ROOT}/${where.page}`;
}

/** The redirect a path of the cashier needs: a bad sub-path of a money section goes to /profile, as any bad profile path (§2). */
export function canonicalPath(path: string, _context?: { viewportWidth: number }): string | null {
  return parsePath(path) ? null : PROFILE_ROOT;
}
