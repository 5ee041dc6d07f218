// Tokens bound to the browser's key with DPoP (RFC 9449; docs/security.md "DPoP: the tokens are bound to the
// browser"). A token copied out of the page, used without a proof or with a proof from
// another key, is refused; so are replayed proofs and proofs made for another request. Clients that send no
// proof keep unbound tokens while DPOP=optional (the default) and are refused when DPOP=required.
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BOOT_TIMEOUT, bootSandbox, claims, type Sandbox } from './helpers';

const ORIGIN = 'http://localhost'; // Hono's app.request() addresses the app there
let sb: Sandbox;
let strict: Sandbox;

beforeAll(async () => {
  [sb, strict] = await Promise.all([
    bootSandbox({ config: { jwtSecret: 'dpop-test' } }),
    bootSandbox({ config: { jwtSecret: 'dpop-test', dpop: 'required' } }),
  ]);
}, BOOT_TIMEOUT);
afterAll(async () => {
  await sb?.close();
  await strict?.close();
});
beforeEach(() => {
  for (const s of [sb, strict]) s.clock.set(Date.UTC(2025, 0, 15, 12, 0, 0));
});

interface Key {
  privateKey: CryptoKey;
  jwk: JWK;
}

async function newKey(): Promise<Key> {
  const { privateKey, publicKey } = await generateKeyPair('ES256');
  return { privateKey, jwk: await exportJWK(publicKey) };
}

interface ProofOptions {
  method: string;
  path: string;
  access?: string;
  iat?: number;
  jti?: string;
  htu?: string;
}

function proof(key: Key, sandbox: Sandbox, o: ProofOptions): Promise<string> {
  const payload: Record<string, unknown> = {
    jti: o.jti ?? randomUUID(),
    htm: o.method,
    htu: o.htu ?? ORIGIN + o.path,
    iat: o.iat ?? Math.floor(sandbox.clock.now() / 1000),
  };
  if (o.access) payload.ath = createHash('sha256').update(o.access).digest('base64url');
  return new SignJWT(payload).setProtectedHeader({ typ: 'dpop+jwt', alg: 'ES256', jwk: key.jwk }).sign(key.privateKey);
}

const LOGIN = '/api/accounts/login/';
const REFRESH = '/api/accounts/refresh/';
const USER = '/api/accounts/user';

async function boundLogin(key: Key, sandbox = sb) {
  const res = await sandbox.call('POST', LOGIN, {
    body: { username: 'demo', password: 'demo1234' },
    headers: { DPoP: await proof(key, sandbox, { method: 'POST', path: LOGIN }) },
  });
  expect(res.status, res.text).toBe(200);
  return res.body as { access: string; refresh: string };
}

async function getUser(access: string, headers: Record<string, string>, sandbox = sb) {
  return sandbox.call('GET', USER, { headers: { Authorization: `DPoP ${access}`, ...headers } });
}

async function userWith(key: Key, access: string, o: Partial<ProofOptions> = {}, sandbox = sb) {
  return getUser(access, { DPoP: await proof(key, sandbox, { method: 'GET', path: USER, access, ...o }) }, sandbox);
}

async function refreshWith(key: Key | null, refresh: string, sandbox = sb) {
  const headers: Record<string, string> = key ? { DPoP: await proof(key, sandbox, { method: 'POST', path: REFRESH }) } : {};
  return sandbox.call('POST', REFRESH, { body: { refresh }, headers });
}

function expectRefused(res: { status: number; body: { code?: string }; text: string }) {
  expect(res.status, res.text).toBe(401);
  expect(res.body.code).toBe('invalid_dpop_proof');
}

describe('binding', () => {
  it('a login with a proof binds both tokens to the key (cnf.jkt), and the key works on API calls', async () => {
    const key = await newKey();
    const s = await boundLogin(key);
    const jkt = (claims(s.access).cnf as { jkt: string }).jkt;
    expect(jkt).toMatch(/^[\w-]{43}$/);
    expect(claims(s.refresh).cnf).toEqual({ jkt });
    const res = await userWith(key, s.access);
    expect(res.status, res.text).toBe(200);
    expect(res.body.username).toBe('demo');
  });

  it('refuses a bound access token copied out of the page: no proof, Bearer, or another key', async () => {
    const key = await newKey();
    const s = await boundLogin(key);
    expectRefused(await getUser(s.access, {}));
    expectRefused(await sb.call('GET', USER, { token: s.access }));
    // Bearer with a valid proof: a bound token must not be downgraded to a bearer token.
    expectRefused(await sb.call('GET', USER, { token: s.access, headers: { DPoP: await proof(key, sb, { method: 'GET', path: USER, access: s.access }) } }));
    expectRefused(await userWith(await newKey(), s.access));
  });

  it('refuses a refresh of a bound refresh token without a proof, or with another key\'s proof; its own key renews', async () => {
    const key = await newKey();
    const s = await boundLogin(key);
    expectRefused(await refreshWith(null, s.refresh));
    expectRefused(await refreshWith(await newKey(), s.refresh));
    const renewed = await refreshWith(key, s.refresh);
    expect(renewed.status, renewed.text).toBe(200);
    expect(claims(renewed.body.access).cnf).toEqual(claims(s.access).cnf);
    expect(claims(renewed.body.refresh).cnf).toEqual(claims(s.access).cnf);
    // The refused attempts did not burn the token for its owner, and the grace answer also needs the key.
    expectRefused(await refreshWith(await newKey(), s.refresh));
  });
});

