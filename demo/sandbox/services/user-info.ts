// The player's user info (money-and-games §3 "User info", §7 GET/PATCH /api/users/user/info/; contract
// docs/contracts/profile.md §Account). Names and e-mail are the users table's own columns (the
// session's GET /api/accounts/user follows them); the rest is migration 017's user_info row. The rules are
// the shared module's (src/api/user-info-rules.ts), applied by the route's schema (routes/user-info.ts).
import type { Queryable } from '../db';
import type { Deps } from '../deps';
import { ApiError } from '../http/errors';
import { CONTACT_LANGUAGES, type ContactLanguage } from '../../../src/api/user-info-rules';
import { pendingEmail, startEmailChange } from './email-change';
import { emailLanguage } from './emails';

export interface UserInfoJson {
  first_name: string;
  last_name: string;
  middle_name: string;
  title: string;
  gender: '' | 'm' | 'f';
  birth_date: string | null;
  country: string;
  city: string;
  address: string;
  mobile_phone: string;
  email: string;
  contact_language: ContactLanguage;
  document_series: string;
  document_number: string;
  account_number: string;
}

/** The columns of user_info a PATCH may set (names and e-mail live in users). */
const INFO_COLUMNS = [
  'middle_name', 'title', 'gender', 'birth_date', 'country', 'city', 'address', 'mobile_phone', 'contact_language',
  'document_series', 'document_number', 'account_number',
] as const;
type InfoColumn = (typeof INFO_COLUMNS)[number];

export type UserInfoPatch = Partial<Omit<UserInfoJson, 'birth_date'> & { birth_date: string | null }>;

/** The account's language as a contact language, for a player who never chose one ('fr-fr' → 'fr'). */
const languageOf = (lang: string): ContactLanguage => {
  const short = lang.slice(0, 2).toLowerCase();
  return (CONTACT_LANGUAGES as readonly string[]).includes(short) ? (short as ContactLanguage) : 'fr';
};

export async function getUserInfo(q: Queryable, userId: number): Promise<UserInfoJson> {
  const { rows } = await q.query<Omit<UserInfoJson, 'contact_language'> & { lang: string; contact_language: ContactLanguage | null }>(
    `SELECT u.first_name, u.last_name, u.email, u.lang,
            coalesce(i.middle_name, '') AS middle_name, coalesce(i.title, '') AS title, coalesce(i.gender, '') AS gender,
            to_char(i.birth_date, 'YYYY-MM-DD') AS birth_date, coalesce(i.country, '') AS country,
            coalesce(i.city, '') AS city, coalesce(i.address, '') AS address, coalesce(i.mobile_phone, '') AS mobile_phone,
            i.contact_language, coalesce(i.document_series, '') AS document_series,
            coalesce(i.document_number, '') AS document_number, coalesce(i.account_number, '') AS account_number
       FROM users u LEFT JOIN user_info i ON i.user_id = u.id WHERE u.id = $1`,
    [userId],
  );
  const row = rows[0];
  if (!row) throw new ApiError(404, 'not_found', undefined, 'user not found');
  const { lang, contact_language, ...info } = row;
  return { ...info, contact_language: contact_language ?? languageOf(lang) };
}

/** The info with the address waiting for its link, if a change of e-mail is in progress. */
export type UserInfoAnswer = UserInfoJson & { pending_email: string | null };

export async function getUserInfoAnswer(deps: Deps, q: Queryable, userId: number): Promise<UserInfoAnswer> {
  return { ...(await getUserInfo(q, userId)), pending_email: await pendingEmail(q, userId, new Date(deps.clock.now())) };
}

/**
 * Applies `patch` (fields already checked by the route) in one transaction and answers the whole info.
 * A new e-mail (`emailChange`, authorised by the password: services/email-change.ts) does not replace
 * the address: it is pending until its link is opened, and the confirmed address is told.
 */
export async function updateUserInfo(
  deps: Deps,
  userId: number,
  patch: Omit<UserInfoPatch, 'email'>,
  emailChange?: string,
  /** The page's language, for the e-mails of the change (services/emails.ts). */
  requested?: string,
): Promise<UserInfoAnswer & { email_changed: boolean }> {
  const now = new Date(deps.clock.now()).toISOString();
  return deps.db.transaction(async (tx) => {
    // Locked first: the address read below is the one a concurrent change cannot have moved.
    await tx.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [userId]);
    const current = await getUserInfo(tx, userId);

    if (emailChange) {
      const { rows } = await tx.query<{ username: string; lang: string }>('SELECT username, lang FROM users WHERE id = $1', [userId]);
      // The e-mails in the page's language, else the contact language the same save may set, else the one saved.
      const lang = emailLanguage(requested, patch.contact_language ?? current.contact_language);
      await startEmailChange(deps, tx, { id: userId, username: rows[0]!.username, email: current.email, lang: rows[0]!.lang }, emailChange, lang);
    }
    if (patch.first_name !== undefined || patch.last_name !== undefined) {
      await tx.query('UPDATE users SET first_name = COALESCE($2, first_name), last_name = COALESCE($3, last_name) WHERE id = $1', [
        userId,
        patch.first_name ?? null,
        patch.last_name ?? null,
      ]);
    }

    const changesInfo = INFO_COLUMNS.some((column) => patch[column] !== undefined);
    if (changesInfo) {
      const merged = Object.fromEntries(INFO_COLUMNS.map((column) => [column, patch[column] !== undefined ? patch[column] : current[column]])) as Record<
        InfoColumn,
        string | null
      >;
      const values = INFO_COLUMNS.map((column) => merged[column]);
      await tx.query(
        `INSERT INTO user_info (user_id, ${INFO_COLUMNS.join(', ')}, updated_at)
         VALUES ($1, ${INFO_COLUMNS.map((_, i) => `$${i + 2}`).join(', ')}, $${INFO_COLUMNS.length + 2})
         ON CONFLICT (user_id) DO UPDATE SET ${INFO_COLUMNS.map((c) => `${c} = EXCLUDED.${c}`).join(', ')}, updated_at = EXCLUDED.updated_at`,
        [userId, ...values, now],
      );
    }
    return { ...(await getUserInfoAnswer(deps, tx, userId)), email_changed: emailChange !== undefined };
  });
}

/**
 * Whether the account confirmed an e-mail address at some point (migration 017's email_confirmed_once):
 * what sign-in asks of a player whose current address waits for its link (services/accounts.ts login).
 */
export async function confirmedAnEmailBefore(q: Queryable, userId: number): Promise<boolean> {
  const { rows } = await q.query<{ once: boolean }>('SELECT email_confirmed_once AS once FROM users WHERE id = $1', [userId]);
  return rows[0]?.once === true;
}
