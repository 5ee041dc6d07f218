// `part` (CSS Shadow Parts) is a plain attribute to React 19 and Preact alike, but React's JSX types do
// not list it; this keeps the cast in one place. Class names are joined by ./class-names.ts.
export function parts(...names: Array<string | false | null | undefined>): Record<string, string> {
  return { part: names.filter(Boolean).join(' ') };
}
