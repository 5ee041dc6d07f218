import { fileURLToPath } from 'node:url';
import path from 'node:path';

/** The repository root, resolved from this file so `npm start` works from any working directory. */
export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/**
 * `GAME_SESSION_TTL` default: a signed-in player's game session lives minutes, not hours, from its start
 * or its last renewal (never past its login's end). The frame holds its token as a bearer credential (it
 * cannot hold the login's DPoP key), so a copy must die soon after our page stops renewing it
 * (docs/security.md "Tokens the frames hold"). 600 s is the sportsbook token's lifetime and two access
 * tokens': the page renews at 80 %, which leaves two minutes of retries before a game ends.
 */
export const GAME_SESSION_TTL_S = 600;

export interface Config {
  /** Access token lifetime, seconds. */
  accessTtl: number;
  /** Refresh token lifetime, seconds. */
  refreshTtl: number;
  /** `refresh_shift` claim: the client renews this many seconds before the access token expires. */
  refreshShift: number;
  /**
   * Absolute lifetime of a login (token family), seconds from sign-in: refreshes cannot extend a login
   * past it, and no token of the family expires later (docs/api.md "Tokens").
   */
  sessionMaxAge: number;
  /** Lifetime of a signed-in player's game session, seconds from its start or last renewal (GAME_SESSION_TTL_S). */
  gameSessionTtl: number;
  /** Lifetime of the one-time launch token in a game URL, seconds. */
  gameLaunchTtl: number;
  /**
   * `SPORT_TOKEN_TTL_S`: lifetime of a sportsbook integration token, seconds from its issue (never past
   * its login's end; docs/contracts/sportsbook.md §1, docs/api.md "Sportsbook").
   */
  sportTokenTtlS: number;
  /**
   * `DPOP`: `optional` (default) binds tokens to the client's key when it sends DPoP proofs and keeps
   * serving unbound tokens to clients that do not (old clients, curl); `required` refuses token requests
   * and API calls without a proof (docs/security.md).
   */
  dpop: 'optional' | 'required';
  /**
   * The path prefix in front of the sandbox's routes as browsers address them (a reverse proxy mounting
   * it under a sub-path; the browser tests use `/__sandbox/<n>`): DPoP proofs name the URL the browser saw.
   */
  mountPath: string;
  /** HS256 secret; when absent a random one is generated once per database and kept there. */
  jwtSecret?: string;
  port: number;
  partnerPort: number;
  /**
   * `HOST`: the interface to listen on; undefined = the loopback interfaces only (127.0.0.1 and ::1), so
   * nothing but this machine reaches the sandbox (docs/api.md "Sandbox control"). main.ts warns when it is
   * not loopback.
   */
  host?: string;
  /** `SANDBOX_CONTROL`: `on` (default) serves the control plane `/sandbox/api/*`; `off` removes it (404). */
  control: boolean;
  /**
   * Origins allowed to call the control plane besides the sandbox's own (http://localhost, 127.0.0.1 and
   * [::1] on PORT and PARTNER_PORT, PUBLIC_URL's origin, HOST's): for a sandbox embedded in another
   * server, e.g. the browser tests' dev server. Not read from the environment.
   */
  controlOrigins: string[];
  /**
   * `PARTNER_ORIGINS` (comma-separated origins): the partners' pages a game's `return_url` may lead back to,
   * besides the sandbox's own origins (docs/security.md "What the sandbox enforces"; docs/api.md "Game
   * sessions").
   */
  partnerOrigins: string[];
  /**
   * `API_ORIGINS` (comma-separated exact origins): the pages on other hosts that may call the API from a
   * browser (CORS), besides any http://localhost, 127.0.0.1 or [::1] origin, for a sandbox shared as a
   * staging backend (docs/operators.md "CORS"; http/cors.ts).
   */
  apiOrigins: string[];
  /** `postgres://…` selects PostgreSQL, `memory://` an in-memory PGlite, unset a PGlite in dataDir. */
  databaseUrl?: string;
  dataDir: string;
  /** Origin written into e-mail texts (the links list keeps bare paths). */
  publicUrl: string;
  /** Skip the automatic widget build in main.ts. */
  skipBuild: boolean;
  /**
   * `RG_TIME_ZONE` (IANA zone, default Africa/Tunis): the responsible-gaming limits count calendar days,
   * weeks from Monday and months in this zone (docs/contracts/responsible-gaming.md §1,
   * services/rg-periods.ts).
   */
  rgTimeZone: string;
}

