// $payout (spec money-and-games.md §3 "Payout state", §4 "Withdrawal"): a withdrawal request holds the
// amount at once (balance → held, the answer's balances applied through the session), and the pending
// tray follows it until it is paid, refused or cancelled. A cancellation (online systems, status 10/20)
// releases the hold; it is a money press too (own key, single flight). Either press keeps its key after
// an unknown outcome (docs/conventions.md §7 "Definitive answers") and the page says it is checking meanwhile.
import { map } from 'nanostores';
import { sharedSlot } from '../platform/shared-slot';
import { http } from '../api/http';
import { createIdempotencyKeys } from '../api/idempotency-key';
import { paymentsApi, type Payment, type PaymentsApi, type PayoutInput } from '../api/payments';
import { defaultUuid, pressMoney, singleFlight, type MoneyDeps } from './money-action';
import { $auth, session } from './auth';
import { trackPayment, type TrackOptions } from './pending-payments';
import { recheckPayments } from './recheck-payments';


interface PayoutState {
  createdPayout: Payment | null;
}

const EMPTY_PAYOUT: PayoutState = { createdPayout: null };

interface PayoutDeps extends MoneyDeps {
  api: Pick<PaymentsApi, 'createPayout' | 'cancelPayout'>;
  track: (payment: Payment, options?: TrackOptions) => void;
}

export function createPayoutStore(deps: PayoutDeps) {
  const $state = map<PayoutState>({ ...EMPTY_PAYOUT });
  const payoutKeys = createIdempotencyKeys(deps.uuid ?? defaultUuid);
  const cancelKeys = createIdempotencyKeys(deps.uuid ?? defaultUuid);

  const createPayout = singleFlight(async (input: PayoutInput): Promise<Payment> => {
    const request = JSON.stringify([input.paymentSystem, input.amount, input.account ?? null, input.returnUrl ?? null]);
    const { payment } = await pressMoney(payoutKeys, request, deps, (key) => deps.api.createPayout(input, key));
    $state.set({ createdPayout: payment });
    deps.track(payment);
    return payment;
  });

  // One cancellation at a time per payout: pressing "cancel" on two payouts sends both.
  const cancelling = new Map<number, Promise<Payment>>();
  function cancelPayout(id: number): Promise<Payment> {
    const running = cancelling.get(id);
    if (running) return running;
    const request = (async () => {
      const { payment } = await pressMoney(cancelKeys, String(id), deps, (key) => deps.api.cancelPayout(id, key));
      // The cancellation's own notice tells the player; the tray does not announce it again.
      deps.track(payment, { quiet: true });
      if ($state.get().createdPayout?.id === id) $state.set({ createdPayout: payment });
      return payment;
    })().finally(() => cancelling.delete(id));
    cancelling.set(id, request);
    return request;
  }

  const clearPayout = () => $state.set({ ...EMPTY_PAYOUT });

  return { $state, createPayout, cancelPayout, clearPayout };
}

const payoutStore = sharedSlot('payout', () =>
  createPayoutStore({ api: paymentsApi(http), auth: $auth, session, track: (p, o) => trackPayment(p, o), recheck: recheckPayments }),
);

export const $payout = payoutStore.$state;
export const createPayout = (input: PayoutInput) => payoutStore.createPayout(input);
export const cancelPayout = (id: number) => payoutStore.cancelPayout(id);
