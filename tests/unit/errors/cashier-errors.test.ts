// The cashier's codes (src/errors/cashier-errors.ts) join the shared catalogue when a module imports it
// (the cashier's lazy pages), so the login, which loads error-catalogue.ts statically, does not carry them; the spec's codes the
// catalogue already had keep their own messages.
import { describe, expect, it } from 'vitest';
import { errorDescriptor } from '../../../src/errors/error-catalogue';
import { explainApiError } from '../../../src/errors/explain-error';
import { activateLocale } from '../../../src/i18n/load';
import type { Locale } from '../../../src/i18n/locale';
import { toApiError } from '../../../src/api/to-api-error';
import { response } from '../support/api-errors';
import { ownCatalog } from '../support/own-catalog';

describe('cashier error codes', () => {
  it('are unknown until the module is imported, then explained by code; existing codes keep their messages', async () => {
    expect(errorDescriptor('payment_not_cancellable')).toBeUndefined();
    const before = errorDescriptor('not_enough_money');
    const { cashierErrors } = await import('../../../src/errors/cashier-errors');
    for (const code of Object.keys(cashierErrors)) expect(errorDescriptor(code), code).toBe(cashierErrors[code]);
    expect(errorDescriptor('payment_not_cancellable')?.id).toBe('error.payment_not_cancellable');
    expect(errorDescriptor('not_enough_money')).toBe(before);
  });
});

// The sandbox's 409s about a deposit's life (docs/api.md "Payments: expiry", "Payment system"), as the
// player reads them in each language: the server's English message never shows through.
describe('deposit refusals through explainApiError', () => {
  const refusal = (code: string, message: string) =>
    toApiError(response(409, { code, message }), { method: 'POST', path: '/api/payments/deposit/7/cancel_payment/' });
  const say = async (locale: Locale, code: string) => {
    await activateLocale(locale, ownCatalog('cashier'));
    return explainApiError(refusal(code, `server text for ${code}`)).toasts;
  };
  const expected: Record<Locale, Record<string, string>> = {
    fr: {
      payment_expired: 'Le délai de ce paiement est écoulé : rien n’a été crédité',
      crypto_nothing_received: 'Rien n’est encore arrivé à cette adresse',
      payment_not_cancellable: 'Ce paiement ne peut plus être annulé',
    },
    en: {
      payment_expired: 'The time to pay ran out: nothing was credited',
      crypto_nothing_received: 'Nothing has arrived at this address yet',
      payment_not_cancellable: 'This payment can no longer be cancelled',
    },
    ar: {
      payment_expired: 'انتهت مهلة هذا الدفع: لم يُضف أي مبلغ',
      crypto_nothing_received: 'لم يصل أي شيء إلى هذا العنوان بعد',
      payment_not_cancellable: 'لم يعد بالإمكان إلغاء هذا الدفع',
    },
  };

  it.each(['fr', 'en', 'ar'] as const)('%s: payment_expired, crypto_nothing_received, payment_not_cancellable', async (locale) => {
    await import('../../../src/errors/cashier-errors');
    for (const [code, message] of Object.entries(expected[locale])) {
      expect(await say(locale, code), code).toEqual([{ type: 'error', message }]);
    }
  });
});