describe('proof checks', () => {
  it('refuses a replayed proof (same jti), on API calls and on refresh', async () => {
    const key = await newKey();
    const s = await boundLogin(key);
    const once = await proof(key, sb, { method: 'GET', path: USER, access: s.access });
    expect((await getUser(s.access, { DPoP: once })).status).toBe(200);
    expectRefused(await getUser(s.access, { DPoP: once }));
    const refreshProof = await proof(key, sb, { method: 'POST', path: REFRESH });
    expect((await sb.call('POST', REFRESH, { body: { refresh: s.refresh }, headers: { DPoP: refreshProof } })).status).toBe(200);
    expectRefused(await sb.call('POST', REFRESH, { body: { refresh: s.refresh }, headers: { DPoP: refreshProof } }));
  });

  it('refuses a proof made for another URL or another method; the query is not part of htu', async () => {
    const key = await newKey();
    const s = await boundLogin(key);
    expectRefused(await userWith(key, s.access, { htu: `${ORIGIN}/api/accounts/user/other` }));
    expectRefused(await userWith(key, s.access, { htu: `http://evil.example${USER}` }));
    expectRefused(await userWith(key, s.access, { method: 'POST' }));
    expect((await userWith(key, s.access, { htu: `${ORIGIN}${USER}?page=2#top` })).status).toBe(200);
  });

  it('refuses a proof whose ath names another access token', async () => {
    const key = await newKey();
    const s = await boundLogin(key);
    const other = await boundLogin(key);
    expectRefused(await userWith(key, s.access, { access: other.access }));
    expectRefused(await getUser(s.access, { DPoP: await proof(key, sb, { method: 'GET', path: USER }) })); // no ath
  });

  it('refuses a proof older or newer than 60 s', async () => {
    const key = await newKey();
    const s = await boundLogin(key);
    const now = Math.floor(sb.clock.now() / 1000);
    expectRefused(await userWith(key, s.access, { iat: now - 61 }));
    expectRefused(await userWith(key, s.access, { iat: now + 61 }));
    expect((await userWith(key, s.access, { iat: now - 30 })).status).toBe(200);
  });

  it('refuses a proof that is not an ES256 dpop+jwt with an embedded public key', async () => {
    const key = await newKey();
    const s = await boundLogin(key);
    const payload = { jti: randomUUID(), htm: 'GET', htu: ORIGIN + USER, iat: Math.floor(sb.clock.now() / 1000) };
    const asJwt = await new SignJWT(payload).setProtectedHeader({ typ: 'JWT', alg: 'ES256', jwk: key.jwk }).sign(key.privateKey);
    expectRefused(await getUser(s.access, { DPoP: asJwt }));
    expectRefused(await getUser(s.access, { DPoP: 'not-a-jws' }));
    const extractable = await generateKeyPair('ES256', { extractable: true });
    const privateJwk = await exportJWK(extractable.privateKey);
    const leaking = await new SignJWT(payload)
      .setProtectedHeader({ typ: 'dpop+jwt', alg: 'ES256', jwk: privateJwk })
      .sign(extractable.privateKey);
    expectRefused(await getUser(s.access, { DPoP: leaking }));
  });
});

describe('clients without DPoP', () => {
  it('DPOP=optional (the default): a login without a proof gets unbound tokens that work as bearer tokens', async () => {
    const s = await sb.login();
    expect(claims(s.access).cnf).toBeUndefined();
    expect((await sb.call('GET', USER, { token: s.access })).status).toBe(200);
    const renewed = await refreshWith(null, s.refresh);
    expect(renewed.status, renewed.text).toBe(200);
    expect(claims(renewed.body.access).cnf).toBeUndefined();
    // A client that gains a key binds the session at its next refresh.
    const key = await newKey();
    const bound = await refreshWith(key, renewed.body.refresh);
    expect(bound.status, bound.text).toBe(200);
    expect(claims(bound.body.refresh).cnf).toBeDefined();
    expect((await userWith(key, bound.body.access)).status).toBe(200);
  });

  it('DPOP=required: login, refresh and API calls without a proof are refused; with one they work', async () => {
    expectRefused(await strict.call('POST', LOGIN, { body: { username: 'demo', password: 'demo1234' } }));
    // An unbound token (issued while the server was optional, same key) is refused too.
    const unbound = await sb.login();
    expectRefused(await strict.call('GET', USER, { token: unbound.access }));
    expectRefused(await refreshWith(null, unbound.refresh, strict));
    const key = await newKey();
    const s = await boundLogin(key, strict);
    expect((await userWith(key, s.access, {}, strict)).status).toBe(200);
    expectRefused(await refreshWith(null, s.refresh, strict));
    expect((await refreshWith(key, s.refresh, strict)).status).toBe(200);
  });
});
