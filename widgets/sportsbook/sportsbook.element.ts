import { defineWidget } from '../../src/element/define-widget';
import { Sportsbook, type SportsbookProps } from './sportsbook';
import css from './sportsbook.css';

/**
 * The sportsbook (spec money-and-games.md §2 "Sport", §3, §7): a provider's sportsbook in a
 * sandboxed, titled frame that sizes itself to its content, talking to the element only through the
 * versioned message contract (docs/embedding.md "Sportsbook"). The host owns the URL: the frame's pages
 * follow `path` (or the attributes) and the other way round, with Back, Forward, deep links and reloads;
 * the mobile view is forced below 767px, live on a resize or a rotation; a language change, a new
 * integration token or a sign-out reach the frame without reloading it. A bet updates the header balance
 * at once. Guests see odds; the frame asks them to sign in to bet (`casino-login-required`).
 *
 * @summary A sportsbook provider's frame with auto-height, URL sync, integration tokens and bets through the wallet.
 * @tag casino-sportsbook
 *
 * @attr {string} path - The site's URL path (`/sport/sft`, `/sport/sft/live`, `/sport/dgt/eu/EventView/123`); when set it wins over the other place attributes.
 * @attr {'sft' | 'dgt'} provider - The provider on a partner page (default `sft`).
 * @attr {'eu' | 'af' | 'as' | 'm' | 'es' | 'la'} view - The dgt view on a partner page (default: the player's choice, else africanView; mobile is forced below 767px).
 * @attr {string} page - The dgt page on a partner page (`Home`, `Upcoming`, `EventView`, `Results`…; default `Home`); the element writes it back when the frame moves on.
 * @attr {string} event-id - The dgt event on a partner page (with `page="EventView"`).
 * @attr {boolean} live - The sft live page on a partner page.
 * @attr {string} api-base - Origin of the API (default: the origin this script was loaded from). Shared by every element on the page.
 * @attr {string} content-base - Host of banners and game images (default: the API base).
 * @attr {string} lang - Language: fr-fr (default), en-US, ar. Shared by every element on the page; a change reaches the frame without a reload.
 * @attr {string} currency - Display currency for guests (default TND); a signed-in player sees their own.
 *
 * @event {CustomEvent<{ path: string, reason: 'sportsbook', keepScroll?: boolean, replace?: boolean }>} casino-navigate - The frame went to another page, or the viewport forced another view (`replace`); cancelable: a host that routes cancels it and sets `path`; otherwise the element applies it, reflects its attributes and keeps its own history entries (Back and Forward work on a partner page).
 * @event {CustomEvent<{ reason: 'sportsbook' }>} casino-login-required - The frame asked a guest to sign in to bet (cancelable: preventDefault() and the element opens no sign-in dialog of its own).
 * @event {CustomEvent<{ amount?: string }>} casino-deposit-requested - The frame asked for a deposit (cancelable; no default action: the site opens /profile/replenishment).
 * @event {CustomEvent<{ ticketId: string, ticketCode: string, amountIn: number, balance: number, currency: string }>} casino-bet-placed - A bet was placed in the frame; the balance shown by every element already follows.
 * @event {CustomEvent<{ state: 'signed-in' | 'signed-out' | 'expired', user: { id: number, username: string, currency: string } | null }>} casino-session-change - The session began or ended, in this tab or another (bubbling from one element per page; every other element sends it on itself).
 * @event {CustomEvent<{ message: string, code: string, element: string }>} casino-error - The element failed and shows its error screen: the message, the error code (`render_failed` when it has none) and the tag that failed.
 *
 * @csspart root - The element's root box.
 * @csspart sportsbook - The section around the frame and its states.
 * @csspart frame - The provider's iframe.
 * @csspart skip - The button that skips past the frame (shown on keyboard focus).
 * @csspart loading - The skeleton while the frame loads.
 * @csspart offline - The offline state (its button: retry).
 * @csspart provider-down - The provider-down state (its button: retry).
 * @csspart offline-note - The note over a loaded frame while the browser is offline.
 * @csspart end - Where the skip button lands, after the frame.
 *
 * @cssproperty --casino-primary - Accent colour (the retry button).
 * @cssproperty --casino-on-primary - Text on the accent colour.
 * @cssproperty --casino-surface - The states' panels.
 * @cssproperty --casino-surface-raised - The skeleton's shapes.
 * @cssproperty --casino-border - Borders.
 * @cssproperty --casino-text - Text colour.
 * @cssproperty --casino-muted - Secondary text colour.
 * @cssproperty --casino-danger - The provider-down state's accent.
 * @cssproperty --casino-focus - Focus ring.
 * @cssproperty --casino-radius - Corner radius.
 * @cssproperty --casino-font-family - Font family.
 * @cssproperty --casino-font-size - Base font size (px; the host page's rem never leaks in).
 * @cssproperty --casino-sport-min-height - The frame's height until it reports its own (default 640px).
 */
export const CasinoSportsbook = defineWidget<SportsbookProps>('casino-sportsbook', Sportsbook, {
  // Its own messages (src/i18n/catalogs.ts), one chunk per language, fetched before the first render.
  catalog: {
    name: 'sportsbook',
    load: (l) =>
      l === 'en'
        ? import('../../src/i18n/locales/en/sportsbook/messages')
        : l === 'ar'
          ? import('../../src/i18n/locales/ar/sportsbook/messages')
          : import('../../src/i18n/locales/fr/sportsbook/messages'),
  },
  attributes: { path: 'string', provider: 'string', view: 'string', page: 'string', eventId: 'string', live: 'boolean' },
  styles: [css],
});

declare global {
  interface HTMLElementTagNameMap {
    'casino-sportsbook': HTMLElement & SportsbookProps;
  }
}
