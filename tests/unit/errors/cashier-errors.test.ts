// The cashier's codes (src/errors/cashier-errors.ts) join the shared catalogue when the cashier element
// loads, so the login, which loads error-catalogue.ts statically, does not carry them; the spec's codes the
// catalogue already had keep their own messages.
import { describe, expect, it } from 'vitest';
import { errorDescriptor } from '../../../src/errors/error-catalogue';
import { cashierErrors, registerCashierErrors } from '../../../src/errors/cashier-errors';

describe('cashier error codes', () => {
  it('are unknown until registered, then explained by code; existing codes keep their messages', () => {
    expect(errorDescriptor('payment_not_cancellable')).toBeUndefined();
    const before = errorDescriptor('not_enough_money');
    registerCashierErrors();
    for (const code of Object.keys(cashierErrors)) expect(errorDescriptor(code), code).toBe(cashierErrors[code]);
    expect(errorDescriptor('payment_not_cancellable')?.id).toBe('error.payment_not_cancellable');
    expect(errorDescriptor('not_enough_money')).toBe(before);
  });
});
