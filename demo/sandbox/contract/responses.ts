// The answers of the spec's calls, as zod schemas (docs/api.md; the client's readers in src/api/*.ts are
// what a backend must satisfy). contract/openapi.ts turns them into the OpenAPI document's components;
// tests/unit/sandbox/openapi.test.ts feeds the sandbox's real answers to the client's readers, so a schema
// here that the client would refuse, or an answer the schema does not describe, fails there.
//
// Objects accept fields they do not name (a backend may send more); a decimal is a number or a decimal
// string, as the client reads it (src/api/convert.ts `decimal`).
import { z } from 'zod';

const decimal = z.union([z.number(), z.string().regex(/^-?\d+(\.\d+)?$/)]).meta({ description: 'A number or a decimal string ("1000.00").' });
const isoDateTime = z.string().meta({ description: 'ISO 8601 date and time.' });
const currency = z.string().min(1).max(16);

/** docs/api.md "Error body": every non-2xx answer. */
const ErrorBody = z.looseObject({
  code: z.string(),
  message: z.string(),
  detail: z.string().optional(),
  errors: z.array(z.looseObject({ field: z.string(), code: z.string(), message: z.string() })).optional(),
});

/** docs/api.md "Auth": the player as the session keeps it (src/api/accounts.ts toUser). */
const User = z.looseObject({
  id: z.number().int(),
  login: z.string().nullish(),
  email: z.string().nullish(),
  username: z.string(),
  first_name: z.string().nullish(),
  last_name: z.string().nullish(),
  role: z.string(),
  currency: z.string().nullish(),
  balance: decimal,
  bonus_balance: decimal.optional(),
  parent: z.number().int().nullish(),
  created_at: isoDateTime,
  date_joined: isoDateTime.nullish(),
  is_self_registered: z.boolean().optional(),
  user_types: z.number().int().nullish(),
  lang: z.string().nullish(),
});

/** docs/api.md "Tokens": a rotation answers a new refresh token; a backend without rotation may omit it. */
const TokenPair = z.looseObject({ access: z.string().min(1), refresh: z.string().min(1).nullish() });
const LoginAnswer = z.looseObject({ access: z.string().min(1), refresh: z.string().min(1), user: User });
const OkAnswer = z.looseObject({ code: z.string(), message: z.string() });

/** docs/api.md "User info" (src/api/user-info.ts toUserInfo). */
const UserInfo = z.looseObject({
  first_name: z.string(),
  last_name: z.string(),
  middle_name: z.string(),
  title: z.string(),
  gender: z.enum(['', 'm', 'f']),
  birth_date: z.string().nullable(),
  country: z.string(),
  city: z.string(),
  address: z.string(),
  mobile_phone: z.string(),
  email: z.string(),
  contact_language: z.string(),
  document_series: z.string(),
  document_number: z.string(),
  account_number: z.string(),
  pending_email: z.string().nullish(),
});
/** PATCH's answer: the whole details and whether a new e-mail now waits for its link (src/api/user-info.ts). */
const UserInfoAnswer = z.looseObject({ ...UserInfo.shape, email_changed: z.boolean() });

/** What a prize and a spin's result share (src/api/wheel.ts prizeFields). */
const prizeFields = {
  id: z.number().int(),
  name: z.string(),
  amount: decimal,
  currency,
  is_present: z.boolean().nullish(),
  wallet: z.enum(['balance', 'bonus']).nullish(),
};
/** docs/api.md "Wheel" (src/api/wheel.ts). */
const WheelPrize = z.looseObject({ ...prizeFields, image: z.string().nullish() });
/** The wheel has 16 segments: any other count cannot be drawn (src/api/wheel.ts WHEEL_SEGMENTS). */
const WheelPrizes = z.array(WheelPrize).length(16);
const WheelSettings = z.looseObject({
  has_free_spin: z.boolean().nullish(),
  free_spins_available: z.number().int().nullish(),
  free_spin_time: isoDateTime.nullish(),
  paid_spin_cost: decimal,
  free_spin_min_balance: decimal.nullish(),
  paid_spin_min_balance: decimal.nullish(),
  currency,
});
const WheelSpin = z.looseObject({
  ...prizeFields,
  prize_id: z.number().int(),
  is_free: z.boolean(),
  date: isoDateTime,
  balance: decimal.nullish(),
  bonus_balance: decimal.nullish(),
});

