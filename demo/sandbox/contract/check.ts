// The conformance run (docs/operators.md "The backend contract"): the spec's calls, made in the order a
// player's page makes them, against any backend with a test account; each answer validated against the
// OpenAPI document (contract/openapi.ts) by ajv, JSON Schema 2020-12 as OpenAPI 3.1 writes it. Read-only
// for the account's money: no spin, no deposit, no payout, no round in the game sessions it opens (the
// document describes them; a run must not pay). A write the account can take back is made and undone or
// changes nothing (a favourite added and removed, a limit, a detail or the language saved as it is, a
// notice acknowledged again); one it cannot (operations.ts `irreversible`) is sent only malformed, with
// an unknown link's token, or for an object that is not the account's (a ticket), and its success is
// listed as skipped.
// scripts/contract-check.mjs is its command line; tests/unit/sandbox/contract-check.test.ts runs it
// against a started sandbox.
import { createHash, randomUUID } from 'node:crypto';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import type { OpenApiDocument } from './openapi';

interface CheckOptions {
  base: string;
  user: string;
  password: string;
  document: OpenApiDocument;
  /** DPoP proofs on the token requests and bound calls, as the widgets send them (default true). */
  dpop?: boolean;
  fetch?: typeof fetch;
}

export interface CallResult {
  operationId: string;
  /** What was called, e.g. `GET /api/accounts/user (guest)`. */
  call: string;
  expected: number;
  status: number;
  differences: string[];
  /** The parsed answer (the tests hand it to the client's readers). */
  body: unknown;
  /** Not called: why (an irreversible write). */
  skipped?: string;
}

interface Step {
  operationId: string;
  label?: string;
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  /** Send the player's access token. */
  auth?: boolean;
  expected?: number;
}

type Operation = { operationId: string; responses: Record<string, { content?: Record<string, unknown> }> };

/** The document's operations by id, with where each sits in it (for ajv's JSON pointers). */
function operationsOf(document: OpenApiDocument) {
  const out = new Map<string, { path: string; method: string; op: Operation }>();
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, op] of Object.entries(methods)) out.set((op as Operation).operationId, { path, method, op: op as Operation });
  }
  return out;
}

const pointer = (...parts: string[]) => parts.map((p) => p.replaceAll('~', '~0').replaceAll('/', '~1')).join('/');

/** The access token's `cnf.jkt`: a token bound to a key goes as `DPoP`, any other as `Bearer`. */
function isBound(access: string): boolean {
  try {
    const claims = JSON.parse(Buffer.from(access.split('.')[1] ?? '', 'base64url').toString('utf8')) as { cnf?: { jkt?: unknown } };
    return typeof claims.cnf?.jkt === 'string';
  } catch {
    return false;
  }
}

/**
 * `(operationId, status, body) → differences`: the answer checked against the response the document
 * describes for that status (else its `default`), JSON Schema 2020-12 by ajv.
 */
export function answerValidator(document: OpenApiDocument) {
  const ops = operationsOf(document);
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
  ajv.addSchema(document as object, 'openapi.json');
  return (operationId: string, status: number, body: unknown): string[] => {
    const found = ops.get(operationId);
    if (!found) return [`the document has no operation ${operationId}`];
    const described = found.op.responses[String(status)] ? String(status) : 'default';
    const validate = ajv.getSchema(`openapi.json#/${pointer('paths', found.path, found.method, 'responses', described, 'content', 'application/json', 'schema')}`);
    if (!validate) return [`the document describes no answer ${status}`];
    if (validate(body)) return [];
    return (validate.errors ?? []).map(
      (e) => `${e.instancePath || '(body)'} ${e.message ?? 'invalid'}${e.params && 'allowedValues' in e.params ? `: ${JSON.stringify(e.params.allowedValues)}` : ''}`,
    );
  };
}

async function dpopKey(): Promise<{ privateKey: CryptoKey; jwk: JWK }> {
  const { privateKey, publicKey } = await generateKeyPair('ES256');
  return { privateKey, jwk: await exportJWK(publicKey) };
}

