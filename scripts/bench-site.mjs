// Site benchmark (budgets in docs/architecture.md "Speed budgets", docs/conventions.md §4): the reference
// site served the way `npm start` serves it, in Debian's Chromium, on a mid-range phone (375×812, DPR 2,
// CPU 4× slower, 1.6 Mbps down, 750 kbps up, 150 ms round trip) and on a desktop (1280×800, no throttling).
// Prints figures with PASS/OVER; asserts nothing (docs/conventions.md §2.14). Exits non-zero only when it cannot
// measure.
//
// Pages: every main page of scripts/site-pages.mjs (guest and signed in), or those of --pages.
// For each page: 3 cold loads (a new browser context: empty cache and storage) and 3 warm loads (the same
// context after one priming visit: HTTP cache and persisted stores primed, as on a second visit), median of
// each figure:
// - LCP: the last largest-contentful-paint entry before the page settled; FCP: first-contentful-paint;
// - CLS: the largest session window of layout shifts (gaps < 1 s, windows ≤ 5 s), as Chrome reports it;
// - TBT: the part above 50 ms of every long task after FCP, until the page settled;
// - bytes on the wire (encoded, headers included) by kind: JS, JSON, images, other (HTML, CSS, fonts);
// - depth: the round trips before the LCP element: the request chain (each request counts 1 + the request
//   of the document or script that started it) of the LCP image, or for text, the deepest request that
//   had ended before it painted.
// A page has settled when no request has been in flight for 2 s (and its load event fired).
//
// Starts its own sandbox on free ports with the built dist/ (build first under the dist lock:
// `flock /tmp/casino-dist.lock sh -c 'npm run build && npm run bench:site'`), or measures a running one.
//
//   node scripts/bench-site.mjs [--base http://localhost:8080] [--runs 3] [--only phone|desktop]
//                               [--pages /main,/sign-in] [--shifts] [--waterfall]
// (--shifts: where each shift of the first cold load happened; --waterfall: the first cold and warm loads'
// requests, start → end in ms since the navigation, with their depth and bytes)
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/chromium.mjs';
import { startSandbox } from './bench-sandbox.mjs';
import { QUIET_MS, pagesFrom, signedInContext } from './site-pages.mjs';

const option = (name) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const RUNS = Number(option('runs') ?? 3);
const SHOW_SHIFTS = process.argv.includes('--shifts');
const SHOW_WATERFALL = process.argv.includes('--waterfall');
const SETTLE_TIMEOUT_MS = 60_000;

const PAGES = pagesFrom(option('pages'));

const PROFILES = [
  {
    name: 'phone',
    context: { viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
    cpu: 4,
    // 1.6 Mbps down, 750 kbps up, 150 ms round trip (Lighthouse's "slow 4G").
    network: { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 },
    // docs/conventions.md §4: /main, the landing page, has the tighter cold LCP.
    budget: { lcpCold: 2500, lcpColdMain: 2000, lcpWarm: 1200, cls: 0.05, tbt: 200 },
  },
  {
    name: 'desktop',
    context: { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
    cpu: 1,
    network: null,
    budget: { cls: 0.05 },
  },
].filter((p) => !option('only') || p.name === option('only'));

/** Runs in the page before any script: LCP, CLS windows, paints, long tasks. */
function installProbes() {
  const m = (window.__site = { lcp: null, shifts: [], fcp: null, longTasks: [] });
  const describe = (node) => {
    if (!node) return null;
    let el = node.nodeType === 1 ? node : node.parentElement;
    const path = [];
    while (el && path.length < 4) {
      path.unshift(el.localName + (el.getAttribute?.('part') ? `[part=${el.getAttribute('part')}]` : el.className && typeof el.className === 'string' ? `.${el.className.split(' ')[0]}` : ''));
      el = el.parentElement ?? el.getRootNode?.().host ?? null;
    }
    return path.join(' > ');
  };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) m.lcp = { t: e.startTime, size: e.size, url: e.url || null, element: describe(e.element) };
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.hadRecentInput) continue;
      m.shifts.push({
        t: e.startTime,
        value: e.value,
        sources: (e.sources ?? []).map((s) => ({ node: describe(s.node), from: [s.previousRect.y, s.previousRect.height], to: [s.currentRect.y, s.currentRect.height] })),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') m.fcp = e.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) m.longTasks.push({ t: e.startTime, d: e.duration });
  }).observe({ type: 'longtask', buffered: true });
}

