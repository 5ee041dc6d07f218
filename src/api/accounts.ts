// /api/accounts (spec shell-session-wheel.md §7 "Auth"; shapes in docs/api.md). Server JSON is converted
// here into the client's types, with the spec's display rules (§3): balance 2 decimals, bonus balance
// floored to 2 decimals; createdAt stays ISO and is shown DD/MM/YYYY HH:mm by format/date.ts.
import type { HttpClient } from './client';
import { ignoreBody, int, decimal, obj, optStr, str, type Json } from './convert';
import { floor2, round2 } from '../format/money';

export { type Role, type User } from './types';
import type { SessionTokens, User } from './types';

export function toUser(data: unknown): User {
  const u = obj(data, 'user');
  const created = str(u.created_at ?? u.date_joined, 'user.created_at');
  return {
    id: int(u.id, 'user.id'),
    login: optStr(u.login) ?? optStr(u.email) ?? '',
    email: optStr(u.email) ?? '',
    username: str(u.username, 'user.username'),
    firstName: optStr(u.first_name) ?? '',
    lastName: optStr(u.last_name) ?? '',
    role: str(u.role, 'user.role'),
    currency: optStr(u.currency) ?? 'TND',
    balance: round2(decimal(u.balance, 'user.balance')),
    bonusBalance: floor2(decimal(u.bonus_balance ?? 0, 'user.bonus_balance')),
    parent: u.parent === null || u.parent === undefined ? null : int(u.parent, 'user.parent'),
    createdAt: created,
    dateJoined: optStr(u.date_joined) ?? created,
    isSelfRegistered: u.is_self_registered !== false,
    userTypes: u.user_types === undefined || u.user_types === null ? 0 : int(u.user_types, 'user.user_types'),
    lang: optStr(u.lang),
  };
}

function toTokens(body: Json, previousRefresh?: string): SessionTokens {
  return {
    access: str(body.access, 'access'),
    // Rotation: the server answers a new refresh token; a backend without rotation keeps the old one.
    refresh: optStr(body.refresh) ?? str(previousRefresh, 'refresh'),
  };
}

interface SignInResult {
  session: SessionTokens;
  user: User;
}


const BASE = '/api/accounts';

// One exported function per call, so a bundle carries only the calls it uses (the login element needs
// four of them).

/** `purpose: 'withdraw'`: an excluded player's withdraw-only login (docs/contracts/responsible-gaming.md §3). */
export const login = (http: HttpClient, username: string, password: string, purpose?: 'withdraw') =>
  http.request({ method: 'POST', path: `${BASE}/login/`, data: { username, password, purpose }, auth: false }, (data): SignInResult => {
    const body = obj(data);
    return { session: toTokens(body), user: toUser(body.user) };
  });

export const refreshTokens = (http: HttpClient, refresh: string) =>
  http.request({ method: 'POST', path: `${BASE}/refresh/`, data: { refresh }, auth: false }, (data) => toTokens(obj(data), refresh));

/** Sent with the session's own access token, not through the 401 handling (the session is ending). */
export const logout = (http: HttpClient, session: SessionTokens) =>
  http.request(
    {
      method: 'POST',
      path: `${BASE}/logout/`,
      data: { refresh: session.refresh },
      auth: false,
      token: session.access,
    },
    ignoreBody,
  );

export const fetchUser = (http: HttpClient) => http.request({ method: 'GET', path: `${BASE}/user` }, toUser);

/** The four calls the session makes. */
export function sessionApi(http: HttpClient) {
  return {
    login: (username: string, password: string, purpose?: 'withdraw') => login(http, username, password, purpose),
    refresh: (refresh: string) => refreshTokens(http, refresh),
    logout: (session: SessionTokens) => logout(http, session),
    user: () => fetchUser(http),
  };
}

export type SessionApi = ReturnType<typeof sessionApi>;
