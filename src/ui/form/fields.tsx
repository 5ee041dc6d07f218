// The form kit's inputs beyond src/ui's Field and PasswordField: a select with the same wiring, and the
// e-mail and new-password inputs every account form uses (same labels, keyboards and autofill hints).
// Each takes a FieldBinding (use-form.ts) spread as props. Styles: src/ui/fields.css, and form.css for
// SelectField.
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from 'react';
import { useLingui } from '@lingui/react';
import { Field, FieldFrame, describedBy, useFieldIds } from '../field';
import { PasswordField } from '../password-field';
import { parts } from '../part';
import type { FieldBinding } from './use-form';

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: ReactNode;
  name: string;
  error?: string;
  hint?: ReactNode;
  options: { value: string; label: string }[];
}

/** A labelled <select> with the same hint and error wiring as src/ui's Field. */
export function SelectField({ label, name, error, hint, options, id, ...select }: SelectFieldProps) {
  const ids = useFieldIds(id);
  return (
    <FieldFrame label={label} error={error} hint={hint} ids={ids}>
      <select
        {...select}
        {...parts('input')}
        id={ids.input}
        name={name}
        className="casino-field__input casino-field__select"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, hint, error, select['aria-describedby'])}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

/** The e-mail input (the same label, keyboard and autofill hints on every form). */
export function EmailField({ hint, ...binding }: FieldBinding & { hint?: ReactNode }) {
  const { i18n } = useLingui();
  return (
    <Field
      {...binding}
      hint={hint}
      label={i18n._({ id: 'account.field.email', message: 'Adresse e-mail' })}
      type="email"
      inputMode="email"
      autoComplete="email"
      required
    />
  );
}

/** A new password and its confirmation (show/hide on each; the first one says the minimum length). */
export function NewPasswordFields({ first, second, firstLabel }: { first: FieldBinding; second: FieldBinding; firstLabel: string }) {
  const { i18n } = useLingui();
  return (
    <>
      <PasswordField
        {...first}
        label={firstLabel}
        hint={i18n._({ id: 'account.field.password_hint', message: '8 caractères minimum' })}
        autoComplete="new-password"
        required
      />
      <PasswordField
        {...second}
        label={i18n._({ id: 'account.field.password2', message: 'Confirmez le mot de passe' })}
        autoComplete="new-password"
        required
      />
    </>
  );
}

export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'checked' | 'value'> {
  label: ReactNode;
  name: string;
  /** The form kit holds text: 'yes' when ticked, '' when not. */
  value: string;
  error?: string;
  /** Below the label, tied to the box by aria-describedby (a link to the terms…). */
  hint?: ReactNode;
  onChange: (value: 'yes' | '') => void;
}

/**
 * A labelled checkbox with the kit's hint and error wiring (the registration's 18+ and terms
 * boxes). The box comes first and the label beside it, as players expect; the whole label toggles it.
 */
export function CheckboxField({ label, name, value, error, hint, onChange, id, className, ...input }: CheckboxFieldProps) {
  const ids = useFieldIds(id);
  return (
    <div className={`casino-field casino-check${error ? ' casino-field--invalid' : ''}${className ? ` ${className}` : ''}`} {...parts('field')}>
      <div className="casino-check__row">
        <input
          {...input}
          {...parts('checkbox')}
          type="checkbox"
          id={ids.input}
          name={name}
          className="casino-check__box"
          checked={value === 'yes'}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(ids, hint, error, input['aria-describedby'])}
          onChange={(event) => onChange(event.currentTarget.checked ? 'yes' : '')}
        />
        <label className="casino-check__label" htmlFor={ids.input} {...parts('label')}>
          {label}
        </label>
      </div>
      {hint ? (
        <div className="casino-field__hint casino-check__hint" id={ids.hint} {...parts('hint')}>
          {hint}
        </div>
      ) : null}
      {error ? (
        <div className="casino-field__error casino-check__hint" id={ids.error} role="alert" {...parts('error')}>
          {error}
        </div>
      ) : null}
    </div>
  );
}
