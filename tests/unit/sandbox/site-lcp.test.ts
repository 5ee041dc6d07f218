// The site page names its largest paint in its head (http/site-lcp.ts): on a page with a banner carousel,
// a preload of the first slide's image per platform, with the media query <casino-banners> picks its set
// with, and on a phone the slide itself painted from the HTML until the carousel has painted its own
// (demo/site/site.css `.site-prepaint`, src/platform/prepaint.ts). The expected image is what the widgets'
// own code (src/api/content.ts) would show from the content answers, and which carousel a page shows is the
// site's own route table (widgets/site/shell/route-hints.ts, as the build writes it), so the hint, the
// site and the carousel cannot disagree.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupBanners, lookupSlides, toCarousels, toSlides, type Device } from '../../../src/api/content';
import { routePreloadTable } from '../../../widgets/site/shell/route-hints';
import { addBodyStart, addHeadLinks } from '../../../demo/sandbox/http/site-page';
import { MOBILE_MEDIA, WEB_MEDIA } from '../../../demo/sandbox/http/site-lcp';
import { ROUTE_PRELOAD_FILE } from '../../../demo/sandbox/http/site-preload';
import { BOOT_TIMEOUT, bootSandbox, type Sandbox } from './helpers';

let sb: Sandbox;
// A build folder holding only the route table: the page's own lists are not needed here.
const dist = mkdtempSync(path.join(os.tmpdir(), 'site-lcp-dist-'));
beforeAll(async () => {
  writeFileSync(path.join(dist, ROUTE_PRELOAD_FILE), JSON.stringify(routePreloadTable()));
  sb = await bootSandbox({ roots: { dist } });
}, BOOT_TIMEOUT);
afterAll(async () => {
  await sb?.close();
  rmSync(dist, { recursive: true, force: true });
});

const page = async (path: string) => {
  const res = await sb.app.request(path, { headers: { Accept: 'text/html' } });
  expect(res.status, path).toBe(200);
  return res.text();
};
const head = (html: string) => html.slice(0, html.indexOf('</head>'));
const standIns = (html: string) =>
  [...html.slice(html.indexOf('<body')).matchAll(/<div class="site-prepaint( site-prepaint--tall)?" data-casino-prepaint aria-hidden="true"><img src="([^"]+)" alt="" fetchpriority="high" \/><\/div>/g)].map(
    (m) => ({ src: m[2], tall: !!m[1] }),
  );
const imagePreloads = (html: string) =>
  [...head(html).matchAll(/<link rel="preload" as="image" href="([^"]+)" media="([^"]+)" fetchpriority="high" \/>/g)].map((m) => ({ href: m[1], media: m[2] }));

/** The first slide <casino-banners page=path> shows in French on each device, from the content answers. */
async function firstSlides(path: string) {
  const carousels = toCarousels((await sb.call('GET', '/carousel/')).body);
  const slides = toSlides((await sb.call('GET', '/slide/')).body, '');
  const groups = groupBanners(carousels, slides);
  const first = (device: Device) => lookupSlides(groups, path, device, 'fr')[0]?.image;
  return { mobile: first('mobile'), web: first('web') };
}

describe('the LCP image in the site page head', () => {
  it.each(['/main', '/slots/casino', '/slots/live-casino'])('%s preloads the first slide of each platform, by media query', async (path) => {
    const expected = await firstSlides(path);
    expect(expected.mobile).toMatch(/^\/slide\/images\/.+-mobile-fr-1\.svg$/);
    expect(imagePreloads(await page(path))).toEqual([
      { href: expected.mobile, media: MOBILE_MEDIA },
      { href: expected.web, media: WEB_MEDIA },
    ]);
  });

  it('preloads nothing on a page without a carousel, even where the content has one the site does not show', async () => {
    expect((await firstSlides('/sport/sft')).mobile).toBeDefined();
    for (const path of ['/profile', '/sign-in', '/slots/casino/amatic', '/sport/sft']) {
      const html = await page(path);
      expect(imagePreloads(html), path).toEqual([]);
      expect(standIns(html), path).toEqual([]);
    }
  });

  it('the wheel\'s modal routes, over the home page, preload the home page\'s slide', async () => {
    const home = await firstSlides('/main');
    expect(imagePreloads(await page('/wheel-game'))[0]).toEqual({ href: home.mobile, media: MOBILE_MEDIA });
  });
});

describe('the first slide painted from the HTML on a phone', () => {
  it.each([
    ['/main', true],
    ['/slots/casino', false],
    ['/slots/live-casino/', false],
  ])('%s: one stand-in of the mobile slide, before the site element (9/4 on /main only)', async (path, tall) => {
    const html = await page(path);
    expect(standIns(html)).toEqual([{ src: (await firstSlides(path.replace(/\/$/, ''))).mobile, tall }]);
    expect(html.indexOf('data-casino-prepaint')).toBeLessThan(html.indexOf('<casino-site'));
  });

  it('follows the content: a slide switched off moves the hint to the next one', async () => {
    const before = await firstSlides('/main');
    await sb.db.query('UPDATE slides SET is_active = false WHERE image = $1', [before.mobile]);
    try {
      const after = await firstSlides('/main');
      expect(after.mobile).not.toBe(before.mobile);
      expect(imagePreloads(await page('/main'))[0]).toEqual({ href: after.mobile, media: MOBILE_MEDIA });
    } finally {
      await sb.db.query('UPDATE slides SET is_active = true WHERE image = $1', [before.mobile]);
    }
  });
});

describe('addBodyStart', () => {
  it('adds the markup at the start of the body, indented as its first line', () => {
    const html = '<head></head>\n  <body>\n    <casino-site></casino-site>\n  </body>';
    expect(addBodyStart(html, ['<div a></div>'])).toBe('<head></head>\n  <body>\n    <div a></div>\n    <casino-site></casino-site>\n  </body>');
    expect(addBodyStart(html, [])).toBe(html);
  });
});

describe('addHeadLinks', () => {
  it('adds the links at the end of the head, indented as its last line', () => {
    const html = '<head>\n    <title>x</title>\n  </head>\n<body></body>';
    expect(addHeadLinks(html, ['<link a />', '<link b />'])).toBe('<head>\n    <title>x</title>\n    <link a />\n    <link b />\n  </head>\n<body></body>');
    expect(addHeadLinks(html, [])).toBe(html);
  });
});
