// One payment in detail, as a timeline (docs/contracts/payments.md §Statuses): amount, payment
// system, kind, dates, the payout's destination, and every status the payment went through, oldest
// first, each with its badge and time. Used by the payout list, the pending tray and the lazy history
// views. Takes the structural subset of the client's Payment (src/api/payments.ts) it shows, so it
// works with any object of that shape.
import { useLingui } from '@lingui/react';
import { Money } from '../../src/format/money-amount';
import { formatDateTime } from '../../src/format/date';
import { parts } from '../../src/ui/part';
import { StatusBadge } from './status-badge';
import { nextStep, stoppedStep } from './statuses';

interface TimelinePayment {
  id: number;
  type: 'deposit' | 'payout';
  amount: number;
  currency: string;
  status: number;
  paymentSystem: string;
  paymentSystemName?: string | null;
  createdAt: string;
  updatedAt?: string | null;
  account?: string | null;
  creditedAmount?: number | null;
  failureReason?: string | null;
  /** An unpaid deposit's deadline, said while it is 10/20 (docs/api.md "Payments: expiry"). */
  expiresAt?: string | null;
  timeline?: ReadonlyArray<{ status: number; at: string }>;
}

export interface PaymentTimelineProps {
  payment: TimelinePayment;
  /** The heading level of the detail's title (h3 by default, under a view's h2). */
  headingLevel?: 2 | 3 | 4;
}

export function PaymentTimeline({ payment, headingLevel = 3 }: PaymentTimelineProps) {
  const { i18n } = useLingui();
  const Heading = `h${headingLevel}` as 'h3';
  const titleId = `payment-${payment.id}-title`;
  const steps = payment.timeline?.length ? payment.timeline : [{ status: payment.status, at: payment.updatedAt ?? payment.createdAt }];
  const kind =
    payment.type === 'deposit'
      ? i18n._({ id: 'cashier.kind.deposit', message: 'Dépôt' })
      : i18n._({ id: 'cashier.kind.payout', message: 'Retrait' });
  const under = payment.creditedAmount != null && payment.creditedAmount < payment.amount;
  return (
    <article className="payment-detail" aria-labelledby={titleId} {...parts('payment-detail')}>
      <Heading className="payment-detail__title" id={titleId}>
        {kind} <bdi dir="ltr">#{payment.id}</bdi>
      </Heading>
      <dl className="payment-detail__facts">
        <div>
          <dt>{i18n._({ id: 'cashier.detail.amount', message: 'Montant' })}</dt>
          <dd>
            <Money amount={payment.amount} currency={payment.currency} />
          </dd>
        </div>
        {payment.creditedAmount != null ? (
          <div>
            <dt>{i18n._({ id: 'cashier.detail.credited', message: 'Crédité' })}</dt>
            <dd>
              <Money amount={payment.creditedAmount} currency={payment.currency} />
              {under ? (
                <span className="payment-detail__note">
                  {' '}
                  {i18n._({ id: 'cashier.detail.underpaid', message: '(paiement incomplet : seul le montant reçu est crédité)' })}
                </span>
              ) : null}
            </dd>
          </div>
        ) : null}
        <div>
          <dt>{i18n._({ id: 'cashier.detail.system', message: 'Moyen de paiement' })}</dt>
          <dd>
            <bdi>{payment.paymentSystemName || payment.paymentSystem}</bdi>
          </dd>
        </div>
        {payment.account ? (
          <div>
            <dt>{i18n._({ id: 'cashier.detail.account', message: 'Compte' })}</dt>
            <dd>
              <bdi dir="ltr" className="casino-code">
                {payment.account}
              </bdi>
            </dd>
          </div>
        ) : null}
        <div>
          <dt>{i18n._({ id: 'cashier.detail.created', message: 'Créé le' })}</dt>
          <dd>
            <bdi dir="ltr">{formatDateTime(payment.createdAt)}</bdi>
          </dd>
        </div>
        {payment.updatedAt ? (
          <div>
            <dt>{i18n._({ id: 'cashier.detail.updated', message: 'Mis à jour le' })}</dt>
            <dd>
              <bdi dir="ltr">{formatDateTime(payment.updatedAt)}</bdi>
            </dd>
          </div>
        ) : null}
        <div>
          <dt>{i18n._({ id: 'cashier.detail.status', message: 'Statut' })}</dt>
          <dd>
            <StatusBadge status={payment.status} reason={payment.failureReason} />
          </dd>
        </div>
      </dl>
      <p className="payment-detail__next">
        {i18n._(stoppedStep(payment) ?? nextStep(payment.type, payment.status, payment.expiresAt))}
      </p>
      <ol className="payment-timeline" aria-label={i18n._({ id: 'cashier.detail.timeline', message: 'Historique des statuts' })} {...parts('timeline')}>
        {steps.map((step, i) => (
          <li key={`${step.status}-${i}`} className="payment-timeline__step" aria-current={i === steps.length - 1 ? 'step' : undefined}>
            <StatusBadge status={step.status} reason={i === steps.length - 1 ? payment.failureReason : null} />
            <time dateTime={step.at} dir="ltr">
              {formatDateTime(step.at)}
            </time>
          </li>
        ))}
      </ol>
    </article>
  );
}
