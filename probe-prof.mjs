import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/chromium.mjs';
import { signedInContext } from './scripts/site-pages.mjs';
const base = process.env.BASE ?? 'http://localhost:8390';
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const opts = { viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale: 'fr-FR' };
const ctx = process.env.SIGNED ? await signedInContext(browser, base, opts) : await browser.newContext(opts);
const P = process.env.P ?? '/main';
async function load(profileIt) {
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 200000, uploadThroughput: 93750 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => {
    window.__lt = [];
    new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__lt.push([Math.round(e.startTime), Math.round(e.duration)]); }).observe({ type: 'longtask', buffered: true });
    new PerformanceObserver((l) => { for (const e of l.getEntries()) if (e.name === 'first-contentful-paint') window.__fcp = Math.round(e.startTime); }).observe({ type: 'paint', buffered: true });
  });
  if (profileIt) { await cdp.send('Profiler.enable'); await cdp.send('Profiler.setSamplingInterval', { interval: 100 }); await cdp.send('Profiler.start'); }
  await page.goto(base + P);
  await page.waitForTimeout(6000);
  const lt = await page.evaluate(() => window.__lt);
  if (profileIt) {
    const before = await page.evaluate(() => performance.now());
    const { profile } = await cdp.send('Profiler.stop');
    const after = await page.evaluate(() => performance.now());
    const navOff = profile.endTime / 1000 - (before + after) / 2;
    const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
    const parent = new Map(); for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
    for (const [s, d] of lt.filter(([, d]) => d > 50)) {
      const self = new Map(); const incl = new Map(); let t = profile.startTime;
      profile.samples.forEach((id, i) => { t += profile.timeDeltas[i]; const rel = t / 1000 - navOff; if (rel < s || rel > s + d) return; const n = nodes.get(id); const k = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.columnNumber}`; self.set(k, (self.get(k) ?? 0) + profile.timeDeltas[i] / 1000);
        const seen = new Set(); let x = id; while (x !== undefined) { const m = nodes.get(x); const kk = `${m.callFrame.functionName || '(anon)'} ${m.callFrame.url.split('/').pop()}:${m.callFrame.columnNumber}`; if (!seen.has(kk)) { seen.add(kk); incl.set(kk, (incl.get(kk) ?? 0) + profile.timeDeltas[i] / 1000); } x = parent.get(x); } });
      console.log(`task @${s} ${d}ms self:`, [...self].sort((a, b) => b[1] - a[1]).slice(0, 5).map(([k, v]) => `${v.toFixed(0)} ${k}`).join(' | '));
      console.log('   incl:', [...incl].filter(([k]) => !/^\(root|^\(program/.test(k)).sort((a, b) => b[1] - a[1]).slice(0, 12).map(([k, v]) => `${v.toFixed(0)} ${k}`).join(' | '));
    }
  }
  console.log(profileIt ? 'warm' : 'prime', JSON.stringify(lt), 'fcp', await page.evaluate(() => window.__fcp));
  await page.close();
}
await load(false);
await load(true);
await browser.close();
