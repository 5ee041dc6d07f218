// The country select of the user info (spec money-and-games.md §2 "Profile"): the 249 ISO codes the server
// accepts (src/api/user-info-rules.ts) with their names in the page's language from the browser's own data
// (Intl.DisplayNames: no list of names in the bundle), sorted as that language sorts. A browser without the
// name of a code shows the code.
import { COUNTRY_CODES } from '../../../src/api/user-info-rules';

interface CountryOption {
  value: string;
  label: string;
}

const cache = new Map<string, CountryOption[]>();

export function countryOptions(locale: string): CountryOption[] {
  let options = cache.get(locale);
  if (!options) {
    let names: Intl.DisplayNames | undefined;
    try {
      names = new Intl.DisplayNames([locale], { type: 'region' });
    } catch {
      names = undefined;
    }
    const collator = new Intl.Collator(locale);
    options = COUNTRY_CODES.map((code) => ({ value: code, label: names?.of(code) ?? code })).sort((a, b) =>
      collator.compare(a.label, b.label),
    );
    cache.set(locale, options);
  }
  return options;
}
