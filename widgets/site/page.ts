// Transitional (issue 11 §8): the page contract moved to shell/page.ts. The form pages (registration,
// recovery, password-confirm, verify, settings) and tests/unit/site/account-pages.test.tsx, edited on
// another branch meanwhile, still import it from here. After merging, point them at shell/page and
// delete this file.
export type { PageModule, PageProps } from './shell/page';
