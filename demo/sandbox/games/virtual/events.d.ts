// Types of events.js, the virtual sports' events (plain JavaScript: the page loads it as it is).
import type { Outcome, TableBet } from '../live/rules.js';
export type Sport = 'football' | 'tennis' | 'horses' | 'greyhounds' | 'cycling';
export interface Pick { pick: string | number; name?: string; chance: number; odds: number }
export interface VirtualEvent { sport: Sport; number: number; home?: string; away?: string; picks: Pick[] }
export function sportOf(name: string): Sport;
export function isMatch(sport: Sport): boolean;
export function eventOf(sport: Sport, number: number): VirtualEvent;
export function virtualBetProblem(event: VirtualEvent, bet: TableBet): string | null;
export function virtualWinner(event: VirtualEvent, outcome: Outcome): string | number;
export function virtualReturns(event: VirtualEvent, bet: TableBet, outcome: Outcome): number;
