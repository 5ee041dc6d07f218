import path from 'node:path';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { systemClock, type Clock } from './clock';
import { defaultStaticRoots, resolveConfig, type Config, type StaticRoots } from './config';
import { openDatabase, type Db } from './db';
import type { Deps } from './deps';
import { createFaults, type Faults } from './faults';
import { createRequestLog, type RequestLog } from './request-log';
import { createAuth } from './http/auth';
import { bodyLimits } from './http/body-limit';
import { controlGuard, controlOrigins } from './http/control-guard';
import { apiCors, gameCors } from './http/cors';
import type { AppEnv } from './http/env';
import { handleError, notFound } from './http/errors';
import { faultMiddleware } from './http/faults';
import { logMiddleware } from './http/log';
import { compression } from './http/compress';
import { distCacheHeaders, PUBLIC_STATIC } from './http/dist-cache';
import { partnerCsp, QA_CSP, securityHeaders } from './http/security-headers';
import { noStoreUnlessSet } from './http/cacheable';
import { sitePageSource } from './http/site-page';
import { firstPaint } from './http/site-lcp';
import { fileResponse, resolveFile, serveFrom, sourceResponse, wantsHtml } from './http/static';
import { accountRoutes } from './routes/accounts';
import { bonusRoutes } from './routes/bonus';
import { bookmakerSettingsRoutes } from './routes/bookmaker-settings';
import { contentRoutes } from './routes/content';
import { cryptoRoutes } from './routes/crypto';
import { documentRoutes, sandboxDocumentRoutes } from './routes/documents';
import { gameImageRoutes, gamePageRoutes, gameRoutes } from './routes/games';
import { jackpotRoutes } from './routes/jackpots';
import { openApiRoutes } from './routes/openapi';
import { paymentPageRoutes } from './routes/payment-pages';
import { sportPageRoutes } from './routes/sport-pages';
import { paymentHistoryRoutes } from './routes/payment-history';
import { paymentRoutes } from './routes/payments';
import { referralRoutes } from './routes/referral';
import { rgLimitRoutes, sandboxRgLimitRoutes } from './routes/rg-limits';
import { rgExclusionRoutes } from './routes/rg-exclusion';
import { rgSessionRoutes } from './routes/rg-session';
import { sandboxRoutes } from './routes/sandbox';
import { sandboxTableRoutes, tableGameRoutes } from './routes/table-games';
import { sandboxBonusRoutes } from './routes/sandbox-bonus';
import { sandboxCashierRoutes } from './routes/sandbox-cashier';
import { sandboxPaymentRoutes } from './routes/sandbox-payments';
import { sandboxSessionRoutes } from './routes/sandbox-sessions';
import { sandboxRgExclusionRoutes } from './routes/sandbox-rg-exclusion';
import { settingsRoutes } from './routes/settings';
import { sandboxSportRoutes } from './routes/sandbox-sport';
import { sportRoutes } from './routes/sport';
import { sportDataRoutes } from './routes/sport-data';
import { statementRoutes } from './routes/statement';
import { transferRoutes } from './routes/transfers';
import { userProfileRoutes } from './routes/user-profile';
import { userInfoRoutes } from './routes/user-info';
import { wheelImageRoutes, wheelRoutes } from './routes/wheel';
import { prepareDatabase } from './seed';
import { createTokens } from './services/tokens';

export interface AppOptions {
  db: Db;
  /** Missing fields take the defaults of docs/api.md (not the environment: main.ts passes loadConfig()). */
  config?: Partial<Config>;
  clock?: Clock;
  /** Static directories; default the repository's dist/ and demo/ folders. */
  roots?: Partial<StaticRoots>;
  faults?: Faults;
  log?: RequestLog;
}

/**
 * Paths the operator's API and content host own: faults, logging and JSON 404s apply here, never the
 * site fallback. The content host's `/carousel/` and `/slide/` are served on this origin too.
 */
const API_PREFIXES = ['/api/', '/services/', '/carousel/', '/slide/'];
const RESERVED_PREFIXES = [...API_PREFIXES, '/sandbox/', '/dist/'];
const RESERVED_BARE = ['/api', '/services', '/carousel', '/slide'];

const SOFTION_FRAME_CALLS = ['session/create', 'session/create/test', 'player/balance', 'ticket/placement', 'ticket/status'].map(
  (p) => `/api/integrations/softion/${p}`,
);

