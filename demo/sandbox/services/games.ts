/**
 * Game catalogue, favourites, sessions, rounds, free spins and the slots history (docs/api.md
 * "Slots and games"; spec money §3–§5, §7). Every money movement of a round goes through the wallet.
 */
import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { Db, Queryable } from '../db';
import { ApiError } from '../http/errors';
import { formatDate } from './bonus-history';
import { fromCents, toCents } from './money';
import { capWin, checkStake, playerLimits, stakesWithin, type PlayerLimits } from './limits';
import { checkStake as checkRgStake, DEFAULT_RG } from './rg-enforce';
import type { RgContext } from './rg-limits';
import { assertWithinSessionLimit } from './rg-session';
import { lockBalances, moveAll, notEnoughMoney, type Movement, type Transaction } from './wallet';
import type { Integration } from '../seeds/games';
import { THEME_ART } from './game-art';

export const PROVIDER_NOT_FOUND = 'Provider not found in configuration';

export interface ProducerRow {
  name: string;
  integration: Integration;
  canonical: string;
  active: boolean;
}

/** The server's provider for `name` (its own name or the canonical one); 404 provider_not_found otherwise. */
export async function resolveProvider(q: Queryable, name: string | undefined, integration?: Integration): Promise<ProducerRow> {
  const wanted = (name ?? '').trim().toLowerCase();
  const { rows } = await q.query<ProducerRow>(
    'SELECT name, integration, canonical, active FROM producers WHERE name = $1 OR canonical = $1 LIMIT 1',
    [wanted],
  );
  const found = rows[0];
  if (!found || (integration && found.integration !== integration)) {
    throw new ApiError(404, 'provider_not_found', PROVIDER_NOT_FOUND, `no provider "${wanted}"${integration ? ` in integration ${integration}` : ''}`);
  }
  return found;
}

export async function listProducers(q: Queryable) {
  const { rows } = await q.query<{ name: string; active: boolean; integration: string }>(
    'SELECT name, active, integration FROM producers ORDER BY position',
  );
  return { producers: rows.map((r) => ({ name: r.name, active: r.active, integrations: [r.integration] })) };
}

interface GameDbRow {
  id: number;
  integration: Integration;
  provider: string;
  game_id: string;
  name: string;
  description: string;
  slug: string;
  game_type: string;
  drops_and_wins: boolean;
  categories: string[];
  live_groups: string[];
  has_demo_mode: boolean;
  has_free_spins: boolean;
  is_default: boolean;
  desktop_only: boolean;
}

const GAME_COLUMNS = `g.id, p.integration, g.provider, g.game_id, g.name, g.description, g.slug, g.game_type, g.drops_and_wins,
  g.categories, g.live_groups, g.has_demo_mode, g.has_free_spins, g.is_default, g.desktop_only`;

export const gameImagePath = (id: number) => `/services/game-catalog/images/${id}.svg`;

export function gameJson(r: GameDbRow) {
  return {
    id: r.id,
    integration: r.integration,
    provider: r.provider,
    game_id: r.game_id,
    name: r.name,
    description: r.description,
    image: gameImagePath(r.id),
    slug: r.slug,
    producer: r.provider,
    game_type: r.game_type,
    drops_and_wins: r.drops_and_wins,
    categories: r.categories,
    live_groups: r.live_groups,
    has_demo_mode: r.has_demo_mode,
    has_free_spins: r.has_free_spins,
    is_default: r.is_default,
    platforms: r.desktop_only ? ['desktop'] : ['desktop', 'mobile'],
  };
}
export type GameJson = ReturnType<typeof gameJson>;

/** One page of a provider's list (`limit` null: all of it) and the total for that platform. */
export async function listGames(
  q: Queryable,
  provider: ProducerRow,
  platform: 'desktop' | 'mobile',
  page: { limit: number | null; offset: number },
): Promise<{ total: number; games: GameJson[] }> {
  const mobileOnly = platform === 'mobile' ? 'AND NOT g.desktop_only' : '';
  const [count, list] = await Promise.all([
    q.query<{ n: number }>(`SELECT count(*)::int AS n FROM games g WHERE g.provider = $1 ${mobileOnly}`, [provider.name]),
    q.query<GameDbRow>(
      `SELECT ${GAME_COLUMNS} FROM games g JOIN producers p ON p.name = g.provider
        WHERE g.provider = $1 ${mobileOnly} ORDER BY g.position, g.id LIMIT $2 OFFSET $3`,
      [provider.name, page.limit, page.offset],
    ),
  ]);
  return { total: count.rows[0].n, games: list.rows.map(gameJson) };
}

