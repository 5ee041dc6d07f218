import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../../demo/sandbox/app';
import { isLoopbackHost, loadConfig } from '../../../demo/sandbox/config';
import { controlOrigins } from '../../../demo/sandbox/http/control-guard';
import { returnOrigins } from '../../../demo/sandbox/services/return-url';
import { BOOT_TIMEOUT, bootSandbox, clientOf, type Sandbox } from './helpers';

let sb: Sandbox;

beforeAll(async () => {
  sb = await bootSandbox();
}, BOOT_TIMEOUT);
afterAll(() => sb?.close());

describe('referral', () => {
  it('validates a code (case-insensitive) to its partner id', async () => {
    const res = await sb.call('GET', '/api/referral/register/validate_code/?code=partner42');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ partner_id: 42 });
    const unknown = await sb.call('GET', '/api/referral/register/validate_code/?code=NOPE');
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ code: 'referral_code_not_found', message: expect.any(String), detail: expect.any(String) });
    const missing = await sb.call('GET', '/api/referral/register/validate_code/');
    expect(missing.body).toMatchObject({ code: 'invalid', errors: [{ field: 'code', code: 'required' }] });
  });

  it('activates once per player', async () => {
    const s = await sb.login('low');
    expect((await sb.call('POST', '/api/referral/activate/', { body: { code: 'WELCOME' } })).body.code).toBe('not_authenticated');
    const unknown = await sb.call('POST', '/api/referral/activate/', { token: s.access, body: { code: 'NOPE' } });
    expect(unknown.body.code).toBe('referral_code_not_found');
    const res = await sb.call('POST', '/api/referral/activate/', { token: s.access, body: { code: 'welcome' } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ code: 'ok', message: expect.any(String), partner_id: 7 });
    const again = await sb.call('POST', '/api/referral/activate/', { token: s.access, body: { code: 'PARTNER42' } });
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('referral_code_already_activated');
  });
});

describe('settings', () => {
  it('gives guests rates, TND limits with raw precision, and the currency codes', async () => {
    const res = await sb.call('GET', '/api/settings/');
    expect(res.status).toBe(200);
    expect(res.body.limits).toEqual({ min_bet: 0.505, max_bet: 5000.999, max_win: 100000.567, max_transaction: 20000.129 });
    expect(res.body.rates).toContainEqual({ currency: 'TND', rate: 1 });
    expect(res.body.rates).toContainEqual({ currency: 'EUR', rate: 0.295 });
    expect(res.body.currencies[0]).toBe('TND');
    for (const code of ['TND', 'EUR', 'USD', 'RUB', 'UAH', 'TJS', 'KGS', 'UZS', 'AUD', 'CNY', 'TWD', 'GBP', 'KRW', 'FNT']) {
      expect(res.body.currencies).toContain(code);
    }
    expect(res.body.rates.map((r: { currency: string }) => r.currency)).toEqual(res.body.currencies);
  });

  it("converts the limits into the signed-in player's currency, at 4 decimals", async () => {
    await sb.db.query(`UPDATE users SET currency = 'EUR' WHERE id = 1007`);
    const s = await sb.login('cashplayer');
    const res = await sb.call('GET', '/api/settings/', { token: s.access });
    // 0.505 × 0.295 = 0.148975 → 0.1490; 5000.999 × 0.295 = 1475.294705 → 1475.2947 …
    expect(res.body.limits).toEqual({ min_bet: 0.149, max_bet: 1475.2947, max_win: 29500.1673, max_transaction: 5900.0381 });
    const tnd = await sb.call('GET', '/api/settings/', { token: (await sb.login('demo')).access });
    expect(tnd.body.limits.min_bet).toBe(0.505);
  });

  it('answers a bad token with 401 rather than guest data', async () => {
    const res = await sb.call('GET', '/api/settings/', { token: 'garbage' });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('token_not_valid');
  });

  it('lists currencies with names', async () => {
    const res = await sb.call('GET', '/api/settings/currency-list/');
    expect(res.status).toBe(200);
    expect(res.body).toContainEqual({ code: 'TND', name: 'Tunisian Dinar' });
    expect(res.body).toHaveLength(14);
  });
});

