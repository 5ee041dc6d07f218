// The sandbox's generated game covers: art that differs by theme, provider and game, with no
// name drawn into it (the tile prints it), live tables that look live, small and deterministic, and
// served with an ETag so a revalidation is a 304.
import { describe, expect, it } from 'vitest';
import { catalogueRows, PRODUCERS } from '../../../demo/sandbox/seeds/games';
import { planOf, renderGameImage, themeOf, type CoverGame } from '../../../demo/sandbox/services/game-image';
import { sandboxPerTest } from './helpers';

const rows = catalogueRows();
const game = (over: Partial<CoverGame>): CoverGame => ({ id: 1, name: 'Golden Pharaoh', provider: 'amatic', game_type: 'slots', categories: ['egypt'], live_groups: [], ...over });
const texts = (svg: string) => [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);
/** The drawing without the colours: what differs when only the palette does not. */
const shapes = (svg: string) => svg.replace(/(fill|stroke|stop-color)="[^"]*"/g, '');

describe('generated covers', () => {
  it('are deterministic: the same game, the same picture', () => {
    for (const row of rows.slice(0, 50)) expect(renderGameImage(row)).toBe(renderGameImage({ ...row }));
  });

  // Stop 25: the named slots kept the theme of the generated name they replaced (Fortune Tiger drew the sea).
  it('draw a named slot by its name: a tiger is Asian, a book is a book, sweets are sweets', () => {
    const named = Object.fromEntries(rows.filter((g) => g.game_type === 'slots').map((g) => [g.name, themeOf(g)]));
    expect(named['Fortune Tiger']).toBe('asia');
    expect(named['Book of Fortune']).toBe('books');
    expect(named['Gates of Olympus']).toBe('fantasy');
    expect(named['Sweet Bonanza']).toBe('sweets');
  });

  it('differ by theme: two games of one provider with different themes draw different motifs', () => {
    const egypt = renderGameImage(game({ categories: ['egypt'] }));
    const sea = renderGameImage(game({ categories: ['world_of_sea'] }));
    expect(shapes(egypt)).not.toBe(shapes(sea));
    // Every theme of the seed has a drawing of its own, distinct from every other.
    const themes = [...new Set(rows.filter((g) => g.game_type === 'slots').map(themeOf))];
    expect(themes.length).toBeGreaterThanOrEqual(20);
    expect(themes).not.toContain('slots');
    const drawn = new Set(themes.map((t) => shapes(renderGameImage(game({ categories: [t] })))));
    expect(drawn.size).toBe(themes.length);
  });

  it('differ by provider: the same theme and id in two houses has another frame, badge and palette', () => {
    const houses = ['amatic', 'pgsoft', 'upgaming', 'betsolutions', 'pragmatic'].map((provider) => renderGameImage(game({ provider })));
    expect(new Set(houses).size).toBe(houses.length);
    expect(new Set(houses.map(shapes)).size).toBe(houses.length);
    // The server's alias and the canonical name are one house.
    expect(renderGameImage(game({ provider: 'evosw', game_type: 'live', categories: [], live_groups: ['roulette'] }))).toBe(
      renderGameImage(game({ provider: 'evolution', game_type: 'live', categories: [], live_groups: ['roulette'] })),
    );
  });

  it('differ by game: same provider and theme, another id, another composition', () => {
    const egypt = rows.filter((g) => g.provider === 'amatic' && themeOf(g) === 'egypt').slice(0, 20);
    expect(egypt.length).toBe(20);
    expect(new Set(egypt.map((g) => shapes(renderGameImage(g)))).size).toBe(20);
  });

  // The whole catalogue (4,268 covers): one assertion at the end, and room for a busy machine.
  it('never draw the game name: no text at all on a slot, only "LIVE" on a live table', () => {
    const wrong = rows.flatMap((row) => {
      const svg = renderGameImage(row);
      const bad =
        svg.toLowerCase().includes(row.name.toLowerCase()) ||
        texts(svg).join('|') !== (row.game_type === 'live' ? 'LIVE' : '') ||
        // The only links are the cover's own shapes drawn again (<use href="#…">).
        /aria-label|<title|<script|<style|href="[^#]/.test(svg);
      return bad ? [`${row.id} ${row.name}`] : [];
    });
    expect(wrong).toEqual([]);
  }, 30_000);

  it('live tables draw their table type: a roulette, a blackjack, a baccarat, a game show, dice… each their own', () => {
    const live = rows.filter((g) => g.game_type === 'live');
    expect(live.length).toBeGreaterThanOrEqual(150 + 12);
    const byName: [RegExp, string][] = [
      [/roulette/i, 'live:roulette|live:firstPerson'], [/blackjack/i, 'live:blackJack'], [/baccarat/i, 'live:baccarat'],
      [/money wheel|crazy time|wheelbet|\dbet$/i, 'live:showGames'], [/sic bo|dice/i, 'live:dice'], [/hold’em|poker|war of bets/i, 'live:poker'],
      [/lotto|keno|lucky \d/i, 'live:lotto'],
    ];
    for (const row of live) {
      const expected = byName.find(([re]) => re.test(row.name))?.[1];
      expect(expected, row.name).toBeDefined();
      expect(expected!.split('|'), row.name).toContain(planOf(row).motif);
    }
    // Each table type its own drawing.
    const groups = ['roulette', 'firstPerson', 'blackJack', 'baccarat', 'poker', 'showGames', 'dice', 'lotto'];
    const drawings = groups.map((g) => shapes(renderGameImage(game({ provider: 'evosw', game_type: 'live', categories: [], live_groups: [g], name: 'Table' }))));
    expect(new Set(drawings).size).toBe(groups.length);
    expect(drawings.every((svg) => svg.includes('>LIVE</text>'))).toBe(true);
  });

  it('virtual games draw the sport their name says', () => {
    const virtual = rows.filter((g) => g.game_type === 'virtual');
    expect(virtual.length).toBe(15);
    const sport = (name: string) => ({ Football: 'football', Horses: 'horses', Greyhounds: 'greyhounds', Tennis: 'tennis', Cycling: 'cycling' })[/Virtual (\w+)/.exec(name)![1]!];
    for (const row of virtual) expect(planOf(row).motif, row.name).toBe(`virtual:${sport(row.name)}`);
    const drawings = ['Football', 'Horses', 'Greyhounds', 'Tennis', 'Cycling'].map((s) => shapes(renderGameImage(game({ game_type: 'virtual', categories: ['sport'], name: `Virtual ${s} 1` }))));
    expect(new Set(drawings).size).toBe(5);
  });

  // One screen of the lobby never shows two covers that read alike (docs/api.md "Slots and games", images):
  // over the first games of every page the lobby opens on, in its order (catalogue order; the home page's
  // rows a provider in turn, widgets/lobby/row-model.ts), no two share motif, composition and palette.
  it('one screen of any lobby page never shows two covers alike', () => {
    const shown = new Set(PRODUCERS.filter((p) => p.active).map((p) => p.name));
    const listed = rows.filter((g) => shown.has(g.provider) && g.game_id !== 'aviator');
    const casino = listed.filter((g) => g.game_type !== 'live');
    const live = listed.filter((g) => g.game_type === 'live');
    const inTurn = (games: typeof rows) => {
      const lists: (typeof rows)[] = [];
      for (const g of games) (lists.find((l) => l[0]!.provider === g.provider) ?? (lists.push([]), lists.at(-1)!)).push(g);
      return Array.from({ length: 12 }, (_, i) => lists[i % lists.length]![Math.floor(i / lists.length)]).filter((g) => g !== undefined);
    };
    const pages: [string, typeof rows][] = [
      ['/slots/casino', casino], ['/slots/live-casino', live],
      ...[...shown].map((p): [string, typeof rows] => [`/slots/${p}`, listed.filter((g) => g.provider === p)]),
      ...['popular', 'new', 'hot', 'megaways', 'games', 'wild', 'egypt', 'books'].map((c): [string, typeof rows] => [`/slots/casino/${c}`, casino.filter((g) => g.categories.includes(c))]),
      ...['roulette', 'blackJack', 'showGames', 'baccarat'].map((l): [string, typeof rows] => [`/slots/live-casino/${l}`, live.filter((g) => g.live_groups.includes(l))]),
      ['/main popular row', inTurn(casino.filter((g) => g.categories.includes('popular')))], ['/main new row', inTurn(casino.filter((g) => g.categories.includes('new')))],
      ['/main live row', inTurn(live)],
    ];
    const alike = pages.flatMap(([page, games]) => {
      const seen = new Map<string, string>();
      return games.slice(0, 24).flatMap((g) => {
        const plan = planOf(g);
        // A live table's background is its studio's colour turned by the palette (game-image.ts): the studio is part of its palette.
        const key = `${plan.motif} ${plan.composition} ${plan.palette}${g.game_type === 'live' ? ` ${g.provider}` : ''}`;
        const twin = seen.get(key);
        seen.set(key, g.name);
        return twin ? [`${page}: ${twin} / ${g.name} (${key})`] : [];
      });
    });
    expect(alike).toEqual([]);
  });

  it('stay small: under 4 KB of SVG each', () => {
    const sizes = rows.map((g) => renderGameImage(g).length);
    expect(Math.max(...sizes)).toBeLessThan(4096);
    expect(sizes.reduce((a, b) => a + b) / sizes.length).toBeLessThan(2800);
  }, 30_000);
});

