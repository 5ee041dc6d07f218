// « Abandonner » in the pending tray. The button is drawn with the tray (on a phone it is the largest thing
// the tray paints, so the page's largest paint does not wait for a chunk); the confirmation and its money
// press (./abandon-deposit.tsx) are a chunk loaded by the press, so the element's entry stays within its
// budget (docs/conventions.md §4): most pages never need it.
import { useState } from 'react';
import { useLingui } from '@lingui/react';
import type { Payment } from '../../src/api/payments';
import { lazyChunk, useChunk } from '../../src/element/lazy-chunk';
import { Button } from '../../src/ui';

const abandonChunk = lazyChunk(() => import('./abandon-deposit'));

/** A deposit the player may still abandon: open, and the server says it can be stopped. */
const canAbandon = (p: Payment) => p.type === 'deposit' && p.cancellable && (p.status === 10 || p.status === 20);

function AbandonButton({ payment, busy = false, onPress }: { payment: Payment; busy?: boolean; onPress(): void }) {
  const { i18n } = useLingui();
  return (
    <Button
      variant="secondary"
      part="abandon"
      busy={busy}
      aria-label={i18n._({ id: 'cashier.deposit.abandon_label', message: 'Abandonner le dépôt n° {id}', values: { id: payment.id } })}
      onClick={onPress}
    >
      {i18n._({ id: 'cashier.deposit.abandon', message: 'Abandonner' })}
    </Button>
  );
}

/** The confirmation, once its chunk is here: meanwhile the button, busy; a failed load, the button again (a press retries). */
function Confirmation({ payment, onClose }: { payment: Payment; onClose(): void }) {
  const chunk = useChunk('cashier-abandon', abandonChunk);
  if (chunk.status === 'ready') return <chunk.value.AbandonConfirmation payment={payment} onClose={onClose} />;
  return <AbandonButton payment={payment} busy={chunk.status === 'loading'} onPress={chunk.retry} />;
}

export function LazyAbandon({ payment }: { payment: Payment }) {
  const [confirming, setConfirming] = useState(false);
  if (!canAbandon(payment)) return null;
  return (
    <div className="tray-item__abandon">
      {confirming ? (
        <Confirmation payment={payment} onClose={() => setConfirming(false)} />
      ) : (
        <AbandonButton payment={payment} onPress={() => setConfirming(true)} />
      )}
    </div>
  );
}
