// Spec shell §2 "Menus", footer: company links, information (terms), card payment logos, a description
// and a scroll-to-top arrow. Hidden on sport pages (the shell decides).
import { useLingui } from '@lingui/react';
import { MenuLinks } from './menu-links';
import { Icon } from './icons';
import { Logo } from './header';
import { useHost } from '@src/element/define-widget';
import { brandOf } from '../shell/brand';

/** Accepted means of payment, drawn as neutral badges (no third-party artwork is shipped). */
const PAYMENT_BADGES = ['VISA', 'Mastercard', 'e-DINAR', 'Flouci', 'USDT', 'BTC'] as const;

export function Footer() {
  const { i18n } = useLingui();
  const { host } = useHost();
  return (
    <footer className="site-footer" part="footer">
      <div className="site-footer__grid">
        <div className="site-footer__brand">
          <Logo slot="footer-logo" />
          <p className="site-footer__description">
            {i18n._({
              id: 'site.footer.description',
              message:
                'Paris sportifs, casino et casino en direct en dinars tunisiens. Les jeux d’argent sont interdits aux moins de 18 ans. Jouez avec modération : fixez-vous des limites et faites des pauses.',
            })}
          </p>
        </div>
        <div>
          <h2 className="site-footer__heading">{i18n._({ id: 'site.footer.company', message: 'Société' })}</h2>
          <MenuLinks kind="footer-company" icons={false} />
        </div>
        <div>
          <h2 className="site-footer__heading">{i18n._({ id: 'site.footer.information', message: 'Informations' })}</h2>
          <MenuLinks kind="footer-info" icons={false} />
        </div>
        <div>
          <h2 className="site-footer__heading">{i18n._({ id: 'site.footer.payments', message: 'Moyens de paiement' })}</h2>
          <ul className="site-footer__payments" role="list">
            {PAYMENT_BADGES.map((name) => (
              <li key={name} className="site-payment-badge" lang="en" dir="ltr">
                {name}
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="site-footer__bottom">
        <p>
          <span className="site-badge-18" aria-hidden="true">
            18+
          </span>{' '}
          {i18n._({ id: 'site.footer.copyright', message: '© 2026 {brand}. Tous droits réservés.', values: { brand: brandOf(host) } })}
        </p>
        <button
          type="button"
          className="site-icon-button site-footer__top"
          aria-label={i18n._({ id: 'site.footer.top', message: 'Revenir en haut de la page' })}
          onClick={() => scrollTo({ top: 0, behavior: matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' })}
        >
          <Icon name="up" />
        </button>
      </div>
    </footer>
  );
}
