// The form kit's client-side checks (spec shell-session-wheel.md §5: required, invalid email, passwords
// do not match). Pure: they answer problem codes, translated only when shown (so a language switch
// re-translates errors already on screen). A form's validator composes them under the API's own field
// names (docs/api.md), so a client problem and a server field error land on the same input.
// The server stays the judge: these checks only spare the player a round trip for what is certain to
// fail (the sandbox applies the same rules: password 8–128 characters, e-mail format).
import type { MessageDescriptor } from '@lingui/core';
import { validationMessages } from './messages';

export type FieldProblem = 'required' | 'invalid_email' | 'password_mismatch' | 'too_short';

export type Problems<F extends string> = Partial<Record<F, FieldProblem>>;

/** docs/api.md "Auth": `password` and `new_password1` are 8–128 characters. */
export const PASSWORD_MIN_LENGTH = 8;

/**
 * One `@`, something on both sides, a dot in the domain, no spaces: what a person can mistype. The full
 * RFC grammar is the server's business (it answers `invalid_email` for the rest).
 */
export function isEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(value.trim());
}

/** Nothing but spaces counts as nothing typed. */
export const isBlank = (value: string | undefined) => (value ?? '').trim() === '';

/** Required e-mail: `required` when blank, `invalid_email` when malformed. */
export function emailProblem(value: string): FieldProblem | undefined {
  if (isBlank(value)) return 'required';
  return isEmail(value) ? undefined : 'invalid_email';
}

/**
 * A new password and its confirmation: the first is required and at least 8 characters; the
 * confirmation is required and must be equal (reported on the confirmation, as the server does).
 * Passwords are compared as typed: spaces count.
 */
export function passwordProblems<A extends string, B extends string>(
  values: Record<A | B, string>,
  first: A,
  second: B,
): Problems<A | B> {
  const problems: Problems<A | B> = {};
  const password = values[first] ?? '';
  const confirmation = values[second] ?? '';
  if (password === '') problems[first] = 'required';
  else if (password.length < PASSWORD_MIN_LENGTH) problems[first] = 'too_short';
  if (confirmation === '') problems[second] = 'required';
  else if (confirmation !== password) problems[second] = 'password_mismatch';
  return problems;
}

export function hasProblems(problems: Partial<Record<string, unknown>>): boolean {
  return Object.values(problems).some((p) => p !== undefined);
}

/** The message of each problem; `too_short` needs `values: { min }` (see problemDescriptor). */
const PROBLEM_MESSAGES: Record<FieldProblem, MessageDescriptor> = {
  required: validationMessages.required,
  invalid_email: validationMessages.invalidEmail,
  password_mismatch: validationMessages.passwordMismatch,
  too_short: validationMessages.tooShort,
};

export function problemDescriptor(problem: FieldProblem): MessageDescriptor {
  const descriptor = PROBLEM_MESSAGES[problem];
  return problem === 'too_short' ? { ...descriptor, values: { min: PASSWORD_MIN_LENGTH } } : descriptor;
}
