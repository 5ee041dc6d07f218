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
import { toBetHistoryPage, toCancelAnswer, toCashoutQuote, toSubBets } from '@src/api/bet-history';
import { toCarousels, toSlides } from '@src/api/content';
import { toCryptoCurrencies, toCryptoMinAmount, toCryptoPayment } from '@src/api/crypto';
import { referralApi } from '@src/api/referral';
import { bonusApi, toBonusHistoryPage, toExchangeAnswer, toExchangeRules } from '@src/api/bonus';
import { cancelEmailChange, confirmPasswordReset, register, requestPasswordReset, resendEmail, updateUser, verifyEmail } from '@src/api/account-flows';
import { documentsApi } from '@src/api/documents';
import { bookmakerSettingsApi, toBookmakerSettings } from '@src/api/bookmaker-settings';
import { toJackpots } from '@src/api/jackpots';
import { limitsApi, toActiveExclusion, toLimits } from '@src/api/limits';
import { toOnlinePayment, toPage, toPayment, toPaymentAnswer, toPaymentSystems } from '@src/api/payments';
import { toProfileSummary } from '@src/api/profile';
import { toRgSession } from '@src/api/rg-session';
import { toCurrencyList, toSettings } from '@src/api/settings';
import { slotsHistoryApi } from '@src/api/slots-history';
import { toSportToken } from '@src/api/sport';
import { toStatementDetail, toStatementPage } from '@src/api/statement';
import { toTransfer, toTransferLimits, transfersApi } from '@src/api/transfers';
import { toUserInfo, userInfoApi } from '@src/api/user-info';
import { toWheelPrizes, toWheelSettings, toWheelSpinResult } from '@src/api/wheel';
import { toWheelHistoryPage } from '@src/api/wheel-history';
import { answerValidator, runContractCheck, type CallResult } from '../../../demo/sandbox/contract/check';
import { openApiDocument, type OpenApiDocument } from '../../../demo/sandbox/contract/openapi';
import { OPERATIONS } from '../../../demo/sandbox/contract/operations';
import { BOOT_TIMEOUT, bootSandbox, type Sandbox } from './helpers';
import { pick, sportClient } from './sport-helpers';

/** A PNG's signature: the upload reads a file's type from its first bytes (docs/api.md "Identity documents"). */
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