/** docs/api.md "Slots and games" §1 and "Game record". */
const Producers = z.looseObject({
  producers: z.array(z.looseObject({ name: z.string(), active: z.boolean().optional(), integrations: z.array(z.string()).optional() })),
});
const GameRecord = z.looseObject({
  id: z.number().int(),
  integration: z.enum(['hub', 'direct', 'live']),
  provider: z.string(),
  game_id: z.string(),
  name: z.string(),
  description: z.string().optional(),
  image: z.string().nullish(),
  slug: z.string().optional(),
  producer: z.string().optional(),
  game_type: z.enum(['slots', 'live', 'virtual', 'crash']),
  drops_and_wins: z.boolean().optional(),
  categories: z.array(z.string()).optional(),
  live_groups: z.array(z.string()).optional(),
  has_demo_mode: z.boolean().optional(),
  has_free_spins: z.boolean().optional(),
  is_default: z.boolean().optional(),
  platforms: z.array(z.enum(['desktop', 'mobile'])).optional(),
});
/** A hub list page: `count` is the whole list's size. */
const HubGamePage = z.looseObject({ games: z.array(GameRecord), count: z.number().int().nullish() });
/** docs/api.md "Slots and games" §3 (hub): the game's URL in `data`; a short session comes with its renewal. */
const HubSession = z.looseObject({
  data: z.string().min(1),
  renew_token: z.string().nullish(),
  expires_in: z.number().int().positive().nullish(),
});
/** The direct integration's page (`total` the whole list's size) and the live one's whole list. */
const DirectGamePage = z.looseObject({ games: z.array(GameRecord), total: z.number().int().nullish() });
const LiveGameList = z.looseObject({ games: z.array(GameRecord) });
/** The same session as HubSession, its URL in the integration's own field (src/api/games.ts INTEGRATIONS urlField). */
const DirectSession = z.looseObject({ ...HubSession.omit({ data: true }).shape, gameURL: z.string().min(1) });
const LiveSession = z.looseObject({ ...HubSession.omit({ data: true }).shape, game_url: z.string().min(1) });
/** A renewal's answer: the session's new lifetime (src/api/games-calls.ts toLifetime). */
const GameSessionLifetime = z.looseObject({ expires_in: z.number().int().positive(), expires_at: isoDateTime.nullish() });

const paymentFlow = z.enum(['frame', 'redirect', 'none']).nullish();
/** docs/api.md "Payment system" (src/api/payments.ts toPaymentSystem). */
const PaymentSystem = z.looseObject({
  slug: z.string(),
  name: z.string(),
  description: z.string().nullish(),
  min: decimal,
  max: decimal.nullable(),
  currency,
  is_temporary_disabled: z.boolean().nullish(),
  disabled_reason: z.string().nullish(),
  flow: paymentFlow,
  online: z.boolean().nullish(),
  kind: z.string().nullish(),
  last_deposit: z.boolean().nullish(),
  max_amount: decimal.nullish(),
});
const PaymentSystemList = z.looseObject({ results: z.array(PaymentSystem) });
/** docs/api.md "Statuses and the status machine" (src/api/payments.ts paymentStatus). */
const paymentStatus = z.union([10, 20, 21, 22, 27, 30, 40, 45].map((s) => z.literal(s)) as [z.ZodLiteral<number>, ...z.ZodLiteral<number>[]]);
/** docs/api.md "Payment (one shape everywhere)". */
const Payment = z.looseObject({
  id: z.number().int(),
  type: z.enum(['deposit', 'payout']),
  amount: decimal,
  amount_currency: currency,
  status: paymentStatus,
  payment_system: z.string(),
  payment_system_name: z.string().nullish(),
  redirect_link: z.string().nullish(),
  flow: paymentFlow,
  return_url: z.string().nullish(),
  created_at: isoDateTime,
  updated_at: isoDateTime.nullish(),
  user: z.number().int(),
  cancellable: z.boolean().nullish(),
  failure_reason: z.string().nullish(),
  account: z.string().nullish(),
  credited_amount: decimal.nullish(),
  expires_at: isoDateTime.nullish(),
  timeline: z.array(z.looseObject({ status: z.number().int(), at: isoDateTime })),
});
/** A row of the online payment history (src/api/payments.ts toOnlinePayment). */
const OnlinePayment = z.looseObject({
  id: z.number().int(),
  payment_id: z.number().int(),
  currency,
  amount: decimal,
  status: paymentStatus,
  payment_system: z.string(),
  payment_type: z.enum(['deposit', 'payout']),
  created_at: isoDateTime,
});
const OnlinePaymentPage = z.looseObject({ count: z.number().int(), page: z.number().int().nullish(), results: z.array(OnlinePayment) });
const PaymentPage = z.looseObject({ count: z.number().int(), page: z.number().int().nullish(), results: z.array(Payment) });
const Balances = z.looseObject({ balance: decimal, bonus_balance: decimal.nullish(), held_balance: decimal.nullish() });
const PaymentAnswer = z.looseObject({ payment: Payment, balances: Balances });

