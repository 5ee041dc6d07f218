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

export async function control(method, path, body) {
  let res;
  try {
    res = await fetch(CONTROL_BASE + path, {
      method,
      cache: 'no-store',
      headers: body ? { 'Content-Type': 'application/json' } : {},
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

