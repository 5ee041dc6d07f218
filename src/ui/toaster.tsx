// The page's toasts (spec shell-session-wheel.md §8), rendered once per page by the element runtime.
// Two live regions that always exist (a region must be in the DOM before text is added to it, or screen
// readers miss it): info and success are polite status messages, error and warn are assertive alerts.
// Hovering or focusing the toasts holds their auto-dismiss (WCAG 2.2.1).
import { useRef } from 'react';
import { useStore } from '@nanostores/react';
import { useLingui } from '@lingui/react';
import { $toasts, dismissToast, pauseToasts, resumeToasts, type Toast } from '../stores/toasts';
import { parts } from './part';
import { cx } from './class-names';
import toasterCss from './toaster.css';

/** Adopted by the element that renders the toaster (they load together, on demand). */
export const toasterStyles = toasterCss;

const ICONS: Record<Toast['type'], string> = { info: 'i', success: '✓', warn: '!', error: '!' };

function ToastItem({ toast, dismissLabel }: { toast: Toast; dismissLabel: string }) {
  return (
    <div className={cx('casino-toast', `casino-toast--${toast.type}`)} data-type={toast.type} {...parts('toast', `toast-${toast.type}`)}>
      <span className="casino-toast__icon" aria-hidden="true">
        {ICONS[toast.type]}
      </span>
      <p className="casino-toast__message">{toast.message}</p>
      <button
        type="button"
        className="casino-toast__dismiss"
        aria-label={dismissLabel}
        {...parts('toast-dismiss')}
        onClick={() => dismissToast(toast.id)}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}

export function Toaster() {
  const toasts = useStore($toasts);
  const { i18n } = useLingui();
  const hold = useRef({ hover: false, focus: false });
  const update = (key: 'hover' | 'focus', value: boolean) => {
    hold.current[key] = value;
    if (hold.current.hover || hold.current.focus) pauseToasts();
    else resumeToasts();
  };
  const dismissLabel = i18n._({ id: 'ui.toast.dismiss', message: 'Fermer la notification' });
  const polite = toasts.filter((t) => t.type === 'info' || t.type === 'success');
  const assertive = toasts.filter((t) => t.type === 'error' || t.type === 'warn');
  return (
    <section
      className={cx('casino-toaster', toasts.length === 0 && 'casino-toaster--empty')}
      aria-label={i18n._({ id: 'ui.toaster.label', message: 'Notifications' })}
      {...parts('toaster')}
      onMouseEnter={() => update('hover', true)}
      onMouseLeave={() => update('hover', false)}
      onFocus={() => update('focus', true)}
      onBlur={() => update('focus', false)}
    >
      {/* Plain boxes, not lists: a role on <ul> would orphan its <li>s for assistive technology. */}
      <div className="casino-toaster__list casino-toaster__list--alert" role="alert" aria-live="assertive" aria-relevant="additions">
        {assertive.map((t) => (
          <ToastItem key={t.id} toast={t} dismissLabel={dismissLabel} />
        ))}
      </div>
      <div className="casino-toaster__list casino-toaster__list--status" role="status" aria-live="polite" aria-relevant="additions">
        {polite.map((t) => (
          <ToastItem key={t.id} toast={t} dismissLabel={dismissLabel} />
        ))}
      </div>
    </section>
  );
}
