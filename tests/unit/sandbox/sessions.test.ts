import { describe, expect, it } from 'vitest';
import { claims, sandboxPerTest } from './helpers';

// QA's sessions control (docs/api.md "Sandbox control"): a player's logins, and ending one.
const ctx = sandboxPerTest();

const familyOf = (token: string) => claims(token).fam as string;

describe('GET /sandbox/api/sessions', () => {
  it("lists a player's logins newest first, with who, when and whether ended", async () => {
    const { sb } = ctx;
    sb.clock.advance(60_000);
    const second = await sb.login('demo');
    const res = await sb.call('GET', '/sandbox/api/sessions?username=DEMO');
    expect(res.status).toBe(200);
    expect(res.body.map((s: { family_id: string }) => s.family_id)).toEqual([familyOf(second.access), familyOf(ctx.demo)]);
    expect(res.body[0]).toEqual({
      family_id: familyOf(second.access),
      user_id: 1001,
      username: 'demo',
      created_at: '2025-01-15T12:01:00.000Z',
      ends_at: expect.stringMatching(/^2025-02-14T12:01:00/),
      revoked_at: null,
      revoked_reason: null,
    });
  });

  it('lists every player without a username, and only that player with one', async () => {
    const { sb } = ctx;
    const all = await sb.call('GET', '/sandbox/api/sessions');
    expect(all.status).toBe(200);
    expect(new Set(all.body.map((s: { username: string }) => s.username))).toEqual(new Set(['demo', 'low']));
    const low = await sb.call('GET', '/sandbox/api/sessions?username=low');
    expect(low.body).toHaveLength(1);
    expect(low.body[0].family_id).toBe(familyOf(ctx.low));
  });

  it('answers 404 for an unknown account and 400 for an empty name, never a blank list', async () => {
    const unknown = await ctx.sb.call('GET', '/sandbox/api/sessions?username=nobody');
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('not_found');
    const blank = await ctx.sb.call('GET', '/sandbox/api/sessions?username=');
    expect(blank.status).toBe(400);
    expect(blank.body.code).toBe('invalid');
  });

  it('shows how a login ended (the player signing out)', async () => {
    const { sb } = ctx;
    const s = await sb.login('demo');
    expect((await sb.call('POST', '/api/accounts/logout/', { token: s.access, body: { refresh: s.refresh } })).status).toBe(200);
    const row = (await sb.call('GET', '/sandbox/api/sessions?username=demo')).body.find(
      (r: { family_id: string }) => r.family_id === familyOf(s.access),
    );
    expect(row).toMatchObject({ revoked_at: '2025-01-15T12:00:00.000Z', revoked_reason: 'logout' });
  });
});

describe('DELETE /sandbox/api/sessions/{family_id}', () => {
  it('ends that login only: its access and refresh tokens stop working, the other tab goes on', async () => {
    const { sb } = ctx;
    const other = await sb.login('demo');
    sb.clock.advance(5_000);
    const res = await sb.call('DELETE', `/sandbox/api/sessions/${familyOf(other.access)}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ family_id: familyOf(other.access), username: 'demo', revoked_at: '2025-01-15T12:00:05.000Z', revoked_reason: 'qa' });

    const me = await sb.call('GET', '/api/accounts/user/', { token: other.access });
    expect(me.status).toBe(401);
    expect(me.body.code).toBe('token_not_valid');
    const refresh = await sb.call('POST', '/api/accounts/refresh/', { body: { refresh: other.refresh } });
    expect(refresh.status).toBe(401);

    expect((await sb.call('GET', '/api/accounts/user/', { token: ctx.demo })).status).toBe(200);
    const rows = (await sb.call('GET', '/sandbox/api/sessions?username=demo')).body;
    expect(rows.find((r: { family_id: string }) => r.family_id === familyOf(ctx.demo)).revoked_at).toBeNull();
  });

  it('keeps the first ending when pressed again or after the player signed out', async () => {
    const { sb } = ctx;
    const s = await sb.login('demo');
    await sb.call('POST', '/api/accounts/logout/', { token: s.access, body: { refresh: s.refresh } });
    sb.clock.advance(10_000);
    const res = await sb.call('DELETE', `/sandbox/api/sessions/${familyOf(s.access)}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ revoked_at: '2025-01-15T12:00:00.000Z', revoked_reason: 'logout' });
  });

  it('answers 404 for an unknown login', async () => {
    const res = await ctx.sb.call('DELETE', '/sandbox/api/sessions/00000000-0000-4000-8000-000000000000');
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('not_found');
  });

  it('is control plane: a foreign page cannot end a player\'s login', async () => {
    const res = await ctx.sb.app.request(`/sandbox/api/sessions/${familyOf(ctx.demo)}`, {
      method: 'DELETE',
      headers: { Origin: 'https://evil.example', 'Content-Type': 'application/json' },
    });
    expect(res.status).toBe(403);
    expect((await ctx.sb.call('GET', '/api/accounts/user/', { token: ctx.demo })).status).toBe(200);
  });
});
