// The real HTTP client on the real sandbox app (in process, no port): the lobby's converters and adapters
// meet the server answers they are written for. Records every call (method and path with query).
import { createHttpClient } from '../../../src/api/client';
import type { Sandbox } from '../sandbox/helpers';

export const SANDBOX_BASE = 'http://sandbox.test';

export function sandboxClient(sb: Sandbox) {
  const calls: string[] = [];
  let token: string | null = null;
  const http = createHttpClient({
    baseUrl: () => SANDBOX_BASE,
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      calls.push(`${init?.method ?? 'GET'} ${String(input).slice(SANDBOX_BASE.length)}`);
      return sb.app.request(String(input), init);
    }) as typeof fetch,
  });
  http.setAuthHooks({ accessToken: () => token, unauthorized: async () => false });
  return {
    http,
    calls,
    setToken: (t: string | null) => void (token = t),
    /** The calls whose path starts with `prefix`. */
    callsTo: (prefix: string) => calls.filter((c) => c.split(' ')[1]!.startsWith(prefix)),
  };
}
