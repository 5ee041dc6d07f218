// The pending tray: every open payment of the player as the server lists it, on any device, followed
// until final by the store (src/stores/pending-payments.ts; docs/conventions.md §7); here, each with its live
// status, what happens next with the spec's timings, its detail, the way back to the provider's page and
// « Abandonner » for a deposit still open, and a dismiss button once final. Shown on every page of the
// cashier while it holds anything; the balance page shows the same items under its own heading
// (PendingItems). A polite live region announces each change of status; a payment that settles is
// announced to the host as `casino-deposit-complete` / `casino-payout-complete`.
import { useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { useLingui } from '@lingui/react';
import { $pendingPayments, dismissPayment, onPaymentSettled } from '../../src/stores/pending-payments';
import type { Payment } from '../../src/api/payments';
import { useHost } from '../../src/element/define-widget';
import { emit } from '../../src/element/events';
import { Money } from '../../src/format/money-amount';
import { Button } from '../../src/ui';
import { parts } from '../../src/ui/part';
import { StatusBadge } from './status-badge';
import { LazyTimeline } from './lazy-timeline';
import { isFinalStatus, nextStep, paymentStatusInfo, stoppedStep } from './statuses';
import { LazyAbandon } from './lazy-abandon';
import { translate } from '../../src/i18n/translate';
import { safeUrl } from '../../src/format/safe-url';
import { ProviderFrame } from './provider-frame';

/** Emits the host's completion events for every payment that settles while this element is on the page. */
function useSettledEvents() {
  const { host } = useHost();
  useEffect(
    () =>
      onPaymentSettled((payment: Payment) => {
        const detail = { paymentId: payment.id, amount: payment.amount, currency: payment.currency, status: payment.status };
        emit(host, payment.type === 'deposit' ? 'casino-deposit-complete' : 'casino-payout-complete', detail);
      }),
    [host],
  );
}

/** `showList` false: the live region and the host events only (the balance page lists the items itself). */
export function PendingTray({ showList = true }: { showList?: boolean }) {
  const { i18n } = useLingui();
  const payments = useStore($pendingPayments).map((e) => e.payment);
  useSettledEvents();

  // The live region says what changed since the last render: a new status of a payment already shown.
  const seen = useRef(new Map<string, number>());
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    const changes: string[] = [];
    for (const p of payments) {
      const was = seen.current.get(`${p.type}:${p.id}`);
      if (was !== undefined && was !== p.status) {
        const kind = p.type === 'deposit' ? i18n._({ id: 'cashier.kind.deposit', message: 'Dépôt' }) : i18n._({ id: 'cashier.kind.payout', message: 'Retrait' });
        changes.push(`${kind} #${p.id} : ${translate(i18n, paymentStatusInfo(p.status, p.failureReason).label, { code: p.status })}. ${i18n._(stoppedStep(p) ?? nextStep(p.type, p.status, p.expiresAt))}`);
      }
      seen.current.set(`${p.type}:${p.id}`, p.status);
    }
    if (changes.length) setAnnouncement(changes.join(' '));
  }, [payments]);

  return (
    <>
      <p className="casino-visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      {showList && payments.length ? (
        <section className="tray" aria-labelledby="tray-title" {...parts('tray')}>
          <h2 className="tray__title" id="tray-title">
            {i18n._({ id: 'cashier.tray.title', message: 'Paiements en cours' })}
          </h2>
          <PendingItems payments={payments} />
        </section>
      ) : null}
    </>
  );
}

/** The tray's items, newest first. */
export function PendingItems({ payments }: { payments: readonly Payment[] }) {
  return (
    <ul className="payment-list">
      {payments.map((p) => (
        <TrayItem key={`${p.type}:${p.id}`} payment={p} />
      ))}
    </ul>
  );
}

function TrayItem({ payment }: { payment: Payment }) {
  const { i18n } = useLingui();
  const final = isFinalStatus(payment.status);
  const kind =
    payment.type === 'deposit'
      ? i18n._({ id: 'cashier.kind.deposit', message: 'Dépôt' })
      : i18n._({ id: 'cashier.kind.payout', message: 'Retrait' });
  return (
    <li className="tray-item" data-payment={payment.id} {...parts('tray-item')}>
      <div className="tray-item__head">
        <span className="tray-item__what">
          {kind} <Money amount={payment.amount} currency={payment.currency} /> · <bdi>{payment.paymentSystemName || payment.paymentSystem}</bdi>
        </span>
        <StatusBadge status={payment.status} reason={payment.failureReason} />
        {final ? (
          <Button
            variant="secondary"
            part="dismiss"
            aria-label={i18n._({ id: 'cashier.tray.dismiss_label', message: 'Masquer le paiement n° {id}', values: { id: payment.id } })}
            onClick={() => dismissPayment(payment.id, payment.type)}
          >
            {i18n._({ id: 'cashier.tray.dismiss', message: 'Masquer' })}
          </Button>
        ) : null}
      </div>
      {payment.type === 'deposit' && !final ? (
        <div className="cashier-actions">
          <ResumePayment payment={payment} />
          <LazyAbandon payment={payment} />
        </div>
      ) : null}
      <p className="tray-item__next">{i18n._(stoppedStep(payment) ?? nextStep(payment.type, payment.status, payment.expiresAt))}</p>
      <LazyTimeline payment={payment} headingLevel={3} />
    </li>
  );
}

/**
 * A deposit still waiting for the player on the provider's page (the frame closed early, the tab of a
 * redirect left): the way back to that page, while the provider still takes it (the server gives the
 * link only while the payment is 10 or 20). Without it the payment could only wait for its expiry.
 */
function ResumePayment({ payment }: { payment: Payment }) {
  const { i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const link = payment.redirectLink ? safeUrl(payment.redirectLink) : null;
  if (!link || payment.flow === 'none') return null;
  const label = i18n._({ id: 'cashier.tray.resume', message: 'Reprendre le paiement' });
  if (payment.flow === 'redirect') {
    return (
      <a className="casino-button casino-button--secondary tray-item__resume" href={link} {...parts('resume')}>
        {label}
      </a>
    );
  }
  return (
    <>
      <Button variant="secondary" part="resume" onClick={() => setOpen(true)}>
        {label}
      </Button>
      {open ? (
        <ProviderFrame
          paymentId={payment.id}
          url={link}
          systemName={payment.paymentSystemName || payment.paymentSystem}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}