/** docs/api.md "Sportsbook" §1 (src/api/sport.ts toSportToken). */
const SportToken = z.looseObject({
  token: z.string().min(8),
  expires_in: z.number().int().positive(),
  expires_at: isoDateTime.optional(),
});

/** A `{ count, results }` page whose `count` an older backend may leave out (src/api/bonus.ts toResultsPage). */
const optionalCountPage = <T extends z.ZodType>(item: T) => z.looseObject({ count: z.number().int().optional(), results: z.array(item) });
/** A list, bare or as a page's `results` (src/api/jackpots.ts, settings.ts, content.ts read both). */
const bareOrResults = <T extends z.ZodType>(item: T) => z.union([z.array(item), z.looseObject({ results: z.array(item) })]);

/** docs/api.md "Account statement" (src/api/statement.ts toStatementRow): one ledger movement, signed. */
const StatementRow = z.looseObject({
  id: z.number().int(),
  date: isoDateTime,
  wallet: z.enum(['balance', 'bonus', 'held']),
  amount: decimal,
  balance_after: decimal,
  currency,
  reason: z.string().meta({ description: 'A ledger reason (docs/api.md "Account statement"); a client shows an unknown one by its code.' }),
  reference_type: z.string().nullish(),
  reference_id: z.union([z.string(), z.number()]).nullish(),
});
const StatementPage = optionalCountPage(StatementRow);
/** One movement with its cause, whose fields depend on `reference_type` (src/api/statement.ts toStatementReference). */
const StatementDetail = z.looseObject({
  ...StatementRow.shape,
  reference: z.looseObject({}).nullish().meta({ description: 'The cause: a payment, a wheel spin, a game round, a transfer, a bonus item or a sport ticket (docs/api.md "Account statement").' }),
});

/** docs/api.md "Transfers" (src/api/transfers.ts toTransfer). */
const Transfer = z.looseObject({
  id: z.number().int(),
  from_id: z.number().int(),
  to_id: z.number().int(),
  amount: decimal,
  currency,
  balance_before: decimal,
  balance_after: decimal,
  date: isoDateTime.nullish(),
  created_at: isoDateTime,
  completed_at: isoDateTime.nullish(),
  status: z.string(),
});
const TransferPage = z.looseObject({ count: z.number().int(), page: z.number().int().nullish(), results: z.array(Transfer) });
/** docs/api.md "Transfers", GET limits/ (src/api/transfers.ts toTransferLimits). */
const TransferLimits = z.looseObject({ currency, configured: z.boolean(), min_amount: decimal.nullish(), max_amount: decimal.nullish() });
/** A sent transfer and the sender's balances (src/api/transfers.ts toTransferAnswer). */
const TransferAnswer = z.looseObject({ transfer: Transfer, balances: Balances });

/** docs/api.md "Responsible gaming: limits" (src/api/limits.ts toLimits): money limits are decimals, the others whole minutes. */
const limitValue = z.union([decimal, z.null()]);
const Limits = z.looseObject({
  currency,
  limits: z.record(z.string(), limitValue),
  pending: z.record(z.string(), z.looseObject({ value: limitValue, effective_at: isoDateTime }).nullable()).nullish(),
  usage: z
    .record(z.string(), z.looseObject({ used: decimal, remaining: decimal.nullish(), period_start: isoDateTime, period_end: isoDateTime }).nullable())
    .nullish(),
  cooling_off_hours: z.number().int().optional(),
  time_zone: z.string().nullish(),
  must_set_before_deposit: z.boolean().optional(),
});
/** A time-out or self-exclusion (src/api/limits.ts toExclusion). */
const Exclusion = z.looseObject({ kind: z.enum(['timeout', 'self_exclusion']), starts_at: isoDateTime.nullish(), ends_at: isoDateTime });
const SelfExclusion = z.looseObject({ active: Exclusion.nullish() });

