// The guest's calls to action, "Connexion" and "Inscription", in the header (desktop and phone)
// and at the top of the side menu. Registration used to be reachable only from a link on the sign-in
// page, while the Help page sent players to an « Inscription » button at the top.
// Which call shows where:
// - desktop, most pages: the header's inline login form (<casino-login mode="inline">) plus « Inscription »;
// - phone, most pages: « Connexion » (to /sign-in) and « Inscription » side by side, compact;
// - /sign-in: the page is the login form, so the header shows neither its form nor « Connexion »;
// - /registration: the page is the sign-up form, so the header offers « Connexion » (every width).
import { useLingui } from '@lingui/react';
import { useStore } from '@nanostores/react';
import { ButtonLink } from '@src/ui/link';
import { cx } from '@src/ui/class-names';
import { $router, type RouteName } from '../shell/router';

type GuestPage = 'sign-in' | 'registration' | 'other';

const SIGN_IN_ROUTES: readonly RouteName[] = ['signIn', 'authSignIn'];

/** Which of the two account pages, if any, the guest is on (the header hides what the page already is). */
export function useGuestPage(): GuestPage {
  const route = useStore($router)?.route;
  if (route && SIGN_IN_ROUTES.includes(route)) return 'sign-in';
  return route === 'registration' ? 'registration' : 'other';
}

/** The header's calls. `page`: see useGuestPage; on 'other' the desktop has the inline form instead of « Connexion ». */
export function HeaderGuestCalls({ page }: { page: GuestPage }) {
  const { i18n } = useLingui();
  return (
    <>
      {page !== 'sign-in' ? (
        <ButtonLink
          href="/sign-in"
          variant="secondary"
          className={cx('site-header__sign-in site-header__call', page === 'other' && 'site-mobile-only')}
        >
          {i18n._({ id: 'site.sign_in', message: 'Connexion' })}
        </ButtonLink>
      ) : null}
      {page !== 'registration' ? (
        <ButtonLink href="/registration" className="site-header__register site-header__call">
          {i18n._({ id: 'site.register', message: 'Inscription' })}
        </ButtonLink>
      ) : null}
    </>
  );
}

/**
 * The panels' calls: the side menu's, above its links (the phone's way in when the header is crowded),
 * « Inscription » first; the account panel's, « Connexion » first (`signInFirst`).
 */
export function PanelGuestCalls({ onFollow, signInFirst = false }: { onFollow: () => void; signInFirst?: boolean }) {
  const { i18n } = useLingui();
  const calls = [
    { href: '/registration', text: i18n._({ id: 'site.register', message: 'Inscription' }) },
    { href: '/sign-in', text: i18n._({ id: 'site.sign_in', message: 'Connexion' }) },
  ];
  if (signInFirst) calls.reverse();
  return (
    <div className={cx('site-account__guest', !signInFirst && 'site-panel__calls')}>
      {calls.map((call, index) => (
        <ButtonLink key={call.href} href={call.href} variant={index ? 'secondary' : undefined} onClick={onFollow}>
          {call.text}
        </ButtonLink>
      ))}
    </div>
  );
}
