// `npm run size`: for every entry in dist/, the bytes a page downloads to run it — the entry plus every
// chunk it imports statically, transitively — minified, gzip and brotli; fails when a budget of
// docs/conventions.md §4 is exceeded. Lazy chunks (import()), with the chunks they import that the entry has not
// loaded already, are listed separately: they load on demand.
//
// Each file is compressed on its own and the sizes are summed, as HTTP sends them (docs/conventions.md §2.14):
// every response starts a fresh compression stream, with its own header and an empty dictionary,
// so a page loading five chunks pays five warm-ups. (Gzipping the files' concatenation instead would
// under-count by about 1 KB per entry.)
//
// Levels: gzip level 6, zlib's default and what servers compressing on the fly send (Apache
// mod_deflate's default, Node's `compression` middleware, the usual nginx `gzip_comp_level 6`); level 9
// differs by under 0.1% on these files. Brotli quality 11: the hashed files never change, so a static
// host or CDN serves them pre-compressed at the highest quality (nginx `brotli_static`, build-time .br).
// The budgets are gzip: every browser accepts it, brotli is the better case.
//
// The reference site is measured in Chromium instead (scripts/size-site.mjs): each main page's scripts as
// the browser fetches them, compressed as served; `--pages /main,/balance` measures those only, `--base URL`
// a running sandbox, `--no-site` skips it.
//
// `npm run size -- --files` also lists every file of each closure (and of each page) with its own sizes.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join, resolve as resolvePath } from 'node:path';
import { gzipSync, brotliCompressSync, constants } from 'node:zlib';
import { startSandbox } from './bench-sandbox.mjs';
import { pagesFrom } from './site-pages.mjs';
import { measurePages } from './size-site.mjs';

const args = process.argv.slice(2);
const listFiles = args.includes('--files');
const valueOf = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const dist = args.find((a, i) => !a.startsWith('--') && !['--base', '--pages'].includes(args[i - 1])) ?? 'dist';
const KB = 1024;
/** gzip budgets in bytes, entry plus its static chunks, docs/conventions.md §4; an entry not built yet is skipped. */
export const BUDGETS = {
  'casino-wheel.js': 30 * KB,
  'casino-lobby.js': 35 * KB,
  'casino-login.js': 25 * KB,
  'casino-cashier.js': 35 * KB,
  'casino-profile.js': 35 * KB,
  'casino-sportsbook.js': 28 * KB,
};
/*
 * Login, wheel and lobby stay under their budgets, each file compressed on its own, because the runtime
 * carries nothing only a call needs (docs/architecture.md "Build and budgets"): the wire and the failure
 * reader (src/api/wire.ts), the session's, the wheel's and the lobby's calls with their converters
 * (src/api/lazy-calls.ts) are each a chunk fetched by the first call or when the page is idle. Every budget
 * is a plain ceiling.
 */
/** docs/conventions.md §4: a partner page with the lobby and the wheel, every file the two load statically, once. */
export const PAGE_BUDGETS = { 'lobby + wheel on one page': { entries: ['casino-lobby.js', 'casino-wheel.js'], budget: 45 * KB } };
/**
 * docs/conventions.md §4: the reference site's first load, a guest opening /main: every script Chromium fetches until
 * the page settles, each compressed as served. The other pages are printed, without a budget of their own.
 */
export const SITE_PAGE_BUDGETS = { '/main (guest)': 90 * KB };
export const GZIP_LEVEL = 6;
export const BROTLI_QUALITY = 11;

if (!existsSync(join(dist, 'casino-widgets.js'))) {
  console.error(`size: ${dist}/ has no build; run npm run build first`);
  process.exit(1);
}

const STATIC_IMPORT = /(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{}\s,]+from\s*)?["']([^"']+)["']/g;
const DYNAMIC_IMPORT = /import\(\s*["']([^"']+)["']\s*\)/g;

function resolve(from, spec) {
  const dir = from.includes('/') ? from.slice(0, from.lastIndexOf('/') + 1) : '';
  return join(dir, spec).replace(/\\/g, '/');
}

function closure(entry) {
  const seen = new Set();
  const lazy = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(join(dist, file), 'utf8');
    for (const m of code.matchAll(STATIC_IMPORT)) if (m[1].startsWith('.')) visit(resolve(file, m[1]));
    for (const m of code.matchAll(DYNAMIC_IMPORT)) if (m[1].startsWith('.')) lazy.add(resolve(file, m[1]));
  };
  visit(entry);
  for (const f of seen) lazy.delete(f);
  return { files: [...seen], lazy: [...lazy] };
}

const fileSizes = new Map();
/** One file as a server sends it: its own gzip stream, its own brotli stream. */
function measureFile(file) {
  if (!fileSizes.has(file)) {
    const code = readFileSync(join(dist, file));
    fileSizes.set(file, {
      min: code.length,
      gzip: gzipSync(code, { level: GZIP_LEVEL }).length,
      brotli: brotliCompressSync(code, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } }).length,
    });
  }
  return fileSizes.get(file);
}

/** The files' sizes summed, each file compressed on its own. */
function measure(files) {
  const total = { min: 0, gzip: 0, brotli: 0 };
  for (const f of files) {
    const s = measureFile(f);
    total.min += s.min;
    total.gzip += s.gzip;
    total.brotli += s.brotli;
  }
  return total;
}

