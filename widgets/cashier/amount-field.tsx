// The amount of a deposit or a withdrawal (docs/contracts/payments.md): a decimal field in the player's
// currency (an LTR island, numeric keyboard), the limits line (the method's min–max, the site's
// maxTransaction, and the site's minimum in euros converted into the player's currency), quick amounts inside
// the limits, and the translated reason an amount is refused, shown once the player left the field or pressed
// submit.
import { useLingui } from '@lingui/react';
import type { MessageDescriptor } from '@lingui/core';
import { displayCurrency } from '../../src/format/money-format';
import { Field } from '../../src/ui';
import { parts } from '../../src/ui/part';
import { amountProblem, quickAmounts, type AmountLimits, type AmountProblem } from './limits';
import { useMoneyText } from './money-text';
import { translate } from '../../src/i18n/translate';

const PROBLEMS: Record<AmountProblem, MessageDescriptor> = {
  empty: /*i18n*/ { id: 'cashier.amount.empty', message: 'Saisissez un montant.' },
  invalid: /*i18n*/ { id: 'cashier.amount.invalid', message: 'Saisissez un montant valide (deux décimales au plus).' },
  below: /*i18n*/ { id: 'cashier.amount.below', message: 'Le montant minimum est {min}.' },
  above: /*i18n*/ { id: 'cashier.amount.above', message: 'Le montant maximum est {max}.' },
  impossible: /*i18n*/ { id: 'cashier.amount.impossible', message: 'Ce moyen de paiement ne permet pas de montant pour le moment.' },
};

interface AmountFieldProps {
  value: string;
  onChange(value: string): void;
  /** The player committed a value: left the field or pressed a quick amount (not each keystroke). */
  onCommit?(value: string): void;
  currency: string;
  limits: AmountLimits;
  /** The site's minimum: `eur` euros, `converted` in the player's currency (null: no rate to convert). */
  siteMinimum: { eur: number; converted: number | null; kind: 'deposit' | 'payout' };
  /** Show the problem (after blur or submit). */
  showProblem: boolean;
  /** The server's refusal for this field, translated. */
  serverError?: string;
  disabled?: boolean;
}

export function AmountField({ value, onChange, onCommit, currency, limits, siteMinimum, showProblem, serverError, disabled }: AmountFieldProps) {
  const { i18n } = useLingui();
  const money = useMoneyText();
  const problem = amountProblem(value, limits);
  const values = { min: money(limits.min, currency), max: limits.max == null ? '' : money(limits.max, currency) };
  const error = serverError || (showProblem && problem ? translate(i18n, PROBLEMS[problem], values) : undefined);
  const limitsText =
    limits.max != null
      ? i18n._({ id: 'cashier.amount.limits', message: 'Montant de {min} à {max}.', values })
      : i18n._({ id: 'cashier.amount.limits_min', message: 'Montant minimum {min}.', values });
  const minimumText =
    siteMinimum.converted != null
      ? siteMinimum.kind === 'deposit'
        ? i18n._({ id: 'cashier.amount.site_min_deposit', message: 'Dépôt minimum : {eur}, soit {amount}.', values: { eur: money(siteMinimum.eur, 'EUR'), amount: money(siteMinimum.converted, currency) } })
        : i18n._({ id: 'cashier.amount.site_min_payout', message: 'Retrait minimum : {eur}, soit {amount}.', values: { eur: money(siteMinimum.eur, 'EUR'), amount: money(siteMinimum.converted, currency) } })
      : '';
  const quick = quickAmounts(limits);
  return (
    <div className="amount-row" {...parts('amount')}>
      <Field
        label={i18n._({ id: 'cashier.amount.label', message: 'Montant ({currency})', values: { currency: displayCurrency(currency) } })}
        name="amount"
        inputMode="decimal"
        autoComplete="off"
        dir="ltr"
        value={value}
        disabled={disabled}
        error={error}
        hint={
          <span {...parts('limits')}>
            {limitsText} {minimumText}
          </span>
        }
        onInput={(e) => onChange((e.target as HTMLInputElement).value)}
        onBlur={(e) => onCommit?.(e.currentTarget.value)}
      />
      {quick.length ? (
        <div className="quick-amounts" role="group" aria-label={i18n._({ id: 'cashier.amount.quick', message: 'Montants rapides' })}>
          {quick.map((q) => (
            <button
              key={q}
              type="button"
              className="casino-button casino-button--secondary"
              {...parts('button', 'quick-amount')}
              aria-pressed={value === String(q)}
              disabled={disabled}
              onClick={() => {
                onChange(String(q));
                onCommit?.(String(q));
              }}
            >
              <bdi dir="ltr" className="casino-money">
                {money(q, currency).slice(1, -1)}
              </bdi>
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