/** docs/api.md "Identity documents" (src/api/documents.ts toDocument). */
const IdentityDocument = z.looseObject({
  id: z.number().int(),
  kind: z.enum(['id_card', 'passport', 'driving_licence']),
  status: z.enum(['pending', 'approved', 'rejected']),
  reason: z.string().nullish(),
  file_name: z.string(),
  content_type: z.string(),
  size: z.number().int(),
  created_at: isoDateTime,
  reviewed_at: isoDateTime.nullish(),
});
const DocumentPage = z.looseObject({ count: z.number().int().optional(), next: z.number().int().nullish(), results: z.array(IdentityDocument) });
const DocumentRules = z.looseObject({ max_size: z.number().int(), content_types: z.array(z.string()), kinds: z.array(z.string()) });

/** docs/api.md "Bonus and cashback history" (src/api/bonus.ts toBonusHistoryItem). */
const BonusHistoryItem = z.looseObject({
  id: z.number().int(),
  amount: decimal,
  amount_currency: currency,
  date: isoDateTime,
  type: z.string(),
  is_accrued: z.boolean().optional(),
  is_acknowledged: z.boolean().optional(),
});
const BonusHistoryPage = optionalCountPage(BonusHistoryItem);
/** GET /api/bonus-system/rules/ (src/api/bonus.ts toExchangeRules): the exchange's thresholds. */
const ExchangeRules = z.looseObject({ exchange_min_bonus: decimal, exchange_max_balance: decimal, currency });
/** docs/api.md "Bonus exchange" (src/api/bonus.ts toExchangeAnswer): the amount converted and the balances after. */
const ExchangeAnswer = z.looseObject({ amount: decimal, currency, balances: Balances });

/** docs/contracts/responsible-gaming.md §6 (src/api/rg-session.ts toRgSession). */
const RgSession = z.looseObject({
  started_at: isoDateTime,
  staked: decimal,
  returned: decimal,
  net: decimal,
  currency,
  reality_check_minutes: z.number().int().positive().nullish(),
});

/** docs/api.md "Settings" (src/api/settings.ts toSettings). */
const Settings = z.looseObject({
  rates: z.array(z.looseObject({ currency, rate: decimal })).optional(),
  limits: z.looseObject({ min_bet: decimal, max_bet: decimal, max_win: decimal, max_transaction: decimal }),
  currencies: z.array(z.string()).optional(),
});
/** src/api/settings.ts toCurrencyList: a list of codes or of `{ code, name }`, bare or as a page's `results`. */
const currencyOption = z.union([z.string(), z.looseObject({ code: z.string(), name: z.string().nullish() })]);
const CurrencyList = bareOrResults(currencyOption);

/** docs/api.md "Profile summary" (src/api/profile.ts toProfileSummary). */
const ProfileSummary = z.looseObject({
  id: z.number().int(),
  username: z.string(),
  date_joined: isoDateTime,
  balance_currency: currency,
  balance: decimal,
  bonus_balance: decimal,
  is_banned: z.boolean(),
  email_verified: z.boolean().optional(),
  documents_status: z.enum(['none', 'pending', 'approved', 'rejected']).optional(),
  rg_state: z.enum(['withdraw_only']).nullish(),
});

/** The pots (src/api/jackpots.ts toJackpots): a list, bare or as a page's `results`. */
const Jackpot = z.looseObject({ id: z.number().int(), name: z.string(), amount: decimal, currency, winner: z.string().nullish() });
const Jackpots = bareOrResults(Jackpot);

/** docs/api.md "Wheel", the spin history (src/api/wheel-history.ts toWheelHistoryPage). */
const WheelHistoryItem = z.looseObject({
  id: z.number().int(),
  date: isoDateTime,
  type: z.enum(['free', 'paid']),
  win_amount: decimal,
  currency,
  prize_name: z.string().nullish(),
  is_present: z.boolean().nullish(),
  wallet: z.enum(['balance', 'bonus']).nullish(),
});
const WheelHistoryPage = z.looseObject({ count: z.number().int(), results: z.array(WheelHistoryItem) });

