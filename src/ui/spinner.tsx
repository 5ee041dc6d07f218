// Loading indicator (spec shell-session-wheel.md §9: fades in over 0.25 s, default size small). With a
// label (default "Chargement…") it is a polite status for assistive technology; `decorative` hides it
// when something else already says "busy" (a button's aria-busy).
import { useLingui } from '@lingui/react';
import { notices } from '../i18n/messages';
import { parts } from './part';
import { cx } from './class-names';

export interface SpinnerProps {
  size?: 'small' | 'medium';
  /** Accessible text; defaults to the translated "loading". */
  label?: string;
  decorative?: boolean;
  className?: string;
}

export function Spinner({ size = 'small', label, decorative = false, className }: SpinnerProps) {
  const { i18n } = useLingui();
  const classes = cx('casino-spinner', `casino-spinner--${size}`, className);
  if (decorative) return <span className={classes} aria-hidden="true" {...parts('spinner')} />;
  return (
    <span className={classes} role="status" {...parts('spinner')}>
      <span className="casino-visually-hidden">{label ?? i18n._(notices.loading)}</span>
    </span>
  );
}
