// The player's withdrawals (docs/contracts/payments.md): the filter (ALL, OPEN, IN_PROCESS, COMPLETED, BLOCKED,
// REJECTED; spec money §4) and the page in the URL's query, ten a page, newest first, each with its
// status and its detail, read again whenever the pending payments see a withdrawal move (made,
// cancelled, settled: src/stores/pending-payments.ts, the server's truth on every device); an online withdrawal still cancellable (10/20) has a cancel button that asks
// for a confirmation, then the held amount comes back (the store applies the balances) and a toast says so.
import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react';
import { useStore } from '@nanostores/react';
import { $pendingPayments } from '../../src/stores/pending-payments';
import type { MessageDescriptor } from '@lingui/core';
import { loadPayments } from '../../src/stores/payment-history';
import { cancelPayout } from '../../src/stores/payout';
import type { Payment } from '../../src/api/payments';
import { showToast } from '../../src/stores/toasts';
import { useRequest } from '../../src/ui/form';
import { Button, Spinner } from '../../src/ui';
import { parts } from '../../src/ui/part';
import { CheckingNotice } from '../../src/ui/checking-notice';
import { OUTCOME_UNKNOWN } from '../../src/api/idempotency-key';
import { Money } from '../../src/format/money-amount';
import { formatDateTime } from '../../src/format/date';
import { notices } from '../../src/i18n/messages';
import { StatusBadge } from './status-badge';
import { PaymentTimeline } from './payment-timeline';
import '../../src/errors/cashier-errors';

const PAYOUT_FILTERS = ['ALL', 'OPEN', 'IN_PROCESS', 'COMPLETED', 'BLOCKED', 'REJECTED'] as const;
export type PayoutFilter = (typeof PAYOUT_FILTERS)[number];

const FILTER_LABELS: Record<PayoutFilter, MessageDescriptor> = {
  ALL: /*i18n*/ { id: 'cashier.filter.all', message: 'Tous' },
  OPEN: /*i18n*/ { id: 'cashier.filter.open', message: 'Créés' },
  IN_PROCESS: /*i18n*/ { id: 'cashier.filter.in_process', message: 'En cours' },
  COMPLETED: /*i18n*/ { id: 'cashier.filter.completed', message: 'Payés' },
  BLOCKED: /*i18n*/ { id: 'cashier.filter.blocked', message: 'Bloqués' },
  REJECTED: /*i18n*/ { id: 'cashier.filter.rejected', message: 'Annulés' },
};

const PAGE_SIZE = 10;

export function readFilter(value: string | undefined): PayoutFilter {
  return (PAYOUT_FILTERS as readonly string[]).includes(value ?? '') ? (value as PayoutFilter) : 'ALL';
}

type ListState = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; count: number; results: Payment[] };

interface PayoutListProps {
  filter: PayoutFilter;
  page: number;
  onChange(next: { filter: PayoutFilter; page: number }): void;
  /** Bumped when a withdrawal was requested here: the list loads again. */
  version: number;
}

export function PayoutList({ filter, page, onChange, version }: PayoutListProps) {
  const { i18n } = useLingui();
  const [state, setState] = useState<ListState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const moved = useStore($pendingPayments)
    .filter((e) => e.payment.type === 'payout')
    .map((e) => `${e.payment.id}:${e.payment.status}`)
    .join(',');
  useEffect(() => {
    let live = true;
    setState((s) => (s.status === 'ready' ? s : { status: 'loading' }));
    loadPayments('payout', { page, pageSize: PAGE_SIZE, filter }).then(
      (r) => live && setState({ status: 'ready', count: r.count, results: r.list }),
      (error: unknown) => live && setState({ status: 'error', error }),
    );
    return () => {
      live = false;
    };
  }, [filter, page, version, attempt, moved]);

  const pages = state.status === 'ready' ? Math.max(1, Math.ceil(state.count / PAGE_SIZE)) : 1;
  return (
    <section className="cashier-panel" aria-labelledby="payout-list-title" {...parts('payout-list')}>
      <h2 id="payout-list-title">{i18n._({ id: 'cashier.payout.list', message: 'Mes retraits' })}</h2>
      <div className="payout-filter">
        <label className="casino-field">
          <span className="casino-field__label">{i18n._({ id: 'cashier.payout.filter', message: 'Statut' })}</span>
          <select value={filter} {...parts('filter')} onChange={(e) => onChange({ filter: readFilter((e.target as HTMLSelectElement).value), page: 1 })}>
            {PAYOUT_FILTERS.map((f) => (
              <option key={f} value={f}>
                {i18n._(FILTER_LABELS[f])}
              </option>
            ))}
          </select>
        </label>
      </div>
      {state.status === 'error' ? (
        <p className="cashier-error" role="alert" {...parts('error')}>
          <span>{i18n._({ id: 'cashier.payout.list_error', message: 'La liste des retraits n’a pas pu être chargée.' })}</span>
          <Button variant="secondary" part="retry" onClick={() => setAttempt((n) => n + 1)}>
            {i18n._(notices.retry)}
          </Button>
        </p>
      ) : state.status === 'loading' ? (
        <div className="cashier-loading" {...parts('loading')}>
          <Spinner size="medium" />
        </div>
      ) : state.results.length === 0 ? (
        <p className="cashier-muted">{i18n._({ id: 'cashier.payout.list_empty', message: 'Aucun retrait.' })}</p>
      ) : (
        <ul className="payment-list">
          {state.results.map((p) => (
            <PayoutRow key={p.id} payment={p} onCancelled={() => setAttempt((n) => n + 1)} />
          ))}
        </ul>
      )}
      {state.status === 'ready' && pages > 1 ? (
        <nav className="pager" aria-label={i18n._({ id: 'cashier.pages', message: 'Pages' })}>
          <Button variant="secondary" aria-disabled={page <= 1} onClick={() => page > 1 && onChange({ filter, page: page - 1 })}>
            {i18n._({ id: 'cashier.previous', message: 'Précédent' })}
          </Button>
          <span aria-live="polite">{i18n._({ id: 'cashier.page', message: 'Page {page} sur {pages}', values: { page, pages } })}</span>
          <Button variant="secondary" aria-disabled={page >= pages} onClick={() => page < pages && onChange({ filter, page: page + 1 })}>
            {i18n._({ id: 'cashier.next', message: 'Suivant' })}
          </Button>
        </nav>
      ) : null}
    </section>
  );
}

