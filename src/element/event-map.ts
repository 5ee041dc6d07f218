// The DOM events of our elements, by name (docs/conventions.md §2.3): one map from event name to detail type,
// merged into the DOM's own event maps, so a host's `addEventListener('casino-game-launch', (e) =>
// e.detail.gameId)` is typed without a cast, and emit() (./events.ts) refuses a detail of the wrong shape.
// The elements' JSDoc `@event` lines (and dist/custom-elements.json generated from them) describe the
// same details in words; tests/unit/element/event-map.test.ts checks that both name the same events.
import type { LaunchMode } from '../api/games';
import type { WheelSpinResult } from '../api/wheel';
import type { SessionChangeKind } from '../session/session-manager';

/** `casino-session-change`: the session began or ended, in this tab or another (once per page). */
export interface SessionChangeDetail {
  state: SessionChangeKind;
  user: { id: number; username: string; currency: string } | null;
}

/**
 * `casino-login-required` (cancelable): a guest asked for something that needs a player. `reason` says who
 * asked: the lobby (`casino`), the wheel's spin button (`wheel-spin`), a banner (`banner`, with the `path` of
 * the slide's link), the cashier opened by a signed-out visitor (`cashier`), the profile likewise
 * (`profile`), the sportsbook's frame asking a guest to sign in to bet (`sportsbook`).
 */
export interface LoginRequiredDetail {
  reason: 'casino' | 'wheel-spin' | 'banner' | 'cashier' | 'profile' | 'sportsbook';
  path?: string;
}

/**
 * `casino-navigate` (cancelable, except the sign-in form's): an element asks to go to a page of the site.
 * `keepScroll` (the lobby's own state changes): the host routes without scrolling to the top.
 * `replace` (the sportsbook's view forced by the viewport, a redirect of its own): the host replaces the
 * current history entry instead of adding one, so Back does not land on the page that was replaced.
 * `reality-check` (docs/contracts/responsible-gaming.md §6): the player answered a reality check with "view
 * history" or, in the sportsbook, "stop playing" (/main).
 */
export interface NavigateDetail {
  path: string;
  reason: 'lobby' | 'banner' | 'signed-in' | 'cashier' | 'profile' | 'sportsbook' | 'reality-check';
  keepScroll?: boolean;
  replace?: boolean;
}

/**
 * `casino-deposit-requested` (cancelable; docs/contracts/sportsbook.md §5 `deposit-requested`): the
 * sportsbook's frame asked for a deposit (a stake above the balance), or the wheel's « Déposer » was pressed
 * (the balance is below a spin's need). `amount` (two decimals, the player's currency) when the frame said
 * how much. No default action: the site goes to the cashier's deposit page (/profile/replenishment).
 */
export interface DepositRequestedDetail {
  amount?: string;
}

/**
 * `casino-bet-placed` (not cancelable; docs/contracts/sportsbook.md §5 `bet-placed`): a bet was placed in the
 * sportsbook's frame; the header's balance already follows. Amounts are numbers in `currency`.
 */
export interface BetPlacedDetail {
  ticketId: string;
  ticketCode: string;
  amountIn: number;
  balance: number;
  currency: string;
}

/** `casino-game-launch` (cancelable): the player opens a game. */
export interface GameLaunchDetail {
  provider: string;
  gameId: string;
  name: string;
  mode: LaunchMode;
}

/**
 * `casino-error`: the element failed and shows its error screen. `code` is the failure's error code (an API
 * error's, docs/api.md "Errors") or `render_failed`; `element` is the tag of the element that failed.
 */
export interface ErrorDetail {
  message: string;
  code: string;
  element: string;
}

/** `casino-notice-acknowledge`: the player said thanks and the server recorded it (not cancelable). */
export interface NoticeAcknowledgeDetail {
  kind: 'first-deposit' | 'cashback' | 'personal-jackpot';
  id: number;
}

