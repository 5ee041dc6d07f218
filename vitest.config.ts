import { defineConfig } from 'vitest/config';

// Two projects: `unit` (logic, sandbox services; jsdom where a DOM is needed, per file with
// `// @vitest-environment jsdom`) and `e2e` (playwright-core driving Debian's Chromium against `npm start`).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          globalSetup: ['tests/e2e/global-setup.ts'],
        },
      },
    ],
  },
});
