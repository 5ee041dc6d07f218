// Token freshness, spec shell-session-wheel.md §4 "Sign-in and session" item 5. Tokens are read, never
// verified, in the browser: the server verifies them; the client only needs their expiry and shift.
import type { SessionTokens } from '../api/types';

interface TokenClaims {
  exp?: number;
  iat?: number;
  refresh_shift?: number;
  sub?: string;
  role?: string;
  [claim: string]: unknown;
}

function base64UrlDecode(part: string): string {
  const b64 = part.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(part.length / 4) * 4, '=');
  const binary = atob(b64);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** The payload of a JWT, or null when the token is missing or malformed. */
function decodeToken(token: string | null | undefined): TokenClaims | null {
  if (typeof token !== 'string') return null;
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    const claims: unknown = JSON.parse(base64UrlDecode(parts[1]));
    return claims && typeof claims === 'object' && !Array.isArray(claims) ? (claims as TokenClaims) : null;
  } catch {
    return null;
  }
}

/**
 * A withdraw-only session (docs/contracts/responsible-gaming.md §3): a player in a time-out or
 * self-exclusion who signed in to withdraw. Its access token carries `rg: "withdraw_only"`, read like its
 * expiry and never trusted (the server refuses the rest anyway); the interface uses it to offer nothing the
 * server would refuse. Beside decodeToken, in the runtime every element loads: a module of its own was a
 * chunk of its own, one more file for the lobby, the site and the cashier (scripts/size.mjs).
 */
export const isWithdrawOnly = (access: string | null | undefined): boolean => decodeToken(access)?.rg === 'withdraw_only';

/** Expiry in epoch milliseconds; null for a missing or malformed token or one without a numeric exp. */
export function expiresAt(token: string | null | undefined): number | null {
  const exp = decodeToken(token)?.exp;
  return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : null;
}

/** Missing or malformed tokens count as expired (item 5). */
export function isExpired(token: string | null | undefined, now: number): boolean {
  const at = expiresAt(token);
  return at === null || at <= now;
}

function refreshShiftMs(access: string | null | undefined): number {
  const shift = decodeToken(access)?.refresh_shift;
  return typeof shift === 'number' && Number.isFinite(shift) && shift > 0 ? shift * 1000 : 0;
}

type Freshness =
  | { action: 'logout' } // refresh token expired: no renewal, the player is logged out
  | { action: 'refresh-now' } // access token expired
  | { action: 'refresh-at'; at: number }; // access exp − refresh_shift

export function freshness(session: Partial<SessionTokens> | null | undefined, now: number): Freshness {
  if (!session || isExpired(session.refresh, now)) return { action: 'logout' };
  if (isExpired(session.access, now)) return { action: 'refresh-now' };
  const at = (expiresAt(session.access) as number) - refreshShiftMs(session.access);
  return at <= now ? { action: 'refresh-now' } : { action: 'refresh-at', at };
}

/** Logout is sent to the server only while both tokens are still valid (item 3). */
export function bothTokensValid(session: Partial<SessionTokens> | null | undefined, now: number): boolean {
  return !!session && !isExpired(session.access, now) && !isExpired(session.refresh, now);
}
