// The modules a page of plain modules runs, for its <link rel="modulepreload"> links (docs/architecture.md
// "Speed budgets"): the sportsbook pages' modules import each other four deep (sft.js → book.js →
// channel.js → sport-messages.js), and without the list in the HTML the browser finds each level one round
// trip after the last. Read once from the files as they are served; a module that cannot be read is still
// listed but not followed (the page imports it anyway).
import { readFileSync } from 'node:fs';
import path from 'node:path';

const STATIC_IMPORT = /^\s*(?:import|export)\s[^'"]*?from\s*'\.\/([\w.-]+\.js)';?\s*$/gm;

/** Every module `entry` (a file of `folder`) imports, directly or not, in the order found; `entry` first. */
export function moduleGraph(folder: string, entry: string): string[] {
  const seen: string[] = [];
  const visit = (file: string) => {
    if (seen.includes(file)) return;
    seen.push(file);
    let text: string;
    try {
      text = readFileSync(path.join(folder, file), 'utf8');
    } catch {
      return;
    }
    for (const match of text.matchAll(STATIC_IMPORT)) visit(match[1]);
  };
  visit(entry);
  return seen;
}
