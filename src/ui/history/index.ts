// The shared history list kit (docs/conventions.md §1 "the history list (filters in the URL, paging, CSV)"): the
// cashier's payment history and the profile's histories (bonus, cashback, slots, bets) are built from
// it. Its styles are `historyStyles`, adopted with the lazy chunk of the view that uses it.
import css from './history.css';

export const historyStyles: string = css;

export * from './history-query';
export * from './csv';
export { useHistoryQuery, type HistoryQueryBinding, type SetQuery } from './use-history-query';
export { ChoiceFilter, DateRangeFilter, type ChoiceFilterProps, type ChoiceOption, type DateRangeFilterProps } from './history-filters';
export { HistoryList, type HistoryColumn, type HistoryListProps, type HistoryStatus } from './history-list';
export { usePageLoad, type PageLoad } from './use-page-load';
export type { PageOf } from './export-all';
