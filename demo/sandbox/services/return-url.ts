// A game session's `return_url`: where the game's exit button sends the player (docs/security.md "What the
// sandbox enforces"). The rule itself lives in the game page's own module (games/common/return-url.js), so the
// sandbox and the page check one and the same thing; this file says which origins the operator allows.
import type { Config } from '../config';
import { controlOrigins, partnerPageOrigins } from '../http/control-guard';
import { ApiError } from '../http/errors';
import { returnUrlProblem } from '../games/common/return-url.js';

/**
 * The origins an absolute `return_url` may have: the sandbox's own (`controlOrigins`: http://localhost,
 * 127.0.0.1 and [::1] on PORT, the reference site and the QA page; PUBLIC_URL's; HOST's; an embedding
 * server's), the demo partner page on PARTNER_PORT, and the partners the operator configured
 * (`PARTNER_ORIGINS`).
 */
export function returnOrigins(config: Parameters<typeof controlOrigins>[0] & Pick<Config, 'partnerOrigins'>): string[] {
  return [...new Set([...controlOrigins(config), ...partnerPageOrigins(config), ...config.partnerOrigins])];
}

/** The `return_url` a session may keep: itself, or 400 `return_url_not_allowed` (a field error). */
export function checkReturnUrl(url: string, origins: readonly string[]): string {
  const problem = returnUrlProblem(url, origins);
  if (problem) {
    throw new ApiError(400, 'return_url_not_allowed', 'This return URL is not allowed.', `return_url: ${problem}`, [
      { field: 'return_url', code: 'return_url_not_allowed', message: 'A path on this site, or a URL on an origin the operator allows.' },
    ]);
  }
  return url;
}

/** A stored `return_url` as the game page gets it: dropped when the rule (or the list) no longer allows it. */
export const allowedOrNull = (url: string | null, origins: readonly string[]): string | null =>
  url !== null && returnUrlProblem(url, origins) === null ? url : null;
