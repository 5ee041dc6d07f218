import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contentRows } from '../../../demo/sandbox/seeds/content';
import { renderSlideSvg, SLIDE_SIZES } from '../../../demo/sandbox/services/slide-image';
import { BOOT_TIMEOUT, bootSandbox, type Sandbox } from './helpers';

// jsdom ships no types and @types/jsdom is no dependency: the little used here, typed locally.
interface JsdomModule {
  JSDOM: new (text: string, options: { contentType: string }) => { window: { document: Document } };
}

let sb: Sandbox;
let JSDOM: JsdomModule['JSDOM'];

beforeAll(async () => {
  ({ JSDOM } = (await import('jsdom' as string)) as JsdomModule);
  sb = await bootSandbox();
}, BOOT_TIMEOUT);
afterAll(() => sb?.close());

interface Carousel {
  id: number;
  slug: string;
  language: string;
  platform: string;
  routes: string[];
}
interface Slide {
  id: number;
  type: string;
  image: string;
  link: string | null;
  language: string;
  is_active: boolean;
  carousel_id: number;
  auth_required: boolean;
  order: number;
}

/** Parses as XML (jsdom throws on a malformed document) and returns the <svg> root. */
function parseSvg(text: string): SVGSVGElement {
  const { window } = new JSDOM(text, { contentType: 'image/svg+xml' });
  const root = window.document.documentElement;
  if (root.nodeName !== 'svg') throw new Error(`not an svg document: ${root.nodeName} ${root.textContent}`);
  return root as unknown as SVGSVGElement;
}

async function loadAll() {
  const carousels = (await sb.call<Carousel[]>('GET', '/carousel/')).body;
  const slides = (await sb.call<Slide[]>('GET', '/slide/')).body;
  return { carousels, slides };
}

