// Types of rules.js, the live tables' rules (plain JavaScript: the pages load it as it is).
export type LiveKind = 'roulette' | 'wheel' | 'dice' | 'baccarat' | 'blackjack' | 'cards';
export interface TableBet { type: string; target?: number }
export type Outcome = Record<string, any>;
export function liveKindOf(groups: readonly string[]): LiveKind;
export const RED: Set<number>;
export function colourOf(n: number): 'green' | 'red' | 'black';
export const WHEEL: number[];
export const WHEEL_VALUES: number[];
export const BETS: Record<LiveKind, Record<string, { targets?: number[]; returns: (o: Outcome, target?: number) => number }>>;
export function betProblem(kind: LiveKind, bet: TableBet): string | null;
export function returnsOf(kind: LiveKind, bet: TableBet, outcome: Outcome): number;
export function cardRank(card: string): number;
export function baccaratPoints(cards: string[]): number;
export function blackjackPoints(cards: string[]): number;
export function resultOf(kind: LiveKind, outcome: Outcome): string;
