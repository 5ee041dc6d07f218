// <casino-banners> from the built dist/casino-banners.js, in real Chromium, against the sandbox's content
// host (spec shell-session-wheel.md §4 "Banners", §6, §9; contracts "Content": /qa, the QA page's path,
// has 4 active slides (internal link, authRequired, external https, javascript:) plus an inactive one in
// fr, en and ar, and /main the first three (no test fixture in front of players);
// /slots/casino one slide in fr and en; /slots/live-casino and /sport/sft two; /wheel-game none).
import { describe, it } from './support/mocha';
import * as assert from './support/assert';
import { emulateMedia, sendMouse, setViewport } from '@web/test-runner-commands';
import { $, $$, mount, settle, waitFor } from './support/dom';
import { msg } from './support/catalog';
import { waitForToast, toasts } from './support/login';
import { casinoWidgets, sharedBag } from './support/widgets';
import {
  bannersStore,
  bannersSuite,
  clickAndSeeDefault,
  currentIndex,
  dots,
  imageNames,
  placeholder,
  recordEvents,
  region,
  slides,
  waitForCarousel,
  type BannersElement,
} from './support/banners';

const suite = bannersSuite();

const banners = (attrs: string) => mount<BannersElement>(`<casino-banners ${attrs}></casino-banners>`);
const linkOf = (el: Element, index: number) => slides(el)[index]!.querySelector<HTMLAnchorElement>('a');

describe('casino-banners: lookup', () => {
  it('main page, web, fr: the 4 active slides in order, not the inactive one', async () => {
    const el = banners('page="/qa" device="web"');
    await waitForCarousel(el, 4);
    assert.deepEqual(imageNames(el), ['qa-web-fr-1.svg', 'qa-web-fr-2.svg', 'qa-web-fr-3.svg', 'qa-web-fr-4.svg']);
  });

  it('the language picks the carousel: en and ar', async () => {
    const en = banners('page="/qa" device="web" lang="en-US"');
    await waitFor(() => imageNames(en)[0] === 'qa-web-en-1.svg', { message: 'en slides' });
    casinoWidgets().configure({ language: 'ar' });
    await waitFor(() => imageNames(en)[0] === 'qa-web-ar-1.svg', { message: 'ar slides after a language switch' });
    assert.equal($(en, '[part~="root"]')!.getAttribute('dir'), 'rtl');
    // The arrows mirror: "previous" sits on the right and points right.
    await waitFor(() => $(en, '[part~="previous"]'));
    const previous = $(en, '[part~="previous"]')!;
    assert.ok(previous.getBoundingClientRect().left > $(en, '[part~="next"]')!.getBoundingClientRect().left, 'previous on the right');
    assert.equal(getComputedStyle(previous.querySelector('svg')!).transform, 'matrix(-1, 0, 0, 1, 0, 0)');
  });

  it('a narrow carousel (a phone) puts the arrows in the bottom row beside the dots, off the headline', async () => {
    const narrow = mount<BannersElement>('<casino-banners page="/qa" device="mobile" style="display:block;inline-size:390px"></casino-banners>');
    const wide = banners('page="/qa" device="web"');
    await waitForCarousel(narrow, 4);
    await waitForCarousel(wide, 4);
    await waitFor(() => $(narrow, '[part~="previous"]') && $(wide, '[part~="previous"]'));
    const middle = (r: DOMRect) => r.top + r.height / 2;
    const box = (el: Element, part: string) => $(el, `[part~="${part}"]`)!.getBoundingClientRect();
    // Narrow: both arrows on the dots' row, inside the carousel's bottom edge.
    const dotRow = middle($$(narrow, '[part~="dot"]')[0]!.getBoundingClientRect());
    for (const which of ['previous', 'next']) {
      const arrow = box(narrow, which);
      assert.ok(Math.abs(middle(arrow) - dotRow) <= 6, `${which} on the dots' row (${middle(arrow)} vs ${dotRow})`);
      assert.ok(arrow.bottom <= region(narrow)!.getBoundingClientRect().bottom, `${which} inside the carousel`);
      assert.ok(arrow.width >= 24, `${which}: a 24 px target at least`);
    }
    assert.ok(box(narrow, 'previous').right <= box(narrow, 'next').left, 'previous then next, not overlapping');
    // Wide: the arrows stay at mid-height on the sides.
    const carousel = region(wide)!.getBoundingClientRect();
    assert.ok(Math.abs(middle(box(wide, 'previous')) - middle(carousel)) <= 2, 'wide: previous at mid-height');
  });

  it('falls back to French when the page has no carousel in the player language', async () => {
    casinoWidgets().configure({ language: 'ar' });
    // The QA fixture page in French only (every players' page has Arabic slides).
    const el = banners('page="/qa/fallback" device="web"');
    await waitForCarousel(el, 1);
    assert.deepEqual(imageNames(el), ['qa-fallback-web-fr-1.svg']);
  });

  it('device="mobile" shows the mobile set; automatic device follows the viewport width (767 px)', async () => {
    const mobile = banners('page="/qa" device="mobile"');
    await waitForCarousel(mobile, 4);
    assert.equal(imageNames(mobile)[0], 'qa-mobile-fr-1.svg');
    const auto = banners('page="/qa"');
    try {
      await setViewport({ width: 500, height: 800 });
      await waitFor(() => imageNames(auto)[0] === 'qa-mobile-fr-1.svg', { message: 'mobile set under 767 px' });
      await setViewport({ width: 1200, height: 800 });
      await waitFor(() => imageNames(auto)[0] === 'qa-web-fr-1.svg', { message: 'web set at 1200 px' });
    } finally {
      await setViewport({ width: 1200, height: 800 });
    }
  });

  it('without a page attribute: the current path, following history navigation', async () => {
    history.pushState(null, '', '/main');
    const el = banners('device="web"');
    await waitForCarousel(el, 3);
    history.pushState(null, '', '/slots/casino');
    await waitFor(() => imageNames(el).join() === 'slots-casino-web-fr-1.svg', { message: 'the /slots/casino slide after pushState' });
    history.back();
    await waitFor(() => imageNames(el)[0] === 'main-web-fr-1.svg', { message: 'the /main slides after history.back()' });
  });

  it('renders nothing on a page without banners', async () => {
    const el = banners('page="/wheel-game" device="web"');
    const shown = banners('page="/qa" device="web"');
    await waitForCarousel(shown, 4); // the store is loaded
    await settle(); // and the other element has rendered from it
    assert.equal(region(el), null, 'no carousel');
    assert.equal(placeholder(el), null, 'no placeholder');
    assert.equal(el.getBoundingClientRect().height, 0, 'takes no room');
  });
});

