// The home page's game rows (widgets/site/pages/game-rows.tsx) follow the menu rule: a row shows
// only where its menu entry does (jurisdiction products, the player's user type).
import { describe, expect, it } from 'vitest';
import { menuOf, type Viewer } from '../../../widgets/site/chrome/menu';
import { rowsFor } from '../../../widgets/site/pages/game-rows';

const rows = (viewer: Viewer) => rowsFor(menuOf('main', viewer)).map((r) => r.id);

describe('home page game rows', () => {
  it('guests and self-registered players: Populaires, Nouveautés, Casino en direct', () => {
    expect(rows({ isAuth: false, userTypes: null })).toEqual(['popular', 'new', 'live']);
    expect(rows({ isAuth: true, userTypes: 0 })).toEqual(['popular', 'new', 'live']);
  });

  it('none where the casino is not offered: a sport-only jurisdiction (France), a cashier-registered player', () => {
    expect(rows({ isAuth: true, userTypes: 0, products: ['sport'] })).toEqual([]);
    expect(rows({ isAuth: false, userTypes: null, products: ['sport', 'wheel'] })).toEqual([]);
    expect(rows({ isAuth: true, userTypes: 1 })).toEqual([]);
  });
});
