// The validators of the account forms, composed from the form kit's checks (src/ui/form/validation.ts)
// under the API's field names; the values they check are what the account actions take
// (src/stores/account.ts).
import { emailProblem, isBlank, passwordProblems, type Problems } from '@src/ui/form/validation';
import type { EmailValues, NewPasswordValues, ProfileValues, RegistrationValues } from '@src/stores/account';

export function validateRegistration(values: RegistrationValues): Problems<keyof RegistrationValues> {
  const problems: Problems<keyof RegistrationValues> = {};
  if (isBlank(values.username)) problems.username = 'required';
  const email = emailProblem(values.email);
  if (email) problems.email = email;
  Object.assign(problems, passwordProblems(values, 'password', 'password2'));
  if (isBlank(values.currency)) problems.currency = 'required';
  // Both boxes are required (the page words these two as consents, not "required field").
  if (values.age_confirmed !== 'yes') problems.age_confirmed = 'required';
  if (values.terms_accepted !== 'yes') problems.terms_accepted = 'required';
  return problems;
}

export function validateNewPassword(values: NewPasswordValues): Problems<keyof NewPasswordValues> {
  return passwordProblems(values, 'new_password1', 'new_password2');
}

export function validateEmailForm(values: EmailValues): Problems<'email'> {
  const email = emailProblem(values.email);
  return email ? { email } : {};
}

/** Names are optional (the API accepts blanks); the e-mail is required, being the login. */
export function validateProfile(values: ProfileValues): Problems<keyof ProfileValues> {
  return validateEmailForm(values);
}
