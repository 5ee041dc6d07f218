// Game sessions end with the login they came from, and the game URL carries a one-time launch token, not
// the session (docs/api.md "Slots and games" §3–§4).
import { beforeEach, describe, expect, it } from 'vitest';
import { GAME_SESSION_TTL_S, resolveConfig } from '../../../demo/sandbox/config';
import { auditWallet } from '../../../demo/sandbox/services/wallet';
import { claims, sandboxPerTest, type Sandbox } from './helpers';

let sb: Sandbox;
const START = Date.UTC(2025, 0, 15, 12, 0, 0);
const ctx = sandboxPerTest(START);
beforeEach(() => {
  ({ sb } = ctx);
});

const { gameLaunchTtl, gameSessionTtl, sessionMaxAge } = resolveConfig();

const force = async (m: number | null) => expect((await sb.call('PUT', '/sandbox/api/games', { body: { next_multiplier: m } })).status).toBe(200);
const balanceOf = async (username = 'demo') =>
  (await sb.db.query<{ balance: string }>('SELECT balance::text AS balance FROM users WHERE username = $1', [username])).rows[0]!.balance;
let keyCounter = 0;
const round = (session: string, bet = '5.00') =>
  sb.call('POST', `/sandbox/games/api/sessions/${session}/rounds`, { body: { bet }, headers: { 'Idempotency-Key': `gs-${++keyCounter}` } });
const info = (session: string) => sb.call('GET', `/sandbox/games/api/sessions/${session}`);
const exchange = (launch: string | null) => sb.call('POST', '/sandbox/games/api/launch', { body: { launch_token: launch } });

/** A real-money game URL for the holder of `access`. */
async function gameUrl(access: string): Promise<string> {
  const res = await sb.call('POST', '/api/integrations/hub/session/', { token: access, body: { provider: 'amatic', game: 'am-0000' } });
  expect(res.status, res.text).toBe(200);
  return res.body.data as string;
}

/** What the game page does: exchange the launch token of its URL for the session. */
async function sessionOf(url: string): Promise<string> {
  const res = await exchange(new URL(url).searchParams.get('launch'));
  expect(res.status, res.text).toBe(200);
  return res.body.token as string;
}

async function expectEnded(session: string, bet = '5.00') {
  const res = await round(session, bet);
  expect(res.status, res.text).toBe(401);
  expect(res.body).toMatchObject({ code: 'game_session_expired', message: expect.any(String) });
  const page = await info(session);
  expect(page.status).toBe(401);
  expect(page.body.code).toBe('game_session_expired');
}

describe('launch tokens', () => {
  it('the game URL carries a one-time launch token that the game page exchanges for its session', async () => {
    const { access } = await sb.login();
    const url = await gameUrl(access);
    expect(url).toMatch(/^http:\/\/localhost\/sandbox\/games\/slot\/\?launch=[\w-]{43}$/);
    const launch = new URL(url).searchParams.get('launch')!;
    // The launch token is not a session.
    expect((await info(launch)).body.code).toBe('session_not_found');
    expect((await round(launch)).body.code).toBe('session_not_found');

    const first = await exchange(launch);
    expect(first.status, first.text).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect(first.body).toMatchObject({ token: expect.any(String), mode: 'real', currency: 'TND', balance: '1000.00' });
    expect(first.body.token).not.toBe(launch);
    expect(url).not.toContain(first.body.token);

    // Once only: a second exchange of the same link fails, and the session it gave still plays.
    const second = await exchange(launch);
    expect(second.status).toBe(401);
    expect(second.body.code).toBe('launch_token_invalid');
    await force(0);
    expect((await round(first.body.token)).status).toBe(200);
    // Unknown and malformed launch tokens alike.
    for (const bad of ['x'.repeat(43), 'nope', null]) expect((await exchange(bad)).body.code).toMatch(/^(launch_token_invalid|invalid)$/);
  });

  it('an expired launch token fails', async () => {
    const { access } = await sb.login();
    const stale = await gameUrl(access);
    sb.clock.advance(gameLaunchTtl * 1000 - 1000);
    const fresh = await gameUrl(access);
    sb.clock.advance(2000);
    const res = await exchange(new URL(stale).searchParams.get('launch'));
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('launch_token_invalid');
    // A link issued later is still within its own lifetime.
    expect((await exchange(new URL(fresh).searchParams.get('launch'))).status).toBe(200);
  });

  it('a guest demo launches the same way and is not tied to any login', async () => {
    const res = await sb.call('POST', '/services/direct/game/demo', { body: { GameId: 'vs-0000' } });
    const session = await sessionOf(res.body.gameURL);
    expect((await info(session)).body).toMatchObject({ mode: 'demo', currency: 'FUN', balance: '1000.00' });
    const r = await round(session, '1.00');
    expect(r.status, r.text).toBe(200);
  });
});

