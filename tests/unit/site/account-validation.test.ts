// The account forms' validators (widgets/site/pages/account/validation.ts), composed from the form kit's
// checks under the API's field names: every problem at once, optional fields left alone.
import { describe, expect, it } from 'vitest';
import { filledRegistration } from '../support/registration-values';
import { validateEmailForm, validateNewPassword, validateProfile, validateRegistration } from '@widgets/site/pages/account/validation';

const filled = filledRegistration;

describe('form validators', () => {
  it('registration: every problem at once, the referral code optional', () => {
    expect(validateRegistration(filled)).toEqual({});
    expect(
      validateRegistration({ username: ' ', email: 'nope', password: 'secret123', password2: 'other1234', currency: '', referral_code: '', age_confirmed: 'yes', terms_accepted: 'yes' }),
    ).toEqual({ username: 'required', email: 'invalid_email', password2: 'password_mismatch', currency: 'required' });
  });

  it('registration: the 18+ confirmation and the terms are both required', () => {
    expect(validateRegistration({ ...filled, age_confirmed: '', terms_accepted: '' })).toEqual({ age_confirmed: 'required', terms_accepted: 'required' });
    expect(validateRegistration({ ...filled, terms_accepted: '' })).toEqual({ terms_accepted: 'required' });
  });

  it('new password, e-mail only, profile (names optional, e-mail required)', () => {
    expect(validateNewPassword({ new_password1: 'secret123', new_password2: 'secret12' })).toEqual({ new_password2: 'password_mismatch' });
    expect(validateEmailForm({ email: '' })).toEqual({ email: 'required' });
    expect(validateProfile({ first_name: '', last_name: '', email: 'demo@casino.test' })).toEqual({});
    expect(validateProfile({ first_name: 'A', last_name: 'B', email: 'demo@' })).toEqual({ email: 'invalid_email' });
  });
});
