// A section the menu lists before its code exists (none today), shown inside the profile's layout with its
// title, so the menu and the way back stay where they are.
import { useLingui } from '@lingui/react';
import { parts } from '../../src/ui/part';
import type { ProfileSection } from './location';
import { sectionLabel } from './menu';

export function ComingSoon({ section }: { section: ProfileSection }) {
  const { i18n } = useLingui();
  const label = sectionLabel(section);
  return (
    <div className="profile-coming-soon" {...parts('coming-soon')}>
      <h2>{label ? i18n._(label) : section}</h2>
      <p>{i18n._({ id: 'profile.coming_soon', message: 'Cette rubrique arrive bientôt. Merci de votre patience !' })}</p>
    </div>
  );
}
