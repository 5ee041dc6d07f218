import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { isSitePath, navigate } from './router';

export type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/**
 * An anchor that opens site paths through the router (no page load) and keeps every browser behaviour:
 * middle click, Ctrl/Cmd click and "open in new tab" still get the real URL.
 */
export function Link({ href, onClick, ...rest }: LinkProps) {
  const handle = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (rest.target && rest.target !== '_self') return;
    if (!isSitePath(href)) return;
    event.preventDefault();
    navigate(href);
  };
  return <a href={href} onClick={handle} {...rest} />;
}
