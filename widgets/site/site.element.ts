import { defineWidget } from '../../src/element/define-widget';
import '../login/login.element';
import { Site, type SiteProps } from './site';
import fieldsCss from '../../src/ui/fields.css';
import { SESSION_STORAGE_KEY } from '../../src/session/browser-platform';
import css from './site.css';

// A returning player's first calls (the session's user, the page's own) each carry a DPoP proof, and the
// signer first reads the key from IndexedDB (docs/security.md "DPoP"). Asked for here, before the site's
// first render, the key is read while the page renders rather than after it (docs/architecture.md "Speed
// budgets").
try {
  if (localStorage.getItem(SESSION_STORAGE_KEY)) {
    // A chunk that cannot be fetched (offline) is the first call's to load again and report, not an
    // unhandled rejection here.
    import('../../src/api/dpop').then((dpop) => dpop.prepareSigner(), () => undefined);
  }
} catch {
  // Storage blocked: no session to restore; the first call reads the key as before.
}

/**
 * The reference site's shell: header, menus, side panels, bottom navigation, footer, modals and every
 * route of the spec, with the other elements as its pages. It owns the page's URL (history API), so put
 * one per page, as the page's only content.
 *
 * @summary The complete casino and sports-betting site: routes, navigation, modals and pages.
 * @tag casino-site
 *
 * @attr {string} api-base - Origin of the API (default: the origin this script was loaded from). Shared by every element on the page.
 * @attr {string} content-base - Host of banners and game images (default: the API base).
 * @attr {string} lang - Language: fr-fr (default), en-US, ar. Shared by every element on the page.
 * @attr {string} currency - Display currency for guests (default TND).
 *
 * @event {CustomEvent<{ state: 'signed-in' | 'signed-out' | 'expired', user: { id: number, username: string, currency: string } | null }>} casino-session-change - The session began or ended, in this tab or another (bubbling from one element per page; every other element sends it on itself).
 * @event {CustomEvent<{ action: 'registration-started' | 'registration-completed' }>} casino-track - Registration: the first field touched, the account created (the elements the site shows send theirs too). Not cancelable.
 * @event {CustomEvent<{ message: string, code: string, element: string }>} casino-error - The site failed and shows its error screen: the message, the error code (`render_failed` when it has none) and the tag that failed.
 *
 * @csspart root - The element's root box.
 * @csspart header - The site header.
 * @csspart footer - The site footer.
 *
 * @cssproperty --casino-primary - Accent colour (primary buttons, active links).
 * @cssproperty --casino-on-primary - Text on the accent colour.
 * @cssproperty --casino-bg - Page background.
 * @cssproperty --casino-surface - Header, panels and cards.
 * @cssproperty --casino-surface-raised - Raised cards and inputs.
 * @cssproperty --casino-text - Text colour.
 * @cssproperty --casino-muted - Secondary text colour.
 * @cssproperty --casino-border - Borders and separators.
 * @cssproperty --casino-focus - Focus ring colour.
 * @cssproperty --casino-radius - Corner radius.
 * @cssproperty --casino-font-family - Font family.
 * @cssproperty --casino-font-size - Base font size (px).
 */
export const CasinoSite = defineWidget<SiteProps>('casino-site', Site, {
  // Its own messages (src/i18n/catalogs.ts), one chunk per language, fetched before the first render.
  catalog: {
    name: 'site',
    load: (l) =>
      l === 'en' ? import('../../src/i18n/locales/en/site/messages') : l === 'ar' ? import('../../src/i18n/locales/ar/site/messages') : import('../../src/i18n/locales/fr/site/messages'),
  },
  styles: [fieldsCss, css],
});

declare global {
  interface HTMLElementTagNameMap {
    'casino-site': HTMLElement;
  }
}