/** A call's answer under the operation it answers. */
const answer = (operationId: string, res: { status: number; body: unknown }) => ({ operationId, status: res.status, body: res.body });

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
  hubDemoSession: (body) => openSession(body, { provider: 'amatic', routeProvider: 'hub', additionalIntegrationGameId: 'am-0001' }, 'demo'),
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
  putLimits: toLimits,
  cancelPendingLimit: toLimits,
  startExclusion: (body) => limitsApi(answering(body)).startExclusion({ kind: 'timeout', duration: '24h' }),
  updateUserInfo: (body) => userInfoApi(answering(body)).update({ city: 'Tunis' }),
  changePassword: (body) => userInfoApi(answering(body)).changePassword('old', 'new'),
  uploadDocument: (body) => documentsApi(answering(body)).upload({ kind: 'passport', file: new Blob([PNG]), fileName: 'passport.png' }),
  createTransfer: (body) => transfersApi(answering(body)).withdraw({ amount: 1, currency: 'TND', recipientId: 1003 }, 'a key'),
  exchangeBonus: toExchangeAnswer,
  cancelPayment: toPaymentAnswer,
  addFavourite: (body) => gamesApi(answering(body)).addFavourite('amatic', 'am-0001'),
  removeFavourite: (body) => gamesApi(answering(body)).removeFavourite('amatic', 'am-0001'),
  renewGameSession: (body) => gamesApi(answering(body)).renewSession('a renew token'),
  cryptoCurrencies: toCryptoCurrencies,
  cryptoMinAmount: toCryptoMinAmount,
  createCryptoPayment: toCryptoPayment,
  cryptoPayment: toCryptoPayment,
  validateReferralCode: (body) => referralApi(answering(body)).validateCode('WELCOME'),
  referralActivation: (body) => referralApi(answering(body)).active(),
  activateReferral: (body) => referralApi(answering(body)).activate('WELCOME'),
  carousels: toCarousels,
  slides: (body) => toSlides(body, 'http://localhost'),
  betsHistory: (body) => toBetHistoryPage(body),
  subBets: toSubBets,
  putBookmakerSettings: (body) => bookmakerSettingsApi(answering(body)).put({ oddsFormat: 'decimal' }),
  cancelTicket: toCancelAnswer,
  cashoutQuote: toCashoutQuote,
  cashOutTicket: toCancelAnswer,
  createPayout: toPaymentAnswer,
  acknowledgeBonus: (body) => bonusApi(answering(body)).acknowledgeBonus(1),
  updateUser: (body) => updateUser(answering(body), { lang: 'fr' }),
  register: (body) =>
    register(answering(body), { username: 'u', email: 'u@example.test', password: 'p', password2: 'p', currency: 'TND', ageConfirmed: true, termsAccepted: true }),
  resendEmail: (body) => resendEmail(answering(body), 'u@example.test'),
  verifyEmail: (body) => verifyEmail(answering(body), 'a token'),
  passwordReset: (body) => requestPasswordReset(answering(body), 'u@example.test'),
  confirmPasswordReset: (body) => confirmPasswordReset(answering(body), 'a token', 'p', 'p'),
  cancelEmailChange: (body) => cancelEmailChange(answering(body), 'a token'),
  hubSession: (body) => openSession(body, { provider: 'amatic', routeProvider: 'hub', additionalIntegrationGameId: 'am-0001' }, 'real'),
  hubFreeSpinSession: (body) => openSession(body, { provider: 'pgsoft', routeProvider: 'hub', additionalIntegrationGameId: 'pg-0003' }, 'freespin'),
  directGames: (body) => toListPage(body),
  directDemoSession: (body) => openSession(body, { provider: 'pragmatic', routeProvider: 'direct', additionalIntegrationGameId: 'vs20' }, 'demo'),
  directSession: (body) => openSession(body, { provider: 'pragmatic', routeProvider: 'direct', additionalIntegrationGameId: 'vs20' }, 'real'),
  liveGames: (body) => toListPage(body),
  payment: toPayment,
  onlinePaymentHistory: toPage(toOnlinePayment, 'online_history'),
  digitainLogin: (body) => toSportToken(body, Date.now()),
  liveSession: (body) => openSession(body, { provider: 'evolution', routeProvider: 'live', additionalIntegrationGameId: 'table' }, 'real'),
};

/** The client's session call on `body`, for a game of `integration` (src/api/games.ts INTEGRATIONS). */
function openSession(body: unknown, game: Parameters<ReturnType<typeof gamesApi>['openSession']>[0], mode: 'real' | 'demo' | 'freespin') {
  return gamesApi(answering(body)).openSession(game, mode, { returnUrl: '', clientType: 'desktop' });
}

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
      const ok = [String(op.okStatus ?? 200), ...(op.existingOk ? [String(op.existingOk)] : [])];
      expect(Object.keys(responses).sort(), op.operationId).toEqual([...ok, ...Object.keys(op.errors), 'default'].sort());
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
      for (const [method, op] of Object.entries(methods as Record<string, { requestBody?: { content: Record<string, unknown> } }>)) {
        // A JSON body, or a multipart form (the document upload).
        for (const type of Object.keys(op.requestBody?.content ?? {})) {
          const at = `openapi.json#/paths/${path.replaceAll('/', '~1')}/${method}/requestBody/content/${type.replaceAll('/', '~1')}/schema`;
          expect(ajv.getSchema(at), `${method} ${path} ${type}`).toBeTypeOf('function');
        }
      }
    }
  });

  it('describes the request bodies the routes validate: a login needs a username and a password', () => {
    const body = (document.paths['/api/accounts/login/'] as Record<string, { requestBody: { content: Record<string, { schema: { required: string[] } }> } }>).post.requestBody
      .content['application/json']!.schema;
    expect(body.required.sort()).toEqual(['password', 'username']);
  });

  it('describes the upload as a multipart form with a binary file, and says which writes the run leaves out', () => {
    const upload = (document.paths['/api/users/documents/upload/'] as Record<string, { requestBody: { content: Record<string, { schema: any }> } }>).post;
    const form = upload.requestBody.content['multipart/form-data']!.schema;
    expect(form.required).toEqual(['picture']);
    expect(form.properties.picture).toMatchObject({ type: 'string', contentEncoding: 'binary' });
    expect(form.properties.kind.enum).toEqual(['id_card', 'passport', 'driving_licence']);
    const irreversible = OPERATIONS.filter((op) => op.irreversible).map((op) => op.operationId);
    expect(irreversible.sort()).toEqual(['activateReferral', 'cancelEmailChange', 'cancelTicket', 'cashOutTicket', 'changePassword', 'confirmPasswordReset', 'createPayout', 'createTransfer', 'exchangeBonus', 'register', 'startExclusion', 'uploadDocument', 'verifyEmail']);
    for (const op of OPERATIONS.filter((o) => o.irreversible)) {
      expect((document.paths[op.path] as Record<string, { description?: string }>)[op.method]!.description, op.operationId).toMatch(/^Cannot be undone/);
    }
  });
});

