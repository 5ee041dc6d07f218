// `npm run size`: for every entry in dist/, the bytes a page downloads to run it — the entry plus every
// chunk it imports statically, transitively — minified, gzip and brotli; fails when a budget of
// DESIGN.md §4 is exceeded. Lazy chunks (import()) are listed separately: they load on demand.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync, brotliCompressSync, constants } from 'node:zlib';

const dist = process.argv[2] ?? 'dist';
const KB = 1024;
/** gzip budgets in bytes, DESIGN.md §4. */
export const BUDGETS = {
  'casino-wheel.js': 30 * KB,
  'casino-lobby.js': 35 * KB,
  'casino-login.js': 25 * KB,
};
/** DESIGN.md §4: the reference site's first load, all JS, gzip. */
export const SITE_FIRST_LOAD_BUDGET = 90 * KB;

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

function measure(files) {
  const code = Buffer.concat(files.map((f) => readFileSync(join(dist, f))));
  return {
    min: code.length,
    gzip: gzipSync(code, { level: 9 }).length,
    brotli: brotliCompressSync(code, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

const kb = (n) => `${(n / KB).toFixed(1)} KB`.padStart(9);
const entries = readdirSync(dist).filter((f) => f.endsWith('.js')).sort();
let failed = false;
console.log(`${'entry'.padEnd(26)} ${'chunks'.padStart(6)} ${'min'.padStart(9)} ${'gzip'.padStart(9)} ${'brotli'.padStart(9)}  budget (gzip)`);
for (const entry of entries) {
  const { files, lazy } = closure(entry);
  const size = measure(files);
  const budget = BUDGETS[entry];
  const verdict = budget ? (size.gzip <= budget ? `ok   ${kb(budget).trim()}` : `OVER ${kb(budget).trim()}`) : '';
  if (budget && size.gzip > budget) failed = true;
  console.log(`${entry.padEnd(26)} ${String(files.length).padStart(6)} ${kb(size.min)} ${kb(size.gzip)} ${kb(size.brotli)}  ${verdict}`);
  if (lazy.length) {
    const l = measure(lazy);
    console.log(`${'  + lazy on demand'.padEnd(26)} ${String(lazy.length).padStart(6)} ${kb(l.min)} ${kb(l.gzip)} ${kb(l.brotli)}`);
  }
}
// The reference site's first load (a guest opening / -> /main): the site element and what it imports,
// the home page's chunk (with the banners, jackpots and notices elements), the French catalog, the
// toaster (every first render fetches it) and the error explainer (preloaded once the page is idle).
const chunkFiles = existsSync(join(dist, 'chunks')) ? readdirSync(join(dist, 'chunks')).filter((f) => f.endsWith('.js')).map((f) => `chunks/${f}`) : [];
const firstLoadRoots = [
  'casino-site.js',
  ...chunkFiles.filter((f) => /^chunks\/(main-page|Toaster|explain-error)-/.test(f)),
  // The default language's catalog: the messages chunk holding the French sign-in label.
  ...chunkFiles.filter((f) => /^chunks\/messages-/.test(f) && readFileSync(join(dist, f), 'utf8').includes('Se connecter')),
];
if (existsSync(join(dist, 'casino-site.js'))) {
  const files = [...new Set(firstLoadRoots.flatMap((root) => closure(root).files))];
  const size = measure(files);
  const ok = size.gzip <= SITE_FIRST_LOAD_BUDGET;
  if (!ok) failed = true;
  console.log(
    `${'site first load (/main)'.padEnd(26)} ${String(files.length).padStart(6)} ${kb(size.min)} ${kb(size.gzip)} ${kb(size.brotli)}  ${ok ? 'ok  ' : 'OVER'} ${kb(SITE_FIRST_LOAD_BUDGET).trim()}`,
  );
}
if (failed) {
  console.error('size: a budget of DESIGN.md §4 is exceeded');
  process.exit(1);
}