describe('GET /carousel/', () => {
  it('groups carousels by page, platform and language, as the contract seeds them', async () => {
    const res = await sb.call<Carousel[]>('GET', '/carousel/');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    const byRoute = new Map<string, string[]>();
    for (const c of res.body) {
      expect(Object.keys(c).sort()).toEqual(['id', 'language', 'platform', 'routes', 'slug']);
      expect(c.routes).toHaveLength(1);
      expect(c.slug).toBe(`${c.routes[0].slice(1).replace(/\//g, '-')}-${c.platform}-${c.language}`);
      byRoute.set(c.routes[0], [...(byRoute.get(c.routes[0]) ?? []), `${c.platform}-${c.language}`]);
    }
    // Every page in each language of the site (stop 25: the lobby pages' carousels had no Arabic slides,
    // so an Arabic player read them in French).
    const everyLanguage = ['web-fr', 'web-en', 'web-ar', 'mobile-fr', 'mobile-en', 'mobile-ar'];
    expect(Object.fromEntries(byRoute)).toEqual({
      '/main': everyLanguage,
      '/slots/casino': everyLanguage,
      '/slots/live-casino': everyLanguage,
      '/sport/sft': everyLanguage,
      '/qa': everyLanguage,
      // The QA page's fixture for the client's French fallback.
      '/qa/fallback': ['web-fr', 'mobile-fr'],
    });
    expect(res.body.find((c) => c.slug === 'main-web-fr')).toEqual({ id: 1, slug: 'main-web-fr', language: 'fr', platform: 'web', routes: ['/main'] });
  });

  it('is JSON for any origin of the sandbox, public for a short while (http/cacheable.ts), and never the site page', async () => {
    const res = await sb.call('GET', '/carousel/', { headers: { Origin: 'http://localhost:8081' } });
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:8081');
    expect(res.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=600');
    for (const path of ['/carousel', '/slide', '/carousel/nope', '/slide/nope', '/slide/images/', '/slide/images/nope.png']) {
      const other = await sb.call('GET', path, { headers: { Accept: 'text/html' } });
      expect(other.status, path).toBe(404);
      expect(other.body, path).toMatchObject({ code: 'not_found' });
    }
  });
});

describe('GET /slide/', () => {
  it('serves every slide, inactive ones included, in carousel and slide order', async () => {
    const { carousels, slides } = await loadAll();
    expect(slides).toHaveLength(6 * (3 + 1 + 2 + 2 + 5) + 2 * 1);
    const sorted = [...slides].sort((a, b) => a.carousel_id - b.carousel_id || a.order - b.order);
    expect(slides).toEqual(sorted);
    for (const c of carousels) {
      const own = slides.filter((s) => s.carousel_id === c.id);
      expect(own.map((s) => s.order)).toEqual(own.map((_, i) => i + 1));
      for (const s of own) {
        expect(s.language).toBe(c.language);
        expect(s.type).toBe('image');
        expect(s.image).toBe(`/slide/images/${c.slug}-${s.order}.svg`);
      }
      const expected = { '/main': 3, '/slots/casino': 1, '/slots/live-casino': 2, '/sport/sft': 2, '/qa': 5, '/qa/fallback': 1 }[c.routes[0]];
      expect(own, c.slug).toHaveLength(expected!);
    }
  });

  // The players' home page shows no test fixture; the QA page's /qa carousel has them all.
  it('gives /main three player slides, active, no javascript: link and no inactive fixture', async () => {
    const { carousels, slides } = await loadAll();
    for (const c of carousels.filter((x) => x.routes[0] === '/main')) {
      const own = slides.filter((s) => s.carousel_id === c.id);
      expect(own.map((s) => s.is_active)).toEqual([true, true, true]);
      expect(own.some((s) => s.link?.startsWith('javascript:'))).toBe(false);
    }
  });

  it('gives /qa (the QA page) four active slides of every kind and one inactive, in each language and platform', async () => {
    const { carousels, slides } = await loadAll();
    for (const c of carousels.filter((x) => x.routes[0] === '/qa')) {
      const own = slides.filter((s) => s.carousel_id === c.id);
      expect(own.filter((s) => s.is_active)).toHaveLength(4);
      expect(own.filter((s) => !s.is_active)).toHaveLength(1);
      const active = own.filter((s) => s.is_active);
      expect(active.find((s) => s.link === '/slots/casino')?.auth_required).toBe(false);
      expect(active.find((s) => s.link === '/profile/replenishment')?.auth_required).toBe(true);
      expect(active.filter((s) => s.link?.startsWith('https://'))).toHaveLength(1);
      expect(active.filter((s) => s.link === 'javascript:alert(document.domain)')).toHaveLength(1);
    }
  });

  it('filters by carousel_id, and validates it', async () => {
    const one = await sb.call<Slide[]>('GET', '/slide/?carousel_id=7');
    expect(one.status).toBe(200);
    expect(one.body).toHaveLength(1);
    expect(one.body[0]).toMatchObject({ carousel_id: 7, image: '/slide/images/slots-casino-web-fr-1.svg', link: null, order: 1 });
    expect((await sb.call('GET', '/slide/?carousel_id=999')).body).toEqual([]);
    const bad = await sb.call('GET', '/slide/?carousel_id=abc');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'invalid', errors: [{ field: 'carousel_id', code: 'invalid' }] });
  });

  it('has no carousel for pages without banners', async () => {
    const { carousels } = await loadAll();
    expect(carousels.some((c) => c.routes.includes('/wheel-game'))).toBe(false);
  });
});

