// The reference site's page (demo/site/index.html) as the sandbox serves it: with a
// `<link rel="modulepreload">` for every chunk its entry imports statically. The chunk names
// carry a content hash, so the page cannot list them; the build writes them to dist/preload.json
// (scripts/rollup-preload.mjs) and the links are added here, after the page's own modulepreload of the
// entry. The browser then fetches the runtime chunk and the rest in parallel with the entry, instead of
// discovering them one import level (one round trip) at a time.
//
// Then the chunks the URL's page opens with (site-preload.ts: its route in dist/route-preload.json names
// the French catalogs, the page's chunk and the elements it shows, or an element page's entry), from
// dist/lazy-preload.json and dist/preload.json, so they load in parallel with the shell rather than after
// it has run.
//
// Last, the page's first paint (http/site-lcp.ts) for the carousel its route shows: the preload of the
// largest image at the end of the head, and its phone stand-in at the start of the body.
//
// Rendered pages are kept (by path and extra links) until index.html or a list changes (every build
// rewrites both).
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { contentTypeOf, type StaticSource } from './static';
import type { FirstPaint } from './site-lcp';
import { readRouteTable, routeHint, ROUTE_PRELOAD_FILE, type RouteTable } from './site-preload';

export const PRELOAD_FILE = 'preload.json';
export const LAZY_PRELOAD_FILE = 'lazy-preload.json';

type PreloadList = Record<string, string[]>;

/** Only plain relative paths of the build (`chunks/x-<hash>.js`), never a way out of the folder. */
const isBuildFile = (file: unknown): file is string =>
  typeof file === 'string' && /^[\w./-]+\.m?js$/.test(file) && !file.split('/').includes('..');

