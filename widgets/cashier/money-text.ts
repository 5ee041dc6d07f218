// An amount inside a translated sentence ("De 15,00 DT à 5 000,00 DT"): the formatted amount wrapped in
// Unicode's left-to-right isolate (U+2066 … U+2069), the plain-text form of a `dir="ltr"` island
// (docs/conventions.md §2.12), so digits and symbol keep their order inside Arabic text.
import { useLingui } from '@lingui/react';
import { toLocale } from '../../src/i18n/locale';
import { formatMoney } from '../../src/format/money-format';

export const ltrIsolate = (text: string): string => `\u2066${text}\u2069`;

export function useMoneyText(): (amount: number, currency: string) => string {
  const { i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  return (amount, currency) => ltrIsolate(formatMoney(amount, currency, locale));
}
