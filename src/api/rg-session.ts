// The session's numbers for the reality check (docs/contracts/responsible-gaming.md §6):
// GET /api/users/rg/session/ → what this login has staked and got back since it started, and the
// player's reality-check interval (the jurisdiction's minimum when the player chose none).
import type { HttpClient } from './client';
import { decimal, int, obj, str, ShapeError } from './convert';
import { round2 } from '../format/money';

export interface RgSession {
  /** When this login started (ISO 8601 with offset), the reality checks' anchor. */
  startedAt: string;
  /** The same, epoch ms. */
  startedAtMs: number;
  staked: number;
  returned: number;
  /** returned − staked: positive when the player is up. */
  net: number;
  currency: string;
  /** Minutes between two reality checks; null: none. */
  realityCheckMinutes: number | null;
}

export function toRgSession(data: unknown): RgSession {
  const r = obj(data, 'rg session');
  const startedAt = str(r.started_at, 'started_at');
  const startedAtMs = Date.parse(startedAt);
  if (Number.isNaN(startedAtMs)) throw new ShapeError('started_at: date expected');
  const minutes = r.reality_check_minutes === null || r.reality_check_minutes === undefined ? null : int(r.reality_check_minutes, 'reality_check_minutes');
  if (minutes !== null && minutes <= 0) throw new ShapeError('reality_check_minutes: positive integer expected');
  return {
    startedAt,
    startedAtMs,
    staked: round2(decimal(r.staked, 'staked')),
    returned: round2(decimal(r.returned, 'returned')),
    net: round2(decimal(r.net, 'net')),
    currency: str(r.currency, 'currency'),
    realityCheckMinutes: minutes,
  };
}

export function rgSessionApi(http: HttpClient) {
  return {
    session: () => http.request({ method: 'GET', path: '/api/users/rg/session/' }, toRgSession),
  };
}

export type RgSessionApi = ReturnType<typeof rgSessionApi>;
