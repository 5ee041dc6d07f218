// Two separately built copies on one page share one session (docs/conventions.md §2.4; spec shell-session-wheel.md §4
// "Sign-in and session"): dist/casino-login.js and .build/second-copy/casino-widgets.js
// (scripts/build-second-copy.mjs).
//
// Define-once keeps one class per tag, so the second copy would never get to define an element of its
// own here. To watch its components render, the test registers the second copy's casino-login under
// another name (casino-login-second) while that copy loads; everything else in it runs unchanged.
import { describe, it, before, afterEach } from './support/mocha';
import * as assert from './support/assert';
import { loginSuite } from './support/suite';
import { msg } from './support/catalog';
import { $, mount, text, unmountAll, waitFor } from './support/dom';
import { accountFacts, dismissToasts, signInThrough, waitForAccount, waitForForm, type LoginElement } from './support/login';
import { casinoWidgets, load, recordSessionChanges, sharedBag, SHARED_KEY } from './support/widgets';

const SECOND = 'casino-login-second';

/** Loads `url` with every tag it defines renamed (`casino-x` -> `casino-x-second`). */
async function loadRenamed(url: string): Promise<Record<string, unknown>> {
  const registry = customElements;
  const own = registry as unknown as Record<string, unknown>;
  const { define, get } = CustomElementRegistry.prototype;
  const rename = (name: string) => (name.startsWith('casino-') ? `${name}-second` : name);
  Object.assign(registry, {
    define: (name: string, ctor: CustomElementConstructor, options?: ElementDefinitionOptions) =>
      define.call(registry, rename(name), ctor, options),
    get: (name: string) => get.call(registry, rename(name)),
  });
  try {
    return await load(url);
  } finally {
    // Back to the prototype's methods.
    delete own.define;
    delete own.get;
  }
}

const b64urlJson = (part: string) => JSON.parse(atob(part.replace(/-/g, '+').replace(/_/g, '/'))) as Record<string, any>;
const claimsOf = (jwt: string) => b64urlJson(jwt.split('.')[1]);
const headerOf = (jwt: string) => b64urlJson(jwt.split('.')[0]);

interface HttpClient {
  request<T>(req: { method: string; path: string; headers?: Record<string, string> }, convert: (data: unknown) => T): Promise<T>;
}

let second: Record<string, unknown>;

const suite = loginSuite(async () => {
  second = await loadRenamed('/.build/second-copy/casino-widgets.js');
});

