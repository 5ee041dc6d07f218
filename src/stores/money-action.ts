// What every cashier money action shares (deposit, payout, its cancellation, a crypto deposit, a transfer):
// one request per press however often the button is pressed (single flight: a double click creates one
// payment), the press's Idempotency-Key (src/api/idempotency-key.ts, docs/conventions.md §7 "Definitive answers": kept
// until the server said yes or no, so the next press replays instead of paying twice), an unknown outcome
// told as such (OutcomeUnknownError) with the server's state read again, and the answer's balances written
// through the session's one user-writing action with the session's epoch taken before the request, so an
// answer that arrives after a sign-out or for another player is dropped.
import type { ReadableAtom } from 'nanostores';
import { OutcomeUnknownError, type IdempotencyKeys } from '../api/idempotency-key';
import { ApiError } from '../api/errors';
import type { PaymentBalances } from '../api/payments';
import type { AuthState, SessionManager } from '../session/session-manager';

/** The session's part the cashier writes through (src/session/session-manager.ts). */
type BalanceWriter = Pick<SessionManager, 'epoch' | 'applyBalances'>;

/** What a money action needs from the page: who is signed in and how to write their balances. */
export interface MoneyDeps {
  auth: ReadableAtom<Pick<AuthState, 'isAuth' | 'user'>>;
  session: BalanceWriter;
  uuid?: () => string;
  /**
   * After a press whose outcome is unknown: read the server's state again (the balances through the
   * session, the open payments), so the page shows what the server did while it says it is checking.
   */
  recheck?: () => void;
}

export const defaultUuid = () => crypto.randomUUID();

/** While `run` is in flight every call gets its promise; the next call after it settles runs again. */
export function singleFlight<A extends unknown[], R>(run: (...args: A) => Promise<R>): (...args: A) => Promise<R> {
  let current: Promise<R> | null = null;
  return (...args) =>
    (current ??= run(...args).finally(() => {
      current = null;
    }));
}

/** The signed-in player's id; a guest cannot move money (the cashier asks them to sign in first). */
export function signedInUser(auth: MoneyDeps['auth']) {
  const a = auth.get();
  if (!a.isAuth || !a.user) throw new ApiError({ status: 401, code: 'not_authenticated', method: 'POST', path: 'cashier' });
  return a.user;
}

/**
 * One press of a money action whose outcome may be unknown: sends `send(key)`; a definitive refusal
 * (idempotency-key.ts isDefinitive) is rethrown as is and retires the key; any other failure keeps the key for
 * the next press of the same request, calls `recheck` and rejects with an OutcomeUnknownError.
 */
export async function pressOnce<R>(keys: IdempotencyKeys, request: string, recheck: (() => void) | undefined, send: (key: string) => Promise<R>): Promise<R> {
  const press = keys.press(request);
  try {
    return await send(press.key);
  } catch (error) {
    if (!press.fail(error)) throw error;
    recheck?.();
    throw new OutcomeUnknownError(error);
  }
}

/**
 * Sends one press of `request` (what identifies the body: the same press after an unknown outcome reuses
 * the key) and applies the answer's balances for `userId` with the session's epoch taken now.
 */
export async function pressMoney<R extends { balances: PaymentBalances }>(
  keys: IdempotencyKeys,
  request: string,
  deps: MoneyDeps,
  send: (key: string) => Promise<R>,
): Promise<R> {
  const user = signedInUser(deps.auth);
  const epoch = deps.session.epoch();
  const answer = await pressOnce(keys, request, deps.recheck, send);
  deps.session.applyBalances(user.id, { balance: answer.balances.balance, bonusBalance: answer.balances.bonusBalance }, epoch);
  return answer;
}
