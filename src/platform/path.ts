// A site path as the elements' location modules read it (widgets/*/location.ts): the pathname's segments,
// each decoded as the router decodes its parameters. A malformed escape is kept as written, not thrown.

/** `/profile/bet-history/sft?x=1` → ['profile', 'bet-history', 'sft']; empty segments are dropped. */
export function pathSegments(path: string): string[] {
  return path
    .split(/[?#]/)[0]!
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    });
}
