// POST /api/users/user/change-password/ (money-and-games §5, §7, §8 incorrect_old_password; contract
// "Account"): the old password proves it is the player, the new one passes the password policy
// (services/password-policy.ts, the same as registration), and every OTHER login of the player ends
// (its token family revoked, reason `password_changed`): whoever knew the old password is signed out
// everywhere, while the tab that changed it stays signed in.
import type { Queryable } from '../db';
import type { Deps } from '../deps';
import { validationError, type FieldError } from '../http/errors';
import type { UserRow } from './accounts';
import { hashPassword, verifyPassword } from './passwords';
import { passwordPolicyError } from './password-policy';
import type { FailureAttempt } from './rate-limits';

export const PASSWORD_CHANGED_REASON = 'password_changed';

/** Revokes the player's live logins except `keepFamily` (the caller's); answers how many ended. */
export async function revokeOtherFamilies(q: Queryable, userId: number, keepFamily: string, reason: string, at: Date): Promise<number> {
  const { rowCount } = await q.query(
    'UPDATE token_families SET revoked_at = $3, revoked_reason = $4 WHERE user_id = $1 AND id <> $2 AND revoked_at IS NULL',
    [userId, keepFamily, at.toISOString(), reason],
  );
  return rowCount;
}

/**
 * Checks and applies the change. Both problems are reported at once (a wrong old password and a weak new
 * one), with the body code `incorrect_old_password` when the old one is wrong (the spec's code), else
 * `invalid`. Nothing is written unless both pass.
 */
export async function changePassword(
  deps: Deps,
  user: UserRow,
  familyId: string,
  input: { old_password: string; new_password: string },
  attempt?: Pick<FailureAttempt, 'succeeded'>,
): Promise<{ revoked: number }> {
  const errors: FieldError[] = [];
  const oldMatches = await verifyPassword(input.old_password, user.password_hash);
  // The old password was right: not a guess, whatever becomes of the new one (docs/api.md "Abuse controls").
  if (oldMatches) await attempt?.succeeded();
  if (!oldMatches) errors.push({ field: 'old_password', code: 'incorrect_old_password', message: 'The old password is incorrect.' });
  const policy = passwordPolicyError('new_password', input.new_password, { username: user.username, email: user.email });
  if (policy) errors.push(policy);
  if (errors.length) throw validationError(errors, oldMatches ? 'invalid' : 'incorrect_old_password');

  const passwordHash = await hashPassword(input.new_password); // outside the transaction: it takes ~50 ms
  const now = new Date(deps.clock.now());
  return deps.db.transaction(async (tx) => {
    await tx.query('UPDATE users SET password_hash = $2 WHERE id = $1', [user.id, passwordHash]);
    return { revoked: await revokeOtherFamilies(tx, user.id, familyId, PASSWORD_CHANGED_REASON, now) };
  });
}
