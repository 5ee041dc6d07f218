// The player's limits on the game page (docs/api.md "Game pages: the player's limits";
// docs/contracts/responsible-gaming.md §2): what is left of each loss and wager limit and when it resets,
// the session limit's time left, read from the session's `/rg` when the page opens and after each settled
// round; and a round refused by a limit said in the page's language with the limit and its reset, from
// the refusal's body. Plain JavaScript, loaded as it is under the providers' CSP (no inline style).
import { formatMoney } from './money.js';

// Unicode isolates: a sum or a date keeps its own direction inside an Arabic sentence.
const isolate = (text) => `\u2068${text}\u2069`;

/** `template` with each `{name}` replaced by `values[name]`, isolated. */
export function fill(template, values) {
  return template.replace(/\{(\w+)\}/g, (whole, name) => (name in values ? isolate(values[name]) : whole));
}

/** A date and time in the page's language, Latin digits (as the site writes them in Arabic too). */
export function formatWhen(iso, lang) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const locale = lang === 'fr' ? 'fr-FR' : lang === 'ar' ? 'ar' : 'en-GB';
  return new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short', numberingSystem: 'latn' }).format(date);
}

/** The whole minutes left until `iso` at `now` (never below 0). */
export const minutesLeft = (iso, now) => Math.max(0, Math.ceil((Date.parse(iso) - now) / 60_000));

/** The panel's lines for a `/rg` answer: one per limit set, then the session's time left. */
export function rgLines(rg, T, lang, now = Date.now()) {
  const lines = [];
  if (!rg || !Array.isArray(rg.limits)) return lines;
  for (const l of rg.limits) {
    lines.push(fill(T.rg.left, {
      name: T.rg.kinds[l.kind], period: T.rg.periods[l.period],
      remaining: formatMoney(l.remaining, rg.currency, lang), limit: formatMoney(l.limit, rg.currency, lang), at: formatWhen(l.period_end, lang),
    }));
  }
  if (rg.session_ends_at) lines.push(fill(T.rg.session, { minutes: String(minutesLeft(rg.session_ends_at, now)), at: formatWhen(rg.session_ends_at, lang) }));
  return lines;
}

/**
 * A refusal by a limit in words, or null for another refusal: which limit, what is left and when it
 * resets (403 wager_limit_reached / loss_limit_reached), or when the session limit ended.
 */
export function limitRefusal(error, T, lang) {
  const body = error?.body ?? {};
  if (error?.code === 'session_limit_reached' && body.ends_at) return fill(T.rg.sessionOver, { at: formatWhen(body.ends_at, lang) });
  if ((error?.code !== 'wager_limit_reached' && error?.code !== 'loss_limit_reached') || !body.period_end) return null;
  return fill(T.rg.refused, {
    name: (T.rg.kinds[body.limit_kind] ?? '').toLocaleLowerCase(lang), period: T.rg.periods[body.period] ?? '',
    remaining: formatMoney(body.remaining, body.currency, lang), at: formatWhen(body.period_end, lang),
  });
}

/**
 * The panel above the status line (created on first use), kept in step with the session: `refresh()`
 * reads `/rg` again; the session's time left is redrawn every 30 s without a call.
 */
export function createRgPanel(api, T, lang, doFetch = (...args) => globalThis.fetch(...args)) {
  let last = null;
  let timer = null;
  const panel = () => {
    let el = document.getElementById('rg');
    if (!el) {
      el = document.createElement('section');
      el.id = 'rg';
      el.className = 'rg';
      el.setAttribute('aria-label', T.rg.title);
      // Its look is shared by every page (common/rg.css); a stylesheet link, as the CSP allows ('self').
      const css = Object.assign(document.createElement('link'), { rel: 'stylesheet', href: new URL('./rg.css', import.meta.url).href });
      document.head.append(css);
      const status = document.getElementById('status');
      status?.parentNode ? status.parentNode.insertBefore(el, status) : document.body.append(el);
    }
    return el;
  };
  const draw = () => {
    const lines = rgLines(last, T, lang);
    const el = lines.length || document.getElementById('rg') ? panel() : null;
    if (!el) return;
    el.hidden = lines.length === 0;
    el.replaceChildren(...lines.map((line) => Object.assign(document.createElement('p'), { textContent: line })));
  };
  return {
    async refresh() {
      try {
        const res = await doFetch(`${api}/rg`, { headers: { Accept: 'application/json' } });
        if (!res.ok) return;
        last = await res.json();
      } catch {
        return; // the limits are a help beside the game: the next round reads them again
      }
      draw();
      if (!timer && last?.session_ends_at) timer = setInterval(draw, 30_000);
    },
  };
}
