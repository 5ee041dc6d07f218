// /api/jackpot/v1/jackpots/ (shell-session-wheel.md §3 "Jackpot", §7, §9; money-and-games.md §3, §9).
// Shown silver, gold, bronze whatever order the server answers in (§9 "Jackpot order").
import type { HttpClient } from './client';
import { arr, decimal, int, obj, optStr, str } from './convert';
import { roundDown2 } from '../format/money';

const JACKPOT_ORDER = ['silver', 'gold', 'bronze'] as const;

type JackpotName = (typeof JACKPOT_ORDER)[number];

export interface Jackpot {
  id: number;
  /** silver, gold or bronze; a name the client does not know is kept (and shown after the three). */
  name: JackpotName | string;
  /** In `currency`, down to the cent (a pot never shows more than it holds). */
  amount: number;
  currency: string;
  /** The last winner as the server masks it ('d***o'), or null. */
  winner: string | null;
}

export function toJackpot(data: unknown): Jackpot {
  const j = obj(data, 'jackpot');
  return {
    id: int(j.id, 'jackpot.id'),
    name: str(j.name, 'jackpot.name').trim().toLowerCase(),
    amount: roundDown2(decimal(j.amount, 'jackpot.amount')),
    currency: str(j.currency, 'jackpot.currency'),
    winner: optStr(j.winner)?.trim() || null,
  };
}

const rank = (name: string) => {
  const i = (JACKPOT_ORDER as readonly string[]).indexOf(name);
  return i === -1 ? JACKPOT_ORDER.length : i;
};

/** Silver, gold, bronze, then any other pot in the server's order (Array#sort is stable). */
export function toJackpots(data: unknown): Jackpot[] {
  const list = Array.isArray(data) ? data : arr(obj(data).results, 'results');
  return list.map(toJackpot).sort((a, b) => rank(a.name) - rank(b.name));
}

export function jackpotsApi(http: HttpClient) {
  return {
    /**
     * The pots in `currency` (converted by the server). Sent with the session's token when there is one
     * (the server then defaults to the player's currency), without it for a guest.
     */
    jackpots: (currency?: string) =>
      http.request({ method: 'GET', path: '/api/jackpot/v1/jackpots/', data: { currency } }, toJackpots),
  };
}

export type JackpotsApi = ReturnType<typeof jackpotsApi>;
