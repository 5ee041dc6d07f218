import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../db';
import { isUniqueViolation } from '../db';
import type { Deps } from '../deps';
import { ApiError, validationError, type FieldError } from '../http/errors';
import { sendEmailWhen } from './outbox';
import { emailLanguage, passwordResetEmail, verificationEmail } from './emails';
import { burnPasswordCheck, hashPassword, verifyPassword } from './passwords';
import { passwordPolicyError } from './password-policy';
import { findReferralCode } from './referral';
import { confirmedAnEmailBefore } from './user-info';
import { isPhone, normalizePhone } from '../../../src/api/user-info-rules';
import type { AccessClaims, TokenPair } from './tokens';
import { activeExclusion, SelfExcludedError } from './rg-exclusion';
import { startEmailChange } from './email-change';

export interface UserRow {
  id: number;
  username: string;
  email: string;
  password_hash: string;
  role: string;
  currency: string;
  balance: string;
  bonus_balance: string;
  first_name: string;
  last_name: string;
  parent: number | null;
  is_self_registered: boolean;
  user_types: number;
  lang: string;
  is_banned: boolean;
  email_verified: boolean;
  created_at: Date;
  date_joined: Date;
}

/** The wire `User` of docs/api.md. */
export interface UserJson {
  id: number;
  login: string;
  email: string;
  username: string;
  first_name: string;
  last_name: string;
  role: string;
  currency: string;
  balance: string;
  bonus_balance: string;
  parent: number | null;
  created_at: string;
  date_joined: string;
  is_self_registered: boolean;
  user_types: number;
  lang: string;
}

export const EMAIL_VERIFICATION_TTL_MS = 24 * 3600_000;
export const PASSWORD_RESET_TTL_MS = 3600_000;

const USER_COLUMN_NAMES = ['id', 'username', 'email', 'password_hash', 'role', 'currency', 'balance', 'bonus_balance',
  'first_name', 'last_name', 'parent', 'is_self_registered', 'user_types', 'lang', 'is_banned', 'email_verified',
  'created_at', 'date_joined'];
const USER_COLUMNS = USER_COLUMN_NAMES.join(', ');

/** `2024-03-01T10:15:00Z`: whole seconds, as the contract's example. */
const isoSeconds = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

export function toUserJson(row: UserRow): UserJson {
  return {
    id: row.id,
    login: row.email,
    email: row.email,
    username: row.username,
    first_name: row.first_name,
    last_name: row.last_name,
    role: row.role,
    currency: row.currency,
    balance: row.balance,
    bonus_balance: row.bonus_balance,
    parent: row.parent,
    created_at: isoSeconds(row.created_at),
    date_joined: isoSeconds(row.date_joined),
    is_self_registered: row.is_self_registered,
    user_types: row.user_types,
    lang: row.lang,
  };
}

