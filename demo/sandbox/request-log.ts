export interface LogEntry {
  id: number;
  at: string;
  method: string;
  path: string;
  status: number;
  ms: number;
}

export type RequestLog = ReturnType<typeof createRequestLog>;

/** The last `size` API calls, for the QA page's refresh log; a ring so a long session cannot grow it. */
export function createRequestLog(size = 200) {
  let entries: LogEntry[] = [];
  let nextId = 1;
  return {
    record(entry: Omit<LogEntry, 'id'>): void {
      entries.push({ id: nextId++, ...entry });
      if (entries.length > size) entries = entries.slice(entries.length - size);
    },
    /** Newest first; `since` returns only entries with a larger id (incremental polling). */
    list(since = 0): LogEntry[] {
      return entries.filter((e) => e.id > since).reverse();
    },
    clear(): void {
      entries = [];
    },
  };
}
