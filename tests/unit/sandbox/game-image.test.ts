// The sandbox's generated game covers: art that differs by theme, provider and game, with no
// name drawn into it (the tile prints it), live tables that look live, small and deterministic, and
// served with an ETag so a revalidation is a 304.
import { describe, expect, it } from 'vitest';
import { catalogueRows } from '../../../demo/sandbox/seeds/games';
import { renderGameImage, themeOf, type CoverGame } from '../../../demo/sandbox/services/game-image';
import { sandboxPerTest } from './helpers';

const rows = catalogueRows();
const game = (over: Partial<CoverGame>): CoverGame => ({ id: 1, provider: 'amatic', game_type: 'slots', categories: ['egypt'], live_groups: [], ...over });
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
        /aria-label|<title|<script|<style|href=/.test(svg);
      return bad ? [`${row.id} ${row.name}`] : [];
    });
    expect(wrong).toEqual([]);
  }, 30_000);

  it('live tables: a felt table, a dealer or a show wheel, chips and the LIVE badge', () => {
    const live = rows.filter((g) => g.game_type === 'live');
    expect(live.length).toBeGreaterThanOrEqual(150 + 12);
    for (const row of live.slice(0, 40)) {
      const svg = renderGameImage(row);
      expect(svg).toContain('stroke-dasharray="6 5"'); // the chips' edge
      expect(svg).toMatch(/<path d="M-10 300V215Q150 170 310 215V300Z"/); // the table's felt
    }
    expect(renderGameImage(rows.find((g) => g.game_type === 'slots')!)).not.toContain('M-10 300V215');
  });

  it('stay small: under 4 KB of SVG each', () => {
    const sizes = rows.map((g) => renderGameImage(g).length);
    expect(Math.max(...sizes)).toBeLessThan(4096);
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
