// An e-wallet deposit waiting at 20 (flow "none": no provider page, docs/api.md "Simulated providers"):
// the player must approve it in their wallet app, so the cashier says so, and links to the app when the
// payment's redirect link gives one (the wallet's deep link; the sandbox's simulated phone). Shown after
// paying and when the player comes back to the deposit page with ?payment=<id>; gone once the payment
// left 20 (the pending tray's live status, read from the server).
import { useStore } from '@nanostores/react';
import { useLingui } from '@lingui/react';
import type { Payment } from '../../src/api/payments';
import { $pendingPayments } from '../../src/stores/pending-payments';
import { parts } from '../../src/ui/part';
import { withLang } from './provider-frame';

export function WalletAppNotice({ payment }: { payment: Payment }) {
  const { i18n } = useLingui();
  const live = useStore($pendingPayments).find((e) => e.payment.id === payment.id)?.payment ?? payment;
  const waiting = live.flow === 'none' && live.type === 'deposit' && live.status === 20;
  // Without a link the text still says what to do: the player's own wallet app.
  const link = live.redirectLink;

  if (!waiting) return null;
  return (
    <section className="cashier-panel wallet-app" role="status" {...parts('wallet-app')}>
      <h2>{i18n._({ id: 'cashier.deposit.wallet_title', message: 'Approuvez le paiement dans votre application' })}</h2>
      <p>
        {i18n._({
          id: 'cashier.deposit.wallet_text',
          message: 'Ouvrez votre application de porte-monnaie électronique et approuvez le paiement n° {id}. Son statut s’affiche ici dès la réponse du prestataire.',
          values: { id: payment.id },
        })}
      </p>
      {link ? (
        <p>
          <a className="cashier-link" href={withLang(link, i18n.locale)} target="_blank" rel="noopener noreferrer" {...parts('wallet-app-link')}>
            {i18n._({ id: 'cashier.deposit.wallet_open', message: 'Ouvrir l’application du portefeuille (simulée, nouvel onglet)' })}
          </a>
        </p>
      ) : null}
    </section>
  );
}