describe('GET /services/game-catalog/images/{id}.svg', () => {
  const ctx = sandboxPerTest();

  it('serves the cover cached a day with an ETag; the same ETag back is a 304; an unknown id is 404', async () => {
    const first = await ctx.sb.call('GET', '/services/game-catalog/images/1.svg');
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(first.headers.get('cache-control')).toBe('public, max-age=86400');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]{22}"$/);
    expect(first.text).toBe(renderGameImage(rows[0]!));
    const again = await ctx.sb.call('GET', '/services/game-catalog/images/1.svg', { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    const other = await ctx.sb.call('GET', '/services/game-catalog/images/2.svg', { headers: { 'If-None-Match': etag } });
    expect(other.status).toBe(200);
    expect((await ctx.sb.call('GET', '/services/game-catalog/images/999999.svg')).status).toBe(404);
  });

  it('a brotli body has its own ETag, and that one back is a 304 too', async () => {
    const br = { 'Accept-Encoding': 'br' };
    const first = await ctx.sb.call('GET', '/services/game-catalog/images/5.svg', { headers: br });
    expect(first.status).toBe(200);
    expect(first.headers.get('content-encoding')).toBe('br');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/-br"$/);
    const again = await ctx.sb.call('GET', '/services/game-catalog/images/5.svg', { headers: { ...br, 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
  });
});