describe('casino-banners: one slide or many', () => {
  it('one slide: no pagination, no arrows, no autoplay control', async () => {
    const el = banners('page="/slots/casino" device="web"');
    await waitForCarousel(el, 1);
    assert.equal(dots(el).length, 0, 'dots');
    assert.equal($(el, '[part~="previous"]'), null, 'previous');
    assert.equal($(el, '[part~="next"]'), null, 'next');
    assert.equal($(el, '[part~="autoplay-toggle"]'), null, 'autoplay toggle');
    assert.equal(slides(el)[0]!.inert, false, 'the slide is reachable');
  });

  it('many: labelled dots with aria-current, previous/next, and it loops', async () => {
    const el = banners('page="/qa" device="web"');
    await waitForCarousel(el, 4);
    assert.equal(dots(el).length, 4);
    assert.equal(currentIndex(el), 0);
    assert.equal(dots(el)[2]!.getAttribute('aria-label'), await msg('fr', 'banners.go_to', { index: '3', count: '4' }));
    $<HTMLButtonElement>(el, '[part~="next"]')!.click();
    await waitFor(() => currentIndex(el) === 1, { message: 'second slide after next' });
    dots(el)[0]!.click();
    await waitFor(() => currentIndex(el) === 0, { message: 'first slide after its dot' });
    $<HTMLButtonElement>(el, '[part~="previous"]')!.click();
    await waitFor(() => currentIndex(el) === 3, { message: 'previous from the first loops to the last' });
    // Only the slide on screen is reachable; the others are inert until shown.
    assert.deepEqual(slides(el).map((s) => s.inert), [true, true, true, false]);
  });

  it('autoplay turns the slides and goes on after the player navigated', async function () {
    this.timeout(30_000);
    const el = banners('page="/qa" device="web"');
    await waitForCarousel(el, 4);
    await sendMouse({ type: 'move', position: [0, 0] });
    $<HTMLButtonElement>(el, '[part~="next"]')!.click(); // an interaction; click() leaves focus where it was
    await waitFor(() => currentIndex(el) === 1, { message: 'second slide after next' });
    await waitFor(() => currentIndex(el) === 2, { timeout: 14_000, message: 'autoplay moved to the third slide (every 10 s)' });
  });

  it('pauses while hovered or focused, and the player can stop it (aria-live follows)', async () => {
    const el = banners('page="/qa" device="web"');
    await waitForCarousel(el, 4);
    const live = () => $(el, '.banners-container')!.getAttribute('aria-live');
    await sendMouse({ type: 'move', position: [0, 0] });
    await waitFor(() => live() === 'off', { message: 'running: aria-live off' });
    dots(el)[1]!.focus();
    await waitFor(() => live() === 'polite', { message: 'paused while focused' });
    dots(el)[1]!.blur();
    await waitFor(() => live() === 'off', { message: 'running again after blur' });
    const box = region(el)!.getBoundingClientRect();
    await sendMouse({ type: 'move', position: [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)] });
    await waitFor(() => live() === 'polite', { message: 'paused while hovered' });
    await sendMouse({ type: 'move', position: [0, 0] });
    await waitFor(() => live() === 'off', { message: 'running after the pointer left' });
    const toggle = $<HTMLButtonElement>(el, '[part~="autoplay-toggle"]')!;
    assert.equal(toggle.getAttribute('aria-label'), await msg('fr', 'banners.pause'));
    const play = await msg('fr', 'banners.play');
    toggle.click();
    await waitFor(() => toggle.getAttribute('aria-label') === play, { message: 'the toggle now offers to resume' });
    assert.equal(live(), 'polite', 'stopped');
  });

  it('prefers-reduced-motion: no autoplay at all, the player navigates', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    try {
      const el = banners('page="/qa" device="web"');
      await waitForCarousel(el, 4);
      await sendMouse({ type: 'move', position: [0, 0] });
      await waitFor(() => $(el, '.banners-container')!.getAttribute('aria-live') === 'polite', { message: 'not running' });
      assert.equal($(el, '[part~="autoplay-toggle"]'), null, 'nothing to stop');
      $<HTMLButtonElement>(el, '[part~="next"]')!.click();
      await waitFor(() => currentIndex(el) === 1, { message: 'next still works' });
    } finally {
      await emulateMedia({ reducedMotion: 'no-preference' });
    }
  });
});

