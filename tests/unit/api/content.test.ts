// GET carousel/ and slide/ converted and grouped (spec shell-session-wheel.md §3 "Banner slide", §4
// "Banners"): path -> device -> language, active slides by order, default-language fallback.
import { describe, expect, it } from 'vitest';
import {
  contentApi,
  contentUrl,
  groupBanners,
  lookupSlides,
  pathKey,
  toCarousels,
  toSlides,
} from '../../../src/api/content';
import { createHttpClient } from '../../../src/api/client';
import { ApiError } from '../../../src/api/errors';
import { ShapeError } from '../../../src/api/convert';
import { carouselsBody, slidesBody } from '../support/banner-fixtures';

const BASE = 'https://content.example';
const grouped = () => groupBanners(toCarousels(carouselsBody), toSlides(slidesBody, BASE));
const ids = (slides: { id: number }[]) => slides.map((s) => s.id);

describe('converters', () => {
  it('carousels: camelCase, language keys, normalised routes; an unknown platform is skipped', () => {
    const carousels = toCarousels(carouselsBody);
    expect(carousels).toHaveLength(5);
    expect(carousels[0]).toEqual({ id: 1, slug: 'main-web-fr', language: 'fr', platform: 'web', routes: ['/main'] });
    expect(carousels[3]!.routes).toEqual(['/slots/casino', '/slots/casino']);
    expect(toCarousels([{ ...carouselsBody[0], language: 'EN-us' }])[0]!.language).toBe('en');
  });

  it('slides: camelCase, images on the content host, refused links become null', () => {
    const slides = toSlides(slidesBody, BASE);
    expect(slides.find((s) => s.id === 12)).toEqual({
      id: 12,
      type: 'image',
      image: 'https://content.example/slide/images/s12.svg',
      link: '/profile/replenishment',
      language: 'fr',
      isActive: true,
      carouselId: 1,
      authRequired: true,
      order: 2,
    });
    expect(slides.find((s) => s.id === 14)!.link).toBeNull();
    expect(slides.find((s) => s.id === 13)!.link).toBe('https://partner.example/promo');
    expect(slides.find((s) => s.id === 51)!.image).toBe('https://cdn.example/ar.svg');
    // A data: image is refused by the allow-list: the slide has nothing to show and is dropped.
    expect(slides.find((s) => s.id === 52)).toBeUndefined();
  });

  it('accepts a paginated { results } body', () => {
    expect(toCarousels({ results: carouselsBody })).toHaveLength(5);
    expect(toSlides({ results: slidesBody }, BASE)).toHaveLength(slidesBody.length - 1);
  });

  it('refuses bodies of the wrong shape', () => {
    expect(() => toCarousels({})).toThrow(ShapeError);
    expect(() => toCarousels([{ ...carouselsBody[0], routes: '/main' }])).toThrow(ShapeError);
    expect(() => toSlides([{ ...slidesBody[0], is_active: 'yes' }], BASE)).toThrow(ShapeError);
    expect(() => toSlides([{ ...slidesBody[0], id: 'x' }], BASE)).toThrow(ShapeError);
  });

  it('content URLs: joined to the host, or to the page origin when the host is the page', () => {
    expect(contentUrl('/slide/images/a.svg', 'https://content.example')).toBe('https://content.example/slide/images/a.svg');
    expect(contentUrl('slide/images/a.svg', '/__sandbox/3')).toBe('/__sandbox/3/slide/images/a.svg');
    expect(contentUrl('slide/images/a.svg', '')).toBe('/slide/images/a.svg');
    expect(contentUrl('http://other.example/a.svg', BASE)).toBe('http://other.example/a.svg');
    expect(contentUrl('javascript:alert(1)', BASE)).toBeNull();
    expect(contentUrl('//evil.example/a.svg', BASE)).toBeNull();
  });

  it('path keys drop query, hash and trailing slashes', () => {
    expect(pathKey('/main/')).toBe('/main');
    expect(pathKey('/main?x=1#y')).toBe('/main');
    expect(pathKey('main')).toBe('/main');
    expect(pathKey('/')).toBe('/');
    expect(pathKey('')).toBe('/');
  });
});

