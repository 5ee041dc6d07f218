// The API's CORS (docs/operators.md "CORS", http/cors.ts): any local origin as always, the origins of
// API_ORIGINS exactly, nothing for any other page. Real calls on a seeded sandbox: a preflight, a sign-in
// and an authenticated read, each with the browser's `Origin` header.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../demo/sandbox/config';
import { BOOT_TIMEOUT, bootSandbox, type Sandbox } from './helpers';

const STAGING = 'https://partner.staging.example';

let sb: Sandbox;
beforeAll(async () => {
  sb = await bootSandbox({ config: { apiOrigins: [STAGING] } });
}, BOOT_TIMEOUT);
afterAll(() => sb?.close());

const preflight = (origin: string) =>
  sb.app.request('/api/accounts/login/', {
    method: 'OPTIONS',
    headers: { Origin: origin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type,dpop' },
  });

describe('API CORS', () => {
  it('answers a listed origin and a local one: preflight, sign-in and an authenticated read, no credentials header', { timeout: 30_000 }, async () => {
    for (const origin of [STAGING, 'http://localhost:5173', 'http://127.0.0.1:8081']) {
      const pre = await preflight(origin);
      expect(pre.status, origin).toBe(204);
      expect(pre.headers.get('access-control-allow-origin'), origin).toBe(origin);
      expect(pre.headers.get('access-control-allow-methods'), origin).toContain('POST');
      expect(pre.headers.get('access-control-allow-headers')?.toLowerCase(), origin).toContain('dpop');
      expect(pre.headers.get('access-control-allow-credentials'), origin).toBeNull();

      const signIn = await sb.call('POST', '/api/accounts/login/', { body: { username: 'demo', password: 'demo1234' }, headers: { Origin: origin } });
      expect(signIn.status, origin).toBe(200);
      expect(signIn.headers.get('access-control-allow-origin'), origin).toBe(origin);
      expect(signIn.headers.get('access-control-allow-credentials'), origin).toBeNull();
      expect(signIn.headers.get('vary')?.toLowerCase(), origin).toContain('origin');

      const user = await sb.call('GET', '/api/accounts/user', { token: signIn.body.access, headers: { Origin: origin } });
      expect(user.status, origin).toBe(200);
      expect(user.headers.get('access-control-allow-origin'), origin).toBe(origin);
    }
  });

  it('gives another origin no CORS header at all: not a lookalike, another scheme or port, nor "null"', { timeout: 30_000 }, async () => {
    const { access } = await sb.login('demo');
    for (const origin of ['https://evil.example', 'https://partner.staging.example.evil.example', 'http://partner.staging.example', 'https://partner.staging.example:8443', 'null']) {
      const pre = await preflight(origin);
      expect(pre.status, origin).toBe(204);
      expect([...pre.headers.keys()].filter((name) => name.startsWith('access-control-')), origin).toEqual([]);
      const user = await sb.call('GET', '/api/accounts/user', { token: access, headers: { Origin: origin } });
      // The server still answers (CORS is the browser's rule, not an access check); the page cannot read it.
      expect(user.status, origin).toBe(200);
      expect([...user.headers.keys()].filter((name) => name.startsWith('access-control-')), origin).toEqual([]);
    }
  });

  it('reads API_ORIGINS as exact http(s) origins; unset, only local pages', async () => {
    expect(loadConfig({}).apiOrigins).toEqual([]);
    expect(loadConfig({ API_ORIGINS: 'https://partner.example, https://Staging.Example:8443/' }).apiOrigins).toEqual([
      'https://partner.example',
      'https://staging.example:8443',
    ]);
    for (const bad of ['partner.example', 'https://partner.example/app', '*']) {
      expect(() => loadConfig({ API_ORIGINS: bad }), bad).toThrow(/API_ORIGINS/);
    }
  });
});
