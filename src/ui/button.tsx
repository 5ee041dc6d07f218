// The one button. `type="button"` unless told otherwise, so a button inside a form never submits it by
// accident. `busy`: aria-busy, a spinner, and disabled so a second click cannot send the request twice.
import type { ButtonHTMLAttributes } from 'react';
import { Spinner } from './spinner';
import { parts } from './part';
import { cx } from './class-names';

// More variants come with the widgets that need them (each with its styles in ui.css).
export type ButtonVariant = 'primary' | 'secondary';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  busy?: boolean;
  /** Extra part names, added to `button`. */
  part?: string;
}

export function Button({
  variant = 'primary',
  busy = false,
  type = 'button',
  disabled,
  className,
  part,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      {...parts('button', part)}
      type={type}
      className={cx('casino-button', `casino-button--${variant}`, busy && 'casino-button--busy', className)}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
    >
      {busy ? <Spinner size="small" decorative className="casino-button__spinner" /> : null}
      <span className="casino-button__label">{children}</span>
    </button>
  );
}
