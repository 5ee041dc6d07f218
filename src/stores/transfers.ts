// The player's transfers with their cashier (spec money-and-games.md §3 "Transfer", §7; contract
// "Transfers"): the list, and sending money back to the cashier (the recipient is the player's parent,
// in the player's currency). A money press: own key (kept after an unknown outcome, docs/conventions.md §7), single
// flight, balances through the session (read again after an unknown outcome).
import { sharedSlot } from '../platform/shared-slot';
import { http } from '../api/http';
import { createIdempotencyKeys } from '../api/idempotency-key';
import { ApiError } from '../api/errors';
import { transfersApi, type Transfer, type TransfersApi } from '../api/transfers';
import type { PaymentPage } from '../api/payments';
import { defaultUuid, pressMoney, signedInUser, singleFlight, type MoneyDeps } from './money-action';
import { $auth, session } from './auth';


const TRANSFERS_PAGE_SIZE = 10;

interface TransfersDeps extends MoneyDeps {
  api: Pick<TransfersApi, 'list' | 'withdraw' | 'limits'>;
}

export function createTransfers(deps: TransfersDeps) {
  const keys = createIdempotencyKeys(deps.uuid ?? defaultUuid);

  const loadTransfers = (page: number, pageSize = TRANSFERS_PAGE_SIZE): Promise<PaymentPage<Transfer>> =>
    deps.api.list({ page, pageSize });

  /** Sends `amount` to the player's cashier; a player without one cannot (permission_denied). */
  const withdrawToCashier = singleFlight(async (amount: number): Promise<Transfer> => {
    const user = signedInUser(deps.auth);
    if (user.parent === null) throw new ApiError({ status: 403, code: 'permission_denied', method: 'POST', path: 'transfers' });
    const input = { amount, currency: user.currency, recipientId: user.parent };
    const { transfer } = await pressMoney(keys, JSON.stringify([input.amount, input.recipientId]), deps, (key) => deps.api.withdraw(input, key));
    return transfer;
  });

  /** The bounds the server holds a transfer to (the page advertises and checks these, no figure of its own). */
  const loadTransferLimits = () => deps.api.limits();

  return { loadTransfers, withdrawToCashier, loadTransferLimits };
}

const transfers = sharedSlot('transfers', () => createTransfers({ api: transfersApi(http), auth: $auth, session, recheck: () => session.pollNow() }));

export const loadTransfers = (page: number, pageSize?: number) => transfers.loadTransfers(page, pageSize);
export const withdrawToCashier = (amount: number) => transfers.withdrawToCashier(amount);
export const loadTransferLimits = () => transfers.loadTransferLimits();