/** A whole run is some 75 calls with real scrypt sign-ins: a limit against hangs, not a timing (the machine may be loaded). */
const RUN_TIMEOUT = 120_000;

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
  }, RUN_TIMEOUT);

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
    // The run's account may have no payment to read: the deposit above, by its id.
    const payment = await sb.call('GET', `/api/backoffice/payments/deposit/${(deposit.body as { payment: { id: number } }).payment.id}/`, { token: access });
    const online = await sb.call('GET', '/services/facade/history/payment/', { token: access });
    expect((online.body as { results: unknown[] }).results.length, online.text).toBeGreaterThan(0);
    // The run's history may be empty: read it again with the spin above in it.
    const spins = await sb.call('GET', '/services/wheel/statistics/betshistory/', { token: access });
    expect((spins.body as { results: unknown[] }).results.length).toBeGreaterThan(0);
    // Likewise the favourites, with one game of the run's hub list in them.
    const game = (results.find((r) => r.operationId === 'hubGames')!.body as { games: { provider: string; game_id: string }[] }).games[0]!;
    const added = await sb.call('POST', '/api/users/favouritegames/', { token: access, body: { provider: game.provider, game_id: game.game_id } });
    expect(added.status, added.text).toBeLessThan(300);
    const favourites = await sb.call('GET', '/api/users/favouritegames/', { token: access });
    expect((favourites.body as { results: unknown[] }).results.length).toBeGreaterThan(0);
    // The writes the run cannot undo, and the cancels it has no payment for, each by a player of its own.
    const writes = await irreversibleWrites(deposit.body as { payment: { id: number } }, access);
    const reads = await readsWithRows(access);
    const flows = await emailFlows();
    const answers = [
      ...results.filter((r) => r.status >= 200 && r.status < 300).map((r) => ({ operationId: r.operationId, status: r.status, body: r.body })),
      ...writes,
      ...reads,
      ...flows,
      answer('wheelSpin', spin),
      answer('createDeposit', deposit),
      answer('payment', payment),
      answer('onlinePaymentHistory', online),
      answer('transferLimits', transferLimits),
      answer('wheelHistory', spins),
      answer('favourites', favourites),
    ];
    const refused: string[] = [];
    for (const { operationId, status, body } of answers) {
      const op = OPERATIONS.find((o) => o.operationId === operationId)!;
      expect([op.okStatus ?? 200, op.existingOk], operationId).toContain(status);
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
  }, RUN_TIMEOUT);

  it('lists the irreversible writes as skipped, each sent only as a request the backend refuses', () => {
    const skipped = results.filter((r) => r.skipped).map((r) => r.operationId);
    expect(skipped.sort()).toEqual(OPERATIONS.filter((op) => op.irreversible).map((op) => op.operationId).sort());
    // Malformed or an unknown link's token (400), or a ticket that is not the account's (404).
    for (const operationId of skipped) expect([400, 404], operationId).toContain(results.find((r) => r.operationId === operationId && !r.skipped)?.status);
    // The reversible ones were made and undone: the favourite added is gone again.
    expect(results.filter((r) => r.operationId === 'addFavourite').map((r) => r.status)).toEqual([201, 200]);
    expect(results.filter((r) => r.operationId === 'removeFavourite').map((r) => r.status)).toEqual([200, 404]);
  });

  it('reports each call an older copy of the document lacks on its line, and runs the others', async () => {
    const older = openApiDocument('0.0.1', OPERATIONS.filter((op) => op.operationId !== 'putLimits' && op.operationId !== 'startExclusion'));
    const run = await runContractCheck({
      base: 'http://localhost',
      user: 'demo',
      password: 'demo1234',
      document: older,
      dpop: false,
      fetch: (async (url: string, init: RequestInit) => sb.app.request(url, init)) as typeof fetch,
    });
    expect(run.filter((r) => r.differences.length).map((r) => r.differences.join('; '))).toEqual([
      'the document has no operation putLimits',
      'the document has no operation putLimits',
      'the document has no operation startExclusion',
      'the document has no operation startExclusion',
    ]);
    expect(run.at(-1)).toMatchObject({ operationId: 'logout', status: 200 });
  }, RUN_TIMEOUT);

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

