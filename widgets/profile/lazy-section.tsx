// A section of the profile, loaded as its own chunk (./sections.ts; the profile's size budget, docs/conventions.md §4),
// as the cashier's lazy views (widgets/cashier/lazy-views.tsx): the section's styles are adopted into the
// shadow root before it renders; a spinner while it loads; the error screen with retry when its chunk fails
// (offline). A section without an entry is "coming soon". `onShown` tells the shell the section's content is
// on screen (it then moves the focus to the section's heading).
import { useEffect } from 'react';
import { useLingui } from '@lingui/react';
import { useHost } from '../../src/element/define-widget';
import { useChunk } from '../../src/element/lazy-chunk';
import { ErrorScreen, Spinner } from '../../src/ui';
import { parts } from '../../src/ui/part';
import type { ProfileSection } from './location';
import type { ProfileSectionProps } from './section-props';
import { SECTION_CHUNKS } from './sections';
import { ComingSoon } from './coming-soon';

const never = () => new Promise<never>(() => undefined);

export function LazySection({ section, onShown, ...props }: ProfileSectionProps & { section: ProfileSection; onShown(): void }) {
  const { i18n } = useLingui();
  const { root } = useHost();
  const load = SECTION_CHUNKS[section];
  const chunk = useChunk(`profile-${section}`, load ?? never, { root, styles: (m) => m.styles, enabled: load !== undefined });
  const status = load ? chunk.status : 'coming-soon';
  useEffect(() => {
    if (status !== 'loading') onShown();
  }, [section, status]);
  if (!load) return <ComingSoon section={section} />;
  if (chunk.status === 'failed') return <ErrorScreen error={chunk.error} onRetry={chunk.retry} />;
  if (chunk.status !== 'ready') {
    return (
      <div className="profile-loading" {...parts('loading')}>
        <Spinner size="medium" label={i18n._({ id: 'profile.loading_section', message: 'Chargement…' })} />
      </div>
    );
  }
  const Section = chunk.value.default;
  return <Section {...props} />;
}
