// The deposit page of a withdraw-only login (docs/architecture.md "Withdraw-only login"): a player on a
// break may not deposit, and the server refuses even the deposit methods (self_excluded). The site never
// opens this page for such a login (it sends them to the withdrawal), but a host embedding the cashier
// may: the page says why, points to the withdrawal, and asks the server nothing, so nothing fails.
import { useLingui } from '@lingui/react';
import { WithdrawOnlyBanner } from '../../src/ui/rg/withdraw-only-banner';
import { parts } from '../../src/ui/part';
import type { CashierViewProps } from './view-props';

export function DepositClosed({ navigate }: Pick<CashierViewProps, 'navigate'>) {
  const { i18n } = useLingui();
  return (
    <div className="cashier-page" {...parts('deposit deposit-closed')}>
      <WithdrawOnlyBanner />
      <p className="cashier-panel">
        {i18n._({ id: 'cashier.deposit.closed', message: 'Les dépôts sont fermés pendant votre pause.' })}{' '}
        <a
          href="/profile/withdraw"
          className="cashier-link"
          {...parts('withdraw-link')}
          onClick={(event) => {
            event.preventDefault();
            navigate({ page: 'withdraw' });
          }}
        >
          {i18n._({ id: 'cashier.deposit.closed_withdraw', message: 'Retirer mes fonds' })}
        </a>
      </p>
    </div>
  );
}
