import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import type { Deps } from '../deps';
import type { AppEnv } from '../http/env';
import { cacheableJson } from '../http/cacheable';
import { ApiError, notFound } from '../http/errors';
import { idempotent, moneyTx } from '../http/idempotency';
import { jsonBody, queryOf, withoutBlanks } from '../http/validation';
import { providerCsp } from '../http/security-headers';
import { generatedSvg, serveFrom } from '../http/static';
import { encodedEtag, etagMatches, negotiateEncoding } from '../http/compress';
import { renderGameImage } from '../services/game-image';
import {
  addFavourite,
  freeSpinInfo,
  gameById,
  launchSession,
  listFavourites,
  catalogueReader,
  listProducers,
  playRound,
  removeFavourite,
  resolveProvider,
  sessionInfo,
  slotsHistory,
  startSession,
  type SessionMode,
} from '../services/games';
import type { Integration } from '../seeds/games';
import { cashOut, crashHistory, crashRoundState, placeCrashBet } from '../services/crash';
import { gameSessionRg } from '../services/game-rg';
import { checkCanStake } from '../services/rg-enforce';
import { renewGameSession } from '../services/game-renewal';
import { assertWithinSessionLimit } from '../services/rg-session';
import { gameSessionKeys } from '../services/idempotency';
import { allowedOrNull, checkReturnUrl, returnOrigins } from '../services/return-url';
import { pageLang } from '../games/common/money.js';
import { TABLE_PAGES, tablePageHtml } from './table-page';

type Auth = { required: MiddlewareHandler<AppEnv>; optional: MiddlewareHandler<AppEnv> };

const platform = z.enum(['desktop', 'mobile']).default('desktop');
const providerParam = z.string().trim().min(1).max(64);
export const hubList = withoutBlanks(
  z.object({
    provider: providerParam.optional(),
    platform,
    page: z.coerce.number().int().min(1).max(1_000_000).default(1),
    page_size: z.coerce.number().int().min(1).max(1000).default(100),
  }),
);
/** The direct and live lists' queries and the direct session's body (also the backend contract's, contract/operations.ts). */
export const directList = withoutBlanks(
  z.object({
    provider: providerParam.optional(),
    platform,
    offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
    limit: z.coerce.number().int().min(1).max(1000).default(100),
  }),
);
export const liveList = withoutBlanks(z.object({ provider: providerParam.optional(), platform }));

// Its origin is checked against the configured ones when the session starts (services/return-url.ts).
const returnUrl = z.string().trim().max(2000).optional();
const clientType = z.enum(['desktop', 'mobile']).default('desktop');
// The player's language: the game page shows its texts and money in it (fr when absent or unknown).
const lang = z.string().trim().max(10).optional();
export const sessionBody = z.object({ provider: providerParam, game: z.string().trim().min(1).max(100), return_url: returnUrl, client_type: clientType, lang });
export const directBody = z.object({
  provider: providerParam.default('pragmatic'),
  GameId: z.string().trim().min(1).max(100),
  return_url: returnUrl,
  client_type: clientType,
  lang,
});
/** A favourite to add or remove (also the backend contract's, contract/operations.ts). */
export const favouriteInput = z.object({ provider: providerParam, game_id: z.string().trim().min(1).max(100) });
const isoDate = z
  .string()
  .trim()
  .refine((v) => /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(v) && !Number.isNaN(Date.parse(v)), { message: 'An ISO 8601 date.' })
  .transform((v) => new Date(v));
/** GET /api/users/slots-history/ (also the backend contract's, contract/operations.ts). */
export const slotsHistoryQuery = withoutBlanks(
  z.object({
    date_from: isoDate.optional(),
    date_to: isoDate.optional(),
    page: z.coerce.number().int().min(1).max(1_000_000).default(1),
    page_size: z.coerce.number().int().min(1).max(100).default(10),
    producer: providerParam.optional(),
  }),
);
const launchBody = z.object({ launch_token: z.string().trim().min(1).max(200) });
/** POST /api/integrations/game-session/renew (also the backend contract's, contract/operations.ts). */
export const renewBody = z.object({ renew_token: z.string().trim().min(1).max(200) });
/**
 * A guest's demo session: no login renews it, no money or player behind it (a copy plays only play
 * money), so it lives the long lifetime a demo game needs (docs/api.md "Slots and games" §3).
 */
export const GUEST_DEMO_TTL_S = 4 * 3600;
const roundBody = z.object({ bet: z.union([z.string(), z.number()]).transform((v) => String(v).trim()).pipe(z.string().regex(/^\d{1,6}(\.\d{1,2})?$/, 'An amount with up to 2 decimals.')).refine((v) => Number(v) > 0, { message: 'The bet must be above 0.' }).optional() });

