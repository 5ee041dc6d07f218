// End-to-end global setup: one Chromium per worker (Debian's, tests/chromium.mjs), started once for the run
// and shared by the files that worker runs one after the other (support/browser.ts connects to it). A
// launch costs ~1.6 s of CPU on this two-core machine (five launches took 10.8 s user+sys, one launch with
// five contexts 4.4 s), and a run has some fifty files; each test still gets fresh contexts of its own, so
// no cookie, storage or page passes from one file to the next. Stopped when the run ends.
import { chromium, type BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';
import { filesAtOnce } from './global-setup';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One browser per worker: the endpoints support/browser.ts connects to (by VITEST_POOL_ID). */
    browsers: string[];
  }
}

export default async function setup(project: TestProject) {
  const count = await filesAtOnce(project);
  const results = await Promise.allSettled(
    Array.from({ length: count }, () => chromium.launchServer({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })),
  );
  const servers = results.flatMap((r): BrowserServer[] => (r.status === 'fulfilled' ? [r.value] : []));
  const teardown = async () => {
    await Promise.all(servers.map((s) => s.close().catch(() => undefined)));
  };
  const failure = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failure) {
    await teardown();
    throw failure.reason;
  }
  project.provide('browsers', servers.map((s) => s.wsEndpoint()));
  return teardown;
}