describe('casino-banners: clicks', () => {
  it('a guest clicking an authRequired slide: not followed, casino-login-required, "please authorize"', async () => {
    const el = banners('page="/qa" device="web"');
    await waitForCarousel(el, 4);
    dots(el)[1]!.click();
    await waitFor(() => currentIndex(el) === 1);
    const requests = recordEvents<{ reason: string; path: string }>('casino-login-required');
    const navigations = recordEvents('casino-navigate');
    try {
      const link = linkOf(el, 1)!;
      assert.equal(link.getAttribute('href'), '/profile/replenishment');
      const { prevented } = clickAndSeeDefault(link);
      assert.ok(prevented, 'the link is not followed');
      assert.equal(requests.events.length, 1, 'casino-login-required');
      assert.deepEqual(requests.events[0], { detail: { reason: 'banner', path: '/profile/replenishment' }, cancelable: true, composed: true, bubbles: true });
      assert.equal(navigations.events.length, 0, 'no casino-navigate');
      await waitForToast(await msg('fr', 'notice.please_authorize'));
    } finally {
      requests.stop();
      navigations.stop();
    }
  });

  it('a host that handles casino-login-required itself gets no notice from the element', async () => {
    const el = banners('page="/qa" device="web"');
    await waitForCarousel(el, 4);
    const requests = recordEvents('casino-login-required', { prevent: true });
    try {
      assert.ok(clickAndSeeDefault(linkOf(el, 1)!).prevented, 'not followed');
      assert.equal(requests.events.length, 1);
      // The notice is the event's default action, decided when it returns cancelled: a render after it shows
      // none.
      await settle();
      assert.equal(toasts().length, 0, 'no toast');
    } finally {
      requests.stop();
    }
  });

  it('the javascript: slide has no link at all and does nothing when clicked', async () => {
    const el = banners('page="/qa" device="web"');
    await waitForCarousel(el, 4);
    const slide = slides(el)[3]!;
    assert.equal(slide.querySelector('a'), null, 'no <a> in the javascript: slide');
    assert.equal(slide.querySelectorAll('[href]').length, 0, 'no href anywhere');
    assert.ok(!shadowHtml(el).includes('javascript:'), 'the URL is nowhere in the DOM');
    const before = location.href;
    let alerted = false;
    const original = window.alert;
    window.alert = () => {
      alerted = true;
    };
    try {
      slide.querySelector('img')!.click();
      await settle(); // a navigation or a javascript: URL would run in a task after the click's
    } finally {
      window.alert = original;
    }
    assert.equal(location.href, before);
    assert.ok(!alerted, 'no script ran');
  });

  it('an internal link: cancelable casino-navigate {path, reason: banner}; followed unless prevented', async () => {
    const el = banners('page="/qa" device="web"');
    await waitForCarousel(el, 4);
    const link = linkOf(el, 0)!;
    assert.equal(link.getAttribute('href'), '/slots/casino');
    assert.equal(link.getAttribute('target'), null);

    const heard = recordEvents<{ path: string; reason: string }>('casino-navigate');
    try {
      assert.equal(clickAndSeeDefault(link).prevented, false, 'followed when the host lets it');
      assert.deepEqual(heard.events[0], { detail: { path: '/slots/casino', reason: 'banner' }, cancelable: true, composed: true, bubbles: true });
    } finally {
      heard.stop();
    }
    const handled = recordEvents('casino-navigate', { prevent: true });
    try {
      assert.equal(clickAndSeeDefault(link).prevented, true, 'not followed when the host routes it');
      assert.equal(handled.events.length, 1);
    } finally {
      handled.stop();
    }
  });

  it('signed in, the authRequired slide navigates like any internal link', async () => {
    const session = sharedBag().session as { signIn(u: string, p: string): Promise<unknown> };
    await session.signIn('demo', 'demo1234');
    const el = banners('page="/qa" device="web"');
    await waitForCarousel(el, 4);
    const heard = recordEvents<{ path: string }>('casino-navigate', { prevent: true });
    const requests = recordEvents('casino-login-required');
    try {
      clickAndSeeDefault(linkOf(el, 1)!);
      assert.equal(heard.events[0]?.detail.path, '/profile/replenishment');
      assert.equal(requests.events.length, 0);
    } finally {
      heard.stop();
      requests.stop();
    }
  });

  it('an external link opens normally in a new tab, rel=noopener, no casino-navigate', async () => {
    const el = banners('page="/qa" device="web"');
    await waitForCarousel(el, 4);
    const link = linkOf(el, 2)!;
    assert.equal(link.getAttribute('href'), 'https://www.begambleaware.org/');
    assert.equal(link.getAttribute('target'), '_blank');
    assert.includes((link.getAttribute('rel') ?? '').split(' '), 'noopener');
    const heard = recordEvents('casino-navigate');
    try {
      assert.equal(clickAndSeeDefault(link).prevented, false);
      assert.equal(heard.events.length, 0);
    } finally {
      heard.stop();
    }
  });
});