/** A modulepreload link of an entry: its indentation, the href's folder (`/dist/`) and the entry's file name. */
const ENTRY_PRELOAD = /^([ \t]*)<link\s+rel="modulepreload"\s+href="([^"]*\/)?([^"/]+\.m?js)"\s*\/?>[ \t]*$/gm;

/**
 * `html` with, after each `<link rel="modulepreload" href="…/<entry>.js">` whose entry is in `list`, one
 * link per static import of that entry (same folder as the entry's href), each file once per page.
 */
export function addModulePreloads(html: string, list: PreloadList): string {
  const linked = new Set<string>();
  for (const m of html.matchAll(ENTRY_PRELOAD)) linked.add(`${m[2] ?? ''}${m[3]}`);
  return html.replace(ENTRY_PRELOAD, (line, indent: string, folder: string | undefined, entry: string) => {
    const files = Array.isArray(list[entry]) ? list[entry] : [];
    let out = line;
    for (const file of files) {
      if (!isBuildFile(file)) continue;
      const href = `${folder ?? ''}${file}`;
      if (linked.has(href)) continue;
      linked.add(href);
      out += `\n${indent}<link rel="modulepreload" href="${href}" />`;
    }
    return out;
  });
}


/**
 * `html` with one more modulepreload link per file the page at `path` opens with (`routes`, site-preload.ts):
 * its page's lazy chunk and static imports, the default catalog, or an element page's entry and its
 * imports, after the entry's links and each file once.
 */
export function addRoutePreloads(html: string, path: string, entries: PreloadList, lazy: PreloadList, routes: RouteTable | undefined): string {
  const hint = routeHint(routes, path);
  // An element not built yet (its page says "coming soon") has no entry to preload.
  const built = hint.entries.filter((entry) => Array.isArray(entries[entry]));
  const files = [...hint.lazy.flatMap((module) => lazy[module] ?? []), ...built.flatMap((entry) => [entry, ...entries[entry]!])];
  // The links go after the last link of an entry's preloads, in that entry's folder (`/dist/`).
  const links = [...html.matchAll(ENTRY_PRELOAD)].filter((m) => m[3]! in entries);
  const entryLink = links[0];
  if (!entryLink || files.length === 0) return html;
  const folder = entryLink[2] ?? '';
  const linked = new Set([...html.matchAll(/rel="modulepreload"\s+href="([^"]+)"/g)].map((m) => m[1]));
  const last = [...html.matchAll(/^[ \t]*<link\s+rel="modulepreload"[^\n]*$/gm)].at(-1)!;
  let added = '';
  for (const file of files) {
    const href = `${folder}${file}`;
    if (!isBuildFile(file) || linked.has(href)) continue;
    linked.add(href);
    added += `\n${entryLink[1]}<link rel="modulepreload" href="${href}" />`;
  }
  const at = last.index! + last[0].length;
  return html.slice(0, at) + added + html.slice(at);
}

/** `html` with `links` at the end of its head, indented as the head's last line. */
export function addHeadLinks(html: string, links: string[]): string {
  const end = /^([ \t]*)<\/head>/m.exec(html);
  if (!end || links.length === 0) return html;
  const indent = /^([ \t]*)<[^\n]*\n[ \t]*<\/head>/m.exec(html)?.[1] ?? `${end[1]}  `;
  return html.slice(0, end.index) + links.map((link) => `${indent}${link}\n`).join('') + html.slice(end.index);
}

/** `html` with `markup` at the start of its body, one line each, indented as the body's first line. */
export function addBodyStart(html: string, markup: string[]): string {
  const start = /^[ \t]*<body[^>]*>\n([ \t]*)/m.exec(html);
  if (!start || markup.length === 0) return html;
  const at = start.index + start[0].length - start[1]!.length;
  return html.slice(0, at) + markup.map((line) => `${start[1]}${line}\n`).join('') + html.slice(at);
}

/** A JSON file of the build, or undefined: no build yet (or a broken file) leaves the page without the extra links. */
async function readJson(file: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(file, 'utf8'));
  } catch {
    return undefined;
  }
}

async function readPreloadList(file: string): Promise<PreloadList> {
  const parsed = await readJson(file);
  return parsed && typeof parsed === 'object' ? (parsed as PreloadList) : {};
}

async function statOrUndefined(file: string) {
  try {
    return await stat(file);
  } catch {
    return undefined;
  }
}

const RENDERED_PAGES = 64;

/**
 * The site page source for http/static.ts's `sourceResponse` (compression, ETag, 304) at a URL path, or
 * undefined when there is no index.html. Rendered pages are kept (a few dozen, by path) while neither
 * index.html nor the preload lists change.
 */
export function sitePageSource(
  siteRoot: string,
  distRoot: string,
  firstPaint?: (carousel: string | null) => Promise<FirstPaint>,
): (urlPath: string) => Promise<StaticSource | undefined> {
  const pageFile = path.join(siteRoot, 'index.html');
  const listFile = path.join(distRoot, PRELOAD_FILE);
  const lazyFile = path.join(distRoot, LAZY_PRELOAD_FILE);
  const routeFile = path.join(distRoot, ROUTE_PRELOAD_FILE);
  let stamp = '';
  let base: Promise<{ html: string; entries: PreloadList; lazy: PreloadList; routes: RouteTable | undefined; modified: Date }> | undefined;
  const rendered = new Map<string, StaticSource>();
  return async (urlPath) => {
    const files = [pageFile, listFile, lazyFile, routeFile];
    const [page, list, lazy, routes] = await Promise.all(files.map(statOrUndefined));
    if (!page?.isFile()) return undefined;
    const now = [page, list, lazy, routes].map((s) => `${s?.size}:${s?.mtimeMs}`).join(':');
    if (now !== stamp || !base) {
      stamp = now;
      rendered.clear();
      base = (async () => {
        const entries = list ? await readPreloadList(listFile) : {};
        const modified = [page, list, lazy, routes].reduce((a, s) => (s && s.mtimeMs > a.getTime() ? s.mtime : a), page.mtime);
        return {
          html: addModulePreloads(await readFile(pageFile, 'utf8'), entries),
          entries,
          lazy: lazy ? await readPreloadList(lazyFile) : {},
          routes: routes ? readRouteTable(await readJson(routeFile)) : undefined,
          modified,
        };
      })();
    }
    const ready = await base;
    // The carousel the route shows: its own path's or the home page's (site-preload.ts).
    const shown = routeHint(ready.routes, urlPath).carousel;
    const carousel = shown === 'own' ? urlPath : (shown ?? null);
    // A paint that cannot be read (the database busy or gone) leaves the page as it is, never a failed page.
    const NONE: FirstPaint = { head: [], body: [] };
    const extra = firstPaint ? await firstPaint(carousel).catch(() => NONE) : NONE;
    const cacheKey = `${urlPath}\0${extra.head.join('\n')}\0${extra.body.join('\n')}`;
    let source = rendered.get(cacheKey);
    if (!source) {
      const html = addRoutePreloads(ready.html, urlPath, ready.entries, ready.lazy, ready.routes);
      const body = Buffer.from(addBodyStart(addHeadLinks(html, extra.head), extra.body));
      source = {
        key: `${pageFile}#${cacheKey}`,
        etag: `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`,
        lastModified: ready.modified,
        type: contentTypeOf(pageFile),
        size: body.byteLength,
        read: async () => body,
      };
      if (rendered.size >= RENDERED_PAGES) rendered.delete(rendered.keys().next().value!);
      rendered.set(cacheKey, source);
    }
    return source;
  };
}