/** `casino-wheel-spin`: the result panel shows the prize of a spin pressed in this element (not cancelable). */
export type WheelSpinDetail = Pick<WheelSpinResult, 'id' | 'prizeId' | 'name' | 'amount' | 'currency' | 'isPresent' | 'wallet' | 'isFree'>;

/**
 * `casino-deposit-complete` / `casino-payout-complete`: a payment the cashier follows reached a final
 * status (30 success, 40 failed, 45 expired, 22 approval failed; docs/contracts/payments.md §Statuses). `amount` is a number in
 * `currency` (the player's); not cancelable.
 */
export interface PaymentCompleteDetail {
  paymentId: number;
  amount: number;
  currency: string;
  status: number;
}

/**
 * `casino-open-change`: the dialog of an element with `open` (the modal wheel, the modal sign-in) is asked
 * to open or close by the player (`done: false`, cancelable: prevented, nothing changes and the host
 * decides through `open`), or has opened or closed (`done: true`; ./use-open-change.ts).
 */
export interface OpenChangeDetail {
  open: boolean;
  done: boolean;
}

/** What `casino-track` reports (docs/operators.md "Events"). */
export type TrackAction =
  | 'cashier-opened'
  | 'deposit-method-chosen'
  | 'deposit-amount-entered'
  | 'deposit-redirected'
  | 'deposit-returned'
  | 'registration-started'
  | 'registration-completed'
  | 'sign-in-failed'
  | 'game-opened'
  | 'game-closed';

/**
 * `casino-track` (not cancelable): a step a marketing team counts (docs/operators.md "Events"), the raw
 * material of the `onEvent` adapter (docs/embedding.md "Analytics"). The deposit funnel: the deposit page
 * shown (`cashier-opened`), a method chosen (`method`: its slug), an amount committed (on leaving the field,
 * a quick amount or the press of « Payer »: `amount` a number in `currency`), the provider's page opened
 * (`deposit-redirected`, with the server's `paymentId`) and left (`deposit-returned`); the outcome is
 * `casino-deposit-complete`, from the server. Registration: the first field touched, the account created.
 * A refused sign-in with its error `code`. A game's frame shown and closed (`provider`, `gameId`, `mode`).
 * Never a name, an e-mail, a password or a username.
 */
export interface TrackDetail {
  action: TrackAction;
  method?: string;
  amount?: number;
  currency?: string;
  paymentId?: number;
  code?: string;
  provider?: string;
  gameId?: string;
  mode?: LaunchMode;
}

/** Every event any element emits (`casino-<verb-noun>`), with its detail. */
export interface CasinoEventMap {
  'casino-session-change': SessionChangeDetail;
  'casino-login-required': LoginRequiredDetail;
  'casino-navigate': NavigateDetail;
  'casino-game-launch': GameLaunchDetail;
  'casino-error': ErrorDetail;
  'casino-notice-acknowledge': NoticeAcknowledgeDetail;
  'casino-wheel-spin': WheelSpinDetail;
  'casino-deposit-complete': PaymentCompleteDetail;
  'casino-payout-complete': PaymentCompleteDetail;
  'casino-deposit-requested': DepositRequestedDetail;
  'casino-bet-placed': BetPlacedDetail;
  'casino-open-change': OpenChangeDetail;
  'casino-track': TrackDetail;
}

export type CasinoEventName = keyof CasinoEventMap;

/** The event a listener of `type` receives. */
export type CasinoEvent<K extends CasinoEventName> = CustomEvent<CasinoEventMap[K]>;

/** The map as the DOM's event maps spell it (name → event). */
export type CasinoEvents = { [K in CasinoEventName]: CasinoEvent<K> };

// The events bubble out of the shadow root (composed) up to the document and the window, so a host may
// listen on the element, on any ancestor, on document or on window.
declare global {
  interface HTMLElementEventMap extends CasinoEvents {}
  interface DocumentEventMap extends CasinoEvents {}
  interface WindowEventMap extends CasinoEvents {}
}
