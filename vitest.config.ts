import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { LongestFirstSequencer } from './tests/e2e/sequencer';

/**
 * The path aliases of tsconfig.json (`@src/…`, `@widgets/…`), for vitest and the modules it loads; and the
 * sportsbook frame's import of its message contract (demo/sandbox/sport/channel.js), which the sandbox
 * serves from the build (scripts/rollup-frame-contract.mjs): the tests run the frame on the module's source.
 */
export const PATH_ALIASES = {
  '@src': fileURLToPath(new URL('./src', import.meta.url)),
  '@widgets': fileURLToPath(new URL('./widgets', import.meta.url)),
  './sport-messages.js': fileURLToPath(new URL('./widgets/sportsbook/messages.ts', import.meta.url)),
};

const UNIT_ROOT = fileURLToPath(new URL('./tests/unit/', import.meta.url));

/** The unit test files (tests/unit/…) whose path `inPlace` accepts and whose source matches `source`. */
function unitTestFiles(root: string, inPlace: (file: string) => boolean, source: RegExp): string[] {
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => /\.test\.tsx?$/.test(file) && inPlace(file))
    .filter((file) => source.test(readFileSync(path.join(root, file), 'utf8')))
    .map((file) => `tests/unit/${file}`);
}

/**
 * The unit files outside tests/unit/sandbox that start a sandbox (the stores and pages that meet the real
 * server): they go with the sandbox's suites, so the front end's own project needs no database. Found by
 * what they import, so a new such file lands in the right project without a list to keep.
 */
export const unitFilesWithSandbox = (root = UNIT_ROOT): string[] =>
  unitTestFiles(
    root,
    (file) => !file.startsWith('sandbox/'),
    /^import\s[^;]*?from\s+'[^']*(?:\/sandbox\/helpers|\/sandbox-session|\/sandbox-client|demo\/sandbox\/app)'/m,
  );

const withSandbox = unitFilesWithSandbox();

/**
 * The sandbox's own files that run its browser pages in jsdom: a page script keeps module state (its
 * theme, its listeners), so each such file needs a module cache of its own.
 */
export const sandboxPageFiles = (root = UNIT_ROOT): string[] =>
  unitTestFiles(root, (file) => file.startsWith('sandbox/'), /^\/\/ @vitest-environment jsdom/m);

const sandboxPages = sandboxPageFiles();

/** The settings both sandbox projects share: files that meet a real sandbox on PGlite (or PostgreSQL). */
const ON_A_SANDBOX = {
  environment: 'node' as const,
  maxWorkers: 2,
  // Real scrypt and real re-seeds (a reset, a registration, a sign-in each hash a password) on two busy
  // cores: a reset test took over vitest's 5 s default when npm test ran the size check and the host apps'
  // builds beside these files. A limit, not a timing.
  testTimeout: 30_000,
  // The same for the hooks: sandboxPerTest's first beforeEach is a reset and two sign-ins.
  hookTimeout: 30_000,
  // On PostgreSQL, a database per worker (the file says why).
  setupFiles: ['tests/unit/support/call-chunks.ts', 'tests/unit/support/worker-database.ts'],
  // One migrated database every test's sandbox starts from (the file says why).
  globalSetup: ['tests/unit/support/database-template.ts'],
};

// Four projects (docs/qa.md "Test stages"):
// - `unit`: the front end's logic, no database (jsdom where a DOM is needed, per file with
//   `// @vitest-environment jsdom`);
// - `sandbox`: the sandbox's suites (tests/unit/sandbox), on PGlite, or on PostgreSQL with
//   SANDBOX_TEST_DATABASE_URL (.ci/postgres.sh), sharing each worker's module cache;
// - `sandbox-front`: the unit files that start a sandbox and the sandbox's pages in jsdom, isolated;
// - `e2e`: playwright-core driving Debian's Chromium against sandboxes started as `npm start` does.
// Unit and sandbox files use both cores: vitest's default on two is one worker (cores − 1), which leaves
// one core idle while a worker waits for nothing but itself.
export default defineConfig({
  test: {
    // The longest end-to-end files first, also on a fresh clone (the file says why).
    sequence: { sequencer: LongestFirstSequencer },
    projects: [
      {
        resolve: { alias: PATH_ALIASES },
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          exclude: ['tests/unit/sandbox/**', ...withSandbox],
          environment: 'node',
          maxWorkers: 2,
          // Each file in a fresh VM context of a reused process, not a process of its own: a file's module
          // state stays its own, and the process, jsdom and vitest's runtime are loaded once a worker.
          // The project went from 61 to 21-28 s (120 to about 45 CPU-s) at rest. Threads would share one
          // process's time zone, which the date tests set per file (process.env.TZ).
          pool: 'vmForks',
          // npm test runs these beside the type check and the build (scripts/test.mjs), on two cores: the
          // property tests (fast-check, a hundred runs each) passed vitest's 5 s default there. A limit
          // against hangs, not a timing.
          testTimeout: 20_000,
          // The chunks a first call imports, in the module cache before the tests (the file says why).
          setupFiles: ['tests/unit/support/call-chunks.ts'],
        },
      },
      {
        resolve: { alias: PATH_ALIASES },
        test: {
          name: 'sandbox',
          include: ['tests/unit/sandbox/**/*.test.{ts,tsx}'],
          exclude: sandboxPages,
          // The server's suites share a worker's module cache: each boots its own app and database, and
          // holds no module state another file could see; a file's imports (the app, PGlite) are paid once
          // a worker instead of once a file (docs/qa.md "Test stages").
          isolate: false,
          ...ON_A_SANDBOX,
        },
      },
      {
        resolve: { alias: PATH_ALIASES },
        test: {
          name: 'sandbox-front',
          // The front end's stores and pages that meet a real sandbox, and the sandbox's pages in jsdom:
          // isolated, since stores and page scripts are module state a later file would otherwise find
          // as an earlier one left it.
          include: [...withSandbox, ...sandboxPages],
          ...ON_A_SANDBOX,
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
          // A condition a page reaches after a server answer can take seconds on a loaded 2-core CI
          // machine; expect.poll's 1 s default made such waits fail there (the registration's currency
          // list). Polls still end as soon as the condition holds.
          expect: { poll: { timeout: 10_000 } },
          // Two files at a time, each worker on its own sandbox (global-setup.ts starts one per worker).
          maxWorkers: 2,
          // A worker's files share its module cache and its Chromium (support/browser.ts): playwright-core's
          // import and a browser launch are paid once a worker instead of once a file. The files keep no
          // module state of their own between them; the sandbox is reset by the tests that change it.
          isolate: false,
          globalSetup: ['tests/e2e/global-setup.ts'],
        },
      },
    ],
  },
});
