// The player's sportsbook preferences (profile /bookmakers-settings; docs/contracts/profile.md §Account): the
// odds format, the default view of each sport provider (money-and-games §2 "Sport": sft sport/live, dgt's
// view codes, `auto` letting the viewport choose as §2 says) and which odds changes a placement accepts
// (sport-placement.ts). Kept per player in migration 017's table (031 adds accept_odds); a player without a
// row reads the defaults.
import type { Queryable } from '../db';

export const ODDS_FORMATS = ['decimal', 'fractional', 'american'] as const;
export const SFT_VIEWS = ['sport', 'live'] as const;
export const DGT_VIEWS = ['auto', 'eu', 'af', 'as', 'm', 'es', 'la'] as const;
/** never: any moved odd refuses the slip; higher: a higher price is taken, a lower one refused; any: the current odds. */
export const ACCEPT_ODDS = ['never', 'higher', 'any'] as const;
export type AcceptOdds = (typeof ACCEPT_ODDS)[number];

export interface BookmakerSettingsJson {
  odds_format: (typeof ODDS_FORMATS)[number];
  sft_view: (typeof SFT_VIEWS)[number];
  dgt_view: (typeof DGT_VIEWS)[number];
  accept_odds: AcceptOdds;
  updated_at: string | null;
}

export const BOOKMAKER_DEFAULTS = { odds_format: 'decimal', sft_view: 'sport', dgt_view: 'auto', accept_odds: 'never' } as const;

export async function getBookmakerSettings(q: Queryable, userId: number): Promise<BookmakerSettingsJson> {
  const { rows } = await q.query<{ odds_format: string; sft_view: string; dgt_view: string; accept_odds: string; updated_at: Date }>(
    'SELECT odds_format, sft_view, dgt_view, accept_odds, updated_at FROM bookmaker_settings WHERE user_id = $1',
    [userId],
  );
  const row = rows[0];
  if (!row) return { ...BOOKMAKER_DEFAULTS, updated_at: null };
  return {
    odds_format: row.odds_format as BookmakerSettingsJson['odds_format'],
    sft_view: row.sft_view as BookmakerSettingsJson['sft_view'],
    dgt_view: row.dgt_view as BookmakerSettingsJson['dgt_view'],
    accept_odds: row.accept_odds as AcceptOdds,
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

/** A full or partial update: the fields not given keep their value (or the default). */
export async function putBookmakerSettings(
  q: Queryable,
  userId: number,
  patch: Partial<Omit<BookmakerSettingsJson, 'updated_at'>>,
  now: Date,
): Promise<BookmakerSettingsJson> {
  const current = await getBookmakerSettings(q, userId);
  const next = { ...current, ...patch };
  await q.query(
    `INSERT INTO bookmaker_settings (user_id, odds_format, sft_view, dgt_view, accept_odds, updated_at) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (user_id) DO UPDATE SET odds_format = EXCLUDED.odds_format, sft_view = EXCLUDED.sft_view,
       dgt_view = EXCLUDED.dgt_view, accept_odds = EXCLUDED.accept_odds, updated_at = EXCLUDED.updated_at`,
    [userId, next.odds_format, next.sft_view, next.dgt_view, next.accept_odds, now.toISOString()],
  );
  return getBookmakerSettings(q, userId);
}

/** The player's accept-odds preference alone (the placement reads it on its transaction). */
export async function acceptOddsOf(q: Queryable, userId: number): Promise<AcceptOdds> {
  const { rows } = await q.query<{ accept_odds: AcceptOdds }>('SELECT accept_odds FROM bookmaker_settings WHERE user_id = $1', [userId]);
  return rows[0]?.accept_odds ?? BOOKMAKER_DEFAULTS.accept_odds;
}
