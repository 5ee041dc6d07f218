// /profile/exchange-bonus-balance (spec money §4, §5, §8, §9): the bonus balance to the real
// balance. The amount starts as the whole bonus (floored, §5) and may be edited; the spec's two
// conditions are checked BEFORE any call, in the server's order (a refused exchange sends nothing), then
// the server's refusals are told by code; the button is locked while the exchange is in flight (one POST
// per press: the store's single flight and Idempotency-Key); "balance converted" once done, and the header's
// balances follow through the session (the store applies the answer's balances). An unknown outcome
// (docs/conventions.md §7 "Definitive answers") says it is checking, and the next press resends the same exchange.
import { useState } from 'react';
import { useLingui } from '@lingui/react';
import type { MessageDescriptor } from '@lingui/core';
import { exchangeBonus, checkExchange, type ExchangeProblem } from '../../../src/stores/bonus-exchange';
import { loadLatestBonus } from '../../../src/stores/bonus-latest';
import { translate } from '../../../src/i18n/translate';
import { useRequest } from '../../../src/ui/form';
import { Button, ErrorScreen, Field, Spinner } from '../../../src/ui';
import { Money } from '../../../src/format/money-amount';
import { displayCurrency } from '../../../src/format/money-format';
import { parts } from '../../../src/ui/part';
import { CheckingNotice } from '../../../src/ui/checking-notice';
import { OUTCOME_UNKNOWN } from '../../../src/api/idempotency-key';
import fieldsCss from '../../../src/ui/fields.css';
import bonusCss from './bonus.css';
import type { ProfileSectionProps } from '../section-props';
import { ExchangeConditions, parseAmountText, RULE_MESSAGES, useExchangeRules, useMoneyText, usePlayerFigures } from './bonus-parts';
import '@src/errors/profile-errors';

export const styles = fieldsCss + '\n' + bonusCss;

const MESSAGES: Record<Exclude<ExchangeProblem, 'bonus_amount_too_low' | 'balance_not_low_enough'>, MessageDescriptor> = {
  invalid: /*i18n*/ { id: 'profile.exchange.amount_invalid', message: 'Saisissez un montant valide (deux décimales au plus).' },
  insufficient_funds_on_bonus_balance: /*i18n*/ {
    id: 'profile.exchange.insufficient_bonus',
    message: 'Ce montant dépasse votre solde bonus ({bonus}).',
  },
};

/** Whole cents as the field shows them: "12.00" in the input (an LTR island). */
const amountText = (amount: number) => amount.toFixed(2);

