// The history list's filter inputs: a choice (native <select>, labelled) and a range of days (two native
// date inputs, labelled, kept in order by min/max and ending today: no history in the future). They
// apply at once on change (the list reloads; the URL changes), so there is no "apply" step to miss.
import { useId } from 'react';
import { useLingui } from '@lingui/react';
import { parts } from '../part';
import { today } from './history-query';

export interface ChoiceOption {
  value: string;
  label: string;
}

export interface ChoiceFilterProps {
  label: string;
  value: string | undefined;
  options: readonly ChoiceOption[];
  /** The option meaning "no filter", listed first ("Tous"); its value is ''. */
  anyLabel?: string;
  onChange(value: string | null): void;
  part?: string;
}

export function ChoiceFilter({ label, value, options, anyLabel, onChange, part }: ChoiceFilterProps) {
  const id = useId();
  return (
    <div className="history-filter" {...parts('history-filter', part)}>
      <label className="history-filter__label" htmlFor={id}>
        {label}
      </label>
      <select id={id} className="history-filter__input" value={value ?? ''} onChange={(e) => onChange(e.currentTarget.value || null)}>
        {anyLabel !== undefined ? <option value="">{anyLabel}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export interface DateRangeFilterProps {
  from: string | undefined;
  to: string | undefined;
  onChange(changes: { from?: string | null; to?: string | null }): void;
  /** For tests: the day the inputs end at. */
  now?: Date;
}

export function DateRangeFilter({ from, to, onChange, now }: DateRangeFilterProps) {
  const { i18n } = useLingui();
  const id = useId();
  const max = today(now);
  return (
    <fieldset className="history-dates" {...parts('history-dates')}>
      <legend className="history-filter__label">{i18n._({ id: 'history.dates', message: 'Période' })}</legend>
      <div className="history-filter">
        <label className="history-filter__label history-filter__label--minor" htmlFor={`${id}-from`}>
          {i18n._({ id: 'history.from', message: 'Du' })}
        </label>
        <input
          id={`${id}-from`}
          type="date"
          dir="ltr"
          className="history-filter__input"
          value={from ?? ''}
          max={to ?? max}
          onChange={(e) => onChange({ from: e.currentTarget.value || null })}
        />
      </div>
      <div className="history-filter">
        <label className="history-filter__label history-filter__label--minor" htmlFor={`${id}-to`}>
          {i18n._({ id: 'history.to', message: 'Au' })}
        </label>
        <input
          id={`${id}-to`}
          type="date"
          dir="ltr"
          className="history-filter__input"
          value={to ?? ''}
          min={from}
          max={max}
          onChange={(e) => onChange({ to: e.currentTarget.value || null })}
        />
      </div>
    </fieldset>
  );
}
