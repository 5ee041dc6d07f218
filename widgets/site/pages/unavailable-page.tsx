// A product the player's jurisdiction profile does not offer (France: sport only). Its routes
// say so plainly, with the way to what is offered (sport first), instead of a 404 or an empty lobby.
import { useLingui } from '@lingui/react';
import { useStore } from '@nanostores/react';
import { $jurisdiction } from '@src/stores/jurisdiction';
import { ButtonLink } from '@src/ui/link';
import { Icon } from '../chrome/icons';
import { RESPONSIBLE_GAMING_PATH } from '../chrome/menu';
import { elementAt } from '../shell/resolve';
import { productOf } from '../shell/products';
import type { RouteName } from '../shell/router';
import type { PageProps } from '../shell/page';
import { useDocumentTitle } from './document-title';
import css from './shell-pages.css';

export const styles = css;

export default function UnavailablePage({ route, path }: PageProps) {
  const { i18n } = useLingui();
  const sport = useStore($jurisdiction).jurisdiction.products.includes('sport');
  const product = productOf(route as RouteName, elementAt(path));
  const title =
    product === 'wheel'
      ? i18n._({ id: 'rg.unavailable.wheel', message: 'La roue de la fortune n’est pas proposée dans votre juridiction.' })
      : product === 'sport'
        ? i18n._({ id: 'rg.unavailable.sport', message: 'Les paris sportifs ne sont pas proposés dans votre juridiction.' })
        : i18n._({ id: 'rg.unavailable.casino', message: 'Le casino n’est pas proposé dans votre juridiction.' });
  useDocumentTitle(title);
  return (
    <section className="shell-page site-coming-soon" aria-labelledby="unavailable-title">
      <span className="site-coming-soon__icon">
        <Icon name="shield" />
      </span>
      <h1 id="unavailable-title">{title}</h1>
      <p>
        {i18n._({
          id: 'rg.unavailable.text',
          message: 'La réglementation de votre pays n’autorise pas ce jeu en ligne sur ce site. Les autres offres restent à votre disposition.',
        })}
      </p>
      <div className="site-actions">
        {sport && product !== 'sport' ? (
          <ButtonLink href="/sport/sft">{i18n._({ id: 'rg.unavailable.to_sport', message: 'Voir les paris sportifs' })}</ButtonLink>
        ) : (
          <ButtonLink href="/main">{i18n._({ id: 'site.back_home', message: 'Retour à l’accueil' })}</ButtonLink>
        )}
        <ButtonLink href={RESPONSIBLE_GAMING_PATH} variant="secondary">
          {i18n._({ id: 'menu.responsible', message: 'Jeu responsable' })}
        </ButtonLink>
      </div>
    </section>
  );
}
