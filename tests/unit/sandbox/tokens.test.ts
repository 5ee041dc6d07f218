// The claims every token must carry and the lifetimes the sandbox enforces (docs/api.md "Tokens"). Tokens are
// forged with the sandbox's own key: each case is one a holder of the key could sign, and which the sandbox
// must still refuse.
import { SignJWT, type JWTPayload } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resolveConfig } from '../../../demo/sandbox/config';
import { BOOT_TIMEOUT, bootSandbox, claims, type Sandbox } from './helpers';

const SECRET = 'unit-test-secret';
const key = new TextEncoder().encode(SECRET);
const ACCESS_TTL = 300;
const REFRESH_TTL = 3600;
const MAX_AGE = 2 * 3600; // the login's absolute lifetime in this file
let sb: Sandbox;

beforeAll(async () => {
  sb = await bootSandbox({
    config: { accessTtl: ACCESS_TTL, refreshTtl: REFRESH_TTL, refreshShift: 60, jwtSecret: SECRET, sessionMaxAge: MAX_AGE },
  });
}, BOOT_TIMEOUT);
afterAll(() => sb?.close());
beforeEach(() => sb.clock.set(Date.UTC(2025, 0, 15, 12, 0, 0)));

const now = () => Math.floor(sb.clock.now() / 1000);

/** `real` re-signed with the sandbox's key after `change` edited its claims (same jti and family). */
async function forge(real: string, change: (c: JWTPayload & Record<string, unknown>) => void): Promise<string> {
  const payload = { ...claims(real) };
  change(payload);
  return new SignJWT(payload).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(key);
}

const user = (access: string) => sb.call('GET', '/api/accounts/user', { token: access });
const refresh = (token: string) => sb.call('POST', '/api/accounts/refresh/', { body: { refresh: token } });

async function expectRefused(pair: { access?: string; refresh?: string }) {
  if (pair.access) {
    const res = await user(pair.access);
    expect(res.status, res.text).toBe(401);
    expect(res.body.code).toBe('token_not_valid');
  }
  if (pair.refresh) {
    const res = await refresh(pair.refresh);
    expect(res.status, res.text).toBe(401);
    expect(res.body.code).toBe('access_and_refresh_token_invalid');
  }
}

describe('required claims', () => {
  it('issues iss and aud on both tokens, and a forged copy that keeps every claim still works', async () => {
    const s = await sb.login();
    for (const token of [s.access, s.refresh]) expect(claims(token)).toMatchObject({ iss: 'casino-sandbox', aud: 'casino-widgets' });
    // The forging itself is sound: an unchanged copy is accepted.
    expect((await user(await forge(s.access, () => undefined))).status).toBe(200);
    expect((await refresh(await forge(s.refresh, () => undefined))).status).toBe(200);
  });

  it('refuses a token without exp', async () => {
    const s = await sb.login();
    await expectRefused({
      access: await forge(s.access, (c) => delete c.exp),
      refresh: await forge(s.refresh, (c) => delete c.exp),
    });
  });

  it('refuses a token without iat, or with iat in the future beyond a 30 s skew', async () => {
    const s = await sb.login();
    await expectRefused({
      access: await forge(s.access, (c) => delete c.iat),
      refresh: await forge(s.refresh, (c) => delete c.iat),
    });
    await expectRefused({
      access: await forge(s.access, (c) => (c.iat = now() + 3600)),
      refresh: await forge(s.refresh, (c) => (c.iat = now() + 3600)),
    });
    // Within the skew: a server whose clock runs a little ahead is not an attack.
    expect((await user(await forge(s.access, (c) => (c.iat = now() + 20)))).status).toBe(200);
  });

  it('refuses an exp further away than the configured lifetime allows (year 3000)', async () => {
    const s = await sb.login();
    const year3000 = Date.UTC(3000, 0, 1) / 1000;
    await expectRefused({
      access: await forge(s.access, (c) => (c.exp = year3000)),
      refresh: await forge(s.refresh, (c) => (c.exp = year3000)),
    });
    // One second past the lifetime is already too far.
    await expectRefused({
      access: await forge(s.access, (c) => (c.exp = c.iat! + ACCESS_TTL + 1)),
      refresh: await forge(s.refresh, (c) => (c.exp = c.iat! + REFRESH_TTL + 1)),
    });
  });

  it('refuses a token without iss or aud, or with another issuer or audience', async () => {
    const s = await sb.login();
    for (const change of [
      (c: JWTPayload) => delete c.iss,
      (c: JWTPayload) => delete c.aud,
      (c: JWTPayload) => (c.iss = 'someone-else'),
      (c: JWTPayload) => (c.aud = 'another-api'),
    ]) {
      await expectRefused({ access: await forge(s.access, change), refresh: await forge(s.refresh, change) });
    }
  });
});

