// The history list (docs/conventions.md §1): a page of rows as a table (cards on a narrow element: history.css),
// its states (a skeleton while the first page loads; the old rows, dimmed and busy, while another
// loads; an error with a retry; empty, saying whether filters hide everything), a polite live region
// saying how many results there are, a CSV export of the page shown, and the paging. Generic: the
// cashier's payment history uses it, the profile's bonus, cashback, slots and bets histories will.
import { useId, type ReactNode } from 'react';
import { useLingui } from '@lingui/react';
import { Button } from '../button';
import { Skeleton } from '../skeleton';
import { parts } from '../part';
import { countValues } from '../../format/count';
import { cx } from '../class-names';
import { csvFileName, downloadCsv, toCsv, type CsvCell } from './csv';
import { pageCount } from './history-query';
import { Pagination } from './pagination';
import { ExportAllButton, type ExportAllProps } from './export-button';

export interface HistoryColumn<Row> {
  key: string;
  header: string;
  cell(row: Row): ReactNode;
  /** The column's value in the CSV; a column without one is left out of it (a "details" button). */
  csv?(row: Row): CsvCell;
  /** Amounts: aligned to the end, tabular figures. */
  numeric?: boolean;
  /** In the CSV only (the currency, which the amount on screen already shows). */
  csvOnly?: boolean;
}

export type HistoryStatus = 'loading' | 'ready' | 'error';

export interface HistoryListProps<Row> {
  /** What the list is ("Dépôts"): the table's caption, the paging's and the export's names. */
  title: string;
  status: HistoryStatus;
  rows: readonly Row[];
  rowKey(row: Row): string | number;
  /** Items in all pages. */
  count: number;
  page: number;
  pageSize: number;
  columns: ReadonlyArray<HistoryColumn<Row>>;
  onPage(page: number): void;
  onRetry(): void;
  /** The failure, said plainly and translated (the caller explains the server's code). */
  errorText?: string;
  /** No row at all. */
  emptyText: string;
  /** Filters are set: the empty state says nothing matches and offers `onClear`. */
  filtered?: boolean;
  onClear?(): void;
  /** The base of the CSV file's name (ASCII): `deposits` → `deposits-page-2.csv`. */
  exportName: string;
  /** The filters, above the list. */
  filters?: ReactNode;
  /** The row shown as selected (the one in detail). */
  selectedKey?: string | number | null;
  /**
   * Export everything the filters select (every page, read page by page up to a cap) instead of the page
   * shown: the profile's histories. Without it the export is the page shown (the cashier's).
   */
  exportAll?: Omit<ExportAllProps<Row>, 'columns'>;
  /** Many columns: rows are cards up to 900 px of the list's width (600 px otherwise). */
  wide?: boolean;
  /** Above the table, beside the count: the page size choice. */
  pageSizes?: readonly number[];
  onPageSize?(size: number): void;
}

const SKELETON_ROWS = 4;

