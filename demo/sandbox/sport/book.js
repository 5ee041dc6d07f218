// What both sportsbook pages share: the channel to the host, the player's session with the provider
// (guest until a real `token` message), the language and odds format, the bet slip and the placement.
// The page modules (sft.js, dgt.js) only draw; they call `book.render()` after a change.
import { createApi, isGuestToken } from './api.js';
import { createChannel, currencyLabel, formatWireMoney } from './channel.js';
import { hostOrigin } from './origin.js';
import { formatOdd, oddsFormatOf } from './odds.js';
import { followView } from './follow.js';
import { acceptOdds, addedStake, applyCoefs, checkKept, emptySlip, keptSlip, markRefused, placementBody, removeSelection, renameSelections, slipProblem, toggleSelection, wireSlip } from './slip.js';
import { createIdempotencyKeys, isDefinitive, placeTicket } from './placement.js';
import { pageLang, say } from './texts.js';
import { reportHeight } from './height.js';

/** How long the page waits for the host's new token after `token-expired` before giving up the press. */
const TOKEN_WAIT_MS = 20_000;
const LIMIT_CODES = new Set(['bet_below_minimum', 'bet_above_maximum', 'transaction_limit', 'max_win_exceeded']);

export function createBook({ provider, draw, navigate }) {
  const query = new URLSearchParams(location.search);
  const defaultToken = provider === 'sft' ? '-' : null;
  const api = createApi({ provider });
  const keys = createIdempotencyKeys();
  const state = {
    lang: pageLang(query.get('lang')),
    oddsFormat: oddsFormatOf(query.get('odds')),
    acceptOdds: 'never', // the player's preference (the host's `settings`); the provider applies it
    token: defaultToken,
    session: null, // { balance, bonus_balance, currency } while the player's token is open
    slip: emptySlip(),
    busy: false,
    notice: null, // { kind: 'ok'|'error'|'info', key, vars, action?: 'deposit'|'login'|'accept'|'retry' }
    down: false,
    tickets: [], // this visit's tickets, newest first (BetsHistory)
  };
  let epoch = 0; // a late answer for an older token is dropped
  let tokenWaiters = [];
  let downSent = false;

  const book = {
    provider,
    state,
    api,
    t: (key, vars) => say(state.lang, key, vars),
    odd: (raw, format) => formatOdd(raw, format ?? state.oddsFormat),
    /** A wire amount as the host's header writes it, in the page's language (« 1 019,40 DT »). */
    money: (amount, currency = state.session?.currency) => formatWireMoney(amount, currency ?? '', state.lang),
    /** The player's currency as the header names it (« DT »), for labels. */
    currency: () => (state.session?.currency ? currencyLabel(state.session.currency, state.lang) : ''),
    render: () => draw(book),
    send: (type, payload) => channel.send(type, payload),
    guest: () => isGuestToken(state.token) || !state.session,
    /** Runs a data call; a 503 turns the page to its provider-down state (and tells the host once). */
    async load(call) {
      try {
        const answer = await call();
        if (state.down) {
          state.down = false;
          downSent = false;
        }
        return answer;
      } catch (error) {
        if (error.code === 'provider_down' || error.status === 503) markDown();
        throw error;
      }
    },
    pick(event, market, outcome) {
      if (book.guest()) return askLogin();
      const { slip, full } = toggleSelection(state.slip, {
        event_id: event.id,
        market_id: market.id,
        outcome_id: outcome.id,
        odd: outcome.odd,
        event_name: `${event.home} – ${event.away}`,
        market_name: market.name,
        outcome_name: outcome.name,
      });
      state.slip = slip;
      state.notice = full ? { kind: 'error', key: 'slip_full' } : null;
      keep();
      book.render();
    },
    remove(outcomeId) {
      state.slip = removeSelection(state.slip, outcomeId);
      state.notice = null;
      keep();
      book.render();
    },
    clear() {
      state.slip = { ...emptySlip(), stake: state.slip.stake };
      state.notice = null;
      keep();
      book.render();
    },
    setStake(raw) {
      state.slip = { ...state.slip, stake: raw };
      keep();
    },
    /** A quick stake: `amount` added to the stake typed (none or not an amount counts as 0). */
    addStake(amount) {
      state.slip = { ...state.slip, stake: addedStake(state.slip.stake, amount) };
      keep();
      book.render();
    },
    acceptOdds() {
      state.slip = acceptOdds(state.slip);
      state.notice = null;
      keep();
      book.render();
    },
    action(kind) {
      if (kind === 'login') askLogin();
      if (kind === 'deposit') channel.send('deposit-requested', state.slip.stake ? { amount: placementBody(state.slip).stake } : {});
      if (kind === 'accept') book.acceptOdds();
      if (kind === 'retry') book.place();
    },
    place,
    lang: () => state.lang,
    /** Which way each outcome's odd went since the previous read of the same events (live odds move). */
    moves: new Map(),
    trackOdds(events) {
      const next = new Map();
      for (const e of events ?? []) for (const m of e.markets ?? []) for (const o of m.outcomes ?? []) next.set(o.id, o.odd);
      book.moves = new Map();
      for (const [id, odd] of next) {
        const was = lastOdds.get(id);
        if (was !== undefined && was !== odd) book.moves.set(id, Number(odd) > Number(was) ? 'up' : 'down');
      }
      lastOdds = next;
      // The page's language: picks made in another one take these names.
      state.slip = renameSelections(state.slip, events);
    },
  };
  let lastOdds = new Map();

  /** The page has no storage of its own (sandboxed): the host keeps the slip for the player (`slip`). */
  function keep() {
    channel.send('slip', wireSlip(state.slip));
  }

  /**
   * The slip the host kept for this player (a reload, a new frame): its events are read again before it
   * can be placed; a moved odd waits for the player's confirmation, a pick no longer offered is marked.
   */
  async function restore(message) {
    const mine = ++restores;
    const kept = keptSlip(message);
    state.slip = kept;
    state.busy = kept.selections.length > 0;
    book.render();
    if (!kept.selections.length) return;
    const lang = state.lang;
    const ids = [...new Set(kept.selections.map((s) => s.event_id))];
    const events = await Promise.all(ids.map((id) => api.event(id, lang).catch((error) => (error.status === 404 ? null : Promise.reject(error))))).catch(() => undefined);
    if (mine !== restores) return;
    state.busy = false;
    if (events === undefined) {
      // Not read (no answer, the provider down): the picks stay, and placing them asks the provider, who
      // refuses any odd that is not the current one.
      say2('error', 'network');
      return book.render();
    }
    const { slip, moved, refused } = checkKept(state.slip, events.filter(Boolean));
    state.slip = slip;
    if (refused) say2('error', 'error_exist_bet');
    else if (moved) say2('error', 'odds_changed', undefined, 'accept');
    book.render();
  }
  let restores = 0;

  function say2(kind, key, vars, action) {
    state.notice = { kind, key, vars, action };
  }

  function askLogin() {
    say2('info', 'guest', undefined, 'login');
    channel.send('login-requested', {});
    book.render();
  }

  function markDown() {
    state.down = true;
    if (!downSent) {
      downSent = true;
      channel.send('error', { code: 'provider_down', message: say(state.lang, 'provider_down') });
    }
  }

  /** The next `token` message (null after TOKEN_WAIT_MS: the host could not renew). */
  function nextToken() {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        tokenWaiters = tokenWaiters.filter((w) => w !== waiter);
        resolve(undefined);
      }, TOKEN_WAIT_MS);
      const waiter = (token) => {
        clearTimeout(timer);
        resolve(token);
      };
      tokenWaiters.push(waiter);
    });
  }

  async function renewToken() {
    channel.send('token-expired', {});
    const token = await nextToken();
    if (token === undefined) throw Object.assign(new Error('token timeout'), { code: 'token_timeout' });
    return token;
  }

  async function place() {
    if (state.busy) return;
    if (book.guest()) return askLogin();
    const problem = slipProblem(state.slip);
    if (problem) {
      say2('error', problem);
      return book.render();
    }
    const body = placementBody(state.slip);
    const key = keys.keyFor(body);
    state.busy = true;
    say2('info', 'placing');
    book.render();
    try {
      const ticket = await book.load(() => placeTicket({ api, body, key, token: () => state.token, renewToken }));
      keys.answered();
      state.session = { ...state.session, balance: ticket.balance, bonus_balance: ticket.bonus_balance, currency: ticket.currency ?? state.session?.currency };
      state.tickets = [{ ...ticket, selections: state.slip.selections }, ...state.tickets];
      state.slip = { ...emptySlip(), stake: state.slip.stake };
      keep();
      say2('ok', 'placed', { code: ticket.ticket_code, amount: book.money(ticket.amount_in, ticket.currency ?? state.session?.currency) });
      channel.send('bet-placed', {
        ticket_id: ticket.ticket_id,
        ticket_code: ticket.ticket_code,
        amount_in: ticket.amount_in,
        balance: ticket.balance,
        bonus_balance: ticket.bonus_balance,
        currency: ticket.currency,
      });
    } catch (error) {
      refused(error);
    } finally {
      state.busy = false;
      book.render();
      // A placed bet empties the slip, and the button the player pressed goes with it: the focus goes to
      // the slip's result, not to the top of the page.
      if (document.activeElement === document.body) document.querySelector('.slip-status')?.focus();
    }
  }

  /** Every refusal has its own visible outcome (docs/conventions.md §2.15); the slip the player built stays. */
  function refused(error) {
    const code = error.code;
    // An unknown outcome keeps the key (the next press of the same slip is the same bet; docs/conventions.md §7
    // "Definitive answers"), and so does a token the host could not renew in time; a definitive answer
    // or a sign-out ends it.
    if (code === 'token_timeout') return say2('error', code, undefined, 'retry');
    if (code !== 'signed_out' && !isDefinitive(error)) {
      // The bet may be placed: say so, and let the host read the balance again.
      channel.send('balance-needed', {});
      return say2('info', 'checking', undefined, 'retry');
    }
    keys.answered();
    // The page's odds were older than the provider's: read them again (the slip keeps the player's picks).
    if (['coefs_changed', 'error_block_bet_data', 'error_exist_bet', 'market_suspended', 'market_closed'].includes(code)) book.stale?.();
    if (code === 'coefs_changed') {
      state.slip = applyCoefs(state.slip, error.body?.coefs);
      return say2('error', 'odds_changed', undefined, 'accept');
    }
    if (code === 'error_block_bet_data' || code === 'error_exist_bet') {
      state.slip = markRefused(state.slip, refusedIds(error.body));
      return say2('error', code);
    }
    // Live markets (docs/api.md "Sportsbook" §2): a suspension after a goal passes in seconds (the same
    // slip may go again, then likely at new odds); a closed market stays closed.
    if (code === 'market_suspended') return say2('error', code, undefined, 'retry');
    if (code === 'market_closed') {
      state.slip = markRefused(state.slip, refusedIds(error.body));
      return say2('error', error.body?.reason === 'decided' ? 'market_closed_decided' : 'market_closed_final_minutes');
    }
    if (code === 'not_enough_money') {
      // The balance shown may be older than the wallet's (a deposit or a win elsewhere): the host knows.
      channel.send('balance-needed', {});
      return say2('error', code, undefined, 'deposit');
    }
    if (LIMIT_CODES.has(code)) return say2('error', code);
    if (code === 'token_invalid' || code === 'token_expired' || code === 'signed_out') {
      if (code !== 'signed_out') endSession();
      return say2('error', code === 'signed_out' ? code : 'token_invalid', undefined, 'login');
    }
    say2('error', 'error_default', undefined, 'retry');
  }

  /** The ids a blocked/gone refusal names: in `outcome_ids`, `ids`, or `detail` (a list or a sentence). */
  function refusedIds(body) {
    const listed = [body?.outcome_ids, body?.ids, body?.detail].find(Array.isArray);
    if (listed) return listed.map((x) => (typeof x === 'object' && x ? x.outcome_id ?? x.market_id ?? x.event_id ?? x.id : x));
    const text = typeof body?.detail === 'string' ? body.detail : '';
    return state.slip.selections.flatMap((s) => [s.outcome_id, s.market_id, s.event_id]).filter((id) => text.includes(String(id)));
  }

  function endSession() {
    state.session = null;
  }

  async function openSession(token) {
    const mine = ++epoch;
    if (isGuestToken(token)) {
      endSession();
      state.slip = emptySlip();
      return book.render();
    }
    try {
      const session = await book.load(() => api.sessionCreate(token));
      if (mine !== epoch) return;
      state.session = { balance: session.balance, bonus_balance: session.bonus_balance, currency: session.currency };
      if (state.notice?.action === 'login') state.notice = null;
    } catch (error) {
      if (mine !== epoch) return;
      // A renewal that got no answer keeps the open session (its token is the new one; the next call says
      // if it is good); any refusal ends it.
      if (error.code === 'network' && state.session) return book.render();
      endSession();
      if (error.code === 'token_expired') channel.send('token-expired', {});
      else if (error.code !== 'provider_down') say2('error', error.code === 'network' ? 'network' : 'token_invalid');
    }
    book.render();
  }

  /** The slip's events read again in `lang`, so every pick takes its names (the page's lists may not hold them all). */
  async function renameSlip(lang) {
    const ids = [...new Set(state.slip.selections.map((s) => s.event_id))];
    if (!ids.length) return;
    const events = await Promise.all(ids.map((id) => api.event(id, lang).catch(() => null)));
    if (state.lang !== lang) return;
    state.slip = renameSelections(state.slip, events.filter(Boolean));
    book.render();
  }

  function applyLang(lang) {
    state.lang = lang;
    document.documentElement.lang = lang;
    document.documentElement.dir = lang === 'ar' ? 'rtl' : 'ltr';
    document.title = say(lang, `title_${provider}`);
  }

  function onMessage(message) {
    switch (message.type) {
      case 'token': {
        state.token = message.token;
        const waiters = tokenWaiters;
        tokenWaiters = [];
        for (const w of waiters) w(message.token);
        // During a placement the placer re-sends with the new token; the session's balance follows.
        openSession(message.token);
        break;
      }
      case 'locale':
        applyLang(message.lang);
        book.render();
        renameSlip(message.lang);
        break;
      case 'settings':
        state.oddsFormat = oddsFormatOf(message.odds_format);
        if (message.accept_odds) state.acceptOdds = message.accept_odds;
        book.render();
        break;
      case 'balance':
        if (state.session) state.session = { ...state.session, balance: message.balance, bonus_balance: message.bonus_balance ?? state.session.bonus_balance, currency: message.currency };
        book.render();
        break;
      case 'navigate':
        navigate(message);
        break;
      case 'slip':
        restore(message);
        break;
      case 'viewport':
        follow?.view(message);
        break;
    }
  }

  const origin = hostOrigin(query.get('origin'));
  const channel = createChannel({ win: window, origin, onMessage });
  document.documentElement.classList.toggle('framed', channel.framed);
  applyLang(state.lang);
  /** The slip kept in the band of the page the player sees (./follow.js), once the page is drawn. */
  let follow = null;
  book.start = (app) => {
    const slipBox = app.querySelector('#slip');
    if (slipBox?.parentElement) follow = followView(slipBox, slipBox.parentElement);
    reportHeight(app, (height) => channel.send('height', { height }));
    channel.send('ready', { provider });
  };
  return book;
}
