// The message contract between <casino-sportsbook> and a sportsbook frame (contract
// docs/contracts/sportsbook.md §5, docs/embedding.md "Sportsbook message contract"): the typed,
// versioned source of truth for both sides. Pure: no DOM, no state, so the frame pages, the element and
// the unit tests read the same rules, and the frame writes money with the header's formatter.
//
// Envelope, both ways: { ns: 'casino-sport', v: 1, type, ...payload }. A message is trusted in three
// steps (docs/conventions.md §2.10): who sent it (the frame's own window / the host's window), from which origin
// (exactly the one expected: "null" for an opaque sandboxed frame, the `origin` query parameter on the
// frame's side), then its shape. Anything outside our namespace is someone else's traffic and is ignored
// quietly; a message in our namespace with a bad shape or another version is a bug of one side, ignored
// and reported (the element reports it once).

import { currencySymbol, formatMoney } from '../../src/format/money-format';

export const SPORT_NS = 'casino-sport';
export const SPORT_VERSION = 1;

const SPORT_PROVIDERS = ['sft', 'dgt'] as const;
export type SportProvider = (typeof SPORT_PROVIDERS)[number];
const FRAME_LANGS = ['fr', 'en', 'ar'] as const;
export type FrameLang = (typeof FRAME_LANGS)[number];
const FRAME_ODDS_FORMATS = ['decimal', 'fractional', 'american'] as const;
export type FrameOddsFormat = (typeof FRAME_ODDS_FORMATS)[number];
/** The player's "accept odds changes" preference (docs/contracts/profile.md §Account `accept_odds`). */
const FRAME_ACCEPT_ODDS = ['never', 'higher', 'any'] as const;
export type FrameAcceptOdds = (typeof FRAME_ACCEPT_ODDS)[number];

/** Money on the wire: a string with two decimals ("12.50"), as everywhere in the sandbox's JSON. */
const MONEY = /^-?\d{1,12}\.\d{2}$/;
/** Page names and views are short words; ids short tokens. Nothing longer reaches a URL or the DOM. */
const WORD = /^[A-Za-z]{1,32}$/;
const ID = /^[A-Za-z0-9_.:-]{1,64}$/;
const CODE = /^[a-z0-9_]{1,64}$/;
const CURRENCY = /^[A-Z]{3}$/;
/** A decimal odd as the provider writes it ("1.85"). */
const ODD = /^\d{1,6}(\.\d{1,4})?$/;
/** The most selections a slip holds (an express: docs/contracts/sportsbook.md §2). */
const MAX_SLIP_SELECTIONS = 10;

// ---- both ways ----------------------------------------------------------------------------------

/** One pick of the bet slip, as the provider prices it (its names are the frame's, read again). */
export interface SlipSelection {
  event_id: string;
  market_id: string;
  outcome_id: string;
  odd: string;
}

/**
 * The bet slip the host keeps for the frame, which has no storage of its own (sandboxed, opaque): the
 * frame sends it whenever the player changes it, the host hands it back after `ready` for the same
 * player. The stake is money, absent while the player's entry is not an amount.
 */
export interface SlipMessage {
  selections: SlipSelection[];
  stake?: string;
}

// ---- frame → host -------------------------------------------------------------------------------

export interface BetPlaced {
  ticket_id: string | number;
  ticket_code: string;
  amount_in: string;
  balance: string;
  bonus_balance: string | null;
  currency: string;
}

export type FrameMessage =
  | { type: 'ready'; provider: SportProvider }
  | { type: 'height'; height: number }
  | { type: 'route'; page: string; id?: string; live?: boolean }
  | ({ type: 'bet-placed' } & BetPlaced)
  | { type: 'balance-needed' }
  | { type: 'token-expired' }
  | { type: 'login-requested' }
  | { type: 'deposit-requested'; amount?: string }
  | ({ type: 'slip' } & SlipMessage)
  | { type: 'error'; code: string; message?: string };

export type FrameMessageType = FrameMessage['type'];

// ---- host → frame -------------------------------------------------------------------------------

export interface BalanceMessage {
  balance: string;
  bonus_balance: string | null;
  currency: string;
}

export type HostMessage =
  | { type: 'token'; token: string | null }
  | { type: 'locale'; lang: FrameLang }
  | { type: 'settings'; odds_format: FrameOddsFormat; accept_odds?: FrameAcceptOdds }
  | { type: 'navigate'; page: string; id?: string; view?: string; live?: boolean }
  | ({ type: 'slip' } & SlipMessage)
  | ({ type: 'balance' } & BalanceMessage)
  /**
   * The part of the frame the player sees, in the frame's own pixels: the host sizes the frame to its
   * content, so the frame never scrolls and `position: sticky` inside it has nothing to stick to; the book
   * keeps its slip within this band (docs/embedding.md "Sportsbook").
   */
  | { type: 'viewport'; top: number; height: number };

export type HostMessageType = HostMessage['type'];

/** What goes on the wire: the message in its envelope. */
export type Envelope<M extends { type: string }> = { ns: typeof SPORT_NS; v: typeof SPORT_VERSION } & M;

