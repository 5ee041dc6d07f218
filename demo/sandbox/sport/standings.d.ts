// Types of standings.js (plain JavaScript: the Digitain-like pages load it as it is).
export interface StandingRow {
  team: string;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goalsFor: number;
  goalsAgainst: number;
  points: number;
}
export function standings(
  events: { id: string; tournament: string; home: string; away: string; status: string; score?: { home: number; away: number } | null }[],
): { name: string; rows: StandingRow[] }[];
