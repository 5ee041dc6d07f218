// The crypto deposit's second step (the complaint it answers: "crypto payments short
// by the network fee"): the address as a QR code and as text with a copy button, the exact amount to send
// with its own copy button, the network said plainly with the warning that another network loses the
// coins, a countdown to the address's expiry, the live status (read again every few seconds while the
// payment is open and the page visible), and, when less arrived than asked, what was credited and why
// (the sender's wallet took the network fee out of the amount). "New payment" clears cryptoPaymentData.
import { useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react';
import type { CryptoPayment } from '../../../src/api/crypto';
import type { Payment } from '../../../src/api/payments';
import { formatCountdown } from '../../../src/format/countdown';
import { clearCryptoPaymentData, refreshCryptoPayment } from '../../../src/stores/crypto-payment';
import { loadPayment } from '../../../src/stores/payment-history';
import { Button } from '../../../src/ui';
import { Money } from '../../../src/format/money-amount';
import { parts } from '../../../src/ui/part';
import { StatusBadge } from '../status-badge';
import { coinShortfall, cryptoOutcome, type CryptoOutcome } from './crypto-amounts';
import { coinTicker } from './crypto-form';
import { CopyButton } from './copy-button';
import { QrCode } from './qr-code';
import '@src/errors/cashier-errors';

/** How often an open address is read again (the pending tray follows the deposit itself too). */
export const CRYPTO_POLL_MS = 5_000;

const OPEN: readonly CryptoOutcome[] = ['waiting', 'partial', 'manual'];

function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}

/** Reads the address again while it is open and the page is visible; failures are counted, not fatal. */
function usePoll(open: boolean, id: string): number {
  const [failures, setFailures] = useState(0);
  useEffect(() => {
    if (!open) return;
    let live = true;
    const tick = () => {
      if (document.visibilityState === 'hidden') return;
      refreshCryptoPayment().then(
        () => live && setFailures(0),
        () => live && setFailures((n) => n + 1),
      );
    };
    const timer = setInterval(tick, CRYPTO_POLL_MS);
    document.addEventListener('visibilitychange', tick);
    return () => {
      live = false;
      clearInterval(timer);
      document.removeEventListener('visibilitychange', tick);
    };
  }, [open, id]);
  return failures;
}

interface CryptoAddressProps {
  payment: CryptoPayment;
  coinName: string;
}

