import { defineWidget } from '../../src/element/define-widget';
import { Jackpots, type JackpotsProps } from './jackpots';
import css from './jackpots.css';

/**
 * The three jackpots (spec shell-session-wheel.md §3 "Jackpot", §9): silver, gold and bronze in that
 * order, each with its amount in the player's currency (a guest: the page's `currency`) and the last
 * winner. The amounts grow: the element reads them every 60 s while the page is visible (and at least
 * every 20 minutes), and counts up to a new amount unless the player prefers reduced motion.
 *
 * @summary Silver, gold and bronze jackpot tiles with amount and last winner.
 * @tag casino-jackpots
 *
 * @attr {string} api-base - Origin of the API (default: the origin this script was loaded from). Shared by every element on the page.
 * @attr {string} content-base - Host of banners and game images (default: the API base).
 * @attr {string} lang - Language: fr-fr (default), en-US, ar. Shared by every element on the page.
 * @attr {string} currency - Display currency for guests (default TND); a signed-in player sees their own.
 *
 * @event {CustomEvent<{ state: 'signed-in' | 'signed-out' | 'expired', user: { id: number, username: string, currency: string } | null }>} casino-session-change - The session began or ended, in this tab or another (bubbling from one element per page; every other element sends it on itself).
 * @event {CustomEvent<{ message: string, code: string, element: string }>} casino-error - The element failed and shows its error screen: the message, the error code (`render_failed` when it has none) and the tag that failed.
 *
 * @csspart root - The element's root box.
 * @csspart jackpots - The section around the tiles.
 * @csspart title - The section's heading.
 * @csspart list - The list of tiles.
 * @csspart jackpot - Each tile (also jackpot-silver, jackpot-gold, jackpot-bronze).
 * @csspart name - A tile's name.
 * @csspart amount - A tile's amount.
 * @csspart winner - A tile's last-winner line.
 * @csspart loading - The loading skeleton.
 * @csspart skeleton - Each skeleton tile.
 * @csspart empty - The line shown when the server lists no jackpot.
 * @csspart error - The error state.
 * @csspart retry - The error state's retry button.
 *
 * @cssproperty --casino-surface - Tile background.
 * @cssproperty --casino-surface-raised - Skeleton blocks.
 * @cssproperty --casino-text - Text colour.
 * @cssproperty --casino-muted - Secondary text colour (winner line).
 * @cssproperty --casino-jackpot-silver - Silver tile accent.
 * @cssproperty --casino-jackpot-gold - Gold tile accent.
 * @cssproperty --casino-jackpot-bronze - Bronze tile accent.
 * @cssproperty --casino-focus - Focus ring colour.
 * @cssproperty --casino-radius - Corner radius.
 * @cssproperty --casino-font-family - Font family.
 * @cssproperty --casino-font-size - Base font size (px; the host page's rem never leaks in).
 */
export const CasinoJackpots = defineWidget<JackpotsProps>('casino-jackpots', Jackpots, { styles: [css] });

declare global {
  interface HTMLElementTagNameMap {
    'casino-jackpots': HTMLElement & JackpotsProps;
  }
}
