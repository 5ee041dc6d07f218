// The one HTTP client every widget uses (spec shell-session-wheel.md §7 "Calls"): bearer header while a
// session exists, no-cache on every request, GET payload as query, 30 s timeout, 200–299 and 302 are
// successes, each success body converted per call. A 401 is handed to the session, which refreshes once
// for everybody (single flight) and tells the client whether to replay the request.
import { ApiError, chunkForCall } from './errors';
import { browserTimers, type Timers } from '../platform/wall-clock-timer';
import { lazyChunk } from '../platform/lazy-chunk';

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRequest {
  method: HttpMethod;
  /** Path under the API base, e.g. `/api/accounts/user`. */
  path: string;
  /** Query for GET and DELETE, JSON body otherwise. */
  data?: Record<string, unknown> | unknown[];
  headers?: Record<string, string>;
  /** Attach the bearer token and hand 401s to the session (default true). */
  auth?: boolean;
  /** Sent as `Idempotency-Key` on money-moving POSTs, so a replay cannot pay twice. */
  idempotencyKey?: string;
  /**
   * With `auth: false`: sent with this access token rather than none (logout, with the ending session's
   * token). A 401 still goes to the session, which refuses to refresh while it is logging out.
   */
  token?: string;
  /**
   * Another way to put this request on the wire (api/upload-transport.ts: XMLHttpRequest, for an upload's
   * progress, which fetch cannot report). Everything else stays the client's: headers, DPoP, timeout,
   * the 401 refresh and replay, ApiError. Passed per request so no other bundle carries it.
   */
  transport?: Transport;
  /** For a transport: the body as is (FormData), progress, the caller's cancel (→ silent 'aborted'). */
  body?: FormData;
  onUploadProgress?: (loaded: number, total: number) => void;
  signal?: AbortSignal;
}

/**
 * One network attempt of `req` to `url` with the client's `headers`. Resolves with a success
 * (`{ status, data }`); rejects like redaxios (a `{ status, data }` answer for a failure status, fetch's TypeError without one,
 * an AbortError when `abort` fires), so toApiError reads it the same way. `alive()` restarts the timeout.
 */
export type Transport = (req: ApiRequest, url: string, headers: Record<string, string>, abort: AbortSignal, alive: () => void) => Promise<{ status: number; data: unknown }>;

/**
 * The authorization headers of one request, replacing `Authorization: Bearer`: DPoP (api/dpop.ts, loaded
 * lazily by http.ts) signs a proof for calls with a bound token and for POSTs without a token, which
 * include the token requests (login, refresh), so the server binds the new tokens to the page's key.
 * Guest GETs never wait for it.
 */
type AuthHeaders = (method: HttpMethod, url: string, token?: string | null) => Promise<Record<string, string>>;

/** Turns a success body into the client's type; throws on a body of the wrong shape. */
type Converter<T> = (data: unknown) => T;

interface AuthHooks {
  accessToken(): string | null;
  /**
   * A request sent with `token` was answered 401. Resolves true when the request should be replayed (once)
   * with the current access token, false when the session is over.
   */
  unauthorized(token: string, error: ApiError): Promise<boolean>;
}

export interface CallRecord {
  method: HttpMethod;
  path: string;
  status: number;
  ms: number;
  code?: string;
}

interface HttpClientDeps {
  baseUrl: () => string;
  fetch?: typeof fetch;
  timers?: Timers;
  now?: () => number;
  timeoutMs?: number;
  /** Every finished call, for the QA page's inspector. */
  onCall?: (call: CallRecord) => void;
  /** DPoP (docs/security.md); without it, bearer tokens. */
  authHeaders?: AuthHeaders;
  /** The wire (redaxios and the failure reader); by default api/wire.ts, a chunk loaded by the first call. */
  wire?: () => Promise<Wire>;
  /**
   * The page's language, read for each request and sent as `Accept-Language`: the server answers what it
   * names (payment methods, e-mails) in it (docs/api.md "Payments"), not in the browser's own language.
   */
  language?: () => string | undefined;
}

/** What api/wire.ts gives the client. */
export interface Wire {
  fetchTransport(platformFetch: typeof fetch): Transport;
  toApiError(reason: unknown, request: { method: string; path: string }): ApiError;
}

/**
 * api/wire.ts, imported once and shared by every client of the page; a failed import (offline) is not
 * kept, so the next call fetches it again. Once it is here, a request reaches fetch in the same turn, as
 * before the wire was a chunk.
 */
