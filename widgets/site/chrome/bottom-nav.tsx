// Spec shell §2 "Header", mobile: the bottom navigation — home, account settings (signed-in only, with
// the balance; opens the account panel), sport (the sport chooser), casino. Its links are the menu
// definition's 'bottom' entries, so the one rule of menu.ts (user type, products, sign-in) decides them.
import { useLingui } from '@lingui/react';
import { useStore } from '@nanostores/react';
import { $auth } from '@src/stores/auth';
import { Money } from '@src/format/money-amount';
import { Link } from '@src/ui/link';
import { useDocumentInset } from './document-inset';
import { Icon } from './icons';
import { $router } from '../shell/router';
import { menuOf, pathWithin, type MenuEntry } from './menu';
import { openPanel } from '../shell/state';
import { chromePlayer, useViewer } from '../shell/viewer';

export function BottomNav() {
  const { i18n } = useLingui();
  const auth = useStore($auth);
  const path = useStore($router)?.path ?? '';
  const user = chromePlayer(auth);
  // Home first, then the account button, then the rest (spec order).
  const [home, ...rest] = menuOf('bottom', useViewer());
  const inset = useDocumentInset('bottom');
  const item = (entry: MenuEntry) => (
    <li key={entry.id}>
      <Link href={entry.href} aria-current={pathWithin(path, entry.within ?? entry.href) ? 'page' : undefined}>
        <Icon name={entry.icon} />
        <span>{i18n._(entry.label)}</span>
      </Link>
    </li>
  );
  return (
    <nav className="site-bottom-nav" ref={inset} aria-label={i18n._({ id: 'site.menu.bottom', message: 'Navigation rapide' })}>
      <ul role="list">
        {home ? item(home) : null}
        {user ? (
          <li>
            <button type="button" aria-haspopup="dialog" onClick={() => openPanel('right')}>
              <Icon name="wallet" />
              <span className="site-bottom-nav__balance">
                <span className="casino-visually-hidden">{i18n._({ id: 'site.account', message: 'Mon compte' })} </span>
                <Money amount={user.balance} currency={user.currency} />
              </span>
            </button>
          </li>
        ) : null}
        {rest.map(item)}
      </ul>
    </nav>
  );
}
