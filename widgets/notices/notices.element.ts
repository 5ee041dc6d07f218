import { defineWidget } from '../../src/element/define-widget';
import { Notices, type NoticesProps } from './notices';
import css from './notices.css';

/**
 * The signed-in player's notices (spec shell-session-wheel.md §3, §4 "Notifications"): the first-deposit
 * bonus, each cashback and each personal jackpot not yet acknowledged, checked every 15 s, as one collapsed
 * summary ("3 notifications", the newest named) that discloses the cards, newest first. "Merci"
 * acknowledges to the server; the dismiss button hides the notice on this device (remembered per player).
 * Renders nothing for a guest or when there is nothing to show.
 *
 * @summary First-deposit, cashback and personal-jackpot notices with "thanks" and dismiss.
 * @tag casino-notices
 *
 * @attr {string} api-base - Origin of the API (default: the origin this script was loaded from). Shared by every element on the page.
 * @attr {string} content-base - Host of banners and game images (default: the API base).
 * @attr {string} lang - Language: fr-fr (default), en-US, ar. Shared by every element on the page.
 * @attr {string} currency - Display currency for guests (default TND).
 *
 * @event {CustomEvent<{ kind: 'first-deposit' | 'cashback' | 'personal-jackpot', id: number }>} casino-notice-acknowledge - The player said thanks and the server recorded it; the notice is gone (not cancelable).
 * @event {CustomEvent<{ state: 'signed-in' | 'signed-out' | 'expired', user: { id: number, username: string, currency: string } | null }>} casino-session-change - The session began or ended, in this tab or another (bubbling from one element per page; every other element sends it on itself).
 * @event {CustomEvent<{ message: string, code: string, element: string }>} casino-error - The element failed and shows its error screen: the message, the error code (`render_failed` when it has none) and the tag that failed.
 *
 * @csspart root - The element's root box.
 * @csspart notices - The notices' region (absent when there is nothing to show).
 * @csspart summary - The summary button (aria-expanded) that shows and hides the cards.
 * @csspart count - The summary's count badge.
 * @csspart latest - The summary's line naming the newest notice.
 * @csspart list - The list of notices (hidden while the summary is collapsed).
 * @csspart notice - Each notice card (also notice-first-deposit, notice-cashback, notice-personal-jackpot).
 * @csspart notice-title - A card's title.
 * @csspart thanks - A card's "Merci" button.
 * @csspart dismiss - A card's dismiss button.
 * @csspart announcer - The visually hidden live region announcing new notices.
 *
 * @cssproperty --casino-primary - Accent colour ("Merci" button, card edge).
 * @cssproperty --casino-on-primary - Text on the accent colour.
 * @cssproperty --casino-surface - Summary and card background.
 * @cssproperty --casino-border - The summary's border.
 * @cssproperty --casino-text - Text colour.
 * @cssproperty --casino-muted - Secondary text colour (date).
 * @cssproperty --casino-success - Edge of cashback cards.
 * @cssproperty --casino-info - Edge of personal-jackpot cards.
 * @cssproperty --casino-focus - Focus ring colour.
 * @cssproperty --casino-radius - Corner radius.
 * @cssproperty --casino-font-family - Font family.
 * @cssproperty --casino-font-size - Base font size (px; the host page's rem never leaks in).
 */
export const CasinoNotices = defineWidget<NoticesProps>('casino-notices', Notices, { styles: [css] });

declare global {
  interface HTMLElementTagNameMap {
    'casino-notices': HTMLElement & NoticesProps;
  }
}