// ---- parsing --------------------------------------------------------------------------------------

export type Parsed<M> =
  | { ok: true; message: M }
  /** `foreign`: another window or origin; `not-ours`: another namespace; both ignored quietly. */
  | { ok: false; reason: 'foreign' | 'not-ours' }
  /** Our namespace, but a version or a shape this side does not know: ignored and reported. */
  | { ok: false; reason: 'bad-shape'; detail: string };

/** The parts of a MessageEvent the rules read (a real MessageEvent fits). */
export interface Incoming {
  data: unknown;
  origin: string;
  source: unknown;
}

/** Who may talk to us: the exact window and the exact origin ("null" for an opaque frame). */
export interface Expected {
  source: unknown;
  origin: string;
}

class Bad extends Error {}

type Obj = Record<string, unknown>;

const isObj = (value: unknown): value is Obj => !!value && typeof value === 'object' && !Array.isArray(value);

function oneOf<T extends string>(values: readonly T[], value: unknown, what: string): T {
  if (typeof value === 'string' && (values as readonly string[]).includes(value)) return value as T;
  throw new Bad(`${what}: one of ${values.join('|')}`);
}

function matching(re: RegExp, value: unknown, what: string): string {
  if (typeof value === 'string' && re.test(value)) return value;
  throw new Bad(`${what}: ${re}`);
}

function optional<T>(value: unknown, read: (v: unknown) => T): T | undefined {
  return value === undefined ? undefined : read(value);
}

function optBool(value: unknown, what: string): boolean | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'boolean') throw new Bad(`${what}: boolean`);
  return value;
}

function text(value: unknown, what: string, max: number): string {
  if (typeof value !== 'string' || value.length > max) throw new Bad(`${what}: string ≤ ${max}`);
  return value;
}

const moneyOrNull = (value: unknown, what: string) => (value === null ? null : matching(MONEY, value, what));

function readSlip(m: Obj): SlipMessage {
  const list = m.selections;
  if (!Array.isArray(list) || list.length > MAX_SLIP_SELECTIONS) throw new Bad(`selections: array ≤ ${MAX_SLIP_SELECTIONS}`);
  const selections = list.map((s: unknown, i) => {
    if (!isObj(s)) throw new Bad(`selections[${i}]: object`);
    return {
      event_id: matching(ID, s.event_id, 'event_id'),
      market_id: matching(ID, s.market_id, 'market_id'),
      outcome_id: matching(ID, s.outcome_id, 'outcome_id'),
      odd: matching(ODD, s.odd, 'odd'),
    };
  });
  return compact({ selections, stake: optional(m.stake, (v) => matching(MONEY, v, 'stake')) });
}

/** Leaves out the optional keys that are absent, so a parsed message equals the one built. */
function compact<T extends Obj>(message: T): T {
  for (const key of Object.keys(message)) if (message[key] === undefined) delete message[key];
  return message;
}

function envelope(data: unknown): { type: string; body: Obj } | { not: 'not-ours' } {
  if (!isObj(data) || data.ns !== SPORT_NS) return { not: 'not-ours' };
  if (data.v !== SPORT_VERSION) throw new Bad(`v: ${SPORT_VERSION} expected, got ${String(data.v)}`);
  if (typeof data.type !== 'string') throw new Bad('type: string');
  return { type: data.type, body: data };
}

function pixels(value: unknown, name: string): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) throw new Bad(`${name}: integer ≥ 0`);
  return value;
}

function readFrameMessage(type: string, m: Obj): FrameMessage {
  switch (type) {
    case 'ready':
      return { type, provider: oneOf(SPORT_PROVIDERS, m.provider, 'provider') };
    case 'height':
      return { type, height: pixels(m.height, 'height') };
    case 'route':
      return compact({
        type,
        page: matching(WORD, m.page, 'page'),
        id: optional(m.id, (v) => matching(ID, v, 'id')),
        live: optBool(m.live, 'live'),
      });
    case 'bet-placed': {
      const ticketId = m.ticket_id;
      if (!(typeof ticketId === 'number' && Number.isSafeInteger(ticketId)) && !(typeof ticketId === 'string' && ID.test(ticketId)))
        throw new Bad('ticket_id: integer or id');
      return {
        type,
        ticket_id: ticketId,
        ticket_code: matching(ID, m.ticket_code, 'ticket_code'),
        amount_in: matching(MONEY, m.amount_in, 'amount_in'),
        balance: matching(MONEY, m.balance, 'balance'),
        bonus_balance: m.bonus_balance === undefined ? null : moneyOrNull(m.bonus_balance, 'bonus_balance'),
        currency: matching(CURRENCY, m.currency, 'currency'),
      };
    }
    case 'balance-needed':
    case 'token-expired':
    case 'login-requested':
      return { type };
    case 'deposit-requested':
      return compact({ type, amount: optional(m.amount, (v) => matching(MONEY, v, 'amount')) });
    case 'slip':
      return { type, ...readSlip(m) };
    case 'error':
      return compact({ type, code: matching(CODE, m.code, 'code'), message: optional(m.message, (v) => text(v, 'message', 500)) });
    default:
      throw new Bad(`type: unknown "${type.slice(0, 32)}"`);
  }
}