describe('lifetimes', () => {
  it('checks the database expiry of a refresh token on rotation, not only its exp', async () => {
    const s = await sb.login();
    await sb.db.query('UPDATE refresh_tokens SET expires_at = $2 WHERE jti = $1', [
      claims(s.refresh).jti,
      new Date(sb.clock.now() - 1000).toISOString(),
    ]);
    await expectRefused({ refresh: s.refresh });
  });

  it('gives a login an absolute lifetime: renewals cannot extend it past SESSION_MAX_AGE', async () => {
    expect(resolveConfig().sessionMaxAge).toBe(30 * 86_400); // the documented default: 30 days
    const s = await sb.login();
    const signIn = claims(s.access).iat as number;
    let pair = { access: s.access, refresh: s.refresh };
    // Renew every 50 minutes, as a client kept open would.
    for (let minutes = 50; minutes < MAX_AGE / 60; minutes += 50) {
      sb.clock.set((signIn + minutes * 60) * 1000);
      const res = await refresh(pair.refresh);
      expect(res.status, `renewal at ${minutes} min: ${res.text}`).toBe(200);
      pair = res.body;
      // No token of the login expires after the login's end.
      expect(claims(pair.refresh).exp).toBeLessThanOrEqual(signIn + MAX_AGE);
      expect(claims(pair.access).exp).toBeLessThanOrEqual(signIn + MAX_AGE);
    }
    expect(claims(pair.refresh).exp).toBe(signIn + MAX_AGE);
    sb.clock.set((signIn + MAX_AGE) * 1000);
    await expectRefused(pair);
    // Even a refresh token whose own exp is still ahead (issued just before the end, forged longer) is refused.
    const late = await forge(pair.refresh, (c) => {
      c.iat = now() - 10;
      c.exp = now() + 600;
    });
    await expectRefused({ refresh: late });
    // Signing in again starts a new login.
    expect((await user((await sb.login()).access)).status).toBe(200);
  });
});

describe('the refresh-reuse grace answer', () => {
  const graceColumns = async (jti: unknown) => {
    const { rows } = await sb.db.query<{ row: Record<string, unknown> }>(
      `SELECT to_jsonb(rt) - 'jti' - 'family_id' - 'user_id' - 'issued_at' - 'expires_at' - 'rotated_at' - 'replaced_by' AS row
         FROM refresh_tokens rt WHERE jti = $1`,
      [jti],
    );
    return rows[0]!.row;
  };

  it('is not kept in plain text, still answers a racing tab within 10 s, and is blanked after the window', async () => {
    const s = await sb.login();
    const first = await refresh(s.refresh);
    expect(first.status).toBe(200);
    const stored = JSON.stringify(await graceColumns(claims(s.refresh).jti));
    for (const token of [first.body.access, first.body.refresh]) {
      // Not the token, nor its signature alone.
      expect(stored).not.toContain(token);
      expect(stored).not.toContain(token.split('.')[2]);
    }
    sb.clock.advance(9_000);
    expect((await refresh(s.refresh)).body).toEqual(first.body);

    // Past the window the sealed answer goes with the next sign-in or refresh (anyone's).
    sb.clock.advance(1_001);
    await sb.login('low');
    expect(Object.values(await graceColumns(claims(s.refresh).jti)).every((v) => v === null)).toBe(true);
    // And the retired token is reuse again: the family is revoked.
    await expectRefused({ refresh: s.refresh });
    await expectRefused({ access: first.body.access, refresh: first.body.refresh });
  });
});
