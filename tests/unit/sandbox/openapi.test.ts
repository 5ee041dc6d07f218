// The backend contract (docs/operators.md "The backend contract"): /openapi.json is an OpenAPI 3.1 document
// with every operation of contract/operations.ts, its $refs resolve and ajv compiles each of its schemas;
// the sandbox's real answers to every described call validate against it, and the client's readers
// (src/api/*.ts) accept each of them: a schema the client would refuse, or an answer the document does not
// describe, fails here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { login, refreshTokens, toUser } from '@src/api/accounts';
import type { HttpClient } from '@src/api/client';
import { gamesApi, toFreeSpinInfo, toListPage, toProducers } from '@src/api/games-calls';
import { toBonusHistoryPage, toExchangeRules } from '@src/api/bonus';
import { documentsApi } from '@src/api/documents';
import { toBookmakerSettings } from '@src/api/bookmaker-settings';
import { toJackpots } from '@src/api/jackpots';
import { toActiveExclusion, toLimits } from '@src/api/limits';
import { toPage, toPayment, toPaymentAnswer, toPaymentSystems } from '@src/api/payments';
import { toProfileSummary } from '@src/api/profile';
import { toRgSession } from '@src/api/rg-session';
import { toCurrencyList, toSettings } from '@src/api/settings';
import { slotsHistoryApi } from '@src/api/slots-history';
import { toSportToken } from '@src/api/sport';
import { toStatementDetail, toStatementPage } from '@src/api/statement';
import { toTransfer, toTransferLimits } from '@src/api/transfers';
import { toUserInfo } from '@src/api/user-info';
import { toWheelPrizes, toWheelSettings, toWheelSpinResult } from '@src/api/wheel';
import { toWheelHistoryPage } from '@src/api/wheel-history';
import { answerValidator, runContractCheck, type CallResult } from '../../../demo/sandbox/contract/check';
import type { OpenApiDocument } from '../../../demo/sandbox/contract/openapi';
import { OPERATIONS } from '../../../demo/sandbox/contract/operations';
import { BOOT_TIMEOUT, bootSandbox, type Sandbox } from './helpers';

/** An HttpClient that answers `body`: the client's call runs its own reader on it. */
const answering = (body: unknown): HttpClient => ({ request: async (_req, convert) => convert(body), setAuthHooks: () => undefined });

/** How the client reads each operation's answer: the call itself where the reader is not exported. */
const READERS: Record<string, (body: unknown) => unknown> = {
  login: (body) => login(answering(body), 'demo', 'demo1234'),
  refresh: (body) => refreshTokens(answering(body), 'the previous refresh token'),
  // The client ignores the body (api/convert.ts ignoreBody): any JSON will do.
  logout: () => undefined,
  user: toUser,
  userInfo: toUserInfo,
  wheelPrizes: toWheelPrizes,
  wheelSettings: toWheelSettings,
  wheelSpin: toWheelSpinResult,
  producers: toProducers,
  hubGames: (body) => toListPage(body),
  hubDemoSession: (body) =>
    gamesApi(answering(body)).openSession({ provider: 'amatic', routeProvider: 'hub', additionalIntegrationGameId: 'am-0001' }, 'demo', {
      returnUrl: '',
      clientType: 'desktop',
    }),
  paymentSystems: toPaymentSystems,
  payments: toPage(toPayment, 'payments'),
  createDeposit: toPaymentAnswer,
  sportLogin: (body) => toSportToken(body, Date.now()),
  statement: (body) => toStatementPage(body),
  statementRow: toStatementDetail,
  transferLimits: toTransferLimits,
  transfers: toPage(toTransfer, 'transfers'),
  limits: toLimits,
  selfExclusion: toActiveExclusion,
  rgSession: toRgSession,
  documents: (body) => documentsApi(answering(body)).list(),
  documentRules: (body) => documentsApi(answering(body)).rules(),
  bonusHistory: (body) => toBonusHistoryPage(body),
  exchangeRules: toExchangeRules,
  settings: toSettings,
  currencyList: toCurrencyList,
  profileSummary: toProfileSummary,
  jackpots: toJackpots,
  wheelHistory: toWheelHistoryPage,
  favourites: (body) => gamesApi(answering(body)).favourites(),
  freeSpinSession: toFreeSpinInfo,
  slotsHistory: (body) => slotsHistoryApi(answering(body)).list(),
  bookmakerSettings: toBookmakerSettings,
};

