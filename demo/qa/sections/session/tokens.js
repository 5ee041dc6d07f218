// The session inspector's tokens, decoded in the page: header and payload JSON, iat/exp and refresh_shift.

import { dateTime, h } from '../../lib/dom.js';

function decodePart(part) {
  const b64 = part.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(part.length / 4) * 4, '=');
  const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
  return JSON.parse(new TextDecoder().decode(bytes));
}

/** { header, payload } of a JWT, or { error } when it is not one (missing or malformed counts as expired). */
function decodeJwt(token) {
  if (typeof token !== 'string' || !token) return { error: 'missing' };
  const parts = token.split('.');
  if (parts.length !== 3) return { error: `malformed: ${parts.length} segment(s), expected 3` };
  try {
    return { header: decodePart(parts[0]), payload: decodePart(parts[1]) };
  } catch (err) {
    return { error: `malformed: ${err?.message ?? err}` };
  }
}

export function renderToken(container, token) {
  const decoded = decodeJwt(token);
  if (decoded.error) {
    container.replaceChildren(h('p.qa-muted', { text: token ? `Token ${decoded.error}.` : 'No session.' }));
    return decoded;
  }
  const { payload } = decoded;
  const times = [];
  for (const claim of ['iat', 'exp']) {
    if (typeof payload[claim] === 'number') times.push(h('li', {}, h('code', { text: claim }), ` ${dateTime(payload[claim] * 1000)}`));
  }
  if (typeof payload.refresh_shift === 'number') times.push(h('li', {}, h('code', { text: 'refresh_shift' }), ` ${payload.refresh_shift} s`));
  container.replaceChildren(
    times.length ? h('ul.qa-claims', {}, times) : '',
    h('p.qa-token-label', { text: 'header' }),
    h('pre.qa-pre', { dir: 'ltr', tabindex: '0', 'aria-label': 'header JSON' }, JSON.stringify(decoded.header, null, 2)),
    h('p.qa-token-label', { text: 'payload' }),
    h('pre.qa-pre', { dir: 'ltr', tabindex: '0', 'aria-label': 'payload JSON' }, JSON.stringify(payload, null, 2)),
    h('details.qa-raw', {}, h('summary', { text: 'Encoded token' }), h('code.qa-raw-token', { dir: 'ltr', text: token })),
  );
  return decoded;
}
