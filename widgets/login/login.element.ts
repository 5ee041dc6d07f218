import { defineWidget } from '../../src/element/define-widget';
import { Login, type LoginProps } from './login';
import fieldsCss from '../../src/ui/fields.css';
import css from './login.css';

/**
 * The player's sign-in form and, once signed in, their name, ID, balance and logout.
 *
 * @summary Sign-in form (page, inline header form or modal) and signed-in account summary.
 * @tag casino-login
 *
 * @attr {'page' | 'inline' | 'modal'} mode - Layout: full form (default), compact header form, or a button opening a dialog.
 * @attr {boolean} open - Modal mode: opens the dialog.
 * @attr {string} api-base - Origin of the API (default: the origin this script was loaded from). Shared by every element on the page.
 * @attr {string} content-base - Host of banners and game images (default: the API base).
 * @attr {string} lang - Language: fr-fr (default), en-US, ar. Shared by every element on the page.
 * @attr {string} currency - Display currency for guests (default TND).
 *
 * @event {CustomEvent<{ state: 'signed-in' | 'signed-out' | 'expired', user: { id: number, username: string, currency: string } | null }>} casino-session-change - The session began or ended, in this tab or another (bubbling from one element per page; every other element sends it on itself).
 * @event {CustomEvent<{ path: string, reason: string }>} casino-navigate - Page mode: signed in, the site goes to /main.
 * @event {CustomEvent<{ action: 'sign-in-failed', code: string }>} casino-track - The server refused a sign-in, with its error code (never the username or the password). Not cancelable.
 * @event {CustomEvent<{ message: string, code: string, element: string }>} casino-error - The element failed and shows its error screen: the message, the error code (`render_failed` when it has none) and the tag that failed.
 *
 * @csspart root - The element's root box.
 * @csspart form - The sign-in form.
 * @csspart title - The form's heading.
 * @csspart submit - The submit button.
 * @csspart account - The signed-in summary.
 * @csspart balance - The balance.
 * @csspart logout - The logout button.
 * @csspart open - Modal mode: the button that opens the dialog.
 * @csspart dialog - Modal mode: the dialog.
 *
 * @cssproperty --casino-primary - Accent colour (primary buttons).
 * @cssproperty --casino-on-primary - Text on the accent colour.
 * @cssproperty --casino-surface - Card and dialog background.
 * @cssproperty --casino-text - Text colour.
 * @cssproperty --casino-muted - Secondary text colour.
 * @cssproperty --casino-danger - Error colour.
 * @cssproperty --casino-focus - Focus ring colour.
 * @cssproperty --casino-radius - Corner radius.
 * @cssproperty --casino-font-family - Font family.
 * @cssproperty --casino-font-size - Base font size (px; the host page's rem never leaks in).
 */
export const CasinoLogin = defineWidget<LoginProps>('casino-login', Login, {
  attributes: { mode: 'string', open: 'boolean' },
  styles: [fieldsCss, css],
});

declare global {
  interface HTMLElementTagNameMap {
    'casino-login': HTMLElement & LoginProps;
  }
}
