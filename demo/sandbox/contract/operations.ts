// The spec's calls the widgets make, as the backend contract lists them (docs/operators.md "The backend
// contract"): each with its request schemas, taken from the sandbox's own routes (the zod that validates
// them), its answer (contract/responses.ts) and the error codes docs/api.md gives it. contract/openapi.ts
// writes the OpenAPI document from this table; scripts/contract-check.mjs calls them on a backend.
import type { z } from 'zod';
import { schemas as accountSchemas } from '../routes/accounts';
import { historyQuery } from '../routes/bonus';
import { documentListQuery } from '../routes/documents';
import { hubList, sessionBody } from '../routes/games';
import { jackpotQuery } from '../routes/jackpots';
import { createBody, filteredListQuery } from '../routes/payments';
import { statementQuery } from '../routes/statement';
import { transferListQuery } from '../routes/transfers';
import { displayQuery, spinBody, spinHistoryQuery } from '../routes/wheel';
import type { ResponseName } from './responses';

export interface Operation {
  operationId: string;
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** OpenAPI path template (`{type}`), as the client sends it (trailing slash included where it does). */
  path: string;
  summary: string;
  tag: string;
  /** `required`: a player's access token; `optional`: a guest may call it, a player's token personalises it. */
  auth: 'none' | 'required' | 'optional';
  /** docs/api.md "Idempotency-Key": money-moving calls take one key per press. */
  idempotent?: boolean;
  /** A path parameter's values (an enum), or `integer` for an id. */
  pathParams?: Record<string, readonly string[] | 'integer'>;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The 2xx answer's schema, and its status when not 200. */
  ok: ResponseName;
  okStatus?: 201;
  /** status → the error codes of docs/api.md's table this call answers with it. */
  errors: Record<number, readonly string[]>;
}

/** What every authenticated call may answer (docs/api.md "Error body", "Tokens"). */
const AUTH_ERRORS = { 401: ['not_authenticated', 'token_not_valid', 'invalid_dpop_proof'] } as const;
const IDEMPOTENCY_ERRORS = { 409: ['idempotency_key_in_progress'], 422: ['idempotency_key_reused'] } as const;
/** A withdraw-only login (a running time-out or self-exclusion) is refused the calls docs/api.md does not list for it. */
const EXCLUDED_ERRORS = { 403: ['self_excluded'] } as const;

