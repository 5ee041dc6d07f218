// Browser side of the sandbox harness (support/sandbox-server.ts): a fresh sandbox API instance per test
// file, its fault switches and its call log (docs/api.md "Sandbox control").
export interface Sandbox {
  /** API base for the widgets: `api-base` attribute or CasinoWidgets.configure({ apiBase }). */
  base: string;
  url(path: string): string;
  armFault(fault: Fault): Promise<void>;
  clearFaults(): Promise<void>;
  log(): Promise<LogEntry[]>;
}

export type { FaultInput as Fault } from '../../../demo/sandbox/faults';
import type { FaultInput as Fault } from '../../../demo/sandbox/faults';

export type { LogEntry } from '../../../demo/sandbox/request-log';
import type { LogEntry } from '../../../demo/sandbox/request-log';

export interface SandboxOptions {
  /** Seconds (the sandbox's ACCESS_TTL, REFRESH_TTL, REFRESH_SHIFT). */
  accessTtl?: number;
  refreshTtl?: number;
  refreshShift?: number;
  /**
   * A database of its own, freshly seeded, instead of the one every file shares: for a file whose tests
   * move money (the cashier's deposits, payouts, crypto arrivals, transfers), which would change the
   * balances the other files, running at the same time, read (demo's 1,000.00).
   */
  ownDatabase?: boolean;
  /** This instance also answers the sportsbook frames' root-relative calls (support/sandbox-server.ts). */
  sportFrames?: boolean;
}

async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

export async function newSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  const { base } = await json<{ base: string }>(
    await fetch('/__sandbox/new', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(options) }),
  );
  const url = (path: string) => `${base}${path}`;
  return {
    base,
    url,
    async armFault(fault) {
      await json(await fetch(url('/sandbox/api/faults'), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(fault) }));
    },
    async clearFaults() {
      // JSON declared without a body: the control plane refuses simple requests (415).
      await json(await fetch(url('/sandbox/api/faults'), { method: 'DELETE', headers: { 'Content-Type': 'application/json' } }));
    },
    async log() {
      return json<LogEntry[]>(await fetch(url('/sandbox/api/log'), { cache: 'no-store' }));
    },
  };
}

/** Signs in straight against the API (no widget), for tests that need tokens. */
export async function apiLogin(sandbox: Sandbox, username: string, password: string): Promise<{ access: string; refresh: string }> {
  return json(
    await fetch(sandbox.url('/api/accounts/login/'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username, password }),
    }),
  );
}