/**
 * The game pages' folders under `/sandbox/games/`: `common` holds what every page loads (../games/common/),
 * the others one page per kind of game (services/games.ts PAGE_OF_TYPE picks one for a session).
 */
const GAME_PAGES = ['common', 'slot', 'crash', 'live', 'virtual'];
const GAMES_ROOT = fileURLToPath(new URL('../games/', import.meta.url));

const originOf = (c: Context) => new URL(c.req.url).origin;

/** The game covers: public, cached a day, any origin (app.ts mounts them before the API middleware). */
export function gameImageRoutes(deps: Deps) {
  const r = new Hono();
  r.get('/:file{[0-9]{1,9}\\.svg}', async (c) => {
    const game = await gameById(deps.db, Number(c.req.param('file').replace(/\.svg$/, '')));
    if (!game) return notFound(c);
    const svg = renderGameImage(game);
    // Deterministic art: its hash is a strong validator, so a cover revalidated after a day is a 304.
    // compression() sends the brotli or gzip body with its own ETag ("…-br"): either one matches.
    const etag = `"${createHash('sha256').update(svg).digest('base64url').slice(0, 22)}"`;
    const encoded = encodedEtag(etag, negotiateEncoding(c.req.header('Accept-Encoding')));
    const asked = c.req.header('If-None-Match');
    const cors = { 'Access-Control-Allow-Origin': '*' };
    if (etagMatches(asked, encoded) || etagMatches(asked, etag))
      return c.body(null, 304, { ...cors, ETag: etagMatches(asked, encoded) ? encoded : etag, 'Cache-Control': 'public, max-age=86400' });
    return generatedSvg(c, svg, 86_400, { ...cors, ETag: etag });
  });
  return r;
}