// no-store unless the route chose its own caching (http/cacheable.ts: the catalogue and the content answers).
const noStore = noStoreUnlessSet;

const anyOrigin: MiddlewareHandler = async (c, next) => {
  await next();
  c.header('Access-Control-Allow-Origin', '*');
};

const PAGE_STATIC = { 'Cache-Control': 'no-cache' };

/**
 * The reference site runs under a strict policy: no inline script or style, nothing from another
 * origin (docs/conventions.md §2.5: styles only through adopted stylesheets). Only the site: the QA page and the
 * partner page have their own (http/security-headers.ts). `blob:` (identity documents): the
 * preview of the photo the player chose (an object URL of their own file) and the HEIC decoder's worker,
 * which heic-to starts from a blob of its own code (widgets/profile/kyc/heic.ts).
 */
export const SITE_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data: blob:; connect-src 'self'; font-src 'self'; " +
  "frame-src 'self'; worker-src 'self' blob:; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'self'";
const SITE_STATIC = { ...PAGE_STATIC, 'Content-Security-Policy': SITE_CSP };
const QA_STATIC = { ...PAGE_STATIC, 'Content-Security-Policy': QA_CSP };

/** What /health says, so nobody mistakes this server for an operator's. */
export const SANDBOX_WARNING = 'Sandbox API: not for real money';

const stripPrefix = (c: Context, prefix: string) => c.req.path.slice(prefix.length);

