// The sportsbooks' integration tokens (spec shell-session-wheel.md §7 "Sport tokens", contract
// docs/contracts/sportsbook.md §1): `POST /login` under each provider's integration path, with the
// player's bearer. The token is what the frame gets (never the access token); it is scoped to the player
// and the login it came from, and lives `expires_in` seconds.
import type { HttpClient } from './client';
import { int, obj, str, ShapeError } from './convert';

export const SPORT_PROVIDER_IDS = ['sft', 'dgt'] as const;
export type SportProviderId = (typeof SPORT_PROVIDER_IDS)[number];

/** Each provider's integration path (spec §7): sft is Softion's, dgt Digitain's. */
const SPORT_LOGIN_PATHS: Record<SportProviderId, string> = {
  sft: '/api/integrations/softion/login',
  dgt: '/api/integrations/digitain/login',
};

/** What a guest's frame gets (spec §3 "Sport tokens"): odds only, and "sign in to bet". */
export const GUEST_SPORT_TOKENS: Record<SportProviderId, string | null> = { sft: '-', dgt: null };

export interface SportToken {
  token: string;
  /** Epoch ms. */
  expiresAt: number;
  /** The lifetime the server gave, ms (the renewal runs at 80% of it). */
  lifetimeMs: number;
}

/**
 * `{ token, expires_at, expires_in }` → the token, its expiry and lifetime. `expires_in` wins over
 * `expires_at` for the lifetime (the page's clock may be off; "in 600 s" is not), `receivedAt` anchors it.
 */
export function toSportToken(data: unknown, receivedAt: number): SportToken {
  const o = obj(data, 'sport_token');
  const token = str(o.token, 'sport_token.token');
  if (token.length < 8) throw new ShapeError('sport_token.token: too short');
  const seconds = int(o.expires_in, 'sport_token.expires_in');
  if (seconds <= 0) throw new ShapeError('sport_token.expires_in: positive expected');
  return { token, expiresAt: receivedAt + seconds * 1000, lifetimeMs: seconds * 1000 };
}

export function sportApi(http: HttpClient, now: () => number = Date.now) {
  return {
    /** A new integration token of `provider` for the signed-in player (empty body, bearer + DPoP). */
    login: (provider: SportProviderId) => {
      const sentAt = now();
      return http.request({ method: 'POST', path: SPORT_LOGIN_PATHS[provider] }, (data) => toSportToken(data, sentAt));
    },
  };
}

export type SportApi = ReturnType<typeof sportApi>;
