// Spec shell §2 "Sign-in page" (/sign-in, /auth/sign-in; guests only): the login element in page mode,
// which asks the shell to go to /main once signed in; links to registration and password recovery.
import { useLingui } from '@lingui/react';
import { Link } from '@src/ui/link';
import { useDocumentTitle } from './document-title';
import css from './shell-pages.css';

export const styles = css;

export default function SignInPage() {
  const { i18n } = useLingui();
  const title = i18n._({ id: 'login.title', message: 'Connexion' });
  useDocumentTitle(title);
  return (
    <section className="shell-page shell-page--narrow" aria-label={title}>
      <casino-login mode="page"></casino-login>
      <p className="shell-page__links">
        <Link href="/registration">{i18n._({ id: 'site.register.cta', message: 'Pas encore de compte ? Inscrivez-vous' })}</Link>
        <Link href="/recovery-password">{i18n._({ id: 'site.recovery.cta', message: 'Mot de passe oublié ?' })}</Link>
      </p>
    </section>
  );
}