describe('two builds on one page', () => {
  it('are really two copies (two element classes) sharing one state bag and one public API', () => {
    const A = customElements.get('casino-login');
    const B = customElements.get(SECOND);
    assert.ok(A && B, 'both copies defined their element');
    assert.notEqual(A, B, 'two classes');
    assert.notEqual(Object.getPrototypeOf(A), Object.getPrototypeOf(B), 'from two r2wc copies');
    const bag = (globalThis as unknown as Record<symbol, Record<string, unknown>>)[SHARED_KEY];
    assert.ok(bag && bag === sharedBag(), 'globalThis[Symbol.for("casino-widgets@1")]');
    for (const key of ['auth', 'session', 'http', 'config', 'toasts']) assert.ok(key in bag, `shared ${key}`);
    assert.equal(second.CasinoWidgets, casinoWidgets(), "the second copy's CasinoWidgets is the page's one");
  });

  it('sign in through one copy, the other copy shows it; sign out through the other, the first shows it', async () => {
    const changes = recordSessionChanges();
    try {
      const a = mount<LoginElement>('<casino-login></casino-login>');
      const b = mount<LoginElement>(`<${SECOND} mode="inline"></${SECOND}>`);
      await waitForForm(a);
      await waitForForm(b);
      await signInThrough(a, 'demo', 'demo1234');
      await waitForAccount(a);
      await waitForAccount(b);
      assert.equal(accountFacts(b).username, 'demo', 'username in the second copy');
      assert.equal(accountFacts(b).balance, accountFacts(a).balance, 'same balance in both');
      await waitFor(() => changes.events.length >= 1);
      assert.deepEqual(changes.events.map((e) => e.detail.state), ['signed-in'], 'one event for the page, not one per copy');

      accountFacts(b).logout!.click();
      await waitForForm(a);
      await waitForForm(b);
      await waitFor(() => changes.events.length >= 2);
      assert.deepEqual(changes.events.map((e) => e.detail.state), ['signed-in', 'signed-out']);
    } finally {
      changes.stop();
    }
  });

  it('one DPoP key for the page: signed in through the second copy, the tokens are bound to the page key both copies use', async () => {
    const b = mount<LoginElement>(`<${SECOND} mode="inline"></${SECOND}>`);
    await signInThrough(b, 'demo', 'demo1234');
    await waitForAccount(b);
    const a = mount<LoginElement>('<casino-login mode="inline"></casino-login>');
    await waitForAccount(a);
    const bag = sharedBag();
    assert.ok(bag.dpop instanceof Promise, 'one key promise in the shared bag');
    const status = (bag['dpop-status'] as { current: { state: string; jkt?: string } }).current;
    assert.equal(status.state, 'bound', 'DPoP in use');
    const { access, refresh } = JSON.parse(localStorage.getItem('casino-widgets:session')!) as { access: string; refresh: string };
    assert.equal(claimsOf(access).cnf?.jkt, status.jkt, 'access token bound to the page key');
    assert.equal(claimsOf(refresh).cnf?.jkt, status.jkt, 'refresh token bound to the page key');
  });

  it('a lang attribute on the second copy\'s element switches the first copy\'s element too (one config)', async () => {
    const a = mount<LoginElement>('<casino-login></casino-login>');
    mount(`<${SECOND} lang="en"></${SECOND}>`);
    const title = await msg('en', 'login.title');
    await waitFor(() => text($(a, '[part~="title"]')) === title, { message: `the first copy in English ("${title}")` });
  });

  it('20 concurrent requests answered 401: exactly one refresh call, all 20 replayed once with the new token', async () => {
    const a = mount<LoginElement>('<casino-login mode="inline"></casino-login>');
    await signInThrough(a, 'demo', 'demo1234');
    await waitForAccount(a);
    const tokenBefore = JSON.parse(localStorage.getItem('casino-widgets:session')!).access as string;

    // The next 20 authenticated calls of GET /api/accounts/user/ are answered 401 token_not_valid, as if
    // the access token had expired. The element's own polling uses /api/accounts/user (no slash), so it
    // cannot eat one of the 20.
    const PATH = '/api/accounts/user/';
    await suite.sandbox().armFault({ route: PATH, method: 'GET', expire_access: true, times: 20 });
    const refreshesBefore = (await suite.sandbox().log()).filter((c) => c.path === '/api/accounts/refresh/').length;

    // Each of the 20 carries a probe header, so only they are counted (not the element's own calls).
    const seen: { probe: string; status: number; token: string; scheme: string; dpop: string | null }[] = [];
    const refreshProofs: (string | null)[] = [];
    const realFetch = window.fetch;
    window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      const response = await realFetch(input, init);
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const headers = new Headers(init?.headers);
      const probe = headers.get('X-Test-Probe');
      if (url.endsWith('/api/accounts/refresh/')) refreshProofs.push(headers.get('DPoP'));
      if (probe !== null) {
        assert.equal(new URL(url, location.href).pathname, suite.sandbox().base + PATH, 'probe URL');
        const [scheme, token] = (headers.get('Authorization') ?? '').split(' ');
        seen.push({ probe, status: response.status, token, scheme, dpop: headers.get('DPoP') });
      }
      return response;
    };
    let users: { username?: string }[];
    try {
      const http = sharedBag().http as HttpClient;
      users = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          http.request({ method: 'GET', path: PATH, headers: { 'X-Test-Probe': String(i) } }, (d) => d as { username?: string }),
        ),
      );
    } finally {
      window.fetch = realFetch;
    }

    assert.equal(users.length, 20);
    assert.ok(users.every((u) => u.username === 'demo'), 'all 20 calls resolved with the user');
    const refreshes = (await suite.sandbox().log()).filter((c) => c.path === '/api/accounts/refresh/');
    assert.equal(refreshes.length - refreshesBefore, 1, 'POST /api/accounts/refresh/ calls');
    assert.equal(refreshes[0].status, 200, 'the refresh succeeded');
    const first = seen.filter((s) => s.status === 401);
    const replays = seen.filter((s) => s.status === 200);
    assert.equal(first.length, 20, 'answered 401');
    assert.equal(replays.length, 20, 'replayed and answered 200');
    assert.equal(seen.length, 40, 'each request sent exactly twice');
    for (let i = 0; i < 20; i++) {
      const mine = seen.filter((s) => s.probe === String(i)).map((s) => s.status);
      assert.deepEqual(mine, [401, 200], `request ${i}: answered 401, then replayed`);
    }
    assert.ok(first.every((s) => s.token === tokenBefore), 'the 401s carried the old token');
    const tokenAfter = JSON.parse(localStorage.getItem('casino-widgets:session')!).access as string;
    assert.notEqual(tokenAfter, tokenBefore, 'a new access token is stored');
    assert.ok(replays.every((s) => s.token === tokenAfter), 'the replays carried the new token');
    assert.ok(accountFacts(a).username === 'demo', 'still signed in');

    // DPoP (docs/security.md "DPoP: the tokens are bound to the browser"): one key for the page, whichever
    // copy asks; every attempt signed its own proof.
    const jkt = claimsOf(tokenAfter).cnf?.jkt as string;
    assert.ok(jkt, 'the renewed tokens are bound to a key');
    assert.equal(claimsOf(tokenBefore).cnf?.jkt, jkt, 'the same key as at sign-in');
    assert.ok(seen.every((s) => s.scheme === 'DPoP' && s.dpop), 'all 40 attempts sent DPoP <token> with a proof');
    assert.equal(new Set(seen.map((s) => claimsOf(s.dpop!).jti)).size, 40, 'a fresh proof (jti) per attempt');
    assert.equal(new Set(seen.map((s) => JSON.stringify(headerOf(s.dpop!).jwk))).size, 1, 'one key signed them all');
    assert.deepEqual(refreshProofs.length, 1, 'the one refresh call');
    assert.ok(refreshProofs[0], 'carried a proof');
    assert.equal(JSON.stringify(headerOf(refreshProofs[0]!).jwk), JSON.stringify(headerOf(seen[0].dpop!).jwk), 'from the same key');
  });
});
