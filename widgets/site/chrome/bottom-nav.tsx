// Spec shell §2 "Header", mobile: the bottom navigation — home, account settings (signed-in only, with
// the balance; opens the account panel), sport (the sport chooser), casino.
import { useLingui } from '@lingui/react';
import { useStore } from '@nanostores/react';
import { $auth } from '@src/stores/auth';
import { Money } from '@src/format/money-amount';
import { Link } from '@src/ui/link';
import { Icon } from './icons';
import { $router } from '../shell/router';
import { pathWithin } from './menu';
import { openPanel } from '../shell/state';
import { useOffers } from '../shell/viewer';

export function BottomNav() {
  const { i18n } = useLingui();
  const auth = useStore($auth);
  const path = useStore($router)?.path ?? '';
  const user = auth.isAuth ? auth.user : null;
  const casino = useOffers('casino');
  const current = (prefix: string) => (pathWithin(path, prefix) ? 'page' : undefined);
  return (
    <nav className="site-bottom-nav" aria-label={i18n._({ id: 'site.menu.bottom', message: 'Navigation rapide' })}>
      <ul role="list">
        <li>
          <Link href="/main" aria-current={current('/main')}>
            <Icon name="home" />
            <span>{i18n._({ id: 'site.nav.home', message: 'Accueil' })}</span>
          </Link>
        </li>
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
        <li>
          <Link href="/sport" aria-current={current('/sport')}>
            <Icon name="ball" />
            <span>{i18n._({ id: 'site.nav.sport', message: 'Sport' })}</span>
          </Link>
        </li>
        {casino ? (
          <li>
            <Link href="/slots/casino" aria-current={current('/slots')}>
              <Icon name="cards" />
              <span>{i18n._({ id: 'menu.casino', message: 'Casino' })}</span>
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
