// The frame of the <casino-banners> tests: dist/casino-banners.js against its own sandbox (content host
// = API base), a clean slider store, and helpers to read the carousel the way a player sees it.
import { before, afterEach, type Context } from './mocha';
import { newSandbox, type Sandbox } from './sandbox';
import { $, $$, unmountAll, waitFor } from './dom';
import { dismissToasts } from './login';
import { casinoWidgets, load, sharedBag } from './widgets';

export type BannersElement = HTMLElement & { page?: string; device?: string };

interface SliderState {
  carousels: Record<string, unknown>;
  lastLoadTime: number;
  base: string;
}

/** The page-wide slider store of src/stores/banners.ts, as the shared bag holds it. */
export interface BannersStoreHandle {
  $slider: { get(): SliderState; set(value: SliderState): void };
  load(): Promise<void>;
  check(): Promise<void>;
}

export const bannersStore = () => sharedBag().banners as BannersStoreHandle;

export function bannersSuite(): { sandbox: () => Sandbox } {
  let sandbox: Sandbox | undefined;
  const startPath = location.pathname + location.search;
  before(async function (this: Context) {
    this.timeout(60_000);
    localStorage.removeItem('casino-widgets:slider');
    sandbox = await newSandbox();
    await load('/dist/casino-banners.js');
    casinoWidgets().configure({ apiBase: sandbox.base });
  });
  afterEach(async () => {
    await casinoWidgets().signOut();
    await dismissToasts();
    unmountAll();
    await sandbox?.clearFaults();
    casinoWidgets().configure({ language: 'fr-fr' });
    if (location.pathname + location.search !== startPath) history.replaceState(null, '', startPath);
  });
  return {
    sandbox: () => {
      if (!sandbox) throw new Error('sandbox used before the suite started');
      return sandbox;
    },
  };
}

export const slides = (el: Element) => $$(el, '[part~="slide"]');
export const dots = (el: Element) => $$<HTMLButtonElement>(el, '[part~="dot"]');
export const region = (el: Element) => $(el, '[part~="carousel"]');
export const placeholder = (el: Element) => $(el, '[part~="placeholder"]');

/** The image file names of the slides, in DOM order: ['main-web-fr-1.svg', …]. */
export const imageNames = (el: Element) =>
  $$<HTMLImageElement>(el, '[part~="slide"] img').map((img) => img.getAttribute('src')!.split('/').pop()!);

/** Index of the pagination dot marked aria-current (-1 when none). */
export const currentIndex = (el: Element) => dots(el).findIndex((d) => d.getAttribute('aria-current') === 'true');

/** Waits until the carousel shows (its first image is in) with `count` slides. */
export async function waitForCarousel(el: Element, count: number, timeout = 8_000): Promise<void> {
  await waitFor(() => region(el) && region(el)!.getAttribute('aria-busy') === null && slides(el).length === count, {
    timeout,
    message: `a carousel of ${count} slides, first image loaded (now ${slides(el).length} slides, busy=${region(el)?.getAttribute('aria-busy')})`,
  });
}

/** Records an event type heard on document, with its flags; `prevent` cancels it. */
export function recordEvents<D>(type: string, options: { prevent?: boolean } = {}) {
  const events: { detail: D; cancelable: boolean; composed: boolean; bubbles: boolean }[] = [];
  const listener = (e: Event) => {
    events.push({ detail: (e as CustomEvent<D>).detail, cancelable: e.cancelable, composed: e.composed, bubbles: e.bubbles });
    if (options.prevent) e.preventDefault();
  };
  document.addEventListener(type, listener);
  return { events, stop: () => document.removeEventListener(type, listener) };
}

/**
 * Clicks `target` and reports whether the click's default action (following the link) would have run;
 * the test page itself never navigates: the click is cancelled on document after being looked at.
 */
export function clickAndSeeDefault(target: HTMLElement): { prevented: boolean } {
  let prevented = true;
  const listener = (e: Event) => {
    prevented = e.defaultPrevented;
    e.preventDefault();
  };
  document.addEventListener('click', listener);
  try {
    target.click();
  } finally {
    document.removeEventListener('click', listener);
  }
  return { prevented };
}
