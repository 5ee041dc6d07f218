// The frame's game session is short and only our page keeps it alive (docs/api.md "Slots and games" §3,
// docs/security.md "Tokens the frames hold"): it lives GAME_SESSION_TTL_S from its start or its last
// renewal; the renewal needs the login's access token, the proof of the key the session was started
// with, and the renewal handle only the start answer carries; it dies with its login.
import { beforeEach, describe, expect, it } from 'vitest';
import { GAME_SESSION_TTL_S, resolveConfig } from '../../../demo/sandbox/config';
import { auditWallet } from '../../../demo/sandbox/services/wallet';
import { boundLogin, callBound, newDpopKey } from './dpop-client';
import { claims, sandboxPerTest, type Sandbox } from './helpers';

let sb: Sandbox;
const ctx = sandboxPerTest(Date.UTC(2025, 0, 15, 12, 0, 0));
beforeEach(() => {
  ({ sb } = ctx);
});

const HUB = '/api/integrations/hub/session/';
const RENEW = '/api/integrations/game-session/renew';
const TTL_MS = GAME_SESSION_TTL_S * 1000;
let keyCounter = 0;

const force = async (m: number | null) => expect((await sb.call('PUT', '/sandbox/api/games', { body: { next_multiplier: m } })).status).toBe(200);
const round = (session: string, bet = '1.00') =>
  sb.call('POST', `/sandbox/games/api/sessions/${session}/rounds`, { body: { bet }, headers: { 'Idempotency-Key': `renew-${++keyCounter}` } });
const balanceOf = async () => (await sb.db.query<{ balance: string }>("SELECT balance::text AS balance FROM users WHERE username = 'demo'")).rows[0]!.balance;

/** What the game page does with the URL: exchange its launch token for the session. */
async function frameSession(url: string): Promise<string> {
  const res = await sb.call('POST', '/sandbox/games/api/launch', { body: { launch_token: new URL(url).searchParams.get('launch') } });
  expect(res.status, res.text).toBe(200);
  return res.body.token as string;
}

interface Started {
  session: string;
  renewToken: string;
  expiresIn: number;
}

async function started(res: { status: number; text: string; body: Record<string, unknown> }): Promise<Started> {
  expect(res.status, res.text).toBe(200);
  return { session: await frameSession(res.body.data as string), renewToken: res.body.renew_token as string, expiresIn: res.body.expires_in as number };
}

const startBearer = async (access: string) => started(await sb.call('POST', HUB, { token: access, body: { provider: 'amatic', game: 'am-0000' } }));
const renewBearer = (access: string, renewToken: unknown) => sb.call('POST', RENEW, { token: access, body: { renew_token: renewToken } });

async function expectEnded(session: string) {
  const res = await round(session);
  expect(res.status, res.text).toBe(401);
  expect(res.body.code).toBe('game_session_expired');
}

describe('a game session lives minutes, not hours', () => {
  it('a signed-in game session ends GAME_SESSION_TTL_S (10 min) after its start unless renewed; the default is that figure', async () => {
    expect(GAME_SESSION_TTL_S).toBe(600);
    expect(resolveConfig().gameSessionTtl).toBe(GAME_SESSION_TTL_S);
    const { access } = await sb.login();
    const game = await startBearer(access);
    expect(game.expiresIn).toBe(GAME_SESSION_TTL_S);
    expect(game.renewToken).toMatch(/^[\w-]{43}$/);
    await force(0);
    sb.clock.advance(TTL_MS - 1000);
    expect((await round(game.session)).status).toBe(200);
    sb.clock.advance(1000);
    await expectEnded(game.session);
    expect(await balanceOf()).toBe('999.00');
  });

  it("a guest's demo keeps the long lifetime (no login renews it, no money behind it) and gets no renewal handle", async () => {
    const res = await sb.call('POST', '/services/direct/game/demo', { body: { GameId: 'vs-0000' } });
    expect(res.status, res.text).toBe(200);
    expect(res.body).not.toHaveProperty('renew_token');
    const session = await frameSession(res.body.gameURL);
    sb.clock.advance(TTL_MS * 3);
    expect((await round(session)).status).toBe(200);
  });
});

