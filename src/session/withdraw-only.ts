// A withdraw-only session (docs/contracts/responsible-gaming.md §3): a player in a time-out or self-exclusion
// who signed in to withdraw. Its access token carries `rg: "withdraw_only"`, read like its expiry and never
// trusted (the server refuses the rest anyway); the interface uses it to offer nothing the server would
// refuse.
import { decodeToken } from './tokens';

export const isWithdrawOnly = (access: string | null | undefined): boolean => decodeToken(access)?.rg === 'withdraw_only';
