// The deposit page's responsible-gaming lines (docs/contracts/responsible-gaming.md §1, §2): before an amount
// is typed, what the player may still deposit (the smallest remaining of their daily, weekly and monthly
// deposit limits, and when that period renews), or that the jurisdiction wants a deposit limit first; and,
// when the server refuses a deposit with `deposit_limit_reached` or `deposit_limit_required`, the refusal
// explained with its numbers (from the refusal's body) and a link to /profile/limits. The limits come from
// src/stores/limits (read while this shows; read again after a refusal).
import { useStore } from '@nanostores/react';
import { useLingui } from '@lingui/react';
import { $limits } from '../../src/stores/limits';
import { depositAllowance, type Limits } from '../../src/api/limits';
import { isApiError } from '../../src/api/errors';
import { isObject } from '../../src/api/errors';
import { parseAmount } from '../../src/format/money';
import { formatDateTime } from '../../src/format/date';
import { parts } from '../../src/ui/part';
import { useMoneyText } from './money-text';
import '../../src/errors/rg-errors';

const LIMITS_PATH = '/profile/limits';

/** The body of a deposit refusal the player can act on (docs/contracts/responsible-gaming.md §2), or null for any other failure. */
export interface DepositLimitRefusal {
  code: 'deposit_limit_reached' | 'deposit_limit_required';
  remaining: number | null;
  limit: number | null;
  periodEnd: string | null;
  currency: string | null;
}

const amountOr = (value: unknown): number | null => {
  try {
    return value === null || value === undefined ? null : parseAmount(value as string);
  } catch {
    return null;
  }
};

export function depositLimitRefusal(error: unknown): DepositLimitRefusal | null {
  if (!isApiError(error) || (error.code !== 'deposit_limit_reached' && error.code !== 'deposit_limit_required')) return null;
  const body = isObject(error.body) ? error.body : {};
  return {
    code: error.code,
    remaining: amountOr(body.remaining),
    limit: amountOr(body.limit),
    periodEnd: typeof body.period_end === 'string' ? body.period_end : null,
    currency: typeof body.currency === 'string' ? body.currency : null,
  };
}

/** A link out of the cashier (the site navigates; alone, the host decides): the cashier's link colour, readable on its dark panels. */
export function RgLink({ path, leave, part = 'limits-link', children }: { path: string; leave(path: string): void; part?: string; children: string }) {
  return (
    <a
      href={path}
      className="cashier-link"
      {...parts(part)}
      onClick={(event) => {
        event.preventDefault();
        leave(path);
      }}
    >
      {children}
    </a>
  );
}

const LimitsLink = ({ leave, children }: { leave(path: string): void; children: string }) => (
  <RgLink path={LIMITS_PATH} leave={leave}>
    {children}
  </RgLink>
);

const noDepositLimit = (l: Limits) => l.limits.deposit_daily === null && l.limits.deposit_weekly === null && l.limits.deposit_monthly === null;

/** What the player may still deposit, before they type (nothing while the limits are unknown). */
export function DepositAllowance({ currency, leave }: { currency: string; leave(path: string): void }) {
  const { i18n } = useLingui();
  const money = useMoneyText();
  const limits = useStore($limits).data;
  if (!limits) return null;
  const allowance = depositAllowance(limits);
  if (limits.mustSetBeforeDeposit && noDepositLimit(limits)) {
    return (
      <p className="cashier-muted rg-allowance" {...parts('deposit-allowance')}>
        {i18n._({ id: 'rg.cashier.limit_required', message: 'Votre juridiction demande une limite de dépôt avant tout dépôt.' })}{' '}
        <LimitsLink leave={leave}>{i18n._({ id: 'rg.cashier.set_limit', message: 'Fixer une limite' })}</LimitsLink>
      </p>
    );
  }
  return (
    <p className="cashier-muted rg-allowance" {...parts('deposit-allowance')}>
      {allowance
        ? i18n._({
            id: 'rg.cashier.allowance',
            message: 'Vous pouvez encore déposer {amount} jusqu’au {date} (vos limites de dépôt).',
            values: { amount: money(allowance.remaining, currency), date: formatDateTime(allowance.periodEnd) },
          })
        : i18n._({ id: 'rg.cashier.no_limit', message: 'Aucune limite de dépôt.' })}{' '}
      <LimitsLink leave={leave}>{i18n._({ id: 'rg.cashier.my_limits', message: 'Mes limites' })}</LimitsLink>
    </p>
  );
}

/** A refused deposit explained with its numbers, and where to change the limits. */
export function DepositLimitNotice({ refusal, currency, leave }: { refusal: DepositLimitRefusal; currency: string; leave(path: string): void }) {
  const { i18n } = useLingui();
  const money = useMoneyText();
  const cur = refusal.currency ?? currency;
  return (
    <div className="cashier-error" role="alert" data-code={refusal.code} {...parts('error', 'limit-refusal')}>
      <span>
        {refusal.code === 'deposit_limit_required'
          ? i18n._({ id: 'rg.cashier.refused_required', message: 'Dépôt refusé : fixez d’abord une limite de dépôt, comme le demande votre juridiction.' })
          : refusal.remaining !== null && refusal.periodEnd
            ? i18n._({
                id: 'rg.cashier.refused_reached',
                message: 'Dépôt refusé : il dépasse votre limite de dépôt. Vous pouvez encore déposer {remaining} jusqu’au {date}.',
                values: { remaining: money(refusal.remaining, cur), date: formatDateTime(refusal.periodEnd) },
              })
            : i18n._({ id: 'rg.cashier.refused_reached_plain', message: 'Dépôt refusé : il dépasse votre limite de dépôt.' })}
      </span>
      <LimitsLink leave={leave}>
        {refusal.code === 'deposit_limit_required'
          ? i18n._({ id: 'rg.cashier.set_limit', message: 'Fixer une limite' })
          : i18n._({ id: 'rg.cashier.see_limits', message: 'Voir mes limites' })}
      </LimitsLink>
    </div>
  );
}
