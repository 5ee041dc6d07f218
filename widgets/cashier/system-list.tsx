// The payment methods as one radio group (deposit and withdrawal pages): name, description,
// limits; a temporarily disabled method is shown greyed with the server's reason and cannot be chosen
// (a disabled radio, skipped by the arrow keys); the method of the last deposit is marked (withdrawals).
import type { ReactNode } from 'react';
import type { PaymentSystem } from '../../src/api/payments';
import { useLingui } from '@lingui/react';
import { useMoneyText } from './money-text';
import { parts } from '../../src/ui/part';
import { cx } from '../../src/ui/class-names';
import type { AmountLimits } from './limits';

/** What the list shows of a payment system; `lastDeposit` (the payout list's mark) may be absent. */
type SystemOption = Pick<PaymentSystem, 'slug' | 'name' | 'description' | 'min' | 'max' | 'currency' | 'isTemporaryDisabled' | 'disabledReason'> &
  Partial<Pick<PaymentSystem, 'lastDeposit'>>;

interface SystemListProps<S extends SystemOption = SystemOption> {
  legend: string;
  name: string;
  systems: readonly S[];
  selected: string | null;
  onSelect(slug: string): void;
  /** Extra lines under a method (the withdrawal's max amount). */
  extra?: (system: S) => ReactNode;
  /** The bounds to advertise (limits.ts methodLimits: those the amount field checks); default the method's own. */
  limitsOf?: (system: S) => AmountLimits;
}

export function SystemList<S extends SystemOption>({ legend, name, systems, selected, onSelect, extra, limitsOf }: SystemListProps<S>) {
  const { i18n } = useLingui();
  const money = useMoneyText();
  return (
    <fieldset className="systems" {...parts('systems')}>
      <legend>{legend}</legend>
      <div className="systems__list">
        {systems.map((s) => {
          const disabled = s.isTemporaryDisabled;
          const id = `${name}-${s.slug}`;
          const shown = limitsOf ? limitsOf(s) : { min: s.min, max: s.max };
          return (
            <label key={s.slug} htmlFor={id} className={cx('system', disabled && 'system--disabled')} {...parts('system', selected === s.slug && 'system-selected')}>
              <input
                type="radio"
                id={id}
                name={name}
                value={s.slug}
                checked={selected === s.slug}
                disabled={disabled}
                aria-describedby={`${id}-desc`}
                onChange={() => onSelect(s.slug)}
              />
              <span className="system__name">
                <bdi>{s.name}</bdi>
                {s.lastDeposit ? <span className="system__mark">{i18n._({ id: 'cashier.system.last_deposit', message: 'Votre dernier dépôt' })}</span> : null}
              </span>
              <span id={`${id}-desc`} className="system__desc">
                {s.description ? <bdi>{s.description}</bdi> : null}
                {disabled ? (
                  <span className="system__why">
                    {' '}
                    {i18n._({ id: 'cashier.system.disabled', message: 'Temporairement indisponible' })}
                    {s.disabledReason ? <> : <bdi>{s.disabledReason}</bdi></> : null}
                  </span>
                ) : null}
              </span>
              <span className="system__limits">
                {shown.max != null
                  ? i18n._({ id: 'cashier.system.limits', message: 'De {min} à {max}', values: { min: money(shown.min, s.currency), max: money(shown.max, s.currency) } })
                  : i18n._({ id: 'cashier.system.min_only', message: 'À partir de {min}', values: { min: money(shown.min, s.currency) } })}
                {extra?.(s)}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
