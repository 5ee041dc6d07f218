// The history list's filter inputs: a choice (native <select>, labelled) and a range of days (two native
// date inputs, labelled, kept in order by min/max and ending today: no history in the future). They
// apply at once on change (the list reloads; the URL changes), so there is no "apply" step to miss.
import { useId, useState } from 'react';
import { useLingui } from '@lingui/react';
import { parts } from '../part';
import { DATE_PRESETS, presetOf, presetRange, today, type DatePreset } from './history-query';

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
  /**
   * Quick ranges first (today, 7 days, 30 days, this month, custom): the two date inputs show for a
   * custom range only. The range is still written as two days in the URL, so a link keeps its days.
   */
  presets?: boolean;
}

const PRESET_LABELS: Record<DatePreset | 'custom' | 'all', { id: string; message: string }> = {
  all: /*i18n*/ { id: 'history.preset_all', message: 'Toutes les dates' },
  today: /*i18n*/ { id: 'history.preset_today', message: "Aujourd'hui" },
  '7d': /*i18n*/ { id: 'history.preset_7d', message: '7 derniers jours' },
  '30d': /*i18n*/ { id: 'history.preset_30d', message: '30 derniers jours' },
  month: /*i18n*/ { id: 'history.preset_month', message: 'Ce mois-ci' },
  custom: /*i18n*/ { id: 'history.preset_custom', message: 'Personnalisée' },
};

export function DateRangeFilter({ from, to, onChange, now, presets }: DateRangeFilterProps) {
  const { i18n } = useLingui();
  const id = useId();
  const max = today(now);
  // "Custom" chosen before any day is typed: nothing in the URL says it yet, so it is remembered here.
  const [customOpen, setCustomOpen] = useState(false);
  const chosen = presetOf(from, to, now);
  // Custom chosen keeps the inputs open even while the days still match a preset (they are about to change).
  const mode = customOpen ? 'custom' : (chosen ?? 'all');
  const choose = (value: string) => {
    if (value === 'custom') {
      setCustomOpen(true);
      return;
    }
    setCustomOpen(false);
    if (value === 'all') onChange({ from: null, to: null });
    else onChange(presetRange(value as DatePreset, now));
  };
  const showInputs = !presets || mode === 'custom';
  return (
    <fieldset className="history-dates" {...parts('history-dates')}>
      <legend className="history-filter__label">{i18n._({ id: 'history.dates', message: 'Période' })}</legend>
      {presets ? (
        <div className="history-filter">
          <label className="history-filter__label history-filter__label--minor" htmlFor={`${id}-preset`}>
            {i18n._({ id: 'history.range', message: 'Plage' })}
          </label>
          <select id={`${id}-preset`} className="history-filter__input" value={mode} onChange={(e) => choose(e.currentTarget.value)} {...parts('date-preset')}>
            {(['all', ...DATE_PRESETS, 'custom'] as const).map((p) => (
              <option key={p} value={p}>
                {i18n._(PRESET_LABELS[p])}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {showInputs ? (
        <>
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
        </>
      ) : null}
    </fieldset>
  );
}
