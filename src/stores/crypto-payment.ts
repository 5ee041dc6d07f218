// $cryptoPayment (spec money-and-games.md §3 "Crypto": cryptoCurrenciesList, cryptoPaymentData,
// cryptoMinAmountByCurrency; §4 "Crypto payment data can be cleared"). Creating a crypto payment is a
// money press like a deposit (its key, single flight) and the deposit it makes (system `crypto`, status
// 20) goes to the pending tray, which follows it to 30 (credited, maybe less after an under-payment) or
// 45 (nothing arrived before the address expired). refreshCryptoPayment reads the address view again.
import { map, type ReadableAtom } from 'nanostores';
import { sharedSlot } from '../platform/shared-slot';
import { http } from '../api/http';
import { createIdempotencyKeys } from '../api/idempotency-key';
import { cryptoApi, type CryptoApi, type CryptoCurrency, type CryptoMinAmount, type CryptoPayment, type CryptoPaymentInput } from '../api/crypto';
import { paymentsApi, type Payment, type PaymentsApi } from '../api/payments';
import { defaultUuid, pressOnce, signedInUser, singleFlight, type MoneyDeps } from './money-action';
import { recheckPayments } from './recheck-payments';
import { $auth, session } from './auth';
import { $playerId } from './player-id';
import { trackPayment } from './pending-payments';


interface CryptoPaymentState {
  currencies: CryptoCurrency[];
  minByCurrency: Record<string, CryptoMinAmount>;
  paymentData: CryptoPayment | null;
}

const EMPTY_CRYPTO: CryptoPaymentState = { currencies: [], minByCurrency: {}, paymentData: null };

interface CryptoDeps extends MoneyDeps {
  api: Pick<CryptoApi, 'currencies' | 'minAmount' | 'createPayment' | 'payment'>;
  /** Reads the deposit the crypto payment created, for the tray. */
  payments: Pick<PaymentsApi, 'one'>;
  track: (payment: Payment) => void;
  /** Who is signed in ($playerId). */
  player: ReadableAtom<number | null>;
}

export function createCryptoPaymentStore(deps: CryptoDeps) {
  const $state = map<CryptoPaymentState>({ ...EMPTY_CRYPTO });
  const keys = createIdempotencyKeys(deps.uuid ?? defaultUuid);

  const loadCryptoCurrencies = singleFlight(async () => {
    const currencies = await deps.api.currencies();
    $state.setKey('currencies', currencies);
    return currencies;
  });

  async function loadCryptoMinAmount(code: string): Promise<CryptoMinAmount> {
    const min = await deps.api.minAmount(code);
    $state.setKey('minByCurrency', { ...$state.get().minByCurrency, [min.currency]: min });
    return min;
  }

  /** No balances in this answer: the money arrives later, and the tray re-reads the user then. */
  const createCryptoPayment = singleFlight(async (input: CryptoPaymentInput): Promise<CryptoPayment> => {
    const user = signedInUser(deps.auth);
    const epoch = deps.session.epoch();
    const data = await pressOnce(keys, JSON.stringify([input.payCurrency, input.amount]), deps.recheck, (key) => deps.api.createPayment(input, key));
    if (deps.session.epoch() !== epoch || deps.auth.get().user?.id !== user.id) return data; // signed out meanwhile
    $state.setKey('paymentData', data);
    // The deposit itself: the tray follows it. If it cannot be read now, the address still shows and
    // the deposit is in the list; the tray gets it at the next refresh.
    await deps.payments.one('deposit', data.paymentId).then(deps.track, () => undefined);
    return data;
  });

  async function refreshCryptoPayment(): Promise<CryptoPayment | null> {
    const current = $state.get().paymentData;
    if (!current) return null;
    const data = await deps.api.payment(current.id);
    if ($state.get().paymentData?.id !== current.id) return data; // cleared or replaced meanwhile
    $state.setKey('paymentData', data);
    if (data.status !== current.status) await deps.payments.one('deposit', data.paymentId).then(deps.track, () => undefined);
    return data;
  }

  const clearCryptoPaymentData = () => $state.setKey('paymentData', null);

  // Another player must not see this one's address.
  deps.player.listen(() => {
    keys.reset();
    $state.set({ ...$state.get(), paymentData: null });
  });

  return { $state, loadCryptoCurrencies, loadCryptoMinAmount, createCryptoPayment, refreshCryptoPayment, clearCryptoPaymentData };
}

const cryptoPayment = sharedSlot('cryptoPayment', () =>
  createCryptoPaymentStore({ api: cryptoApi(http), payments: paymentsApi(http), auth: $auth, player: $playerId, session, track: (p) => trackPayment(p), recheck: recheckPayments }),
);

export const $cryptoPayment = cryptoPayment.$state;
export const loadCryptoCurrencies = () => cryptoPayment.loadCryptoCurrencies();
export const loadCryptoMinAmount = (code: string) => cryptoPayment.loadCryptoMinAmount(code);
export const createCryptoPayment = (input: CryptoPaymentInput) => cryptoPayment.createCryptoPayment(input);
export const refreshCryptoPayment = () => cryptoPayment.refreshCryptoPayment();
export const clearCryptoPaymentData = () => cryptoPayment.clearCryptoPaymentData();