function readHostMessage(type: string, m: Obj): HostMessage {
  switch (type) {
    case 'token': {
      const token = m.token;
      if (token !== null && !(typeof token === 'string' && token.length > 0 && token.length <= 512)) throw new Bad('token: string or null');
      return { type, token };
    }
    case 'locale':
      return { type, lang: oneOf(FRAME_LANGS, m.lang, 'lang') };
    case 'settings':
      return compact({
        type,
        odds_format: oneOf(FRAME_ODDS_FORMATS, m.odds_format, 'odds_format'),
        accept_odds: optional(m.accept_odds, (v) => oneOf(FRAME_ACCEPT_ODDS, v, 'accept_odds')),
      });
    case 'navigate':
      return compact({
        type,
        page: matching(WORD, m.page, 'page'),
        id: optional(m.id, (v) => matching(ID, v, 'id')),
        view: optional(m.view, (v) => matching(WORD, v, 'view')),
        live: optBool(m.live, 'live'),
      });
    case 'slip':
      return { type, ...readSlip(m) };
    case 'viewport':
      return { type, top: pixels(m.top, 'top'), height: pixels(m.height, 'height') };
    case 'balance':
      return {
        type,
        balance: matching(MONEY, m.balance, 'balance'),
        bonus_balance: m.bonus_balance === undefined ? null : moneyOrNull(m.bonus_balance, 'bonus_balance'),
        currency: matching(CURRENCY, m.currency, 'currency'),
      };
    default:
      throw new Bad(`type: unknown "${type.slice(0, 32)}"`);
  }
}

function parse<M>(event: Incoming, expected: Expected, read: (type: string, body: Obj) => M): Parsed<M> {
  // The window first, then the exact origin: a message from any other window or origin is not a message
  // of this conversation, whatever it says.
  if (expected.source == null || event.source !== expected.source || event.origin !== expected.origin) return { ok: false, reason: 'foreign' };
  try {
    const env = envelope(event.data);
    if ('not' in env) return { ok: false, reason: env.not };
    return { ok: true, message: read(env.type, env.body) };
  } catch (error) {
    if (error instanceof Bad) return { ok: false, reason: 'bad-shape', detail: error.message };
    throw error;
  }
}

/**
 * The host's side: a message of the frame, accepted only from `expected.source` (the iframe's
 * contentWindow) with `expected.origin` (the frame's message origin, "null" when it runs opaque).
 */
export function parseFrameMessage(event: Incoming, expected: Expected): Parsed<FrameMessage> {
  return parse(event, expected, readFrameMessage);
}

/**
 * The frame's side: a message of the host, accepted only from `window.parent` with the origin the frame
 * was given in its `origin` query parameter.
 */
export function parseHostMessage(event: Incoming, expected: Expected): Parsed<HostMessage> {
  return parse(event, expected, readHostMessage);
}

// ---- building ------------------------------------------------------------------------------------

/** A frame's message in its envelope (checked: building what the other side would refuse throws). */
export function frameMessage(message: FrameMessage): Envelope<FrameMessage> {
  const built = { ns: SPORT_NS, v: SPORT_VERSION, ...message } as Envelope<FrameMessage>;
  readFrameMessage(message.type, built as unknown as Obj);
  return built;
}

/** The host's message in its envelope (checked likewise). */
export function hostMessage(message: HostMessage): Envelope<HostMessage> {
  const built = { ns: SPORT_NS, v: SPORT_VERSION, ...message } as Envelope<HostMessage>;
  readHostMessage(message.type, built as unknown as Obj);
  return built;
}

/** A slip kept outside the conversation (the host's storage) read with the message's rules; null if it breaks them. */
export function readSlipMessage(value: unknown): SlipMessage | null {
  try {
    return isObj(value) ? readSlip(value) : null;
  } catch (error) {
    if (error instanceof Bad) return null;
    throw error;
  }
}

/** Money for the wire from a number of the client's (two decimals). */
export const wireMoney = (amount: number): string => amount.toFixed(2);

/**
 * A wire amount ("1019.40", "-5.00") written as the host's header writes it, in the language of the
 * host's `locale` message: « 1 019,40 DT » in French, the dinar as د.ت in Arabic. The header's own
 * formatter (src/format/money-format.ts), which the frame's copy of this module carries with it
 * (scripts/rollup-frame-contract.mjs), so the book and the header cannot write money two ways. For an
 * LTR island: the frame isolates it in Arabic text.
 */
export const formatWireMoney = (amount: string, currency: string, lang: FrameLang): string => formatMoney(Number(amount), currency, lang);

/** The currency as the header names it (« DT », « € », د.ت in Arabic), for labels such as the stake's. */
export const currencyLabel = (currency: string, lang: FrameLang): string => currencySymbol(currency, lang);
