// Links of the shared form kit and the site's chrome. A plain click on a site path is routed by the host
// that owns the URL: the site shell intercepts clicks on anchors anywhere in its tree, nested shadow
// roots included (widgets/site/site.tsx, useLinkInterception), so this module needs no router and an
// element alone on a partner's page keeps ordinary anchors.
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import type { ButtonVariant } from '.';
import { cx } from './class-names';

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

export { isPlainClick } from './plain-click';

/**
 * An anchor to a site path. Every browser behaviour stays (middle click, Ctrl/Cmd click, "open in new
 * tab" get the real URL); a plain click is routed by the site shell without a page load.
 */
export function Link(props: LinkProps) {
  return <a {...props} />;
}

/** A link that looks like the ui Button (same classes and label markup). */
export function ButtonLink({ variant = 'primary', className, children, ...rest }: LinkProps & { variant?: ButtonVariant; children: ReactNode }) {
  return (
    <Link {...rest} className={cx('casino-button', `casino-button--${variant}`, className)}>
      <span className="casino-button__label">{children}</span>
    </Link>
  );
}
