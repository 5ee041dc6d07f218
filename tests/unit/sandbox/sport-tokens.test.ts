// Sportsbook integration tokens (docs/contracts/sportsbook.md §1): issued per login and book, they end by
// themselves, with their login (logout, password change, QA) and refuse guests; a book QA holds down
// answers 503. Runs on PostgreSQL too (SANDBOX_TEST_DATABASE_URL).
import { describe, expect, it } from 'vitest';
import { BOOT_TIMEOUT, bootSandbox, sandboxPerTest } from './helpers';
import { pick, sportClient } from './sport-helpers';

const ctx = sandboxPerTest();
const { sportToken, catalogue, place, control, balance } = sportClient(() => ctx.sb);
const session = (token: unknown) => ctx.sb.call('POST', '/api/integrations/softion/session/create', { body: { token } });

describe('sport integration tokens', () => {
  it('issues a token per call for 600 s; session/create and player/balance answer its player', async () => {
    const res = await ctx.sb.call('POST', '/api/integrations/softion/login', { token: ctx.demo });
    expect(res.status).toBe(200);
    expect(res.body.token.length).toBeGreaterThanOrEqual(32);
    expect(res.body.expires_in).toBe(600);
    expect(res.body.expires_at).toBe(new Date(ctx.sb.clock.now() + 600_000).toISOString());
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    const second = await sportToken(ctx.demo);
    expect(second).not.toBe(res.body.token);
    for (const token of [res.body.token, second]) {
      const s = await session(token);
      expect(s.status).toBe(200);
      expect(s.body).toMatchObject({ player_id: 1001, username: 'demo', currency: 'TND', balance: '1000.00', bonus_balance: '5.00' });
      expect(s.body.session_id).toMatch(/^[0-9a-f]{8}$/);
    }
    const b = await ctx.sb.call('POST', '/api/integrations/softion/player/balance/', { body: { token: second } });
    expect(b.body).toEqual({ balance: '1000.00', bonus_balance: '5.00', currency: 'TND' });
    expect((await ctx.sb.call('POST', '/api/integrations/softion/login')).status).toBe(401);
    expect((await ctx.sb.call('POST', '/api/integrations/digitain/login/', { token: ctx.demo })).status).toBe(200);
  });

  it('expires after its lifetime: 401 token_expired, and a bet with it moves nothing', async () => {
    const token = await sportToken(ctx.demo);
    const sel = pick((await catalogue('sft', 1)).events[0]);
    ctx.sb.clock.advance(599_000);
    expect((await session(token)).status).toBe(200);
    ctx.sb.clock.advance(1_000);
    expect((await session(token)).body.code).toBe('token_expired');
    const bet = await place({ token, type: 'single', stake: '2.00', selections: [sel] });
    expect([bet.status, bet.body.code]).toEqual([401, 'token_expired']);
    expect(await balance()).toBe('1000.00');
  });

  it('dies with its login: logout, a password change elsewhere (the current login keeps its own)', async () => {
    const phone = await ctx.sb.login('demo');
    const phoneToken = await sportToken(phone.access);
    const desktop = await ctx.sb.login('demo');
    const desktopToken = await sportToken(desktop.access, 'dgt');
    const otherToken = await sportToken(ctx.demo);
    expect((await ctx.sb.call('POST', '/api/accounts/logout/', { token: phone.access, body: { refresh: phone.refresh } })).status).toBe(200);
    expect((await session(phoneToken)).body.code).toBe('token_invalid');
    expect((await session(desktopToken)).status).toBe(200);
    const change = await ctx.sb.call('POST', '/api/users/user/change-password/', { token: desktop.access, body: { old_password: 'demo1234', new_password: 'Another-Secret-42' } });
    expect(change.status, change.text).toBe(200);
    expect((await session(otherToken)).body.code).toBe('token_invalid');
    expect((await session(desktopToken)).status).toBe(200);
  });

  it('refuses guests: "-", null, nothing; session/create/test gives an odds-only session', async () => {
    for (const token of ['-', null, undefined, '']) {
      const res = await session(token);
      expect([res.status, res.body.code]).toEqual([401, 'token_invalid']);
    }
    const guest = await ctx.sb.call('POST', '/api/integrations/softion/session/create/test', { body: { token: '-' } });
    expect(guest.status).toBe(200);
    expect(guest.body).toMatchObject({ player_id: null, currency: 'TND', balance: null });
  });

  it('QA expires the live tokens of a player and a book: the frame\'s next call gets token_expired', async () => {
    const sft = await sportToken(ctx.demo);
    const dgt = await sportToken(ctx.demo, 'dgt');
    const low = await sportToken(ctx.low);
    expect((await control('POST', '/tokens/expire', { username: 'demo', provider: 'sft' })).body).toEqual({ expired: 1 });
    expect((await session(sft)).body.code).toBe('token_expired');
    expect((await session(dgt)).status).toBe(200);
    expect((await session(low)).status).toBe(200);
    expect((await control('POST', '/tokens/expire', {})).body).toEqual({ expired: 2 });
    expect((await session(low)).body.code).toBe('token_expired');
  });

  it('a book held down answers 503 provider_down to its data and its calls (the other keeps working); nothing moves', async () => {
    const sftToken = await sportToken(ctx.demo);
    const dgtToken = await sportToken(ctx.demo, 'dgt');
    const sel = pick((await catalogue('sft', 0)).events[0]);
    const dgtSel = pick((await catalogue('dgt', 0)).events[0]);
    expect((await control('POST', '/provider', { provider: 'sft', down: true })).body).toEqual({ provider: 'sft', down: true });
    for (const path of ['/sandbox/sport/api/catalogue?provider=sft', `/sandbox/sport/api/event/${sel.event_id}`, '/sandbox/sport/api/results?provider=sft']) {
      const res = await ctx.sb.call('GET', path);
      expect([res.status, res.body.code], path).toEqual([503, 'provider_down']);
    }
    expect((await session(sftToken)).status).toBe(503);
    const bet = await place({ token: sftToken, type: 'single', stake: '2.00', selections: [sel] });
    expect([bet.status, bet.body.code]).toEqual([503, 'provider_down']);
    expect(await balance()).toBe('1000.00');
    expect((await ctx.sb.call('GET', '/sandbox/sport/api/catalogue?provider=dgt')).status).toBe(200);
    expect((await place({ token: dgtToken, type: 'single', stake: '2.00', selections: [dgtSel] })).status).toBe(200);
    await control('POST', '/provider', { provider: 'sft', down: false });
    expect((await place({ token: sftToken, type: 'single', stake: '2.00', selections: [sel] })).status).toBe(200);
  });

  it('CORS: the frames\' calls answer opaque origins ("null"); the bearer calls under the same base keep the API\'s', async () => {
    const token = await sportToken(ctx.demo);
    const preflight = await ctx.sb.app.request('/api/integrations/softion/ticket/placement', {
      method: 'OPTIONS',
      headers: { Origin: 'null', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type,idempotency-key' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(preflight.headers.get('Access-Control-Allow-Headers')?.toLowerCase()).toContain('idempotency-key');
    const call = await ctx.sb.app.request('/api/integrations/softion/session/create', {
      method: 'POST',
      headers: { Origin: 'null', 'Content-Type': 'application/json' },
      body: JSON.stringify({ token }),
    });
    expect(call.status).toBe(200);
    expect(call.headers.get('Access-Control-Allow-Origin')).toBe('*');
    const cancel = await ctx.sb.app.request('/api/integrations/softion/ticket/7/cancel', {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:8080', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'authorization,idempotency-key' },
    });
    expect(cancel.headers.get('Access-Control-Allow-Origin')).toBe('http://localhost:8080');
    expect(cancel.headers.get('Access-Control-Allow-Headers')?.toLowerCase()).toContain('authorization');
    const foreign = await ctx.sb.app.request('/api/integrations/softion/betshistory/', { headers: { Origin: 'null' } });
    expect(foreign.headers.get('Access-Control-Allow-Origin')).toBeNull();
  });
});

describe('sport token lifetime', () => {
  it('follows SPORT_TOKEN_TTL_S and never outlives its login (SESSION_MAX_AGE)', async () => {
    const sb = await bootSandbox({ config: { sportTokenTtlS: 120, sessionMaxAge: 90 } });
    try {
      const { access } = await sb.login('demo');
      const res = await sb.call('POST', '/api/integrations/digitain/login', { token: access });
      expect([res.status, res.body.expires_in]).toEqual([200, 90]);
      const long = await bootSandbox({ config: { sportTokenTtlS: 120 } });
      try {
        const other = await long.call('POST', '/api/integrations/softion/login', { token: (await long.login('demo')).access });
        expect(other.body.expires_in).toBe(120);
      } finally {
        await long.close();
      }
    } finally {
      await sb.close();
    }
  }, BOOT_TIMEOUT);
});