function PayoutRow({ payment, onCancelled }: { payment: Payment; onCancelled(): void }) {
  const { i18n } = useLingui();
  const { busy, run } = useRequest();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The last cancellation's outcome is unknown (docs/conventions.md §7): checking, the list is read again, and
  // "Oui, annuler" stays to resend the same cancellation.
  const [checking, setChecking] = useState(false);
  const cancel = async () => {
    setError(null);
    setChecking(false);
    const result = await run(() => cancelPayout(payment.id), { quiet: true });
    if (!result.ok && !result.skipped && result.code === OUTCOME_UNKNOWN) {
      setChecking(true);
      onCancelled();
    } else if (result.ok) {
      setConfirming(false);
      showToast(i18n._({ id: 'cashier.payout.cancelled_toast', message: 'Retrait annulé : le montant est revenu sur votre solde.' }), 'success');
      onCancelled();
    } else if (!result.skipped) {
      setError(result.message ?? i18n._({ id: 'cashier.payout.cancel_failed', message: 'Le retrait n’a pas pu être annulé.' }));
    }
  };
  return (
    <li className="payment-row" {...parts('payout-row')}>
      <span className="payment-row__main">
        <span className="payment-row__amount">
          <Money amount={payment.amount} currency={payment.currency} /> · <bdi>{payment.paymentSystemName || payment.paymentSystem}</bdi>
        </span>
        <span className="cashier-muted">
          <bdi dir="ltr">#{payment.id}</bdi> · <bdi dir="ltr">{formatDateTime(payment.createdAt)}</bdi>
        </span>
      </span>
      <StatusBadge status={payment.status} reason={payment.failureReason} />
      {payment.cancellable ? (
        confirming ? (
          <span className="cashier-actions" role="group" aria-label={i18n._({ id: 'cashier.payout.confirm_cancel', message: 'Annuler ce retrait ?' })}>
            <span>{i18n._({ id: 'cashier.payout.confirm_cancel', message: 'Annuler ce retrait ?' })}</span>
            <Button variant="primary" busy={busy} part="cancel-confirm" onClick={() => void cancel()}>
              {i18n._({ id: 'cashier.payout.confirm_yes', message: 'Oui, annuler' })}
            </Button>
            <Button variant="secondary" disabled={busy} onClick={() => setConfirming(false)}>
              {i18n._({ id: 'cashier.payout.confirm_no', message: 'Non' })}
            </Button>
          </span>
        ) : (
          <Button variant="secondary" part="cancel" onClick={() => setConfirming(true)}>
            {i18n._({ id: 'cashier.payout.cancel', message: 'Annuler' })}
          </Button>
        )
      ) : null}
      <CheckingNotice active={checking && payment.cancellable} />
      {error ? (
        <p className="cashier-error" role="alert">
          {error}
        </p>
      ) : null}
      <details className="payment-row__detail">
        <summary>{i18n._({ id: 'cashier.tray.details', message: 'Détails' })}</summary>
        <PaymentTimeline payment={payment} />
      </details>
    </li>
  );
}
