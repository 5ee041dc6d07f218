/**
 * The live tables' and virtual sports' pages share their lower half (the history, timer, chips, board,
 * totals, controls and status line): one file, games/common/table-lower.html, that each page's index.html
 * names with a marker and routes/games.ts serves inlined, so the two pages cannot drift apart.
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

export const TABLE_PAGES = ['live', 'virtual'];
const gamesRoot = () => fileURLToPath(new URL('../games/', import.meta.url));
const TABLE_LOWER = '<!--#table-lower-->';

/** A table page's HTML as served: its index.html with the shared lower half in place of the marker. */
export async function tablePageHtml(page: string, root = gamesRoot()): Promise<string> {
  const [html, lower] = await Promise.all([readFile(`${root}${page}/index.html`, 'utf8'), readFile(`${root}common/table-lower.html`, 'utf8')]);
  return html.replace(TABLE_LOWER, lower);
}
