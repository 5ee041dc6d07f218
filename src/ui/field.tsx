// A labelled input with its hint and error (docs/conventions.md §2.15: server field errors appear under the
// matching input). The error is announced when it appears (role="alert") and stays attached to the input
// through aria-describedby and aria-invalid.
import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { parts } from './part';
import { cx } from './class-names';

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> {
  label: ReactNode;
  name: string;
  error?: string;
  hint?: ReactNode;
  /** Extra part names for the wrapper, added to `field`. */
  part?: string;
  inputRef?: Ref<HTMLInputElement>;
}

interface FieldFrameProps {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  part?: string;
  className?: string;
  ids: FieldIds;
  /** The input, or the input with its trailing controls. */
  children: ReactNode;
}

interface FieldIds {
  input: string;
  hint: string;
  error: string;
}

export function useFieldIds(id?: string): FieldIds {
  const base = useId();
  return { input: id ?? `${base}-input`, hint: `${base}-hint`, error: `${base}-error` };
}

/** aria-describedby: the caller's own, then the hint, then the error (when shown). */
export function describedBy(ids: FieldIds, hint: unknown, error: unknown, own?: string): string | undefined {
  return cx(own, hint ? ids.hint : null, error ? ids.error : null) || undefined;
}

export function FieldFrame({ label, error, hint, part, className, ids, children }: FieldFrameProps) {
  return (
    <div className={cx('casino-field', error && 'casino-field--invalid', className)} {...parts('field', part)}>
      <label className="casino-field__label" htmlFor={ids.input} {...parts('label')}>
        {label}
      </label>
      {children}
      {hint ? (
        <div className="casino-field__hint" id={ids.hint} {...parts('hint')}>
          {hint}
        </div>
      ) : null}
      {error ? (
        <div className="casino-field__error" id={ids.error} role="alert" {...parts('error')}>
          {error}
        </div>
      ) : null}
    </div>
  );
}

export function Field({ label, name, error, hint, part, className, id, inputRef, ...input }: FieldProps) {
  const ids = useFieldIds(id);
  return (
    <FieldFrame label={label} error={error} hint={hint} part={part} className={className} ids={ids}>
      <input
        {...input}
        {...parts('input')}
        ref={inputRef}
        id={ids.input}
        name={name}
        className="casino-field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, hint, error, input['aria-describedby'])}
      />
    </FieldFrame>
  );
}
