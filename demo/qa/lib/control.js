// The sandbox's control API (/sandbox/api/…, docs/api.md "Sandbox control") and the public routes the page
// reads directly: JSON in and out, a readable ControlError (status, code, message, field errors) on refusal.

import { API_BASE } from './runtime.js';

const CONTROL_BASE = API_BASE; // '' = this origin, where `npm start` serves /sandbox/api/…

/** Lists come as arrays, or wrapped in an object: accept both so a small contract change is not fatal. */
export function asList(data, ...keys) {
  if (Array.isArray(data)) return data;
  if (data && typeof data === 'object') {
    for (const key of [...keys, 'items', 'results', 'data']) if (Array.isArray(data[key])) return data[key];
  }
  return [];
}

class ControlError extends Error {
  constructor(message, status) {
    super(message);
    this.status = status;
  }
}

function describeErrorBody(status, body, text) {
  if (body && typeof body === 'object') {
    const parts = [`${status}${body.code ? ` ${body.code}` : ''}`];
    if (body.message) parts.push(String(body.message));
    const fields = asList(body.errors);
    // Field errors say it best; the detail usually repeats them.
    if (fields.length) parts.push('— ' + fields.map((e) => `${e.field ?? '?'}: ${e.message ?? e.code ?? ''}`).join('; '));
    else if (body.detail && body.detail !== body.message) parts.push(`(${typeof body.detail === 'string' ? body.detail : JSON.stringify(body.detail)})`);
    return parts.join(' ');
  }
  return `${status} ${text ? text.slice(0, 200) : 'no body'}`;
}

/**
 * Whether the sandbox serves its control plane: `npm start` with SANDBOX_CONTROL=off removes it (/health
 * says `control: false`). Unknown (no /health answer) counts as on, so the calls show their own errors.
 */
export const controlPlaneOn = fetch(`${CONTROL_BASE}/health`, { cache: 'no-store' })
  .then((res) => res.json())
  .then((health) => health?.control !== false)
  .catch(() => true);

export const CONTROL_OFF_MESSAGE = 'The sandbox control plane is off (SANDBOX_CONTROL=off): restart `npm start` without it to use this control.';

export async function control(method, path, body) {
  // Nothing to ask a sandbox without a control plane: every call would be a 404 (and a console error).
  if (!(await controlPlaneOn)) throw new ControlError(`${method} ${path}: ${CONTROL_OFF_MESSAGE}`, 404);
  let res;
  try {
    res = await fetch(CONTROL_BASE + path, {
      method,
      cache: 'no-store',
      // Writes always declare JSON, bodiless ones too: the control plane refuses simple requests (415),
      // the kind any web page can send without a CORS preflight (docs/api.md "Sandbox control").
      headers: body || method !== 'GET' ? { 'Content-Type': 'application/json' } : {},
      body: body ? JSON.stringify(body) : undefined,
    });
  } catch (err) {
    throw new ControlError(`Control API unreachable (${method} ${path}): is \`npm start\` running? ${err?.message ?? ''}`.trim(), 0);
  }
  const text = await res.text();
  let data = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = null;
  }
  if (!res.ok) throw new ControlError(`${method} ${path} failed: ${describeErrorBody(res.status, data, text)}`, res.status);
  return data;
}

