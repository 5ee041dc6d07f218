// The CSV export of a history page (docs/conventions.md §1 "the history list (… CSV)"). RFC 4180: comma
// separated, CRLF line ends, a field quoted when it holds a comma, a quote or a line break, its quotes
// doubled. Amounts are written with a dot and their decimals (`-50.00`), never in the player's locale
// (`-50,00 DT` would split into two columns and stop being a number). Text that a spreadsheet would run
// as a formula (`=`, `+`, `-`, `@`, tab, CR first: OWASP "CSV injection") gets a leading apostrophe:
// a payment system's name or a transfer's note comes from the server, not from us.

/** A value written as it is: a number we formatted (an amount), never guarded against formulas. */
interface CsvRaw {
  raw: string;
}

export type CsvCell = string | number | boolean | null | undefined | CsvRaw;

export interface CsvColumn<Row> {
  header: string;
  value(row: Row): CsvCell;
}

/** An amount for the CSV: a dot and `decimals` decimals (2 for money; a coin may need 8). */
export function csvAmount(amount: number | null | undefined, decimals = 2): CsvRaw {
  return { raw: amount === null || amount === undefined || !Number.isFinite(amount) ? '' : amount.toFixed(decimals) };
}

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One field as it goes in the file. */
export function csvField(cell: CsvCell): string {
  let text: string;
  if (cell === null || cell === undefined) text = '';
  else if (typeof cell === 'object') text = cell.raw;
  else if (typeof cell === 'number') text = Number.isFinite(cell) ? String(cell) : '';
  else if (typeof cell === 'boolean') text = cell ? 'true' : 'false';
  else text = FORMULA_START.test(cell) ? `'${cell}` : cell;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The header line and one line per row, CRLF-separated, with a final CRLF. */
export function toCsv<Row>(columns: ReadonlyArray<CsvColumn<Row>>, rows: readonly Row[]): string {
  const lines = [columns.map((c) => csvField(c.header)), ...rows.map((row) => columns.map((c) => csvField(c.value(row))))];
  return lines.map((fields) => fields.join(',')).join('\r\n') + '\r\n';
}

/** A file name without characters a file system refuses: `deposits-2024-05-01-page-2.csv`. */
export function csvFileName(...parts: Array<string | number>): string {
  const base = parts
    .map((p) => String(p).trim().toLowerCase().replace(/[^a-z0-9._-]+/g, '-').replace(/^-+|-+$/g, ''))
    .filter(Boolean)
    .join('-');
  return `${base || 'export'}.csv`;
}

/**
 * Saves `csv` as a file through a temporary object URL and a download link (no library, no server
 * round trip). The link is never attached: an element in a partner's page leaves its DOM alone, and
 * browsers follow a detached link's click. A byte-order mark first, so a spreadsheet opens UTF-8
 * (Arabic, "Réussi") correctly.
 */
export function downloadCsv(csv: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // The download has its own copy once it started; a late revoke keeps slow browsers safe.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
