// What the bonus page and the exchange page share (spec money-and-games.md §2 "Profile"): the player's
// figures (the bonus floored to the cent, money §5), the exchange rules in the player's currency, the spec's
// two conditions with the player's current figures and whether each is met, and amounts written inside
// translated sentences.
import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { useLingui } from '@lingui/react';
import type { MessageDescriptor } from '@lingui/core';
import type { ExchangeRules } from '../../../src/api/bonus';
import { floor2 } from '../../../src/format/money';
import { formatMoney } from '../../../src/format/money-format';
import { toLocale } from '../../../src/i18n/locale';
import { $auth } from '../../../src/stores/auth';
import { $exchangeRules, exchangeConditions, loadExchangeRules, reloadExchangeRules, type ExchangeFigures } from '../../../src/stores/bonus-exchange';
import { parts } from '../../../src/ui/part';

/** The spec's messages (money §5), with the threshold in the player's currency. */
export const RULE_MESSAGES = {
  bonus_amount_too_low: /*i18n*/ { id: 'profile.bonus.rule.amount_too_low', message: 'Montant du bonus inférieur à {amount}' },
  balance_not_low_enough: /*i18n*/ {
    id: 'profile.bonus.rule.balance_too_high',
    message: "Le transfert n'est possible que si votre solde est inférieur à {amount}",
  },
} satisfies Record<string, MessageDescriptor>;

/** An amount inside a sentence: wrapped in a left-to-right isolate so it reads right in Arabic. */
export function useMoneyText(): (amount: number, currency: string) => string {
  const { i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  return (amount, currency) => `\u2066${formatMoney(amount, currency, locale)}\u2069`;
}

/** The signed-in player's balance and floored bonus (the session's user: the header shows the same). */
export function usePlayerFigures(): (ExchangeFigures & { currency: string; userId: number }) | null {
  const user = useStore($auth).user;
  if (!user) return null;
  return { userId: user.id, balance: user.balance, bonusBalance: floor2(user.bonusBalance ?? 0), currency: user.currency };
}

/** The rules, read once per player. */
export function useExchangeRules() {
  const state = useStore($exchangeRules);
  useEffect(() => {
    void loadExchangeRules();
  }, [state.status === 'idle']);
  return { ...state, retry: () => void reloadExchangeRules() };
}

/** "12,5" or " 12.50 " -> 12.5; null for anything that is not a plain decimal. */
export function parseAmountText(text: string): number | null {
  const normal = text.trim().replace(/\s/g, '').replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(normal)) return null;
  const value = Number(normal);
  return Number.isFinite(value) ? value : null;
}

/** The two conditions of money §5 / §9, each with the player's figure and whether it is met. */
export function ExchangeConditions({ rules, figures }: { rules: ExchangeRules; figures: ExchangeFigures }) {
  const { i18n } = useLingui();
  const money = useMoneyText();
  const met = exchangeConditions(rules, figures);
  const c = rules.currency;
  const rows = [
    {
      key: 'bonus',
      ok: met.bonusEnough,
      rule: i18n._({ id: 'profile.bonus.condition.bonus', message: 'Un bonus d’au moins {min}', values: { min: money(rules.minBonus, c) } }),
      now: i18n._({ id: 'profile.bonus.condition.bonus_now', message: 'Votre bonus : {amount}', values: { amount: money(figures.bonusBalance, c) } }),
    },
    {
      key: 'balance',
      ok: met.balanceLow,
      // What open withdrawals hold counts too (the server's rule, docs/api.md "Bonus exchange"): the
      // session knows only the balance, so the sentence says it rather than the page checking it.
      rule: i18n._({
        id: 'profile.bonus.condition.balance',
        message: 'Un solde réel inférieur à {max}, retraits en cours compris',
        values: { max: money(rules.maxBalance, c) },
      }),
      now: i18n._({ id: 'profile.bonus.condition.balance_now', message: 'Votre solde réel : {amount}', values: { amount: money(figures.balance, c) } }),
    },
  ];
  return (
    <ul className="bonus-conditions" {...parts('conditions')}>
      {rows.map((row) => (
        <li key={row.key} className={row.ok ? 'bonus-condition bonus-condition--met' : 'bonus-condition bonus-condition--unmet'} {...parts('condition')}>
          <span className="bonus-condition__mark" aria-hidden="true">
            {row.ok ? '✓' : '✗'}
          </span>
          <span className="bonus-condition__text">
            <span className="bonus-condition__rule">{row.rule}</span>
            <span className="bonus-condition__now">
              {row.now} —{' '}
              <strong>
                {row.ok
                  ? i18n._({ id: 'profile.bonus.condition.met', message: 'condition remplie' })
                  : i18n._({ id: 'profile.bonus.condition.unmet', message: 'condition non remplie' })}
              </strong>
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
}
