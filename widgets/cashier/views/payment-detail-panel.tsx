// The detail of one payment in the history (`?payment=<id>`, with `payment_type` when the tab does not
// say it): loaded on its own (a link to it works from anywhere, the row need not be on the page shown),
// drawn by the shared timeline (../payment-timeline.tsx), with a way back to the list that gives the
// focus back. The heading takes the focus when the detail opens, so a screen reader hears it.
import { useEffect, useRef } from 'react';
import { useLingui } from '@lingui/react';
import type { PaymentType } from '../../../src/api/payments';
import { isApiError } from '../../../src/api/errors';
import { loadPayment } from '../../../src/stores/payment-history';
import { Button, Spinner, useErrorText } from '../../../src/ui';
import { parts } from '../../../src/ui/part';
import { PaymentTimeline } from '../payment-timeline';
import { usePageLoad } from '../../../src/ui/history/use-page-load';

interface PaymentDetailPanelProps {
  id: number;
  type: PaymentType;
  onClose(): void;
}

export function PaymentDetailPanel({ id, type, onClose }: PaymentDetailPanelProps) {
  const { i18n } = useLingui();
  const load = usePageLoad(`${type}:${id}`, () => loadPayment(type, id));
  const errorText = useErrorText(load.error);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const heading = load.status === 'ready' ? box.current?.querySelector<HTMLElement>('h3') : null;
    if (!heading) return;
    // The shared timeline's heading is not focusable by itself: programmatically only (no tab stop).
    heading.tabIndex = -1;
    heading.focus();
  }, [load.status, id]);

  let body;
  if (load.status === 'error') {
    body = (
      <div className="cashier-error" role="alert">
        <span>
          {isApiError(load.error) && load.error.status === 404
            ? i18n._({ id: 'cashier.history.detail_missing', message: 'Ce paiement est introuvable.' })
            : errorText || i18n._({ id: 'cashier.history.detail_error', message: 'Le détail du paiement n’a pas pu être chargé.' })}
        </span>
        <Button variant="secondary" part="retry" onClick={load.retry}>
          {i18n._({ id: 'history.retry', message: 'Réessayer' })}
        </Button>
      </div>
    );
  } else if (!load.value || load.status === 'loading') {
    body = <Spinner size="medium" label={i18n._({ id: 'cashier.history.detail_loading', message: 'Chargement du paiement…' })} />;
  } else {
    body = <PaymentTimeline payment={load.value} headingLevel={3} />;
  }
  return (
    <div className="history-detail" ref={box} {...parts('history-detail')}>
      {body}
      <div className="cashier-actions">
        <Button variant="secondary" part="detail-close" onClick={onClose}>
          {i18n._({ id: 'cashier.history.back', message: 'Retour à la liste' })}
        </Button>
      </div>
    </div>
  );
}
