// The change of a player's e-mail, the one rule both routes that take a new address follow (PATCH
// /api/users/user/info/ and PATCH /api/accounts/user; docs/api.md "Change of e-mail", docs/security.md
// "Account takeover through the e-mail"). The address is where a password reset goes, so changing it is
// changing who can take the account:
// - the current password is asked for (a stolen access token alone is not enough); a wrong one is a
//   failure counted like the profile's change of password (services/rate-limits.ts);
// - the confirmed address stays the account's (sign-in, reset) until the link sent to the new one is
//   opened (services/accounts.ts verifyEmail makes the switch);
// - the confirmed address is told, with a link that says "it wasn't me": it cancels the change (or undoes
//   it when the new address was confirmed meanwhile), signs the player out everywhere, makes the password
//   unusable (whoever asked for the change knew it) and sends a reset link to the confirmed address.
import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db';
import type { Deps } from '../deps';
import { ApiError, validationError, type FieldError } from '../http/errors';
import { sendEmail } from './outbox';
import { emailChangeNoticeEmail, emailLanguage } from './emails';
import { hashPassword, verifyPassword } from './passwords';
import { countFailure } from './rate-limits';
import { createEmailVerification, hashToken, newToken, plausibleToken, requestPasswordReset, type UserRow } from './accounts';

/** How long the "it wasn't me" link works: well past the new address's own link (24 hours). */
export const EMAIL_CHANGE_CANCEL_TTL_MS = 7 * 24 * 3600_000;
/** The revoked_reason of the logins the "it wasn't me" link ends. */
export const EMAIL_CHANGE_CANCELLED_REASON = 'email_change_cancelled';

const emailTaken = (): FieldError => ({ field: 'email', code: 'already_exists', message: 'A user with that e-mail already exists.' });

/**
 * Whether `input.email` changes the player's address (compared without case) and, when it does, checks
 * the current password before anything is written: answers the new address (lower-cased), or null when
 * the address stays. Throws 400 with a field error on `password`: `required` when none was given,
 * `incorrect_password` when it does not match. Wrong passwords are failures in the change of password's
 * count (the same guess from a session); a right one takes its attempt back and clears them, whatever the
 * save does next; over the limit, 429 before the check.
 */
export async function authorizeEmailChange(
  deps: Deps,
  user: UserRow,
  input: { email?: string | null; password?: string | null },
  clientAddress: string | undefined,
): Promise<string | null> {
  const email = input.email?.trim().toLowerCase();
  if (!email || email === user.email.toLowerCase()) return null;
  if (!input.password) {
    throw validationError([{ field: 'password', code: 'required', message: 'Enter your password to change the e-mail.' }]);
  }
  // The same count as the profile's change of password: both guess the password from a session.
  const attempt = await countFailure(deps, 'change-password', user.username, clientAddress);
  try {
    if (!(await verifyPassword(input.password, user.password_hash))) {
      throw new ApiError(400, 'incorrect_password', 'The password is incorrect.', 'password: does not match', [
        { field: 'password', code: 'incorrect_password', message: 'The password is incorrect.' },
      ]);
    }
    await attempt.succeeded();
  } finally {
    await attempt.settled();
  }
  return email;
}

/**
 * Starts the change to `email` in the caller's transaction (which holds the player's row lock): the
 * account keeps its address, the new one gets its confirmation link, older links for another address
 * die (opening one later must not switch to it), and the confirmed address gets the notice with its
 * "it wasn't me" link. The e-mails follow `requested` (the page's language), else the account's.
 */
