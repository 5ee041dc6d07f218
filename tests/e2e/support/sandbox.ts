// The sandbox's control API (docs/api.md "Sandbox control"), seen from the test process.
import { inject } from 'vitest';

export type { LogEntry } from '../../../demo/sandbox/request-log';
import type { LogEntry } from '../../../demo/sandbox/request-log';

/**
 * This file's sandbox: the one of the worker running it (VITEST_POOL_ID, 1 to maxWorkers), started by
 * global-setup.ts; files running side by side never share a server.
 */
export function sandboxFor(poolId = Number(process.env.VITEST_POOL_ID ?? 1)) {
  const sandboxes = inject('sandboxes');
  return sandboxes[(Math.max(1, poolId) - 1) % sandboxes.length]!;
}

export const baseUrl = () => sandboxFor().baseUrl;
/** The partner page's origin of this file's sandbox (its PORT + 1). */
export const partnerUrl = () => sandboxFor().partnerUrl;

/** A refusal of the sandbox: its status and error code (docs/api.md "Errors") beside the whole answer. */
export class SandboxRefusal extends Error {
  constructor(
    readonly status: number,
    readonly code: string | undefined,
    what: string,
  ) {
    super(what);
  }
}

/** One call to the sandbox (control API or a public route), JSON in and out; throws SandboxRefusal on a refusal. */
export async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${baseUrl()}${path}`, {
    method,
    // Writes declare JSON even without a body: the control plane refuses simple requests (415).
    headers: body === undefined && method === 'GET' ? undefined : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new SandboxRefusal(res.status, codeOf(text), `${method} ${path} → ${res.status}: ${text}`);
  return JSON.parse(text) as T;
}

function codeOf(text: string): string | undefined {
  try {
    return (JSON.parse(text) as { code?: string }).code;
  } catch {
    return undefined;
  }
}

export const sandbox = {
  /** The last 200 API calls the server answered, newest first. */
  log: () => call<LogEntry[]>('GET', '/sandbox/api/log'),
  /** The calls to `path` the server answered since `sinceMs` (epoch ms). */
  async callsSince(method: string, path: string, sinceMs: number): Promise<LogEntry[]> {
    return (await this.log()).filter((e) => e.method === method && e.path === path && Date.parse(e.at) >= sinceMs);
  },
  armFault: (fault: Record<string, unknown>) => call<{ id: number }>('POST', '/sandbox/api/faults', fault),
  clearFaults: () => call<unknown>('DELETE', '/sandbox/api/faults'),
};
