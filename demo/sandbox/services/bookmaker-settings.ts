// The player's sportsbook preferences (profile /bookmakers-settings; docs/contracts/profile.md §Account): the
// odds format and the default view of each sport provider (money-and-games §2 "Sport": sft sport/live, dgt's
// view codes, `auto` letting the viewport choose as §2 says). Kept per player in migration 017's table; a
// player without a row reads the defaults.
import type { Queryable } from '../db';

export const ODDS_FORMATS = ['decimal', 'fractional', 'american'] as const;
export const SFT_VIEWS = ['sport', 'live'] as const;
export const DGT_VIEWS = ['auto', 'eu', 'af', 'as', 'm', 'es', 'la'] as const;

export interface BookmakerSettingsJson {
  odds_format: (typeof ODDS_FORMATS)[number];
  sft_view: (typeof SFT_VIEWS)[number];
  dgt_view: (typeof DGT_VIEWS)[number];
  updated_at: string | null;
}

export const BOOKMAKER_DEFAULTS = { odds_format: 'decimal', sft_view: 'sport', dgt_view: 'auto' } as const;

export async function getBookmakerSettings(q: Queryable, userId: number): Promise<BookmakerSettingsJson> {
  const { rows } = await q.query<{ odds_format: string; sft_view: string; dgt_view: string; updated_at: Date }>(
    'SELECT odds_format, sft_view, dgt_view, updated_at FROM bookmaker_settings WHERE user_id = $1',
    [userId],
  );
  const row = rows[0];
  if (!row) return { ...BOOKMAKER_DEFAULTS, updated_at: null };
  return {
    odds_format: row.odds_format as BookmakerSettingsJson['odds_format'],
    sft_view: row.sft_view as BookmakerSettingsJson['sft_view'],
    dgt_view: row.dgt_view as BookmakerSettingsJson['dgt_view'],
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
    `INSERT INTO bookmaker_settings (user_id, odds_format, sft_view, dgt_view, updated_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (user_id) DO UPDATE SET odds_format = EXCLUDED.odds_format, sft_view = EXCLUDED.sft_view,
       dgt_view = EXCLUDED.dgt_view, updated_at = EXCLUDED.updated_at`,
    [userId, next.odds_format, next.sft_view, next.dgt_view, now.toISOString()],
  );
  return getBookmakerSettings(q, userId);
}
