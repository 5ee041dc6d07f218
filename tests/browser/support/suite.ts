// The frame most test files share: one sandbox per file, dist/casino-login.js loaded and pointed at it,
// and after each test the page signed out, toasts dismissed, elements unmounted, faults cleared, French.
import { before, afterEach, type Context } from './mocha';
import { newSandbox, type Sandbox, type SandboxOptions } from './sandbox';
import { unmountAll } from './dom';
import { dismissToasts } from './login';
import { casinoWidgets, load } from './widgets';

export function loginSuite(afterLoad?: () => Promise<void>, options: SandboxOptions = {}): { sandbox: () => Sandbox } {
  let sandbox: Sandbox | undefined;
  before(async function (this: Context) {
    // The first sandbox waits for the shared database to start (PGlite, migrations, seed).
    this.timeout(60_000);
    sandbox = await newSandbox(options);
    await load('/dist/casino-login.js');
    casinoWidgets().configure({ apiBase: sandbox.base });
    await afterLoad?.();
  });
  afterEach(async () => {
    await casinoWidgets().signOut();
    await dismissToasts();
    unmountAll();
    await sandbox?.clearFaults();
    casinoWidgets().configure({ language: 'fr-fr' });
  });
  return {
    sandbox: () => {
      if (!sandbox) throw new Error('sandbox used before the suite started');
      return sandbox;
    },
  };
}
