// A game's return_url (docs/security.md "What the sandbox enforces"): the exit button of the game page is no
// open redirect. The sandbox accepts only a path or a URL on an origin the operator allows (its own,
// PARTNER_ORIGINS) when a session starts, drops a stored one the rule no longer allows, and the page checks
// again before it navigates (games/common/return-url.js, one rule for both; the page itself:
// return-url-page.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../demo/sandbox/config';
import { returnUrlProblem } from '../../../demo/sandbox/games/common/return-url.js';
import { returnOrigins } from '../../../demo/sandbox/services/return-url';
import { BOOT_TIMEOUT, bootSandbox, type Sandbox } from './helpers';

const ALLOWED = ['http://localhost:8080', 'http://localhost:8081', 'https://partner.example'];

/** What attackers tried (the review) and their usual cousins. */
const HOSTILE = [
  '//evil.example/phish',
  '/\\evil.example',
  '\\\\evil.example',
  '/\\/evil.example',
  '\\/evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  ' //evil.example',
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'https://evil.example/',
  'http://localhost:8080.evil.example/',
  'https://partner.example@evil.example/',
  'https://partner.example.evil.example/',
  'http:evil.example',
  'https:/evil.example',
  'https://evil.example\\@partner.example/',
  'http://localhost:9999/',
  'ftp://partner.example/',
  'evil.example',
  `/${'a'.repeat(2000)}`,
];

/**
 * Paths that start with one `/` but resolve to a path starting with `//`, which a page that keeps only
 * the path (or a server that decodes it) reads as another host: dot segments, their percent-encoded
 * forms, encoded slashes and backslashes, a tab the URL parser strips.
 */
const NORMALISED_AWAY = [
  '/..//evil.example',
  '/.//evil.example',
  '/../..//evil.example/phish',
  '/x/..//evil.example',
  '/%2e%2e//evil.example',
  '/%2E%2E//evil.example',
  '/%2e//evil.example',
  '/.%2e//evil.example',
  '/%2f%2fevil.example',
  '/%2F/evil.example',
  '/%5c%5cevil.example',
  '/\t/evil.example',
  '/.\t.//evil.example',
  'http://localhost:8080/..//evil.example',
  'https://partner.example/%2e%2e//evil.example',
];

describe('the return URL rule (sandbox and game page)', () => {
  it.each(HOSTILE)('refuses %j', (url) => {
    expect(returnUrlProblem(url, ALLOWED)).not.toBeNull();
  });

  it.each(NORMALISED_AWAY)('refuses %j, a path that resolves to //another-host', (url) => {
    expect(returnUrlProblem(url, ALLOWED)).not.toBeNull();
  });

  it('resolves a path against the site origin it is given and compares the origin', () => {
    expect(returnUrlProblem('/slots/../casino', ALLOWED, 'http://localhost:8080')).toBeNull();
    expect(returnUrlProblem('/..//evil.example', ALLOWED, 'http://localhost:8080')).not.toBeNull();
  });

  it('allows a path on the game origin and URLs on the allowed origins', () => {
    for (const url of ['/slots/casino', '/slots/casino?provider=amatic#top', '/', 'http://localhost:8081/', 'http://localhost:8080/qa/?x=1', 'https://partner.example/sport/article-42', 'HTTPS://PARTNER.EXAMPLE:443/x']) {
      expect(returnUrlProblem(url, ALLOWED), url).toBeNull();
    }
  });

  it("the sandbox's own origins, PUBLIC_URL's and the configured partners'; PARTNER_ORIGINS takes origins only", () => {
    const origins = returnOrigins({ port: 9000, partnerPort: 9001, publicUrl: 'https://casino.example', controlOrigins: [], partnerOrigins: ['https://partner.example'] });
    expect(origins).toEqual(
      expect.arrayContaining(['http://localhost:9000', 'http://127.0.0.1:9000', 'http://[::1]:9000', 'http://localhost:9001', 'http://127.0.0.1:9001', 'https://casino.example', 'https://partner.example']),
    );
    expect(origins).toHaveLength(8);
    expect(loadConfig({}).partnerOrigins).toEqual([]);
    expect(loadConfig({ PARTNER_ORIGINS: 'https://partner.example, http://Localhost:3000/' }).partnerOrigins).toEqual(['https://partner.example', 'http://localhost:3000']);
    for (const bad of ['partner.example', 'https://partner.example/path', 'javascript:alert(1)', 'https://user@partner.example']) {
      expect(() => loadConfig({ PARTNER_ORIGINS: bad }), bad).toThrow(/PARTNER_ORIGINS/);
    }
  });
});