type GamesPage = Awaited<ReturnType<typeof listGames>>;

/**
 * listGames for one sandbox, each page read from the database once: the catalogue is reference data,
 * seeded when the database is made and kept by a reset (seeds/games.ts seedCatalogue, seed.ts
 * RESET_KEPT_TABLES), and nothing writes it while the sandbox runs. A 1,000-game page costs ~30-50 ms of
 * PGlite and mapping, and the home page and the lobby read eight of them on every visit. A failed read is
 * forgotten; at most `maxPages` pages are kept (the URL chooses the page, so the oldest make room).
 */
export function catalogueReader(q: Queryable, maxPages = 64) {
  const pages = new Map<string, Promise<GamesPage>>();
  return (provider: ProducerRow, platform: 'desktop' | 'mobile', page: { limit: number | null; offset: number }): Promise<GamesPage> => {
    const key = JSON.stringify([provider.name, platform, page.limit, page.offset]);
    const kept = pages.get(key);
    if (kept) return kept;
    const reading = listGames(q, provider, platform, page);
    if (pages.size >= maxPages) pages.delete(pages.keys().next().value!);
    pages.set(key, reading);
    reading.catch(() => {
      if (pages.get(key) === reading) pages.delete(key);
    });
    return reading;
  };
}

/** A provider's game by its `game_id`; 404 provider_not_found / game_not_found. */
export async function findGame(q: Queryable, providerName: string | undefined, gameId: string, integration?: Integration): Promise<GameDbRow> {
  const provider = await resolveProvider(q, providerName, integration);
  const { rows } = await q.query<GameDbRow>(
    `SELECT ${GAME_COLUMNS} FROM games g JOIN producers p ON p.name = g.provider WHERE g.provider = $1 AND g.game_id = $2`,
    [provider.name, gameId],
  );
  if (!rows[0]) throw new ApiError(404, 'game_not_found', 'Game not found.', `no game "${gameId}" of ${provider.name}`);
  return rows[0];
}

/** What a game's cover is drawn from (services/game-image.ts): no name, it is not drawn. */
export async function gameById(q: Queryable, id: number) {
  const { rows } = await q.query<{ id: number; provider: string; name: string; game_type: string; categories: string[]; live_groups: string[] }>(
    'SELECT id, provider, name, game_type, categories, live_groups FROM games WHERE id = $1',
    [id],
  );
  return rows[0];
}

// ---------------------------------------------------------------------------------------------------
// Favourites

interface FavouriteRow {
  id: number;
  provider: string;
  game_id: string;
  integration: string;
  created_at: Date;
}
const favouriteJson = (r: FavouriteRow) => ({
  provider: r.provider,
  game_id: r.game_id,
  id: r.id,
  integration: r.integration,
  created_at: formatDate(new Date(r.created_at)),
});

export async function listFavourites(q: Queryable, userId: number) {
  const { rows } = await q.query<FavouriteRow>(
    `SELECT g.id, g.provider, g.game_id, p.integration, f.created_at FROM favourite_games f
       JOIN games g ON g.id = f.game JOIN producers p ON p.name = g.provider
      WHERE f.user_id = $1 ORDER BY f.created_at DESC, f.seq DESC`,
    [userId],
  );
  return { count: rows.length, results: rows.map(favouriteJson) };
}

export async function addFavourite(q: Queryable, userId: number, input: { provider: string; game_id: string }, now: Date) {
  const game = await findGame(q, input.provider, input.game_id);
  const inserted = await q.query(
    'INSERT INTO favourite_games (user_id, game, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING game',
    [userId, game.id, now.toISOString()],
  );
  const { rows } = await q.query<FavouriteRow>(
    `SELECT g.id, g.provider, g.game_id, p.integration, f.created_at FROM favourite_games f
       JOIN games g ON g.id = f.game JOIN producers p ON p.name = g.provider WHERE f.user_id = $1 AND f.game = $2`,
    [userId, game.id],
  );
  return { created: inserted.rows.length > 0, item: favouriteJson(rows[0]) };
}

