// The account actions (docs/conventions.md §1: server → converter → store → component): registration, the
// confirmation e-mail, password recovery, e-mail verification, the referral code check and the user's
// update, as plain async functions over the page's shared HTTP client, so no page holds the client.
// They take the forms' values under the API's field names (docs/api.md) and reject with the client's
// ApiError as it comes: the form kit's useRequest (src/ui/form) explains it the spec's way (§8).
// The user an update answers is written through the session's one user-writing action, so $auth, the
// stored session other tabs read and the header follow it.
import { http } from '../api/http';
import * as flows from '../api/account-flows';
import { referralApi } from '../api/referral';
import type { User } from '../api/accounts';
import { session } from './auth';
import { $locale } from './locale';

const referral = referralApi(http);

export interface RegistrationValues {
  username: string;
  email: string;
  password: string;
  password2: string;
  currency: string;
  /** Optional: a partner's referral code or a promo code. */
  referral_code: string;
  /** Checkboxes, as the form kit holds them: 'yes' when ticked, '' when not. */
  age_confirmed: string;
  terms_accepted: string;
}

export interface EmailValues {
  email: string;
}

export interface NewPasswordValues {
  new_password1: string;
  new_password2: string;
}

export interface ProfileValues {
  first_name: string;
  last_name: string;
  email: string;
}

/** Creates the account (POST /registration/); the server e-mails the confirmation link. */
export function register(values: RegistrationValues): Promise<void> {
  return flows.register(http, {
    // Names and addresses as meant, passwords as typed (spaces count).
    username: values.username.trim(),
    email: values.email.trim(),
    password: values.password,
    password2: values.password2,
    currency: values.currency,
    referralCode: values.referral_code.trim() || undefined,
    ageConfirmed: values.age_confirmed === 'yes',
    termsAccepted: values.terms_accepted === 'yes',
    // The e-mails follow the language the player reads the site in.
    lang: $locale.get(),
  });
}

/** The partner a registration code belongs to; rejects with `referral_code_not_found`. */
export function checkReferralCode(code: string): Promise<{ partnerId: number }> {
  return referral.validateCode(code.trim());
}

/** Sends the confirmation e-mail again (also the one of a pending change of address). */
export function resendConfirmationEmail(values: EmailValues): Promise<void> {
  return flows.resendEmail(http, values.email.trim(), $locale.get());
}

/** Asks for the reset link; the server answers the same for any address (no account probing). */
export function requestPasswordReset(values: EmailValues): Promise<void> {
  return flows.requestPasswordReset(http, values.email.trim(), $locale.get());
}

/** Sets the new password with the reset link's token; a dead link rejects with `invalid_token`. */
export function confirmPasswordReset(token: string, values: NewPasswordValues): Promise<void> {
  return flows.confirmPasswordReset(http, token, values.new_password1, values.new_password2);
}

/** Confirms an e-mail address with its link's token (a link works once). */
export function verifyEmail(token: string): Promise<void> {
  return flows.verifyEmail(http, token);
}

/** "It wasn't me" from the change-of-e-mail notice (docs/api.md "Change of e-mail"). */
export function cancelEmailChange(token: string): Promise<void> {
  return flows.cancelEmailChange(http, token);
}

/**
 * Saves the signed-in player's names, e-mail or language (PATCH /user) and applies the server's answer
 * through the session, unless the session changed meanwhile (the session's epoch is taken before the request).
 * Resolves with the answer: a new e-mail stays pending there until its link is opened (docs/api.md).
 */
export async function updateUser(fields: flows.UserUpdate): Promise<User> {
  const epoch = session.epoch();
  const updated = await flows.updateUser(http, fields);
  session.applyUser(updated, epoch);
  return updated;
}