function shadowHtml(el: Element): string {
  return el.shadowRoot!.innerHTML;
}

describe('casino-banners: loading', () => {
  it('a spinner placeholder (279/110) until the first slide image loads', async () => {
    await suite.sandbox().armFault({ route: '/slide/images/slots-live-casino-web-en-1', delay_ms: 1500 });
    const el = banners('page="/slots/live-casino" device="web" lang="en"');
    const box = await waitFor(() => placeholder(el), { message: 'placeholder' });
    assert.ok(box.querySelector('[role="status"]'), 'a spinner with a status role');
    assert.equal(getComputedStyle(box).aspectRatio, '279 / 110');
    assert.equal(region(el)!.getAttribute('aria-busy'), 'true');
    await waitForCarousel(el, 2);
    assert.equal(placeholder(el), null, 'the spinner is gone once the first image is in');
  });

  it('9/4 on a phone on /main', async () => {
    await suite.sandbox().armFault({ route: '/slide/images/main-mobile-ar-1', delay_ms: 1500 });
    casinoWidgets().configure({ language: 'ar' });
    const el = banners('page="/main" device="mobile"');
    const box = await waitFor(() => placeholder(el), { message: 'placeholder' });
    assert.equal(getComputedStyle(box).aspectRatio, '9 / 4');
    await waitForCarousel(el, 3);
  });

  it('the box has its final height before its first image loads: no layout shift when it arrives', async () => {
    // Images no earlier test loaded (the browser caches slides for a day).
    for (const [device, width, page, lang, count] of [
      ['web', 900, '/sport/sft', 'fr', 2],
      ['mobile', 375, '/main', 'en', 3],
    ] as const) {
      await suite.sandbox().armFault({ route: `/slide/images/${page.slice(1).replace('/', '-')}-${device}-${lang}-1`, delay_ms: 1200 });
      const host = mount<HTMLDivElement>(`<div style="width:${width}px"><casino-banners page="${page}" device="${device}" lang="${lang}"></casino-banners></div>`);
      const el = host.querySelector<BannersElement>('casino-banners')!;
      await waitFor(() => placeholder(el), { message: `${device}: placeholder` });
      const before = el.getBoundingClientRect().height;
      assert.ok(before > 100, `${device}: the placeholder takes its room (${before} px)`);
      await waitForCarousel(el, count);
      await waitFor(() => (placeholder(el) ? null : true), { message: `${device}: the first image is in` });
      assert.ok(Math.abs(el.getBoundingClientRect().height - before) <= 1, `${device}: ${before} px before, ${el.getBoundingClientRect().height} px after`);
      await suite.sandbox().clearFaults();
      host.remove();
    }
  });

  it('while the first load runs: the placeholder; a failed load says so, and retry loads', async () => {
    const store = bannersStore();
    store.$slider.set({ carousels: {}, lastLoadTime: 0, base: '' });
    await suite.sandbox().armFault({ route: '/carousel/', delay_ms: 400, status: 503 });
    const loading = store.load();
    const el = banners('page="/qa" device="web"');
    await waitFor(() => placeholder(el), { message: 'placeholder while loading' });
    await loading;
    const error = await waitFor(() => $(el, '[part~="error"]'), { message: 'the load error' });
    assert.includes(error.textContent ?? '', await msg('fr', 'banners.load_failed'));
    await suite.sandbox().clearFaults();
    error.querySelector('button')!.click();
    await waitForCarousel(el, 4);
  });
});

