// The page's own requests, as they start and end. A "nothing was sent" or "one request for two presses"
// check waits until the element has answered the press (its refusal, its result) and every request the page
// started since the watch began has its answer: then the sandbox's log holds all of them, and a count read
// from it is final. Watches fetch (the HTTP client looks up globalThis.fetch per request, src/api/client.ts)
// and XMLHttpRequest (the uploads' progress, src/api/upload-transport.ts).
import { waitFor } from './dom';

export interface RequestWatch {
  /** `METHOD path` of each request started since the watch began. */
  readonly started: string[];
  /**
   * Resolves once no request started since the watch began is waiting for its answer, and ends the watch.
   * (A watch left by a failed test only counts: fetch and XMLHttpRequest still work through it.)
   */
  settled(): Promise<void>;
}

const pathOf = (url: string | URL) => new URL(String(url), location.href).pathname;

export function watchRequests(): RequestWatch {
  const started: string[] = [];
  let open = 0;
  const originalFetch = window.fetch;
  const originalSend = XMLHttpRequest.prototype.send;
  const originalOpen = XMLHttpRequest.prototype.open;
  const xhrTarget = new WeakMap<XMLHttpRequest, string>();

  window.fetch = function watchedFetch(input: RequestInfo | URL, init?: RequestInit) {
    const request = input instanceof Request ? input : null;
    started.push(`${(init?.method ?? request?.method ?? 'GET').toUpperCase()} ${pathOf(request ? request.url : (input as string | URL))}`);
    open += 1;
    return originalFetch.call(window, input, init).finally(() => {
      open -= 1;
    });
  };
  XMLHttpRequest.prototype.open = function watchedOpen(this: XMLHttpRequest, method: string, url: string | URL, ...rest: unknown[]) {
    xhrTarget.set(this, `${method.toUpperCase()} ${pathOf(url)}`);
    return (originalOpen as (...args: unknown[]) => void).call(this, method, url, ...rest);
  } as typeof XMLHttpRequest.prototype.open;
  XMLHttpRequest.prototype.send = function watchedSend(this: XMLHttpRequest, body?: Document | XMLHttpRequestBodyInit | null) {
    started.push(xhrTarget.get(this) ?? 'XHR ?');
    open += 1;
    this.addEventListener('loadend', () => (open -= 1), { once: true });
    return originalSend.call(this, body);
  };

  return {
    started,
    async settled() {
      await waitFor(() => open === 0, { message: `the page's requests answered (${started.join(', ')})`, timeout: 15_000 });
      window.fetch = originalFetch;
      XMLHttpRequest.prototype.send = originalSend;
      XMLHttpRequest.prototype.open = originalOpen;
    },
  };
}