export function CryptoAddress({ payment, coinName }: CryptoAddressProps) {
  const { i18n } = useLingui();
  const outcome = cryptoOutcome(payment);
  const open = OPEN.includes(outcome);
  const now = useNow(open);
  const failures = usePoll(open, payment.id);
  const [deposit, setDeposit] = useState<Payment | null>(null);
  const addressRef = useRef<HTMLElement>(null);
  const title = useRef<HTMLHeadingElement>(null);
  // The address replaced the form the player just submitted: the focus (and a screen reader) goes to it.
  useEffect(() => title.current?.focus(), [payment.id]);
  const amountRef = useRef<HTMLElement>(null);
  const ticker = coinTicker(payment.payCurrency);
  const left = Date.parse(payment.expiresAt) - now;
  const shortBy = coinShortfall(payment.payAmount, payment.actuallyPaid);

  // Once final, the deposit says what was credited (an under-payment credits the fiat value of what arrived).
  useEffect(() => {
    if (open) return;
    let live = true;
    loadPayment('deposit', payment.paymentId).then(
      (p) => live && setDeposit(p),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [open, payment.paymentId]);

  const coin = (amount: string) => `\u2066${amount} ${ticker}\u2069`;
  const network = `\u2066${payment.network}\u2069`;

  const outcomeText: Record<CryptoOutcome, string> = {
    waiting: i18n._({ id: 'cashier.crypto.waiting', message: 'En attente de votre envoi. Cette page se met à jour toute seule.' }),
    partial: i18n._({
      id: 'cashier.crypto.partial',
      message: 'Reçu {paid} sur {amount} : il manque {missing}.',
      values: { paid: coin(payment.actuallyPaid ?? '0'), amount: coin(payment.payAmount), missing: coin(shortBy ?? '0') },
    }),
    manual: i18n._({ id: 'cashier.crypto.manual', message: 'Le paiement est vérifié manuellement : une confirmation peut prendre jusqu’à 24 h.' }),
    paid: i18n._({ id: 'cashier.crypto.paid', message: 'Paiement reçu en entier : le montant a été crédité sur votre solde.' }),
    underpaid: i18n._({
      id: 'cashier.crypto.underpaid',
      message: 'Paiement incomplet : {paid} reçus sur {amount}. Ce qui est arrivé a été crédité sur votre solde.',
      values: { paid: coin(payment.actuallyPaid ?? '0'), amount: coin(payment.payAmount) },
    }),
    expired: i18n._({ id: 'cashier.crypto.expired', message: 'L’adresse a expiré sans paiement reçu : rien n’a été crédité. N’envoyez plus rien à cette adresse.' }),
    failed: i18n._({ id: 'cashier.crypto.failed', message: 'Le paiement a échoué : rien n’a été crédité.' }),
  };

  return (
    <section className="crypto-address" aria-labelledby="crypto-address-title" {...parts('crypto-address')}>
      <h3 id="crypto-address-title" className="crypto-address__title" tabIndex={-1} ref={title}>
        {open
          ? i18n._({ id: 'cashier.crypto.send_title', message: 'Envoyez {amount} à cette adresse', values: { amount: coin(payment.payAmount) } })
          : i18n._({ id: 'cashier.crypto.done_title', message: 'Paiement de {amount}', values: { amount: coin(payment.payAmount) } })}
      </h3>

      <div className="crypto-address__status" role="status" {...parts('crypto-status')}>
        <StatusBadge status={payment.status} />
        <span>{outcomeText[outcome]}</span>
      </div>
      {failures >= 2 ? (
        <p className="cashier-muted" {...parts('crypto-poll-error')}>
          {i18n._({ id: 'cashier.crypto.poll_error', message: 'Le statut n’a pas pu être mis à jour, nouvel essai dans quelques secondes.' })}
        </p>
      ) : null}

      {outcome === 'underpaid' || outcome === 'partial' ? (
        <div className="crypto-under" {...parts('crypto-underpaid')}>
          {deposit?.creditedAmount != null ? (
            <p>
              {i18n._({ id: 'cashier.crypto.credited', message: 'Crédité sur votre solde :' })} <Money amount={deposit.creditedAmount} currency={deposit.currency} />
            </p>
          ) : null}
          <p>
            {i18n._({
              id: 'cashier.crypto.fee_explained',
              message:
                'Les frais du réseau sont payés par l’expéditeur : votre portefeuille les a retirés du montant envoyé. La prochaine fois, envoyez le montant exact en ajoutant les frais par-dessus.',
            })}
          </p>
        </div>
      ) : null}

      {open ? (
        <div className="crypto-address__body">
          <QrCode
            value={payment.address}
            label={i18n._({ id: 'cashier.crypto.qr_label', message: 'Code QR de l’adresse {address}', values: { address: payment.address } })}
            fallback={i18n._({ id: 'cashier.crypto.qr_failed', message: 'Le code QR n’a pas pu être affiché : copiez l’adresse ci-contre.' })}
          />
          <dl className="crypto-facts">
            <div>
              <dt>{i18n._({ id: 'cashier.crypto.amount_to_send', message: 'Montant exact à envoyer' })}</dt>
              <dd>
                <code ref={amountRef} dir="ltr" className="casino-code crypto-facts__value" {...parts('crypto-pay-amount')}>
                  {payment.payAmount} {ticker}
                </code>
                <CopyButton
                  value={payment.payAmount}
                  target={amountRef}
                  part="copy-amount"
                  label={i18n._({ id: 'cashier.crypto.copy_amount', message: 'Copier le montant' })}
                  done={i18n._({ id: 'cashier.crypto.amount_copied', message: 'Montant copié' })}
                />
              </dd>
            </div>
            <div>
              <dt>{i18n._({ id: 'cashier.crypto.address', message: 'Adresse {coin}', values: { coin: coinName } })}</dt>
              <dd>
                <code ref={addressRef} dir="ltr" className="casino-code crypto-facts__value crypto-facts__address" {...parts('crypto-address-text')}>
                  {payment.address}
                </code>
                <CopyButton
                  value={payment.address}
                  target={addressRef}
                  part="copy-address"
                  label={i18n._({ id: 'cashier.crypto.copy_address', message: 'Copier l’adresse' })}
                  done={i18n._({ id: 'cashier.crypto.address_copied', message: 'Adresse copiée' })}
                />
              </dd>
            </div>
            <div>
              <dt>{i18n._({ id: 'cashier.crypto.network_label', message: 'Réseau' })}</dt>
              <dd>
                <bdi dir="ltr">{payment.network}</bdi>
              </dd>
            </div>
            <div>
              <dt>{i18n._({ id: 'cashier.crypto.expires_in', message: 'L’adresse expire dans' })}</dt>
              <dd>
                <span role="timer" dir="ltr" className="crypto-countdown" {...parts('crypto-countdown')}>
                  {formatCountdown(left)}
                </span>
                {left <= 0 ? <span className="cashier-muted"> {i18n._({ id: 'cashier.crypto.checking', message: '(vérification…)' })}</span> : null}
              </dd>
            </div>
          </dl>
        </div>
      ) : null}

      {open ? (
        <div className="crypto-warning" {...parts('crypto-warning')}>
          <p>
            <strong>
              {i18n._({
                id: 'cashier.crypto.network_warning',
                message: 'Envoyez uniquement des {coin} sur le réseau {network}. Des jetons envoyés sur un autre réseau seraient perdus.',
                values: { coin: `\u2066${ticker}\u2069`, network },
              })}
            </strong>
          </p>
          <p>
            {i18n._({
              id: 'cashier.crypto.fee_warning',
              message: 'Les frais du réseau sont à votre charge : ajoutez-les au montant, car seul ce qui arrive est crédité.',
            })}
          </p>
        </div>
      ) : null}

      {deposit && !open ? (
        <p className="cashier-muted">
          {i18n._({ id: 'cashier.crypto.deposit_ref', message: 'Dépôt n° {id}', values: { id: `\u2066${deposit.id}\u2069` } })}
        </p>
      ) : null}

      <div className="cashier-actions">
        <Button variant={open ? 'secondary' : 'primary'} part="crypto-restart" onClick={() => clearCryptoPaymentData()}>
          {open
            ? i18n._({ id: 'cashier.crypto.restart_open', message: 'Choisir une autre cryptomonnaie' })
            : i18n._({ id: 'cashier.crypto.restart', message: 'Nouveau paiement en cryptomonnaie' })}
        </Button>
      </div>
      {open ? (
        <p className="cashier-muted crypto-address__note">
          {i18n._({
            id: 'cashier.crypto.restart_note',
            message: 'Si vous avez déjà envoyé des fonds à cette adresse, ils seront crédités même si vous quittez cette page.',
          })}
        </p>
      ) : null}
    </section>
  );
}
