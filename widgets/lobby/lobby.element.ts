import { defineWidget } from '../../src/element/define-widget';
import { LobbyLayout, type LobbyLayoutProps } from './lobby-layout';
import css from './lobby.css';

/**
 * The game lobby (spec money-and-games.md §2 "Casino", §3–§5, §9): about 4,000 slot and live
 * games by view, provider, category and name (accent-insensitive, as you type), favourites, recently
 * played, and the game itself in a full-screen overlay (real money, demo, free spins). Guests browse and
 * play demos; real play and favourites ask the host for a sign-in (`casino-login-required`), and without
 * an answer the element shows the casino login notice and its own sign-in dialog.
 *
 * @summary Game lobby with filters, search, favourites and the game overlay.
 * @tag casino-lobby
 *
 * @attr {string} path - The site's URL path with its query (`/slots/casino?providers=amatic,pgsoft&categories=books`, `/slots/pgsoft/pg-0003/demo`); when set it wins over the attributes below.
 * @attr {'casino' | 'live-casino' | 'all'} view - Which games: slots, virtual and crash games (default), live casino, or everything.
 * @attr {string} provider - A provider's page (`amatic`, `evolution`; the server's aliases are accepted). An unknown one shows "Provider not found in configuration".
 * @attr {string} game-type - A game type's page (`virtual`, `crash`).
 * @attr {string} section - One category (casino, all) or live group (live-casino) as a page of its own.
 * @attr {string} providers - Provider filter, a comma list; the element writes it back when the player changes the chips on a partner page.
 * @attr {string} categories - Category filter, a comma list (not on live-casino); written back like `providers`.
 * @attr {'row'} layout - `row`: one compact row of games instead of the lobby: a heading with "Tout voir", one line of tiles that scrolls sideways, read only when the element nears the viewport. The page is `view`, `section`, `provider`, `game-type`, `providers`, `categories` as above (`path` does not apply).
 * @attr {string} limit - Row mode: how many games the row shows (1–48, default 12).
 * @attr {string} heading - Row mode: the row's heading (default: the page's name, "Populaires" for section popular).
 * @attr {string} more-href - Row mode: where "Tout voir" leads (default: the lobby path of the row's page, `/slots/casino/popular`).
 * @attr {'desktop' | 'mobile'} platform - Game lists and sessions for this platform (default: mobile under 767px of viewport width).
 * @attr {string} api-base - Origin of the API (default: the origin this script was loaded from). Shared by every element on the page.
 * @attr {string} content-base - Host of banners and game images (default: the API base).
 * @attr {string} lang - Language: fr-fr (default), en-US, ar. Shared by every element on the page.
 * @attr {string} currency - Display currency for guests (default TND); a signed-in player sees their own.
 *
 * @event {CustomEvent<{ provider: string, gameId: string, name: string, mode: 'real' | 'demo' | 'freespin' }>} casino-game-launch - The player opens a game (cancelable: preventDefault() and nothing more happens; the element neither navigates nor opens it).
 * @event {CustomEvent<{ path: string, reason: 'lobby', keepScroll: true }>} casino-navigate - The lobby's state changes (filter, section, a game opened or closed); cancelable: a host that routes cancels it and sets `path`; otherwise the element applies it and reflects `providers`/`categories` (or `path`).
 * @event {CustomEvent<{ reason: 'casino' }>} casino-login-required - A guest asked for real play or a favourite (cancelable: preventDefault() and the element shows neither its notice nor its sign-in dialog).
 * @event {CustomEvent<{ state: 'signed-in' | 'signed-out' | 'expired', user: { id: number, username: string, currency: string } | null }>} casino-session-change - The session began or ended, in this tab or another (bubbling from one element per page; every other element sends it on itself).
 * @event {CustomEvent<{ action: 'game-opened' | 'game-closed', provider: string, gameId: string, mode: 'real' | 'demo' | 'freespin' }>} casino-track - A game's frame was shown, then closed (the onEvent adapter reports the seconds between). Not cancelable.
 * @event {CustomEvent<{ message: string, code: string, element: string }>} casino-error - The element failed and shows its error screen: the message, the error code (`render_failed` when it has none) and the tag that failed.
 *
 * @csspart root - The element's root box.
 * @csspart header - The title, the search box and the results count.
 * @csspart search - The search box and its label.
 * @csspart count - The results count (a live region).
 * @csspart login-notice - The casino login notice (a live region).
 * @csspart filters - The chip groups.
 * @csspart chip - A provider or category chip (toggle button); the favourites chip is also `favourites`.
 * @csspart free-spins - The banner offering the player's free spins.
 * @csspart recent - The recently played row.
 * @csspart grid - The games grid.
 * @csspart tile - A game's tile.
 * @csspart tile-image - The tile's image box.
 * @csspart play - The tile's play button.
 * @csspart demo - The tile's demo button.
 * @csspart favourite - The tile's favourite toggle.
 * @csspart loading - The loading skeleton.
 * @csspart empty - The "no game" state.
 * @csspart provider-error - A provider whose games could not be loaded (with retry).
 * @csspart offline - The offline note.
 * @csspart error-screen - An unknown provider, or a game that could not start (with retry).
 * @csspart overlay - The game's full-screen layer.
 * @csspart overlay-bar - Its top bar.
 * @csspart back - The "back to the casino" button.
 * @csspart balance - The player's balance in the bar.
 * @csspart fullscreen - The full-screen toggle.
 * @csspart frame - The game's iframe.
 * @csspart free-spins-panel - Free spins left, prize won and the exit button.
 * @csspart row - Row mode: the row's section.
 * @csspart row-list - Row mode: the line of tiles (scrolls sideways).
 * @csspart row-more - Row mode: the "Tout voir" link.
 * @csspart row-previous - Row mode: the previous-games button.
 * @csspart row-next - Row mode: the next-games button.
 *
 * @cssproperty --casino-bg - The overlay's background.
 * @cssproperty --casino-primary - Accent colour (play buttons, pressed chips).
 * @cssproperty --casino-on-primary - Text on the accent colour.
 * @cssproperty --casino-surface - Tiles and panels.
 * @cssproperty --casino-surface-raised - Chips, secondary buttons and image placeholders.
 * @cssproperty --casino-border - Borders.
 * @cssproperty --casino-input-bg - The search box.
 * @cssproperty --casino-text - Text colour.
 * @cssproperty --casino-muted - Secondary text colour.
 * @cssproperty --casino-danger - Error colour.
 * @cssproperty --casino-focus - Focus ring colour.
 * @cssproperty --casino-radius - Corner radius.
 * @cssproperty --casino-font-family - Font family.
 * @cssproperty --casino-font-size - Base font size (px; the host page's rem never leaks in).
 */
export const CasinoLobby = defineWidget<LobbyLayoutProps>('casino-lobby', LobbyLayout, {
  // Its own messages (src/i18n/catalogs.ts), one chunk per language, fetched before the first render.
  catalog: {
    name: 'lobby',
    load: (l) =>
      l === 'en' ? import('../../src/i18n/locales/en/lobby/messages') : l === 'ar' ? import('../../src/i18n/locales/ar/lobby/messages') : import('../../src/i18n/locales/fr/lobby/messages'),
  },
  attributes: {
    path: 'string',
    view: 'string',
    provider: 'string',
    gameType: 'string',
    section: 'string',
    providers: 'string',
    categories: 'string',
    platform: 'string',
    layout: 'string',
    limit: 'string',
    heading: 'string',
    moreHref: 'string',
  },
  styles: [css],
});

declare global {
  interface HTMLElementTagNameMap {
    'casino-lobby': HTMLElement & LobbyLayoutProps;
  }
}
