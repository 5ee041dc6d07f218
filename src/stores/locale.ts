// The page's language: the config's `language` (attribute `lang` or configure()), and the player's own
// choice persisted as user settings {lang, isChanged} (spec §3 "User settings"), which wins on reload.
import { computed } from 'nanostores';
import { persistentAtom } from '@nanostores/persistent';
import { sharedSlot } from '../platform/shared-slot';
import { $config, configure } from '../config/config';
import { toLocale, dirOf } from '../i18n/locale';

interface UserSettings {
  lang: string;
  isChanged: boolean;
}

export const $userSettings = sharedSlot('userSettings', () => {
  const store = persistentAtom<UserSettings>(
    'casino-widgets:user-settings',
    { lang: 'fr-fr', isChanged: false },
    {
      encode: JSON.stringify,
      decode: (raw) => {
        try {
          const value = JSON.parse(raw) as Partial<UserSettings>;
          return { lang: typeof value.lang === 'string' ? value.lang : 'fr-fr', isChanged: value.isChanged === true };
        } catch {
          return { lang: 'fr-fr', isChanged: false };
        }
      },
    },
  );
  if (store.get().isChanged) configure({ language: store.get().lang });
  return store;
});

export const $locale = sharedSlot('locale', () => computed($config, (c) => toLocale(c.language)));
export const $dir = sharedSlot('dir', () => computed($locale, dirOf));

/** The player picks a language: applied everywhere and remembered. */
export function chooseLanguage(lang: string): void {
  $userSettings.set({ lang, isChanged: true });
  configure({ language: lang });
}
