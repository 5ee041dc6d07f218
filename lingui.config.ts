import type { LinguiConfig } from '@lingui/conf';

// French is the product's default language (spec §1): the source messages in the code are French,
// en and ar are translated in their catalogs. `lingui compile --strict` fails on any missing translation.
const config: LinguiConfig = {
  sourceLocale: 'fr',
  locales: ['fr', 'en', 'ar'],
  fallbackLocales: { default: 'fr' },
  catalogs: [
    {
      path: '<rootDir>/src/i18n/locales/{locale}/messages',
      include: ['<rootDir>/src', '<rootDir>/widgets'],
    },
  ],
  format: 'po',
  compileNamespace: 'ts',
};
export default config;
