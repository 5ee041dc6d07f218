// A history list's filters bound to the query of its page: read from it on every render, written through
// the page's navigation (a cashier view's `navigate`, the profile's), so the URL stays the one truth.
// Paging replaces the history entry only when told; a filter change pushes one (Back undoes it).
import { useMemo } from 'react';
import { hasFilters, parseHistoryQuery, withFilters, withPage, type HistoryFilters, type HistorySchema } from './history-query';

export type SetQuery = (query: Record<string, string>, options?: { replace?: boolean }) => void;

export interface HistoryQueryBinding {
  filters: HistoryFilters;
  /** Any filter set by the player (the empty state then says "nothing matches" and offers to clear). */
  filtered: boolean;
  setFilters(changes: Readonly<Record<string, string | null>>): void;
  setPage(page: number): void;
  setPageSize(size: number): void;
  /** Every filter back to its default, page 1. */
  clear(): void;
}

export function useHistoryQuery(schema: HistorySchema, query: Readonly<Record<string, string>>, setQuery: SetQuery): HistoryQueryBinding {
  const key = JSON.stringify(query);
  const filters = useMemo(() => parseHistoryQuery(schema, query), [schema, key]);
  return {
    filters,
    filtered: hasFilters(schema, filters),
    setFilters: (changes) => setQuery(withFilters(schema, query, changes)),
    setPage: (page) => setQuery(withPage(schema, query, page)),
    setPageSize: (size) => setQuery(withPage(schema, query, 1, size)),
    clear: () => {
      const cleared: Record<string, null> = {};
      for (const spec of schema.filters) {
        if (spec.kind === 'choice') cleared[spec.name] = null;
        else cleared[spec.from] = cleared[spec.to] = null;
      }
      setQuery(withFilters(schema, query, cleared));
    },
  };
}
