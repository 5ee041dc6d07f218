// The amount held by the player's open withdrawals (contract "Wallet": a payout holds its amount at
// request, 20/21/27, until it is paid or released). The session's User has no held balance (the
// user endpoint does not send it and the money actions apply only balance and bonus), so the balance
// page adds up the open withdrawals themselves (filters OPEN and IN_PROCESS: 10, 20, 21, 27), read
// again whenever the pending tray changes (a payout requested, cancelled or settled).
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { loadPayments } from '../../src/stores/payment-history';
import { $pendingPayments } from '../../src/stores/pending-payments';
import { round2 } from '../../src/format/money';

const PAGE_SIZE = 100;

export type HeldState = { status: 'loading' } | { status: 'ready'; held: number } | { status: 'error' };

async function sumOpenPayouts(): Promise<number> {
  let total = 0;
  for (const filter of ['OPEN', 'IN_PROCESS'] as const) {
    // Paged to the end: a player with more than 100 open withdrawals still gets the right sum.
    for (let page = 1; ; page++) {
      const answer = await loadPayments('payout', { page, pageSize: PAGE_SIZE, filter });
      for (const p of answer.list) total += p.amount;
      if (answer.list.length < PAGE_SIZE || page * PAGE_SIZE >= answer.count) break;
    }
  }
  return round2(total);
}

export function useHeld(): HeldState {
  const tray = useStore($pendingPayments);
  const payoutKey = tray
    .filter((e) => e.payment.type === 'payout')
    .map((e) => `${e.payment.id}:${e.payment.status}`)
    .join(',');
  const [state, setState] = useState<HeldState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    sumOpenPayouts().then(
      (held) => live && setState({ status: 'ready', held }),
      () => live && setState({ status: 'error' }),
    );
    return () => {
      live = false;
    };
  }, [payoutKey]);
  return state;
}
