// Types of slip.js (plain JavaScript: the sportsbook pages load it as it is).
export interface Selection {
  event_id: string;
  market_id: string;
  outcome_id: string;
  odd: string;
  event_name?: string;
  market_name?: string;
  outcome_name?: string;
  was?: string;
  refused?: boolean;
}
export interface Slip {
  selections: Selection[];
  stake: string;
}
export const MAX_SELECTIONS: number;
export function emptySlip(): Slip;
export function slipType(slip: Slip): 'single' | 'express';
export function isPicked(slip: Slip, outcomeId: string): boolean;
export function toggleSelection(slip: Slip, selection: Selection): { slip: Slip; full: boolean };
export function renameSelections(slip: Slip, events: { home: string; away: string; markets?: { name: string; outcomes?: { id: string; name: string }[] }[] }[] | undefined): Slip;
export function removeSelection(slip: Slip, outcomeId: string): Slip;
export function stakeCents(raw: unknown): number | null;
export function centsText(cents: number): string;
export function totalOdd(slip: Slip): string | null;
export function potentialWin(slip: Slip): string | null;
export function slipProblem(slip: Slip): string | null;
export function placementBody(slip: Slip): { type: 'single' | 'express'; stake: string; selections: Pick<Selection, 'event_id' | 'market_id' | 'outcome_id' | 'odd'>[] };
export function applyCoefs(slip: Slip, coefs: { outcome_id: string; odd: string }[] | undefined): Slip;
export function hasMovedOdds(slip: Slip): boolean;
export function acceptOdds(slip: Slip): Slip;
export function markRefused(slip: Slip, ids: unknown[] | undefined): Slip;
export interface SlipMessage {
  selections: Pick<Selection, 'event_id' | 'market_id' | 'outcome_id' | 'odd'>[];
  stake?: string;
}
export function wireSlip(slip: Slip): SlipMessage;
export function keptSlip(message: SlipMessage): Slip;
export function checkKept(
  slip: Slip,
  events: { id: string; home: string; away: string; status?: string; markets?: { id: string; name: string; status?: string; blocked?: boolean; outcomes?: { id: string; name: string; odd: string; blocked?: boolean }[] }[] }[] | undefined,
): { slip: Slip; moved: boolean; refused: boolean };
export const QUICK_STAKES: number[];
export function addedStake(raw: string, amount: number): string;
