// Spec shell §2 "Header". Desktop: logo, the main menu, profile links, the guest's inline login form or
// the player's name, ID, balance and logout (both are <casino-login mode="inline">), the wheel button on
// wide screens. Mobile: burger, a login button to the sign-in route. Guests also get « Inscription »
// everywhere, and the account pages hide the header's copy of their own form (guest-calls.tsx).
// Which parts show at which width is site.css's business (breakpoints 475 / 767 / 1024 px).
import { useLingui } from '@lingui/react';
import { useStore } from '@nanostores/react';
import { $auth } from '@src/stores/auth';
import { openModal } from '@src/stores/modals';
import { Money } from '@src/format/money-amount';
import { Link } from '@src/ui/link';
import { useDocumentInset } from './document-inset';
import { HeaderGuestCalls, useGuestPage } from './guest-calls';
import { Icon } from './icons';
import { LanguageSelector } from './language-selector';
import { MenuLinks } from './menu-links';
import { menuOf, RESPONSIBLE_GAMING_PATH } from './menu';
import { openPanel } from '../shell/state';
import { chromePlayer, useOffers, useViewer } from '../shell/viewer';
import { TABLET_MIN_WIDTH, useViewportWidth } from '../shell/viewport';

/**
 * The site's mark, linking home. The host page brands it (docs/embedding.md "<casino-site>"): its child
 * with slot="logo" (the header) or slot="footer-logo" (the footer) shows instead of the star and the name,
 * and its text names the link; the brand stays in the page, out of the element's bundle.
 */
export function Logo({ slot }: { slot: 'logo' | 'footer-logo' }) {
  return (
    <Link href="/main" className="site-logo">
      <slot name={slot}>
        <span className="site-logo__mark" aria-hidden="true">
          ★
        </span>
        <span className="site-logo__text">Casino</span>
      </slot>
    </Link>
  );
}

export function Header() {
  const { i18n } = useLingui();
  const auth = useStore($auth);
  const user = chromePlayer(auth);
  const wheel = useOffers('wheel');
  const guestPage = useGuestPage();
  const viewer = useViewer();
  const inset = useDocumentInset('top');
  // The main menu and the inline login show from the tablet breakpoint up (site.css); phones have the
  // burger's panel and the bottom navigation instead.
  const wide = useViewportWidth() >= TABLET_MIN_WIDTH;
  return (
    <header className="site-header" part="header" ref={inset}>
      <div className="site-header__bar">
        <button
          type="button"
          className="site-icon-button site-header__burger"
          aria-label={i18n._({ id: 'site.menu.open', message: 'Ouvrir le menu' })}
          aria-haspopup="dialog"
          onClick={() => openPanel('left')}
        >
          <Icon name="menu" />
        </button>
        <Logo slot="logo" />
        {wide ? (
          <MenuLinks
            kind="main"
            className="site-header__main-menu"
            label={i18n._({ id: 'site.menu.main', message: 'Menu principal' })}
            icons={false}
          />
        ) : null}
        <div className="site-header__tools">
          <Link
            href={RESPONSIBLE_GAMING_PATH}
            className="site-badge-18"
            aria-label={i18n._({ id: 'site.responsible.short', message: '18+ — Jeu responsable' })}
          >
            18+
          </Link>
          <LanguageSelector />
          {user ? (
            <>
              {wheel ? (
                <button type="button" className="site-wheel-button" onClick={() => openModal('wheel')}>
                  <Icon name="wheel" />
                  <span>{i18n._({ id: 'site.wheel.open', message: 'Roue de la fortune' })}</span>
                </button>
              ) : null}
              <nav className="site-header__profile-links" aria-label={i18n._({ id: 'site.menu.profile_links', message: 'Mon compte' })}>
                {menuOf('header-account', viewer).map((entry) => (
                  <Link key={entry.id} href={entry.href} className={`site-header__profile-link site-header__${entry.id}`}>
                    {i18n._(entry.label)}
                  </Link>
                ))}
              </nav>
              <button
                type="button"
                className="site-header__account site-mobile-only"
                aria-haspopup="dialog"
                onClick={() => openPanel('right')}
              >
                <Icon name="user" />
                {/* A hidden label, not aria-label: the name must contain the visible balance (WCAG 2.5.3). */}
                <span className="casino-visually-hidden">{i18n._({ id: 'site.account.open', message: 'Ouvrir mon compte' })} </span>
                <Money amount={user.balance} currency={user.currency} />
              </button>
            </>
          ) : (
            <HeaderGuestCalls page={guestPage} />
          )}
          {/* On /sign-in and /registration the page is the form: two identical login forms confused players. */}
          {wide && (user || guestPage === 'other') ? <casino-login mode="inline" class="site-header__login"></casino-login> : null}
        </div>
      </div>
    </header>
  );
}
