// The sportsbook loading (docs/contracts/sportsbook.md): the shape of a sportsbook, hidden from assistive
// technology, and one polite status. In the element's entry: shown while the body's chunk loads, then while
// the frame does.
import { useLingui } from '@lingui/react';
import { Skeleton } from '../../src/ui/skeleton';

export function SportSkeleton() {
  const { i18n } = useLingui();
  return (
    <Skeleton className="sport-skeleton" label={i18n._({ id: 'sport.loading', message: 'Chargement des paris sportifs…' })}>
      <div className="sport-skeleton__bar" aria-hidden="true" />
      {[0, 1, 2, 3, 4].map((i) => (
        <div key={i} className="sport-skeleton__row" aria-hidden="true" />
      ))}
    </Skeleton>
  );
}