describe('casino-banners: the host page\'s stand-in (src/platform/prepaint.ts)', () => {
  const standIn = (src: string) => mount<HTMLDivElement>(`<div data-casino-prepaint><img src="${src}" alt="" /></div>`);
  const firstImage = (el: Element) => slides(el)[0]?.querySelector('img') ?? null;

  it('keeps a stand-in of its first slide until that image has loaded, then removes it', async () => {
    const url = `${suite.sandbox().base}/slide/images/slots-casino-mobile-en-1.svg`;
    await suite.sandbox().armFault({ route: '/slide/images/slots-casino-mobile-en-1', delay_ms: 1200 });
    casinoWidgets().configure({ language: 'en' });
    const stand = standIn(url);
    const el = banners('page="/slots/casino" device="mobile"');
    let loadedWhenRemoved: boolean | null = null;
    const observer = new MutationObserver(() => {
      if (loadedWhenRemoved === null && !stand.isConnected) {
        const image = firstImage(el);
        loadedWhenRemoved = !!image && image.complete && image.naturalWidth > 0;
      }
    });
    observer.observe(document.body, { childList: true, subtree: true });
    await waitFor(() => placeholder(el), { message: 'the carousel waits for its first image' });
    assert.ok(stand.isConnected, 'the stand-in stays while the carousel waits');
    await waitFor(() => !stand.isConnected, { message: 'the stand-in goes', timeout: 8_000 });
    observer.disconnect();
    assert.equal(loadedWhenRemoved, true, 'removed only once the carousel\'s own image was in');
  });

  it('a stand-in of another image goes as soon as the carousel knows its first slide', async () => {
    const stand = standIn(`${suite.sandbox().base}/slide/images/main-mobile-fr-1.svg`);
    banners('page="/qa" device="web"');
    await waitFor(() => !stand.isConnected, { message: 'the stand-in goes' });
  });

  it('goes with the carousel when the page drops it before its image came', async () => {
    await suite.sandbox().armFault({ route: '/slide/images/slots-live-casino-mobile-ar-1', delay_ms: 3000 });
    casinoWidgets().configure({ language: 'ar' });
    const stand = standIn(`${suite.sandbox().base}/slide/images/slots-live-casino-mobile-ar-1.svg`);
    const el = banners('page="/slots/live-casino" device="mobile"');
    // Dropped in the very task that rendered the placeholder, before that frame's effects have run (a
    // mutation observer's callback comes before the next frame): the release on unmount must already be
    // there.
    let keptWhileComing = false;
    await new Promise<void>((dropped) => {
      const drop = () => {
        if (!placeholder(el)) return false;
        keptWhileComing = stand.isConnected;
        el.remove();
        dropped();
        return true;
      };
      if (drop()) return;
      const watch = new MutationObserver(() => drop() && watch.disconnect());
      watch.observe(el.shadowRoot!, { childList: true, subtree: true });
    });
    assert.ok(keptWhileComing, 'kept while its image is coming');
    await waitFor(() => !stand.isConnected, { message: 'the stand-in goes with the carousel' });
  });
});

