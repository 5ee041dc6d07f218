// DPoP in real Chromium, dist/casino-login.js against a real sandbox (docs/security.md "DPoP: the tokens are
// bound to the browser"). Signing in binds the tokens to a non-extractable key kept in
// IndexedDB; every API call carries a proof from it; the tokens read out of localStorage (what a partner
// page's script can do) are refused when used from outside the page's code. Two builds on one page:
// tests/browser/two-builds.test.ts.
import { describe, it } from './support/mocha';
import * as assert from './support/assert';
import { loginSuite } from './support/suite';
import { mount } from './support/dom';
import { signInThrough, waitForAccount, type LoginElement } from './support/login';
import { sharedBag } from './support/widgets';

const suite = loginSuite();

interface Stored {
  access: string;
  refresh: string;
}
const stored = () => JSON.parse(localStorage.getItem('casino-widgets:session')!) as Stored;

const b64urlJson = (part: string) => JSON.parse(atob(part.replace(/-/g, '+').replace(/_/g, '/'))) as Record<string, any>;
const claims = (jwt: string) => b64urlJson(jwt.split('.')[1]);
const header = (jwt: string) => b64urlJson(jwt.split('.')[0]);

const b64url = (bytes: ArrayBuffer) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes))).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const sha256 = async (text: string) => b64url(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
/** RFC 7638 thumbprint of an EC public key. */
const thumbprint = (jwk: { crv: string; kty: string; x: string; y: string }) =>
  sha256(JSON.stringify({ crv: jwk.crv, kty: jwk.kty, x: jwk.x, y: jwk.y }));

interface Sent {
  url: string;
  method: string;
  authorization: string | null;
  dpop: string | null;
  status: number;
}

/** Every fetch of the page while `run` runs, with the headers our client set. */
async function recordFetches<T>(run: () => Promise<T>): Promise<{ result: T; sent: Sent[] }> {
  const sent: Sent[] = [];
  const realFetch = window.fetch;
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const response = await realFetch(input, init);
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const headers = new Headers(init?.headers);
    sent.push({
      url: new URL(url, location.href).href,
      method: init?.method ?? 'GET',
      authorization: headers.get('Authorization'),
      dpop: headers.get('DPoP'),
      status: response.status,
    });
    return response;
  };
  try {
    return { result: await run(), sent };
  } finally {
    window.fetch = realFetch;
  }
}

async function signIn(): Promise<Sent[]> {
  const { sent } = await recordFetches(async () => {
    const el = mount<LoginElement>('<casino-login mode="inline"></casino-login>');
    await signInThrough(el, 'demo', 'demo1234');
    await waitForAccount(el);
  });
  return sent;
}

interface HttpClient {
  request<T>(req: { method: string; path: string }, convert: (data: unknown) => T): Promise<T>;
}

function readStoredKey(): Promise<CryptoKeyPair | undefined> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open('casino-widgets');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const db = open.result;
      const get = db.transaction('dpop').objectStore('dpop').get('key');
      get.onsuccess = () => {
        db.close();
        resolve(get.result as CryptoKeyPair | undefined);
      };
      get.onerror = () => reject(get.error);
    };
  });
}

