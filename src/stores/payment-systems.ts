// $paymentSystems: the deposit and payout methods (spec money-and-games.md §3 "Deposit state",
// "Payout state": systemList). Read once per player and side; `force` reads again (after a payout, whose
// max_amount changed, or a retry). The payout list is the player's own (last_deposit, max_amount), so
// another player, or none, empties both lists.
import { map, type ReadableAtom } from 'nanostores';
import { sharedSlot } from '../platform/shared-slot';
import { http } from '../api/http';
import { paymentsApi, type PaymentsApi, type PaymentSystem, type PaymentType } from '../api/payments';
import { playerIdOf, type AuthState } from '../session/session-manager';
import { $auth } from './auth';
import { $locale } from './locale';

export interface PaymentSystemsSlice {
  status: 'idle' | 'loading' | 'ready' | 'error';
  list: PaymentSystem[];
  error: unknown;
}

export type PaymentSystemsState = Record<PaymentType, PaymentSystemsSlice>;

const IDLE: PaymentSystemsSlice = { status: 'idle', list: [], error: null };
export const EMPTY_PAYMENT_SYSTEMS: PaymentSystemsState = { deposit: IDLE, payout: IDLE };

export interface PaymentSystemsDeps {
  api: Pick<PaymentsApi, 'systemList'>;
  auth: ReadableAtom<Pick<AuthState, 'isAuth' | 'user'>>;
  /** The page's language: the server answers the methods' names and descriptions in it. */
  lang?: ReadableAtom<string>;
}

export function createPaymentSystems({ api, auth, lang }: PaymentSystemsDeps) {
  const $state = map<PaymentSystemsState>({ ...EMPTY_PAYMENT_SYSTEMS });
  const inFlight: Partial<Record<PaymentType, Promise<PaymentSystem[]>>> = {};
  let player: number | null = null;
  /** Bumped when the player changes: an answer for the last one is dropped. */
  let epoch = 0;

  const userId = () => playerIdOf(auth.get());

  auth.subscribe(() => {
    if (userId() === player) return;
    player = userId();
    epoch++;
    delete inFlight.deposit;
    delete inFlight.payout;
    $state.set({ ...EMPTY_PAYMENT_SYSTEMS });
  });

  /** The methods of one side; a second call while one reads answers the same list. */
  function loadPaymentSystems(type: PaymentType, options: { force?: boolean } = {}): Promise<PaymentSystem[]> {
    const slice = $state.get()[type];
    if (slice.status === 'ready' && !options.force) return Promise.resolve(slice.list);
    const running = inFlight[type];
    if (running) return running;
    const mine = epoch;
    // A forced reload keeps the list on screen meanwhile.
    $state.setKey(type, { ...slice, status: slice.status === 'ready' ? 'ready' : 'loading', error: null });
    const request = api.systemList(type, lang?.get()).then(
      (list) => {
        if (mine === epoch) $state.setKey(type, { status: 'ready', list, error: null });
        return list;
      },
      (error: unknown) => {
        if (mine === epoch) {
          const before = $state.get()[type];
          $state.setKey(type, before.status === 'ready' ? { ...before, error } : { status: 'error', list: [], error });
        }
        throw error;
      },
    );
    const tracked = request.finally(() => {
      if (inFlight[type] === tracked) delete inFlight[type];
    });
    inFlight[type] = tracked;
    return tracked;
  }

  // Another language: the lists shown are read again in it (kept on screen meanwhile); an answer in the
  // old language, still on its way, is dropped.
  let shownLang = lang?.get();
  lang?.subscribe((value) => {
    if (value === shownLang) return;
    shownLang = value;
    epoch++;
    for (const type of ['deposit', 'payout'] as const) {
      delete inFlight[type];
      if ($state.get()[type].status !== 'idle') loadPaymentSystems(type, { force: true }).catch(() => undefined);
    }
  });

  return { $state, loadPaymentSystems };
}

export const paymentSystems = sharedSlot('paymentSystems', () => createPaymentSystems({ api: paymentsApi(http), auth: $auth, lang: $locale }));

export const $paymentSystems = paymentSystems.$state;
export const loadPaymentSystems = (type: PaymentType, options?: { force?: boolean }) => paymentSystems.loadPaymentSystems(type, options);
