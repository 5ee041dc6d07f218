// The rules of the player's user info (money-and-games §3 "User info"; docs/contracts/profile.md
// "Account"), one pure module for both sides, as src/ui/form/password-policy.ts is: the sandbox judges
// PATCH /api/users/user/info/ with them (demo/sandbox/services/user-info.ts) and the profile's form checks
// the same while the player types, so a value the form lets through is one the server accepts. Field names
// are the wire's (snake_case): the form's fields, the server's field errors and these rules share them.

/** ISO 3166-1 alpha-2, the 249 assigned codes (no reserved or withdrawn ones: UK, EU, XK, SU…). */
export const COUNTRY_CODES: readonly string[] = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ ' +
  'BL BM BN BO BQ BR BS BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR ' +
  'CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR ' +
  'GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ' +
  'ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ ' +
  'LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ ' +
  'MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF ' +
  'PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI ' +
  'SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR ' +
  'TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'
).split(' ');

const countrySet = new Set(COUNTRY_CODES);

const GENDERS = ['m', 'f'] as const;
export const CONTACT_LANGUAGES = ['fr', 'en', 'ar'] as const;
type Gender = (typeof GENDERS)[number];
export type ContactLanguage = (typeof CONTACT_LANGUAGES)[number];

/** The free-text fields and their maximum length in characters (an IBAN is at most 34). */
export const TEXT_MAX = {
  first_name: 150,
  last_name: 150,
  middle_name: 150,
  title: 30,
  city: 100,
  address: 255,
  document_series: 20,
  document_number: 30,
  account_number: 34,
} as const;
export type TextField = keyof typeof TEXT_MAX;

export const EMAIL_MAX = 254;
/** A player is at least this old (the operator's licence); born in or after this year. */
const MIN_AGE_YEARS = 18;
export const MIN_BIRTH_YEAR = 1900;

/**
 * The field codes the server answers and the form shows, one per field: the contract's codes (`invalid`,
 * `max_length`, `invalid_email`, `already_exists`) and the birth date's own (`under_age`, `too_old`), so
 * the message can say what is wrong rather than "invalid".
 */
export type UserInfoProblem = 'invalid' | 'max_length' | 'invalid_email' | 'under_age' | 'too_old';

const isCountryCode = (value: string) => countrySet.has(value);

/**
 * The phone as stored: what a person types (spaces, dashes, dots, brackets: "+216 20 123 456") without the
 * separators. E.164-ish: '+' then 8 to 15 digits.
 */
export const normalizePhone = (value: string) => value.trim().replace(/[\s\-.()]/g, '');
export const isPhone = (normalized: string) => /^\+\d{8,15}$/.test(normalized);

/** YYYY-MM-DD that names a real day (no 2001-02-29), as a UTC date; undefined otherwise. */
export function parseDay(value: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date : undefined;
}

/**
 * A birth date's problem on `today` (a UTC date: the day is compared, not the hour): not a real day,
 * before 1900, or a player under 18 (a date in the future is under 18 too). Blank is "not given", fine.
 */
export function birthDateProblem(value: string, today: Date): UserInfoProblem | undefined {
  if (value === '') return undefined;
  const date = parseDay(value);
  if (!date) return 'invalid';
  if (date.getUTCFullYear() < MIN_BIRTH_YEAR) return 'too_old';
  // The 18th birthday; someone born on 29 February comes of age on 1 March of a common year.
  const adult = new Date(Date.UTC(date.getUTCFullYear() + MIN_AGE_YEARS, date.getUTCMonth(), date.getUTCDate()));
  const day = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return adult.getTime() > day ? 'under_age' : undefined;
}

/** A text field's problem: longer than its maximum (counted in characters, not UTF-16 units). */
export function textProblem(field: TextField, value: string): UserInfoProblem | undefined {
  return [...value.trim()].length > TEXT_MAX[field] ? 'max_length' : undefined;
}

/** A country's problem: blank is "not given"; otherwise an assigned ISO code in upper case. */
export const countryProblem = (value: string): UserInfoProblem | undefined =>
  value === '' || isCountryCode(value) ? undefined : 'invalid';

/** A phone's problem, on what the player typed (separators allowed). */
export function phoneProblem(value: string): UserInfoProblem | undefined {
  const phone = normalizePhone(value);
  return phone === '' || isPhone(phone) ? undefined : 'invalid';
}
