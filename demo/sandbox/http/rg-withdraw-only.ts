/**
 * The withdraw-only login (docs/contracts/responsible-gaming.md §3): an excluded player signed in with
 * purpose "withdraw" may read their account and be paid out, nothing else. The auth middleware calls
 * this for every request whose access token carries `rg: "withdraw_only"`; any route not listed here
 * answers 403 self_excluded (with the end date), before its handler runs. Once the exclusion is over
 * (its end passed, or QA ended it) the login is an ordinary one again.
 */
import type { Context } from 'hono';
import type { Deps } from '../deps';
import { APPROVAL_ACTIONS } from '../services/payment-status';
import { activeExclusion, SelfExcludedError } from '../services/rg-exclusion';
import type { AppEnv } from './env';

/** Method + path (as the app receives it, trailing slash optional) a withdraw-only login may use. */
const ALLOWED: { method: 'GET' | 'POST' | '*'; path: RegExp }[] = [
  // The account and its balances, the profile card (its rg_state banner), the public settings.
  { method: 'GET', path: /^\/api\/accounts\/user\/?$/ },
  { method: 'POST', path: /^\/api\/accounts\/logout\/?$/ },
  { method: 'GET', path: /^\/api\/user\/profile\/?$/ },
  { method: 'GET', path: /^\/api\/settings\/?$/ },
  // Payouts: systems, the list, a new payout, one payout, its cancellation.
  { method: '*', path: /^\/api\/backoffice\/payments\/payout(\/.*)?$/ },
  // Payment history, and the player's deposits as read (the list, one deposit): a deposit made before the
  // break may still be open, and the cashier's pending tray follows it on the withdrawal page. The deposit
  // methods and a new deposit stay refused.
  { method: 'GET', path: /^\/services\/facade\/history(\/.*)?$/ },
  { method: 'GET', path: /^\/api\/backoffice\/payments\/deposit\/(\d+\/?)?$/ },
  // The account's statement (/profile/transactions, which the site leaves open to such a login).
  { method: 'GET', path: /^\/api\/users\/statement\/(\d+\/?)?$/ },
  // The player's own exclusion (what the withdraw-only page shows) and the notification lists, which
  // answer empty while the exclusion runs (routes/bonus.ts), so the shell's poll is not a stream of 403s.
  { method: 'GET', path: /^\/api\/users\/self-exclusion\/?$/ },
  { method: 'GET', path: /^\/api\/bonus-system\/(bonusbalance|cashback)\/history\/?$/ },
];

/** Staff approval of a payout (staffOnly anyway) is never this login's business. */
const STAFF_ACTIONS = new RegExp(`/(${APPROVAL_ACTIONS.join('|')})/?$`);

export function withdrawOnlyAllows(method: string, path: string): boolean {
  if (path.startsWith('/api/backoffice/payments/payout') && STAFF_ACTIONS.test(path)) return false;
  return ALLOWED.some((rule) => (rule.method === '*' ? method === 'GET' || method === 'POST' : rule.method === method) && rule.path.test(path));
}

/** Throws 403 self_excluded when this withdraw-only request goes beyond the list while the exclusion runs. */
export async function enforceWithdrawOnly(c: Context<AppEnv>, deps: Deps, userId: number): Promise<void> {
  const method = c.req.method === 'HEAD' ? 'GET' : c.req.method;
  if (withdrawOnlyAllows(method, c.req.path)) return;
  const exclusion = await activeExclusion(deps.db, userId, new Date(deps.clock.now()));
  if (exclusion) throw new SelfExcludedError(exclusion);
}
