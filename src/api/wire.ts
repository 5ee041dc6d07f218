// The part of the HTTP client (client.ts) that only a call needs: redaxios on the wire and the reading of a
// failure into an ApiError. It is a chunk of its own, loaded by the first call, so an element's first paint
// (a guest's sign-in form, a wheel, a lobby's skeleton) does not wait for it: about 1.6 KB gzip out of the
// runtime every element loads (docs/conventions.md §4). Headers, DPoP, the timeout, the 401 refresh and the
// replay stay in client.ts.
import redaxios from 'redaxios';
import type { ApiRequest, Transport } from './client';
export { toApiError } from './to-api-error';

const isSuccess = (status: number) => (status >= 200 && status < 300) || status === 302;

function withoutEmpty(data: Record<string, unknown>): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [k, v] of Object.entries(data)) if (v !== undefined && v !== null) query[k] = String(v);
  return query;
}

/**
 * The default transport: fetch through redaxios, the GET/DELETE payload as query, JSON body otherwise,
 * 200–299 and 302 as successes. redaxios does not forward an abort signal, so the fetch it is given adds it.
 */
export function fetchTransport(platformFetch: typeof fetch): Transport {
  return (req: ApiRequest, url, headers, abort) => {
    const bodyless = req.method === 'GET' || req.method === 'DELETE';
    const fetchWithSignal = ((input: RequestInfo | URL, init?: RequestInit) => platformFetch(input, { ...init, signal: abort })) as typeof fetch;
    return redaxios<unknown>(url, {
      method: req.method,
      headers,
      params: bodyless && req.data && !Array.isArray(req.data) ? withoutEmpty(req.data) : undefined,
      data: bodyless ? undefined : (req.data as object | undefined),
      fetch: fetchWithSignal,
      validateStatus: isSuccess,
    });
  };
}
