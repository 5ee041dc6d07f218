// $paymentSystems: the deposit and payout methods (spec money-and-games.md §3 "Deposit state",
// "Payout state": systemList), one player resource per side (player-resource.ts): read once per player
// and side, again on demand (a retry) or in another language. The payout list is the player's own
// (last_deposit, max_amount), so another player, or none, empties both lists.
import { computed, type ReadableAtom } from 'nanostores';
import { sharedSlot } from '../platform/shared-slot';
import { http } from '../api/http';
import { paymentsApi, type PaymentsApi, type PaymentSystem, type PaymentType } from '../api/payments';
import { playerResource, type Resource } from './player-resource';
import { $playerId } from './player-id';
import { $locale } from './locale';

export type PaymentSystemsSlice = Resource<PaymentSystem[]>;
type PaymentSystemsState = Record<PaymentType, PaymentSystemsSlice>;

interface PaymentSystemsDeps {
  api: Pick<PaymentsApi, 'systemList'>;
  player: ReadableAtom<number | null>;
  /** The page's language: the server answers the methods' names and descriptions in it. */
  lang?: ReadableAtom<string>;
}

export function createPaymentSystems({ api, player, lang }: PaymentSystemsDeps) {
  const side = (type: PaymentType) => playerResource(() => api.systemList(type, lang?.get()), { player });
  const sides = { deposit: side('deposit'), payout: side('payout') };
  const $state: ReadableAtom<PaymentSystemsState> = computed([sides.deposit.$state, sides.payout.$state], (deposit, payout) => ({ deposit, payout }));

  /** The methods of one side, read once (a second call while one reads waits for it); `force` reads again. */
  const loadPaymentSystems = (type: PaymentType, options: { force?: boolean } = {}): Promise<void> =>
    options.force ? sides[type].reload() : sides[type].load();

  // Another language: the lists shown are read again in it (kept on screen meanwhile); an answer in the
  // old language, still on its way, is dropped (a reload drops the older read).
  lang?.listen(() => {
    for (const s of Object.values(sides)) if (s.$state.get().status !== 'idle') void s.reload();
  });

  return { $state, loadPaymentSystems };
}

const paymentSystems = sharedSlot('payment-systems', () => createPaymentSystems({ api: paymentsApi(http), player: $playerId, lang: $locale }));

export const $paymentSystems = paymentSystems.$state;
export const loadPaymentSystems = (type: PaymentType, options?: { force?: boolean }) => paymentSystems.loadPaymentSystems(type, options);