/** The operator's side: producers, the three integrations, favourites, free spins, slots history. */
export function gameRoutes(deps: Deps, auth: Auth) {
  const r = new Hono<AppEnv>();
  const now = () => new Date(deps.clock.now());
  const allowedReturn = returnOrigins(deps.config);

  r.get('/services/game-catalog/producer', async (c) => cacheableJson(c, await listProducers(deps.db)));

  const listPage = catalogueReader(deps.db);

  // Lists: one shape per integration. The catalogue is the same for every player and language (the URL
  // names the provider, platform and page): public, short-lived, with an ETag (http/cacheable.ts).
  r.get('/api/integrations/hub/games/', queryOf(hubList), async (c) => {
    const q = c.req.valid('query');
    const provider = await resolveProvider(deps.db, q.provider, 'hub');
    const { total, games } = await listPage(provider, q.platform, { limit: q.page_size, offset: (q.page - 1) * q.page_size });
    const next = q.page * q.page_size < total ? q.page + 1 : null;
    return cacheableJson(c, { count: total, page: q.page, page_size: q.page_size, next, games });
  });
  r.get('/services/direct/games', queryOf(directList), async (c) => {
    const q = c.req.valid('query');
    const provider = await resolveProvider(deps.db, q.provider, 'direct');
    const { total, games } = await listPage(provider, q.platform, { limit: q.limit, offset: q.offset });
    return cacheableJson(c, { total, offset: q.offset, limit: q.limit, games });
  });
  r.get('/api/integrations/live/games/', queryOf(liveList), async (c) => {
    const q = c.req.valid('query');
    const provider = await resolveProvider(deps.db, q.provider, 'live');
    return cacheableJson(c, { games: (await listPage(provider, q.platform, { limit: null, offset: 0 })).games });
  });

  // Sessions: the URL comes back in the integration's own field.
  const start = (integration: Integration, mode: SessionMode, field: 'data' | 'gameURL' | 'game_url') => async (c: Context<AppEnv>) => {
    const body = (await c.req.json().catch(() => ({}))) as unknown;
    const input =
      integration === 'direct'
        ? await directBody.parseAsync(body).then((b) => ({ provider: b.provider, game: b.GameId, return_url: b.return_url, client_type: b.client_type, lang: b.lang }))
        : await sessionBody.parseAsync(body);
    // A signed-in player's session belongs to the login (the access token's family) and ends with it.
    const started = now();
    const familyId = c.get('claims')?.fam ?? null;
    // A login's session lives GAME_SESSION_TTL and our page renews it (renew below); a guest's demo has
    // no login to renew it and moves no money, so it keeps the long lifetime.
    const ttlS = familyId ? deps.config.gameSessionTtl : GUEST_DEMO_TTL_S;
    let expiresAt = new Date(started.getTime() + ttlS * 1000);
    if (familyId) {
      const loginEnd = await deps.tokens.loginEndsAt(deps.db, familyId);
      if (!loginEnd) throw new ApiError(401, 'token_not_valid', undefined, 'session revoked');
      if (loginEnd < expiresAt) expiresAt = loginEnd;
      // Past the player's session limit no game opens until they sign in again (403;
      // docs/contracts/responsible-gaming.md §2).
      await assertWithinSessionLimit(deps.db, c.get('user')!.id, familyId, started);
    }
    // A real-money game does not open while a wager or loss limit has nothing left (403 with
    // the limit and when it resets: the lobby says so rather than the game refusing every round).
    const player = c.get('user');
    if (mode === 'real' && player) {
      await deps.db.transaction((tx) => checkCanStake(tx, player.id, started, { timeZone: deps.config.rgTimeZone }));
    }
    const { url, renewToken } = await startSession(
      deps.db,
      {
        integration,
        provider: input.provider,
        gameId: input.game,
        mode,
        clientType: input.client_type,
        returnUrl: input.return_url ? checkReturnUrl(input.return_url, allowedReturn) : null,
        userId: c.get('user')?.id ?? null,
        origin: originOf(c),
        familyId,
        expiresAt,
        launchExpiresAt: new Date(started.getTime() + deps.config.gameLaunchTtl * 1000),
        // The key the access token is bound to (auth verified its proof): the renewal must prove it too.
        jkt: c.get('claims')?.cnf?.jkt ?? null,
      },
      started,
    );
    const gameUrl = input.lang ? `${url}&lang=${pageLang(input.lang)}` : url;
    // For our page only (the frame gets the URL): how long the session lives and the handle that renews it.
    const renewal = renewToken ? { renew_token: renewToken, expires_in: Math.max(0, Math.floor((expiresAt.getTime() - started.getTime()) / 1000)) } : {};
    c.header('Cache-Control', 'no-store');
    return c.json({ [field]: gameUrl, ...renewal });
  };
  const validated = (schema: z.ZodType) => jsonBody(schema);
  r.post('/api/integrations/hub/session/', auth.required, validated(sessionBody), start('hub', 'real', 'data'));
  r.post('/api/integrations/hub/session/demo/', auth.optional, validated(sessionBody), start('hub', 'demo', 'data'));
  r.post('/api/integrations/hub/session/freespin/', auth.required, validated(sessionBody), start('hub', 'freespin', 'data'));
  r.post('/services/direct/game/start', auth.required, validated(directBody), start('direct', 'real', 'gameURL'));
  r.post('/services/direct/game/demo', auth.optional, validated(directBody), start('direct', 'demo', 'gameURL'));
  r.post('/api/integrations/live/session/', auth.required, validated(sessionBody), start('live', 'real', 'game_url'));

  // Our page keeps the frame's short session alive (docs/api.md "Slots and games" §3): the login's access
  // token with its DPoP proof (auth.required) and the start answer's renew_token.
  r.post('/api/integrations/game-session/renew', auth.required, jsonBody(renewBody), async (c) => {
    const familyId = c.get('claims').fam;
    const loginEnd = await deps.tokens.loginEndsAt(deps.db, familyId);
    if (!loginEnd) throw new ApiError(401, 'token_not_valid', undefined, 'session revoked');
    const who = { userId: c.get('user').id, familyId, jkt: c.get('claims').cnf?.jkt ?? null };
    const renewed = await deps.db.transaction((tx) =>
      renewGameSession(tx, c.req.valid('json').renew_token, who, deps.config.gameSessionTtl, loginEnd, now()),
    );
    c.header('Cache-Control', 'no-store');
    return c.json(renewed);
  });

  // Favourites.
  r.get('/api/users/favouritegames/', auth.required, async (c) => c.json(await listFavourites(deps.db, c.get('user').id)));
  r.post('/api/users/favouritegames/', auth.required, jsonBody(favouriteInput), async (c) => {
    const { created, item } = await addFavourite(deps.db, c.get('user').id, c.req.valid('json'), now());
    return c.json(item, created ? 201 : 200);
  });
  r.delete('/api/users/favouritegames/', auth.required, async (c) => {
    const fromQuery = { provider: c.req.query('provider'), game_id: c.req.query('game_id') };
    const body = fromQuery.provider || fromQuery.game_id ? fromQuery : await c.req.json().catch(() => ({}));
    const parsed = favouriteInput.safeParse(body);
    if (!parsed.success) {
      throw new ApiError(400, 'invalid', undefined, 'provider and game_id are required', [
        { field: 'provider', code: 'required', message: 'This field is required.' },
      ]);
    }
    return c.json(await removeFavourite(deps.db, c.get('user').id, parsed.data));
  });

  r.get('/api/users/freespin-session/', auth.required, async (c) => c.json(await freeSpinInfo(deps.db, c.get('user'))));
  r.get('/api/users/slots-history/', auth.required, queryOf(slotsHistoryQuery), async (c) =>
    c.json(await slotsHistory(deps.db, c.get('user').id, c.req.valid('query'))),
  );

  return r;
}