export async function getUserById(q: Queryable, id: number): Promise<UserRow | undefined> {
  const { rows } = await q.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE id = $1`, [id]);
  return rows[0];
}

/** The user an access token speaks for, if its login (family) is still live. */
export async function getSessionUser(q: Queryable, claims: AccessClaims): Promise<UserRow | undefined> {
  const { rows } = await q.query<UserRow>(
    `SELECT ${USER_COLUMN_NAMES.map((name) => `u.${name}`).join(', ')} FROM users u
       JOIN token_families f ON f.user_id = u.id
      WHERE u.id = $1 AND f.id = $2 AND f.revoked_at IS NULL`,
    [Number(claims.sub), claims.fam],
  );
  return rows[0];
}

export const newToken = () => randomBytes(32).toString('base64url');
/** Our tokens are 43 base64url characters; anything far off is unknown without a database lookup. */
export const plausibleToken = (token: string) => /^[\w-]{16,128}$/.test(token);
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

// ---------------------------------------------------------------------------------------------- login

/**
 * A phone number typed at sign-in, in the form the profile stores it ('+' and 8 to 15 digits): separators
 * dropped, the international prefix 00 read as '+' ("00216 20-123-456" → "+21620123456"); null when what
 * was typed is not a phone with its country code.
 */
export function signInPhone(typed: string): string | null {
  const phone = normalizePhone(typed).replace(/^00/, '+');
  return isPhone(phone) ? phone : null;
}

export async function login(
  deps: Deps,
  /** `purpose` "withdraw": an excluded player's withdraw-only login (services/rg-exclusion.ts). */
  input: { username: string; password: string; purpose?: 'withdraw' },
  /** DPoP: the thumbprint of the key the client proved it holds; the tokens are bound to it. */
  jkt?: string,
): Promise<TokenPair & { user: UserJson }> {
  // Username, e-mail or mobile phone (spec shell §3 "username (or phone or e-mail)"). A phone names an
  // account only when exactly one player saved it: a number two accounts share signs neither in.
  const { rows } = await deps.db.query<UserRow>(
    `SELECT ${USER_COLUMNS} FROM users
      WHERE lower(username) = lower($1) OR lower(email) = lower($1)
         OR id = (SELECT min(user_id) FROM user_info WHERE $2::text IS NOT NULL AND mobile_phone = $2 HAVING count(*) = 1)
      ORDER BY (lower(username) = lower($1)) DESC LIMIT 1`,
    [input.username.trim(), signInPhone(input.username)],
  );
  const user = rows[0];
  if (!user) {
    await burnPasswordCheck(input.password);
    throw new ApiError(401, 'no_active_account', undefined, 'wrong username or password');
  }
  if (!(await verifyPassword(input.password, user.password_hash))) {
    throw new ApiError(401, 'no_active_account', undefined, 'wrong username or password');
  }
  // Only after the password matched: these answers would otherwise tell a stranger the account exists.
  if (user.is_banned) throw new ApiError(403, 'user_is_banned', undefined, 'account banned');
  // A player whose new address waits for its link (a change from the profile) still signs in; only an
  // account that never confirmed an address is refused (migration 017).
  if (!user.email_verified && !(await confirmedAnEmailBefore(deps.db, user.id))) {
    throw new ApiError(403, 'email_not_verified', undefined, 'e-mail not confirmed');
  }
  // Non-player roles get tokens too: refusing them is the client's rule (spec §4, "only users").
  await deps.tokens.ready();
  const pair = await deps.db.transaction(async (tx) => {
    // A time-out or self-exclusion: refused with its end date, unless the player comes to be paid out.
    // Checked in the transaction that issues the login, under the player's row lock, the lock
    // startExclusion takes before it revokes every login (services/rg-exclusion.ts): a sign-in either
    // issues its family before the time-out (which then revokes it) or sees the time-out. A check made
    // before this transaction let a login issued just after the revocation live on (docs/security.md).
    await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [user.id]);
    const exclusion = await activeExclusion(tx, user.id, new Date(deps.clock.now()));
    if (exclusion && input.purpose !== 'withdraw') throw new SelfExcludedError(exclusion);
    return deps.tokens.issuePair(tx, user, jkt, exclusion ? 'withdraw_only' : undefined);
  });
  return { ...pair, user: toUserJson(user) };
}

export async function logout(deps: Deps, claims: AccessClaims, refresh: string): Promise<void> {
  const refreshClaims = await deps.tokens.readRefresh(refresh); // also loads the key, before the transaction
  await deps.db.transaction(async (tx) => {
    await deps.tokens.revokeFamily(tx, claims.fam, 'logout');
    // Also the family of the refresh token presented, when it is this user's (a client that mixed up tabs).
    if (refreshClaims && refreshClaims.sub === claims.sub && refreshClaims.fam !== claims.fam) {
      await deps.tokens.revokeFamily(tx, refreshClaims.fam, 'logout');
    }
  });
}

// ------------------------------------------------------------------------------------- registration

export interface RegistrationInput {
  username: string;
  email: string;
  password: string;
  currency: string;
  referral_code?: string;
  /** Both must be true (docs/api.md "Registration consent"); the route refuses without them, the service again (its own callers). */
  age_confirmed: boolean;
  terms_accepted: boolean;
  /** The page's language (or Accept-Language): the account's language and its e-mails'. */
  lang?: string;
}

/**
 * A verification link for `email`, stored and sent. `user` undefined (resend for an address nobody waits
 * on) runs the same statements, which then write nothing: the same path, the same time.
 */
export async function createEmailVerification(
  deps: Deps,
  q: Queryable,
  user: { id: number; username: string; lang?: string } | undefined,
  email: string,
  /** The request's language, before the account's (services/emails.ts). */
  requested?: string,
) {
  const token = newToken();
  const now = deps.clock.now();
  await q.query(
    `INSERT INTO email_verifications (token_hash, user_id, email, created_at, expires_at)
     SELECT $1, id, $3, $4, $5 FROM users WHERE id = $2`,
    [hashToken(token), user?.id ?? null, email, new Date(now).toISOString(), new Date(now + EMAIL_VERIFICATION_TTL_MS).toISOString()],
  );
  const link = `/verify/${token}`;
  await sendEmailWhen(
    q,
    user !== undefined,
    {
      to: email,
      ...verificationEmail(emailLanguage(requested, user?.lang), user?.username ?? '', `${deps.config.publicUrl}${link}`),
      links: [link],
    },
    new Date(now),
  );
}

function uniqueViolationToError(error: unknown): ApiError | undefined {
  if (!isUniqueViolation(error)) return undefined;
  const field = error.constraint?.includes('email') ? 'email' : 'username';
  return validationError([takenError(field)], 'already_exists');
}

const takenError = (field: 'username' | 'email'): FieldError => ({
  field,
  code: 'already_exists',
  message: field === 'email' ? 'A user with that e-mail already exists.' : 'A user with that username already exists.',
});

export async function register(deps: Deps, input: RegistrationInput): Promise<{ email: string }> {
  const email = input.email.trim().toLowerCase();
  const username = input.username.trim();
  const errors: FieldError[] = [];
  if (input.age_confirmed !== true) errors.push({ field: 'age_confirmed', code: 'age_not_confirmed', message: 'Confirm that you are 18 or older.' });
  if (input.terms_accepted !== true) errors.push({ field: 'terms_accepted', code: 'terms_not_accepted', message: 'Accept the terms and conditions.' });
  if (errors.length) throw validationError(errors);

  const currency = await deps.db.query('SELECT 1 FROM currencies WHERE code = $1', [input.currency]);
  if (currency.rowCount === 0) errors.push({ field: 'currency', code: 'invalid', message: 'Unknown currency.' });
  const taken = await deps.db.query<{ username_taken: boolean; email_taken: boolean }>(
    `SELECT bool_or(lower(username) = lower($1)) AS username_taken, bool_or(lower(email) = lower($2)) AS email_taken
       FROM users WHERE lower(username) = lower($1) OR lower(email) = lower($2)`,
    [username, email],
  );
  if (taken.rows[0]?.username_taken) errors.push(takenError('username'));
  if (taken.rows[0]?.email_taken) errors.push(takenError('email'));
  const referral = input.referral_code ? await findReferralCode(deps.db, input.referral_code) : undefined;
  if (input.referral_code && !referral) {
    errors.push({ field: 'referral_code', code: 'referral_code_not_found', message: 'Referral code not found.' });
  }
  if (errors.length) {
    // The body code names the most basic problem first: shape, then conflicts, then the code.
    const code = ['invalid', 'already_exists', 'referral_code_not_found'].find((c) => errors.some((e) => e.code === c))!;
    throw validationError(errors, code);
  }

  const passwordHash = await hashPassword(input.password); // outside the transaction: it takes ~50 ms
  const now = new Date(deps.clock.now()).toISOString();
  try {
    await deps.db.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: number }>(
        `INSERT INTO users (username, email, password_hash, role, currency, balance, bonus_balance, is_self_registered,
                            user_types, email_verified, referral_partner_id, created_at, date_joined,
                            age_confirmed_at, accepted_terms_at, lang)
         VALUES ($1, $2, $3, 'P', $4, 0, 0, true, 0, false, $5, $6, $6, $6, $6, $7) RETURNING id`,
        [username, email, passwordHash, input.currency, referral?.partner_id ?? null, now, emailLanguage(input.lang)],
      );
      const user = { id: rows[0].id, username, lang: emailLanguage(input.lang) };
      if (referral) {
        await tx.query('INSERT INTO referral_activations (user_id, code, partner_id, activated_at) VALUES ($1, $2, $3, $4)', [
          user.id,
          referral.code,
          referral.partner_id,
          now,
        ]);
      }
      await createEmailVerification(deps, tx, user, email);
    });
  } catch (error) {
    throw uniqueViolationToError(error) ?? error; // lost a race with an identical signup
  }
  return { email };
}

export async function verifyEmail(deps: Deps, token: string): Promise<void> {
  if (!plausibleToken(token)) throw new ApiError(400, 'invalid_token', undefined, 'malformed verification token');
  const now = new Date(deps.clock.now()).toISOString();
  try {
    await deps.db.transaction(async (tx) => {
      const { rows } = await tx.query<{ user_id: number; email: string }>(
        `SELECT user_id, email FROM email_verifications
          WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2 FOR UPDATE`,
        [hashToken(token), now],
      );
      if (!rows[0]) throw new ApiError(400, 'invalid_token', undefined, 'verification link unknown, used or expired');
      await tx.query('UPDATE email_verifications SET used_at = $2 WHERE token_hash = $1', [hashToken(token), now]);
      // The address confirmed becomes the account's: for a change of e-mail, this is the switch.
      await tx.query('UPDATE users SET email = $2, email_verified = true WHERE id = $1', [rows[0].user_id, rows[0].email]);
    });
  } catch (error) {
    throw uniqueViolationToError(error) ?? error;
  }
}

/**
 * A fresh link for an address still waiting for confirmation: an unverified account's own e-mail or
 * an e-mail change in progress. Unknown addresses get the same answer (no account probing), after the
 * same statements (createEmailVerification writes nothing for them).
 */
export async function resendVerification(deps: Deps, rawEmail: string, requested?: string): Promise<void> {
  const email = rawEmail.trim().toLowerCase();
  await deps.db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number; username: string; lang: string }>(
      `SELECT id, username, lang FROM users WHERE lower(email) = $1 AND NOT email_verified AND NOT is_banned
       UNION
       SELECT u.id, u.username, u.lang FROM email_verifications v JOIN users u ON u.id = v.user_id
        WHERE lower(v.email) = $1 AND v.used_at IS NULL AND lower(u.email) <> $1
       LIMIT 1`,
      [email],
    );
    // Also for an unknown address: the same statements, writing nothing (docs/api.md "Abuse controls").
    await createEmailVerification(deps, tx, rows[0], email, requested);
  });
}

// ----------------------------------------------------------------------------------- password reset

/**
 * A reset link for the account of `rawEmail`, only when that address is confirmed (docs/security.md
 * "Account takeover through the e-mail": an address nobody proved to own must not receive the key to the
 * account). An unknown or unconfirmed address gets the same answer after the same statements, each of
 * which then touches no row (no account oracle by timing, docs/api.md "Abuse controls").
 */
export async function requestPasswordReset(deps: Deps, rawEmail: string, requested?: string): Promise<void> {
  const email = rawEmail.trim().toLowerCase();
  const now = deps.clock.now();
  const token = newToken();
  const link = `/emails/verify/password/confirm/${token}`;
  await deps.db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number; username: string; email: string; lang: string }>(
      'SELECT id, username, email, lang FROM users WHERE lower(email) = $1 AND email_verified',
      [email],
    );
    const user = rows[0];
    const userId = user?.id ?? null;
    // Only the newest link works: an older e-mail lying around is not a second way in.
    await tx.query('UPDATE password_resets SET used_at = $2 WHERE user_id = $1 AND used_at IS NULL', [
      userId,
      new Date(now).toISOString(),
    ]);
    await tx.query(
      `INSERT INTO password_resets (token_hash, user_id, created_at, expires_at)
       SELECT $1, id, $3, $4 FROM users WHERE id = $2`,
      [hashToken(token), userId, new Date(now).toISOString(), new Date(now + PASSWORD_RESET_TTL_MS).toISOString()],
    );
    await sendEmailWhen(
      tx,
      user !== undefined,
      {
        to: user?.email ?? email,
        ...passwordResetEmail(emailLanguage(requested, user?.lang), user?.username ?? '', `${deps.config.publicUrl}${link}`),
        links: [link],
      },
      new Date(now),
    );
  });
}

export async function confirmPasswordReset(deps: Deps, token: string, password: string): Promise<void> {
  if (!plausibleToken(token)) throw new ApiError(400, 'invalid_token', undefined, 'malformed reset token');
  const now = new Date(deps.clock.now()).toISOString();
  // The policy's similarity rule needs the account (the route checked the rest): read before hashing.
  const owner = await deps.db.query<{ username: string; email: string }>(
    `SELECT u.username, u.email FROM password_resets r JOIN users u ON u.id = r.user_id
      WHERE r.token_hash = $1 AND r.used_at IS NULL AND r.expires_at > $2`,
    [hashToken(token), now],
  );
  if (!owner.rows[0]) throw new ApiError(400, 'invalid_token', undefined, 'reset link unknown, used or expired');
  const policy = passwordPolicyError('new_password1', password, owner.rows[0]);
  if (policy) throw validationError([policy], 'invalid');
  const passwordHash = await hashPassword(password);
  await deps.db.transaction(async (tx) => {
    const { rows } = await tx.query<{ user_id: number }>(
      `SELECT user_id FROM password_resets
        WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2 FOR UPDATE`,
      [hashToken(token), now],
    );
    if (!rows[0]) throw new ApiError(400, 'invalid_token', undefined, 'reset link unknown, used or expired');
    await tx.query('UPDATE password_resets SET used_at = $2 WHERE token_hash = $1', [hashToken(token), now]);
    await tx.query('UPDATE users SET password_hash = $2 WHERE id = $1', [rows[0].user_id, passwordHash]);
    // Whoever knew the old password is signed out everywhere.
    await deps.tokens.revokeAllForUser(tx, rows[0].user_id, 'password_reset');
  });
}

// ---------------------------------------------------------------------------------------- profile

export interface UserPatch {
  first_name?: string;
  last_name?: string;
  lang?: string;
}

/**
 * Names and language change at once. A new e-mail (`emailChange`, authorised by the password:
 * services/email-change.ts) does not: it gets a verification link and replaces the old address when the
 * link is followed (until then `email` stays the confirmed one).
 */
export async function updateUser(deps: Deps, userId: number, patch: UserPatch, emailChange?: string): Promise<UserJson> {
  return deps.db.transaction(async (tx) => {
    const current = await getUserById(tx, userId);
    if (!current) throw new ApiError(404, 'not_found', undefined, 'user not found');
    await tx.query(
      `UPDATE users SET first_name = COALESCE($2, first_name), last_name = COALESCE($3, last_name), lang = COALESCE($4, lang)
        WHERE id = $1`,
      [userId, patch.first_name ?? null, patch.last_name ?? null, patch.lang ?? null],
    );
    if (emailChange) {
      await tx.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [userId]);
      await startEmailChange(deps, tx, current, emailChange, patch.lang ?? undefined);
    }
    return toUserJson((await getUserById(tx, userId))!);
  });
}
