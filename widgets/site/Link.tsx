import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';
import type { ButtonVariant } from '../../src/ui';
import { cx } from '../../src/ui/part';
import { isSitePath, navigate } from './router';

export type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/**
 * A click the browser would treat as "follow here": left button, no modifier key (Ctrl/Cmd/Shift/Alt
 * mean a new tab, a window or a download), not already handled.
 */
export function isPlainClick(event: Pick<globalThis.MouseEvent, 'defaultPrevented' | 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>): boolean {
  return !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * An anchor that opens site paths through the router (no page load) and keeps every browser behaviour:
 * middle click, Ctrl/Cmd click and "open in new tab" still get the real URL.
 */
export function Link({ href, onClick, ...rest }: LinkProps) {
  const handle = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!isPlainClick(event)) return;
    if (rest.target && rest.target !== '_self') return;
    if (!isSitePath(href)) return;
    event.preventDefault();
    navigate(href);
  };
  return <a href={href} onClick={handle} {...rest} />;
}

/** A link that looks like the ui Button (same classes and label markup). */
export function ButtonLink({ variant = 'primary', className, children, ...rest }: LinkProps & { variant?: ButtonVariant; children: ReactNode }) {
  return (
    <Link {...rest} className={cx('casino-button', `casino-button--${variant}`, className)}>
      <span className="casino-button__label">{children}</span>
    </Link>
  );
}
