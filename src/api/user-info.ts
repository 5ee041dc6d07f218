// The player's user info and change of password (money-and-games §3 "User info", §7 "Profile"; contract
// docs/contracts/profile.md §Account): GET/PATCH /api/users/user/info/, POST
// /api/users/user/change-password/. Converters between the wire's snake_case and the client's camelCase.
import type { HttpClient } from './client';
import { bool, ignoreBody, obj, optStr, str } from './convert';
import { ShapeError } from './convert';
import { CONTACT_LANGUAGES, type ContactLanguage } from './user-info-rules';

export interface UserInfo {
  firstName: string;
  lastName: string;
  middleName: string;
  title: string;
  gender: '' | 'm' | 'f';
  /** YYYY-MM-DD, or null when not given. */
  birthDate: string | null;
  /** ISO 3166-1 alpha-2 in upper case, or '' when not given. */
  country: string;
  city: string;
  address: string;
  /** '+' and digits, no separators. */
  mobilePhone: string;
  email: string;
  contactLanguage: ContactLanguage;
  documentSeries: string;
  documentNumber: string;
  accountNumber: string;
}

/** The info as read: with the new address waiting for its link, if a change of e-mail is in progress. */
export interface UserInfoRead extends UserInfo {
  /** `email` stays the confirmed address until the link sent to this one is opened (docs/api.md "Change of e-mail"). */
  pendingEmail: string | null;
}

export interface UserInfoAnswer extends UserInfoRead {
  /** A change of e-mail was started: the link went to `pendingEmail`, the notice to `email`. */
  emailChanged: boolean;
}

/** The wire name of each field (the form's field names and the server's field errors use these). */
export const USER_INFO_WIRE = {
  firstName: 'first_name',
  lastName: 'last_name',
  middleName: 'middle_name',
  title: 'title',
  gender: 'gender',
  birthDate: 'birth_date',
  country: 'country',
  city: 'city',
  address: 'address',
  mobilePhone: 'mobile_phone',
  email: 'email',
  contactLanguage: 'contact_language',
  documentSeries: 'document_series',
  documentNumber: 'document_number',
  accountNumber: 'account_number',
} as const satisfies Record<keyof UserInfo, string>;

export type UserInfoWireField = (typeof USER_INFO_WIRE)[keyof UserInfo];

const oneOf =
  <T extends string>(values: readonly T[]) =>
  (value: unknown, what: string): T => {
    if (typeof value === 'string' && (values as readonly string[]).includes(value)) return value as T;
    throw new ShapeError(`${what}: one of ${values.join(', ')} expected`);
  };
const gender = oneOf(['', 'm', 'f'] as const);
const contactLanguage = oneOf(CONTACT_LANGUAGES);

export function toUserInfo(data: unknown): UserInfoRead {
  const o = obj(data, 'user_info');
  const s = (key: string) => str(o[key], `user_info.${key}`);
  return {
    firstName: s('first_name'),
    lastName: s('last_name'),
    middleName: s('middle_name'),
    title: s('title'),
    gender: gender(o.gender, 'user_info.gender'),
    birthDate: optStr(o.birth_date),
    country: s('country'),
    city: s('city'),
    address: s('address'),
    mobilePhone: s('mobile_phone'),
    email: s('email'),
    contactLanguage: contactLanguage(o.contact_language, 'user_info.contact_language'),
    documentSeries: s('document_series'),
    documentNumber: s('document_number'),
    accountNumber: s('account_number'),
    pendingEmail: optStr(o.pending_email),
  };
}

function toUserInfoAnswer(data: unknown): UserInfoAnswer {
  return { ...toUserInfo(data), emailChanged: bool(obj(data, 'user_info').email_changed, 'user_info.email_changed') };
}

/**
 * A PATCH body: only the fields given; a cleared birth date is null. `password`, the current one, goes
 * with a new e-mail (the server refuses the change without it).
 */
export function toWireUserInfo(patch: Partial<UserInfo>, password?: string, lang?: string): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  if (patch.email !== undefined && password !== undefined) body.password = password;
  // The page's language, for the e-mails a new address sends (the link, the notice to the old one).
  if (patch.email !== undefined && lang !== undefined) body.lang = lang;
  for (const [key, value] of Object.entries(patch) as [keyof UserInfo, unknown][]) {
    if (value === undefined) continue;
    body[USER_INFO_WIRE[key]] = key === 'birthDate' && value === '' ? null : value;
  }
  return body;
}

const USER_INFO_PATH = '/api/users/user/info/';
const CHANGE_PASSWORD_PATH = '/api/users/user/change-password/';

export function userInfoApi(http: HttpClient) {
  return {
    get: () => http.request({ method: 'GET', path: USER_INFO_PATH }, toUserInfo),
    update: (patch: Partial<UserInfo>, password?: string, lang?: string) =>
      http.request({ method: 'PATCH', path: USER_INFO_PATH, data: toWireUserInfo(patch, password, lang) }, toUserInfoAnswer),
    /** Resolves on 200; `incorrect_old_password` and the policy's codes come back as field errors. */
    changePassword: (oldPassword: string, newPassword: string) =>
      http.request({ method: 'POST', path: CHANGE_PASSWORD_PATH, data: { old_password: oldPassword, new_password: newPassword } }, ignoreBody),
  };
}

export type UserInfoApi = ReturnType<typeof userInfoApi>;