export async function runContractCheck(options: CheckOptions): Promise<CallResult[]> {
  const doFetch = options.fetch ?? fetch;
  const base = options.base.replace(/\/+$/, '');
  const ops = operationsOf(options.document);
  const validate = answerValidator(options.document);
  const key = options.dpop === false ? null : await dpopKey();
  const session: { access?: string; refresh?: string } = {};
  const results: CallResult[] = [];

  async function proof(method: string, url: string, access?: string) {
    if (!key) return undefined;
    const htu = url.split(/[?#]/)[0];
    const claims: Record<string, unknown> = { jti: randomUUID(), htm: method, htu, iat: Math.floor(Date.now() / 1000) };
    if (access) claims.ath = createHash('sha256').update(access).digest('base64url');
    return new SignJWT(claims).setProtectedHeader({ typ: 'dpop+jwt', alg: 'ES256', jwk: key.jwk }).sign(key.privateKey);
  }

  async function run(step: Step): Promise<CallResult> {
    const found = ops.get(step.operationId);
    if (!found) return missing(step.operationId, step.expected ?? 200);
    const method = found.method.toUpperCase();
    const path = found.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(step.params?.[name] ?? ''));
    const url = `${base}${path}${step.query ? `?${new URLSearchParams(step.query)}` : ''}`;
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (step.body !== undefined) headers['Content-Type'] = 'application/json';
    const tokenRequest = step.operationId === 'login' || step.operationId === 'refresh';
    const access = step.auth ? session.access : undefined;
    const bound = access !== undefined && key !== null && isBound(access);
    if (access) headers.Authorization = `${bound ? 'DPoP' : 'Bearer'} ${access}`;
    const dpop = tokenRequest ? await proof(method, url) : bound ? await proof(method, url, access) : undefined;
    if (dpop) headers.DPoP = dpop;

    const expected = step.expected ?? 200;
    const call = `${method} ${path}${step.label ? ` (${step.label})` : ''}`;
    const differences: string[] = [];
    let status = 0;
    let body: unknown;
    try {
      const res = await doFetch(url, { method, headers, body: step.body === undefined ? undefined : JSON.stringify(step.body) });
      status = res.status;
      const text = await res.text();
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        differences.push(`the answer is not JSON: ${text.slice(0, 80)}`);
      }
    } catch (error) {
      differences.push(`no answer: ${(error as Error).message}`);
    }
    if (status && status !== expected) differences.push(`status ${status}, expected ${expected}${body && typeof body === 'object' && 'code' in body ? ` (code ${String(body.code)})` : ''}`);
    if (status && !differences.some((d) => d.startsWith('the answer is not JSON'))) differences.push(...validate(step.operationId, status, body));
    const result = { operationId: step.operationId, call, expected, status, differences, body };
    results.push(result);
    return result;
  }

  /**
   * A call the document does not describe (an older copy given with --spec): a difference on its line,
   * and the run goes on.
   */
  function missing(operationId: string, expected: number): CallResult {
    const result = { operationId, call: operationId, expected, status: 0, differences: [`the document has no operation ${operationId}`], body: undefined };
    results.push(result);
    return result;
  }

  /** An irreversible write's success, listed and not made (operations.ts `irreversible`). */
  function skip(operationId: string) {
    const found = ops.get(operationId);
    if (!found) return void missing(operationId, 0);
    const call = `${found.method.toUpperCase()} ${found.path}`;
    results.push({ operationId, call, expected: 0, status: 0, differences: [], body: undefined, skipped: 'irreversible' });
  }

  const player = { auth: true };
  await run({ operationId: 'login', label: 'unknown account', body: { username: `contract-check-${randomUUID().slice(0, 8)}`, password: 'not-a-password' }, expected: 401 });
  const login = await run({ operationId: 'login', body: { username: options.user, password: options.password } });
  const signedIn = login.status === 200 && typeof (login.body as { access?: unknown })?.access === 'string';
  if (signedIn) Object.assign(session, login.body as { access: string; refresh: string });
  const refreshed = await run({ operationId: 'refresh', body: { refresh: session.refresh ?? '' }, expected: signedIn ? 200 : 400 });
  if (refreshed.status === 200) {
    const pair = refreshed.body as { access: string; refresh?: string | null };
    session.access = pair.access;
    session.refresh = pair.refresh ?? session.refresh;
  }
  await run({ operationId: 'user', label: 'no token', expected: 401 });
  const me = await run({ operationId: 'user', ...player });
  const info = await run({ operationId: 'userInfo', ...player });
  await run({ operationId: 'wheelPrizes', label: 'guest', query: { lang: 'fr' } });
  await run({ operationId: 'wheelPrizes', ...player, query: { lang: 'en' } });
  await run({ operationId: 'wheelSettings', ...player });
  const producers = await run({ operationId: 'producers' });
  // A hub list names its provider: the first active producer the catalogue routes through the hub.
  const hubProducer = (producers.body as { producers?: { name?: string; active?: boolean; integrations?: string[] }[] })?.producers?.find(
    (p) => p.active !== false && p.integrations?.includes('hub'),
  );
  const games = await run({ operationId: 'hubGames', query: { provider: hubProducer?.name ?? '', page_size: '5' } });
  const first = (games.body as { games?: { provider?: string; game_id?: string }[] })?.games?.[0];
  let renewToken: unknown;
  if (first?.provider && first.game_id) {
    const game = { provider: first.provider, game: first.game_id, client_type: 'desktop' };
    await run({ operationId: 'hubDemoSession', label: 'guest', body: game });
    // A player's session comes with the handle that renews it (docs/api.md "Slots and games" §3).
    renewToken = (await run({ operationId: 'hubDemoSession', label: 'player', body: game, ...player })).body;
  }
  for (const type of ['deposit', 'payout']) {
    await run({ operationId: 'paymentSystems', label: type, params: { type }, ...player });
    const listed = await run({ operationId: 'payments', label: type, params: { type }, query: { page_size: '5' }, ...player });
    const id = (listed.body as { results?: { id?: unknown }[] } | undefined)?.results?.[0]?.id;
    if (typeof id === 'number') await run({ operationId: 'payment', label: type, params: { type, id: String(id) }, ...player });
    await run({ operationId: 'payment', label: `${type}, not the account's`, params: { type, id: '2147483647' }, ...player, expected: 404 });
  }
  await run({ operationId: 'sportLogin', ...player });
  await run({ operationId: 'digitainLogin', ...player });
  await run({ operationId: 'onlinePaymentHistory', ...player, query: { page_size: '5' } });
  // The account's pages (docs/api.md): its statement and one movement of it, transfers, limits, documents,
  // the bonus lists and rules, the reality check's numbers; all read-only.
  const statement = await run({ operationId: 'statement', ...player, query: { page_size: '5' } });
  const movement = (statement.body as { results?: { id?: unknown }[] })?.results?.[0]?.id;
  if (typeof movement === 'number') await run({ operationId: 'statementRow', params: { id: String(movement) }, ...player });
  await run({ operationId: 'statementRow', label: 'not a movement of the account', params: { id: '2147483647' }, ...player, expected: 404 });
  // A transfer goes to the player's cashier (their parent): an account without one is refused the limits.
  const hasCashier = typeof (me.body as { parent?: unknown })?.parent === 'number';
  await run({ operationId: 'transferLimits', ...player, ...(hasCashier ? {} : { label: 'no cashier', expected: 403 }) });
  await run({ operationId: 'transfers', ...player, query: { page_size: '5' } });
  const limits = await run({ operationId: 'limits', ...player });
  await run({ operationId: 'selfExclusion', ...player });
  await run({ operationId: 'rgSession', ...player });
  await run({ operationId: 'documents', ...player });
  await run({ operationId: 'documentRules', ...player });
  const notices: Record<string, unknown> = {};
  for (const list of ['bonusbalance', 'cashback']) {
    notices[list] = (await run({ operationId: 'bonusHistory', label: list, params: { list }, query: { page_size: '5' }, ...player })).body;
  }
  await run({ operationId: 'exchangeRules', ...player });
  await run({ operationId: 'settings', label: 'guest' });
  await run({ operationId: 'settings', ...player });
  await run({ operationId: 'currencyList' });
  await run({ operationId: 'profileSummary', ...player });
  await run({ operationId: 'jackpots', label: 'guest' });
  await run({ operationId: 'jackpots', ...player });
  await run({ operationId: 'wheelHistory', ...player, query: { page_size: '5', lang: 'en' } });
  const favourites = await run({ operationId: 'favourites', ...player });
  const freeSpins = (await run({ operationId: 'freeSpinSession', ...player })).body as { active?: unknown; provider?: unknown; game_id?: unknown } | undefined;
  await sessions();
  await run({ operationId: 'slotsHistory', ...player, query: { page_size: '5' } });
  const preferences = await run({ operationId: 'bookmakerSettings', ...player });
  // Crypto's coins and a coin's bounds, referral, the banners (on the content host: here the API's base),
  // the sport tickets and one ticket's selections; an address only of a deposit the run does not make.
  const coins = await run({ operationId: 'cryptoCurrencies', ...player });
  const coinCode = (coins.body as { currencies?: { code?: unknown }[] } | undefined)?.currencies?.[0]?.code;
  if (typeof coinCode === 'string') await run({ operationId: 'cryptoMinAmount', label: coinCode, query: { currency: coinCode }, ...player });
  await run({ operationId: 'cryptoPayment', label: "not the account's", params: { id: '2147483647' }, ...player, expected: 404 });
  await run({ operationId: 'validateReferralCode', label: 'unknown code', query: { code: `contract-check-${randomUUID().slice(0, 8)}` }, expected: 400 });
  await run({ operationId: 'referralActivation', ...player });
  const carousels = await run({ operationId: 'carousels' });
  const carousel = (Array.isArray(carousels.body) ? (carousels.body as { id?: unknown }[]) : [])[0]?.id;
  await run({ operationId: 'slides' });
  if (typeof carousel === 'number') await run({ operationId: 'slides', label: `carousel ${carousel}`, query: { carousel_id: String(carousel) } });
  const tickets = await run({ operationId: 'betsHistory', ...player, query: { page_size: '5' } });
  const ticket = (tickets.body as { results?: { id?: unknown }[] } | undefined)?.results?.[0]?.id;
  if (ticket !== undefined) await run({ operationId: 'subBets', params: { id: String(ticket) }, ...player });
  await run({ operationId: 'subBets', label: "not the account's", params: { id: '2147483647' }, ...player, expected: 404 });
  await writes();
  await run({ operationId: 'logout', body: { refresh: session.refresh ?? '' }, ...player });
  return results;

  /**
   * The other game sessions (no money moves until a round is played, and a session ends on its own): a
   * real-money hub session, the free spins' when the account has some, and each of the direct and live
   * integrations' first game, listed then opened (docs/api.md "Slots and games").
   */
  async function sessions() {
    if (first?.provider && first.game_id) {
      await run({ operationId: 'hubSession', body: { provider: first.provider, game: first.game_id, client_type: 'desktop' }, ...player });
    }
    if (freeSpins?.active === true && typeof freeSpins.provider === 'string' && typeof freeSpins.game_id === 'string') {
      await run({ operationId: 'hubFreeSpinSession', body: { provider: freeSpins.provider, game: freeSpins.game_id, client_type: 'desktop' }, ...player });
    }
    await run({ operationId: 'hubSession', label: 'no game', body: { provider: first?.provider ?? 'x' }, ...player, expected: 400 });
    const producerOf = (integration: string) =>
      (producers.body as { producers?: { name?: string; active?: boolean; integrations?: string[] }[] })?.producers?.find(
        (p) => p.active !== false && p.integrations?.includes(integration),
      )?.name;
    const direct = producerOf('direct');
    if (direct) {
      const page = await run({ operationId: 'directGames', query: { provider: direct, limit: '5' } });
      const game = (page.body as { games?: { game_id?: string }[] } | undefined)?.games?.[0]?.game_id;
      if (game) {
        await run({ operationId: 'directDemoSession', label: 'guest', body: { provider: direct, GameId: game, client_type: 'desktop' } });
        await run({ operationId: 'directSession', body: { provider: direct, GameId: game, client_type: 'desktop' }, ...player });
      }
    }
    const live = producerOf('live');
    if (live) {
      const tables = await run({ operationId: 'liveGames', query: { provider: live } });
      const table = (tables.body as { games?: { game_id?: string }[] } | undefined)?.games?.[0]?.game_id;
      if (table) await run({ operationId: 'liveSession', body: { provider: live, game: table, client_type: 'desktop' }, ...player });
    }
  }

  /** The write calls, each left as the account had it (docs/operators.md "The backend contract"). */
  async function writes() {
    // A limit saved at its own value changes nothing (docs/api.md "PUT /api/users/limits/": the same value
    // drops that field's pending change, so only a field without one), and an empty PUT nothing either.
    const rg = limits.body as { limits?: Record<string, unknown>; pending?: Record<string, unknown> | null } | undefined;
    const calm = Object.entries(rg?.limits ?? {}).filter(([field]) => !rg?.pending?.[field]);
    const kept = calm.find(([, value]) => value !== null);
    await run({ operationId: 'putLimits', label: kept ? `${kept[0]} as it is` : 'no field', body: kept ? { [kept[0]]: kept[1] } : {}, ...player });
    await run({ operationId: 'putLimits', label: 'session_minutes out of range', body: { session_minutes: 1 }, ...player, expected: 400 });
    if (calm[0]) await run({ operationId: 'cancelPendingLimit', label: `${calm[0][0]}, nothing pending`, body: { field: calm[0][0] }, ...player });
    await run({ operationId: 'startExclusion', label: 'unknown duration', body: { kind: 'timeout', duration: 'forever' }, ...player, expected: 400 });
    skip('startExclusion');
    // The player's language saved as it is; a payout only refused (it may be paid before a cancel).
    const lang = (me.body as { lang?: unknown } | undefined)?.lang;
    if (typeof lang === 'string') await run({ operationId: 'updateUser', label: 'lang as it is', body: { lang }, ...player });
    await run({ operationId: 'updateUser', label: 'unknown language', body: { lang: 'not a language' }, ...player, expected: 400 });
    await run({ operationId: 'createPayout', label: 'amount 0', body: { amount: '0', payment_system: 'card' }, ...player, expected: 400 });
    skip('createPayout');
    // A notice already acknowledged, acknowledged again (nothing changes); one that is not the account's.
    for (const list of ['bonusbalance', 'cashback']) {
      const seen = (notices[list] as { results?: { id?: unknown; is_acknowledged?: unknown }[] } | undefined)?.results?.find((n) => n.is_acknowledged === true);
      if (typeof seen?.id === 'number') await run({ operationId: 'acknowledgeBonus', label: `${list}, already acknowledged`, params: { list, id: String(seen.id) }, ...player });
      await run({ operationId: 'acknowledgeBonus', label: `${list}, not the account's`, params: { list, id: '2147483647' }, ...player, expected: 404 });
    }
    // The flows of the e-mails: a link sent again, or a reset, to an address no account uses (the same
    // answer as for a known one); the links' tokens, and a registration, only refused.
    const nobody = { email: `contract-check-${randomUUID().slice(0, 8)}@example.invalid` };
    await run({ operationId: 'resendEmail', label: 'unknown address', body: nobody });
    await run({ operationId: 'passwordReset', label: 'unknown address', body: nobody });
    await run({ operationId: 'register', label: 'no fields', body: {}, expected: 400 });
    skip('register');
    const unknownToken = { token: randomUUID().replaceAll('-', '') };
    await run({ operationId: 'verifyEmail', label: 'unknown token', params: unknownToken, expected: 400 });
    skip('verifyEmail');
    const newPassword = { new_password1: 'Contract-Check-Unused-42', new_password2: 'Contract-Check-Unused-42' };
    await run({ operationId: 'confirmPasswordReset', label: 'unknown token', params: unknownToken, body: newPassword, expected: 400 });
    skip('confirmPasswordReset');
    await run({ operationId: 'cancelEmailChange', label: 'unknown token', params: unknownToken, expected: 400 });
    skip('cancelEmailChange');
    const city = (info.body as { city?: unknown } | undefined)?.city;
    if (typeof city === 'string') await run({ operationId: 'updateUserInfo', label: 'city as it is', body: { city }, ...player });
    await run({ operationId: 'updateUserInfo', label: 'unknown gender', body: { gender: 'x' }, ...player, expected: 400 });
    await run({ operationId: 'changePassword', label: 'no passwords', body: { old_password: '', new_password: '' }, ...player, expected: 400 });
    skip('changePassword');
    await run({ operationId: 'uploadDocument', label: 'not multipart', body: {}, ...player, expected: 400 });
    skip('uploadDocument');
    const currency = (me.body as { currency?: unknown } | undefined)?.currency;
    const recipient = (me.body as { parent?: unknown } | undefined)?.parent;
    await run({ operationId: 'createTransfer', label: 'amount 0', body: { amount: '0', currency, recipient_id: recipient ?? 1 }, ...player, expected: 400 });
    skip('createTransfer');
    await run({ operationId: 'exchangeBonus', label: 'amount 0', body: { amount: '0' }, ...player, expected: 400 });
    skip('exchangeBonus');
    await run({ operationId: 'activateReferral', label: 'no code', body: { code: '' }, ...player, expected: 400 });
    skip('activateReferral');
    for (const type of ['deposit', 'payout']) {
      await run({ operationId: 'cancelPayment', label: "not the account's", params: { type, id: '2147483647' }, ...player, expected: 404 });
    }
    // A game of the catalogue's page that is not a favourite yet: added, added again, removed.
    const already = new Set((favourites.body as { results?: { provider?: string; game_id?: string }[] } | undefined)?.results?.map((f) => `${f.provider}/${f.game_id}`));
    const listed = (games.body as { games?: { provider?: string; game_id?: string }[] } | undefined)?.games ?? [];
    const fresh = listed.find((g) => g.provider && g.game_id && !already.has(`${g.provider}/${g.game_id}`));
    if (fresh) {
      const favourite = { provider: fresh.provider!, game_id: fresh.game_id! };
      await run({ operationId: 'addFavourite', body: favourite, ...player, expected: 201 });
      await run({ operationId: 'addFavourite', label: 'again', body: favourite, ...player, expected: 200 });
      await run({ operationId: 'removeFavourite', query: favourite, ...player });
      await run({ operationId: 'removeFavourite', label: 'not a favourite', query: favourite, ...player, expected: 404 });
    }
    // The sportsbook preferences saved as they are.
    const { odds_format, sft_view, dgt_view } = (preferences.body ?? {}) as Record<string, unknown>;
    if (preferences.status === 200) await run({ operationId: 'putBookmakerSettings', label: 'as they are', body: { odds_format, sft_view, dgt_view }, ...player });
    await run({ operationId: 'putBookmakerSettings', label: 'unknown odds format', body: { odds_format: 'roman' }, ...player, expected: 400 });
    await run({ operationId: 'cancelTicket', label: "not the account's", params: { id: '2147483647' }, ...player, expected: 404 });
    skip('cancelTicket');
    await run({ operationId: 'cashoutQuote', label: "not the account's", params: { id: '2147483647' }, ...player, expected: 404 });
    // A sale requires its key (one per press): sent without one, refused before anything is read.
    await run({ operationId: 'cashOutTicket', label: 'without its Idempotency-Key', params: { id: '2147483647' }, body: { amount: '1.00' }, ...player, expected: 400 });
    skip('cashOutTicket');
    const renew = (renewToken as { renew_token?: unknown } | undefined)?.renew_token;
    if (typeof renew === 'string') await run({ operationId: 'renewGameSession', body: { renew_token: renew }, ...player });
    await run({ operationId: 'renewGameSession', label: 'unknown session', body: { renew_token: 'not-a-session' }, ...player, expected: 404 });
  }
}

/** The run as a table: one line a call, then each difference under its call. */
export function formatResults(results: readonly CallResult[]): string {
  const width = Math.max(...results.map((r) => r.call.length), 4);
  const lines = [`${'call'.padEnd(width)}  status  result`, `${'-'.repeat(width)}  ------  ------`];
  for (const r of results) {
    if (r.skipped) {
      lines.push(`${r.call.padEnd(width)}  ${'-'.padEnd(6)}  skipped (${r.skipped})`);
      continue;
    }
    lines.push(`${r.call.padEnd(width)}  ${String(r.status || '-').padEnd(6)}  ${r.differences.length ? `${r.differences.length} difference(s)` : 'ok'}`);
    for (const d of r.differences) lines.push(`${' '.repeat(width)}    - ${d}`);
  }
  const failed = results.filter((r) => r.differences.length).length;
  const skipped = results.filter((r) => r.skipped).length;
  lines.push('', `${results.length - skipped} calls, ${failed} with differences${skipped ? `, ${skipped} skipped (irreversible)` : ''}`);
  return lines.join('\n');
}
