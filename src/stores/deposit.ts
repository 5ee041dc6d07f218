// $deposit (spec money-and-games.md §3 "Deposit state", §4 "Deposit": create sets createdSuccessfully,
// clearing resets it). One press creates one deposit: a double click shares the request (single
// flight), the press after an unknown outcome sends the same Idempotency-Key (the server replays the
// deposit it made; docs/conventions.md §7 "Definitive answers": the balances and the open payments are read again
// meanwhile); the answer's balances go through the session and the deposit to the pending tray, which follows
// it to its final status through the provider's page, a redirect or a reload.
import { map } from 'nanostores';
import { sharedSlot } from '../platform/shared-slot';
import { http } from '../api/http';
import { createIdempotencyKeys } from '../api/idempotency-key';
import { paymentsApi, type DepositInput, type Payment, type PaymentsApi } from '../api/payments';
import { defaultUuid, pressMoney, singleFlight, type MoneyDeps } from './money-action';
import { $auth, session } from './auth';
import { trackPayment } from './pending-payments';
import { recheckPayments } from './recheck-payments';


interface DepositState {
  createdDeposit: Payment | null;
  createdSuccessfully: boolean;
}

const EMPTY_DEPOSIT: DepositState = { createdDeposit: null, createdSuccessfully: false };

interface DepositDeps extends MoneyDeps {
  api: Pick<PaymentsApi, 'createDeposit'>;
  track: (payment: Payment) => void;
}

export function createDepositStore(deps: DepositDeps) {
  const $state = map<DepositState>({ ...EMPTY_DEPOSIT });
  const keys = createIdempotencyKeys(deps.uuid ?? defaultUuid);

  const createDeposit = singleFlight(async (input: DepositInput): Promise<Payment> => {
    const request = JSON.stringify([input.paymentSystem, input.amount, input.returnUrl ?? null]);
    const { payment } = await pressMoney(keys, request, deps, (key) => deps.api.createDeposit(input, key));
    $state.set({ createdDeposit: payment, createdSuccessfully: true });
    deps.track(payment);
    return payment;
  });

  const clearDeposit = () => $state.set({ ...EMPTY_DEPOSIT });

  return { $state, createDeposit, clearDeposit, resetKeys: () => keys.reset() };
}

const depositStore = sharedSlot('deposit', () =>
  createDepositStore({ api: paymentsApi(http), auth: $auth, session, track: (p) => trackPayment(p), recheck: recheckPayments }),
);

export const createDeposit = (input: DepositInput) => depositStore.createDeposit(input);
