// The player's sportsbook preferences (docs/contracts/profile.md §Account):
// GET/PUT /api/users/bookmaker-settings/. Read by the profile's settings page and by the sportsbook (the
// odds format, and the view each provider opens with: money-and-games §2 "Sport").
import type { HttpClient } from './client';
import { obj, optStr, ShapeError } from './convert';

export const ODDS_FORMATS = ['decimal', 'fractional', 'american'] as const;
/** sft: the sport page or the live page (/sport/sft, /sport/sft/live). */
export const SFT_VIEWS = ['sport', 'live'] as const;
/** dgt: `auto` lets the viewport choose (§2: mobile under 767px, else africanView); the others are §2's codes. */
export const DGT_VIEWS = ['auto', 'eu', 'af', 'as', 'm', 'es', 'la'] as const;

/** Which odds changes a bet placement takes (the provider enforces it): none, a higher price, any. */
export const ACCEPT_ODDS = ['never', 'higher', 'any'] as const;

export type OddsFormat = (typeof ODDS_FORMATS)[number];
export type AcceptOdds = (typeof ACCEPT_ODDS)[number];
export type SftView = (typeof SFT_VIEWS)[number];
export type DgtView = (typeof DGT_VIEWS)[number];

export interface BookmakerSettings {
  oddsFormat: OddsFormat;
  sftView: SftView;
  dgtView: DgtView;
  acceptOdds: AcceptOdds;
  /** ISO; null while the player never saved (the defaults). */
  updatedAt: string | null;
}

export const BOOKMAKER_DEFAULTS: BookmakerSettings = { oddsFormat: 'decimal', sftView: 'sport', dgtView: 'auto', acceptOdds: 'never', updatedAt: null };

const oneOf =
  <T extends string>(values: readonly T[]) =>
  (value: unknown, what: string): T => {
    if (typeof value === 'string' && (values as readonly string[]).includes(value)) return value as T;
    throw new ShapeError(`${what}: one of ${values.join(', ')} expected`);
  };

export function toBookmakerSettings(data: unknown): BookmakerSettings {
  const o = obj(data, 'bookmaker_settings');
  return {
    oddsFormat: oneOf(ODDS_FORMATS)(o.odds_format, 'bookmaker_settings.odds_format'),
    sftView: oneOf(SFT_VIEWS)(o.sft_view, 'bookmaker_settings.sft_view'),
    dgtView: oneOf(DGT_VIEWS)(o.dgt_view, 'bookmaker_settings.dgt_view'),
    // A backend without the preference takes no odds change.
    acceptOdds: o.accept_odds == null ? 'never' : oneOf(ACCEPT_ODDS)(o.accept_odds, 'bookmaker_settings.accept_odds'),
    updatedAt: optStr(o.updated_at),
  };
}

const BOOKMAKER_SETTINGS_PATH = '/api/users/bookmaker-settings/';

export function bookmakerSettingsApi(http: HttpClient) {
  return {
    get: () => http.request({ method: 'GET', path: BOOKMAKER_SETTINGS_PATH }, toBookmakerSettings),
    /** A full or partial update; answers the settings as saved. */
    put: (patch: Partial<Omit<BookmakerSettings, 'updatedAt'>>) =>
      http.request(
        {
          method: 'PUT',
          path: BOOKMAKER_SETTINGS_PATH,
          data: { odds_format: patch.oddsFormat, sft_view: patch.sftView, dgt_view: patch.dgtView, accept_odds: patch.acceptOdds },
        },
        toBookmakerSettings,
      ),
  };
}

export type BookmakerSettingsApi = ReturnType<typeof bookmakerSettingsApi>;
