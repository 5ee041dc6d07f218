// The browser's DPoP signer (src/api/dpop.ts; docs/security.md "DPoP: the tokens are bound to the browser")
// with Node's WebCrypto and an in-memory key store (IndexedDB is injected), its proofs checked with jose as
// the sandbox checks them, and the HTTP client's use of it: proofs on token requests and with bound tokens,
// bearer for unbound ones.
import { calculateJwkThumbprint, decodeProtectedHeader, EmbeddedJWK, jwtVerify } from 'jose';
import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHttpClient } from '../../../src/api/client';
import { headersFor as authHeaders, createDpopSigner, isBound, type DpopKeyStore } from '../../../src/api/dpop';

function memoryStore(): DpopKeyStore & { stored?: CryptoKeyPair; adds: number; made: number } {
  const store = {
    stored: undefined as CryptoKeyPair | undefined,
    adds: 0,
    made: 0,
    async getOrAdd(make: () => Promise<CryptoKeyPair>) {
      store.adds++;
      if (!store.stored) {
        store.made++;
        store.stored = await make();
      }
      return store.stored;
    },
  };
  return store;
}

// The proofs' iat is the clock's (the library reads Date.now): only Date is faked, WebCrypto's promises run.
const NOW = Date.UTC(2025, 0, 15, 12, 0, 0);
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});
const signer = (store = memoryStore()) => createDpopSigner({ store });

async function verified(proof: string) {
  const { payload, protectedHeader } = await jwtVerify(proof, EmbeddedJWK, {
    typ: 'dpop+jwt',
    algorithms: ['ES256'],
    currentDate: new Date(NOW),
  });
  return { payload, protectedHeader };
}

/** A JWT-shaped token with these claims (unsigned: the client only reads tokens). */
const token = (claims: Record<string, unknown>) =>
  `e30.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.sig`;

describe('the DPoP signer', () => {
  it('makes a non-extractable P-256 key and signs ES256 proofs the server side (jose) verifies', async () => {
    const store = memoryStore();
    const s = await signer(store);
    expect(store.stored!.privateKey.extractable).toBe(false);
    expect(store.stored!.privateKey.algorithm).toMatchObject({ name: 'ECDSA', namedCurve: 'P-256' });
    const proof = await s.proof('POST', 'https://api.test/api/accounts/login/?lang=fr#x');
    const { payload, protectedHeader } = await verified(proof);
    expect(protectedHeader).toMatchObject({ typ: 'dpop+jwt', alg: 'ES256' });
    expect(Object.keys(protectedHeader.jwk!).sort()).toEqual(['crv', 'kty', 'x', 'y']); // public part only
    expect(payload).toMatchObject({ htm: 'POST', htu: 'https://api.test/api/accounts/login/', iat: NOW / 1000 });
    expect(payload.ath).toBeUndefined();
    expect(s.jkt).toBe(await calculateJwkThumbprint(protectedHeader.jwk!, 'sha256'));
  });

  it('names the access token in ath, and gives every proof its own jti', async () => {
    const s = await signer();
    const [a, b] = await Promise.all([s.proof('GET', 'https://api.test/u', 'the-token'), s.proof('GET', 'https://api.test/u', 'the-token')]);
    const pa = (await verified(a)).payload;
    const pb = (await verified(b)).payload;
    expect(pa.ath).toBe(createHash('sha256').update('the-token').digest('base64url'));
    expect(pa.jti).not.toBe(pb.jti);
  });

  it('keeps one key per store: a second signer (another build, another tab) reuses the stored key', async () => {
    const store = memoryStore();
    const first = await signer(store);
    const second = await signer(store);
    expect(second.jkt).toBe(first.jkt);
    const header = decodeProtectedHeader(await second.proof('GET', 'https://api.test/u'));
    expect(await calculateJwkThumbprint(header.jwk!, 'sha256')).toBe(first.jkt);
    // The returning page reads its key: one key was ever made.
    expect(store.made).toBe(1);
  });
});

describe('the authorization headers', () => {
  const bound = token({ sub: '1', cnf: { jkt: 'abc' } });
  const unbound = token({ sub: '1' });

  it('reads the binding from the token', () => {
    expect(isBound(bound)).toBe(true);
    expect(isBound(unbound)).toBe(false);
    expect(isBound('garbage')).toBe(false);
  });

  it('a token request gets a proof; a bound token goes as DPoP with a proof naming it; an unbound one stays Bearer', async () => {
    const s = await signer();
    const login = await authHeaders('POST', 'https://api.test/login/', null, s);
    expect(Object.keys(login)).toEqual(['DPoP']);
    const call = await authHeaders('GET', 'https://api.test/u', bound, s);
    expect(call.Authorization).toBe(`DPoP ${bound}`);
    expect((await verified(call.DPoP)).payload.ath).toBe(createHash('sha256').update(bound).digest('base64url'));
    expect(await authHeaders('GET', 'https://api.test/u', unbound, s)).toEqual({ Authorization: `Bearer ${unbound}` });
  });

  it('without a signer (no WebCrypto or IndexedDB): bearer tokens and no proof, as before DPoP', async () => {
    expect(await authHeaders('POST', 'https://api.test/login/', null, null)).toEqual({});
    expect(await authHeaders('GET', 'https://api.test/u', bound, null)).toEqual({ Authorization: `Bearer ${bound}` });
  });
});

describe('the HTTP client with DPoP', () => {
  it('asks for headers on token requests and calls with a token, per attempt, with the full URL; never for guest calls', async () => {
    const seen: Headers[] = [];
    const fetchImpl = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      seen.push(new Headers(init!.headers as HeadersInit));
      return new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
    });
    const authHeadersSpy = vi.fn(async (method: string, url: string, tok?: string | null) => ({ DPoP: `proof ${method} ${url} ${tok}` }));
    const http = createHttpClient({ baseUrl: () => 'http://api.test', fetch: fetchImpl as unknown as typeof fetch, authHeaders: authHeadersSpy });
    await http.request({ method: 'GET', path: '/api/settings/', auth: false }, () => null);
    expect(authHeadersSpy).not.toHaveBeenCalled();
    await http.request({ method: 'POST', path: '/api/accounts/login/', data: {}, auth: false }, () => null);
    expect(seen[1].get('dpop')).toBe('proof POST http://api.test/api/accounts/login/ undefined');
    http.setAuthHooks({ accessToken: () => 'tok', unauthorized: async () => false });
    await http.request({ method: 'GET', path: '/api/accounts/user', data: { a: 1 } }, () => null);
    expect(seen[2].get('dpop')).toBe('proof GET http://api.test/api/accounts/user tok');
  });
});