/** Chrome's CLS: the largest sum of shifts in a session window (gaps under 1 s, at most 5 s long). */
export function cumulativeLayoutShift(shifts) {
  let best = 0;
  let window = 0;
  let start = -Infinity;
  let last = -Infinity;
  for (const s of shifts) {
    if (s.t - last > 1000 || s.t - start > 5000) {
      window = 0;
      start = s.t;
    }
    window += s.value;
    last = s.t;
    best = Math.max(best, window);
  }
  return best;
}

const KIND = (mime, url) => {
  if (/javascript/.test(mime) || /\.m?js(\?|$)/.test(url)) return 'js';
  if (/json/.test(mime)) return 'json';
  if (/^image\//.test(mime)) return 'img';
  return 'other';
};

/** Follows the page's network through CDP: bytes by kind, and each request's chain depth and end time. */
function recordNetwork(cdp) {
  const requests = new Map(); // requestId → { url, depth, start, end, kind, bytes }
  const depthOfUrl = new Map();
  let documentStart = null;
  let mainFrame = null;
  let inFlight = 0;
  let lastActivity = Date.now();
  cdp.on('Network.requestWillBeSent', (e) => {
    if (requests.has(e.requestId)) return; // a redirect keeps its id
    const init = e.initiator;
    const by = init.url ?? init.stack?.callFrames?.[0]?.url ?? init.stack?.parent?.callFrames?.[0]?.url;
    const depth = e.type === 'Document' ? 1 : 1 + (depthOfUrl.get(by) ?? 1);
    if (e.type === 'Document' && documentStart === null) {
      documentStart = e.timestamp;
      mainFrame = e.frameId;
    }
    // A frame's document (the sportsbook's) may load in a process of its own, whose end this session never
    // hears: it counts as done when its answer starts, or the page would never settle.
    const subframe = e.type === 'Document' && e.frameId !== mainFrame;
    requests.set(e.requestId, { url: e.request.url, depth, start: e.timestamp, end: null, kind: 'other', bytes: 0, subframe });
    if (!depthOfUrl.has(e.request.url)) depthOfUrl.set(e.request.url, depth);
    inFlight += 1;
    lastActivity = Date.now();
  });
  cdp.on('Network.responseReceived', (e) => {
    const r = requests.get(e.requestId);
    if (!r) return;
    r.kind = KIND(e.response.mimeType ?? '', r.url);
    if (r.subframe && r.end === null) {
      r.end = e.timestamp;
      r.bytes = e.response.encodedDataLength ?? 0;
      inFlight -= 1;
      lastActivity = Date.now();
    }
  });
  const done = (e, ok) => {
    const r = requests.get(e.requestId);
    if (!r || r.end !== null) return;
    r.end = e.timestamp;
    if (ok) r.bytes = e.encodedDataLength;
    inFlight -= 1;
    lastActivity = Date.now();
  };
  cdp.on('Network.loadingFinished', (e) => done(e, true));
  cdp.on('Network.loadingFailed', (e) => done(e, false));
  return {
    quietFor: () => (inFlight > 0 ? 0 : Date.now() - lastActivity),
    /** The requests still open, for the warning of a page that never settles. */
    pending: () => [...requests.values()].filter((r) => r.end === null).map((r) => new URL(r.url).pathname),
    bytes() {
      const out = { js: 0, json: 0, img: 0, other: 0 };
      for (const r of requests.values()) out[r.kind] += r.bytes;
      return out;
    },
    waterfall() {
      return [...requests.values()].map((r) => ({
        path: new URL(r.url).pathname,
        start: (r.start - documentStart) * 1000,
        end: r.end === null ? null : (r.end - documentStart) * 1000,
        depth: r.depth,
        bytes: r.bytes,
      }));
    },
    /** Round trips before the LCP (ms since the navigation started). */
    depthAt(lcp) {
      const all = [...requests.values()];
      if (lcp.url) {
        const image = all.find((r) => r.url === lcp.url);
        if (image) return image.depth;
      }
      const before = all.filter((r) => r.end !== null && (r.end - documentStart) * 1000 <= lcp.t);
      return Math.max(1, ...before.map((r) => r.depth));
    },
  };
}

async function measure(context, profile, url) {
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.addInitScript(installProbes);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  if (profile.network) await cdp.send('Network.emulateNetworkConditions', profile.network);
  if (profile.cpu > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpu });
  const network = recordNetwork(cdp);
  await page.goto(url, { waitUntil: 'load', timeout: SETTLE_TIMEOUT_MS });
  const start = Date.now();
  while (network.quietFor() < QUIET_MS) {
    if (Date.now() - start > SETTLE_TIMEOUT_MS) {
      // Measured as it is rather than not at all (a frame that polls, a request that never ends); said.
      console.warn(`  ${url} did not settle in ${SETTLE_TIMEOUT_MS / 1000} s; still open: ${network.pending().join(', ') || 'none'}`);
      break;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const m = await page.evaluate(() => window.__site);
  await page.close();
  if (errors.length) console.warn(`  page errors on ${url}: ${errors.join('; ')}`);
  const lcp = m.lcp ?? { t: NaN, url: null, element: null };
  return {
    lcp: lcp.t,
    lcpElement: lcp.url ? `img ${new URL(lcp.url).pathname}` : lcp.element,
    cls: cumulativeLayoutShift(m.shifts),
    fcp: m.fcp,
    tbt: m.longTasks.filter((t) => t.t >= (m.fcp ?? 0)).reduce((sum, t) => sum + Math.max(0, t.d - 50), 0),
    bytes: network.bytes(),
    depth: network.depthAt(lcp),
    shifts: m.shifts,
    waterfall: network.waterfall(),
  };
}

const median = (xs) => {
  const s = xs.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  return s.length ? (s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2) : NaN;
};

function summarise(runs) {
  const pick = (f) => median(runs.map(f));
  return {
    lcp: pick((r) => r.lcp),
    cls: pick((r) => r.cls),
    fcp: pick((r) => r.fcp),
    tbt: pick((r) => r.tbt),
    js: pick((r) => r.bytes.js),
    json: pick((r) => r.bytes.json),
    img: pick((r) => r.bytes.img),
    other: pick((r) => r.bytes.other),
    depth: pick((r) => r.depth),
    lcpElement: runs.map((r) => r.lcpElement).sort((a, b) => runs.filter((r) => r.lcpElement === b).length - runs.filter((r) => r.lcpElement === a).length)[0],
  };
}

async function loads(browser, base, profile, page) {
  const url = base + page.path;
  const newContext = () => (page.signedIn ? signedInContext(browser, base, profile.context) : browser.newContext(profile.context));
  const cold = [];
  for (let i = 0; i < RUNS; i++) {
    const context = await newContext();
    cold.push(await measure(context, profile, url));
    await context.close();
  }
  const context = await newContext();
  await measure(context, profile, url); // the first visit primes the cache
  const warm = [];
  for (let i = 0; i < RUNS; i++) warm.push(await measure(context, profile, url));
  await context.close();
  return { cold, warm };
}

const KB = (n) => (n / 1024).toFixed(1).padStart(7);
const verdict = (value, limit) => (limit === undefined ? '' : value <= limit ? ' PASS' : ' OVER');

function row(label, s, lcpBudget, clsBudget, tbtBudget) {
  const lcp = `${(s.lcp / 1000).toFixed(2)} s${verdict(s.lcp, lcpBudget)}`.padEnd(12);
  const cls = `${s.cls.toFixed(3)}${verdict(s.cls, clsBudget)}`.padEnd(11);
  const tbt = `${Math.round(s.tbt)} ms${verdict(s.tbt, tbtBudget)}`.padStart(tbtBudget === undefined ? 8 : 13);
  return (
    `  ${label.padEnd(30)} ${lcp} ${cls} ${`${Math.round(s.fcp)} ms`.padStart(8)} ${tbt}` +
    ` ${KB(s.js)} ${KB(s.json)} ${KB(s.img)} ${KB(s.other)} ${String(s.depth).padStart(5)}   ${s.lcpElement ?? ''}`
  );
}

async function main() {
  const sandbox = option('base') ? null : await startSandbox('bench-site', process.env.DIST_DIR ? { DIST_DIR: process.env.DIST_DIR } : {});
  const base = option('base') ?? sandbox.base;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  let over = 0;
  try {
    console.log(`bench:site against ${base}, ${RUNS} cold + ${RUNS} warm loads per page, medians`);
    for (const profile of PROFILES) {
      const throttled = profile.network ? `CPU ${profile.cpu}×, 1.6 Mbps, 150 ms RTT` : 'no throttling';
      console.log(`\n${profile.name} (${profile.context.viewport.width}×${profile.context.viewport.height}, ${throttled})`);
      console.log(`  ${'page, load'.padEnd(30)} ${'LCP'.padEnd(12)} ${'CLS'.padEnd(11)} ${'FCP'.padStart(8)} ${'TBT'.padStart(profile.budget.tbt === undefined ? 8 : 13)} ${'JS KB'.padStart(7)} ${'JSON KB'.padStart(7)} ${'img KB'.padStart(7)} ${'other'.padStart(7)} depth   LCP element`);
      for (const page of PAGES) {
        const { cold, warm } = await loads(browser, base, profile, page);
        const c = summarise(cold);
        const w = summarise(warm);
        const { budget } = profile;
        const lcpCold = page.path === '/main' ? (budget.lcpColdMain ?? budget.lcpCold) : budget.lcpCold;
        console.log(row(`${page.label} cold`, c, lcpCold, budget.cls, budget.tbt));
        console.log(row(`${page.label} warm`, w, budget.lcpWarm, budget.cls, budget.tbt));
        for (const [s, lcpBudget] of [[c, lcpCold], [w, budget.lcpWarm]]) {
          if (lcpBudget !== undefined && !(s.lcp <= lcpBudget)) over += 1;
          if (!(s.cls <= budget.cls)) over += 1;
          if (budget.tbt !== undefined && !(s.tbt <= budget.tbt)) over += 1;
        }
        if (SHOW_WATERFALL) {
          for (const [name, load] of [['cold', cold[0]], ['warm', warm[0]]]) {
            console.log(`      ${name} waterfall (LCP ${Math.round(load.lcp)} ms):`);
            for (const r of load.waterfall) {
              const end = r.end === null ? '   …' : String(Math.round(r.end)).padStart(5);
              console.log(`        ${String(Math.round(r.start)).padStart(5)} → ${end} ms  d${r.depth} ${KB(r.bytes)} KB  ${r.path}`);
            }
          }
        }
        if (SHOW_SHIFTS) {
          for (const shift of cold[0].shifts) {
            const where = shift.sources.map((s) => `${s.node} y ${Math.round(s.from[0])}→${Math.round(s.to[0])} h ${Math.round(s.from[1])}→${Math.round(s.to[1])}`).join('; ');
            console.log(`      shift ${shift.value.toFixed(3)} at ${Math.round(shift.t)} ms: ${where}`);
          }
        }
      }
    }
    console.log(`\nBudgets (docs/architecture.md): phone LCP cold ≤ 2.5 s (/main ≤ 2.0 s), warm ≤ 1.2 s, TBT ≤ 200 ms; CLS ≤ 0.05 on phone and desktop. ${over ? `${over} OVER` : 'All PASS'}.`);
  } finally {
    await browser.close();
    await sandbox?.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
