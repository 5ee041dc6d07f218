// Every menu entry opens a page ("TVBet en direct" too, never "Provider not found in configuration").
// Each entry a viewer sees, in every menu, walked through the site's route table, resolve() (redirects
// followed) and, for the lobby's paths, the lobby's own URL model and provider list: none may end on the
// not-found page, the unavailable page or the lobby's "not found in configuration" page.
import { describe, expect, it } from 'vitest';
import { MENU, MENU_KINDS, menuOf, refusedFor, type MenuKind, type Viewer } from '../../../widgets/site/chrome/menu';
import { resolve, type Context, type Resolution } from '../../../widgets/site/shell/resolve';
import { matchPath } from '../../../widgets/site/shell/router';
import { parsePath } from '../../../widgets/lobby/location';
import { isLobbyPage, knownProvider } from '../../../widgets/lobby/use-lobby-location';

const KINDS: MenuKind[] = [...MENU_KINDS];
const VIEWERS: [string, Viewer, Context['auth']][] = [
  ['a guest', { isAuth: false, userTypes: null }, 'guest'],
  ['a player', { isAuth: true, userTypes: 0 }, 'signed-in'],
  ['a cashier-registered player', { isAuth: true, userTypes: 1 }, 'signed-in'],
];

/** Where the site lands for `href`: redirects followed (at most 4), and what it shows there. */
function land(href: string, auth: Context['auth'], viewportWidth: number): { path: string; shown: Resolution } {
  let path = href;
  for (let hop = 0; hop < 4; hop++) {
    const shown = resolve(matchPath(path.split('?')[0]!), { auth, viewportWidth });
    if (shown.kind !== 'redirect') return { path, shown };
    path = shown.to;
  }
  throw new Error(`${href}: more than 4 redirects`);
}

/** Why the page at `path` is an error, or null when it is a working page. */
function errorOf(path: string, shown: Resolution): string | null {
  if (shown.kind === 'wait') return 'waits forever';
  if (shown.kind === 'shell' && (shown.page === 'not-found' || shown.page === 'unavailable')) return `shell ${shown.page}`;
  if (shown.kind === 'element' && shown.page === 'lobby') {
    const where = parsePath(path);
    if (!where) return 'not a lobby path';
    if (where.lobby && !isLobbyPage(where.lobby)) return 'lobby: provider not found in configuration';
    if (where.game && !knownProvider(where.game.provider)) return 'game: provider not found in configuration';
  }
  return null;
}

describe('every menu entry opens a working page', () => {
  for (const [who, viewer, auth] of VIEWERS)
    for (const width of [1280, 375])
      it(`for ${who} at ${width} px`, () => {
        const walked: string[] = [];
        for (const kind of KINDS)
          for (const entry of menuOf(kind, viewer)) {
            // A guest's refused entry shows "please authenticate" and does not navigate (spec shell §2).
            if (refusedFor(entry, viewer)) continue;
            const { path, shown } = land(entry.href, auth, width);
            expect(errorOf(path, shown), `${kind} "${entry.id}" ${entry.href} → ${path}`).toBeNull();
            walked.push(entry.id);
          }
        expect(walked.length).toBeGreaterThan(5);
        if (viewer.userTypes !== 1) expect(walked).toContain('tvbet');
      });

  it('the walk does catch a broken entry (an unknown provider, an unknown path)', () => {
    const bad = land('/slots/netent', 'guest', 1280);
    expect(errorOf(bad.path, bad.shown)).toMatch(/not found in configuration/);
    const lost = land('/no-such-page/at/all', 'guest', 1280);
    expect(errorOf(lost.path, lost.shown)).toBe('shell not-found');
  });

  it('walks every entry of the menu definition at least once', () => {
    const seen = new Set(VIEWERS.flatMap(([, v]) => KINDS.flatMap((k) => menuOf(k, v).map((e) => e.id))));
    expect([...seen].sort()).toEqual(MENU.map((e) => e.id).sort());
  });
});