/**
 * The writes contract:check leaves out, made here on the test's own sandbox, each with a player of its own:
 * a document upload (demo), a transfer to the cashier, a referral code and a change of password (cashplayer), a bonus
 * exchange then a time-out (low, seeded for the exchange: docs/api.md "Bonus exchange"), the cancel of the
 * test's deposit, a payout and its cancel, a bonus notice's acknowledgement (demo).
 */
async function irreversibleWrites(deposit: { payment: { id: number } }, access: string) {
  const form = new FormData();
  form.append('kind', 'passport');
  form.append('picture', new Blob([PNG], { type: 'image/png' }), 'passport.png');
  const uploadRes = await sb.app.request('/api/users/documents/upload/', { method: 'POST', headers: { Authorization: `Bearer ${access}` }, body: form });
  const upload = { status: uploadRes.status, body: (await uploadRes.json()) as unknown };
  const key = (k: string) => ({ 'Idempotency-Key': k });
  const cash = await sb.login('cashplayer');
  const transfer = await sb.call('POST', '/api/backoffice/transactions/', {
    token: cash.access,
    body: { amount: '1.00', currency: 'TND', recipient_id: 1003 },
    headers: key('contract-transfer'),
  });
  const activated = await sb.call('POST', '/api/referral/activate/', { token: cash.access, body: { code: 'WELCOME' } });
  const password = await sb.call('POST', '/api/users/user/change-password/', {
    token: cash.access,
    body: { old_password: 'cashplayer1234', new_password: 'Another-long-passphrase-42' },
  });
  const low = await sb.login('low');
  const exchange = await sb.call('POST', '/api/bonus-system/bonusbalance-to-balance/', { token: low.access, body: { amount: '3.00' }, headers: key('contract-exchange') });
  const exclusion = await sb.call('POST', '/api/users/self-exclusion/', { token: low.access, body: { kind: 'timeout', duration: '24h' } });
  const depositCancel = await sb.call('POST', `/api/backoffice/payments/deposit/${deposit.payment.id}/cancel_payment/`, { token: access, headers: key('contract-cancel-deposit') });
  const payout = await sb.call('POST', '/api/backoffice/payments/payout/', { token: access, body: { amount: '50.00', payment_system: 'card' }, headers: key('contract-payout') });
  expect(payout.status, payout.text).toBe(201);
  const payoutCancel = await sb.call('POST', `/api/backoffice/payments/payout/${payout.body.payment.id}/cancel_payment/`, { token: access, headers: key('contract-cancel-payout') });
  // demo's first bonus notice (seeded unacknowledged: docs/api.md "Bonus and cashback history").
  const acknowledged = await sb.call('POST', '/api/bonus-system/bonusbalance/history/1/acknowledge/', { token: access });
  return [
    { operationId: 'uploadDocument', ...upload },
    answer('createTransfer', transfer),
    answer('activateReferral', activated),
    answer('changePassword', password),
    answer('exchangeBonus', exchange),
    answer('startExclusion', exclusion),
    answer('cancelPayment', depositCancel),
    answer('cancelPayment', payoutCancel),
    answer('createPayout', payout),
    answer('acknowledgeBonus', acknowledged),
  ];
}

/**
 * The reads whose success the run cannot meet on the demo account: a crypto deposit's address (the run
 * makes no deposit), a known referral code's partner, a sport ticket's selections (demo has no ticket: one
 * placed here).
 */
