// What the site shell needs of the lobby's URL model (widgets/site/shell/element-pages.ts): the paths it
// hands to the lobby and the redirect of the bare root. Kept apart from location.ts, which re-exports
// both, so the shell does not share the whole URL model with the lobby: shared, it was a chunk of its own
// on every lobby page (one more file and compression stream, docs/conventions.md §4).

/** The lobby's root; location.ts builds every path under it. */
const ROOT = '/slots';
/** buildPath({ lobby: CASINO, game: null }) (tests/unit/lobby/location.test.ts holds them equal). */
const CASINO_PATH = `${ROOT}/casino`;

/** The paths the site shell hands to the lobby. */
export const PREFIXES = [ROOT] as const;

/** The redirect a lobby path needs, or null: the bare /slots goes to the casino page (spec §2 "Casino"). */
export function canonicalPath(path: string, _context?: { viewportWidth: number }): string | null {
  const pathname = path.split(/[?#]/)[0]!.replace(/\/$/, '');
  return pathname.toLowerCase() === ROOT ? CASINO_PATH : null;
}