let sb: Sandbox;
let document: OpenApiDocument;
beforeAll(async () => {
  sb = await bootSandbox();
  await sb.call('POST', '/sandbox/api/reset');
  const res = await sb.app.request('/openapi.json');
  expect(res.status).toBe(200);
  expect(res.headers.get('access-control-allow-origin')).toBe('*');
  document = (await res.json()) as OpenApiDocument;
}, BOOT_TIMEOUT);
afterAll(() => sb?.close());

/** Every `$ref` in the document, with where it is. */
function refsOf(node: unknown, at = '#'): [string, string][] {
  if (!node || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([key, value]) =>
    key === '$ref' && typeof value === 'string' ? [[at, value] as [string, string]] : refsOf(value, `${at}/${key}`),
  );
}

const resolve = (doc: unknown, ref: string): unknown =>
  ref
    .replace(/^#\//, '')
    .split('/')
    .map((p) => p.replaceAll('~1', '/').replaceAll('~0', '~'))
    .reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), doc);

describe('/openapi.json', () => {
  it('is OpenAPI 3.1 with every operation of the contract, each with its answer, its errors and a default', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.version).toMatch(/^\d+\.\d+\.\d+/);
    const paths = document.paths as Record<string, Record<string, { operationId: string; responses: Record<string, { content?: Record<string, { schema: unknown }> }> }>>;
    const listed = Object.entries(paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => `${method} ${path} ${op.operationId}`));
    expect(listed.sort()).toEqual(OPERATIONS.map((op) => `${op.method} ${op.path} ${op.operationId}`).sort());
    for (const op of OPERATIONS) {
      const responses = paths[op.path]![op.method]!.responses;
      expect(Object.keys(responses).sort(), op.operationId).toEqual([String(op.okStatus ?? 200), ...Object.keys(op.errors), 'default'].sort());
      for (const response of Object.values(responses)) expect(response.content?.['application/json']?.schema, op.operationId).toBeDefined();
    }
    // Each operation's id is unique: the runner and the client's readers find calls by it.
    expect(new Set(OPERATIONS.map((op) => op.operationId)).size).toBe(OPERATIONS.length);
  });

  it('resolves every $ref inside the document, and ajv compiles every schema in it', () => {
    const refs = refsOf(document);
    expect(refs.length).toBeGreaterThan(OPERATIONS.length);
    for (const [at, ref] of refs) {
      expect(ref, at).toMatch(/^#\//);
      expect(resolve(document, ref), `${at} → ${ref}`).toBeDefined();
    }
    const ajv = new Ajv2020({ strict: false, validateFormats: false });
    ajv.addSchema(document as object, 'openapi.json');
    for (const name of Object.keys(document.components.schemas)) {
      expect(() => ajv.getSchema(`openapi.json#/components/schemas/${name}`), name).not.toThrow();
    }
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, op] of Object.entries(methods as Record<string, { requestBody?: unknown }>)) {
        if (op.requestBody) {
          const at = `openapi.json#/paths/${path.replaceAll('/', '~1')}/${method}/requestBody/content/application~1json/schema`;
          expect(ajv.getSchema(at), `${method} ${path}`).toBeTypeOf('function');
        }
      }
    }
  });

  it('describes the request bodies the routes validate: a login needs a username and a password', () => {
    const body = (document.paths['/api/accounts/login/'] as Record<string, { requestBody: { content: Record<string, { schema: { required: string[] } }> } }>).post.requestBody
      .content['application/json']!.schema;
    expect(body.required.sort()).toEqual(['password', 'username']);
  });
});