describe('DPoP: tokens bound to the page key', () => {
  it('signing in sends a proof and gets both tokens bound to the key, a non-extractable P-256 key kept in IndexedDB', async () => {
    const sent = await signIn();
    const login = sent.find((s) => s.url.endsWith('/api/accounts/login/'));
    assert.ok(login?.dpop, 'the login request carried a DPoP proof');
    assert.equal(login!.status, 200);
    const proofHeader = header(login!.dpop!);
    assert.equal(proofHeader.typ, 'dpop+jwt');
    assert.equal(proofHeader.alg, 'ES256');
    assert.equal(proofHeader.jwk.d, undefined, 'public key only');
    const jkt = await thumbprint(proofHeader.jwk);

    const { access, refresh } = stored();
    assert.equal(claims(access).cnf?.jkt, jkt, "the access token's cnf.jkt is the proof key's thumbprint");
    assert.equal(claims(refresh).cnf?.jkt, jkt, "the refresh token's cnf.jkt too");
    assert.deepEqual((sharedBag()['dpop-status'] as { current: unknown }).current, { state: 'bound', jkt }, 'the inspector sees it');

    const key = await readStoredKey();
    assert.ok(key, 'the key pair is in IndexedDB');
    assert.equal(key!.privateKey.extractable, false, 'the private key cannot be exported');
    assert.equal((key!.privateKey.algorithm as EcKeyAlgorithm).namedCurve, 'P-256');
    const storedJwk = await crypto.subtle.exportKey('jwk', key!.publicKey);
    assert.equal(await thumbprint(storedJwk as never), jkt, 'the stored key is the one the tokens are bound to');
  });

  it('API calls carry a proof for their method, URL and access token, under the DPoP scheme', async () => {
    await signIn();
    const { access } = stored();
    const http = sharedBag().http as HttpClient;
    const { result, sent } = await recordFetches(() =>
      http.request({ method: 'GET', path: '/api/accounts/user/' }, (d) => d as { username: string }),
    );
    assert.equal(result.username, 'demo');
    const call = sent.find((s) => new URL(s.url).pathname.endsWith('/api/accounts/user/'))!;
    assert.equal(call.authorization, `DPoP ${access}`);
    assert.ok(call.dpop, 'a DPoP header');
    const proof = claims(call.dpop!);
    assert.equal(proof.htm, 'GET');
    assert.equal(proof.htu, new URL(suite.sandbox().url('/api/accounts/user/'), location.href).href);
    assert.equal(proof.ath, await sha256(access), 'ath names the access token');
    assert.equal(await thumbprint(header(call.dpop!).jwk), claims(access).cnf.jkt);
  });

  it('the tokens read out of localStorage are refused outside the page code: refresh and API calls without a proof', async () => {
    await signIn();
    const { access, refresh } = stored();
    const stolenRefresh = await fetch(suite.sandbox().url('/api/accounts/refresh/'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ refresh }),
    });
    assert.equal(stolenRefresh.status, 401, 'refresh with the copied token and no proof');
    assert.equal(((await stolenRefresh.json()) as { code: string }).code, 'invalid_dpop_proof');
    for (const scheme of ['Bearer', 'DPoP']) {
      const stolenAccess = await fetch(suite.sandbox().url('/api/accounts/user/'), { headers: { Authorization: `${scheme} ${access}` } });
      assert.equal(stolenAccess.status, 401, `the copied access token as ${scheme}, no proof`);
      assert.equal(((await stolenAccess.json()) as { code: string }).code, 'invalid_dpop_proof');
    }
    // A proof from another key (an attacker's own) does not help either.
    const other = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, false, ['sign']);
    const jwk = await crypto.subtle.exportKey('jwk', other.publicKey);
    const enc = (v: unknown) => b64url(new TextEncoder().encode(JSON.stringify(v)).buffer as ArrayBuffer);
    const input = `${enc({ typ: 'dpop+jwt', alg: 'ES256', jwk: { crv: jwk.crv, kty: jwk.kty, x: jwk.x, y: jwk.y } })}.${enc({
      jti: crypto.randomUUID(),
      htm: 'POST',
      htu: new URL(suite.sandbox().url('/api/accounts/refresh/'), location.href).href,
      iat: Math.floor(Date.now() / 1000),
    })}`;
    const signature = await crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, other.privateKey, new TextEncoder().encode(input));
    const withOtherKey = await fetch(suite.sandbox().url('/api/accounts/refresh/'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', DPoP: `${input}.${b64url(signature)}` },
      body: JSON.stringify({ refresh }),
    });
    assert.equal(withOtherKey.status, 401, "refresh with another key's proof");
    assert.equal(((await withOtherKey.json()) as { code: string }).code, 'invalid_dpop_proof');

    // The refused copies burnt nothing: the page's own code still renews and calls.
    const http = sharedBag().http as HttpClient;
    const session = sharedBag().session as { refresh(): Promise<boolean> };
    assert.equal(await session.refresh(), true, 'the page renews its session');
    assert.notEqual(stored().refresh, refresh, 'with a rotated refresh token');
    const user = await http.request({ method: 'GET', path: '/api/accounts/user/' }, (d) => d as { username: string });
    assert.equal(user.username, 'demo');
  });
});