export async function removeFavourite(q: Queryable, userId: number, input: { provider: string; game_id: string }) {
  const game = await findGame(q, input.provider, input.game_id);
  const { rows } = await q.query('DELETE FROM favourite_games WHERE user_id = $1 AND game = $2 RETURNING game', [userId, game.id]);
  if (!rows.length) throw new ApiError(404, 'not_found', 'Not a favourite.', `${game.provider}/${game.game_id} is not a favourite`);
  return { code: 'ok', message: 'Removed from favourites.' };
}

// ---------------------------------------------------------------------------------------------------
// Free spins

export interface GrantRow {
  id: number;
  game: number;
  provider: string;
  integration: string;
  game_id: string;
  spins_left: number;
  bet_amount: string;
  won_amount: string;
  currency: string;
  ended: boolean;
}

const GRANT_SELECT = `SELECT f.id, f.game, g.provider, p.integration, g.game_id, f.spins_left, f.bet_amount::text AS bet_amount,
  f.won_amount::text AS won_amount, f.currency, f.ended
  FROM free_spin_grants f JOIN games g ON g.id = f.game JOIN producers p ON p.name = g.provider`;

export async function freeSpinInfo(q: Queryable, user: { id: number; currency: string }) {
  const { rows } = await q.query<GrantRow>(`${GRANT_SELECT} WHERE f.user_id = $1 AND NOT f.ended ORDER BY f.id DESC LIMIT 1`, [user.id]);
  const g = rows[0];
  if (!g) {
    return {
      active: false, provider: null, integration: null, game_id: null, id: null, free_spin_left: 0, session_end: true,
      prize_amount: '0.00', prize_currency: user.currency, bet_amount: '0.00',
    };
  }
  return {
    active: g.spins_left > 0,
    provider: g.provider,
    integration: g.integration,
    game_id: g.game_id,
    id: g.game,
    free_spin_left: g.spins_left,
    session_end: g.spins_left === 0,
    prize_amount: g.won_amount,
    prize_currency: g.currency,
    bet_amount: g.bet_amount,
  };
}

/** QA: a new grant for the player, ending their unfinished ones. */
export async function grantFreeSpins(
  db: Db,
  input: { username: string; provider: string; game_id: string; count: number; bet_amount: string },
  now: Date,
) {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number; currency: string }>('SELECT id, currency FROM users WHERE lower(username) = lower($1)', [input.username]);
    if (!rows[0]) throw new ApiError(404, 'not_found', undefined, `no account "${input.username}"`);
    const game = await findGame(tx, input.provider, input.game_id);
    await tx.query('UPDATE free_spin_grants SET ended = true WHERE user_id = $1 AND NOT ended', [rows[0].id]);
    await tx.query(
      `INSERT INTO free_spin_grants (user_id, game, spins_total, spins_left, bet_amount, currency, created_at)
       VALUES ($1, $2, $3, $3, $4, $5, $6)`,
      [rows[0].id, game.id, input.count, input.bet_amount, rows[0].currency, now.toISOString()],
    );
    return freeSpinInfo(tx, rows[0]);
  });
}

export async function endFreeSpins(q: Queryable, username: string) {
  const { rows } = await q.query<{ id: number }>('SELECT id FROM users WHERE lower(username) = lower($1)', [username]);
  if (!rows[0]) throw new ApiError(404, 'not_found', undefined, `no account "${username}"`);
  const ended = await q.query('UPDATE free_spin_grants SET ended = true WHERE user_id = $1 AND NOT ended RETURNING id', [rows[0].id]);
  return { code: 'ok', message: 'Free spins ended.', ended: ended.rows.length };
}

// ---------------------------------------------------------------------------------------------------
// Sessions

export type SessionMode = 'real' | 'demo' | 'freespin';

export interface StartInput {
  integration: Integration;
  provider: string | undefined;
  gameId: string;
  mode: SessionMode;
  clientType: 'desktop' | 'mobile';
  returnUrl: string | null;
  userId: number | null;
  origin: string;
  /** The login the session belongs to and ends with; null only for a guest's demo. */
  familyId: string | null;
  /** When the session ends by itself (its lifetime, never past its login's end). */
  expiresAt: Date;
  /** Until when the game URL's launch token may be exchanged. */
  launchExpiresAt: Date;
  /** The DPoP key thumbprint (cnf.jkt) of the access token that started it: a renewal must prove it. */
  jkt: string | null;
}

