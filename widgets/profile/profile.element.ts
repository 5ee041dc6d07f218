import { defineWidget } from '../../src/element/define-widget';
import { Profile, type ProfileProps } from './profile';
import css from './profile.css';

/**
 * The player's profile (spec money-and-games.md §2 "Profile", §3, §5, §7, §8): the summary
 * (username, ID, balances, date joined, verification state, the banned notice), the profile menu and every
 * section of `/profile/…` that is not the cashier's (user information, password, identity documents,
 * bonuses, promo code, histories, account statement, betting preferences; limits and self-exclusion say
 * "coming soon"), each section a lazy chunk. A side menu on a wide element, a list and a back link below
 * 767px. A signed-out visitor gets the cancelable `casino-login-required` and a sign-in prompt.
 *
 * @summary The player's profile: summary, menu and sections (information, password, documents, bonuses, histories).
 * @tag casino-profile
 *
 * @attr {string} path - The site's URL path with its query (`/profile`, `/profile/user-info`, `/profile/slots-history?date_from=2024-03-01`, `/profile/transactions/42`); when set it wins over `section`.
 * @attr {string} section - The section shown on a partner page (`user-info`, `change-password`, `kyc-verifiaction`, `transactions/42`…; empty: the profile's home); the element writes it back when the player moves on.
 * @attr {string} api-base - Origin of the API (default: the origin this script was loaded from). Shared by every element on the page.
 * @attr {string} content-base - Host of banners and game images (default: the API base).
 * @attr {string} lang - Language: fr-fr (default), en-US, ar. Shared by every element on the page.
 * @attr {string} currency - Display currency for guests (default TND); a signed-in player sees their own.
 *
 * @event {CustomEvent<{ path: string, reason: 'profile', keepScroll?: boolean }>} casino-navigate - The player goes to another section of the profile or to a page of the site (`/profile/replenishment`, `/verify-email`); cancelable: a host that routes cancels it and sets `path`; otherwise the element applies a profile section itself (and reflects `path` or `section`) and opens a site page on the API's origin. `keepScroll`: only the query changed (a history's filters).
 * @event {CustomEvent<{ reason: 'profile' }>} casino-login-required - A signed-out visitor opened the profile (a request only: the element then shows its sign-in prompt) or pressed that prompt's button (cancelable: preventDefault() and the element opens no sign-in dialog of its own).
 * @event {CustomEvent<{ state: 'signed-in' | 'signed-out' | 'expired', user: { id: number, username: string, currency: string } | null }>} casino-session-change - The session began or ended, in this tab or another (bubbling from one element per page; every other element sends it on itself).
 * @event {CustomEvent<{ message: string, code: string, element: string }>} casino-error - The element failed and shows its error screen: the message, the error code (`render_failed` when it has none) and the tag that failed.
 *
 * @csspart root - The element's root box.
 * @csspart profile - The section around the title, the menu, the summary and the section.
 * @csspart title - The heading ("Mon profil").
 * @csspart summary - The summary card (its figures: summary-balance, summary-bonus, summary-joined, summary-email, summary-documents; the player: username, user-id; the documents' link: kyc-link).
 * @csspart banned - The notice of a banned account.
 * @csspart menu - The profile's menu (its links: menu-link, and menu-<section>, e.g. menu-user-info, menu-deposit).
 * @csspart back - The phone layout's link back to the list.
 * @csspart section - The box of the section shown.
 * @csspart coming-soon - A section that arrives later (limits, self-exclusion, bet history).
 * @csspart signed-out - The sign-in prompt of a signed-out visitor (its button: sign-in).
 * @csspart loading - A loading spinner or placeholder.
 * @csspart error - An inline error (translated) with retry.
 * @csspart error-screen - The error screen (a section that could not load, with retry).
 *
 * @cssproperty --casino-primary - Accent colour (the current section, the primary buttons).
 * @cssproperty --casino-on-primary - Text on the accent colour.
 * @cssproperty --casino-surface - Panels and cards.
 * @cssproperty --casino-surface-raised - The menu's hover and the list's rows.
 * @cssproperty --casino-border - Borders.
 * @cssproperty --casino-input-bg - Fields.
 * @cssproperty --casino-text - Text colour.
 * @cssproperty --casino-muted - Secondary text colour.
 * @cssproperty --casino-danger - Error colour and the banned notice.
 * @cssproperty --casino-success - Success colour (e-mail confirmed, documents approved).
 * @cssproperty --casino-focus - Focus ring and link colour.
 * @cssproperty --casino-radius - Corner radius.
 * @cssproperty --casino-font-family - Font family.
 * @cssproperty --casino-font-size - Base font size (px; the host page's rem never leaks in).
 */
export const CasinoProfile = defineWidget<ProfileProps>('casino-profile', Profile, {
  // Its own messages (src/i18n/catalogs.ts: the shell's and every section's), one chunk per language,
  // fetched before the first render.
  catalog: {
    name: 'profile',
    load: (l) =>
      l === 'en' ? import('../../src/i18n/locales/en/profile/messages') : l === 'ar' ? import('../../src/i18n/locales/ar/profile/messages') : import('../../src/i18n/locales/fr/profile/messages'),
  },
  attributes: { path: 'string', section: 'string' },
  styles: [css],
});

declare global {
  interface HTMLElementTagNameMap {
    'casino-profile': HTMLElement & ProfileProps;
  }
}
