// A payment's status as a badge: an icon (inline SVG, so a status never relies on colour alone), the
// translated label, and a tone class the stylesheet colours (cashier.css `.status-badge--<tone>`). Used by
// the pending tray, the payout list, the timeline, and by the lazy history views (helper D).
import { useLingui } from '@lingui/react';
import { parts } from '../../src/ui/part';
import { cx } from '../../src/ui/class-names';
import { paymentStatusInfo, type StatusIcon } from './statuses';
import { translate } from '../../src/i18n/translate';

/** 16×16 strokes (currentColor): each status family its own shape. */
const ICONS: Record<StatusIcon, string> = {
  clock: 'M8 1.5a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13ZM8 4.5V8l2.5 1.5',
  send: 'M2 8h9M8 4.5 11.5 8 8 11.5M13.5 3v10',
  'check-shield': 'M8 1.5 13.5 3.5v4c0 3.5-2.4 5.8-5.5 7-3.1-1.2-5.5-3.5-5.5-7v-4ZM5.5 8l1.8 1.8 3.2-3.6',
  cross: 'M8 1.5a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13ZM5.5 5.5l5 5M10.5 5.5l-5 5',
  hand: 'M5 8V3.5a1 1 0 0 1 2 0V7M7 7V2.5a1 1 0 0 1 2 0V7M9 7V3.5a1 1 0 0 1 2 0V8.5M11 6.5a1 1 0 0 1 2 0V10c0 2.5-2 4.5-4.5 4.5S5 13 3.5 11L2.5 9.5a1 1 0 0 1 1.6-1.2L5 9.5',
  check: 'M8 1.5a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13ZM5 8.2l2 2 4-4.4',
  hourglass: 'M4 1.5h8M4 14.5h8M5 1.5c0 3 3 4 3 6.5S5 11.5 5 14.5M11 1.5c0 3-3 4-3 6.5s3 3.5 3 6.5',
  undo: 'M5.5 3 2.5 6l3 3M2.5 6h7a4 4 0 0 1 0 8H6',
  question: 'M8 1.5a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13ZM6.2 6.2a1.8 1.8 0 1 1 2.6 1.6c-.5.3-.8.7-.8 1.3v.4M8 11.5v.1',
};

function StatusIconSvg({ icon }: { icon: StatusIcon }) {
  return (
    <svg className="status-icon" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      <path d={ICONS[icon]} fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

interface StatusBadgeProps {
  status: number;
  /** The payment's failure_reason: a payment the player cancelled or abandoned reads « Annulé », neutral. */
  reason?: string | null;
  className?: string;
}

export function StatusBadge({ status, reason, className }: StatusBadgeProps) {
  const { i18n } = useLingui();
  const info = paymentStatusInfo(status, reason);
  return (
    <span className={cx('status-badge', `status-badge--${info.tone}`, className)} data-status={status} {...parts('status-badge', `status-${status}`)}>
      <StatusIconSvg icon={info.icon} />
      <span className="status-badge__label">{translate(i18n, info.label, { code: status })}</span>
    </span>
  );
}
