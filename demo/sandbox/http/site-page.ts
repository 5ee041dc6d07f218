// The reference site's page (demo/site/index.html) as the sandbox serves it: with a
// `<link rel="modulepreload">` for every chunk its entry imports statically (issue 12). The chunk names
// carry a content hash, so the page cannot list them; the build writes them to dist/preload.json
// (scripts/rollup-preload.mjs) and the links are added here, after the page's own modulepreload of the
// entry. The browser then fetches the runtime chunk and the rest in parallel with the entry, instead of
// discovering them one import level (one round trip) at a time.
//
// The rendered page is kept until index.html or preload.json changes (every build rewrites preload.json).
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { contentTypeOf, type StaticSource } from './static';

export const PRELOAD_FILE = 'preload.json';

type PreloadList = Record<string, string[]>;

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
      // Only plain relative paths of the build (`chunks/x-<hash>.js`), never a way out of the folder.
      if (typeof file !== 'string' || !/^[\w./-]+\.m?js$/.test(file) || file.split('/').includes('..')) continue;
      const href = `${folder ?? ''}${file}`;
      if (linked.has(href)) continue;
      linked.add(href);
      out += `\n${indent}<link rel="modulepreload" href="${href}" />`;
    }
    return out;
  });
}

async function readPreloadList(file: string): Promise<PreloadList> {
  try {
    const parsed: unknown = JSON.parse(await readFile(file, 'utf8'));
    return parsed && typeof parsed === 'object' ? (parsed as PreloadList) : {};
  } catch {
    return {}; // no build yet (or a broken file): the page still works, only without the extra links
  }
}

async function statOrUndefined(file: string) {
  try {
    return await stat(file);
  } catch {
    return undefined;
  }
}

/**
 * The site page source for http/static.ts's `sourceResponse` (compression, ETag, 304), or undefined when
 * there is no index.html. One rendered page per site root and dist folder, kept while neither file changes.
 */
export function sitePageSource(siteRoot: string, distRoot: string): () => Promise<StaticSource | undefined> {
  const pageFile = path.join(siteRoot, 'index.html');
  const listFile = path.join(distRoot, PRELOAD_FILE);
  let cached: { stamp: string; source: StaticSource } | undefined;
  return async () => {
    const [page, list] = await Promise.all([statOrUndefined(pageFile), statOrUndefined(listFile)]);
    if (!page?.isFile()) return undefined;
    const stamp = [page.size, page.mtimeMs, list?.size, list?.mtimeMs].join(':');
    if (cached?.stamp !== stamp) {
      const html = addModulePreloads(await readFile(pageFile, 'utf8'), list ? await readPreloadList(listFile) : {});
      const body = Buffer.from(html);
      const newest = list && list.mtimeMs > page.mtimeMs ? list.mtime : page.mtime;
      cached = {
        stamp,
        source: {
          key: pageFile,
          etag: `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`,
          lastModified: newest,
          type: contentTypeOf(pageFile),
          size: body.byteLength,
          read: async () => body,
        },
      };
    }
    return cached.source;
  };
}