describe('casino-banners: accessibility', () => {
  it('region "carrousel" with a label, slides as groups "1 sur 4" with alt text', async () => {
    const el = banners('page="/qa" device="web"');
    await waitForCarousel(el, 4);
    const r = region(el)!;
    assert.equal(r.localName, 'section');
    assert.equal(r.getAttribute('aria-roledescription'), await msg('fr', 'banners.roledescription'));
    assert.equal(r.getAttribute('aria-label'), await msg('fr', 'banners.label'));
    const first = slides(el)[0]!;
    assert.equal(first.getAttribute('role'), 'group');
    assert.equal(first.getAttribute('aria-label'), '1 sur 4');
    assert.ok($$<HTMLImageElement>(el, '[part~="slide"] img').every((img) => img.alt.trim() !== ''), 'every image has alt text');
  });

  it('axe: no serious or critical violations (fr and ar, many slides and one)', async function () {
    this.timeout(30_000);
    await loadAxe();
    document.title = 'casino-banners accessibility';
    document.body.style.background = '#0f1420';
    try {
      for (const language of ['fr-fr', 'ar']) {
        casinoWidgets().configure({ language });
        document.documentElement.lang = language;
        const many = banners('page="/qa" device="web"');
        const one = banners('page="/slots/casino" device="web"');
        await waitForCarousel(many, 4);
        await waitForCarousel(one, 1);
        const result = await axe().run(document, { resultTypes: ['violations'] });
        const serious = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
        const report = serious.map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`).join('\n');
        assert.equal(serious.length, 0, `${language}: axe violations\n${report}\n`);
        many.parentElement!.remove();
        one.parentElement!.remove();
      }
    } finally {
      document.body.style.background = '';
      document.documentElement.lang = '';
    }
  });
});

interface Axe {
  run(context: unknown, options: Record<string, unknown>): Promise<{ violations: { id: string; impact: string | null; nodes: { target: unknown[] }[] }[] }>;
}
const axe = () => (window as unknown as { axe: Axe }).axe;
async function loadAxe(): Promise<void> {
  if ((window as unknown as { axe?: Axe }).axe) return;
  await new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = '/node_modules/axe-core/axe.min.js';
    script.onload = () => resolve();
    script.onerror = () => reject(new Error('axe-core not loaded'));
    document.head.append(script);
  });
}
