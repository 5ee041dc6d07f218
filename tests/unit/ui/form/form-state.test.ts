// The form kit's reducer (src/ui/form/form-state.ts): nothing typed is lost, server errors on their
// fields, errors follow the typing after the first attempt. The registration form's validator drives it,
// as on the registration page.
import { describe, expect, it } from 'vitest';
import { createFormReducer, fieldsWithErrors, initialFormState, isValid } from '@src/ui/form/form-state';
import type { RegistrationValues } from '@src/stores/account';
import { filledRegistration } from '../../support/registration-values';
import { validateRegistration } from '@widgets/site/pages/account/validation';

const filled = filledRegistration;

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