/** docs/api.md "Slots and games", favourites (src/api/games-calls.ts toFavourites). */
const Favourite = z.looseObject({ id: z.number().int(), provider: z.string(), game_id: z.string(), integration: z.string().nullish() });
const Favourites = z.looseObject({ results: z.array(Favourite) });
/** The player's running free-spin session, if any (src/api/games-calls.ts toFreeSpinInfo). */
const FreeSpinSession = z.looseObject({
  active: z.boolean(),
  provider: z.string().nullish(),
  game_id: z.string().nullish(),
  session_end: z.boolean().nullish(),
  free_spin_left: z.number().int().nullish(),
  prize_amount: decimal.nullish(),
  prize_currency: z.string().nullish(),
  bet_amount: decimal.nullish(),
});

/** docs/api.md "Slots and games", the player's rounds (src/api/slots-history.ts toSlotsHistoryItem). */
const SlotsHistoryItem = z.looseObject({
  id: z.number().int(),
  provider: z.string(),
  date: isoDateTime,
  balance_before: decimal,
  balance_after: decimal,
  currency,
  status: z.string(),
  bet_amount: decimal,
  win_amount: decimal,
  game_id: z.string(),
  game_name: z.string().nullish(),
  type: z.string().nullish(),
});
const SlotsHistoryPage = optionalCountPage(SlotsHistoryItem);
/** The player's sportsbook preferences (src/api/bookmaker-settings.ts toBookmakerSettings). */
const BookmakerSettings = z.looseObject({
  odds_format: z.enum(['decimal', 'fractional', 'american']),
  sft_view: z.enum(['sport', 'live']),
  dgt_view: z.enum(['auto', 'eu', 'af', 'as', 'm', 'es', 'la']),
  accept_odds: z.enum(['never', 'higher', 'any']).optional().meta({ description: 'Which odds changes a bet placement takes (services/sport-placement.ts); never when absent.' }),
  updated_at: isoDateTime.nullish(),
});

/** docs/api.md "Crypto": a coin amount, a decimal string of up to 8 decimals (src/api/crypto.ts coin). */
const coin = z.union([z.number(), z.string().regex(/^\s*\d+(\.\d{1,8})?\s*$/)]).meta({ description: 'A coin amount, up to 8 decimals ("0.00010000").' });
/** The coins a deposit may be paid in (src/api/crypto.ts toCryptoCurrencies). */
const CryptoCurrencies = z.looseObject({
  currencies: z.array(z.looseObject({ code: z.string(), name: z.string(), network: z.string().nullish() })),
});
const CryptoMinAmount = z.looseObject({ currency: z.string(), min: coin, fiat_amount: decimal, fiat_max: decimal.nullish(), fiat_currency: currency });
/** A crypto deposit's address and amount (src/api/crypto.ts toCryptoPayment): the deposit Payment is `payment_id`. */
const CryptoPayment = z.looseObject({
  id: z.string(),
  payment_id: z.number().int(),
  address: z.string(),
  pay_currency: z.string(),
  pay_amount: coin,
  network: z.string().nullish(),
  expires_at: isoDateTime,
  status: paymentStatus,
  actually_paid: coin.nullish(),
});

/** docs/api.md "Referral" (src/api/referral.ts). */
const ReferralPartner = z.looseObject({ partner_id: z.number().int() });
const ReferralActivation = z.looseObject({ code: z.string().nullish(), partner_id: z.number().int().nullish(), activated_at: isoDateTime.nullish() });
const ReferralActivated = z.looseObject({ ...OkAnswer.shape, partner_id: z.number().int().nullish() });

/** docs/api.md "Content (banners)" (src/api/content.ts). */
const Carousel = z.looseObject({
  id: z.number().int(),
  slug: z.string(),
  language: z.string(),
  platform: z.string().meta({ description: '`web` or `mobile`; a client skips a carousel of another platform.' }),
  routes: z.array(z.string()).meta({ description: 'The page paths it shows on.' }),
});
const Slide = z.looseObject({
  id: z.number().int(),
  type: z.string().nullish(),
  image: z.string(),
  link: z.string().nullish(),
  language: z.string().nullish(),
  is_active: z.boolean(),
  carousel_id: z.number().int(),
  auth_required: z.boolean().nullish(),
  order: z.number().int().nullish(),
});
const Carousels = bareOrResults(Carousel);
const Slides = bareOrResults(Slide);

