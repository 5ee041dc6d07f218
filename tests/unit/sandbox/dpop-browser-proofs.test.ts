// The two sides of DPoP against each other (docs/security.md "DPoP: the tokens are bound to the browser"):
// proofs made by the browser's module (src/api/dpop.ts, panva's `dpop` over Node's WebCrypto) are accepted
// by the sandbox's verifier (demo/sandbox/services/dpop.ts, jose), and a proof altered after signing, or
// made for another request, is refused with 401 `invalid_dpop_proof`.
import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDpopSigner, headersFor, type DpopKeyStore } from '../../../src/api/dpop';
import { manualClock } from '../../../demo/sandbox/clock';
import { resolveConfig } from '../../../demo/sandbox/config';
import { createDpop } from '../../../demo/sandbox/services/dpop';

const NOW = Date.UTC(2025, 0, 15, 12, 0, 0);
const URL_LOGIN = 'http://localhost/api/accounts/login/';
const URL_USER = 'http://localhost/api/accounts/user';

function memoryStore(): DpopKeyStore {
  let stored: CryptoKeyPair | undefined;
  return { getOrAdd: async (make) => (stored ??= await make()) };
}

const verifier = () => createDpop({ config: resolveConfig(), clock: manualClock(NOW) });

/** A token the client reads as bound (`cnf.jkt`); unsigned, the verifier only hashes it into `ath`. */
const boundToken = (jkt: string) => `e30.${Buffer.from(JSON.stringify({ sub: '1', cnf: { jkt } })).toString('base64url')}.sig`;

const b64json = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const parts = (proof: string) => proof.split('.');
const claimsOf = (proof: string) => JSON.parse(Buffer.from(parts(proof)[1], 'base64url').toString()) as Record<string, unknown>;

// The browser's proofs carry the clock's iat (the library reads Date.now); the sandbox's clock is NOW too.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('browser proofs, the sandbox verifier', () => {
  it('accepts a token request proof and an API call proof naming the access token; the thumbprints agree', async () => {
    const signer = await createDpopSigner({ store: memoryStore() });
    const dpop = verifier();
    const login = await headersFor('POST', `${URL_LOGIN}?lang=fr`, null, signer);
    expect(await dpop.forTokenRequest(login.DPoP, { method: 'POST', url: URL_LOGIN })).toBe(signer.jkt);

    const access = boundToken(signer.jkt);
    const call = await headersFor('GET', URL_USER, access, signer);
    expect(call.Authorization).toBe(`DPoP ${access}`);
    expect(claimsOf(call.DPoP).ath).toBe(createHash('sha256').update(access).digest('base64url'));
    expect(await dpop.verify(call.DPoP, { method: 'GET', url: URL_USER, accessToken: access })).toBe(signer.jkt);
  });

  it('refuses a proof whose claims were changed after signing, and one made for another request', async () => {
    const signer = await createDpopSigner({ store: memoryStore() });
    const dpop = verifier();
    const proof = await signer.proof('GET', URL_USER);
    const [header, , signature] = parts(proof);
    const tampered = `${header}.${b64json({ ...claimsOf(proof), htu: 'http://localhost/api/accounts/balance' })}.${signature}`;
    await expect(dpop.verify(tampered, { method: 'GET', url: 'http://localhost/api/accounts/balance' })).rejects.toMatchObject({
      status: 401,
      code: 'invalid_dpop_proof',
    });
    await expect(dpop.verify(await signer.proof('GET', URL_USER), { method: 'POST', url: URL_USER })).rejects.toMatchObject({
      status: 401,
      code: 'invalid_dpop_proof',
    });
    const withToken = await signer.proof('GET', URL_USER, 'the-token');
    await expect(dpop.verify(withToken, { method: 'GET', url: URL_USER, accessToken: 'another-token' })).rejects.toMatchObject({
      status: 401,
      code: 'invalid_dpop_proof',
    });
    // The untouched proof still passes: the refusals above are the tampering's, not the key's.
    expect(await dpop.verify(proof, { method: 'GET', url: URL_USER })).toBe(signer.jkt);
  });
});
