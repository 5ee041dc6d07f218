// The session limit and the reality check's numbers (docs/contracts/responsible-gaming.md §2
// `session_minutes`, §6): the session limit ends the games and sport placements of a login at its start +
// session_minutes (403 session_limit_reached) until the player signs in again; GET /api/users/rg/session/
// answers this login's stakes and returns from the ledger. The limit rows are helper F's tables (migration
// 020), written here as fixtures.
import { beforeEach, describe, expect, it } from 'vitest';
import { claims, sandboxPerTest, type Sandbox } from './helpers';
import { pick, sportClient } from './sport-helpers';

const START = Date.UTC(2025, 0, 15, 12, 0, 0);
const ctx = sandboxPerTest(START);
let sb: Sandbox;
beforeEach(() => {
  ({ sb } = ctx);
});
const { sportToken, catalogue, place } = sportClient(() => sb);
const MINUTE = 60_000;

async function setLimit(field: string, value: number, userId = 1001) {
  await sb.db.query(
    `INSERT INTO rg_limits (user_id, field, value, updated_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (user_id, field) DO UPDATE SET value = EXCLUDED.value`,
    [userId, field, value, new Date(sb.clock.now()).toISOString()],
  );
}

let keys = 0;
const round = (session: string, bet = '5.00') =>
  sb.call('POST', `/sandbox/games/api/sessions/${session}/rounds`, { body: { bet }, headers: { 'Idempotency-Key': `rg-s-${++keys}` } });
const launch = (token: string) => sb.call('POST', '/api/integrations/hub/session/', { token, body: { provider: 'amatic', game: 'am-0000' } });

/** A launched real-money session of the holder of `token`. */
async function gameSession(token: string): Promise<string> {
  return (await renewableGameSession(token)).session;
}

/** The same, with the handle our page renews it with (docs/api.md "Slots and games" §3). */
async function renewableGameSession(token: string): Promise<{ session: string; renewToken: string }> {
  const res = await launch(token);
  expect(res.status, res.text).toBe(200);
  const exchanged = await sb.call('POST', '/sandbox/games/api/launch', { body: { launch_token: new URL(res.body.data).searchParams.get('launch') } });
  expect(exchanged.status, exchanged.text).toBe(200);
  return { session: exchanged.body.token as string, renewToken: res.body.renew_token as string };
}

/**
 * Moves the clock `minutes` ahead the way a page with the game open lives through them: the game session
 * lives GAME_SESSION_TTL (10 minutes) and the page renews it well before (src/stores/game-renewal.ts), so
 * these tests see the session limit and not the game session's own lifetime.
 */
async function playOn(login: { renew(): Promise<string> }, renewToken: string, minutes: number) {
  for (let left = minutes; left > 0; left -= 5) {
    sb.clock.advance(Math.min(5, left) * MINUTE);
    const renewed = await sb.call('POST', '/api/integrations/game-session/renew', { token: await login.renew(), body: { renew_token: renewToken } });
    expect([200, 403], renewed.text).toContain(renewed.status); // 403: past the session limit, which the rounds check
  }
}

/** A login whose access token can be renewed (the access TTL is shorter than the minutes these tests move). */
async function signedIn(username = 'demo') {
  let { access, refresh } = await sb.login(username);
  return {
    access: () => access,
    async renew() {
      const res = await sb.call('POST', '/api/accounts/refresh/', { body: { refresh } });
      expect(res.status, res.text).toBe(200);
      ({ access, refresh } = res.body);
      return access;
    },
  };
}

const expectLimitReached = (res: { status: number; body: any; text: string }, endsAt: string) => {
  expect(res.status, res.text).toBe(403);
  expect(res.body).toMatchObject({ code: 'session_limit_reached', ends_at: endsAt, message: expect.any(String) });
};

