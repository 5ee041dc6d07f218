// /profile/withdraw (docs/contracts/payments.md): the withdrawal request (./payout-form.tsx) over the player's
// withdrawals (./payout-list.tsx), whose filter and page live in the URL's query (?filter=OPEN&page=2).
import { useState } from 'react';
import { parts } from '../../src/ui/part';
import { PayoutForm } from './payout-form';
import { PayoutList, readFilter } from './payout-list';
import type { CashierViewProps } from './view-props';
import type { ShellActions } from './view-props';
import { WithdrawOnlyBanner } from '../../src/ui/rg/withdraw-only-banner';

export default function PayoutView({ query, navigate, actions }: CashierViewProps & { actions: ShellActions }) {
  const [version, setVersion] = useState(0);
  const filter = readFilter(query.filter);
  const page = Math.max(1, Number.parseInt(query.page ?? '1', 10) || 1);
  return (
    <div className="cashier-page" {...parts('payout')}>
      <WithdrawOnlyBanner />
      <PayoutForm leave={actions.leave} onRequested={() => setVersion((n) => n + 1)} />
      <PayoutList
        filter={filter}
        page={page}
        version={version}
        onChange={(next) =>
          navigate({ page: 'withdraw', query: { ...(next.filter !== 'ALL' ? { filter: next.filter } : {}), ...(next.page > 1 ? { page: String(next.page) } : {}) } }, { replace: true })
        }
      />
    </div>
  );
}

export { styles } from './view-styles';