/** The main origin (PORT): API, sandbox control, bundles and demo pages. No listening: tests use app.request(). */
export function createApp(options: AppOptions) {
  const clock = options.clock ?? systemClock;
  const config = resolveConfig(options.config);
  const roots = { ...defaultStaticRoots(), ...options.roots };
  const faults = options.faults ?? createFaults(() => clock.now());
  const log = options.log ?? createRequestLog(200);
  const deps: Deps = { db: options.db, config, clock, tokens: createTokens({ db: options.db, config, clock }) };
  const auth = createAuth(deps, faults);

  const app = new Hono<AppEnv>();
  app.onError(handleError);
  app.notFound(notFound);
  // Before everything else, so nosniff reaches every answer: redirects, 404s, errors and faults included.
  app.use('*', securityHeaders());
  // Outermost but one, so it sees every answer as sent (CORS, no-store and fault answers included): brotli or gzip
  // for generated text (API JSON, SVGs, pages); the static files pick their own encoding (http/static.ts).
  app.use('*', compression());
  // 413 before any route reads a body (docs/api.md "Abuse controls"): 64 KB, more only for document uploads.
  app.use('*', bodyLimits());

  app.get('/health', noStore, async (c) => {
    await deps.db.query('SELECT 1');
    // Plainly a sandbox, to anyone who finds the port; `control` tells the QA page whether /sandbox/api exists.
    return c.json({ status: 'ok', db: deps.db.kind, sandbox: true, control: config.control, warning: SANDBOX_WARNING });
  });

  // The wheel's present icons: before the API middleware, which would make them no-store and
  // localhost-only (they are cached an hour and open to any origin). Logged, and faults apply (QA
  // delays them to show the wheel waiting for its images).
  app.use('/services/wheel/images/*', anyOrigin, logMiddleware(log, () => clock.now()), faultMiddleware(faults));
  app.route('/services/wheel/images', wheelImageRoutes());
  // The game covers, likewise (cached a day, any origin).
  app.use('/services/game-catalog/images/*', logMiddleware(log, () => clock.now()), faultMiddleware(faults));
  app.route('/services/game-catalog/images', gameImageRoutes(deps));

  // The sportsbook frames (opaque origins, no access token) make the Softion provider calls with their
  // integration token: CORS as the game pages, before the API's (which would refuse "null"). Only these
  // paths: the bearer calls under the same base (history, cancel) keep the API's CORS.
  for (const p of SOFTION_FRAME_CALLS) for (const path of [p, `${p}/`]) app.use(path, gameCors());
  // CORS first, so preflights are answered before faults, and fault answers still carry the headers.
  // Slide images set their own (long) caching: only the content JSON is no-store.
  const api = apiCors(config.apiOrigins);
  for (const prefix of ['/api/*', '/services/*']) {
    app.use(prefix, api, noStore);
  }
  // The control plane: only the sandbox's own pages (and curl on this machine), JSON only; or nothing at all
  // with SANDBOX_CONTROL=off (docs/api.md "Sandbox control"; http/control-guard.ts). The guard runs before
  // CORS, so a foreign origin's preflight is refused too.
  if (config.control) app.use('/sandbox/api/*', controlGuard(controlOrigins(config)), api, noStore);
  app.use('/carousel/*', api, noStore);
  app.use('/slide/*', api);
  app.use('/slide/', noStore);
  for (const prefix of ['/api/*', '/services/*', '/carousel/*', '/slide/*']) {
    app.use(prefix, logMiddleware(log, () => clock.now()), faultMiddleware(faults));
  }

  app.route('/api/accounts', accountRoutes(deps, auth.required));
  app.route('/api/referral', referralRoutes(deps, auth.required));
  app.route('/api', settingsRoutes(deps, auth.optional));
  app.route('/api/jackpot', jackpotRoutes(deps, auth.optional));
  app.route('/api/bonus-system', bonusRoutes(deps, auth.required));
  app.route('/api/user', userProfileRoutes(deps, auth.required));
  app.route('/api/users', userInfoRoutes(deps, auth.required));
  app.route('/api/users', bookmakerSettingsRoutes(deps, auth.required));
  app.route('/api/users', statementRoutes(deps, auth.required));
  app.route('/api/users', documentRoutes(deps, auth.required));
  app.route('/api/users', rgLimitRoutes(deps, auth.required));
  app.route('/api/users', rgExclusionRoutes(deps, auth.required));
  app.route('/api/users', rgSessionRoutes(deps, auth.required));
  app.route('/api/backoffice', transferRoutes(deps, auth.required));
  app.route('/services/wheel', wheelRoutes(deps, auth));
  app.route('/services/crypto-pay', cryptoRoutes(deps, auth.required));
  app.route('/api/backoffice/payments', paymentRoutes(deps, auth));
  app.route('/services/facade/history', paymentHistoryRoutes(deps, auth));
  app.route('/', contentRoutes(deps));
  app.route('/', gameRoutes(deps, auth));
  app.route('/api/integrations', sportRoutes(deps, auth));
  // The playable slot page and its round API (the provider's side, loaded by the session URL).
  app.use('/sandbox/games/*', gameCors());
  app.route('/sandbox/games', gamePageRoutes(deps));
  app.route('/sandbox/games', tableGameRoutes(deps));
  // The simulated payment providers' pages and their servers (they call the casino back, signed). The
  // cashier frames them without allow-same-origin (docs/conventions.md §2.10), so, like the games, their module
  // script and their calls come from an opaque origin ("null"): CORS as the game pages.
  app.use('/sandbox/payments/*', gameCors());
  app.route('/sandbox/payments', paymentPageRoutes(deps));
  // The simulated sportsbooks' servers (docs/contracts/sportsbook.md): the frames' data under
  // /sandbox/sport/api; their pages are mounted beside it under /sandbox/sport/{sft,dgt}/.
  app.use('/sandbox/sport/api/*', gameCors());
  app.route('/sandbox/sport/api', sportDataRoutes(deps));
  // The simulated sportsbooks' pages (docs/contracts/sportsbook.md), framed by <casino-sportsbook> without
  // allow-same-origin: their module scripts and style load from an opaque origin ("null"), hence the games'
  // CORS.
  app.use('/sandbox/sport/assets/*', gameCors());
  app.route('/sandbox/sport', sportPageRoutes(deps, { dist: roots.dist }));
  if (config.control) app.route('/sandbox/api/payments', sandboxPaymentRoutes(deps));
  if (config.control) app.route('/sandbox/api', sandboxRoutes(deps, faults, log));
  if (config.control) app.route('/sandbox/api', sandboxCashierRoutes(deps));
  if (config.control) app.route('/sandbox/api/documents', sandboxDocumentRoutes(deps));
  if (config.control) app.route('/sandbox/api', sandboxBonusRoutes(deps));
  if (config.control) app.route('/sandbox/api', sandboxSessionRoutes(deps));
  if (config.control) app.route('/sandbox/api/sport', sandboxSportRoutes(deps));
  if (config.control) app.route('/sandbox/api', sandboxRgLimitRoutes(deps));
  if (config.control) app.route('/sandbox/api', sandboxRgExclusionRoutes(deps));
  if (config.control) app.route('/sandbox/api', sandboxTableRoutes(deps));

  // The backend contract, machine-readable (docs/operators.md "The backend contract").
  app.route('/', openApiRoutes());

  app.get('/dist/*', async (c) => {
    const file = await resolveFile(roots.dist, stripPrefix(c, '/dist'));
    if (!file) return notFound(c);
    // By where the file is, not by how the URL spells it.
    return fileResponse(c, file, distCacheHeaders(path.relative(roots.dist, file)));
  });
  app.get('/demo-assets/*', async (c) => (await serveFrom(c, roots.assets, stripPrefix(c, '/demo-assets'), PUBLIC_STATIC)) ?? notFound(c));
  // Relative URLs inside the QA and partner pages need the trailing slash.
  app.get('/qa', (c) => c.redirect('/qa/', 301));
  app.get('/qa/*', async (c) => (await serveFrom(c, roots.qa, stripPrefix(c, '/qa'), QA_STATIC)) ?? notFound(c));
  app.get('/partner', (c) => c.redirect('/partner/', 301));
  const partnerStatic = { ...PAGE_STATIC, 'Content-Security-Policy': partnerCsp(controlOrigins(config)) };
  app.get('/partner/*', async (c) => (await serveFrom(c, roots.partner, stripPrefix(c, '/partner'), partnerStatic)) ?? notFound(c));

  // The reference site: its files at their path, and every other page URL answered with index.html
  // (history routing: /profile/bets must survive a reload), with the modulepreload links of its entry's
  // chunks and the chunks its page opens with added (http/site-page.ts).
  // The page's largest image (a banner's first slide) preloaded from its head, and on a phone painted from
  // its body until the carousel has painted it (http/site-lcp.ts).
  const sitePage = sitePageSource(roots.site, roots.dist, (carousel) => firstPaint(deps.db, carousel));
  const servePage = async (c: Context) => {
    const page = await sitePage(c.req.path);
    return page ? sourceResponse(c, page, SITE_STATIC) : notFound(c);
  };
  app.get('*', async (c) => {
    const urlPath = c.req.path;
    if (RESERVED_PREFIXES.some((p) => urlPath.startsWith(p)) || RESERVED_BARE.includes(urlPath)) return notFound(c);
    if (urlPath === '/index.html') return servePage(c);
    if (urlPath !== '/') {
      const file = await serveFrom(c, roots.site, urlPath, SITE_STATIC);
      if (file) return file;
    }
    if (!wantsHtml(c)) return notFound(c);
    return servePage(c);
  });

  return app;
}