export async function startEmailChange(
  deps: Deps,
  tx: Queryable,
  user: { id: number; username: string; email: string; lang: string },
  email: string,
  requested?: string,
): Promise<void> {
  const taken = await tx.query('SELECT 1 FROM users WHERE lower(email) = $1 AND id <> $2', [email, user.id]);
  if (taken.rowCount > 0) throw validationError([emailTaken()], 'already_exists');
  const now = deps.clock.now();
  await tx.query('UPDATE email_verifications SET used_at = $2 WHERE user_id = $1 AND used_at IS NULL', [user.id, new Date(now).toISOString()]);
  await createEmailVerification(deps, tx, user, email, requested);

  const token = newToken();
  await tx.query(
    `INSERT INTO email_change_cancels (token_hash, user_id, old_email, new_email, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [hashToken(token), user.id, user.email, email, new Date(now).toISOString(), new Date(now + EMAIL_CHANGE_CANCEL_TTL_MS).toISOString()],
  );
  const link = `/email/cancel-change/${token}`;
  await sendEmail(
    tx,
    {
      to: user.email,
      ...emailChangeNoticeEmail(emailLanguage(requested, user.lang), user.username, email, `${deps.config.publicUrl}${link}`),
      links: [link],
    },
    new Date(now),
  );
}

/** The address waiting for its link, if a change is in progress (what the profile shows beside the confirmed one). */
export async function pendingEmail(q: Queryable, userId: number, now: Date): Promise<string | null> {
  const { rows } = await q.query<{ email: string }>(
    `SELECT v.email FROM email_verifications v JOIN users u ON u.id = v.user_id
      WHERE v.user_id = $1 AND v.used_at IS NULL AND v.expires_at > $2 AND lower(v.email) <> lower(u.email)
      ORDER BY v.created_at DESC LIMIT 1`,
    [userId, now.toISOString()],
  );
  return rows[0]?.email ?? null;
}

/**
 * "It wasn't me" (the link of the notice): the change waiting is cancelled; a change already confirmed
 * is undone when the old address is still free; every login of the player ends, unused reset links die,
 * the password stops working (the change needed it, so someone else knows it) and a reset link goes to
 * the confirmed address. The link works once.
 */
export async function cancelEmailChange(deps: Deps, token: string): Promise<void> {
  if (!plausibleToken(token)) throw new ApiError(400, 'invalid_token', undefined, 'malformed cancel token');
  const now = new Date(deps.clock.now()).toISOString();
  // A password nobody knows, hashed outside the transaction (scrypt takes ~50 ms).
  const unusable = await hashPassword(randomBytes(32).toString('base64url'));
  const back = await deps.db.transaction(async (tx) => {
    const { rows } = await tx.query<{ user_id: number; old_email: string; new_email: string }>(
      `SELECT user_id, old_email, new_email FROM email_change_cancels
        WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2 FOR UPDATE`,
      [hashToken(token), now],
    );
    const cancel = rows[0];
    if (!cancel) throw new ApiError(400, 'invalid_token', undefined, 'cancel link unknown, used or expired');
    await tx.query('UPDATE email_change_cancels SET used_at = $2 WHERE user_id = $1 AND used_at IS NULL', [cancel.user_id, now]);
    await tx.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [cancel.user_id]);
    await tx.query('UPDATE email_verifications SET used_at = $2 WHERE user_id = $1 AND used_at IS NULL', [cancel.user_id, now]);
    // Undone only when the account still has the address the change asked for and nobody took the old
    // one since (then the account stays signed out with an unusable password: support's case).
    await tx.query(
      `UPDATE users SET email = $3, email_verified = true
        WHERE id = $1 AND lower(email) = lower($2)
          AND NOT EXISTS (SELECT 1 FROM users o WHERE lower(o.email) = lower($3) AND o.id <> $1)`,
      [cancel.user_id, cancel.new_email, cancel.old_email],
    );
    await tx.query('UPDATE users SET password_hash = $2 WHERE id = $1', [cancel.user_id, unusable]);
    await tx.query('UPDATE password_resets SET used_at = $2 WHERE user_id = $1 AND used_at IS NULL', [cancel.user_id, now]);
    await deps.tokens.revokeAllForUser(tx, cancel.user_id, EMAIL_CHANGE_CANCELLED_REASON);
    const { rows: current } = await tx.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [cancel.user_id]);
    // The reset goes to the address that got the notice, never to the one the change asked for.
    return current[0]!.email.toLowerCase() === cancel.old_email.toLowerCase() ? current[0]!.email : null;
  });
  // The way back in for the player: a reset link to the confirmed address (the same path as "forgot password").
  if (back) await requestPasswordReset(deps, back);
}