describe('renewal through our page', () => {
  it('each renewal extends the session by another lifetime: an hour of play keeps working', async () => {
    let { access, refresh } = await sb.login();
    const game = await startBearer(access);
    await force(0);
    for (let minute = 0; minute < 60; minute += 8) {
      sb.clock.advance(8 * 60_000); // 80 % of the lifetime, as the element renews
      // The access token lives 5 minutes: the page refreshes it as it does anyway.
      const next = await sb.call('POST', '/api/accounts/refresh/', { body: { refresh } });
      expect(next.status, next.text).toBe(200);
      ({ access, refresh } = next.body);
      const renewed = await renewBearer(access, game.renewToken);
      expect(renewed.status, renewed.text).toBe(200);
      expect(renewed.headers.get('cache-control')).toBe('no-store');
      expect(renewed.body).toEqual({ expires_in: GAME_SESSION_TTL_S, expires_at: new Date(sb.clock.now() + TTL_MS).toISOString() });
      expect((await round(game.session)).status).toBe(200);
    }
    // The page stops renewing (closed, or a copy of the frame's token is all that is left): it ends.
    sb.clock.advance(TTL_MS);
    await expectEnded(game.session);
  });

  it('a lapsed session is not revived, and the handle is only good for its own login', async () => {
    const phone = await sb.login();
    const desktop = await sb.login();
    const game = await startBearer(phone.access);
    // Another login of the same player cannot renew it (each login renews its own sessions).
    const other = await renewBearer(desktop.access, game.renewToken);
    expect(other.status, other.text).toBe(404);
    expect(other.body.code).toBe('session_not_found');
    // The frame's session token is not a renewal handle.
    expect((await renewBearer(phone.access, game.session)).body.code).toBe('session_not_found');
    expect((await renewBearer(phone.access, '')).status).toBe(400);

    sb.clock.advance(TTL_MS);
    const late = await renewBearer((await sb.login()).access, game.renewToken);
    expect(late.status).toBe(404); // a new login: not its session either
    const lapsed = await sb.call('POST', '/api/accounts/refresh/', { body: { refresh: phone.refresh } });
    const res = await renewBearer(lapsed.body.access, game.renewToken);
    expect(res.status, res.text).toBe(401);
    expect(res.body.code).toBe('game_session_expired');
    await expectEnded(game.session);
  });
});

describe('frame tokens die with the login', () => {
  it('logout: the renewed session is refused at once, and so is its renewal', async () => {
    const s = await sb.login();
    const game = await startBearer(s.access);
    sb.clock.advance(4 * 60_000); // within the access token's 5 minutes
    expect((await renewBearer(s.access, game.renewToken)).status).toBe(200);
    await force(2);
    expect((await sb.call('POST', '/api/accounts/logout/', { token: s.access, body: { refresh: s.refresh } })).status).toBe(200);
    await expectEnded(game.session);
    expect((await renewBearer(s.access, game.renewToken)).status).toBe(401);
    expect(await balanceOf()).toBe('1000.00');
    expect(await auditWallet(sb.db)).toEqual([]);
  });

  it('a time-out (self-exclusion) revokes the login: its frame tokens are refused and not renewed', async () => {
    const s = await sb.login();
    const game = await startBearer(s.access);
    const timeout = await sb.call('POST', '/api/users/self-exclusion/', { token: s.access, body: { kind: 'timeout', duration: '24h' } });
    expect(timeout.status, timeout.text).toBe(200);
    await expectEnded(game.session);
    expect((await renewBearer(s.access, game.renewToken)).status).toBe(401);
  });
});

describe('bound to the login’s DPoP key where our page uses it', () => {
  it("records the login's key (cnf.jkt) on the session; renewing needs that key's proof", async () => {
    const key = await newDpopKey();
    const s = await boundLogin(sb, key);
    const jkt = (claims(s.access).cnf as { jkt: string }).jkt;
    const game = await started(await callBound(sb, key, s.access, 'POST', HUB, { provider: 'amatic', game: 'am-0000' }));
    const row = await sb.db.query<{ jkt: string | null }>('SELECT jkt FROM game_sessions WHERE token = $1', [game.session]);
    expect(row.rows[0]!.jkt).toBe(jkt);

    // A copy of the access token and the handle without the key: as Bearer, or as DPoP with no proof or
    // another key's proof, refused with a code.
    const bearer = await renewBearer(s.access, game.renewToken);
    expect(bearer.status, bearer.text).toBe(401);
    expect(bearer.body.code).toBe('invalid_dpop_proof');
    const noProof = await sb.call('POST', RENEW, { body: { renew_token: game.renewToken }, headers: { Authorization: `DPoP ${s.access}` } });
    expect(noProof.body.code).toBe('invalid_dpop_proof');
    const thief = await newDpopKey();
    const stolen = await callBound(sb, thief, s.access, 'POST', RENEW, { renew_token: game.renewToken });
    expect(stolen.status).toBe(401);
    expect(stolen.body.code).toBe('invalid_dpop_proof');

    // Our page, with the key: renewed.
    const mine = await callBound(sb, key, s.access, 'POST', RENEW, { renew_token: game.renewToken });
    expect(mine.status, mine.text).toBe(200);
    expect(mine.body.expires_in).toBe(GAME_SESSION_TTL_S);
  });

  it('a session whose recorded key is not the renewing token’s is refused, not renewed', async () => {
    const key = await newDpopKey();
    const s = await boundLogin(sb, key);
    const game = await started(await callBound(sb, key, s.access, 'POST', HUB, { provider: 'amatic', game: 'am-0000' }));
    await sb.db.query("UPDATE game_sessions SET jkt = 'another-key-thumbprint' WHERE token = $1", [game.session]);
    const res = await callBound(sb, key, s.access, 'POST', RENEW, { renew_token: game.renewToken });
    expect(res.status, res.text).toBe(401);
    expect(res.body.code).toBe('invalid_dpop_proof');
    const { rows } = await sb.db.query<{ expires_at: Date }>('SELECT expires_at FROM game_sessions WHERE token = $1', [game.session]);
    expect(rows[0]!.expires_at.getTime()).toBe(sb.clock.now() + TTL_MS);
  });
});
