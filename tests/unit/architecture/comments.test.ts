// Citations a reader of the repository can follow (docs/contracts/README.md): comments, test names and
// notes cite a spec section or a doc of this repository and explain; they never point at a file outside
// the checkout (a reader cannot open it) nor at an issue or hole number (a tracker the reader may not
// have, whose text does not say what the code relies on). Reads every text file under the directories
// below and lists each line that does.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = process.cwd(); // vitest runs from the repository root
const DIRS = ['src', 'widgets', 'demo', 'scripts', 'tests', '.ci'];
/** Files of text this repository writes; data (word lists, images) and translations are not read. */
const TEXT = /\.(ts|tsx|mts|js|mjs|cjs|css|sql|md|html|sh)$|^run$/;
const SKIP_DIRS = new Set(['node_modules', 'dist']);
const THIS_FILE = relative(ROOT, new URL(import.meta.url).pathname).split(sep).join('/');

/** What a line must not hold, with the reason the report gives. */
const FORBIDDEN: readonly { pattern: RegExp; why: string }[] = [
  { pattern: /(^|[\s("'`])\/work\//, why: 'a path outside the repository' },
  { pattern: /\b(issues?|holes?)\s+#?\d/i, why: 'an issue or hole number' },
  // The team's design guide sits outside the checkout; docs/conventions.md restates it with its numbering.
  { pattern: /\bDESIGN\.md\b/, why: 'the design guide outside the repository (cite docs/conventions.md)' },
];

function textFiles(dir: string): string[] {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return SKIP_DIRS.has(entry.name) ? [] : textFiles(path);
    return TEXT.test(entry.name) ? [path] : [];
  });
}

/** Every offending line of `source`, as `file:line: why: text`. */
function badCitations(file: string, source: string): string[] {
  const found: string[] = [];
  source.split('\n').forEach((line, index) => {
    for (const { pattern, why } of FORBIDDEN) {
      if (pattern.test(line)) found.push(`${file}:${index + 1}: ${why}: ${line.trim().slice(0, 120)}`);
    }
  });
  return found;
}

describe('citations a reader can follow', () => {
  it('knows what it looks for', () => {
    expect(badCitations('a.ts', '// contract /work/tools/x.md §1')).toHaveLength(1);
    expect(badCitations('a.ts', '// (issue 17; hole 5)')).toHaveLength(1);
    expect(badCitations('a.ts', "it('too little money (Issue 18)', () => {});")).toHaveLength(1);
    expect(badCitations('a.ts', '// Issues 14 to 18 kept the ratchet')).toHaveLength(1);
    expect(badCitations('a.ts', '// the budgets (DESIGN.md §4)')).toHaveLength(1);
    expect(badCitations('a.ts', '// the budgets (docs/conventions.md §4)')).toEqual([]);
    expect(badCitations('a.css', 'color: #000; /* the row of payment #17 */')).toEqual([]);
    expect(badCitations('a.ts', '// docs/contracts/sportsbook.md §5; spec money-and-games §3')).toEqual([]);
  });

  it('no file under src, widgets, demo, scripts, tests or .ci cites /work/, the design guide outside the checkout, or an issue or hole number', () => {
    const found = DIRS.flatMap((dir) => textFiles(join(ROOT, dir)))
      .map((path) => relative(ROOT, path).split(sep).join('/'))
      .filter((file) => file !== THIS_FILE)
      .flatMap((file) => badCitations(file, readFileSync(join(ROOT, file), 'utf8')));
    expect(found).toEqual([]);
  });
});
