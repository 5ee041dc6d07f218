// A DPoP client for sandbox tests (RFC 9449; docs/security.md "DPoP"): a key pair, proofs for a request,
// and a sign-in bound to the key, as the browser's client (src/api/dpop.ts) makes them.
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import { createHash, randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { Sandbox } from './helpers';

/** Hono's app.request() addresses the app there. */
const ORIGIN = 'http://localhost';

export interface DpopKey {
  privateKey: CryptoKey;
  jwk: JWK;
}

export async function newDpopKey(): Promise<DpopKey> {
  const { privateKey, publicKey } = await generateKeyPair('ES256');
  return { privateKey, jwk: await exportJWK(publicKey) };
}

/** A proof for `method path`, naming `access` (ath) on API calls. */
export function dpopProof(key: DpopKey, sb: Sandbox, method: string, path: string, access?: string): Promise<string> {
  const payload: Record<string, unknown> = { jti: randomUUID(), htm: method, htu: ORIGIN + path, iat: Math.floor(sb.clock.now() / 1000) };
  if (access) payload.ath = createHash('sha256').update(access).digest('base64url');
  return new SignJWT(payload).setProtectedHeader({ typ: 'dpop+jwt', alg: 'ES256', jwk: key.jwk }).sign(key.privateKey);
}

/** Signs `username` in with a proof of `key`: both tokens are bound to it. */
export async function boundLogin(sb: Sandbox, key: DpopKey, username = 'demo', password = 'demo1234') {
  const path = '/api/accounts/login/';
  const res = await sb.call('POST', path, { body: { username, password }, headers: { DPoP: await dpopProof(key, sb, 'POST', path) } });
  expect(res.status, res.text).toBe(200);
  return res.body as { access: string; refresh: string };
}

/** An API call with a bound access token: `Authorization: DPoP` and a fresh proof of `key`. */
export async function callBound(sb: Sandbox, key: DpopKey, access: string, method: string, path: string, body?: unknown) {
  return sb.call(method, path, { body, headers: { Authorization: `DPoP ${access}`, DPoP: await dpopProof(key, sb, method, path, access) } });
}