export const OPERATIONS: readonly Operation[] = [
  {
    operationId: 'login',
    method: 'post',
    path: '/api/accounts/login/',
    summary: 'Sign in: a token pair and the player',
    tag: 'auth',
    auth: 'none',
    body: accountSchemas.login,
    ok: 'LoginAnswer',
    errors: {
      400: ['invalid'],
      401: ['no_active_account', 'invalid_dpop_proof'],
      403: ['user_is_banned', 'email_not_verified', 'permission_denied'],
      429: ['too_many_attempts'],
    },
  },
  {
    operationId: 'refresh',
    method: 'post',
    path: '/api/accounts/refresh/',
    summary: 'Renew the token pair (the refresh token rotates)',
    tag: 'auth',
    auth: 'none',
    body: accountSchemas.refresh,
    ok: 'TokenPair',
    errors: { 400: ['invalid'], 401: ['access_and_refresh_token_invalid', 'invalid_dpop_proof'] },
  },
  {
    operationId: 'logout',
    method: 'post',
    path: '/api/accounts/logout/',
    summary: 'Sign out: the login (token family) ends',
    tag: 'auth',
    auth: 'required',
    body: accountSchemas.refresh,
    ok: 'OkAnswer',
    errors: { 400: ['invalid'], ...AUTH_ERRORS },
  },
  {
    operationId: 'user',
    method: 'get',
    path: '/api/accounts/user',
    summary: 'The signed-in player, balances included (the session polls it)',
    tag: 'auth',
    auth: 'required',
    ok: 'User',
    errors: { ...AUTH_ERRORS },
  },
  {
    operationId: 'userInfo',
    method: 'get',
    path: '/api/users/user/info/',
    summary: "The player's personal details",
    tag: 'account',
    auth: 'required',
    ok: 'UserInfo',
    errors: { ...AUTH_ERRORS },
  },
  {
    operationId: 'wheelPrizes',
    method: 'get',
    path: '/services/wheel/prizes/',
    summary: "The wheel's 16 prizes in segment order (a player's in their currency)",
    tag: 'wheel',
    auth: 'optional',
    query: displayQuery,
    ok: 'WheelPrizes',
    errors: { 400: ['invalid', 'unknown_currency'] },
  },
  {
    operationId: 'wheelSettings',
    method: 'get',
    path: '/services/wheel/settings/public/',
    summary: "The wheel's prices and the player's free spin",
    tag: 'wheel',
    auth: 'optional',
    query: displayQuery,
    ok: 'WheelSettings',
    errors: { 400: ['invalid', 'unknown_currency'] },
  },
  {
    operationId: 'wheelSpin',
    method: 'post',
    path: '/services/wheel/spin/',
    summary: 'One spin, free or paid (moves money)',
    tag: 'wheel',
    auth: 'required',
    idempotent: true,
    query: displayQuery,
    body: spinBody,
    ok: 'WheelSpin',
    errors: {
      400: ['invalid', 'not_enough_money', 'free_spin_not_available', 'transaction_limit'],
      ...AUTH_ERRORS,
      403: ['session_limit_reached'],
      ...IDEMPOTENCY_ERRORS,
    },
  },
  {
    operationId: 'producers',
    method: 'get',
    path: '/services/game-catalog/producer',
    summary: 'The game studios and their integrations',
    tag: 'games',
    auth: 'none',
    ok: 'Producers',
    errors: {},
  },
  {
    operationId: 'hubGames',
    method: 'get',
    path: '/api/integrations/hub/games/',
    summary: "A page of the hub integration's game catalogue",
    tag: 'games',
    auth: 'none',
    query: hubList,
    ok: 'HubGamePage',
    errors: { 400: ['invalid'], 404: ['provider_not_found'] },
  },
  {
    operationId: 'hubDemoSession',
    method: 'post',
    path: '/api/integrations/hub/session/demo/',
    summary: "A hub game's demo session: the game's URL",
    tag: 'games',
    auth: 'optional',
    body: sessionBody,
    ok: 'HubSession',
    errors: { 400: ['invalid', 'return_url_not_allowed'], 404: ['provider_not_found', 'game_not_found'] },
  },
  {
    operationId: 'paymentSystems',
    method: 'get',
    path: '/api/backoffice/payments/{type}/system_list/',
    summary: 'The payment methods open to the player',
    tag: 'payments',
    auth: 'required',
    pathParams: { type: ['deposit', 'payout'] },
    ok: 'PaymentSystemList',
    errors: { ...AUTH_ERRORS },
  },
  {
    operationId: 'payments',
    method: 'get',
    path: '/api/backoffice/payments/{type}/',
    summary: "A page of the player's deposits or payouts, newest first",
    tag: 'payments',
    auth: 'required',
    pathParams: { type: ['deposit', 'payout'] },
    query: filteredListQuery,
    ok: 'PaymentPage',
    errors: { 400: ['invalid'], ...AUTH_ERRORS },
  },
  {
    operationId: 'createDeposit',
    method: 'post',
    path: '/api/backoffice/payments/deposit/',
    summary: 'Start a deposit: the payment and where the player pays it',
    tag: 'payments',
    auth: 'required',
    idempotent: true,
    body: createBody,
    ok: 'PaymentAnswer',
    okStatus: 201,
    errors: {
      400: ['invalid', 'payment_system_limits', 'payment_system_disabled', 'transaction_limit', 'return_url_not_allowed'],
      ...AUTH_ERRORS,
      403: ['permission_denied'],
      ...IDEMPOTENCY_ERRORS,
    },
  },
  {
    operationId: 'sportLogin',
    method: 'post',
    path: '/api/integrations/softion/login',
    summary: "A sportsbook integration token for the player's frame",
    tag: 'sportsbook',
    auth: 'required',
    ok: 'SportToken',
    errors: { ...AUTH_ERRORS, 403: ['session_limit_reached'] },
  },
  {
    operationId: 'statement',
    method: 'get',
    path: '/api/users/statement/',
    summary: "A page of the player's ledger movements (docs/api.md \"Account statement\")",
    tag: 'account',
    auth: 'required',
    query: statementQuery,
    ok: 'StatementPage',
    errors: { 400: ['invalid'], ...AUTH_ERRORS },
  },
  {
    operationId: 'statementRow',
    method: 'get',
    path: '/api/users/statement/{id}/',
    summary: 'One ledger movement with its cause',
    tag: 'account',
    auth: 'required',
    pathParams: { id: 'integer' },
    ok: 'StatementDetail',
    errors: { ...AUTH_ERRORS, 404: ['not_found'] },
  },
  {
    operationId: 'transferLimits',
    method: 'get',
    path: '/api/backoffice/transactions/limits/',
    summary: "The bounds of a transfer to the player's cashier, in the player's currency",
    tag: 'payments',
    auth: 'required',
    ok: 'TransferLimits',
    // permission_denied: a player without a cashier to send to (docs/api.md "Transfers").
    errors: { ...AUTH_ERRORS, 403: ['permission_denied', 'self_excluded'] },
  },
  {
    operationId: 'transfers',
    method: 'get',
    path: '/api/backoffice/transactions/',
    summary: "A page of the player's transfers, newest first",
    tag: 'payments',
    auth: 'required',
    query: transferListQuery,
    ok: 'TransferPage',
    errors: { 400: ['invalid'], ...AUTH_ERRORS, ...EXCLUDED_ERRORS },
  },
  {
    operationId: 'limits',
    method: 'get',
    path: '/api/users/limits/',
    summary: "The player's responsible-gaming limits, the pending raises and the periods' usage",
    tag: 'responsible-gaming',
    auth: 'required',
    ok: 'Limits',
    errors: { ...AUTH_ERRORS, ...EXCLUDED_ERRORS },
  },
  {
    operationId: 'selfExclusion',
    method: 'get',
    path: '/api/users/self-exclusion/',
    summary: 'The running time-out or self-exclusion, if any',
    tag: 'responsible-gaming',
    auth: 'required',
    ok: 'SelfExclusion',
    errors: { ...AUTH_ERRORS },
  },
  {
    operationId: 'rgSession',
    method: 'get',
    path: '/api/users/rg/session/',
    summary: "This login's stakes and returns, for the reality check",
    tag: 'responsible-gaming',
    auth: 'required',
    ok: 'RgSession',
    errors: { ...AUTH_ERRORS, ...EXCLUDED_ERRORS },
  },
  {
    operationId: 'documents',
    method: 'get',
    path: '/api/users/documents/',
    summary: "A page of the player's identity documents, newest first",
    tag: 'account',
    auth: 'required',
    query: documentListQuery,
    ok: 'DocumentPage',
    errors: { 400: ['invalid'], ...AUTH_ERRORS, ...EXCLUDED_ERRORS },
  },
  {
    operationId: 'documentRules',
    method: 'get',
    path: '/api/users/documents/rules/',
    summary: 'What an upload may be: its kinds, its types and its size',
    tag: 'account',
    auth: 'required',
    ok: 'DocumentRules',
    errors: { ...AUTH_ERRORS, ...EXCLUDED_ERRORS },
  },
  {
    operationId: 'bonusHistory',
    method: 'get',
    path: '/api/bonus-system/{list}/history',
    summary: "A page of the player's bonus or cashback history (docs/api.md \"Bonus and cashback history\")",
    tag: 'bonus',
    auth: 'required',
    pathParams: { list: ['bonusbalance', 'cashback'] },
    query: historyQuery,
    ok: 'BonusHistoryPage',
    errors: { 400: ['invalid'], ...AUTH_ERRORS },
  },
  {
    operationId: 'exchangeRules',
    method: 'get',
    path: '/api/bonus-system/rules/',
    summary: "The bonus exchange's thresholds in the player's currency",
    tag: 'bonus',
    auth: 'required',
    ok: 'ExchangeRules',
    errors: { ...AUTH_ERRORS, ...EXCLUDED_ERRORS },
  },
  {
    operationId: 'settings',
    method: 'get',
    path: '/api/settings/',
    summary: 'The rates and the bet and transaction limits (a player\'s in their currency)',
    tag: 'settings',
    auth: 'optional',
    ok: 'Settings',
    errors: {},
  },
  {
    operationId: 'currencyList',
    method: 'get',
    path: '/api/settings/currency-list/',
    summary: 'The currencies a registration may choose',
    tag: 'settings',
    auth: 'none',
    ok: 'CurrencyList',
    errors: {},
  },
  {
    operationId: 'profileSummary',
    method: 'get',
    path: '/api/user/profile',
    summary: "The profile's summary card: balances, the ban, the e-mail's and the documents' states",
    tag: 'account',
    auth: 'required',
    ok: 'ProfileSummary',
    errors: { ...AUTH_ERRORS },
  },
  {
    operationId: 'jackpots',
    method: 'get',
    path: '/api/jackpot/v1/jackpots/',
    summary: "The jackpot pots in a currency (a player's by default)",
    tag: 'games',
    auth: 'optional',
    query: jackpotQuery,
    ok: 'Jackpots',
    errors: { 400: ['invalid', 'unknown_currency'] },
  },
  {
    operationId: 'wheelHistory',
    method: 'get',
    path: '/services/wheel/statistics/betshistory/',
    summary: "A page of the player's spins, newest first",
    tag: 'wheel',
    auth: 'required',
    query: spinHistoryQuery,
    ok: 'WheelHistoryPage',
    errors: { 400: ['invalid'], ...AUTH_ERRORS, ...EXCLUDED_ERRORS },
  },
  {
    operationId: 'favourites',
    method: 'get',
    path: '/api/users/favouritegames/',
    summary: "The player's favourite games",
    tag: 'games',
    auth: 'required',
    ok: 'Favourites',
    errors: { ...AUTH_ERRORS, ...EXCLUDED_ERRORS },
  },
  {
    operationId: 'freeSpinSession',
    method: 'get',
    path: '/api/users/freespin-session/',
    summary: "The player's running free-spin session, if any",
    tag: 'games',
    auth: 'required',
    ok: 'FreeSpinSession',
    errors: { ...AUTH_ERRORS, ...EXCLUDED_ERRORS },
  },
];
