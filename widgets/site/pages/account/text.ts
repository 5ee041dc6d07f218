/**
 * Wraps a value that is always left-to-right (an e-mail address, a code) in Unicode isolates (FSI … PDI),
 * so inside an Arabic sentence it keeps its own order and does not reorder its neighbours
 * (docs/conventions.md §2.12). For text that reaches the page as a plain string (a translated message's value).
 */
export function isolate(value: string): string {
  return `\u2068${value}\u2069`;
}
