// What every cashier money action shares (deposit, payout, its cancellation, a crypto deposit, a
// transfer): one request per press however often the button is pressed (single flight: a double click
// creates one payment), the press's Idempotency-Key (src/api/press-key.ts: the same key again after a
// press that got no answer, so the server replays instead of paying twice), and the answer's balances
// written through the session's one user-writing action with the ticket taken before the request, so an
// answer that arrives after a sign-out or for another player is dropped.
import type { ReadableAtom } from 'nanostores';
import type { PressKeys } from '../api/press-key';
import { ApiError } from '../api/errors';
import type { PaymentBalances } from '../api/payments';
import type { AuthState, SessionManager } from '../session/session-manager';

/** The session's part the cashier writes through (src/session/session-manager.ts). */
export type BalanceWriter = Pick<SessionManager, 'ticket' | 'applyBalances'>;

/** What a money action needs from the page: who is signed in and how to write their balances. */
export interface MoneyDeps {
  auth: ReadableAtom<Pick<AuthState, 'isAuth' | 'user'>>;
  session: BalanceWriter;
  uuid?: () => string;
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
 * Sends one press of `request` (what identifies the body: the same press after no answer reuses the key)
 * and applies the answer's balances for `userId` with the ticket taken now.
 */
export async function pressMoney<R extends { balances: PaymentBalances }>(
  keys: PressKeys,
  request: string,
  deps: MoneyDeps,
  send: (key: string) => Promise<R>,
): Promise<R> {
  const user = signedInUser(deps.auth);
  const ticket = deps.session.ticket();
  const press = keys.press(request);
  let answer: R;
  try {
    answer = await send(press.key);
  } catch (error) {
    press.fail(error);
    throw error;
  }
  deps.session.applyBalances(user.id, { balance: answer.balances.balance, bonusBalance: answer.balances.bonusBalance }, ticket);
  return answer;
}