async function readsWithRows(access: string) {
  const key = (k: string) => ({ 'Idempotency-Key': k });
  const crypto = await sb.call('POST', '/services/crypto-pay/create-payment', { token: access, body: { pay_currency: 'btc', amount: '50.00' }, headers: key('contract-crypto') });
  const address = await sb.call('GET', `/services/crypto-pay/payment/${crypto.body?.id}`, { token: access });
  const partner = await sb.call('GET', '/api/referral/register/validate_code/?code=WELCOME');
  const sport = sportClient(() => sb);
  const token = await sport.sportToken(access);
  const event = (await sport.catalogue('sft', 0)).events[0];
  const placed = await sport.place({ token, type: 'single', stake: '2.00', selections: [pick(event)] });
  expect(placed.status, placed.text).toBe(200);
  const tickets = await sb.call('GET', '/api/integrations/softion/betshistory/', { token: access });
  expect((tickets.body as { results: unknown[] }).results.length).toBeGreaterThan(0);
  const legs = await sb.call('GET', `/api/integrations/softion/${placed.body.ticket_id}/subbet/`, { token: access });
  // Cancelled once read: the run cannot cancel a ticket of the operator's account.
  const cancelled = await sb.call('POST', `/api/integrations/softion/ticket/${placed.body.ticket_id}/cancel`, { token: access, headers: key('contract-ticket') });
  // A second ticket quoted and sold at its quote (the player's cash-out).
  const sold = await sport.place({ token, type: 'single', stake: '2.00', selections: [pick(event)] });
  const quote = await sb.call('GET', `/api/integrations/softion/ticket/${sold.body.ticket_id}/cashout`, { token: access });
  const cashedOut = await sb.call('POST', `/api/integrations/softion/ticket/${sold.body.ticket_id}/cashout`, { token: access, body: { amount: quote.body.amount }, headers: key('contract-cashout') });
  expect(cashedOut.status, cashedOut.text).toBe(200);
  return [
    answer('createCryptoPayment', crypto),
    answer('cryptoPayment', address),
    answer('validateReferralCode', partner),
    answer('betsHistory', tickets),
    answer('subBets', legs),
    answer('cancelTicket', cancelled),
    answer('cashoutQuote', quote),
    answer('cashOutTicket', cashedOut),
  ];
}

/**
 * The flows of the e-mails, each link's token read from the sandbox's outbox, on an account opened here: a
 * registration, its link sent again and used, a change of e-mail cancelled from the confirmed address's
 * notice, a reset asked for and its link used.
 */
async function emailFlows() {
  const email = 'contract-flows@example.test';
  const tokenOf = async () => (await sb.lastEmail(email))!.links[0]!.split('/').pop()!;
  const password = 'Velvet-Harbour-42';
  const registered = await sb.call('POST', '/api/accounts/registration/', {
    body: { username: 'contractflows', email, password, password2: password, currency: 'TND', age_confirmed: true, terms_accepted: true },
  });
  expect(registered.status, registered.text).toBe(201);
  const resent = await sb.call('POST', '/api/accounts/registration/resend-email/', { body: { email } });
  const verified = await sb.call('POST', `/api/accounts/email-verify/${await tokenOf()}`);
  const { access } = await sb.login('contractflows', password);
  const change = await sb.call('PATCH', '/api/accounts/user', { token: access, body: { email: 'contract-flows-new@example.test', password } });
  expect(change.status, change.text).toBe(200);
  const cancelled = await sb.call('POST', `/api/accounts/email-change/cancel/${await tokenOf()}`);
  const reset = await sb.call('POST', '/api/accounts/password/reset/', { body: { email } });
  const confirmed = await sb.call('POST', `/api/accounts/password/reset/confirm/${await tokenOf()}`, {
    body: { new_password1: 'Amber-Lighthouse-77', new_password2: 'Amber-Lighthouse-77' },
  });
  return [
    answer('register', registered),
    answer('resendEmail', resent),
    answer('verifyEmail', verified),
    answer('cancelEmailChange', cancelled),
    answer('passwordReset', reset),
    answer('confirmPasswordReset', confirmed),
  ];
}