describe('GET /slide/images/<name>.svg', () => {
  it('serves a generated SVG for every slide, sized by platform, cached for an hour', async () => {
    const { carousels, slides } = await loadAll();
    const seeded = contentRows().slides;
    for (const s of slides) {
      const c = carousels.find((x) => x.id === s.carousel_id)!;
      const res = await sb.call('GET', s.image);
      expect(res.status, s.image).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
      expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
      expect(res.headers.get('content-security-policy')).toBe("default-src 'none'");
      const svg = parseSvg(res.text);
      const size = SLIDE_SIZES[c.platform as 'web' | 'mobile'];
      expect(svg.getAttribute('width')).toBe(String(size.width));
      expect(svg.getAttribute('height')).toBe(String(size.height));
      expect(svg.getAttribute('lang')).toBe(s.language);
      // The headline is written (possibly on two lines) in the slide's language.
      const headline = seeded.find((x) => x.id === s.id)!.headline;
      const texts = [...svg.querySelectorAll('text')].map((t) => t.textContent).join(' ');
      expect(texts).toContain(headline.split(' ')[0]);
      expect(svg.querySelector('title')?.textContent).toContain(headline);
      expect(svg.querySelectorAll('script, foreignObject, image, style')).toHaveLength(0);
    }
    expect(SLIDE_SIZES.web.width / SLIDE_SIZES.web.height).toBeCloseTo(279 / 110, 5);
    expect(SLIDE_SIZES.mobile.width / SLIDE_SIZES.mobile.height).toBeCloseTo(9 / 4, 5);
    // Some 80 images generated and parsed: 30 s for a busy two-core machine (5 s ran out there).
  }, 30_000);

  it('writes Arabic right to left, in an Arabic-capable font stack', async () => {
    const svg = parseSvg((await sb.call('GET', '/slide/images/main-web-ar-1.svg')).text);
    const group = svg.querySelector('g[font-family]')!;
    expect(group.getAttribute('direction')).toBe('rtl');
    expect(group.getAttribute('font-family')).toMatch(/^'Noto Sans Arabic'/);
    expect(svg.querySelector('text')!.textContent).toMatch(/[\u0600-\u06FF]/);
    const latin = parseSvg((await sb.call('GET', '/slide/images/main-web-fr-1.svg')).text);
    expect(latin.querySelector('g[font-family]')!.hasAttribute('direction')).toBe(false);
  });

  it('answers unknown images with a JSON 404', async () => {
    for (const path of ['/slide/images/nope.svg', '/slide/images/main-web-fr-9.svg', '/slide/images/..%2fcarousel.svg']) {
      const res = await sb.call('GET', path);
      expect(res.status, path).toBe(404);
      expect(res.body).toMatchObject({ code: 'not_found' });
    }
  });

  it('escapes text, so a headline cannot inject markup', () => {
    const text = renderSlideSvg({ platform: 'web', language: 'en', headline: '<script>alert(1)</script> & "x"', subline: "it's <b>", theme: 2 });
    const svg = parseSvg(text);
    expect(svg.querySelectorAll('script, b')).toHaveLength(0);
    // The parser does reject what escaping prevents.
    expect(() => parseSvg('<svg xmlns="http://www.w3.org/2000/svg"><text>a & <b</text></svg>')).toThrow();
    expect([...svg.querySelectorAll('text')].map((t) => t.textContent).join(' ')).toContain('<script>alert(1)</script>');
  });
});

describe('faults and log on the content host', () => {
  beforeEach(async () => {
    await sb.call('DELETE', '/sandbox/api/faults');
    await sb.call('DELETE', '/sandbox/api/log');
  });

  it('applies armed faults to /carousel/, /slide/ and the images', async () => {
    await sb.call('POST', '/sandbox/api/faults', { body: { route: '/carousel/', status: 503, times: 1 } });
    await sb.call('POST', '/sandbox/api/faults', { body: { route: '/slide/images/', status: 500, times: 1 } });
    await sb.call('POST', '/sandbox/api/faults', { body: { route: '/slide/', malformed: true, times: 1 } });
    const carousel = await sb.call('GET', '/carousel/', { headers: { Origin: 'http://localhost:8081' } });
    expect(carousel.status).toBe(503);
    expect(carousel.body.code).toBe('fault_injected');
    expect(carousel.headers.get('access-control-allow-origin')).toBe('http://localhost:8081');
    expect((await sb.call('GET', '/slide/images/main-web-fr-1.svg')).status).toBe(500);
    const slides = await sb.call('GET', '/slide/');
    expect(slides.status).toBe(200);
    expect(() => JSON.parse(slides.text)).toThrow();
    expect((await sb.call('GET', '/carousel/')).status).toBe(200);
    expect((await sb.call('GET', '/slide/')).status).toBe(200);
  });

  it('records content calls in the server log', async () => {
    await sb.call('GET', '/carousel/');
    await sb.call('GET', '/slide/?carousel_id=1');
    const log = (await sb.call('GET', '/sandbox/api/log')).body as { path: string; status: number }[];
    expect(log.map((e) => e.path)).toEqual(['/slide/', '/carousel/']);
  });
});
