// A path the site does not know: say so, and offer the way home and the search (never a blank page).
import { useLingui } from '@lingui/react';
import { ButtonLink } from '@src/ui/link';
import { useDocumentTitle } from './document-title';
import css from './shell-pages.css';

export const styles = css;

export default function NotFoundPage() {
  const { i18n } = useLingui();
  const title = i18n._({ id: 'site.not_found.title', message: 'Page introuvable' });
  useDocumentTitle(title);
  return (
    <section className="shell-page site-coming-soon" aria-labelledby="not-found-title">
      <h1 id="not-found-title">{title}</h1>
      <p>{i18n._({ id: 'site.not_found.text', message: 'Cette adresse ne correspond à aucune page du site.' })}</p>
      <div className="site-actions">
        <ButtonLink href="/main">{i18n._({ id: 'site.back_home', message: 'Retour à l’accueil' })}</ButtonLink>
        <ButtonLink href="/search" variant="secondary">
          {i18n._({ id: 'site.search', message: 'Rechercher' })}
        </ButtonLink>
      </div>
    </section>
  );
}
