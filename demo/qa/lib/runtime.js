// The widgets' runtime as this page sees it: the page-wide shared bag
// (globalThis[Symbol.for('casino-widgets@1')]) and window.CasinoWidgets, exactly as a second build would.
// Nothing here imports from src/. Also the bundle loader: customElements.define is observed while
// /dist/casino-widgets.js loads, so an element added in a later issue gets its panel by itself.

const BAG_KEY = Symbol.for('casino-widgets@1');
const params = new URLSearchParams(location.search);
/** `?api-base=http://host:port` points the widgets and the control API at another sandbox. */
export const API_BASE = (params.get('api-base') ?? '').trim().replace(/\/+$/, '');
export const BUNDLE = '/dist/casino-widgets.js';
const MANIFEST = '/dist/custom-elements.json';

export const bag = () => globalThis[BAG_KEY];

// Every API call of this page, newest first: the shared HTTP client reports each finished call to
// bag.observer.onCall (src/api/http.ts), which must be in place before the bundle loads (this module is
// evaluated before the loader imports the bundle).
export const calls = [];
const callListeners = [];
/** fn(calls) after every API call of this page. */
export const onCall = (fn) => callListeners.push(fn);
(globalThis[BAG_KEY] ??= Object.create(null)).observer = {
  onCall(call) {
    calls.unshift({ ...call, at: Date.now() });
    calls.length = Math.min(calls.length, 100);
    for (const fn of callListeners) fn(calls);
  },
};

/** Resolves with bag[key] once a bundle has created it (stores appear as the bundle's modules run). */
export function whenShared(key) {
  return new Promise((resolve) => {
    const check = () => {
      const value = bag()?.[key];
      if (value) resolve(value);
      else setTimeout(check, 200);
    };
    check();
  });
}

/** The custom elements manifest (dist/custom-elements.json) as tag → declaration; empty when missing. */
export const manifestPromise = fetch(MANIFEST, { cache: 'no-store' })
  .then((r) => (r.ok ? r.json() : null))
  .catch(() => null)
  .then((manifest) => {
    const byTag = new Map();
    for (const mod of manifest?.modules ?? []) {
      for (const decl of mod.declarations ?? []) if (decl.customElement && decl.tagName) byTag.set(decl.tagName, decl);
    }
    return byTag;
  });

const defineListeners = [];
/** fn(tag) for every casino-* element the bundle defines (and again, harmlessly, once the bundle has loaded). */
export const onElementDefined = (fn) => defineListeners.push(fn);

function observeDefinitions() {
  const registry = window.customElements;
  const define = registry.define;
  registry.define = function defineObserved(name, ctor, options) {
    const result = define.call(this, name, ctor, options);
    if (typeof name === 'string' && name.startsWith('casino-')) for (const fn of defineListeners) void fn(name);
    return result;
  };
}

let bundleFailure = null;
/** Why the bundle could not be imported (null when it loaded, or has not failed yet). */
export const bundleError = () => bundleFailure;
let resolveLoaded;
/** Resolves with whether the bundle loaded, once loadBundle() has run. */
export const bundleLoaded = new Promise((resolve) => (resolveLoaded = resolve));

/** Observes customElements.define, then imports the bundle (the loader calls it once the sections are in place). */
export async function loadBundle() {
  observeDefinitions();
  try {
    await import(BUNDLE);
  } catch (err) {
    bundleFailure = `Could not load ${BUNDLE}: ${err?.message ?? err}. Run \`npm run build\` (npm start builds what is missing).`;
    resolveLoaded(false);
    return false;
  }
  // Elements another script defined before this page could observe, known from the manifest.
  for (const tag of (await manifestPromise).keys()) {
    if (customElements.get(tag)) for (const fn of defineListeners) await fn(tag);
  }
  resolveLoaded(true);
  return true;
}