type Env = Record<string, string | undefined>;

function int(env: Env, name: string, fallback: number, min: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  // Fail at start rather than serve tokens with NaN lifetimes.
  if (!Number.isInteger(value) || value < min) {
    throw new Error(`${name} must be an integer >= ${min}, got "${raw}"`);
  }
  return value;
}

function dpopMode(raw: string | undefined): Config['dpop'] {
  if (raw === undefined || raw === '' || raw === 'optional') return 'optional';
  if (raw === 'required') return 'required';
  throw new Error(`DPOP must be "optional" or "required", got "${raw}"`);
}

/** An IANA time zone the runtime knows; a typo fails at start instead of counting limits in UTC. */
function timeZone(env: Env, name: string, fallback: string): string {
  const raw = env[name] || fallback;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: raw });
  } catch {
    throw new Error(`${name} must be an IANA time zone such as Africa/Tunis, got "${raw}"`);
  }
  return raw;
}

function onOff(env: Env, name: string): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '' || raw === 'on') return true;
  if (raw === 'off') return false;
  throw new Error(`${name} must be "on" or "off", got "${raw}"`);
}

/** 127.0.0.0/8, ::1 and localhost: only this machine reaches them. */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  return bare === 'localhost' || bare === '::1' || /^127(\.\d{1,3}){3}$/.test(bare) || bare === '::ffff:127.0.0.1';
}

/** A comma-separated list of http(s) origins (`https://partner.example`, no path). */
function origins(env: Env, name: string): string[] {
  return (env[name] ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean)
    .map((value) => {
      const url = URL.canParse(value) ? new URL(value) : null;
      if (!url || !/^https?:$/.test(url.protocol) || url.href !== `${url.origin}/`) {
        throw new Error(`${name} must list http(s) origins such as https://partner.example, got "${value}"`);
      }
      return url.origin;
    });
}

export function loadConfig(env: Env = process.env): Config {
  const port = int(env, 'PORT', 8080, 0);
  return {
    accessTtl: int(env, 'ACCESS_TTL', 300, 1),
    refreshTtl: int(env, 'REFRESH_TTL', 86_400, 1),
    refreshShift: int(env, 'REFRESH_SHIFT', 60, 0),
    sessionMaxAge: int(env, 'SESSION_MAX_AGE', 30 * 86_400, 1),
    gameSessionTtl: int(env, 'GAME_SESSION_TTL', GAME_SESSION_TTL_S, 1),
    gameLaunchTtl: int(env, 'GAME_LAUNCH_TTL', 120, 1),
    sportTokenTtlS: int(env, 'SPORT_TOKEN_TTL_S', 600, 1),
    dpop: dpopMode(env.DPOP),
    mountPath: (env.MOUNT_PATH || '').replace(/\/+$/, ''),
    jwtSecret: env.JWT_SECRET || undefined,
    port,
    // PORT + 1 (8081 by default): the QA and partner pages derive one origin from the other this way.
    partnerPort: int(env, 'PARTNER_PORT', port + 1, 0),
    host: env.HOST || undefined,
    control: onOff(env, 'SANDBOX_CONTROL'),
    controlOrigins: [],
    partnerOrigins: origins(env, 'PARTNER_ORIGINS'),
    apiOrigins: origins(env, 'API_ORIGINS'),
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(repoRoot, env.DATA_DIR || '.data'),
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, ''),
    skipBuild: env.SKIP_BUILD === '1' || env.SKIP_BUILD === 'true',
    rgTimeZone: timeZone(env, 'RG_TIME_ZONE', 'Africa/Tunis'),
  };
}

/**
 * Defaults (not the environment) overridden by the given fields; undefined fields keep the default.
 * For embedding the sandbox in tests: `resolveConfig({ accessTtl: 5 })`.
 */
export function resolveConfig(partial: Partial<Config> = {}): Config {
  const defined = Object.fromEntries(Object.entries(partial).filter(([, value]) => value !== undefined));
  return { ...loadConfig({}), ...defined };
}

/** Directories served as static files; tests point these at temporary folders. */
export interface StaticRoots {
  dist: string;
  site: string;
  qa: string;
  partner: string;
  assets: string;
}

export function defaultStaticRoots(root = repoRoot): StaticRoots {
  return {
    dist: path.join(root, 'dist'),
    site: path.join(root, 'demo/site'),
    qa: path.join(root, 'demo/qa'),
    partner: path.join(root, 'demo/partner'),
    assets: path.join(root, 'demo/assets'),
  };
}
