// A payment's detail behind "Details" in the pending tray: the timeline (./payment-timeline.tsx, with
// the date formatter) is a chunk loaded when the player first opens it, so the element's entry stays
// within its budget (docs/conventions.md §4). Closed, it costs nothing.
import { useState } from 'react';
import { useLingui } from '@lingui/react';
import { lazyChunk, useChunk } from '../../src/element/lazy-chunk';
import { ErrorScreen, Spinner } from '../../src/ui';
import type { PaymentTimelineProps } from './payment-timeline';

const timelineChunk = lazyChunk(() => import('./payment-timeline'));

function Loaded(props: PaymentTimelineProps) {
  const chunk = useChunk('cashier-timeline', timelineChunk);
  if (chunk.status === 'failed') return <ErrorScreen error={chunk.error} onRetry={chunk.retry} />;
  if (chunk.status !== 'ready') return <Spinner size="small" />;
  const { PaymentTimeline } = chunk.value;
  return <PaymentTimeline {...props} />;
}

export function LazyTimeline(props: PaymentTimelineProps) {
  const { i18n } = useLingui();
  const [open, setOpen] = useState(false);
  return (
    <details onToggle={(e) => setOpen((e.currentTarget as HTMLDetailsElement).open)}>
      <summary>{i18n._({ id: 'cashier.tray.details', message: 'Détails' })}</summary>
      {open ? <Loaded {...props} /> : null}
    </details>
  );
}