describe('the session limit', () => {
  it('ends a game session at the login start + session_minutes, refuses new launches, until the next sign-in', async () => {
    await setLimit('session_minutes', 30);
    const login = await signedIn();
    const { session, renewToken } = await renewableGameSession(login.access());
    expect((await round(session)).status).toBe(200);
    await playOn(login, renewToken, 29);
    expect((await round(session)).status).toBe(200);
    sb.clock.advance(MINUTE);
    expectLimitReached(await round(session), '2025-01-15T12:30:00.000Z');
    expectLimitReached(await sb.call('GET', `/sandbox/games/api/sessions/${session}`), '2025-01-15T12:30:00.000Z');
    expectLimitReached(await launch(await login.renew()), '2025-01-15T12:30:00.000Z');
    // The refused round moved nothing.
    const rounds = await sb.db.query("SELECT 1 FROM wallet_ledger WHERE user_id = 1001 AND reason = 'game_bet' AND created_at >= $1", [new Date(START).toISOString()]);
    expect(rounds.rows).toHaveLength(2);
    // Signing in again starts a new login, with its own 30 minutes.
    const fresh = (await sb.login('demo')).access;
    expect((await round(await gameSession(fresh))).status).toBe(200);
  });

  it('counts from the login start, not the game start; a limit lowered meanwhile applies at once', async () => {
    const login = await signedIn();
    sb.clock.advance(20 * MINUTE);
    const session = await gameSession(await login.renew());
    expect((await round(session)).status).toBe(200);
    await setLimit('session_minutes', 15); // the login began 20 minutes ago
    expectLimitReached(await round(session), '2025-01-15T12:15:00.000Z');
  });

  it('a pending raise waits for its cooling-off; once due, the new value counts', async () => {
    await setLimit('session_minutes', 10);
    await sb.db.query(
      `INSERT INTO rg_pending_limits (user_id, field, value, requested_at, effective_at) VALUES (1001, 'session_minutes', 120, $1, $2)`,
      [new Date(START).toISOString(), new Date(START + 11 * MINUTE).toISOString()],
    );
    const login = await signedIn();
    const { session, renewToken } = await renewableGameSession(login.access());
    await playOn(login, renewToken, 10);
    expectLimitReached(await round(session), '2025-01-15T12:10:00.000Z');
    sb.clock.advance(MINUTE);
    expect((await round(session)).status).toBe(200);
  });

  it('leaves other players and a player without a limit alone', async () => {
    await setLimit('session_minutes', 5, 1002);
    const [demo, low] = [await signedIn('demo'), await signedIn('low')];
    sb.clock.advance(60 * MINUTE);
    expect((await round(await gameSession(await demo.renew()))).status).toBe(200);
    expectLimitReached(await launch(await low.renew()), '2025-01-15T12:05:00.000Z');
  });

  it('cuts the sport token to the limit, refuses a placement past it and a new token', async () => {
    const token = await sportToken(ctx.demo); // issued before any limit: lives its full TTL
    const { events } = await catalogue('sft', 0);
    const slip = (key: string) => place({ token, type: 'single', stake: '2.00', selections: [pick(events[0])] }, key);
    await setLimit('session_minutes', 3);
    const capped = await sb.call('POST', '/api/integrations/softion/login', { token: ctx.demo });
    expect(capped.status, capped.text).toBe(200);
    expect(capped.body.expires_at).toBe('2025-01-15T12:03:00.000Z');
    expect((await slip('p-1')).status).toBe(200);
    sb.clock.advance(3 * MINUTE);
    expectLimitReached(await slip('p-2'), '2025-01-15T12:03:00.000Z');
    expectLimitReached(await sb.call('POST', '/api/integrations/softion/login', { token: ctx.demo }), '2025-01-15T12:03:00.000Z');
    const stakes = await sb.db.query("SELECT 1 FROM wallet_ledger WHERE user_id = 1001 AND reason = 'sport_stake' AND created_at >= $1", [new Date(START).toISOString()]);
    expect(stakes.rows).toHaveLength(1);
  });
});

describe('GET /api/users/rg/session/', () => {
  const force = async (m: number | null) => expect((await sb.call('PUT', '/sandbox/api/games', { body: { next_multiplier: m } })).status).toBe(200);
  const summary = (token: string) => sb.call('GET', '/api/users/rg/session/', { token });

  it("answers this login's start, stakes, returns and net from the ledger, in the player's currency", async () => {
    const empty = await summary(ctx.demo);
    expect(empty.status, empty.text).toBe(200);
    expect(empty.body).toEqual({ started_at: '2025-01-15T12:00:00.000Z', staked: '0.00', returned: '0.00', net: '0.00', currency: 'TND', reality_check_minutes: null });
    const session = await gameSession(ctx.demo);
    sb.clock.advance(MINUTE);
    await force(2);
    expect((await round(session, '5.00')).status).toBe(200); // 5 staked, 10 back
    await force(0);
    expect((await round(session, '2.00')).status).toBe(200); // 2 staked, nothing back
    const res = await summary(ctx.demo);
    expect(res.body).toMatchObject({ staked: '7.00', returned: '10.00', net: '3.00' });
    // A later login counts from its own start.
    sb.clock.advance(MINUTE);
    const later = (await sb.login('demo')).access;
    expect((await summary(later)).body).toMatchObject({ started_at: '2025-01-15T12:02:00.000Z', staked: '0.00', net: '0.00' });
    expect(claims(later).fam).not.toBe(claims(ctx.demo).fam);
  });

  it("gives the player's reality-check interval, bounded by the jurisdiction's required one", async () => {
    await sb.call('POST', '/sandbox/api/rg/jurisdiction', { body: { code: 'ukgc' } });
    expect((await summary(ctx.demo)).body.reality_check_minutes).toBe(60);
    await setLimit('reality_check_minutes', 20);
    expect((await summary(ctx.demo)).body.reality_check_minutes).toBe(20);
    await sb.call('POST', '/sandbox/api/rg/jurisdiction', { body: { code: 'none' } });
    expect((await summary(ctx.demo)).body.reality_check_minutes).toBe(20);
  });

  it('needs a signed-in player', async () => {
    expect((await sb.call('GET', '/api/users/rg/session/')).status).toBe(401);
  });
});
