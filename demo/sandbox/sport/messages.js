// The frame's side of the sportsbook message contract (issue 16, /work/tools/sport-contract.md §5;
// widgets/sportsbook/messages.ts is the element's side). Envelope `{ ns, v, type, ...payload }` both ways.
// Origin pinning (DESIGN.md §2.10): the frame only listens to `window.parent` posting from the origin the
// page was opened for (`?origin=`, which the server checked against its allowed host origins), and only
// posts to that exact origin, so a page that frames us elsewhere hears nothing and can steer nothing.

export const NS = 'casino-sport';
export const VERSION = 1;
export const LANGS = ['fr', 'en', 'ar'];
const ODDS = ['decimal', 'fractional', 'american'];
const MONEY = /^-?\d{1,12}\.\d{2}$/;

const isString = (v, max = 200) => typeof v === 'string' && v.length <= max;
const optional = (v, check) => v === undefined || check(v);
const isMoney = (v) => typeof v === 'string' && MONEY.test(v);

/** Host → frame payload checks: a message that fails its check is dropped whole. */
const HOST_SHAPES = {
  token: (m) => m.token === null || isString(m.token, 1000),
  locale: (m) => LANGS.includes(m.lang),
  settings: (m) => ODDS.includes(m.odds_format),
  navigate: (m) =>
    isString(m.page, 40) && optional(m.id, (v) => isString(v, 80)) && optional(m.view, (v) => isString(v, 8)) && optional(m.live, (v) => typeof v === 'boolean'),
  // bonus_balance: null when the host does not know it (widgets/sportsbook/messages.ts).
  balance: (m) => isMoney(m.balance) && (m.bonus_balance === null || optional(m.bonus_balance, isMoney)) && isString(m.currency, 8),
};
export const HOST_TYPES = Object.keys(HOST_SHAPES);
export const FRAME_TYPES = ['ready', 'height', 'route', 'bet-placed', 'balance-needed', 'token-expired', 'login-requested', 'deposit-requested', 'error'];

/** `http://Localhost:8080/` → `http://localhost:8080`; anything but a bare http(s) origin → null. */
export function hostOrigin(raw) {
  if (typeof raw !== 'string' || !/^https?:\/\/[^/?#@\\\s]+\/?$/i.test(raw)) return null;
  try {
    const { origin } = new URL(raw);
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/** The envelope the frame posts. */
export function envelope(type, payload = {}) {
  if (!FRAME_TYPES.includes(type)) throw new TypeError(`not a frame message: ${type}`);
  return { ...payload, ns: NS, v: VERSION, type };
}

/**
 * The host's message in `event`, or null: not from `parent`, not from `origin`, not our envelope, an
 * unknown type or a payload of the wrong shape.
 */
export function readHostMessage(event, { parent, origin }) {
  if (!event || !parent || event.source !== parent || !origin || event.origin !== origin) return null;
  const data = event.data;
  if (!data || typeof data !== 'object' || Array.isArray(data)) return null;
  if (data.ns !== NS || data.v !== VERSION || !Object.hasOwn(HOST_SHAPES, data.type)) return null;
  return HOST_SHAPES[data.type](data) ? data : null;
}

/**
 * The page's channel to its host: `send(type, payload)` posts to the pinned origin, `onMessage` gets the
 * host's checked messages. Not framed (opened on its own) or no pinned origin: sends go nowhere.
 */
export function createChannel({ win, origin, onMessage }) {
  const parent = win.parent && win.parent !== win ? win.parent : null;
  const listener = (event) => {
    const message = readHostMessage(event, { parent, origin });
    if (message) onMessage(message);
  };
  win.addEventListener('message', listener);
  return {
    framed: !!(parent && origin),
    send(type, payload) {
      const message = envelope(type, payload);
      if (parent && origin) parent.postMessage(message, origin);
    },
    stop: () => win.removeEventListener('message', listener),
  };
}
