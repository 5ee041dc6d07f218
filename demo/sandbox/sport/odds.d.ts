// Types of odds.js (plain JavaScript: the sportsbook pages load it as it is).
export type OddsFormat = 'decimal' | 'fractional' | 'american';
export const ODDS_FORMATS: OddsFormat[];
export function oddValue(raw: unknown): number;
export function formatOdd(raw: unknown, format?: OddsFormat | 'hongkong'): string;
export function oddsFormatOf(raw: unknown): OddsFormat;