const kb = (n) => `${(n / KB).toFixed(1)} KB`.padStart(9);
let failed = false;
/** One line of the table; with a budget, ok or OVER, and OVER fails the run. */
function line(label, files, budget) {
  const size = measure(files);
  let verdict = '';
  if (budget) {
    const ok = size.gzip <= budget;
    if (!ok) failed = true;
    verdict = `${ok ? 'ok  ' : 'OVER'} ${kb(budget).trim()}  (${size.gzip} of ${budget} B, ${ok ? `${budget - size.gzip} B to spare` : `${size.gzip - budget} B over`})`;
  }
  console.log(`${label.padEnd(26)} ${String(files.length).padStart(6)} ${kb(size.min)} ${kb(size.gzip)} ${kb(size.brotli)}  ${verdict}`);
  if (listFiles) {
    for (const f of [...files].sort((a, b) => measureFile(b).gzip - measureFile(a).gzip)) {
      const s = measureFile(f);
      console.log(`${`    ${f}`.padEnd(40)} ${kb(s.min)} ${kb(s.gzip)} ${kb(s.brotli)}`);
    }
  }
}

const entries = readdirSync(dist).filter((f) => f.endsWith('.js')).sort();
const chunkFiles = existsSync(join(dist, 'chunks')) ? readdirSync(join(dist, 'chunks')).filter((f) => f.endsWith('.js')).map((f) => `chunks/${f}`) : [];
/** The default language's catalogs an element fetches before its first render: the shared one and its own (src/i18n/catalogs.ts). */
const frenchCatalogs = (entry) => {
  const own = entry.replace(/^casino-|\.js$/g, '');
  return chunkFiles.filter((f) => f.startsWith('chunks/messages-fr-shared-') || f.startsWith(`chunks/messages-fr-${own}-`));
};
console.log(`${'entry'.padEnd(26)} ${'chunks'.padStart(6)} ${'min'.padStart(9)} ${'gzip'.padStart(9)} ${'brotli'.padStart(9)}  budget (gzip)`);
for (const entry of entries) {
  const { files, lazy } = closure(entry);
  line(entry, files, BUDGETS[entry]);
  // Not in the budgets (docs/conventions.md §4 counts the static imports), but fetched before the element shows anything.
  if (entry !== 'casino-widgets.js') line('  + French catalogs', frenchCatalogs(entry));
  // What its import() calls fetch: each lazy chunk with its own static imports, less what is loaded already.
  const loaded = new Set(files);
  const onDemand = [...new Set(lazy.flatMap((l) => closure(l).files))].filter((f) => !loaded.has(f));
  if (onDemand.length) line('  + lazy on demand', onDemand);
}
// Several of our elements on one partner page: the union of their static closures, each file once.
for (const [label, { entries: together, budget }] of Object.entries(PAGE_BUDGETS)) {
  if (!together.every((e) => existsSync(join(dist, e)))) continue;
  line(label, [...new Set(together.flatMap((e) => closure(e).files))], budget);
}
// The reference site, as Chromium loads it (scripts/size-site.mjs): every script each main page fetches
// until it settles, compressed as served. A static reading of the imports cannot see the lobby rows /main
// mounts or the chunks fetched when idle; it said 87.9 KB where the browser fetched 104.7 KB.
if (existsSync(join(dist, 'casino-site.js')) && !args.includes('--no-site')) {
  const { base, stop } = valueOf('--base')
    ? { base: valueOf('--base'), stop: async () => {} }
    : await startSandbox('size', dist === 'dist' ? {} : { DIST_DIR: resolvePath(dist) });
  try {
    const pages = pagesFrom(valueOf('--pages'));
    console.log(`\n${"site page, as Chromium loads it".padEnd(31)} ${'files'.padStart(6)} ${'min'.padStart(9)} ${'served'.padStart(9)}  budget (as served)`);
    for (const { page, scripts } of await measurePages(base, pages)) {
      const budget = SITE_PAGE_BUDGETS[page.label];
      const encoded = scripts.reduce((sum, f) => sum + f.encoded, 0);
      const decoded = scripts.reduce((sum, f) => sum + f.decoded, 0);
      const encodings = [...new Set(scripts.map((f) => f.encoding))].join('+');
      let verdict = '';
      if (budget) {
        const ok = encoded <= budget;
        if (!ok) failed = true;
        verdict = `${ok ? 'ok  ' : 'OVER'} ${kb(budget).trim()}  (${encoded} of ${budget} B, ${ok ? `${budget - encoded} B to spare` : `${encoded - budget} B over`})`;
      }
      console.log(`${page.label.padEnd(31)} ${String(scripts.length).padStart(6)} ${kb(decoded)} ${kb(encoded)}  ${encodings} ${verdict}`);
      if (listFiles) {
        for (const f of [...scripts].sort((x, y) => y.encoded - x.encoded)) console.log(`${`    ${f.path}`.padEnd(40)} ${kb(f.decoded)} ${kb(f.encoded)}`);
      }
    }
  } finally {
    await stop();
  }
}
if (failed) {
  console.error('size: a budget of docs/conventions.md §4 is exceeded');
  process.exit(1);
}