/**
 * The game page and its API, on the sandbox origin (`/sandbox/games/…`): the page exchanges the launch
 * token of its URL for the session once, then the session token is the credential.
 */
export function gamePageRoutes(deps: Deps) {
  const r = new Hono<AppEnv>();
  // The game page runs framed by the lobby on the sandbox's own origins (those a game may return to),
  // under the providers' strict policy (http/security-headers.ts).
  const allowedReturn = returnOrigins(deps.config);
  const headers = { 'Cache-Control': 'no-cache', 'Content-Security-Policy': providerCsp(allowedReturn), 'X-Content-Type-Options': 'nosniff' };
  r.get('/slot', (c) => c.redirect(`/sandbox/games/slot/${new URL(c.req.url).search}`, 301));
  for (const page of TABLE_PAGES) {
    for (const path of [`/${page}/`, `/${page}/index.html`]) r.get(path, async (c) => c.html(await tablePageHtml(page), 200, headers));
  }
  for (const page of GAME_PAGES) {
    r.get(`/${page}/*`, async (c) => (await serveFrom(c, `${GAMES_ROOT}${page}/`, c.req.path.slice(`/sandbox/games/${page}`.length), headers)) ?? notFound(c));
  }

  // The page checks return_url again before it navigates (docs/security.md "Open redirects"), with the
  // same rule and list.
  const forPage = <T extends { return_url: string | null }>(info: T) => ({
    ...info,
    return_url: allowedOrNull(info.return_url, allowedReturn),
    return_origins: allowedReturn,
  });
  r.post('/api/launch', jsonBody(launchBody), async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(forPage(await launchSession(deps.db, c.req.valid('json').launch_token, new Date(deps.clock.now()))));
  });
  r.get('/api/sessions/:token', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(forPage(await sessionInfo(deps.db, c.req.param('token'), new Date(deps.clock.now()))));
  });
  // The player's limits as the page shows them, read on opening and after each settled round
  // (services/game-rg.ts).
  r.get('/api/sessions/:token/rg', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await gameSessionRg(deps.db, c.req.param('token'), new Date(deps.clock.now()), { timeZone: deps.config.rgTimeZone }));
  });
  // A round's key belongs to its game session (a guest's demo has no player); required, one per press.
  const roundKeys = idempotent(deps, { required: true, owner: (c) => gameSessionKeys(c.req.param('token') ?? '') });
  const noStore: MiddlewareHandler = async (c, next) => {
    c.header('Cache-Control', 'no-store'); // replays and refusals too
    await next();
  };
  r.post('/api/sessions/:token/rounds', noStore, roundKeys, jsonBody(roundBody), async (c) => {
    const input = { key: c.req.header('Idempotency-Key')!, bet: c.req.valid('json').bet };
    return c.json(await playRound(moneyTx(c), c.req.param('token'), input, new Date(deps.clock.now()), { timeZone: deps.config.rgTimeZone }));
  });

  // Crash games (services/crash.ts, docs/api.md "Crash rounds"): the bet and the cash-out move money, each
  // with its own required key; the page reads a flying round and the history strip.
  const roundId = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
  const crashRound = (c: Context) => roundId.parse({ id: c.req.param('id') }).id;
  r.post('/api/sessions/:token/crash/bets', noStore, roundKeys, jsonBody(roundBody), async (c) => {
    const input = { key: c.req.header('Idempotency-Key')!, bet: c.req.valid('json').bet };
    return c.json(await placeCrashBet(moneyTx(c), c.req.param('token'), input, new Date(deps.clock.now()), { timeZone: deps.config.rgTimeZone }));
  });
  r.post('/api/sessions/:token/crash/rounds/:id/cashout', noStore, roundKeys, async (c) =>
    c.json(await cashOut(moneyTx(c), c.req.param('token'), crashRound(c), new Date(deps.clock.now()))),
  );
  r.get('/api/sessions/:token/crash/rounds', noStore, async (c) => c.json(await crashHistory(deps.db, c.req.param('token'), new Date(deps.clock.now()))));
  r.get('/api/sessions/:token/crash/rounds/:id', noStore, async (c) =>
    c.json(await crashRoundState(deps.db, c.req.param('token'), crashRound(c), new Date(deps.clock.now()))),
  );
  return r;
}