describe("the sandbox's answers and the client's readers", () => {
  let results: CallResult[];
  beforeAll(async () => {
    results = await runContractCheck({
      base: 'http://localhost',
      user: 'demo',
      password: 'demo1234',
      document,
      // This sandbox's clock is the test's (2025): proofs dated by this machine's would be refused.
      // tests/unit/sandbox/contract-check.test.ts runs with DPoP against a sandbox on the real clock.
      dpop: false,
      fetch: (async (url: string, init: RequestInit) => sb.app.request(url, init)) as typeof fetch,
    });
  });

  it('answers every call of the run as the document describes it', () => {
    expect(results.length).toBeGreaterThan(15);
    expect(results.filter((r) => r.differences.length).map((r) => `${r.call}: ${r.differences.join('; ')}`)).toEqual([]);
  });

  it("gives answers each of the client's readers accepts, for every operation of the document", async () => {
    // The two money calls the run leaves out: made here, on the test's own sandbox.
    const validate = answerValidator(document);
    const { access } = await sb.login('demo');
    const idempotency = (key: string) => ({ token: access, headers: { 'Idempotency-Key': key } });
    const spin = await sb.call('POST', '/services/wheel/spin/', { body: { is_free: true }, ...idempotency('contract-spin') });
    const deposit = await sb.call('POST', '/api/backoffice/payments/deposit/', { body: { amount: '20.00', payment_system: 'card' }, ...idempotency('contract-deposit') });
    // The run's account has no cashier (its transfer limits are 403): a player with one reads them.
    const cashPlayer = await sb.login('cashplayer');
    const transferLimits = await sb.call('GET', '/api/backoffice/transactions/limits/', { token: cashPlayer.access });
    // The run's history may be empty: read it again with the spin above in it.
    const spins = await sb.call('GET', '/services/wheel/statistics/betshistory/', { token: access });
    expect((spins.body as { results: unknown[] }).results.length).toBeGreaterThan(0);
    // Likewise the favourites, with one game of the run's hub list in them.
    const game = (results.find((r) => r.operationId === 'hubGames')!.body as { games: { provider: string; game_id: string }[] }).games[0]!;
    const added = await sb.call('POST', '/api/users/favouritegames/', { token: access, body: { provider: game.provider, game_id: game.game_id } });
    expect(added.status, added.text).toBeLessThan(300);
    const favourites = await sb.call('GET', '/api/users/favouritegames/', { token: access });
    expect((favourites.body as { results: unknown[] }).results.length).toBeGreaterThan(0);
    const answers = [
      ...results.filter((r) => r.status === 200).map((r) => ({ operationId: r.operationId, status: r.status, body: r.body })),
      { operationId: 'wheelSpin', status: spin.status, body: spin.body },
      { operationId: 'createDeposit', status: deposit.status, body: deposit.body },
      { operationId: 'transferLimits', status: transferLimits.status, body: transferLimits.body },
      { operationId: 'wheelHistory', status: spins.status, body: spins.body },
      { operationId: 'favourites', status: favourites.status, body: favourites.body },
    ];
    const refused: string[] = [];
    for (const { operationId, status, body } of answers) {
      expect(status, operationId).toBe(OPERATIONS.find((op) => op.operationId === operationId)!.okStatus ?? 200);
      expect(validate(operationId, status, body), operationId).toEqual([]);
      try {
        await READERS[operationId]!(body);
      } catch (error) {
        refused.push(`${operationId}: ${(error as Error).message}`);
      }
    }
    expect(refused).toEqual([]);
    // No operation without a real answer read by the client.
    expect(new Set(answers.map((a) => a.operationId))).toEqual(new Set(OPERATIONS.map((op) => op.operationId)));
    expect(Object.keys(READERS).sort()).toEqual(OPERATIONS.map((op) => op.operationId).sort());
  });

  it("refuses an answer the client could not read: the document is not looser than the readers", () => {
    const validate = answerValidator(document);
    const prizes = results.find((r) => r.operationId === 'wheelPrizes' && r.status === 200)!.body as unknown[];
    expect(validate('wheelPrizes', 200, prizes.slice(0, 15)).join()).toMatch(/fewer than 16|must NOT have fewer/);
    expect(() => toWheelPrizes(prizes.slice(0, 15))).toThrow();
    const user = results.find((r) => r.operationId === 'user' && r.status === 200)!.body as Record<string, unknown>;
    expect(validate('user', 200, { ...user, balance: 'lots' }).length).toBeGreaterThan(0);
    expect(() => toUser({ ...user, balance: 'lots' })).toThrow();
  });
});
