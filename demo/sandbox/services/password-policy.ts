// The server side of the password policy (docs/api.md "Abuse controls", "Password policy"): the rules
// are the shared module's (src/ui/form/password-policy.ts, which the registration form mirrors while the
// player types); the list of common passwords here is the full one.
import { readFileSync } from 'node:fs';
import { passwordPolicyProblem, type PasswordContext, type PasswordPolicyProblem } from '../../../src/ui/form/password-policy';
import type { FieldError } from '../http/errors';

const LIST_FILE = new URL('../data/common-passwords.txt', import.meta.url);

let common: Set<string> | undefined;

/** demo/sandbox/data/common-passwords.txt, read once: lower-case, `#` lines are comments. */
export function commonPasswords(): Set<string> {
  common ??= new Set(
    readFileSync(LIST_FILE, 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('#')),
  );
  return common;
}

const MESSAGES: Record<PasswordPolicyProblem, string> = {
  required: 'This field is required.',
  min_length: 'Ensure this field has at least 8 characters (spaces around it do not count).',
  max_length: 'Ensure this field has no more than 128 characters.',
  password_too_similar: 'The password is too similar to the username or the e-mail.',
  password_too_common: 'This password is too common.',
};

/** The field error for `password` under the name `field`, or undefined when the policy accepts it. */
export function passwordPolicyError(field: string, password: string, context: PasswordContext): FieldError | undefined {
  const code = passwordPolicyProblem(password, context, (p) => commonPasswords().has(p));
  return code ? { field, code, message: MESSAGES[code] } : undefined;
}
