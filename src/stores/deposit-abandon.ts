// The player abandons a deposit they started and will not pay (status 10/20; docs/api.md "Payments",
// POST deposit/{id}/cancel_payment/): the server moves it to 45 "abandoned" and nothing is debited or
// credited. A money press like the payout's cancellation (src/stores/payout.ts): its own
// Idempotency-Key kept until the server answered yes or no (docs/conventions.md §7 "Definitive answers"), one
// request per deposit however often the button is pressed, the answer's balances through the session,
// and the pending payments told quietly (the page says it itself).
import { sharedSlot } from '../platform/shared-slot';
import { http } from '../api/http';
import { createIdempotencyKeys } from '../api/idempotency-key';
import { paymentsApi, type Payment, type PaymentsApi } from '../api/payments';
import { defaultUuid, pressMoney, type MoneyDeps } from './money-action';
import { $auth, session } from './auth';
import { trackPayment, type TrackOptions } from './pending-payments';
import { recheckPayments } from './recheck-payments';

interface AbandonDeps extends MoneyDeps {
  api: Pick<PaymentsApi, 'cancelDeposit'>;
  track: (payment: Payment, options?: TrackOptions) => void;
}

export function createDepositAbandon(deps: AbandonDeps) {
  const keys = createIdempotencyKeys(deps.uuid ?? defaultUuid);
  const running = new Map<number, Promise<Payment>>();

  function abandonDeposit(id: number): Promise<Payment> {
    const current = running.get(id);
    if (current) return current;
    const request = (async () => {
      const { payment } = await pressMoney(keys, String(id), deps, (key) => deps.api.cancelDeposit(id, key));
      deps.track(payment, { quiet: true });
      return payment;
    })().finally(() => running.delete(id));
    running.set(id, request);
    return request;
  }

  return { abandonDeposit };
}

const depositAbandon = sharedSlot('depositAbandon', () =>
  createDepositAbandon({ api: paymentsApi(http), auth: $auth, session, track: (p, o) => trackPayment(p, o), recheck: recheckPayments }),
);

export const abandonDeposit = (id: number) => depositAbandon.abandonDeposit(id);
