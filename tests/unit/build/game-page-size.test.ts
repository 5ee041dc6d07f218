// Each kind of game page the sandbox serves (demo/sandbox/games/<kind>/, docs/qa.md "Game kinds") stays
// within 30 KB gzip of its own code: every file of its folder and of the shared common/ folder, compressed
// one by one as the server compresses them — more than one page loads (a page fetches only what it
// imports), so the figure is a ceiling, not the page's exact download.
import { readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

const GAMES = new URL('../../../demo/sandbox/games/', import.meta.url);
const PAGE_BUDGET = 30 * 1024;
const KINDS = ['slot', 'crash', 'live', 'virtual'];

const folderBytes = (folder: string) =>
  readdirSync(new URL(`${folder}/`, GAMES))
    .filter((name) => /\.(js|css|html)$/.test(name))
    .reduce((sum, name) => sum + gzipSync(readFileSync(new URL(`${folder}/${name}`, GAMES))).length, 0);

describe('game pages', () => {
  const common = folderBytes('common');
  it.each(KINDS)('%s: its folder and common/ within 30 KB gzip', (kind) => {
    const total = folderBytes(kind) + common;
    expect(total).toBeGreaterThan(1_000); // the files were read
    expect(total).toBeLessThanOrEqual(PAGE_BUDGET);
  });
  it('every kind the sandbox serves is measured', () => {
    const served = readdirSync(GAMES, { withFileTypes: true }).filter((d) => d.isDirectory() && d.name !== 'common').map((d) => d.name);
    expect(served.sort()).toEqual([...KINDS].sort());
  });
});