/**
 * The partner origin (PARTNER_PORT): only the partner page and its files, nothing of the API. `config`
 * names the casino's origins its policy allows (the main origin's: PORT, PUBLIC_URL…).
 */
export function createPartnerApp(options: { roots?: Partial<StaticRoots>; config?: Partial<Config> } = {}) {
  const roots = { ...defaultStaticRoots(), ...options.roots };
  const headers = { ...PAGE_STATIC, 'Content-Security-Policy': partnerCsp(controlOrigins(resolveConfig(options.config))) };
  const app = new Hono();
  app.onError(handleError);
  app.notFound(notFound);
  app.use('*', securityHeaders());
  app.get('*', async (c) => (await serveFrom(c, roots.partner, c.req.path, headers)) ?? notFound(c));
  return app;
}

/**
 * A complete sandbox on an in-memory database, migrated and seeded: for tests that embed it (unit
 * tests, the browser tests' dev server). Each call is independent; `close()` frees the database.
 * `template`: a database file to start from (db.ts writeDatabaseTemplate), migrated, and also seeded at
 * the options' clock when `seeded` says so (then it is opened as it is).
 */
export async function createMemorySandbox({ template, seeded = false, ...options }: Omit<AppOptions, 'db'> & { template?: string; seeded?: boolean } = {}) {
  const db = await openDatabase({ url: 'memory://', template });
  if (!seeded) await prepareDatabase(db, new Date((options.clock ?? systemClock).now()));
  const app = createApp({ ...options, db });
  return { app, db, close: () => db.close() };
}