const wireChunk = lazyChunk<Wire>(() => import('./wire'));

/** Fetches the wire before the first call needs it (define-widget.tsx, when the page is idle); never rejects. */
export const preloadWire = (): Promise<unknown> => wireChunk().catch(() => undefined);

export interface HttpClient {
  request<T>(req: ApiRequest, convert: Converter<T>): Promise<T>;
  setAuthHooks(hooks: AuthHooks | null): void;
}

const HTTP_TIMEOUT_MS = 30_000;

export function joinUrl(base: string, path: string): string {
  if (!base) return path;
  return base.replace(/\/+$/, '') + (path.startsWith('/') ? path : `/${path}`);
}

export function createHttpClient(deps: HttpClientDeps): HttpClient {
  const timers: Timers = deps.timers ?? browserTimers;
  const now = deps.now ?? (() => Date.now());
  const timeoutMs = deps.timeoutMs ?? HTTP_TIMEOUT_MS;
  let hooks: AuthHooks | null = null;

  /** One network attempt; rejects with an ApiError. */
  async function send(req: ApiRequest, token: string | null | undefined, wire: Wire): Promise<unknown> {
    const controller = new AbortController();
    let timedOut = false;
    // The spec's 30 s (§7) counts from the last sign of life: an upload's progress restarts it (alive()),
    // so a 5 MB photo on a slow line is not cut while it moves, and a stalled one still ends.
    const expire = () => {
      timedOut = true;
      controller.abort();
    };
    let timer = timers.setTimeout(expire, timeoutMs);
    const transport = req.transport ?? wire.fetchTransport(deps.fetch ?? globalThis.fetch.bind(globalThis));
    const language = deps.language?.();
    const headers: Record<string, string> = { 'Cache-Control': 'no-cache', Accept: 'application/json', ...(language ? { 'Accept-Language': language } : {}), ...req.headers };
    if (token) headers.Authorization = `Bearer ${token}`;
    const url = joinUrl(deps.baseUrl(), req.path);
    if (req.idempotencyKey) headers['Idempotency-Key'] = req.idempotencyKey;
    const started = now();
    let status = 0;
    try {
      // A fresh proof per attempt: a replay after a refresh names the new token, with a new jti. (Inside
      // the try: a DPoP chunk that cannot load is a network error like any other.)
      if (deps.authHeaders && (token || req.method === 'POST')) Object.assign(headers, await deps.authHeaders(req.method, url, token));
      const response = await transport(req, url, headers, controller.signal, () => {
        timers.clearTimeout(timer);
        timer = timers.setTimeout(expire, timeoutMs);
      });
      status = response.status;
      return response.data;
    } catch (reason) {
      // Whatever the transport rejected with once our timer aborted it (fetch's DOMException, which need
      // not be an Error of this realm), the call ended by the timeout.
      const error = wire.toApiError(timedOut ? Object.assign(new Error('timeout'), { name: 'TimeoutError' }) : reason, req);
      status = error.status;
      throw error;
    } finally {
      timers.clearTimeout(timer);
      deps.onCall?.({ method: req.method, path: req.path, status, ms: now() - started });
    }
  }

  function convertBody<T>(req: ApiRequest, data: unknown, convert: Converter<T>, wire: Wire): T {
    try {
      return convert(data);
    } catch (cause) {
      throw wire.toApiError({ malformed: true, cause }, req);
    }
  }

  return {
    setAuthHooks(next) {
      hooks = next;
    },
    async request<T>(req: ApiRequest, convert: Converter<T>): Promise<T> {
      const useAuth = req.auth !== false;
      const wire = deps.wire ? await chunkForCall(deps.wire, req) : (wireChunk.loaded() ?? (await chunkForCall(wireChunk, req)));
      // Read after the wire is here: a refresh may have ended while its chunk loaded.
      const token = useAuth ? hooks?.accessToken() : req.token;
      try {
        return convertBody(req, await send(req, token, wire), convert, wire);
      } catch (error) {
        if (!(error instanceof ApiError) || error.status !== 401 || !token || !hooks) throw error;
        // Signed in and refused: the session decides (spec §4 item 6). Replayed at most once.
        if (!(await hooks.unauthorized(token, error))) throw error;
        return convertBody(req, await send(req, hooks.accessToken(), wire), convert, wire);
      }
    },
  };
}