describe('errors', () => {
  it('answers unknown API routes with a JSON 404 not_found', async () => {
    for (const [method, path] of [
      ['GET', '/api/nope'],
      ['POST', '/api/accounts/login'], // no trailing slash: not a route of the spec
      ['GET', '/services/nope/'],
      ['GET', '/sandbox/api/nope'],
    ]) {
      const res = await sb.call(method, path, { headers: { Accept: 'text/html' } });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.body).toMatchObject({ code: 'not_found', message: expect.any(String), detail: expect.any(String) });
    }
  });
});

describe('faults', () => {
  beforeEach(async () => {
    await sb.call('DELETE', '/sandbox/api/faults');
  });

  it('arms, lists and clears faults', async () => {
    const armed = await sb.call('POST', '/sandbox/api/faults', { body: { route: '/api/settings', status: 503, times: 2 } });
    expect(armed.status).toBe(201);
    expect(armed.body).toMatchObject({ id: expect.any(Number), route: '/api/settings', status: 503, times: 2, remaining: 2 });
    expect((await sb.call('GET', '/sandbox/api/faults')).body).toHaveLength(1);
    expect((await sb.call('DELETE', `/sandbox/api/faults/${armed.body.id}`)).status).toBe(200);
    expect((await sb.call('DELETE', `/sandbox/api/faults/${armed.body.id}`)).status).toBe(404);
    expect((await sb.call('GET', '/sandbox/api/faults')).body).toEqual([]);
  });

  it('rejects faults without an effect or with a bad route', async () => {
    const none = await sb.call('POST', '/sandbox/api/faults', { body: { route: '/api/x' } });
    expect(none.status).toBe(400);
    expect(none.body.code).toBe('invalid');
    const route = await sb.call('POST', '/sandbox/api/faults', { body: { route: 'api', status: 500 } });
    expect(route.body.errors[0]).toMatchObject({ field: 'route', code: 'invalid' });
  });

  it('answers a status fault `times` times for matching path and method, then disarms', async () => {
    await sb.call('POST', '/sandbox/api/faults', { body: { route: '/api/settings', method: 'get', status: 503, times: 2 } });
    const first = await sb.call('GET', '/api/settings/currency-list/');
    expect(first.status).toBe(503);
    expect(first.body).toMatchObject({ code: 'fault_injected', message: expect.any(String), detail: expect.any(String) });
    expect(first.headers.get('cache-control')).toBe('no-store');
    // Other paths and other methods are untouched.
    expect((await sb.call('GET', '/api/referral/register/validate_code/?code=WELCOME')).status).toBe(200);
    expect((await sb.call('POST', '/api/settings/')).status).toBe(404);
    expect((await sb.call('GET', '/api/settings/')).status).toBe(503);
    expect((await sb.call('GET', '/api/settings/')).status).toBe(200);
    expect((await sb.call('GET', '/sandbox/api/faults')).body).toEqual([]);
  });

  it('never applies to the control API or /health', async () => {
    await sb.call('POST', '/sandbox/api/faults', { body: { route: '*', status: 500 } });
    expect((await sb.call('GET', '/health')).status).toBe(200);
    expect((await sb.call('GET', '/sandbox/api/faults')).status).toBe(200);
    expect((await sb.call('GET', '/api/settings/')).status).toBe(500);
  });

  it('answers malformed: 200 with a body that is not JSON, after the real handler ran', async () => {
    await sb.call('POST', '/sandbox/api/faults', { body: { route: '/api/referral/activate/', malformed: true, times: 1 } });
    const s = await sb.login('admin');
    const res = await sb.call('POST', '/api/referral/activate/', { token: s.access, body: { code: 'PARTNER42' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(() => JSON.parse(res.text)).toThrow();
    // The activation happened: only the answer was lost.
    const again = await sb.call('POST', '/api/referral/activate/', { token: s.access, body: { code: 'PARTNER42' } });
    expect(again.body.code).toBe('referral_code_already_activated');
  });

  it('delays the real answer', async () => {
    await sb.call('POST', '/sandbox/api/faults', { body: { route: '/api/settings/currency-list/', delay_ms: 120, times: 1 } });
    const started = performance.now();
    const res = await sb.call('GET', '/api/settings/currency-list/');
    expect(performance.now() - started).toBeGreaterThanOrEqual(110);
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(14);
  });

  it('expire_access answers the next authenticated call with 401 token_not_valid, then the token works again', async () => {
    const s = await sb.login();
    await sb.call('POST', '/sandbox/api/faults', { body: { route: '*', expire_access: true, times: 1 } });
    // Calls without a token do not consume it.
    expect((await sb.call('GET', '/api/settings/currency-list/')).status).toBe(200);
    expect((await sb.call('POST', '/api/accounts/refresh/', { body: { refresh: s.refresh } })).status).toBe(200);
    const expired = await sb.call('GET', '/api/accounts/user', { token: s.access });
    expect(expired.status).toBe(401);
    expect(expired.body.code).toBe('token_not_valid');
    expect((await sb.call('GET', '/api/accounts/user', { token: s.access })).status).toBe(200);
  });
});

describe('call log and outbox', () => {
  it('records API calls (not control or static calls), newest first, with since=', async () => {
    await sb.call('DELETE', '/sandbox/api/log');
    await sb.call('GET', '/api/settings/');
    await sb.call('POST', '/api/accounts/login/', { body: { username: 'demo', password: 'wrong-pass' } });
    await sb.call('GET', '/health');
    const res = await sb.call('GET', '/sandbox/api/log');
    expect(res.body).toHaveLength(2);
    expect(res.body[0]).toMatchObject({ method: 'POST', path: '/api/accounts/login/', status: 401, ms: expect.any(Number) });
    expect(res.body[1]).toMatchObject({ method: 'GET', path: '/api/settings/', status: 200 });
    expect(new Date(res.body[0].at).toISOString()).toBe(res.body[0].at);
    const since = await sb.call('GET', `/sandbox/api/log?since=${res.body[1].id}`);
    expect(since.body).toHaveLength(1);
  });

  it('keeps the last 200 calls only', async () => {
    await sb.call('DELETE', '/sandbox/api/log');
    for (let i = 0; i < 205; i++) await sb.call('GET', '/api/nope');
    expect((await sb.call('GET', '/sandbox/api/log')).body).toHaveLength(200);
  });

  it('lists e-mails newest first, filtered by recipient', async () => {
    await sb.call('POST', '/api/accounts/password/reset/', { body: { email: 'demo@casino.test' } });
    await sb.call('POST', '/api/accounts/password/reset/', { body: { email: 'low@casino.test' } });
    const all = await sb.call('GET', '/sandbox/api/outbox');
    expect(all.body[0]).toMatchObject({ to: 'low@casino.test', subject: expect.any(String), text: expect.any(String) });
    expect(all.body[0].id).toBeGreaterThan(all.body[1].id);
    const demo = await sb.call('GET', '/sandbox/api/outbox?to=demo@casino.test');
    expect(demo.body.every((m: { to: string }) => m.to === 'demo@casino.test')).toBe(true);
  });
});

describe('CORS', () => {
  it('answers the preflight of a localhost origin for the headers the client sends', async () => {
    const res = await sb.app.request('/api/accounts/user', {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:8081',
        'Access-Control-Request-Method': 'PATCH',
        'Access-Control-Request-Headers': 'authorization,content-type,cache-control,idempotency-key',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:8081');
    const allowed = res.headers.get('access-control-allow-headers')!.toLowerCase();
    for (const h of ['authorization', 'content-type', 'cache-control', 'idempotency-key']) expect(allowed).toContain(h);
    expect(res.headers.get('access-control-allow-methods')).toContain('PATCH');
  });

  it('sets the origin on real answers, fault answers included, and refuses foreign origins', async () => {
    const ok = await sb.app.request('/api/settings/', { headers: { Origin: 'http://127.0.0.1:5173' } });
    expect(ok.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173');
    expect(ok.headers.get('vary')).toContain('Origin');
    await sb.call('POST', '/sandbox/api/faults', { body: { route: '/api/settings', status: 502, times: 1 } });
    const fault = await sb.app.request('/api/settings/', { headers: { Origin: 'http://localhost:8081' } });
    expect(fault.status).toBe(502);
    expect(fault.headers.get('access-control-allow-origin')).toBe('http://localhost:8081');
    const evil = await sb.app.request('/api/settings/', { headers: { Origin: 'https://evil.example' } });
    expect(evil.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('health and reset', () => {
  it('reports the database kind and says plainly that this is a sandbox', async () => {
    const res = await sb.call('GET', '/health');
    expect(res.body).toEqual({ status: 'ok', db: 'pglite', sandbox: true, control: true, warning: 'Sandbox API: not for real money' });
  });

  it('POST /sandbox/api/reset restores the seeded state and ends sessions', async () => {
    const s = await sb.login();
    await sb.call('POST', '/sandbox/api/faults', { body: { route: '/api/nothing', status: 500 } });
    await sb.call('POST', '/api/accounts/registration/', {
      body: { username: 'temp', email: 'temp@example.test', password: 'temp-pass-1', password2: 'temp-pass-1', currency: 'TND', age_confirmed: true, terms_accepted: true },
    });
    const res = await sb.call('POST', '/sandbox/api/reset');
    expect(res.status).toBe(200);
    expect((await sb.call('GET', '/sandbox/api/faults')).body).toEqual([]);
    expect((await sb.call('GET', '/sandbox/api/outbox')).body).toEqual([]);
    expect((await sb.call('GET', '/api/accounts/user', { token: s.access })).body.code).toBe('token_not_valid');
    const again = await sb.login('demo');
    expect(again.user).toMatchObject({ id: 1001, balance: '1000.00' });
    const { rows } = await sb.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM users WHERE username = 'temp'`);
    expect(rows[0].n).toBe(0);
    // Registration ids restart too.
    const reg = await sb.call('POST', '/api/accounts/registration/', {
      body: { username: 'temp2', email: 'temp2@example.test', password: 'temp-pass-1', password2: 'temp-pass-1', currency: 'TND', age_confirmed: true, terms_accepted: true },
    });
    expect(reg.status).toBe(201);
    const id = await sb.db.query<{ id: number }>(`SELECT id FROM users WHERE username = 'temp2'`);
    expect(id.rows[0].id).toBe(2001);
  });

  it('is one transaction: requests during a reset see the sandbox before or after it, never empty', async () => {
    // The QA page's banners load their images while QA presses Reset (e2e control-plane): between the
    // tables emptied and the seed written, an image answered 404 and a sign-in failed.
    const reset = sb.call('POST', '/sandbox/api/reset');
    let done = false;
    void reset.finally(() => (done = true));
    const during: Promise<{ status: number }>[] = [];
    const ask = () => during.push(sb.call('GET', '/slide/images/qa-web-fr-1.svg'), sb.call('GET', '/carousel/'));
    // A burst first: on PGlite the reset's statements follow each other in microtasks (no timer fires
    // meanwhile), so what meets it is what was already queued; on PostgreSQL the loop overlaps it too.
    for (let i = 0; i < 10; i++) ask();
    while (!done) {
      ask();
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect((await reset).status).toBe(200);
    const statuses = (await Promise.all(during)).map((r) => r.status);
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    const carousels = (await sb.call<unknown[]>('GET', '/carousel/')).body;
    expect(carousels.length).toBeGreaterThan(0);
  });
});

// The control plane (docs/api.md "Sandbox control") resets the database, rigs rounds and reads the outbox
// (verification and reset links). Only the sandbox's own pages and non-browser clients on this machine may
// use it.
/** An armed fault that a reset would clear: proof that a refused reset did nothing. */
async function armMarker() {
  await sb.call('DELETE', '/sandbox/api/faults');
  await sb.call('POST', '/sandbox/api/faults', { body: { route: '/api/marker', status: 500 } });
}
const markerStillArmed = async () => (await sb.call('GET', '/sandbox/api/faults')).body.length === 1;

describe('control plane: who may use it', () => {
  const raw = (path: string, init: RequestInit = {}) => sb.app.request(path, init);
  const json = { 'Content-Type': 'application/json' };

  it('refuses a foreign Origin with 403 control_origin_refused, preflights included, and does nothing', async () => {
    await armMarker();
    for (const origin of ['https://evil.example', 'null', 'http://localhost:3000', 'http://127.0.0.1:5173', 'http://localhost:8080.evil.example']) {
      const reset = await raw('/sandbox/api/reset', { method: 'POST', headers: { ...json, Origin: origin } });
      expect(reset.status, origin).toBe(403);
      expect(await reset.json()).toMatchObject({ code: 'control_origin_refused', message: expect.any(String), detail: expect.stringContaining(origin) });
      const outbox = await raw('/sandbox/api/outbox', { headers: { Origin: origin } });
      expect(outbox.status, origin).toBe(403);
      const preflight = await raw('/sandbox/api/games', {
        method: 'OPTIONS',
        headers: { Origin: origin, 'Access-Control-Request-Method': 'PUT', 'Access-Control-Request-Headers': 'content-type' },
      });
      expect(preflight.status, origin).toBe(403);
      expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    }
    expect(await markerStillArmed()).toBe(true);
  });

  it("answers the sandbox's own pages: the main port, on localhost, 127.0.0.1 and [::1]", async () => {
    for (const origin of ['http://localhost:8080', 'http://127.0.0.1:8080', 'http://[::1]:8080']) {
      const res = await raw('/sandbox/api/games', { method: 'PUT', headers: { ...json, Origin: origin }, body: JSON.stringify({ next_multiplier: null }) });
      expect(res.status, origin).toBe(200);
      expect(res.headers.get('access-control-allow-origin')).toBe(origin);
    }
    const preflight = await raw('/sandbox/api/games', {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:8080', 'Access-Control-Request-Method': 'PUT', 'Access-Control-Request-Headers': 'content-type' },
    });
    expect(preflight.status).toBe(204);
  });

  it('refuses the partner page (PARTNER_PORT): a third party in the threat model may not read the outbox or rig rounds', async () => {
    await armMarker();
    for (const origin of ['http://localhost:8081', 'http://127.0.0.1:8081', 'http://[::1]:8081']) {
      // Same-site with the main port (a site ignores the port), so only the Origin tells.
      const headers = { Origin: origin, 'Sec-Fetch-Site': 'same-site' };
      const outbox = await raw('/sandbox/api/outbox', { headers });
      expect(outbox.status, origin).toBe(403);
      expect((await outbox.json()).code).toBe('control_origin_refused');
      const rig = await raw('/sandbox/api/games', { method: 'PUT', headers: { ...json, ...headers }, body: JSON.stringify({ next_multiplier: null }) });
      expect(rig.status, origin).toBe(403);
      const preflight = await raw('/sandbox/api/games', {
        method: 'OPTIONS',
        headers: { Origin: origin, 'Access-Control-Request-Method': 'PUT', 'Access-Control-Request-Headers': 'content-type' },
      });
      expect(preflight.status, origin).toBe(403);
    }
    expect(await markerStillArmed()).toBe(true);
  });

  it('refuses any request a browser marks cross-site, even without an Origin', async () => {
    await armMarker();
    const outbox = await raw('/sandbox/api/outbox', { headers: { 'Sec-Fetch-Site': 'cross-site' } });
    expect(outbox.status).toBe(403);
    expect((await outbox.json()).code).toBe('control_origin_refused');
    const reset = await raw('/sandbox/api/reset', { method: 'POST', headers: { ...json, 'Sec-Fetch-Site': 'cross-site' } });
    expect(reset.status).toBe(403);
    expect(await markerStillArmed()).toBe(true);
    // Same-origin, same-site (another port of this machine) and typed-in (none) requests go on to the Origin check.
    for (const site of ['same-origin', 'same-site', 'none']) {
      expect((await raw('/sandbox/api/faults', { headers: { 'Sec-Fetch-Site': site } })).status, site).toBe(200);
    }
  });

  it('refuses a foreign Host (DNS rebinding: a page whose name now points at this machine)', async () => {
    const rebound = await raw('/sandbox/api/outbox', { headers: { Host: 'evil.example:8080', 'Sec-Fetch-Site': 'same-origin' } });
    expect(rebound.status).toBe(403);
    expect((await rebound.json()).code).toBe('control_origin_refused');
    for (const host of ['localhost:8080', '127.0.0.1:8080', '[::1]:8080']) {
      expect((await raw('/sandbox/api/outbox', { headers: { Host: host } })).status, host).toBe(200);
    }
  });

  it('refuses simple (non-JSON) writes with 415 unsupported_media_type, body or not, and does nothing', async () => {
    await armMarker();
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', undefined]) {
      const headers: Record<string, string> = type ? { 'Content-Type': type } : {};
      const reset = await raw('/sandbox/api/reset', { method: 'POST', headers, body: type ? 'x' : undefined });
      expect(reset.status, String(type)).toBe(415);
      expect(await reset.json()).toMatchObject({ code: 'unsupported_media_type', message: expect.any(String), detail: expect.any(String) });
    }
    // A JSON body sent as text/plain (what a cross-site fetch without preflight can send) rigs nothing.
    const rig = await raw('/sandbox/api/games', { method: 'PUT', headers: { 'Content-Type': 'text/plain' }, body: '{"next_multiplier":20}' });
    expect(rig.status).toBe(415);
    expect((await sb.call('GET', '/sandbox/api/games')).body.next_multiplier).toBeNull();
    expect((await raw('/sandbox/api/faults', { method: 'DELETE' })).status).toBe(415);
    expect(await markerStillArmed()).toBe(true);
    // curl on this machine, JSON declared: answered (charset parameters are fine).
    const ok = await raw('/sandbox/api/faults', { method: 'DELETE', headers: { 'Content-Type': 'application/json; charset=utf-8' } });
    expect(ok.status).toBe(200);
  });

  it('allows the origins of PUBLIC_URL, HOST and the embedding server', () => {
    const base = { ...loadConfig({}), port: 9000, partnerPort: 9001 };
    expect(controlOrigins(base)).toEqual(
      expect.arrayContaining(['http://localhost:9000', 'http://127.0.0.1:9000', 'http://[::1]:9000', 'http://localhost:8080']),
    );
    expect(controlOrigins(base)).not.toContain('http://localhost:3000');
    // The partner page is a place to return to, never a controller.
    expect(controlOrigins(base)).not.toContain('http://127.0.0.1:9001');
    expect(returnOrigins(base)).toContain('http://127.0.0.1:9001');
    const lan = controlOrigins({ ...base, host: '192.168.1.5', publicUrl: 'http://casino.lan:9000', controlOrigins: ['http://localhost:8000/'] });
    expect(lan).toEqual(expect.arrayContaining(['http://192.168.1.5:9000', 'http://casino.lan:9000', 'http://localhost:8000']));
    expect(lan).not.toContain('http://192.168.1.5:9001');
    expect(controlOrigins({ ...base, host: '0.0.0.0' })).not.toContain('http://0.0.0.0:9000');
  });
});

describe('SANDBOX_CONTROL and HOST', () => {
  it('SANDBOX_CONTROL=off removes the control plane: 404 everywhere under /sandbox/api, /health says so', async () => {
    const app = createApp({ db: sb.db, config: loadConfig({ SANDBOX_CONTROL: 'off' }) });
    const { call } = clientOf(app);
    await armMarker();
    for (const [method, path] of [
      ['POST', '/sandbox/api/reset'],
      ['GET', '/sandbox/api/outbox'],
      ['PUT', '/sandbox/api/games'],
      ['POST', '/sandbox/api/faults'],
      ['GET', '/sandbox/api/faults'],
    ]) {
      const res = await call(method, path, method === 'GET' ? {} : { body: { next_multiplier: 20 } });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.body.code).toBe('not_found');
    }
    expect((await call('GET', '/health')).body).toMatchObject({ status: 'ok', sandbox: true, control: false });
    // The API itself is untouched; the faults armed through the other app are still there (nothing ran).
    expect((await call('GET', '/api/settings/currency-list/')).status).toBe(200);
    expect(await markerStillArmed()).toBe(true);
  });

  it('reads SANDBOX_CONTROL as on or off, and HOST defaults to loopback only', () => {
    expect(loadConfig({}).control).toBe(true);
    expect(loadConfig({ SANDBOX_CONTROL: 'on' }).control).toBe(true);
    expect(loadConfig({ SANDBOX_CONTROL: 'off' }).control).toBe(false);
    expect(() => loadConfig({ SANDBOX_CONTROL: 'no' })).toThrow(/SANDBOX_CONTROL/);
    expect(loadConfig({}).host).toBeUndefined(); // main.ts: 127.0.0.1 and ::1
    for (const host of ['127.0.0.1', '127.1.2.3', '::1', '[::1]', 'localhost', 'LOCALHOST']) expect(isLoopbackHost(host), host).toBe(true);
    for (const host of ['0.0.0.0', '::', '192.168.1.5', 'casino.lan', '128.0.0.1']) expect(isLoopbackHost(host), host).toBe(false);
  });
});
