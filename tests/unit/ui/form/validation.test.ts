// The form kit's client checks (src/ui/form/validation.ts; spec §5: required, invalid e-mail, passwords
// do not match) and the message id of each problem.
import { describe, expect, it } from 'vitest';
import { PASSWORD_MIN_LENGTH, emailProblem, isEmail, passwordProblems, problemDescriptor } from '@src/ui/form/validation';

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

describe('problem messages', () => {
  it('each problem has its translated message id; too_short carries the minimum', () => {
    expect(problemDescriptor('required').id).toBe('validation.required');
    expect(problemDescriptor('invalid_email').id).toBe('validation.invalid_email');
    expect(problemDescriptor('password_mismatch').id).toBe('validation.password_mismatch');
    expect(problemDescriptor('too_short')).toMatchObject({ id: 'validation.too_short', values: { min: 8 } });
  });
});
