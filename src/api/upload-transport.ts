// The HTTP client's second transport (client.ts `Transport`): XMLHttpRequest, the one browser API that
// reports an upload's progress (fetch has no upload progress; a streamed request body would need HTTP/2
// and Chromium only). Only the wire changes: the client still adds the headers, the DPoP proof, the
// timeout, the 401 refresh-and-replay and the ApiError mapping, so an upload is authorised and fails
// exactly like every other call. Imported only by api/documents.ts, so no other bundle carries it.
import type { Transport } from './client';

export interface XhrLike {
  open(method: string, url: string): void;
  setRequestHeader(name: string, value: string): void;
  send(body?: FormData | null): void;
  abort(): void;
  readonly status: number;
  readonly responseText: string;
  getResponseHeader(name: string): string | null;
  upload: { onprogress: ((event: { loaded: number; total: number; lengthComputable: boolean }) => void) | null };
  onload: (() => void) | null;
  onerror: (() => void) | null;
  onabort: (() => void) | null;
  ontimeout: (() => void) | null;
}

const abortError = () => Object.assign(new Error('The upload was aborted.'), { name: 'AbortError' });
const isSuccess = (status: number) => (status >= 200 && status < 300) || status === 302;

function parse(text: string, contentType: string | null): unknown {
  if (!text) return undefined;
  if (contentType && !/json/i.test(contentType)) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    // A success with a body that is not JSON becomes malformed_response in the client's converter.
    return text;
  }
}

/** A transport over `create()` (a real XMLHttpRequest by default; tests give a fake). */
export function xhrTransport(create: () => XhrLike = () => new XMLHttpRequest() as unknown as XhrLike): Transport {
  return (req, url, headers, timeout, alive) =>
    new Promise((resolve, reject) => {
      // Two reasons to stop: the client's timeout and the caller's cancel. Either is an AbortError; the
      // client tells a timeout apart by its own flag.
      const signals = [timeout, req.signal].filter((s): s is AbortSignal => !!s);
      if (signals.some((s) => s.aborted)) return reject(abortError());
      const xhr = create();
      xhr.open(req.method, url);
      for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
      xhr.upload.onprogress = (event) => {
        alive();
        req.onUploadProgress?.(event.loaded, event.lengthComputable ? event.total : 0);
      };
      const onAbort = () => xhr.abort();
      for (const s of signals) s.addEventListener('abort', onAbort);
      const settle = (fn: () => void) => {
        for (const s of signals) s.removeEventListener('abort', onAbort);
        fn();
      };
      xhr.onload = () =>
        settle(() => {
          const answer = { status: xhr.status, data: parse(xhr.responseText, xhr.getResponseHeader('Content-Type')) };
          // A failure status is rejected as redaxios rejects it (a response-like object), for toApiError.
          if (isSuccess(answer.status)) resolve(answer);
          else reject({ ...answer, headers: {} });
        });
      // No answer at all (offline, DNS, reset, CORS): fetch's TypeError, so the client says network_error.
      xhr.onerror = () => settle(() => reject(new TypeError('Network request failed')));
      xhr.ontimeout = xhr.onerror;
      xhr.onabort = () => settle(() => reject(abortError()));
      xhr.send(req.body ?? null);
    });
}
