// The one lingui instance of this build. Catalogs load lazily (./load.ts); until the first one arrives
// the instance is already active in French with no messages, so `i18n._` never throws ("Attempted to
// call a translation function without setting a locale") and answers the French source message that
// every descriptor carries.
import { setupI18n, type Messages } from '@lingui/core';

export const i18n = setupI18n();

// Production builds carry ids only (scripts/rollup-lingui-strip.mjs) and elements render once their
// catalog is active, so no message compiler is shipped: the catalogs are precompiled.

const empty: Messages = {};
i18n.loadAndActivate({ locale: 'fr', locales: ['fr-FR'], messages: empty });
