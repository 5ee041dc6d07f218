// The amount held by the player's open withdrawals (docs/contracts/payments.md §Wallet: a payout holds its
// amount at request, 10/20/21/27, until it is paid or released). The session's User has no held balance (the
// user endpoint does not send it and the money actions apply only balance and bonus), so the balance page
// adds up the open withdrawals the pending payments read from the server (every page of the filters OPEN and
// IN_PROCESS; src/stores/pending-payments.ts): one reading, the same on every device, and it follows each
// request, cancellation or settlement as the list does.
import { useStore } from '@nanostores/react';
import { $pendingLoad, $pendingPayments } from '../../src/stores/pending-payments';
import { isFinal } from '../../src/api/payment-status';
import { round2 } from '../../src/format/money';

type HeldState = { status: 'loading' } | { status: 'ready'; held: number } | { status: 'error' };

export function useHeld(): HeldState {
  const entries = useStore($pendingPayments);
  const load = useStore($pendingLoad);
  if (load === 'error') return { status: 'error' };
  if (load !== 'ready') return { status: 'loading' };
  const held = entries.filter((e) => e.payment.type === 'payout' && !isFinal(e.payment.status)).reduce((sum, e) => sum + e.payment.amount, 0);
  return { status: 'ready', held: round2(held) };
}
