// What the cashier's stores read again after a money press whose outcome is unknown (docs/conventions.md §7
// "Definitive answers"; src/api/idempotency-key.ts): the balances through the session's poll and the open
// payments the tray shows, so the page that says "we are checking" shows what the server did.
import { session } from './auth';
import { pendingPayments } from './pending-payments';

export function recheckPayments(): void {
  session.pollNow();
  void pendingPayments.checkNow();
}
