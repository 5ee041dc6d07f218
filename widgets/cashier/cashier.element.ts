import { defineWidget } from '../../src/element/define-widget';
import { Cashier, type CashierProps } from './cashier';
import { pendingPayments } from '../../src/stores/pending-payments';
import css from './cashier.css';
import statusCss from './status.css';

/**
 * The cashier (spec money-and-games.md §2 "Profile", §4, §6, §7): the balance, deposits
 * through the payment providers (a sandboxed frame, a same-tab redirect or the player's e-wallet app),
 * withdrawals (held at once, cancellable while online and open), crypto deposits, the payment history
 * and the transfers with the player's cashier. Open payments stay in a tray, persisted across reloads,
 * tabs and redirects, polled until they are final. A signed-out visitor gets the cancelable
 * `casino-login-required`; without an answer the element offers its own sign-in.
 *
 * @summary Balance, deposits, withdrawals, payment history and transfers, with the pending payments tray.
 * @tag casino-cashier
 *
 * @attr {string} path - The site's URL path with its query (`/balance`, `/profile/replenishment?payment=412`, `/profile/withdraw?filter=OPEN`, `/profile/pay-history`, `/profile/cashier`); when set it wins over `view`.
 * @attr {'balance' | 'deposit' | 'payout' | 'history' | 'transfers'} view - The page shown on a partner page (default `balance`); the element writes it back when the player moves on.
 * @attr {string} api-base - Origin of the API (default: the origin this script was loaded from). Shared by every element on the page.
 * @attr {string} content-base - Host of banners and game images (default: the API base).
 * @attr {string} lang - Language: fr-fr (default), en-US, ar. Shared by every element on the page.
 * @attr {string} currency - Display currency for guests (default TND); a signed-in player sees their own.
 *
 * @event {CustomEvent<{ paymentId: number, amount: number, currency: string, status: number }>} casino-deposit-complete - A deposit the element follows reached a final status (30 success, 40 failed, 45 expired, 22 approval failed); not cancelable.
 * @event {CustomEvent<{ paymentId: number, amount: number, currency: string, status: number }>} casino-payout-complete - A withdrawal the element follows reached a final status (30 paid; 22, 40, 45: the amount is back on the balance); not cancelable.
 * @event {CustomEvent<{ path: string, reason: 'cashier', keepScroll?: boolean }>} casino-navigate - The player goes to another page of the cashier or of the site (`/profile/exchange-bonus-balance`, `/verify-email`, `/profile/kyc-verifiaction`); cancelable: a host that routes cancels it and sets `path`; otherwise the element applies a cashier page itself (and reflects `view` or `path`) and opens a site page on the API's origin.
 * @event {CustomEvent<{ reason: 'cashier' }>} casino-login-required - A signed-out visitor opened the cashier (a request only: the element then shows its sign-in prompt) or pressed that prompt's button (cancelable: preventDefault() and the element opens no sign-in dialog of its own).
 * @event {CustomEvent<{ state: 'signed-in' | 'signed-out' | 'expired', user: { id: number, username: string, currency: string } | null }>} casino-session-change - The session began or ended, in this tab or another (bubbling from one element per page; every other element sends it on itself).
 * @event {CustomEvent<{ action: 'cashier-opened' | 'deposit-method-chosen' | 'deposit-amount-entered' | 'deposit-redirected' | 'deposit-returned', method?: string, amount?: number, currency?: string, paymentId?: number }>} casino-track - A step of the deposit funnel (docs/operators.md "Events"): the deposit page shown, a method chosen, an amount committed, the provider's page opened and left; the outcome is casino-deposit-complete. Not cancelable.
 * @event {CustomEvent<{ message: string, code: string, element: string }>} casino-error - The element failed and shows its error screen: the message, the error code (`render_failed` when it has none) and the tag that failed.
 *
 * @csspart root - The element's root box.
 * @csspart cashier - The section around the title, the navigation, the tray and the page.
 * @csspart title - The heading.
 * @csspart nav - The pages' navigation (its links: nav-link, nav-balance, nav-deposit, nav-payout, nav-history, nav-transfers).
 * @csspart signed-out - The sign-in prompt of a signed-out visitor (its button: sign-in).
 * @csspart tray - The pending payments tray (its items: tray-item; dismiss buttons: dismiss; the way back to the provider of a deposit left open: resume).
 * @csspart status-badge - A payment's status (icon and label; also status-<code>, e.g. status-30).
 * @csspart balance - The balance page (its figures: balance-real, balance-bonus, balance-held; its actions: action).
 * @csspart deposit - The deposit page.
 * @csspart systems - The payment methods' list (each: system; the selected one also system-selected).
 * @csspart amount - The amount field (with quick-amount buttons: quick-amount).
 * @csspart limits - The limits and minimum line.
 * @csspart pay - The deposit's pay button.
 * @csspart provider-dialog - The provider's page in a modal dialog (its frame: provider-frame; its close button: close).
 * @csspart wallet-app - The "approve in your e-wallet app" panel.
 * @csspart payout - The withdrawal page.
 * @csspart account - The account (IBAN) field.
 * @csspart withdraw - The withdrawal's submit button.
 * @csspart payout-message - The message shown after a withdrawal request.
 * @csspart refusal - A refusal that another page fixes (e-mail not verified, documents not approved), with its link.
 * @csspart payout-list - The withdrawals list (its filter: filter; rows: payout-row; cancel buttons: cancel).
 * @csspart payment-detail - A payment in detail (its timeline: timeline).
 * @csspart loading - A loading skeleton or spinner.
 * @csspart error - An inline error (translated) with retry.
 * @csspart error-screen - The error screen (a view that could not load, with retry).
 *
 * @cssproperty --casino-primary - Accent colour (pay and withdraw buttons, the current page, the selected method).
 * @cssproperty --casino-on-primary - Text on the accent colour.
 * @cssproperty --casino-surface - Panels and cards.
 * @cssproperty --casino-surface-raised - Secondary buttons and the tray.
 * @cssproperty --casino-border - Borders.
 * @cssproperty --casino-input-bg - Fields.
 * @cssproperty --casino-text - Text colour.
 * @cssproperty --casino-muted - Secondary text colour.
 * @cssproperty --casino-danger - Error colour.
 * @cssproperty --casino-success - Success colour.
 * @cssproperty --casino-focus - Focus ring colour.
 * @cssproperty --casino-radius - Corner radius.
 * @cssproperty --casino-font-family - Font family.
 * @cssproperty --casino-font-size - Base font size (px; the host page's rem never leaks in).
 * @cssproperty --casino-status-waiting - Status 10 and 20 (with a clock or arrow icon).
 * @cssproperty --casino-status-progress - Status 21 and 27 (shield or hand icon).
 * @cssproperty --casino-status-success - Status 30 (check icon).
 * @cssproperty --casino-status-failure - Status 22 and 40 (cross icon).
 * @cssproperty --casino-status-expired - Status 45 (hourglass icon, dashed border).
 */
export const CasinoCashier = defineWidget<CashierProps>('casino-cashier', Cashier, {
  // Its own messages (src/i18n/catalogs.ts), one chunk per language, fetched before the first render.
  catalog: {
    name: 'cashier',
    load: (l) =>
      l === 'en' ? import('../../src/i18n/locales/en/cashier/messages') : l === 'ar' ? import('../../src/i18n/locales/ar/cashier/messages') : import('../../src/i18n/locales/fr/cashier/messages'),
  },
  attributes: { path: 'string', view: 'string' },
  styles: [statusCss, css],
});

// Every page of the cashier shows the player's open payments (the tray), and /balance's largest paint on a
// phone is their list: they are asked for once this code is in, not once the element's catalog is in too and
// it has rendered (docs/architecture.md "Speed budgets"). A guest's page asks nothing.
pendingPayments.readEarly();

declare global {
  interface HTMLElementTagNameMap {
    'casino-cashier': HTMLElement & CashierProps;
  }
}