/** docs/api.md "Sportsbook" §3 (src/api/bet-history.ts): a ticket's id may be a number or a string. */
const ticketId = z.union([z.number().int(), z.string().min(1)]);
/** A selection of a ticket; its status and result are its own event's as soon as that is over (services/sport-legs.ts). */
const SubBet = z.looseObject({
  id: ticketId,
  category: z.string().nullish(),
  sport: z.string().nullish(),
  tournament: z.string().nullish(),
  event: z.string().nullish(),
  market: z.string().nullish(),
  outcome: z.string().nullish(),
  odd: decimal,
  result: z.string().nullish().meta({ description: 'The final score ("2:1") once the event is over, even while the ticket waits; null for a void.' }),
  status: z.string().meta({ description: 'Wait until its event is over, then Winner, Loser or Voided (the ticket may still wait on other legs).' }),
  start_time: isoDateTime.nullish(),
});
const BetHistoryItem = z.looseObject({
  id: ticketId,
  date: isoDateTime,
  amount_in: decimal,
  amount_out: decimal.nullish(),
  coef: decimal,
  potential_win: decimal.nullish().meta({ description: 'What the ticket pays if every leg wins (shown while it is open).' }),
  status: z.string().meta({ description: 'Wait, Loser, Voided, Winner or Cancelled; a client keeps a newer one as it came.' }),
  provider: z.string(),
  producer: z.string().nullish(),
  token: z.string().nullish(),
  ticket_id: ticketId.nullish(),
  ticket_code: z.string(),
  ticket_type: z.string(),
  user_id: z.number().int().nullish(),
  legs: z.array(SubBet).nullish().meta({ description: "The ticket's selections, each with its own state." }),
});
const BetHistoryPage = optionalCountPage(BetHistoryItem);
const SubBets = z.looseObject({ results: z.array(SubBet) });
/** A cancelled ticket and the balances after its stake came back (src/api/bet-history.ts toCancelAnswer). */
const TicketCancelled = z.looseObject({ ticket: BetHistoryItem, balance: decimal, bonus_balance: decimal.nullish() });
/** An open ticket's cash-out quote (services/sport-cashout.ts; src/api/bet-history.ts toCashoutQuote). */
const CashoutQuote = z.looseObject({
  ticket_id: ticketId,
  amount: decimal.nullable().meta({ description: 'null: not offered right now (reason says why).' }),
  currency: z.string(),
  reason: z.string().nullish().meta({ description: 'settled, lost, suspended or book_down, when amount is null.' }),
});
/** A notice acknowledged (src/api/bonus.ts acknowledge). */
const Acknowledged = z.looseObject({ id: z.number().int(), is_acknowledged: z.boolean() });
/** A registration taken: the address the confirmation link went to (routes/accounts.ts). */
const Registered = z.looseObject({ ...OkAnswer.shape, email: z.string() });

/** Every schema the document names, by its component name. */
export const RESPONSE_SCHEMAS = {
  ErrorBody,
  User,
  TokenPair,
  LoginAnswer,
  OkAnswer,
  UserInfo,
  UserInfoAnswer,
  WheelPrize,
  WheelPrizes,
  WheelSettings,
  WheelSpin,
  Producers,
  GameRecord,
  HubGamePage,
  HubSession,
  GameSessionLifetime,
  PaymentSystem,
  PaymentSystemList,
  Payment,
  PaymentPage,
  Balances,
  PaymentAnswer,
  SportToken,
  StatementRow,
  StatementPage,
  StatementDetail,
  Transfer,
  TransferPage,
  TransferLimits,
  TransferAnswer,
  Limits,
  Exclusion,
  SelfExclusion,
  IdentityDocument,
  DocumentPage,
  DocumentRules,
  BonusHistoryItem,
  BonusHistoryPage,
  ExchangeRules,
  ExchangeAnswer,
  RgSession,
  Settings,
  CurrencyList,
  ProfileSummary,
  Jackpot,
  Jackpots,
  WheelHistoryItem,
  WheelHistoryPage,
  Favourite,
  Favourites,
  FreeSpinSession,
  SlotsHistoryItem,
  SlotsHistoryPage,
  BookmakerSettings,
  CryptoCurrencies,
  CryptoMinAmount,
  CryptoPayment,
  ReferralPartner,
  ReferralActivation,
  ReferralActivated,
  Carousel,
  Slide,
  Carousels,
  Slides,
  BetHistoryItem,
  BetHistoryPage,
  SubBet,
  SubBets,
  TicketCancelled,
  CashoutQuote,
  Acknowledged,
  Registered,
  DirectGamePage,
  LiveGameList,
  DirectSession,
  LiveSession,
  OnlinePaymentPage,
} as const;

export type ResponseName = keyof typeof RESPONSE_SCHEMAS;
