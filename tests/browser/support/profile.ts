// What the <casino-profile> browser files share: the suite (the built dist/casino-profile.js, signed in
// through the login suite, on a database of the file's own, since their seeds' figures or their money
// moves must not meet the other files'), mounting the element until a part shows, and axe on a dark
// site in a language.
import { find, mount } from './dom';
import { loginSuite } from './suite';
import { casinoWidgets, load } from './widgets';
import { expectNoSeriousViolations, onDarkSite } from './axe';

export const profileSuite = () =>
  loginSuite(
    async () => {
      await load('/dist/casino-profile.js');
    },
    { ownDatabase: true },
  );

/** Mounts `<casino-profile {attrs}>` and waits for `ready` (the section's box unless told) in its shadow root. */
export async function mountProfile(attrs: string, ready = '[part~="section"]', timeout = 10_000): Promise<HTMLElement> {
  const el = mount(`<casino-profile ${attrs}></casino-profile>`);
  await find(el, ready, { timeout });
  return el;
}

/** No serious axe violation in `el`, on a dark site in `language`. */
export const profileAxe = (what: string, el: Element, language = 'fr-fr') =>
  onDarkSite(language, (lang) => casinoWidgets().configure({ language: lang }), () => expectNoSeriousViolations(what, el));
