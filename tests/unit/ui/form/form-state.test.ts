// The pure logic of the account pages (widgets/site/pages/account): spec §5 checks (required, invalid
// e-mail, passwords do not match) and the form reducer (nothing typed is lost, server errors on their
// fields, errors follow the typing after the first attempt).
import { describe, expect, it } from 'vitest';
import {
  PASSWORD_MIN_LENGTH,
  emailProblem,
  isEmail,
  passwordProblems,
  problemDescriptor,
  validateEmailForm,
  validateNewPassword,
  validateProfile,
  validateRegistration,
  type RegistrationValues,
} from '../../../../src/ui/form/validation';
import { createFormReducer, fieldsWithErrors, initialFormState, isValid } from '../../../../src/ui/form/form-state';

const filled: RegistrationValues = {
  username: 'newbie',
  email: 'newbie@example.test',
  password: 'secret123',
  password2: 'secret123',
  currency: 'TND',
  referral_code: '',
};

describe('isEmail / emailProblem', () => {
  it.each(['a@b.co', ' player.one+casino@mail.example.tn ', 'x@sub.domain.org'])('accepts %s', (value) => {
    expect(isEmail(value)).toBe(true);
    expect(emailProblem(value)).toBeUndefined();
  });

  it.each(['plain', 'a@b', '@b.co', 'a@.co', 'a b@c.de', 'a@b..co', 'a@@b.co'])('refuses %s', (value) => {
    expect(isEmail(value)).toBe(false);
    expect(emailProblem(value)).toBe('invalid_email');
  });

  it('blank is required, not invalid', () => {
    expect(emailProblem('')).toBe('required');
    expect(emailProblem('   ')).toBe('required');
  });
});

describe('passwordProblems', () => {
  it('required, too short, mismatch on the confirmation', () => {
    expect(passwordProblems({ a: '', b: '' }, 'a', 'b')).toEqual({ a: 'required', b: 'required' });
    expect(passwordProblems({ a: 'short', b: 'short' }, 'a', 'b')).toEqual({ a: 'too_short' });
    expect(passwordProblems({ a: 'secret123', b: 'secret124' }, 'a', 'b')).toEqual({ b: 'password_mismatch' });
    expect(passwordProblems({ a: 'x'.repeat(PASSWORD_MIN_LENGTH), b: 'x'.repeat(PASSWORD_MIN_LENGTH) }, 'a', 'b')).toEqual({});
  });

  it('compares as typed: a trailing space is a different password', () => {
    expect(passwordProblems({ a: 'secret123', b: 'secret123 ' }, 'a', 'b')).toEqual({ b: 'password_mismatch' });
  });
});

describe('form validators', () => {
  it('registration: every problem at once, the referral code optional', () => {
    expect(validateRegistration(filled)).toEqual({});
    expect(
      validateRegistration({ username: ' ', email: 'nope', password: 'secret123', password2: 'other1234', currency: '', referral_code: '' }),
    ).toEqual({ username: 'required', email: 'invalid_email', password2: 'password_mismatch', currency: 'required' });
  });

  it('new password, e-mail only, profile (names optional, e-mail required)', () => {
    expect(validateNewPassword({ new_password1: 'secret123', new_password2: 'secret12' })).toEqual({ new_password2: 'password_mismatch' });
    expect(validateEmailForm({ email: '' })).toEqual({ email: 'required' });
    expect(validateProfile({ first_name: '', last_name: '', email: 'demo@casino.test' })).toEqual({});
    expect(validateProfile({ first_name: 'A', last_name: 'B', email: 'demo@' })).toEqual({ email: 'invalid_email' });
  });

  it('each problem has its translated message id; too_short carries the minimum', () => {
    expect(problemDescriptor('required').id).toBe('validation.required');
    expect(problemDescriptor('invalid_email').id).toBe('validation.invalid_email');
    expect(problemDescriptor('password_mismatch').id).toBe('validation.password_mismatch');
    expect(problemDescriptor('too_short')).toMatchObject({ id: 'validation.too_short', values: { min: 8 } });
  });
});

describe('form reducer', () => {
  const reduce = createFormReducer(validateRegistration);
  const empty = initialFormState<keyof RegistrationValues>({ ...filled, username: '', password2: '' });

  it('no error while typing before the first attempt', () => {
    const s = reduce(empty, { type: 'change', field: 'email', value: 'not-an-email' });
    expect(s.values.email).toBe('not-an-email');
    expect(s.errors).toEqual({});
  });

  it('a submit attempt shows every client problem; fixing a field clears it and follows the typing', () => {
    let s = reduce(empty, { type: 'submit' });
    expect(s.attempted).toBe(true);
    expect(s.errors).toEqual({ username: { problem: 'required' }, password2: { problem: 'required' } });
    expect(fieldsWithErrors(s, ['username', 'email', 'password', 'password2'])).toEqual(['username', 'password2']);

    s = reduce(s, { type: 'change', field: 'password2', value: 'secret12' });
    expect(s.errors.password2).toEqual({ problem: 'password_mismatch' });
    s = reduce(s, { type: 'change', field: 'password2', value: 'secret123' });
    expect(s.errors.password2).toBeUndefined();
    // Changing the first password re-checks the confirmation too.
    s = reduce(s, { type: 'change', field: 'password', value: 'secret1234' });
    expect(s.errors.password2).toEqual({ problem: 'password_mismatch' });
    expect(s.errors.username).toEqual({ problem: 'required' });
  });

  it('server errors land on the fields the form has, stay until their field changes, and keep the values', () => {
    let s = initialFormState<keyof RegistrationValues>(filled);
    s = reduce(s, { type: 'submit' });
    s = reduce(s, {
      type: 'server-errors',
      messages: { username: 'Un utilisateur avec ce nom existe déjà', email: 'Un compte avec cette adresse e-mail existe déjà', non_field_errors: 'x' },
    });
    expect(s.values).toEqual(filled);
    expect(s.errors).toEqual({
      username: { message: 'Un utilisateur avec ce nom existe déjà' },
      email: { message: 'Un compte avec cette adresse e-mail existe déjà' },
    });
    expect('non_field_errors' in s.errors).toBe(false);

    s = reduce(s, { type: 'change', field: 'username', value: 'newbie2' });
    expect(s.errors.username).toBeUndefined();
    expect(s.errors.email).toEqual({ message: 'Un compte avec cette adresse e-mail existe déjà' });
    expect(s.values).toEqual({ ...filled, username: 'newbie2' });
  });

  it('field-error sets and clears one field; reset starts over with new values', () => {
    let s = reduce(initialFormState<keyof RegistrationValues>(filled), {
      type: 'field-error',
      field: 'referral_code',
      error: { message: 'Code de parrainage introuvable' },
    });
    expect(s.errors.referral_code).toEqual({ message: 'Code de parrainage introuvable' });
    s = reduce(s, { type: 'field-error', field: 'referral_code', error: null });
    expect(s.errors).toEqual({});
    s = reduce(reduce(s, { type: 'submit' }), { type: 'reset', values: { ...filled, username: 'other' } });
    expect(s).toEqual({ values: { ...filled, username: 'other' }, errors: {}, attempted: false });
  });

  it('isValid follows the validator', () => {
    expect(isValid(validateRegistration, filled)).toBe(true);
    expect(isValid(validateRegistration, { ...filled, password2: 'x' })).toBe(false);
  });
});
