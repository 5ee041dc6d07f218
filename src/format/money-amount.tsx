// An amount as the player reads it, in the current language: an LTR island (<bdi dir="ltr">, docs/conventions.md
// §2.12), so digits, sign and symbol keep their order inside Arabic text.
import { useLingui } from '@lingui/react';
import { toLocale } from '../i18n/locale';
import { formatMoney } from './money-format';

interface MoneyProps {
  amount: number;
  currency: string;
  className?: string;
}

export function Money({ amount, currency, className }: MoneyProps) {
  const { i18n } = useLingui();
  return (
    <bdi dir="ltr" className={className ? `casino-money ${className}` : 'casino-money'}>
      {formatMoney(amount, currency, toLocale(i18n.locale))}
    </bdi>
  );
}
