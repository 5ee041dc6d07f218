// The password policy (docs/api.md "Abuse controls", "Password policy"), one pure module for both sides:
// the sandbox applies it to registration and password reset (demo/sandbox/services/password-policy.ts,
// the judge, with its full list of common passwords) and the registration form mirrors it while the
// player types, with the short list below. Imported only by the registration page (a lazy chunk of the
// site), never by an entry: the list stays out of first loads.

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** The field codes of docs/api.md: the same codes on the wire and in the form. */
export type PasswordPolicyProblem = 'required' | 'min_length' | 'max_length' | 'password_too_common' | 'password_too_similar';

/**
 * The most common passwords of 8 characters or more, lower-case: a subset of the server's list
 * (demo/sandbox/data/common-passwords.txt, which a unit test checks holds every entry here).
 */
export const COMMON_PASSWORDS_SHORTLIST: readonly string[] = (
  '12345678 123456789 1234567890 0987654321 87654321 0123456789 12341234 11223344 12121212 123123123 ' +
  '11111111 00000000 88888888 66666666 qwertyuiop azertyuiop asdfghjkl 1q2w3e4r 1qaz2wsx qazwsxedc ' +
  'qwerty123 qwerty12 azerty123 password password1 password12 password123 passw0rd p@ssw0rd abcd1234 ' +
  'abc12345 abcdefgh aa123456 iloveyou iloveyou1 football baseball sunshine princess welcome1 ' +
  'superman starwars whatever trustno1 letmein1 monkey123 dragon123 master123 admin123 admin1234 ' +
  'motdepasse motdepasse1 azerty1234 qwerty1234 bonjour1 bonjour123 soleil123 chocolat doudou123 ' +
  'marseille casino123 casino1234 jackpot123 bitcoin123 computer internet michelle jennifer'
).split(' ');

export interface PasswordContext {
  username?: string;
  email?: string;
}

const shortlist = new Set(COMMON_PASSWORDS_SHORTLIST);

/**
 * The first rule `password` breaks, in the order the player fixes them, or undefined:
 * - `required`: nothing but spaces;
 * - `min_length`: fewer than 8 characters once the spaces around it are set aside (eight spaces is not a
 *   password); `max_length`: more than 128 characters as typed;
 * - `password_too_similar`: the username, the e-mail or the e-mail's part before `@`, ignoring case;
 * - `password_too_common`: in the list of common passwords, ignoring case (`isCommon`, default the
 *   shortlist above; the server passes its full list).
 * The password itself is kept as typed (spaces inside and around count for the hash).
 */
export function passwordPolicyProblem(
  password: string,
  context: PasswordContext = {},
  isCommon: (lowerCase: string) => boolean = (p) => shortlist.has(p),
): PasswordPolicyProblem | undefined {
  const core = password.trim();
  if (core === '') return 'required';
  if ([...core].length < PASSWORD_MIN_LENGTH) return 'min_length';
  if ([...password].length > PASSWORD_MAX_LENGTH) return 'max_length';
  const lower = core.toLowerCase();
  const email = context.email?.trim().toLowerCase() ?? '';
  const personal = [context.username?.trim().toLowerCase() ?? '', email, email.split('@')[0]];
  if (personal.some((value) => value !== '' && value === lower)) return 'password_too_similar';
  if (isCommon(lower)) return 'password_too_common';
  return undefined;
}
