// One of the profile's histories, wired once (docs/contracts/profile.md §Histories): the section frame around
// the history kit's list, the page loaded for the URL's filters (usePageLoad), its error in words, the paging
// and page sizes, the export of every page for the same filters, and the filter bar (the section's choices,
// then the days). The statement, the slots history and the bonus and cashback histories differ only by what
// is passed.
import type { ReactNode } from 'react';
import { useErrorText } from '../../../src/ui';
import { ChoiceFilter, DateRangeFilter, HistoryList, usePageLoad, type ChoiceOption, type HistoryColumn, type HistoryQueryBinding, type PageOf } from '../../../src/ui/history';
import { HistoryFrame, PAGE_SIZES } from './history-common';

/** A choice of the filter bar: the query's key it sets, its words and its part name. */
interface HistoryChoice {
  name: string;
  label: string;
  anyLabel: string;
  options: readonly ChoiceOption[];
  part: string;
}

interface ProfileHistoryListProps<Row extends { id: string | number }> {
  /** The <h2>'s id. */
  frameId: string;
  title: string;
  intro: ReactNode;
  bound: HistoryQueryBinding;
  /** What the load depends on besides the page, its size and the filters (the bonus list's endpoint). */
  loadKey?: readonly unknown[];
  /** One page for the current filters. */
  loadPage(page: number, pageSize: number): Promise<PageOf<Row>>;
  columns: ReadonlyArray<HistoryColumn<Row>>;
  emptyText: string;
  wide?: boolean;
  exportName: string;
  fileName: ReadonlyArray<string | number>;
  choices: readonly HistoryChoice[];
}

export function ProfileHistoryList<Row extends { id: string | number }>(props: ProfileHistoryListProps<Row>) {
  const { bound, loadPage } = props;
  const { page, pageSize, values } = bound.filters;
  const load = usePageLoad(JSON.stringify([...(props.loadKey ?? []), page, pageSize, values]), () => loadPage(page, pageSize));
  const errorText = useErrorText(load.error);
  return (
    <HistoryFrame id={props.frameId} title={props.title} intro={props.intro}>
      <HistoryList<Row>
        title={props.title}
        status={load.status}
        rows={load.value?.items ?? []}
        rowKey={(r) => r.id}
        count={load.value?.count ?? 0}
        page={page}
        pageSize={pageSize}
        columns={props.columns}
        onPage={bound.setPage}
        pageSizes={PAGE_SIZES}
        onPageSize={bound.setPageSize}
        onRetry={load.retry}
        errorText={errorText || undefined}
        emptyText={props.emptyText}
        filtered={bound.filtered}
        onClear={bound.clear}
        wide={props.wide}
        exportName={props.exportName}
        exportAll={{
          load: (p, size) => loadPage(p, size).then((r) => ({ count: r.count, items: r.items })),
          fileName: props.fileName,
        }}
        filters={
          <>
            {props.choices.map((choice) => (
              <ChoiceFilter
                key={choice.name}
                label={choice.label}
                anyLabel={choice.anyLabel}
                value={values[choice.name]}
                options={choice.options}
                onChange={(v) => bound.setFilters({ [choice.name]: v })}
                part={choice.part}
              />
            ))}
            <DateRangeFilter presets from={values.from} to={values.to} onChange={(c) => bound.setFilters(c as Record<string, string | null>)} />
          </>
        }
      />
    </HistoryFrame>
  );
}
