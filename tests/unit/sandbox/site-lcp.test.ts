// The site page names its largest paint in its head (http/site-lcp.ts): on a page with a banner carousel,
// a preload of the first slide's image per platform, with the media query <casino-banners> picks its set
// with. The expected image is what the widgets' own code (src/api/content.ts) would show from the content
// answers, so the hint and the carousel cannot disagree.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupBanners, lookupSlides, toCarousels, toSlides, type Device } from '../../../src/api/content';
import { addHeadLinks } from '../../../demo/sandbox/http/site-page';
import { MOBILE_MEDIA, WEB_MEDIA } from '../../../demo/sandbox/http/site-lcp';
import { BOOT_TIMEOUT, bootSandbox, type Sandbox } from './helpers';

let sb: Sandbox;
beforeAll(async () => {
  sb = await bootSandbox();
}, BOOT_TIMEOUT);
afterAll(() => sb?.close());

const page = async (path: string) => {
  const res = await sb.app.request(path, { headers: { Accept: 'text/html' } });
  expect(res.status, path).toBe(200);
  return res.text();
};
const head = (html: string) => html.slice(0, html.indexOf('</head>'));
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

  it('preloads nothing on a page without a carousel', async () => {
    for (const path of ['/profile', '/sign-in', '/slots/casino/amatic']) expect(imagePreloads(await page(path)), path).toEqual([]);
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

describe('addHeadLinks', () => {
  it('adds the links at the end of the head, indented as its last line', () => {
    const html = '<head>\n    <title>x</title>\n  </head>\n<body></body>';
    expect(addHeadLinks(html, ['<link a />', '<link b />'])).toBe('<head>\n    <title>x</title>\n    <link a />\n    <link b />\n  </head>\n<body></body>');
    expect(addHeadLinks(html, [])).toBe(html);
  });
});
