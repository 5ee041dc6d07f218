// What every game page of the sandbox does the same way (docs/api.md "Slots and games" §3–§4): the
// player's language and direction, the one-time launch exchange (the session token then stays in memory
// only: a copy of the URL opens nothing), money in the site's format, the Idempotency-Key of a money call kept
// until the answer is definitive (outcome.js; docs/architecture.md "The Idempotency-Key"), the messages to the
// page around the game, and the exit button checked against the return rule (return-url.js). No inline
// script or style: the pages run framed under the providers' CSP (http/security-headers.ts).
import { returnUrlProblem } from './return-url.js';
import { formatMoney, pageLang } from './money.js';
import { callJson, createIdempotencyKeys, isDefinitive } from './outcome.js';
import { createRgPanel, limitRefusal } from './rg.js';

export const $ = (id) => document.getElementById(id);
const params = new URLSearchParams(location.search);
/** The player's language, passed by the launch: texts, direction and money follow it. */
export const lang = pageLang(params.get('lang'));
export const money = (amount, currency) => formatMoney(amount, currency, lang);
export { callJson, createIdempotencyKeys };
/** Refusals after which no round can be played on this page any more. */
export const FINAL = new Set(['game_session_expired', 'session_not_found', 'session_limit_reached']);
// Refusals by the player's own wager or loss limit, passed on to the page around the game.
const RG_LIMITS = new Set(['wager_limit_reached', 'loss_limit_reached']);
/** Whether the player asked for less motion: no animation, the result at once (jsdom has no matchMedia). */
export const stillMotion = () => !window.matchMedia || window.matchMedia('(prefers-reduced-motion: reduce)').matches;

// The page's texts (translate) and its limits panel (openSession: common/rg.js), for what every page shows alike.
let texts = null;
let limits = null;

/** The page's static texts and direction in the player's language (the HTML is written in French). */
export function translate(T) {
  texts = T;
  document.documentElement.lang = lang;
  document.documentElement.dir = lang === 'ar' ? 'rtl' : 'ltr';
  for (const el of document.querySelectorAll('[data-text]')) el.textContent = T[el.dataset.text];
}

/** The status line (a polite live region): what happened, in words. */
export function show(text, kind = '') {
  $('status').textContent = text;
  $('status').className = `status ${kind}`;
}

/** Exchanges the URL's launch token for the session: `{ session, api }`; throws the refusal. */
export async function openSession() {
  const launch = params.get('launch') ?? '';
  if (!launch) throw { code: 'launch_token_invalid' };
  const session = await callJson('/sandbox/games/api/launch', { method: 'POST', body: JSON.stringify({ launch_token: launch }) });
  const api = `/sandbox/games/api/sessions/${encodeURIComponent(session.token)}`;
  if (texts?.rg) {
    limits = createRgPanel(api, texts, lang);
    void limits.refresh();
  }
  return { session, api };
}

/**
 * A money call with the press's key: an unknown outcome is sent again with the same key (twice), a
 * refusal is final. Rejects with the last failure; the caller's `press.fail()` keeps the key for the
 * next press when the outcome stays unknown.
 */
export async function sendWithKey(url, body, key) {
  for (let attempt = 0; ; attempt++) {
    try {
      return await callJson(url, { method: 'POST', body: JSON.stringify(body), headers: { 'Idempotency-Key': key } });
    } catch (error) {
      if (isDefinitive(error) || attempt >= 2) throw error;
    }
  }
}

/** The page around the game hears every settled balance; the limits panel reads what is left. */
export function announceBalance(balance, currency) {
  window.parent?.postMessage({ type: 'sandbox-game-round', balance, currency }, '*');
  void limits?.refresh();
}

/**
 * A definitive refusal, said in the player's words; a limit's refusal names the limit, what is left and
 * when it resets (common/rg.js), and the operator's page hears it too (docs/api.md "Responsible gaming").
 * Returns true when the session can play no more.
 */
export function refused(error, T) {
  show((T.rg && limitRefusal(error, T, lang)) ?? T.errors[error.code] ?? T.failed, 'error');
  if (RG_LIMITS.has(error.code)) {
    window.parent?.postMessage({ type: 'sandbox-game-refused', error: error.body }, '*');
    void limits?.refresh();
  }
  return FINAL.has(error.code);
}

/** The exit button: tells the page around, then leaves for return_url only if the rule allows it. */
export function wireExit(session, T) {
  $('exit').addEventListener('click', () => {
    window.parent?.postMessage({ type: 'sandbox-game-exit' }, '*');
    // Checked again here, with the sandbox's rule and list (docs/security.md "What the sandbox enforces"):
    // never an open redirect.
    const back = session.return_url;
    if (back && returnUrlProblem(back, [location.origin, ...(session.return_origins ?? [])], location.origin) === null) location.assign(back);
    else show(T.over);
  });
}
