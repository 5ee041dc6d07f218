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

/**
 * A request body that never ends, a megabyte a pull, and how many pulls it answered: a server that refuses
 * an upload before reading it leaves `pulls()` at 0.
 */
export function endlessBody(): { stream: ReadableStream<Uint8Array>; pulls: () => number } {
  let pulled = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      pulled++;
      controller.enqueue(new Uint8Array(1024 * 1024));
    },
  }, { highWaterMark: 0 });
  return { stream, pulls: () => pulled };
}
