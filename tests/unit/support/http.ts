// The real HTTP client (src/api/client.ts) on a test's fetch: the fake servers of the store tests answer
// through it, so requests and conversions are the ones the widgets make.
import { createHttpClient, type HttpClient } from '../../../src/api/client';

export const TEST_API_BASE = 'http://api.test';

export function clientOn(fetchImpl: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>): HttpClient {
  return createHttpClient({
    baseUrl: () => TEST_API_BASE,
    fetch: fetchImpl as unknown as typeof fetch,
  });
}
