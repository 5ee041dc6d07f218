// The user info form's fields (money-and-games §3 "User info"): their order, groups and the
// client checks, which are the server's own rules (src/api/user-info-rules.ts), so what the form lets
// through the server accepts. Field names are the wire's: a server field error lands on its input.
import type { MessageDescriptor } from '@lingui/core';
import { emailProblem, type Problems } from '../../../src/ui/form';
import type { UserInfoValues } from '../../../src/stores/user-info';
import type { UserInfoWireField } from '../../../src/api/user-info';
import {
  EMAIL_MAX,
  TEXT_MAX,
  birthDateProblem,
  countryProblem,
  phoneProblem,
  textProblem,
  type TextField,
  type UserInfoProblem,
} from '../../../src/api/user-info-rules';
import { profileErrors } from '../../../src/errors/profile-errors';

/** The groups of the form, each a fieldset; the order is the focus order of the first error. */
const GROUPS = {
  identity: ['title', 'first_name', 'middle_name', 'last_name', 'gender', 'birth_date'],
  contact: ['email', 'mobile_phone', 'contact_language', 'country', 'city', 'address'],
  documents: ['document_series', 'document_number', 'account_number'],
} as const satisfies Record<string, readonly UserInfoWireField[]>;

const ORDER: readonly UserInfoWireField[] = [...GROUPS.identity, ...GROUPS.contact, ...GROUPS.documents];

/**
 * The form's inputs: the info's fields and, with a new e-mail, the current password (docs/api.md "Change
 * of e-mail"), right after the e-mail. Under its wire name, so the server's `password` errors land on it.
 */
export type UserInfoFormField = UserInfoWireField | 'password';
export const FORM_ORDER: readonly UserInfoFormField[] = ORDER.flatMap((field) => (field === 'email' ? [field, 'password' as const] : [field]));

const TEXT_FIELDS = Object.keys(TEXT_MAX) as TextField[];

/** The form kit's checks: the e-mail (required, format). The others are `ruleProblems` below. */
function validateUserInfo(values: UserInfoValues): Problems<UserInfoWireField> {
  return { email: emailProblem(values.email) };
}

/** validateUserInfo, and the password required when the e-mail differs from the `saved` one (any case). */
export function validateUserInfoForm(saved: UserInfoValues) {
  return (values: UserInfoValues & { password: string }): Problems<UserInfoFormField> => {
    const emailChanged = values.email.trim().toLowerCase() !== saved.email.trim().toLowerCase();
    return { ...validateUserInfo(values), password: emailChanged && values.password === '' ? 'required' : undefined };
  };
}

/** A rule problem with what its message needs. */
interface RuleProblem {
  code: UserInfoProblem;
  max?: number;
}

/** The server's rules the kit's problems do not cover, by field (the server answers the same codes). */
export function ruleProblems(values: UserInfoValues, today: Date): Partial<Record<UserInfoWireField, RuleProblem>> {
  const problems: Partial<Record<UserInfoWireField, RuleProblem>> = {};
  for (const field of TEXT_FIELDS) {
    const code = textProblem(field, values[field]);
    if (code) problems[field] = { code, max: TEXT_MAX[field] };
  }
  if ([...values.email.trim()].length > EMAIL_MAX) problems.email = { code: 'max_length', max: EMAIL_MAX };
  const birth = birthDateProblem(values.birth_date, today);
  if (birth) problems.birth_date = { code: birth };
  const country = countryProblem(values.country);
  if (country) problems.country = { code: country };
  const phone = phoneProblem(values.mobile_phone);
  if (phone) problems.mobile_phone = { code: phone };
  return problems;
}

const tooLong = /*i18n*/ { id: 'profile.user_info.too_long', message: '{max} caractères au maximum' };

/** The message of a rule problem on `field`: the same words as the server's error for it (profile-errors.ts). */
export function ruleMessage(field: UserInfoWireField, problem: RuleProblem): { descriptor: MessageDescriptor; values?: Record<string, unknown> } {
  if (problem.code === 'max_length') return { descriptor: tooLong, values: { max: problem.max } };
  if (problem.code === 'under_age' || problem.code === 'too_old') return { descriptor: profileErrors[problem.code]! };
  return { descriptor: profileErrors[`user.info.${field}.invalid`] ?? profileErrors['user.info.birth_date.invalid']! };
}

/** The latest birth date a player of 18 can have today (the date input's max), YYYY-MM-DD. */
export function latestBirthDate(today: Date): string {
  const d = new Date(Date.UTC(today.getUTCFullYear() - 18, today.getUTCMonth(), today.getUTCDate()));
  return d.toISOString().slice(0, 10);
}