describe('return_url through the sandbox', () => {
  let sb: Sandbox;
  beforeAll(async () => {
    sb = await bootSandbox({ config: { partnerOrigins: ['https://partner.example'] } });
  }, BOOT_TIMEOUT);
  afterAll(() => sb?.close());

  const start = (return_url: string) => sb.call('POST', '/api/integrations/hub/session/demo/', { body: { provider: 'amatic', game: 'am-0000', return_url } });
  const launch = async (url: string) =>
    sb.call('POST', '/sandbox/games/api/launch', { body: { launch_token: new URL(url).searchParams.get('launch') } });

  it('refuses a hostile return_url with 400 return_url_not_allowed, on every integration, and starts no session', async () => {
    const { access } = await sb.login();
    const before = (await sb.db.query<{ n: number }>('SELECT count(*)::int AS n FROM game_sessions')).rows[0].n;
    for (const url of ['//evil.example/phish', '/\\evil.example', 'javascript:alert(1)', 'https://evil.example/', 'http://localhost:8080@evil.example/']) {
      const res = await start(url);
      expect(res.status, url).toBe(400);
      expect(res.body).toMatchObject({ code: 'return_url_not_allowed', errors: [{ field: 'return_url', code: 'return_url_not_allowed' }] });
    }
    const direct = await sb.call('POST', '/services/direct/game/start', { token: access, body: { GameId: 'vs-0000', return_url: '//evil.example/phish' } });
    expect(direct.status).toBe(400);
    expect(direct.body.code).toBe('return_url_not_allowed');
    const live = await sb.call('POST', '/api/integrations/live/session/', { token: access, body: { provider: 'evosw', game: 'evo-0000', return_url: '/\\evil.example' } });
    expect(live.body.code).toBe('return_url_not_allowed');
    expect((await sb.db.query<{ n: number }>('SELECT count(*)::int AS n FROM game_sessions')).rows[0].n).toBe(before);
  });

  it('refuses a path that normalises to another host, for a game session and a deposit alike', async () => {
    const { access } = await sb.login();
    for (const url of NORMALISED_AWAY) {
      const res = await start(url);
      expect(res.status, url).toBe(400);
      expect(res.body.code, url).toBe('return_url_not_allowed');
      const deposit = await sb.call('POST', '/api/backoffice/payments/deposit/', {
        token: access,
        headers: { 'Idempotency-Key': `ret-${NORMALISED_AWAY.indexOf(url)}` },
        body: { amount: '50', payment_system: 'card', return_url: url },
      });
      expect(deposit.status, `${url}: ${deposit.text}`).toBe(400);
      expect(deposit.body.code, url).toBe('return_url_not_allowed');
    }
  });

  it('the provider page never gets a return link that reads as another host, even from a row stored before the rule', async () => {
    const { access } = await sb.login();
    const deposit = await sb.call('POST', '/api/backoffice/payments/deposit/', {
      token: access,
      headers: { 'Idempotency-Key': 'ret-stored' },
      body: { amount: '50', payment_system: 'card', return_url: '/profile/replenishment' },
    });
    expect(deposit.status, deposit.text).toBe(201);
    const payment = deposit.body.payment as { id: number; redirect_link: string };
    const link = new URL(payment.redirect_link);
    await sb.db.query('UPDATE payments SET return_url = $1 WHERE id = $2', ['/..//evil.example', payment.id]);
    const page = await sb.call('GET', link.pathname + link.search);
    expect(page.status).toBe(200);
    const back = /data-return-url="([^"]*)"/.exec(page.text)?.[1];
    expect(back).toBe(`/profile/replenishment?payment=${payment.id}`);
  });

  it('keeps an allowed one, and the game page gets it with the list to check it against', async () => {
    for (const url of ['/slots/casino', 'http://localhost:8081/', 'https://partner.example/sport']) {
      const res = await start(url);
      expect(res.status, res.text).toBe(200);
      const page = await launch(res.body.data);
      expect(page.body.return_url).toBe(url);
      expect(page.body.return_origins).toEqual(expect.arrayContaining(['http://localhost:8080', 'http://localhost:8081', 'https://partner.example']));
      expect((await sb.call('GET', `/sandbox/games/api/sessions/${page.body.token}`)).body.return_url).toBe(url);
    }
    // Without one, none.
    const none = await sb.call('POST', '/api/integrations/hub/session/demo/', { body: { provider: 'amatic', game: 'am-0000' } });
    expect((await launch(none.body.data)).body.return_url).toBeNull();
  });

  it('drops a stored return_url the rule does not allow (a session started before the rule, or before the list changed)', async () => {
    const res = await start('/slots/casino');
    const page = await launch(res.body.data);
    await sb.db.query('UPDATE game_sessions SET return_url = $1 WHERE token = $2', ['//evil.example/phish', page.body.token]);
    expect((await sb.call('GET', `/sandbox/games/api/sessions/${page.body.token}`)).body.return_url).toBeNull();
  });
});
