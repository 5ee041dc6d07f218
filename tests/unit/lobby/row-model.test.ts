// The row mode's pure parts (widgets/lobby/row-model.ts): the limit attribute, which games a
// row lists (its section, catalogue order, not favourites first), and which way the arrows scroll.
import { describe, expect, it } from 'vitest';
import { buildIndex, createSearch, type CatalogueIndex } from '../../../widgets/lobby/catalogue';
import { fromAttributes } from '../../../widgets/lobby/location';
import { ROW_LIMIT_DEFAULT, ROW_LIMIT_MAX, rowGames as fromFound, rowLimit, scrollEdges, scrollStep } from '../../../widgets/lobby/row-model';
import type { LobbyLocation } from '../../../widgets/lobby/location';
import type { GameItem } from '../../../src/api/games';
import { game } from '../support/game-fixtures';


const GAMES = [
  game('Book of Fortune', 'amatic', { tab: ['books', 'popular'] }),
  game('Café Fortune', 'amatic', { tab: ['fruits', 'new'] }),
  game('Señor Piñata', 'pgsoft', { tab: ['fruits', 'popular'] }),
  game('Pharaon d’Égypte', 'pgsoft', { tab: ['egypt', 'new'] }),
  game('Gates of Olympus', 'pragmaticplay', { tab: ['popular', 'drops_and_wins'] }),
  game('Crazy Time', 'evolution', { gameType: 'live', tabLive: ['popular', 'showGames'] }),
  game('Lightning Roulette', 'evolution', { gameType: 'live', tabLive: ['roulette'] }),
];
const index = buildIndex(GAMES);
const names = (games: GameItem[]) => games.map((g) => g.name);
/** As lobby-row.tsx runs it: the lobby's search without favourites first, then the row's pick. */
const rowGames = (at: CatalogueIndex, lobby: LobbyLocation, limit: number) =>
  fromFound(createSearch(at)({ ...lobby, search: '', favouritesOnly: false }, []).results, limit);

describe('row mode', () => {
  it('limit: a whole number from 1 to 48, anything else the default', () => {
    expect(rowLimit(undefined)).toBe(ROW_LIMIT_DEFAULT);
    expect(rowLimit('')).toBe(ROW_LIMIT_DEFAULT);
    expect(rowLimit('6')).toBe(6);
    expect(rowLimit(' 20 ')).toBe(20);
    expect(rowLimit('500')).toBe(ROW_LIMIT_MAX);
    for (const bad of ['0', '-3', '2.5', 'abc', '1e']) expect(rowLimit(bad), bad).toBe(ROW_LIMIT_DEFAULT);
  });

  it("a section's games in catalogue order, the first `limit`; live groups for the live view", () => {
    expect(names(rowGames(index, fromAttributes({ section: 'popular' }), 12))).toEqual(['Book of Fortune', 'Señor Piñata', 'Gates of Olympus']);
    expect(names(rowGames(index, fromAttributes({ section: 'popular' }), 2))).toEqual(['Book of Fortune', 'Señor Piñata']);
    expect(names(rowGames(index, fromAttributes({ section: 'new' }), 12))).toEqual(['Café Fortune', 'Pharaon d’Égypte']);
    expect(names(rowGames(index, fromAttributes({ view: 'live-casino' }), 12))).toEqual(['Crazy Time', 'Lightning Roulette']);
    expect(names(rowGames(index, fromAttributes({ view: 'live-casino', section: 'popular' }), 12))).toEqual(['Crazy Time']);
    expect(names(rowGames(index, fromAttributes({ section: 'popular', providers: 'pgsoft' }), 12))).toEqual(['Señor Piñata']);
  });

  it('one game of each provider in turn, so a row is not the first provider\'s shelf', () => {
    const shelf = buildIndex([
      game('A1', 'amatic', { tab: ['new'] }),
      game('A2', 'amatic', { tab: ['new'] }),
      game('A3', 'amatic', { tab: ['new'] }),
      game('P1', 'pgsoft', { tab: ['new'] }),
      game('Q1', 'pragmaticplay', { tab: ['new'] }),
      game('Q2', 'pragmaticplay', { tab: ['new'] }),
    ]);
    expect(names(rowGames(shelf, fromAttributes({ section: 'new' }), 12))).toEqual(['A1', 'P1', 'Q1', 'A2', 'Q2', 'A3']);
    expect(names(rowGames(shelf, fromAttributes({ section: 'new' }), 4))).toEqual(['A1', 'P1', 'Q1', 'A2']);
  });

  it("scrolling: next goes right in French, left in Arabic (scrollLeft negative), and the edges from either side", () => {
    expect(scrollStep(1, 300, false)).toBe(300);
    expect(scrollStep(-1, 300, false)).toBe(-300);
    expect(scrollStep(1, 300, true)).toBe(-300);
    expect(scrollStep(-1, 300, true)).toBe(300);
    expect(scrollEdges(0, 1000, 400)).toEqual({ start: false, end: true });
    expect(scrollEdges(300, 1000, 400)).toEqual({ start: true, end: true });
    expect(scrollEdges(600, 1000, 400)).toEqual({ start: true, end: false });
    expect(scrollEdges(-600, 1000, 400)).toEqual({ start: true, end: false });
    expect(scrollEdges(0, 400, 400)).toEqual({ start: false, end: false });
  });
});