function PageSizeChoice({ sizes, value, onChange }: { sizes: readonly number[]; value: number; onChange(size: number): void }) {
  const { i18n } = useLingui();
  const id = useId();
  return (
    <div className="history-page-size">
      <label htmlFor={id}>{i18n._({ id: 'history.page_size', message: 'Par page' })}</label>
      <select id={id} className="history-filter__input" value={value} onChange={(e) => onChange(Number(e.currentTarget.value))} {...parts('page-size')}>
        {sizes.map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>
    </div>
  );
}

export function HistoryList<Row>(props: HistoryListProps<Row>) {
  const { i18n } = useLingui();
  const { title, status, rows, count, page, pageSize, columns } = props;
  const pages = pageCount(count, pageSize);
  const firstLoad = status === 'loading' && rows.length === 0;
  const csvColumns = columns.filter((c) => c.csv).map((c) => ({ header: c.header, value: c.csv! }));
  const shown = columns.filter((c) => !c.csvOnly);

  const live =
    status === 'loading'
      ? i18n._({ id: 'history.loading', message: 'Chargement…' })
      : status === 'error'
        ? ''
        : i18n._({ id: 'history.count', message: '{form, select, none {Aucun résultat} one {{count} résultat} other {{count} résultats}}', values: countValues(count, i18n.locale) });

  let body: ReactNode;
  if (status === 'error') {
    body = (
      <div className="history-state history-state--error" role="alert" {...parts('history-error')}>
        <p>{props.errorText ?? i18n._({ id: 'history.error', message: "L'historique n'a pas pu être chargé." })}</p>
        <Button variant="secondary" part="retry" onClick={props.onRetry}>
          {i18n._({ id: 'history.retry', message: 'Réessayer' })}
        </Button>
      </div>
    );
  } else if (firstLoad) {
    body = (
      <Skeleton label={title} className="history-skeleton">
        {Array.from({ length: SKELETON_ROWS }, (_, i) => (
          <div key={i} className="history-skeleton__row" aria-hidden="true" />
        ))}
      </Skeleton>
    );
  } else if (status === 'ready' && rows.length === 0 && count > 0) {
    // A page past the end (a stale link, or the list shrank since): say so and offer the first page.
    body = (
      <div className="history-state" {...parts('history-empty')}>
        <p>{i18n._({ id: 'history.past_end', message: 'Cette page n’existe pas ou plus.' })}</p>
        <Button variant="secondary" part="first-page" onClick={() => props.onPage(1)}>
          {i18n._({ id: 'history.first_page', message: 'Aller à la première page' })}
        </Button>
      </div>
    );
  } else if (status === 'ready' && rows.length === 0) {
    body = (
      <div className="history-state" {...parts('history-empty')}>
        <p>{props.filtered ? i18n._({ id: 'history.empty_filtered', message: 'Aucun résultat pour ces filtres.' }) : props.emptyText}</p>
        {props.filtered && props.onClear ? (
          <Button variant="secondary" part="clear-filters" onClick={props.onClear}>
            {i18n._({ id: 'history.clear', message: 'Effacer les filtres' })}
          </Button>
        ) : null}
      </div>
    );
  } else {
    body = (
      // A wide table scrolls inside its own region (focusable and named, so a keyboard can scroll it)
      // rather than widening the page; below 600px the rows are cards and nothing scrolls.
      <div className="history-scroll" role="region" tabIndex={0} aria-label={title} {...parts('history-scroll')}>
      <table className={cx('history-table', status === 'loading' && 'history-table--stale')} role="table" aria-busy={status === 'loading' || undefined} {...parts('history-table')}>
        <caption className="casino-visually-hidden">
          {i18n._({ id: 'history.caption', message: '{title}, page {page} sur {pages}', values: { title, page, pages } })}
        </caption>
        <thead role="rowgroup">
          <tr role="row">
            {shown.map((c) => (
              <th key={c.key} scope="col" role="columnheader" className={cx(c.numeric && 'history-cell--numeric')}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {rows.map((row) => {
            const key = props.rowKey(row);
            return (
              <tr key={key} role="row" className={cx(key === props.selectedKey && 'history-row--selected')} {...parts('history-row')}>
                {shown.map((c) => (
                  // data-label: the column's name shown before the value when rows are cards (narrow).
                  <td key={c.key} role="cell" data-label={c.header} className={cx(c.numeric && 'history-cell--numeric')}>
                    {c.cell(row)}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
      </div>
    );
  }

  const canExport = status === 'ready' && rows.length > 0 && csvColumns.length > 0;
  return (
    <section className={cx('history', props.wide && 'history--wide')} aria-label={title} {...parts('history')}>
      {props.filters ? <div className="history-filters">{props.filters}</div> : null}
      <div className="history-bar">
        <p className="history-count" role="status" {...parts('history-count')}>
          {live}
        </p>
        {props.pageSizes && props.onPageSize && status !== 'error' && count > Math.min(...props.pageSizes) ? (
          <PageSizeChoice sizes={props.pageSizes} value={pageSize} onChange={props.onPageSize} />
        ) : null}
        {props.exportAll && status === 'ready' && count > 0 && csvColumns.length > 0 ? (
          <ExportAllButton {...props.exportAll} columns={csvColumns} />
        ) : !props.exportAll && canExport ? (
          <Button
            variant="secondary"
            part="export"
            className="history-export"
            onClick={() => downloadCsv(toCsv(csvColumns, rows), csvFileName(props.exportName, 'page', page))}
          >
            {i18n._({ id: 'history.export', message: 'Exporter cette page (CSV)' })}
          </Button>
        ) : null}
      </div>
      {body}
      {status !== 'error' ? <Pagination page={page} pages={pages} onPage={props.onPage} label={title} /> : null}
    </section>
  );
}
