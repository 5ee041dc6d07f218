import type { LinguiConfig } from '@lingui/conf';
import { OWN_CATALOGS } from './src/i18n/catalogs';

// French is the product's default language (spec §1): the source messages in the code are French,
// en and ar are translated in their catalogs. `lingui compile --strict` fails on any missing translation.
// Catalogs per element (src/i18n/catalogs.ts): the shared one holds every message outside the paths an
// element's own catalog claims.
const own = Object.entries(OWN_CATALOGS).map(([name, paths]) => ({
  path: `<rootDir>/src/i18n/locales/{locale}/${name}/messages`,
  include: paths.map((p) => `<rootDir>/${p}`),
}));

const config: LinguiConfig = {
  sourceLocale: 'fr',
  locales: ['fr', 'en', 'ar'],
  fallbackLocales: { default: 'fr' },
  catalogs: [
    {
      path: '<rootDir>/src/i18n/locales/{locale}/messages',
      include: ['<rootDir>/src', '<rootDir>/widgets'],
      // micromatch patterns: a folder's files are `folder/**`.
      exclude: own.flatMap((c) => c.include.map((p) => (/\.tsx?$/.test(p) ? p : `${p}/**`))),
    },
    ...own,
  ],
  format: 'po',
  compileNamespace: 'ts',
};
export default config;
