// /balance (spec money §2, shell §3 "User"): the real balance (2 decimals),
// the bonus balance (floored to 2 decimals), the currency, the amount held by open withdrawals, the open
// deposits and withdrawals as the server lists them (the pending tray's items, on any device; docs/conventions.md
// §7), and the ways on: deposit, withdraw, exchange the bonus (a page of the profile, asked of the host
// through `casino-navigate`).
import { useStore } from '@nanostores/react';
import { useLingui } from '@lingui/react';
import { $auth } from '../../src/stores/auth';
import { $pendingLoad, $pendingPayments, pendingPayments } from '../../src/stores/pending-payments';
import { Money } from '../../src/format/money-amount';
import { displayCurrency } from '../../src/format/money-format';
import { floor2 } from '../../src/format/money';
import { parts } from '../../src/ui/part';
import { isPlainClick } from '../../src/ui/plain-click';
import { buildPath } from './location';
import { PendingItems } from './pending-tray';
import { useHeld } from './use-held';
import { Button, Spinner } from '../../src/ui';
import { notices } from '../../src/i18n/messages';
import type { CashierViewProps } from './view-props';
import type { ShellActions } from './view-props';

const EXCHANGE_BONUS_PATH = '/profile/exchange-bonus-balance';

export default function BalanceView({ navigate, actions }: CashierViewProps & { actions: ShellActions }) {
  const { i18n } = useLingui();
  const user = useStore($auth).user!;
  const pending = useStore($pendingPayments).map((e) => e.payment);
  const load = useStore($pendingLoad);
  const currency = user.currency;
  const held = useHeld();

  const link = (href: string, label: string, part: string, go: () => void, primary = false) => (
    <a
      href={href}
      className={`casino-button casino-button--${primary ? 'primary' : 'secondary'}`}
      {...parts('button', 'action', part)}
      onClick={(e) => {
        if (!isPlainClick(e)) return;
        e.preventDefault();
        go();
      }}
    >
      <span className="casino-button__label">{label}</span>
    </a>
  );

  return (
    <div className="cashier-page" {...parts('balance')}>
      <section className="cashier-panel" aria-labelledby="balance-figures-title">
        <h2 id="balance-figures-title" className="casino-visually-hidden">
          {i18n._({ id: 'cashier.balance.figures', message: 'Vos soldes' })}
        </h2>
        <dl className="balance-figures">
          <div className="balance-figure balance-figure--real" {...parts('balance-real')}>
            <dt>{i18n._({ id: 'cashier.balance.real', message: 'Solde réel ({currency})', values: { currency: displayCurrency(currency) } })}</dt>
            <dd>
              <Money amount={user.balance} currency={currency} />
            </dd>
          </div>
          <div className="balance-figure" {...parts('balance-bonus')}>
            <dt>{i18n._({ id: 'cashier.balance.bonus', message: 'Solde bonus' })}</dt>
            <dd>
              <Money amount={floor2(user.bonusBalance)} currency={currency} />
            </dd>
          </div>
          <div className="balance-figure" {...parts('balance-held')}>
            <dt>{i18n._({ id: 'cashier.balance.held', message: 'Réservé (retraits en cours)' })}</dt>
            <dd>
              {held.status === 'ready' ? (
                <Money amount={held.held} currency={currency} />
              ) : held.status === 'loading' ? (
                <Spinner size="small" label={i18n._({ id: 'cashier.balance.held_loading', message: 'Calcul du montant réservé…' })} />
              ) : (
                <span className="cashier-muted">{i18n._({ id: 'cashier.balance.held_error', message: 'Indisponible pour le moment' })}</span>
              )}
            </dd>
          </div>
        </dl>
        <div className="cashier-actions">
          {link(buildPath({ page: 'replenishment' }), i18n._({ id: 'cashier.balance.deposit', message: 'Déposer' }), 'action-deposit', () => navigate({ page: 'replenishment' }), true)}
          {link(buildPath({ page: 'withdraw' }), i18n._({ id: 'cashier.balance.withdraw', message: 'Retirer' }), 'action-withdraw', () => navigate({ page: 'withdraw' }))}
          {link(EXCHANGE_BONUS_PATH, i18n._({ id: 'cashier.balance.exchange', message: 'Échanger le bonus' }), 'action-exchange', () => actions.leave(EXCHANGE_BONUS_PATH))}
        </div>
      </section>

      <section className="cashier-panel" aria-labelledby="balance-pending-title">
        <h2 id="balance-pending-title">{i18n._({ id: 'cashier.balance.pending', message: 'Dépôts et retraits en attente' })}</h2>
        {pending.length ? (
          <PendingItems payments={pending} />
        ) : load === 'error' ? (
          <p className="cashier-error" role="alert" {...parts('error')}>
            <span>{i18n._({ id: 'cashier.balance.pending_error', message: 'Les paiements en attente n’ont pas pu être chargés.' })}</span>
            <Button variant="secondary" part="retry" onClick={() => void pendingPayments.checkNow()}>
              {i18n._(notices.retry)}
            </Button>
          </p>
        ) : load === 'ready' ? (
          <p className="cashier-muted">{i18n._({ id: 'cashier.balance.none_pending', message: 'Aucun paiement en attente.' })}</p>
        ) : (
          <Spinner size="small" label={i18n._({ id: 'cashier.balance.pending_loading', message: 'Chargement des paiements en attente…' })} />
        )}
      </section>
    </div>
  );
}

export { styles } from './view-styles';