export default function ExchangeBonusBalanceSection(_props: ProfileSectionProps) {
  const { i18n } = useLingui();
  const money = useMoneyText();
  const figures = usePlayerFigures();
  const rules = useExchangeRules();
  const { busy, run } = useRequest();
  const [amount, setAmount] = useState<string | null>(null);
  const [problem, setProblem] = useState<{ code: string; message: string } | null>(null);
  const [converted, setConverted] = useState<{ amount: number; currency: string } | null>(null);
  // The amount of the last press when its outcome is unknown (docs/conventions.md §7): the page says it is checking,
  // and the next press of that amount resends it without the local check, which the balances read again
  // meanwhile may already fail (the exchange was made): the server replays its first answer.
  const [checking, setChecking] = useState<number | null>(null);
  if (!figures) return null;
  const title = <h2>{i18n._({ id: 'profile.exchange.title', message: 'Échanger le solde bonus' })}</h2>;
  if (rules.status === 'error') {
    return (
      <section className="bonus-section" {...parts('exchange')}>
        {title}
        <ErrorScreen error={rules.error} onRetry={rules.retry} />
      </section>
    );
  }
  if (!rules.data) {
    return (
      <section className="bonus-section" {...parts('exchange')}>
        {title}
        <Spinner size="medium" label={i18n._({ id: 'profile.exchange.loading', message: 'Chargement des conditions…' })} />
      </section>
    );
  }
  const r = rules.data;
  const c = figures.currency;
  // Untouched, the field follows the bonus (it changes after an exchange, or from another tab).
  const value = amount ?? amountText(figures.bonusBalance);

  const messageFor = (code: ExchangeProblem | string): string | null => {
    switch (code) {
      case 'bonus_amount_too_low':
        return translate(i18n, RULE_MESSAGES.bonus_amount_too_low, { amount: money(r.minBonus, c) });
      case 'balance_not_low_enough':
        return translate(i18n, RULE_MESSAGES.balance_not_low_enough, { amount: money(r.maxBalance, c) });
      case 'insufficient_funds_on_bonus_balance':
        return translate(i18n, MESSAGES.insufficient_funds_on_bonus_balance, { bonus: money(figures.bonusBalance, c) });
      case 'invalid':
        return i18n._(MESSAGES.invalid);
      default:
        return null;
    }
  };

  const submit = async () => {
    setConverted(null);
    const parsed = parseAmountText(value);
    const local = parsed !== null && parsed === checking ? null : checkExchange(parsed, r, figures);
    if (local) {
      setProblem({ code: local, message: messageFor(local)! });
      return;
    }
    setProblem(null);
    setChecking(null);
    const result = await run(() => exchangeBonus(parsed!), { quiet: true });
    if (result.ok) {
      setAmount(null);
      // Said once, by the status region beside the button (with the amount); a toast as well made a screen
      // reader announce the conversion twice.
      setConverted({ amount: result.value.amount, currency: result.value.currency });
      void loadLatestBonus();
      return;
    }
    if (result.skipped) return;
    if (result.code === OUTCOME_UNKNOWN) {
      setChecking(parsed);
      return;
    }
    setProblem({
      code: result.code,
      message:
        messageFor(result.code) ??
        result.fieldMessages.amount ??
        result.message ??
        i18n._({ id: 'profile.exchange.failed', message: "L'échange n'a pas pu être fait. Réessayez." }),
    });
  };

  const onAmountField = problem && problem.code !== 'balance_not_low_enough' ? problem.message : undefined;
  const formProblem = problem && !onAmountField ? problem.message : undefined;
  return (
    <section className="bonus-section" {...parts('exchange')}>
      {title}
      <dl className="bonus-figures" {...parts('figures')}>
        <div>
          <dt>{i18n._({ id: 'profile.bonus.bonus_balance', message: 'Solde bonus' })}</dt>
          <dd>
            <Money amount={figures.bonusBalance} currency={c} />
          </dd>
        </div>
        <div>
          <dt>{i18n._({ id: 'profile.bonus.real_balance', message: 'Solde réel' })}</dt>
          <dd>
            <Money amount={figures.balance} currency={c} />
          </dd>
        </div>
      </dl>
      <h3>{i18n._({ id: 'profile.exchange.conditions', message: 'Conditions de l’échange' })}</h3>
      <ExchangeConditions rules={r} figures={figures} />
      <form
        className="bonus-form"
        noValidate
        data-problem={problem?.code}
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Field
          label={i18n._({ id: 'profile.exchange.amount', message: 'Montant à échanger ({currency})', values: { currency: displayCurrency(c) } })}
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          dir="ltr"
          value={value}
          disabled={busy}
          error={onAmountField}
          hint={i18n._({
            id: 'profile.exchange.amount_hint',
            message: 'Au moins {min}, au plus votre solde bonus.',
            values: { min: money(r.minBonus, c) },
          })}
          onInput={(e) => {
            setAmount((e.target as HTMLInputElement).value);
            setProblem(null);
            setConverted(null);
          }}
        />
        {formProblem ? (
          <p className="bonus-alert" role="alert" data-code={problem?.code} {...parts('error')}>
            {formProblem}
          </p>
        ) : null}
        <CheckingNotice active={checking !== null} />
        <Button type="submit" busy={busy} part="exchange-submit">
          {i18n._({ id: 'profile.exchange.submit', message: 'Échanger' })}
        </Button>
      </form>
      {/* Always in the tree, so screen readers announce what is written into it. */}
      <p className={converted ? 'bonus-notice' : 'bonus-notice bonus-notice--empty'} role="status" data-amount={converted?.amount} {...parts('notice')}>
        {converted
          ? i18n._({
              id: 'profile.exchange.converted',
              message: 'Solde converti : {amount} ajoutés à votre solde réel.',
              values: { amount: money(converted.amount, converted.currency) },
            })
          : null}
      </p>
    </section>
  );
}
