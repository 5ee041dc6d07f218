// Emits dist/preload.json: for every entry (casino-<tag>.js), the files it imports statically, directly or
// through other chunks, in the order a browser meets them. Chunk names carry a content hash, so a page
// cannot list them by hand: the sandbox reads this file to add <link rel="modulepreload"> for each of
// them to the reference site's page (demo/sandbox/http/site-page.ts), and a partner can do the same
// (docs/embedding.md "Preloading an element's chunks"). Without the links the browser discovers each
// level of imports only after the previous one arrived: a waterfall of round trips.
//
// Paths are relative to dist/ (`chunks/define-widget-<hash>.js`; an entry imported by another entry, such
// as casino-login.js by casino-site.js, keeps its own name). Lazy chunks (import()) are not listed: they
// load when a route or a dialog needs them.
export const PRELOAD_FILE = 'preload.json';
/**
 * dist/lazy-preload.json: every lazy chunk (a page, a locale's catalog) by its source module, relative to
 * the repository (`widgets/site/pages/main-page.tsx`), → the chunk and its static imports. A host that knows
 * which page a URL opens can preload it with the shell (demo/sandbox/http/site-preload.ts does).
 */
export const LAZY_PRELOAD_FILE = 'lazy-preload.json';

/**
 * dist/route-preload.json: the reference site's routes in its router's order, each with its pattern and the
 * lazy modules (keys of lazy-preload.json) and entries (keys of preload.json) its pages open with. The
 * site's own code decides it (widgets/site/shell/route-hints.ts, run here through tsx), so the sandbox
 * preloads a page's chunks from this file without importing the front end (demo/sandbox/http/site-preload.ts).
 */
export const ROUTE_PRELOAD_FILE = 'route-preload.json';
const ROUTE_HINTS = new URL('../widgets/site/shell/route-hints.ts', import.meta.url).href;

/** The site's route table (widgets/site/shell/route-hints.ts `routePreloadTable()`), computed by its own modules. */
export async function routePreloadTable() {
  const { tsImport } = await import('tsx/esm/api');
  const { routePreloadTable: table } = await tsImport(ROUTE_HINTS, import.meta.url);
  return table();
}

/** A chunk's static imports, transitively, breadth first (what the browser fetches first comes first). */
function importsOf(bundle, chunk) {
  const seen = new Set([chunk.fileName]);
  const order = [];
  const queue = [...chunk.imports];
  while (queue.length) {
    const file = queue.shift();
    if (seen.has(file)) continue;
    seen.add(file);
    order.push(file);
    queue.push(...(bundle[file]?.imports ?? []));
  }
  return order;
}

const sorted = (out) => Object.fromEntries(Object.entries(out).sort(([a], [b]) => a.localeCompare(b)));

/** entry file → its static imports, transitively. */
export function staticImports(bundle) {
  const out = {};
  for (const chunk of Object.values(bundle)) {
    if (chunk.type === 'chunk' && chunk.isEntry) out[chunk.fileName] = importsOf(bundle, chunk);
  }
  return sorted(out);
}

/** lazy chunk's source module (relative to `root`, `/` separators) → [the chunk, ...its static imports]. */
export function lazyImports(bundle, root) {
  const out = {};
  for (const chunk of Object.values(bundle)) {
    if (chunk.type !== 'chunk' || chunk.isEntry || !chunk.isDynamicEntry || !chunk.facadeModuleId) continue;
    const id = chunk.facadeModuleId.replace(/\\/g, '/');
    const base = root.replace(/\\/g, '/').replace(/\/?$/, '/');
    if (!id.startsWith(base)) continue;
    out[id.slice(base.length)] = [chunk.fileName, ...importsOf(bundle, chunk)];
  }
  return sorted(out);
}

export default function modulePreloadList() {
  return {
    name: 'casino-preload-list',
    async generateBundle(_options, bundle) {
      this.emitFile({ type: 'asset', fileName: PRELOAD_FILE, source: JSON.stringify(staticImports(bundle), null, 2) + '\n' });
      this.emitFile({ type: 'asset', fileName: LAZY_PRELOAD_FILE, source: JSON.stringify(lazyImports(bundle, process.cwd()), null, 2) + '\n' });
      this.emitFile({ type: 'asset', fileName: ROUTE_PRELOAD_FILE, source: JSON.stringify(await routePreloadTable(), null, 2) + '\n' });
    },
  };
}
