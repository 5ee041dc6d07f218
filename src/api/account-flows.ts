// The account flows (registration, e-mail verification, password recovery, profile update; spec shell §7
// "Auth"), called by the account actions (src/stores/account.ts). Apart from accounts.ts, which holds
// only what the session needs: the session code sits in the chunk every element loads, and these calls
// belong to lazily loaded pages.
import type { HttpClient } from './client';
import { ignoreBody } from './convert';
import { toUser, type User } from './accounts';

const BASE = '/api/accounts';

export interface Registration {
  username: string;
  email: string;
  password: string;
  password2: string;
  currency: string;
  referralCode?: string;
  /** The player confirmed being 18 or older, and accepted the terms (docs/api.md "Registration consent"). */
  ageConfirmed: boolean;
  termsAccepted: boolean;
  /** The page's language: the account's, and its e-mails' (docs/api.md "Registration consent"). */
  lang?: string;
}

/**
 * What PATCH /user changes; an absent field stays as it is. `password`, the current one, goes with a new
 * e-mail (docs/api.md "Change of e-mail": the server refuses the change without it).
 */
export type UserUpdate = Partial<Pick<User, 'firstName' | 'lastName' | 'email' | 'lang'>> & { password?: string };

export const updateUser = (http: HttpClient, fields: UserUpdate) =>
  http.request(
    {
      method: 'PATCH',
      path: `${BASE}/user`,
      data: { first_name: fields.firstName, last_name: fields.lastName, email: fields.email, password: fields.password, lang: fields.lang },
    },
    toUser,
  );

export const register = (http: HttpClient, r: Registration) =>
  http.request(
    {
      method: 'POST',
      path: `${BASE}/registration/`,
      auth: false,
      data: {
        username: r.username,
        email: r.email,
        password: r.password,
        password2: r.password2,
        currency: r.currency,
        referral_code: r.referralCode || undefined,
        age_confirmed: r.ageConfirmed,
        terms_accepted: r.termsAccepted,
        lang: r.lang,
      },
    },
    ignoreBody,
  );

/** `lang`: the page's language, for the e-mail. */
export const requestPasswordReset = (http: HttpClient, email: string, lang?: string) =>
  http.request({ method: 'POST', path: `${BASE}/password/reset/`, data: { email, lang }, auth: false }, ignoreBody);

export const confirmPasswordReset = (http: HttpClient, token: string, password: string, password2: string) =>
  http.request(
    {
      method: 'POST',
      path: `${BASE}/password/reset/confirm/${encodeURIComponent(token)}`,
      data: { new_password1: password, new_password2: password2 },
      auth: false,
    },
    ignoreBody,
  );

export const verifyEmail = (http: HttpClient, token: string) =>
  http.request({ method: 'POST', path: `${BASE}/email-verify/${encodeURIComponent(token)}`, auth: false }, ignoreBody);

/**
 * "It wasn't me", the link of the notice a change of e-mail sends to the confirmed address (docs/api.md
 * "Change of e-mail"): cancels the change, ends every login and sends a reset link to that address.
 */
export const cancelEmailChange = (http: HttpClient, token: string) =>
  http.request({ method: 'POST', path: `${BASE}/email-change/cancel/${encodeURIComponent(token)}`, auth: false }, ignoreBody);

/** `lang`: the page's language, for the e-mail. */
export const resendEmail = (http: HttpClient, email: string, lang?: string) =>
  http.request({ method: 'POST', path: `${BASE}/registration/resend-email/`, data: { email, lang }, auth: false }, ignoreBody);
