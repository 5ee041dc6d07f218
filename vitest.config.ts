import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** The path aliases of tsconfig.json (`@src/…`, `@widgets/…`), for vitest and the modules it loads. */
export const PATH_ALIASES = {
  '@src': fileURLToPath(new URL('./src', import.meta.url)),
  '@widgets': fileURLToPath(new URL('./widgets', import.meta.url)),
};

// Two projects: `unit` (logic, sandbox services; jsdom where a DOM is needed, per file with
// `// @vitest-environment jsdom`) and `e2e` (playwright-core driving Debian's Chromium against sandboxes started as `npm start` does).
export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias: PATH_ALIASES },
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
          // The chunks a first call imports, in the module cache before the tests (the file says why).
          setupFiles: ['tests/unit/support/call-chunks.ts'],
          // One migrated database every test's sandbox starts from (the file says why).
          globalSetup: ['tests/unit/support/database-template.ts'],
        },
      },
      {
        resolve: { alias: PATH_ALIASES },
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Two files at a time, each worker on its own sandbox (global-setup.ts starts one per worker).
          maxWorkers: 2,
          globalSetup: ['tests/e2e/global-setup.ts'],
        },
      },
    ],
  },
});
