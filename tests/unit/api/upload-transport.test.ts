// The upload transport (api/upload-transport.ts) inside the one HTTP client: progress, the client's
// authorization (bearer, DPoP proof), the refresh and replay on 401, and the client's error mapping
// (413 file_too_large, network_error, timeout, aborted), against a fake XMLHttpRequest.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHttpClient } from '../../../src/api/client';
import { documentsApi } from '../../../src/api/documents';
import { ApiError } from '../../../src/api/errors';
import { xhrTransport, type XhrLike } from '../../../src/api/upload-transport';

type Script = (xhr: FakeXhr) => void;

class FakeXhr implements XhrLike {
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null | undefined;
  status = 0;
  responseText = '';
  contentType: string | null = 'application/json';
  aborted = false;
  upload: XhrLike['upload'] = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  constructor(private script: Script) {}
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body?: FormData | null) {
    this.body = body;
    queueMicrotask(() => this.script(this));
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  getResponseHeader() {
    return this.contentType;
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const DOC = { id: 7, kind: 'passport', status: 'pending', reason: null, file_name: 'p.png', content_type: 'image/png', size: 3, created_at: '2025-01-15T12:00:00.000Z', reviewed_at: null };

function setup(scripts: Script[], authHeaders?: (m: string, u: string, t?: string | null) => Promise<Record<string, string>>) {
  const sent: FakeXhr[] = [];
  const transport = xhrTransport(() => {
    const xhr = new FakeXhr(scripts[sent.length] ?? scripts[scripts.length - 1]);
    sent.push(xhr);
    return xhr;
  });
  const http = createHttpClient({ baseUrl: () => 'http://api.test', authHeaders });
  return { http, api: documentsApi(http, transport), sent };
}

const file = () => new Blob([new Uint8Array([0x89, 0x50, 0x4e])], { type: 'image/png' });

describe('document upload through the HTTP client', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
  afterEach(() => vi.useRealTimers());

  it('sends multipart with the bearer token, reports progress, converts the answer', async () => {
    const { http, api, sent } = setup([
      (x) => {
        x.upload.onprogress?.({ loaded: 1, total: 3, lengthComputable: true });
        x.upload.onprogress?.({ loaded: 3, total: 3, lengthComputable: true });
        x.answer(201, DOC);
      },
    ]);
    http.setAuthHooks({ accessToken: () => 'tok', unauthorized: async () => false });
    const progress: number[] = [];
    const doc = await api.upload({ kind: 'passport', file: file(), fileName: 'p.png', onProgress: (l, t) => progress.push(l / t) });
    expect(doc).toMatchObject({ id: 7, kind: 'passport', status: 'pending', fileName: 'p.png' });
    expect(progress).toEqual([1 / 3, 1]);
    expect(sent[0].method).toBe('POST');
    expect(sent[0].url).toBe('http://api.test/api/users/documents/upload/');
    expect(sent[0].headers.Authorization).toBe('Bearer tok');
    expect(sent[0].headers['Cache-Control']).toBe('no-cache');
    // The browser sets multipart's Content-Type with its boundary: never by hand.
    expect(Object.keys(sent[0].headers).map((h) => h.toLowerCase())).not.toContain('content-type');
    expect(sent[0].body?.get('kind')).toBe('passport');
    expect((sent[0].body?.get('picture') as File).name).toBe('p.png');
  });

  it('carries the DPoP proof of a bound session', async () => {
    const authHeaders = vi.fn(async (_m: string, _u: string, t?: string | null) => ({ Authorization: `DPoP ${t}`, DPoP: 'proof' }));
    const { http, api, sent } = setup([(x) => x.answer(201, DOC)], authHeaders);
    http.setAuthHooks({ accessToken: () => 'bound', unauthorized: async () => false });
    await api.upload({ kind: 'id_card', file: file(), fileName: 'p.png' });
    expect(authHeaders).toHaveBeenCalledWith('POST', 'http://api.test/api/users/documents/upload/', 'bound');
    expect(sent[0].headers).toMatchObject({ Authorization: 'DPoP bound', DPoP: 'proof' });
  });

  it('hands a 401 to the session and sends the same file again once with the new token', async () => {
    const { http, api, sent } = setup([(x) => x.answer(401, { code: 'token_not_valid' }), (x) => x.answer(201, DOC)]);
    let token = 'old';
    const unauthorized = vi.fn(async () => {
      token = 'new';
      return true;
    });
    http.setAuthHooks({ accessToken: () => token, unauthorized });
    await api.upload({ kind: 'id_card', file: file(), fileName: 'p.png' });
    expect(unauthorized).toHaveBeenCalledTimes(1);
    expect(sent.map((x) => x.headers.Authorization)).toEqual(['Bearer old', 'Bearer new']);
    expect(sent[1].body?.get('picture')).toBeInstanceOf(File);
  });

  it('maps 413, 400 and a failed connection like the client does', async () => {
    const cases: [Script, string, number][] = [
      [(x) => x.answer(413, { code: 'file_too_large', message: 'too large' }), 'file_too_large', 413],
      [(x) => x.answer(400, { code: 'unsupported_file_type' }), 'unsupported_file_type', 400],
      [(x) => x.onerror?.(), 'network_error', 0],
      [(x) => x.answer(503, { code: 'fault_injected' }), 'fault_injected', 503],
    ];
    for (const [script, code, status] of cases) {
      const { api } = setup([script]);
      const error = await api.upload({ kind: 'id_card', file: file(), fileName: 'p.png' }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ code, status });
    }
  });

  it('times out after 30 s without progress, counted again from each progress report', async () => {
    let xhr!: FakeXhr;
    const { api } = setup([(x) => (xhr = x)]);
    const result = api.upload({ kind: 'id_card', file: file(), fileName: 'p.png' }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(20_000);
    xhr.upload.onprogress?.({ loaded: 1, total: 3, lengthComputable: true });
    await vi.advanceTimersByTimeAsync(20_000);
    expect(xhr.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(10_001);
    expect(xhr.aborted).toBe(true);
    expect(await result).toMatchObject({ code: 'timeout', status: 0 });
  });

  it("the caller's abort ends the request with the silent 'aborted'", async () => {
    let xhr!: FakeXhr;
    const { api } = setup([(x) => (xhr = x)]);
    const controller = new AbortController();
    const result = api.upload({ kind: 'id_card', file: file(), fileName: 'p.png', signal: controller.signal }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(0);
    controller.abort();
    expect(await result).toMatchObject({ code: 'aborted' });
    expect(xhr.aborted).toBe(true);
  });
});
