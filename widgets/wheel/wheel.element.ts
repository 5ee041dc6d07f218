import { defineWidget } from '../../src/element/define-widget';
import { Wheel, type WheelProps } from './wheel';
import css from './wheel.css';

/**
 * The wheel of fortune (spec shell-session-wheel.md §2, §3 "Wheel", §4 "Wheel", §9): 16 prizes on a
 * wheel the server spins (the client never decides), the free spin of the day or a paid spin with a
 * countdown to the next free one, the result panel, and the player's spin history. Guests see the wheel
 * and the free button; pressing it asks the host for a sign-in (`casino-login-required`), and without an
 * answer from the host the element opens its own sign-in dialog.
 *
 * @summary Prize wheel with free and paid spins, result panel and spin history.
 * @tag casino-wheel
 *
 * @attr {'inline' | 'modal'} display - `inline` (default) shows the wheel in place; `modal` shows a "Roue de la fortune" button that opens it full screen.
 * @attr {boolean} open - Modal display: opens the dialog, and removing it closes the dialog; cleared when the dialog closes (`casino-open-change`).
 * @attr {'wheel' | 'history'} view - What shows first: the wheel (default) or the player's spin history.
 * @attr {string} api-base - Origin of the API (default: the origin this script was loaded from). Shared by every element on the page.
 * @attr {string} content-base - Host of banners and game images (default: the API base).
 * @attr {string} lang - Language: fr-fr (default), en-US, ar. Shared by every element on the page.
 * @attr {string} currency - Display currency for guests (default TND); a signed-in player sees their own.
 *
 * @event {CustomEvent<{ reason: 'wheel-spin' }>} casino-login-required - A guest pressed spin (cancelable: preventDefault() and the element opens no sign-in dialog of its own).
 * @event {CustomEvent<{ id: number, prizeId: number, name: string, amount: number, currency: string, isPresent: boolean, wallet: 'balance' | 'bonus' | null, isFree: boolean }>} casino-wheel-spin - The result panel shows the prize of a spin pressed in this element (not cancelable).
 * @event {CustomEvent<{ state: 'signed-in' | 'signed-out' | 'expired', user: { id: number, username: string, currency: string } | null }>} casino-session-change - The session began or ended, in this tab or another (bubbling from one element per page; every other element sends it on itself).
 * @event {CustomEvent<{ amount?: string }>} casino-deposit-requested - The player's balance is below what a spin needs and they pressed « Déposer »; `amount` is what is missing (cancelable: unless the host calls preventDefault(), the casino site's /profile/replenishment opens on the API's origin).
 * @event {CustomEvent<{ open: boolean, done: boolean }>} casino-open-change - Modal display: the dialog is asked to open or close by the player (`done: false`, cancelable: preventDefault() and nothing changes; the host decides through `open`), or has opened or closed (`done: true`, after `open` was removed).
 * @event {CustomEvent<{ message: string, code: string, element: string }>} casino-error - The element failed and shows its error screen: the message, the error code (`render_failed` when it has none) and the tag that failed.
 *
 * @csspart root - The element's root box.
 * @csspart wheel - The section around the title, the switch and the current view.
 * @csspart title - The heading.
 * @csspart switch - The wheel / history switch (its buttons: tab, tab-wheel, tab-history).
 * @csspart game - The wheel view.
 * @csspart stage - The square that holds the disc and the pointer.
 * @csspart disc - The turning disc.
 * @csspart pointer - The pointer at 12 o'clock (pulses when the wheel lands).
 * @csspart controls - The status, the spin button and the countdown.
 * @csspart status - The live region: "spinning", the result panel or why a spin failed.
 * @csspart result - The result panel.
 * @csspart prize - The result panel's prize.
 * @csspart spin-error - Why the last spin failed.
 * @csspart spin - The spin button (also spin-free or spin-paid).
 * @csspart countdown - The time left to the next free spin.
 * @csspart balances - A signed-in player's balance and bonus balance inside the wheel.
 * @csspart deposit - The deposit button shown when the balance is below what a spin needs.
 * @csspart images-loading - The note shown while the prize images load (spinning waits for them).
 * @csspart loading - The loading skeleton.
 * @csspart error-screen - The error screen when the prizes or settings cannot be read (with retry).
 * @csspart history - The history view (history-table, history-row, pager, previous, next, page).
 * @csspart history-empty - The history's "no spin yet" line.
 * @csspart history-error - The history's error state (with retry).
 * @csspart history-guest - The history's line for a guest.
 * @csspart open - Modal display: the button that opens the dialog.
 * @csspart dialog - Modal display: the full-screen dialog.
 * @csspart close - Modal display: the dialog's close button.
 *
 * @cssproperty --casino-bg - Modal display: the full-screen dialog's background.
 * @cssproperty --casino-primary - Accent colour (spin button, pointer).
 * @cssproperty --casino-on-primary - Text on the accent colour.
 * @cssproperty --casino-surface - Panel background.
 * @cssproperty --casino-surface-raised - Skeleton and secondary buttons.
 * @cssproperty --casino-text - Text colour.
 * @cssproperty --casino-muted - Secondary text colour.
 * @cssproperty --casino-danger - Error colour.
 * @cssproperty --casino-focus - Focus ring colour.
 * @cssproperty --casino-radius - Corner radius.
 * @cssproperty --casino-font-family - Font family.
 * @cssproperty --casino-font-size - Base font size (px; the host page's rem never leaks in).
 * @cssproperty --casino-wheel-segment-a - Money prize segments (every other one).
 * @cssproperty --casino-wheel-segment-b - Money prize segments (the others).
 * @cssproperty --casino-wheel-segment-bonus - Bonus prize segments.
 * @cssproperty --casino-wheel-segment-present - Present segments.
 * @cssproperty --casino-wheel-segment-none - "Try again" segments.
 * @cssproperty --casino-wheel-label - Segment label colour.
 * @cssproperty --casino-wheel-rim - Rim colour.
 * @cssproperty --casino-wheel-size - The wheel's largest diameter (px, default 460px).
 */
export const CasinoWheel = defineWidget<WheelProps>('casino-wheel', Wheel, {
  // Its own messages (src/i18n/catalogs.ts), one chunk per language, fetched before the first render.
  catalog: {
    name: 'wheel',
    load: (l) =>
      l === 'en' ? import('../../src/i18n/locales/en/wheel/messages') : l === 'ar' ? import('../../src/i18n/locales/ar/wheel/messages') : import('../../src/i18n/locales/fr/wheel/messages'),
  },
  attributes: { display: 'string', open: 'boolean', view: 'string' },
  styles: [css],
});

declare global {
  interface HTMLElementTagNameMap {
    'casino-wheel': HTMLElement & WheelProps;
  }
}
