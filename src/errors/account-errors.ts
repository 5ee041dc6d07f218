// The registration's consent messages (docs/api.md "Registration consent"). Kept out of
// error-catalogue.ts, which every entry loads (the login's size budget): the registration page, a lazy
// site page, registers them when it loads, so explainApiError (src/errors/explain-error.ts) puts the
// server's `age_not_confirmed` / `terms_not_accepted` under their checkboxes, and the page's own client
// check shows the very same words.
import type { MessageDescriptor } from '@lingui/core';
import { errorCatalogue } from './error-catalogue';

export const consentMessages = {
  age_not_confirmed: /*i18n*/ { id: 'error.age_not_confirmed', message: 'Confirmez que vous avez 18 ans ou plus pour créer un compte' },
  terms_not_accepted: /*i18n*/ { id: 'error.terms_not_accepted', message: 'Acceptez les conditions générales pour créer un compte' },
} satisfies Record<string, MessageDescriptor>;

/** Adds the consent messages to the shared catalogue (once; an entry already there is kept). */
export function registerAccountErrors(): void {
  for (const [code, descriptor] of Object.entries(consentMessages)) if (!(code in errorCatalogue)) errorCatalogue[code] = descriptor;
}
