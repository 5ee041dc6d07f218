// The responsible-gaming page's tools (docs/contracts/responsible-gaming.md: the player can always find
// them): the footer, the side menu, the cashier and the game overlay link to
// /terms-and-conditions/responsibleGaming, and this panel at its top takes the player straight to the limits,
// the time-out / self-exclusion and help. A guest is offered sign-in instead of profile links that would only
// send them back to /main.
import { useLingui } from '@lingui/react';
import { useStore } from '@nanostores/react';
import { $auth } from '@src/stores/auth';
import { ButtonLink, Link } from '@src/ui/link';

export function ResponsibleTools() {
  const { i18n } = useLingui();
  const signedIn = useStore($auth).isAuth;
  const tools = [
    {
      href: '/profile/limits',
      label: i18n._({ id: 'rg.page.limits', message: 'Mes limites' }),
      text: i18n._({ id: 'rg.page.limits_text', message: 'Dépôts, pertes, mises et durée de session : par jour, 7 jours ou 30 jours.' }),
      profile: true,
    },
    {
      href: '/profile/self-exclusion',
      label: i18n._({ id: 'rg.page.exclusion', message: 'Pause et auto-exclusion' }),
      text: i18n._({ id: 'rg.page.exclusion_text', message: 'Une pause de 24 heures à 6 semaines, ou une exclusion de 6 mois à 5 ans.' }),
      profile: true,
    },
    {
      href: '/help',
      label: i18n._({ id: 'rg.page.help', message: 'Aide' }),
      text: i18n._({ id: 'rg.page.help_text', message: 'Nos réponses, et comment joindre le support en toute confidentialité.' }),
      profile: false,
    },
  ];
  return (
    <nav className="static-rg-tools" aria-labelledby="static-rg-tools-title">
      <h2 id="static-rg-tools-title" className="static-heading">
        {i18n._({ id: 'rg.page.tools', message: 'Vos outils' })}
      </h2>
      <ul className="static-links static-links--cards">
        {tools.map((tool) => (
          <li key={tool.href}>
            <Link href={tool.profile && !signedIn ? '/sign-in' : tool.href} className="static-links__link">
              {tool.label}
            </Link>
            <p className="static-links__description">{tool.text}</p>
          </li>
        ))}
      </ul>
      {signedIn ? null : (
        <p className="static-paragraph">
          {i18n._({ id: 'rg.page.sign_in_hint', message: 'Connectez-vous pour fixer vos limites ou faire une pause.' })}{' '}
          <ButtonLink href="/sign-in" variant="secondary">
            {i18n._({ id: 'site.sign_in', message: 'Connexion' })}
          </ButtonLink>
        </p>
      )}
    </nav>
  );
}
