// <casino-sportsbook>: the entry keeps to the runtime, the skeleton and its styles (docs/conventions.md §4: 28 KB
// with its static chunks); everything else (the location, the frame and its messages, the tokens, the
// states) is the body's chunk (./sportsbook-body.tsx), fetched at once and shown in place of the skeleton.
import { useHost } from '../../src/element/define-widget';
import { lazyChunk, useChunk } from '../../src/element/lazy-chunk';
import { ErrorScreen } from '../../src/ui/error-screen';
import type { SportAttributes } from './use-sport-location';
import { SportSkeleton } from './skeleton';

export type SportsbookProps = SportAttributes;

const body = lazyChunk(() => import('./sportsbook-body'));

export function Sportsbook(props: SportsbookProps) {
  const { root } = useHost();
  const chunk = useChunk('sportsbook-body', body, { root });
  if (chunk.status === 'failed') return <ErrorScreen error={chunk.error} onRetry={chunk.retry} />;
  if (chunk.status !== 'ready') {
    return (
      <div className="sport-stage sport-stage--loading">
        <SportSkeleton />
      </div>
    );
  }
  const Body = chunk.value.default;
  return <Body {...props} />;
}
