// Wheel frame benchmark (the wheel's own aim, widgets/wheel/README.md "Drawing and motion": one animation on
// the compositor, no layout thrash; 60 fps on a mid phone). Prints figures; asserts nothing (docs/conventions.md §2.14:
// performance claims come from a script).
//
// Starts its own sandbox on free ports with the built dist/ (run `npm run build` first), opens the
// reference site's /wheel-game in Debian's Chromium on a 375×812 phone viewport with the CPU throttled
// 4× (a mid-range phone, as Chrome DevTools calls it), signs `demo` in, and presses the free spin. During
// the 5 s from press to result panel it records:
// - frames: requestAnimationFrame timestamps → frames per second, frames over 25 ms, the worst frame;
// - main-thread work: layouts and style recalculations (CDP Performance metrics) and long tasks (> 50 ms);
// - what animates: the running Web Animations and the properties they touch.
//
//   node scripts/bench-wheel.mjs [--throttle 4] [--runs 3]
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/chromium.mjs';
import { post, startSandbox } from './bench-sandbox.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const THROTTLE = arg('throttle', 4);
const RUNS = arg('runs', 3);

/**
 * Where the wheel is measured: alone on a blank page of the main origin (what the wheel itself costs), and
 * on the reference site's /wheel-game (the home page beneath it keeps its carousel and jackpots running).
 */
const SCENES = [
  { name: 'element alone', path: '/__bench/wheel', wheel: (page) => page.locator('casino-wheel') },
  { name: 'site /wheel-game', path: '/wheel-game', wheel: (page) => page.getByRole('dialog').locator('casino-wheel') },
];

const BLANK_PAGE = (base) =>
  `<!doctype html><html lang="fr"><meta name="viewport" content="width=device-width, initial-scale=1">` +
  `<body style="margin:0;background:#0f1420"><casino-wheel></casino-wheel>` +
  `<script type="module" src="${base}/dist/casino-wheel.js"></script></body></html>`;

async function run(browser, base, scene, index, countFrames) {
  await post(base, '/sandbox/api/wheel/free-spin', 'POST', { username: 'demo', available: true });
  const prizes = await (await fetch(`${base}/services/wheel/prizes/`)).json();
  // A different segment each run, so the landing angle varies.
  await post(base, '/sandbox/api/wheel', 'PUT', { next_prize_id: prizes[(index * 5) % prizes.length].id });

  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.route(`${base}/__bench/wheel`, (route) => route.fulfill({ contentType: 'text/html', body: BLANK_PAGE(base) }));
  const login = await post(base, '/api/accounts/login/', 'POST', { username: 'demo', password: 'demo1234' });
  await page.goto(`${base}/main`);
  await page.evaluate((s) => localStorage.setItem('casino-widgets:session', JSON.stringify({ access: s.access, refresh: s.refresh, user: null })), login);
  await page.goto(`${base}${scene.path}`);
  const wheel = scene.wheel(page);
  const button = wheel.getByRole('button', { name: 'Tour gratuit', exact: true });
  await button.waitFor();
  await page.waitForTimeout(1000);

  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
  await cdp.send('Performance.enable');
  const metric = async () => Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]));

  await page.evaluate((count) => {
    const w = window;
    w.__frames = [];
    w.__longTasks = [];
    new PerformanceObserver((list) => w.__longTasks.push(...list.getEntries().map((e) => e.duration))).observe({ type: 'longtask' });
    const tick = (t) => {
      w.__frames.push(t);
      if (w.__frames.length < 2000) requestAnimationFrame(tick);
    };
    if (count) requestAnimationFrame(tick);
  }, countFrames);
  const before = await metric();
  const pressAt = await page.evaluate(() => performance.now());
  await button.click();
  await page.waitForTimeout(2000);
  const animations = await wheel.evaluate((host) => {
    return host.shadowRoot.getAnimations().map((a) => ({
      properties: [...new Set(a.effect.getKeyframes().flatMap((k) => Object.keys(k).filter((p) => !['offset', 'easing', 'composite', 'computedOffset'].includes(p))))],
      duration: a.effect.getComputedTiming().duration,
    }));
  });
  await wheel.locator('[part~="result"]').waitFor({ timeout: 20_000 });
  const after = await metric();
  const { frames: all, longTasks, resultAt } = await page.evaluate(() => ({
    frames: window.__frames,
    longTasks: window.__longTasks,
    resultAt: performance.now(),
  }));
  await context.close();

  // Frames from the press to the result panel.
  const frames = all.filter((t) => t >= pressAt && t <= resultAt);
  const gaps = frames.slice(1).map((t, i) => t - frames[i]);
  const seconds = (frames.at(-1) - frames[0]) / 1000;
  return {
    fps: countFrames ? gaps.length / seconds : null,
    slowFrames: countFrames ? gaps.filter((g) => g > 25).length : null,
    worstFrameMs: countFrames ? Math.max(...gaps) : null,
    layouts: after.LayoutCount - before.LayoutCount,
    styleRecalcs: after.RecalcStyleCount - before.RecalcStyleCount,
    longTasks: longTasks.length,
    animations,
  };
}

const sandbox = await startSandbox('bench-wheel');
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const row = (label, r) =>
  `${label.padEnd(5)} ${(r.fps === null ? '-' : r.fps.toFixed(1)).padStart(6)} ${(r.slowFrames === null ? '-' : r.slowFrames.toFixed(0)).padStart(12)} ` +
  `${(r.worstFrameMs === null ? '-' : r.worstFrameMs.toFixed(1)).padStart(9)} ${r.layouts.toFixed(0).padStart(8)} ${r.styleRecalcs.toFixed(0).padStart(14)} ${r.longTasks.toFixed(0).padStart(11)}`;

try {
  console.log(`wheel spin, phone 375×812, CPU throttled ${THROTTLE}×, ${RUNS} runs per scene (press → result panel, about 5 s)`);
  for (const scene of SCENES) {
    console.log(`\n${scene.name}`);
    console.log('run      fps  frames>25ms  worst ms  layouts  style recalcs  long tasks  animated');
    const results = [];
    for (let i = 0; i < RUNS; i++) {
      const r = await run(browser, sandbox.base, scene, i, true);
      results.push(r);
      console.log(`${row(String(i + 1), r)}  ${r.animations.map((a) => `${a.properties.join('+')} ${Math.round(a.duration)} ms`).join(', ')}`);
    }
    const mean = (f) => results.reduce((sum, r) => sum + f(r), 0) / results.length;
    const keys = ['fps', 'slowFrames', 'worstFrameMs', 'layouts', 'styleRecalcs', 'longTasks'];
    console.log(row('mean', Object.fromEntries(keys.map((k) => [k, mean((r) => r[k])]))));
    // The frame counter's requestAnimationFrame asks for a main-thread frame every vsync, and each one
    // samples the running animation's style: without it, what the main thread does for the spin alone.
    const quiet = await run(browser, sandbox.base, scene, RUNS, false);
    console.log(`${row('no rAF', { ...quiet, fps: null, slowFrames: null, worstFrameMs: null })}  (no frame counter: the spin's own main-thread work)`);
  }
} finally {
  await browser.close();
  await sandbox.stop();
}