export interface StartedSession {
  url: string;
  /** The renewal handle for our page (never in the URL): null for a guest's demo, which no login renews. */
  renewToken: string | null;
}

/**
 * The game page that plays each type of game (`/sandbox/games/<page>/`, served by routes/games.ts
 * `GAME_PAGES`): the session's URL decides the page, so the lobby, partners and free spins launch every
 * kind the same way. A type opens the slot page until its own folder (games/crash/, games/live/,
 * games/virtual/) is named here and in GAME_PAGES.
 */
export const PAGE_OF_TYPE: Record<string, string> = { slots: 'slot', crash: 'crash', live: 'live', virtual: 'virtual' };
export const gamePagePath = (gameType: string) => `/sandbox/games/${PAGE_OF_TYPE[gameType] ?? 'slot'}/`;

const newSecret = () => randomBytes(32).toString('base64url');
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * Creates a session and answers the game page's URL (the integration puts it in its own field). The URL
 * carries a one-time launch token, not the session: the game page exchanges it (`launchSession`), so a
 * URL that leaks (history, logs, a Referer, a shared link) is worth nothing once the game has opened.
 */
export async function startSession(db: Db, input: StartInput, now: Date): Promise<StartedSession> {
  return db.transaction(async (tx) => {
    const game = await findGame(tx, input.provider, input.gameId, input.integration);
    let grantId: number | null = null;
    if (input.mode === 'demo' && !game.has_demo_mode) {
      throw new ApiError(400, 'demo_not_available', 'This game has no demo mode.', `${game.provider}/${game.game_id} has no demo`);
    }
    if (input.mode === 'freespin') {
      const { rows } = await tx.query<{ id: number }>(
        'SELECT id FROM free_spin_grants WHERE user_id = $1 AND game = $2 AND NOT ended AND spins_left > 0 ORDER BY id DESC LIMIT 1',
        [input.userId, game.id],
      );
      if (!rows[0]) throw new ApiError(400, 'free_spins_not_available', 'No free spins for this game.', `no free spins on ${game.provider}/${game.game_id}`);
      grantId = rows[0].id;
    }
    const launch = newSecret();
    const renewToken = input.familyId ? newSecret() : null;
    await tx.query(
      `INSERT INTO game_sessions (token, user_id, game, mode, client_type, return_url, grant_id, created_at,
                                  family_id, expires_at, launch_hash, launch_expires_at, jkt, renew_hash)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
      [newSecret(), input.userId, game.id, input.mode, input.clientType, input.returnUrl, grantId, now.toISOString(),
        input.familyId, input.expiresAt.toISOString(), sha256(launch), input.launchExpiresAt.toISOString(),
        input.jkt, renewToken ? sha256(renewToken) : null],
    );
    return { url: `${input.origin}${gamePagePath(game.game_type)}?launch=${launch}`, renewToken };
  });
}

export interface SessionRow {
  token: string;
  user_id: number | null;
  game: number;
  mode: SessionMode;
  return_url: string | null;
  demo_balance: string;
  grant_id: number | null;
  currency: string | null;
  balance: string | null;
  expires_at: Date;
  launched_at: Date | null;
  family_id: string | null;
  family_revoked_at: Date | null;
  is_banned: boolean | null;
}

const sessionNotFound = (token: string) => new ApiError(404, 'session_not_found', 'Game session not found.', `no session "${token}"`);
export const sessionEnded = (detail: string) =>
  new ApiError(401, 'game_session_expired', 'The game session has ended. Open the game again from the lobby.', detail);

/**
 * A live session, or the documented refusal. A session ends by itself (`expires_at`) and with the login
 * it came from (revoked by logout, a password reset or refresh-reuse detection; a banned account).
 */
export async function loadSession(q: Queryable, token: string, now: Date, lock = false): Promise<SessionRow> {
  const { rows } = await q.query<SessionRow>(
    `SELECT s.token, s.user_id, s.game, s.mode, s.return_url, s.demo_balance::text AS demo_balance, s.grant_id,
            u.currency, u.balance::text AS balance, s.expires_at, s.launched_at, s.family_id,
            f.revoked_at AS family_revoked_at, u.is_banned
       FROM game_sessions s LEFT JOIN users u ON u.id = s.user_id LEFT JOIN token_families f ON f.id = s.family_id
      WHERE s.token = $1 ${lock ? 'FOR UPDATE OF s' : ''}`,
    [token],
  );
  const s = rows[0];
  // Never launched: nobody was given this token.
  if (!s || !s.launched_at) throw sessionNotFound(token);
  if (s.family_revoked_at) throw sessionEnded('the login this game session belongs to has ended');
  if (s.is_banned) throw sessionEnded('account banned');
  // The player's session limit ends every game of the login at its start + session_minutes
  // (403 session_limit_reached, not a plain expiry: the player must sign in again to play).
  if (s.user_id !== null && s.family_id) await assertWithinSessionLimit(q, s.user_id, s.family_id, now);
  if (s.expires_at.getTime() <= now.getTime()) throw sessionEnded('the game session has expired');
  return s;
}

/**
 * The game page's first call: the launch token of its URL, once, for the session (its token and what
 * the page shows). Unknown, used or expired: 401 launch_token_invalid.
 */
export async function launchSession(db: Db, launchToken: string, now: Date) {
  return db.transaction(async (tx) => {
    // One statement: two pages racing with one link cannot both get the session.
    const { rows } = await tx.query<{ token: string }>(
      `UPDATE game_sessions SET launched_at = $2
        WHERE launch_hash = $1 AND launched_at IS NULL AND launch_expires_at > $2 RETURNING token`,
      [sha256(launchToken), now.toISOString()],
    );
    if (!rows[0]) {
      throw new ApiError(401, 'launch_token_invalid', 'This game link was already used or has expired. Open the game again from the lobby.', 'launch token unknown, used or expired');
    }
    return sessionInfo(tx, rows[0].token, now);
  });
}

/**
 * The game's stakes: in TND for real money (converted to the player's currency and brought within the
 * limits, `stakesWithin`), as they are for demo play money. A round's bet must be one the session offers.
 */
export const BETS = ['0.50', '1.00', '2.00', '5.00'];
const DEMO_CURRENCY = 'FUN';

/** What the session offers: the grant's bet for free spins, the ladder within the limits for real money. */
function offeredBets(mode: SessionMode, grant: GrantRow | undefined, limits: PlayerLimits | undefined): string[] {
  if (mode === 'freespin') return [grant!.bet_amount];
  return limits ? stakesWithin(limits, BETS) : BETS;
}

/**
 * `lock`: FOR UPDATE, for a round that will count a spin down. Several sessions (tabs, reloads) may share
 * one grant and the session's own row lock does not cover it: without this, two rounds read the same
 * `spins_left` and the second decrement would break the table's CHECK, a 500 on PostgreSQL (docs/api.md
 * "Slots and games").
 * Locked, the second round reads the first one's count and gets the documented refusal.
 */
async function grantOf(q: Queryable, id: number | null, lock = false): Promise<GrantRow | undefined> {
  if (id === null) return undefined;
  return (await q.query<GrantRow>(`${GRANT_SELECT} WHERE f.id = $1${lock ? ' FOR UPDATE OF f' : ''}`, [id])).rows[0];
}

const limitsJson = (l: PlayerLimits) => {
  const amount = (v: bigint | undefined) => (v === undefined ? null : fromCents(v));
  return { min_bet: amount(l.minBet), max_bet: amount(l.maxBet), max_win: amount(l.maxWin) };
};

export async function sessionInfo(q: Queryable, token: string, now: Date) {
  const s = await loadSession(q, token, now);
  const game = await q.query<GameDbRow>(`SELECT ${GAME_COLUMNS} FROM games g JOIN producers p ON p.name = g.provider WHERE g.id = $1`, [s.game]);
  const g = game.rows[0];
  const grant = await grantOf(q, s.grant_id);
  const limits = s.mode === 'demo' ? undefined : await playerLimits(q, s.currency!);
  return {
    token: s.token,
    mode: s.mode,
    // What a page draws and plays: its type picks the page, the theme (the first category that has a
    // cover drawing, the one its cover draws: services/game-art.ts THEME_ART) its symbols and colours, the
    // live groups its table.
    game: {
      id: g.id, name: g.name, provider: g.provider, integration: g.integration, game_id: g.game_id,
      type: g.game_type, theme: g.categories.find((c) => Object.hasOwn(THEME_ART, c)) ?? null, live_groups: g.live_groups, has_free_spins: g.has_free_spins,
    },
    currency: s.mode === 'demo' ? DEMO_CURRENCY : s.currency,
    balance: s.mode === 'demo' ? s.demo_balance : s.balance,
    bets: offeredBets(s.mode, grant, limits),
    // The player's limits in the session's currency (absent for play money): max_win caps a round's pay.
    limits: limits ? limitsJson(limits) : null,
    free_spin_left: grant?.spins_left ?? 0,
    free_spin_bet: grant?.bet_amount ?? null,
    return_url: s.return_url,
  };
}

// ---------------------------------------------------------------------------------------------------
// Rounds

/** Multipliers and their weights (out of 100): the house keeps a little, as it should. */
const OUTCOMES: [number, number][] = [[0, 60], [0.5, 15], [2, 15], [5, 8], [20, 2]];
export const MULTIPLIERS = OUTCOMES.map(([m]) => m);
const SYMBOLS: Record<string, string[]> = {
  '20': ['seven', 'seven', 'seven'],
  '5': ['bar', 'bar', 'bar'],
  '2': ['cherry', 'cherry', 'cherry'],
  '0.5': ['cherry', 'cherry', 'lemon'],
};
const LOSING = [['lemon', 'bell', 'star'], ['bar', 'cherry', 'seven'], ['star', 'lemon', 'bar'], ['bell', 'seven', 'lemon']];

async function drawMultiplier(tx: Queryable): Promise<number> {
  const forced = await tx.query<{ m: string | null }>(
    `WITH old AS (SELECT next_multiplier FROM game_control WHERE id = 1 FOR UPDATE)
     UPDATE game_control SET next_multiplier = NULL FROM old WHERE game_control.id = 1 RETURNING old.next_multiplier::text AS m`,
  );
  const m = forced.rows[0]?.m;
  if (m !== null && m !== undefined) return Number(m);
  let ticket = randomInt(100);
  for (const [multiplier, weight] of OUTCOMES) {
    if (ticket < weight) return multiplier;
    ticket -= weight;
  }
  return 0;
}

export interface RoundJson extends RoundMoneyJson {
  round_id: number;
  symbols: string[];
  multiplier: number;
  free_spin_left: number;
}

/**
 * One round, on the request's transaction (`tx`: the route's moneyTx, so the round and its
 * Idempotency-Key answer commit together; `key` is recorded on the round). Real money: the bet must be
 * one the session offers and within min_bet, max_bet and max_transaction; the win is paid up to max_win
 * (services/limits.ts). Refusals are thrown, and the request's transaction drops what was written.
 */
export async function playRound(tx: Transaction, token: string, input: { key: string; bet: string | undefined }, now: Date, rg: RgContext = DEFAULT_RG): Promise<RoundJson> {
  const stake = await takeStake(tx, token, input.bet, now, rg);
  const { session: s, grant, betCents } = stake;
  const multiplier = await drawMultiplier(tx);
  const won = (betCents * BigInt(Math.round(multiplier * 2))) / 2n;
  const money = roundMoney(stake, won);
  const symbols = SYMBOLS[String(multiplier)] ?? LOSING[randomInt(LOSING.length)];

  const roundId = await insertRound(tx, stake, token, input.key, now, { win: money.paid, after: money.after });
  await moveRoundMoney(tx, s, token, roundId, stake.stakedCents, money.paid, now);
  if (grant) {
    await tx.query('UPDATE free_spin_grants SET spins_left = spins_left - 1, won_amount = won_amount + $2 WHERE id = $1', [
      grant.id,
      fromCents(money.paid),
    ]);
  }
  return { round_id: roundId, symbols, multiplier, ...money.answer, free_spin_left: grant ? grant.spins_left - 1 : 0 };
}

/** A round's stake, taken by takeStake: the session and grant locked, the bet checked, the balance read. */
export interface Stake {
  session: SessionRow;
  grant: GrantRow | undefined;
  limits: PlayerLimits | undefined;
  betCents: bigint;
  /** What leaves the balance: the bet, or nothing for a free spin. */
  stakedCents: bigint;
  before: bigint;
  currency: string;
}

/**
 * What every kind of round checks before its outcome is drawn: the session live and locked, the bet one
 * the session offers and within min_bet, max_bet and max_transaction (services/limits.ts), the balance
 * locked and enough, the player's wager and loss limits (docs/contracts/responsible-gaming.md; free spins
 * and demo stake nothing). A free-spin session's bet is its grant's. Refusals are thrown.
 */
export async function takeStake(tx: Transaction, token: string, bet: string | undefined, now: Date, rg: RgContext = DEFAULT_RG): Promise<Stake> {
  const s = await loadSession(tx, token, now, true);
  const grant = await grantOf(tx, s.grant_id, true);
  const limits = s.mode === 'demo' ? undefined : await playerLimits(tx, s.currency!);
  let betCents: bigint;
  if (s.mode === 'freespin') {
    if (!grant || grant.ended || grant.spins_left <= 0) throw new ApiError(400, 'free_spins_exhausted', 'No free spins left.', 'the free spins of this session are used up');
    betCents = toCents(grant.bet_amount);
  } else {
    if (bet === undefined) throw new ApiError(400, 'invalid', undefined, 'bet: required', [{ field: 'bet', code: 'required', message: 'This field is required.' }]);
    betCents = toCents(bet);
    if (limits) checkStake(limits, betCents);
    const offered = offeredBets(s.mode, grant, limits);
    if (!offered.includes(fromCents(betCents))) {
      throw new ApiError(400, 'bet_not_offered', 'This game does not offer that bet.', `bet ${fromCents(betCents)}, offered ${offered.join(', ')}`);
    }
  }

  let before: bigint;
  let currency: string;
  if (s.mode === 'demo') {
    before = toCents(s.demo_balance);
    currency = DEMO_CURRENCY;
  } else {
    const locked = (await lockBalances(tx, [s.user_id!])).get(s.user_id!)!;
    before = toCents(locked.balance);
    currency = s.currency!;
  }
  if (s.mode !== 'freespin' && before < betCents) {
    throw notEnoughMoney(`balance ${fromCents(before)} ${currency}, bet ${fromCents(betCents)}`);
  }
  if (s.mode === 'real') await checkRgStake(tx, s.user_id!, betCents, now, rg);
  return { session: s, grant, limits, betCents, stakedCents: s.mode === 'freespin' ? 0n : betCents, before, currency };
}

/** The round's row (the slots history reads it); `key` is the Idempotency-Key it was played with. */
export async function insertRound(tx: Queryable, stake: Stake, token: string, key: string, now: Date, end: { win: bigint; after: bigint }): Promise<number> {
  const s = stake.session;
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO game_rounds (session_token, user_id, game, mode, round_key, date, bet_amount, win_amount,
                              balance_before, balance_after, currency, status)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id`,
    [token, s.user_id, s.game, s.mode, key, now.toISOString(), fromCents(stake.betCents), fromCents(end.win),
      fromCents(stake.before), fromCents(end.after), stake.currency, end.win > 0n ? 'won' : 'lost'],
  );
  return rows[0].id;
}

/** A round answer's money fields (docs/api.md "Slots and games" §3, "Live tables and virtual sports"). */
export interface RoundMoneyJson {
  bet_amount: string;
  /** What was paid: the win, or max_win when the win was above it. */
  win_amount: string;
  /** True when max_win cut the win; `uncapped_win_amount` is then what the round made. */
  win_capped: boolean;
  uncapped_win_amount: string;
  balance_before: string;
  balance_after: string;
  currency: string;
  status: 'won' | 'lost';
}

/**
 * What a round of `stake` that made `won` cents pays (up to the player's max_win, services/limits.ts), the
 * balance after it, and its answer's money fields: one rule for a slot's and a table's round.
 */
export function roundMoney(
  stake: Pick<Stake, 'limits' | 'betCents' | 'stakedCents' | 'before' | 'currency'>,
  won: bigint,
): { paid: bigint; after: bigint; answer: RoundMoneyJson } {
  const { paid, capped } = stake.limits ? capWin(stake.limits, won) : { paid: won, capped: false };
  const after = stake.before - stake.stakedCents + paid;
  return {
    paid,
    after,
    answer: {
      bet_amount: fromCents(stake.betCents),
      win_amount: fromCents(paid),
      win_capped: capped,
      uncapped_win_amount: fromCents(won),
      balance_before: fromCents(stake.before),
      balance_after: fromCents(after),
      currency: stake.currency,
      status: paid > 0n ? 'won' : 'lost',
    },
  };
}

/**
 * A round's money: a demo session's play balance, or the wallet (a game_bet and a game_win movement
 * referencing the round, each only when not zero).
 */
export async function moveRoundMoney(
  tx: Transaction,
  s: { mode: SessionMode; user_id: number | null },
  token: string,
  roundId: number,
  stakedCents: bigint,
  winCents: bigint,
  now: Date,
): Promise<void> {
  if (s.mode === 'demo') {
    await tx.query('UPDATE game_sessions SET demo_balance = demo_balance - $2::numeric + $3::numeric WHERE token = $1', [token, fromCents(stakedCents), fromCents(winCents)]);
    return;
  }
  const reference = { type: 'game_round', id: roundId };
  const movements: Movement[] = [];
  if (stakedCents > 0n) movements.push({ userId: s.user_id!, wallet: 'balance', amount: fromCents(-stakedCents), reason: 'game_bet', reference, at: now });
  if (winCents > 0n) movements.push({ userId: s.user_id!, wallet: 'balance', amount: fromCents(winCents), reason: 'game_win', reference, at: now });
  if (movements.length) await moveAll(tx, movements);
}

// ---------------------------------------------------------------------------------------------------
// Slots history

export async function slotsHistory(
  q: Queryable,
  userId: number,
  filter: { date_from?: Date; date_to?: Date; page: number; page_size: number; producer?: string },
) {
  const producer = filter.producer ? (await resolveProvider(q, filter.producer)).name : null;
  const where = `r.user_id = $1 AND r.mode <> 'demo' AND ($2::timestamptz IS NULL OR r.date >= $2)
                 AND ($3::timestamptz IS NULL OR r.date < $3) AND ($4::text IS NULL OR g.provider = $4)`;
  const params = [userId, filter.date_from?.toISOString() ?? null, filter.date_to?.toISOString() ?? null, producer];
  const [count, list] = await Promise.all([
    q.query<{ n: number }>(`SELECT count(*)::int AS n FROM game_rounds r JOIN games g ON g.id = r.game WHERE ${where}`, params),
    q.query<{
      id: number; provider: string; game_id: string; name: string; date: Date; balance_before: string; balance_after: string;
      currency: string; status: string; bet_amount: string; win_amount: string; mode: string;
    }>(
      `SELECT r.id, g.provider, g.game_id, g.name, r.date, r.balance_before::text AS balance_before, r.balance_after::text AS balance_after,
              r.currency, r.status, r.bet_amount::text AS bet_amount, r.win_amount::text AS win_amount, r.mode
         FROM game_rounds r JOIN games g ON g.id = r.game WHERE ${where}
        ORDER BY r.date DESC, r.id DESC LIMIT $5 OFFSET $6`,
      [...params, filter.page_size, (filter.page - 1) * filter.page_size],
    ),
  ]);
  return {
    count: count.rows[0].n,
    results: list.rows.map((r) => ({
      id: r.id,
      provider: r.provider,
      game_id: r.game_id,
      game_name: r.name,
      date: formatDate(new Date(r.date)),
      balance_before: r.balance_before,
      balance_after: r.balance_after,
      currency: r.currency,
      status: r.status,
      bet_amount: r.bet_amount,
      win_amount: r.win_amount,
      type: r.mode,
    })),
  };
}

// ---------------------------------------------------------------------------------------------------
// QA control

export async function gameControl(q: Queryable) {
  const [control, counts] = await Promise.all([
    q.query<{ m: string | null; c: string | null }>('SELECT next_multiplier::text AS m, next_crash_point::text AS c FROM game_control WHERE id = 1'),
    q.query<{ provider: string; n: number }>('SELECT provider, count(*)::int AS n FROM games GROUP BY provider ORDER BY provider'),
  ]);
  const m = control.rows[0]?.m;
  const c = control.rows[0]?.c;
  return { next_multiplier: m === null || m === undefined ? null : Number(m), next_crash_point: c === null || c === undefined ? null : Number(c), counts: Object.fromEntries(counts.rows.map((r) => [r.provider, r.n])) };
}

export async function setNextMultiplier(q: Queryable, multiplier: number | null) {
  await q.query('UPDATE game_control SET next_multiplier = $1 WHERE id = 1', [multiplier]);
  return gameControl(q);
}
