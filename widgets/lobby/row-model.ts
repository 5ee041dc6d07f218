// The row mode's pure parts (`<casino-lobby layout="row">`): how many tiles, which games, and
// which way a "next" press scrolls. Kept out of the component so tests/unit/lobby/row-model.test.ts covers
// them without a browser.
import type { GameItem } from '../../src/api/games';

export const ROW_LIMIT_DEFAULT = 12;
export const ROW_LIMIT_MAX = 48;

/** The `limit` attribute: a whole number from 1 to 48; anything else is the default 12. */
export function rowLimit(value: string | number | undefined | null): number {
  const n = typeof value === 'number' ? value : Number(String(value ?? '').trim() || NaN);
  return Number.isInteger(n) && n >= 1 ? Math.min(n, ROW_LIMIT_MAX) : ROW_LIMIT_DEFAULT;
}

/**
 * The row's games from the page's games (`found`: view, section, providers, categories, in the catalogue's
 * order, as the lobby's search finds them): the first `limit`, taking one game of each provider in turn
 * (catalogue order within a provider and between them): twelve games of the first provider in the
 * catalogue read as one brand's shelf, not as "Populaires". The search is run without the player's
 * favourites first, as the lobby's grid has them: a "New" row lists new games.
 */
export function rowGames(found: readonly GameItem[], limit: number): GameItem[] {
  const byProvider = new Map<string, GameItem[]>();
  for (const game of found) {
    const list = byProvider.get(game.provider);
    if (list) list.push(game);
    else byProvider.set(game.provider, [game]);
  }
  const lists = [...byProvider.values()];
  const out: GameItem[] = [];
  for (let turn = 0; out.length < limit && lists.some((l) => turn < l.length); turn++) {
    for (const list of lists) if (turn < list.length && out.length < limit) out.push(list[turn]!);
  }
  return out;
}

/**
 * scrollBy's left for "next" (+1) or "previous" (-1) by `step` pixels: in a right-to-left row the next
 * tiles are to the left, and scrollLeft runs from 0 down to negative values (CSSOM View).
 */
export function scrollStep(direction: 1 | -1, step: number, rtl: boolean): number {
  return direction * step * (rtl ? -1 : 1);
}

/** Whether the row can scroll back (`start`) or on (`end`), from scrollLeft whatever the direction. */
export function scrollEdges(scrollLeft: number, scrollWidth: number, clientWidth: number): { start: boolean; end: boolean } {
  const from = Math.abs(scrollLeft);
  const room = scrollWidth - clientWidth;
  return { start: from > 1, end: from < room - 1 };
}