describe('game sessions end with their login', () => {
  it('after logout, a round on the old game session is refused with 401 game_session_expired and moves nothing', async () => {
    const s = await sb.login();
    const session = await sessionOf(await gameUrl(s.access));
    await force(2); // the reproduction: 5.00 staked, 10.00 won after logout
    expect((await sb.call('POST', '/api/accounts/logout/', { token: s.access, body: { refresh: s.refresh } })).status).toBe(200);
    await expectEnded(session);
    expect(await balanceOf()).toBe('1000.00');
    expect((await sb.db.query("SELECT 1 FROM game_rounds WHERE session_token = $1", [session])).rows).toEqual([]);
    expect(await auditWallet(sb.db)).toEqual([]);
    // A launch token issued before the logout and not yet used is dead too.
    const other = await sb.login();
    const pending = await gameUrl(other.access);
    await sb.call('POST', '/api/accounts/logout/', { token: other.access, body: { refresh: other.refresh } });
    expect((await exchange(new URL(pending).searchParams.get('launch'))).body.code).toBe('game_session_expired');
  });

  it('ends only the sessions of the login that logged out: another login of the same player keeps playing', async () => {
    const phone = await sb.login();
    const desktop = await sb.login();
    const phoneGame = await sessionOf(await gameUrl(phone.access));
    const desktopGame = await sessionOf(await gameUrl(desktop.access));
    await sb.call('POST', '/api/accounts/logout/', { token: phone.access, body: { refresh: phone.refresh } });
    await expectEnded(phoneGame);
    await force(0);
    expect((await round(desktopGame)).status).toBe(200);
  });

  it('after a password reset, every game session of the account is refused', async () => {
    const a = await sb.login();
    const b = await sb.login();
    const sessions = [await sessionOf(await gameUrl(a.access)), await sessionOf(await gameUrl(b.access))];
    await sb.call('POST', '/api/accounts/password/reset/', { body: { email: 'demo@casino.test' } });
    const link = (await sb.lastEmail('demo@casino.test'))!.links[0]!;
    const token = link.split('/').pop()!;
    const confirm = await sb.call('POST', `/api/accounts/password/reset/confirm/${token}`, {
      body: { new_password1: 'Another-Secret-42', new_password2: 'Another-Secret-42' },
    });
    expect(confirm.status, confirm.text).toBe(200);
    for (const session of sessions) await expectEnded(session);
    expect(await balanceOf()).toBe('1000.00');
  });

  it("after a refresh-reuse revocation (a stolen refresh token), the login's game sessions are refused", async () => {
    const s = await sb.login();
    const session = await sessionOf(await gameUrl(s.access));
    expect((await sb.call('POST', '/api/accounts/refresh/', { body: { refresh: s.refresh } })).status).toBe(200);
    sb.clock.advance(10_001); // past the two-tabs grace window: this is reuse
    expect((await sb.call('POST', '/api/accounts/refresh/', { body: { refresh: s.refresh } })).status).toBe(401);
    await expectEnded(session);
  });

  it("after a ban, the account's game sessions are refused", async () => {
    const s = await sb.login('low');
    const session = await sessionOf(await gameUrl(s.access));
    await sb.db.query('UPDATE users SET is_banned = true WHERE id = 1002');
    await expectEnded(session, '0.50'); // all low has: before the fix this round was played
    expect(await balanceOf('low')).toBe('0.50');
  });

  it("a game session has a lifetime (GAME_SESSION_TTL), and never outlives its login's absolute lifetime", async () => {
    expect(gameSessionTtl).toBe(GAME_SESSION_TTL_S);
    const s = await sb.login();
    const session = await sessionOf(await gameUrl(s.access));
    await force(0);
    sb.clock.advance(gameSessionTtl * 1000 - 1000);
    expect((await round(session, '1.00')).status).toBe(200);
    sb.clock.advance(1000);
    await expectEnded(session);

    // A login signed in almost SESSION_MAX_AGE ago: its game session ends with it, well before its own TTL.
    const old = await sb.login();
    const signIn = new Date(sb.clock.now() - (sessionMaxAge - 60) * 1000).toISOString();
    await sb.db.query('UPDATE token_families SET created_at = $2 WHERE id = $1', [claims(old.access).fam, signIn]);
    const late = await sessionOf(await gameUrl(old.access));
    await force(0);
    expect((await round(late, '1.00')).status).toBe(200);
    sb.clock.advance(60_000);
    await expectEnded(late);
  });
});
