// Where a withdraw-only login may go on the site (docs/architecture.md "Withdraw-only login"; the RG
// contract's withdraw-only session, src/session/tokens.ts isWithdrawOnly): a player in a time-out or a
// self-exclusion who signed in to be paid out withdraws, reads their payment and transfer history, and
// signs out (a button, no route). Every other route sends them to the withdrawal page, and the menus
// offer only what this rule lets through: the route guard (resolve.ts) and menuOf() (chrome/menu.ts)
// share it, as the sandbox refuses the rest anyway (demo/sandbox/http/rg-withdraw-only.ts).
import { pathSegments } from '@src/platform/path';

/** Where a withdraw-only login lands, and where any other route sends it. */
export const WITHDRAW_ONLY_HOME = '/profile/withdraw';

/** The profile's sections (and what is below them) a withdraw-only login may open. */
const REACHABLE = ['withdraw', 'transactions', 'pay-history'];

/** Whether a withdraw-only login may open `path` (roots in any case, as the router matches them). */
export function withdrawOnlyReaches(path: string): boolean {
  const [root, section] = pathSegments(path);
  return root?.toLowerCase() === 'profile' && section !== undefined && REACHABLE.includes(section);
}
