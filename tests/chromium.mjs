// Debian's Chromium for every browser test and measurement (never a download), with the flags this closed
// network needs: without the background-networking ones Chromium keeps dialling out at start
// (docs/conventions.md §3).

/** The browser players use: what is measured (`npm run size`, `bench:*`) loads in it, and the browser tests run in it. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/**
 * Debian's chromium-headless-shell: the same Chromium version without the full browser's UI layer, for the
 * end-to-end files (tests/e2e/support/browser.ts). The whole e2e project on this 2-core machine, one run
 * each way: 519 s and 910 CPU-seconds in the full browser, 468 s and 808 in the shell, 162/162 both times.
 * The browser stage (@web/test-runner) stays in the full browser: it measured no gain there (168 s full,
 * 180 s shell), its time being the tests' own waits more than Chromium's work.
 */
export const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
