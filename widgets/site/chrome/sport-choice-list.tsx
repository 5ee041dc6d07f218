// The sport choices (spec shell §2 "Modals": the sport chooser lists a Home sport link): the chooser modal
// (chrome/modals.tsx) and the /sport page behind it (pages/sport-chooser-page.tsx) show the same list. A
// file of its own, so the page's chunk does not pull in the modal stack (and, through it, the outlet).
import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react';
import { Link } from '@src/ui/link';
import { Icon } from './icons';

/** Where the sport chooser leads: the sport home first (spec: "lists a Home sport link"). */
const SPORT_CHOICES = [
  { id: 'home', href: '/sport/sft', label: /*i18n*/ { id: 'site.sport.home', message: 'Accueil sport' } },
  { id: 'live', href: '/sport/sft/live', label: /*i18n*/ { id: 'menu.live', message: 'Paris en direct' } },
  { id: 'dgt', href: '/sport/dgt/af/Home', label: /*i18n*/ { id: 'site.sport.dgt', message: 'Sport — vue internationale' } },
] as const;

/** The sport choices as links (the chooser modal and the /sport page behind it); `children` end the list. */
export function SportChoiceList({ onFollow, children }: { onFollow?: () => void; children?: ReactNode }) {
  const { i18n } = useLingui();
  return (
    <ul className="site-sport-choices" role="list">
      {SPORT_CHOICES.map((choice) => (
        <li key={choice.id}>
          <Link href={choice.href} className="site-sport-choice" onClick={onFollow}>
            <Icon name={choice.id === 'live' ? 'live' : 'ball'} />
            <span>{i18n._(choice.label)}</span>
          </Link>
        </li>
      ))}
      {children}
    </ul>
  );
}
