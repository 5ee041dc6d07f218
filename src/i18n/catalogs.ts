// The message catalogs and what each holds (per-element catalogs). One catalog per locale made
// every element download every element's messages (the cashier's 250 on a partner's lobby, on the site's
// first load): the large elements now have a catalog of their own, fetched by the element when it first
// renders (define-widget.tsx), and the shared one keeps the runtime's messages (src/: errors, forms,
// formats) and the small elements' few (login, banners, notices, jackpots), which the site's first page
// shows anyway. lingui.config.ts builds its catalogs from this table, so the two cannot disagree.
//
// Pure data, no imports: lingui's CLI reads it too.

/** Catalogs besides the shared one, and the source paths whose messages they hold (repository-relative). */
export const OWN_CATALOGS = {
  site: ['widgets/site'],
  lobby: ['widgets/lobby'],
  wheel: ['widgets/wheel'],
  cashier: ['widgets/cashier', 'src/errors/cashier-errors.ts'],
  profile: ['widgets/profile', 'src/errors/profile-errors.ts'],
  sportsbook: ['widgets/sportsbook'],
} as const;

export type CatalogName = keyof typeof OWN_CATALOGS;

/** The compiled catalog's module, repository-relative (`src/i18n/locales/fr/cashier/messages.ts`); shared: `locales/fr/messages.ts`. */
export const catalogModule = (locale: string, name?: CatalogName) =>
  `src/i18n/locales/${locale}/${name ? `${name}/` : ''}messages.ts`;
