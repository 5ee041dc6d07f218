// « Abandonner » in the pending tray (./abandon-deposit.tsx with its money press) is a chunk loaded only
// when the tray holds a deposit the player may abandon, so the element's entry stays within its budget
// (docs/conventions.md §4): most pages never need it.
import type { Payment } from '../../src/api/payments';
import { lazyChunk, useChunk } from '../../src/element/lazy-chunk';

const abandonChunk = lazyChunk(() => import('./abandon-deposit'));

/** A deposit the player may still abandon: open, and the server says it can be stopped. */
export const canAbandon = (p: Payment) => p.type === 'deposit' && p.cancellable && (p.status === 10 || p.status === 20);

function Loaded({ payment }: { payment: Payment }) {
  const chunk = useChunk('cashier-abandon', abandonChunk);
  // Nothing until it is here (a failed load offers no button: the deposit still expires on its own).
  if (chunk.status !== 'ready') return null;
  const { AbandonDeposit } = chunk.value;
  return <AbandonDeposit payment={payment} />;
}

export function LazyAbandon({ payment }: { payment: Payment }) {
  return canAbandon(payment) ? <Loaded payment={payment} /> : null;
}
