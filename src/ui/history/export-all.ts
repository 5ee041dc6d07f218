// The CSV export of everything a history's filters select (docs/contracts/profile.md §Histories): the same
// list endpoint read page by page, one request at a time (a long history must not fire 50 requests at once at
// the operator), up to a cap (5,000 rows: docs/contracts/profile.md §Histories), reporting progress after
// each page and stoppable. A page that fails fails the export (with the error, for a translated message): a
// file with a silent hole in the middle would be worse than none.

export interface PageOf<Row> {
  count: number;
  items: readonly Row[];
}

interface CollectOptions {
  pageSize?: number;
  /** At most this many rows (the rest is left out and `truncated` says so). */
  cap?: number;
  onProgress?(done: number, total: number): void;
  signal?: AbortSignal;
}

interface Collected<Row> {
  rows: Row[];
  /** Rows matching the filters on the server. */
  total: number;
  /** More rows matched than the cap let in. */
  truncated: boolean;
}

export const EXPORT_CAP = 5000;
const EXPORT_PAGE_SIZE = 100;

export class ExportAborted extends Error {
  override name = 'ExportAborted';
}

export async function collectAllPages<Row>(
  loadPage: (page: number, pageSize: number) => Promise<PageOf<Row>>,
  { pageSize = EXPORT_PAGE_SIZE, cap = EXPORT_CAP, onProgress, signal }: CollectOptions = {},
): Promise<Collected<Row>> {
  const rows: Row[] = [];
  let total = 0;
  for (let page = 1; ; page++) {
    if (signal?.aborted) throw new ExportAborted('export stopped');
    const answer = await loadPage(page, pageSize);
    if (signal?.aborted) throw new ExportAborted('export stopped');
    total = answer.count;
    rows.push(...answer.items.slice(0, cap - rows.length));
    onProgress?.(rows.length, Math.min(total, cap));
    // The end: a short page, the count reached, or the cap. A list that grows while it is read does not
    // make this loop forever: the cap bounds it.
    if (answer.items.length < pageSize || rows.length >= Math.min(total, cap)) break;
  }
  return { rows, total, truncated: total > rows.length && rows.length >= cap };
}
