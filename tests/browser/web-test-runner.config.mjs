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

export default {
  rootDir: '.',
  files: ['tests/browser/**/*.test.ts'],
  nodeResolve: true,
  // Two pages at a time: three took longer on a 2-core machine, the CPU being the limit (docs/qa.md).
  concurrency: 2,
  concurrentBrowsers: 1,
  browserStartTimeout: 60_000,
  testsStartTimeout: 60_000,
  testsFinishTimeout: 90_000,
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