describe('grouping and lookup', () => {
  it('groups by path, device and language; active slides only, by order', () => {
    const groups = grouped();
    expect(Object.keys(groups).sort()).toEqual(['/main', '/slots/casino']);
    expect(ids(groups['/main']!.web!.fr!)).toEqual([11, 12, 13, 14]);
    expect(ids(groups['/main']!.web!.en!)).toEqual([21, 22]);
    expect(ids(groups['/main']!.mobile!.fr!)).toEqual([31]);
    // A carousel listing one route twice does not show its slides twice.
    expect(ids(groups['/slots/casino']!.web!.fr!)).toEqual([41]);
  });

  it('looks up by path, then device, then language', () => {
    const groups = grouped();
    expect(ids(lookupSlides(groups, '/main', 'web', 'en-US'))).toEqual([21, 22]);
    expect(ids(lookupSlides(groups, '/main', 'web', 'ar'))).toEqual([51]);
    expect(ids(lookupSlides(groups, '/main/', 'mobile', 'fr-fr'))).toEqual([31]);
    expect(ids(lookupSlides(groups, '/slots/casino', 'web', 'fr'))).toEqual([41]);
  });

  it('falls back to the default language (fr) when the page has no carousel in the player language', () => {
    const groups = grouped();
    expect(ids(lookupSlides(groups, '/main', 'mobile', 'en'))).toEqual([31]);
    expect(ids(lookupSlides(groups, '/slots/casino', 'web', 'ar'))).toEqual([41]);
  });

  it('nothing for an unknown page, or a device the page has no carousel for', () => {
    const groups = grouped();
    expect(lookupSlides(groups, '/wheel-game', 'web', 'fr')).toEqual([]);
    expect(lookupSlides(groups, '/slots/casino', 'mobile', 'fr')).toEqual([]);
    expect(lookupSlides(groups, '__proto__', 'web', 'fr')).toEqual([]);
    // An inherited name is not a language: the default language is used, not Object.prototype.constructor.
    expect(ids(lookupSlides(groups, '/main', 'web', 'constructor'))).toEqual([11, 12, 13, 14]);
  });

  it('a route named __proto__ stays data', () => {
    const groups = groupBanners(
      toCarousels([{ id: 1, slug: 'x', language: 'fr', platform: 'web', routes: ['/__proto__'] }]),
      toSlides([slidesBody[1]], BASE),
    );
    expect(Object.getPrototypeOf(groups)).toBe(Object.prototype);
    expect(ids(lookupSlides(groups, '/__proto__', 'web', 'fr'))).toEqual([11]);
  });
});

describe('contentApi over the real client', () => {
  function fakeFetch(routes: Record<string, { status: number; body: unknown }>, seen: string[]) {
    return (async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      seen.push(`${init?.method ?? 'GET'} ${url} auth=${new Headers(init?.headers).has('Authorization')}`);
      const route = routes[new URL(url).pathname];
      if (!route) return new Response('{"code":"not_found"}', { status: 404, headers: { 'Content-Type': 'application/json' } });
      return new Response(JSON.stringify(route.body), { status: route.status, headers: { 'Content-Type': 'application/json' } });
    }) as typeof fetch;
  }

  it('calls carousel/ and slide/ under the content base, without auth, and groups the answer', async () => {
    const seen: string[] = [];
    const http = createHttpClient({
      baseUrl: () => BASE,
      fetch: fakeFetch({ '/carousel/': { status: 200, body: carouselsBody }, '/slide/': { status: 200, body: slidesBody } }, seen),
    });
    http.setAuthHooks({ accessToken: () => 'token', unauthorized: async () => false });
    const groups = await contentApi(http, () => BASE).banners();
    expect(seen.sort()).toEqual([`GET ${BASE}/carousel/ auth=false`, `GET ${BASE}/slide/ auth=false`]);
    expect(ids(lookupSlides(groups, '/main', 'web', 'fr'))).toEqual([11, 12, 13, 14]);
    expect(lookupSlides(groups, '/main', 'web', 'fr')[0]!.image).toBe(`${BASE}/slide/images/s11.svg`);
  });

  it('a failed call rejects with an ApiError; a malformed body with malformed_response', async () => {
    const failing = createHttpClient({
      baseUrl: () => BASE,
      fetch: fakeFetch({ '/carousel/': { status: 503, body: { code: 'unavailable' } }, '/slide/': { status: 200, body: [] } }, []),
    });
    await expect(contentApi(failing, () => BASE).banners()).rejects.toBeInstanceOf(ApiError);
    const malformed = createHttpClient({
      baseUrl: () => BASE,
      fetch: fakeFetch({ '/carousel/': { status: 200, body: { nope: 1 } }, '/slide/': { status: 200, body: [] } }, []),
    });
    await expect(contentApi(malformed, () => BASE).banners()).rejects.toMatchObject({ code: 'malformed_response' });
  });
});
