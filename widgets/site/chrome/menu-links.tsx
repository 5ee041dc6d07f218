import { useLingui } from '@lingui/react';
import { useStore } from '@nanostores/react';
import { showToast } from '@src/stores/toasts';
import { notices } from '@src/i18n/messages';
import { Link } from '@src/ui/link';
import { Icon } from './icons';
import { activeEntry, menuOf, refusedFor, type MenuKind } from './menu';
import { $router } from '../shell/router';
import { useViewer } from '../shell/viewer';

interface MenuLinksProps {
  kind: MenuKind;
  /** Accessible name of the list's <nav>; without it the links render bare (inside another nav). */
  label?: string;
  className?: string;
  /** After a link is followed (a panel closes itself). */
  onFollow?: () => void;
  icons?: boolean;
}

/** One menu of the definition as a list of links, with the current page marked and guest refusals. */
export function MenuLinks({ kind, label, className, onFollow, icons = true }: MenuLinksProps) {
  const { i18n } = useLingui();
  const viewer = useViewer();
  const path = useStore($router)?.path ?? location.pathname;
  const entries = menuOf(kind, viewer);
  const active = activeEntry(entries, path);
  const list = (
    <ul className={`site-menu site-menu--${kind}${className ? ` ${className}` : ''}`} role="list">
      {entries.map((entry) => (
        <li key={entry.id}>
          <Link
            href={entry.href}
            className="site-menu__link"
            aria-current={entry === active ? 'page' : undefined}
            onClick={(event) => {
              if (refusedFor(entry, viewer)) {
                event.preventDefault();
                showToast(i18n._(notices.pleaseAuthenticate), 'warn');
                return;
              }
              onFollow?.();
            }}
          >
            {icons ? <Icon name={entry.icon} /> : null}
            <span>{i18n._(entry.label)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
  return label ? (
    <nav aria-label={label} className="site-menu-nav">
      {list}
    </nav>
  ) : (
    list
  );
}
