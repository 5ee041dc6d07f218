// Browser tests (docs/conventions.md §1, §3): @web/test-runner in Debian's Chromium, against the BUILT bundles in
// dist/ (and a second copy of that build in .build/second-copy, see scripts/build-second-copy.mjs).
// Run through `npm run test:browser`, which loads tsx so this config can start the TypeScript sandbox
// (demo/sandbox) in-process: each test file gets its own sandbox instance behind /__sandbox/<n>/ on this
// dev server (tests/browser/support/sandbox-server.ts), same origin as the test page.
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';
import { playwrightLauncher } from '@web/test-runner-playwright';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { existsSync } from 'node:fs';
import { sandboxMiddleware } from './support/sandbox-server.ts';

for (const file of ['dist/casino-login.js', 'dist/casino-widgets.js', 'dist/custom-elements.json', '.build/second-copy/casino-widgets.js', '.build/other-version/casino-widgets.js']) {
  if (!existsSync(file)) {
    throw new Error(`${file} is missing: the browser tests run against built bundles (npm run build, then npm run test:browser)`);
  }
}

const sandbox = sandboxMiddleware();

/**
 * The files whose tests mostly wait on the page's own clocks start first: the wheel's spins and countdowns,
 * the notices' 15 s check, the banners' 10 s autoplay, the uploads and the reality check's intervals. Two
 * files run at a time in the glob's order otherwise, and the wheel's file (about 60 s, a third of it CPU)
 * came last and ran alone with a core idle: the stage took 189 s, 166 s with these first (same machine,
 * back to back, the same CPU time).
 */
const WAITING_FIRST = ['wheel', 'notices', 'profile-kyc', 'reality-check', 'profile-rg', 'banners'].map((name) => `tests/browser/${name}.test.ts`);

export default {
  rootDir: '.',
  files: [...WAITING_FIRST, 'tests/browser/**/*.test.ts'],
  nodeResolve: true,
  // Two pages at a time: three took longer on a 2-core machine, the CPU being the limit (docs/qa.md).
  concurrency: 2,
  concurrentBrowsers: 1,
  browserStartTimeout: 60_000,
  testsStartTimeout: 60_000,
  // A limit for a file, not a timing: the wheel's file takes about 60 s alone and passed 90 s on a loaded
  // machine.
  testsFinishTimeout: 180_000,
  testFramework: { config: { timeout: 15_000 } },
  browsers: [
    playwrightLauncher({
      product: 'chromium',
      launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    }),
  ],
  middleware: [sandbox.middleware],
  plugins: [
    esbuildPlugin({ ts: true, target: 'es2022' }),
    { name: 'casino-sandbox-cleanup', serverStop: () => sandbox.closeAll() },
  ],
};
