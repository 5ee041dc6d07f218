// The build's outputs for delivery (docs/architecture.md "Speed budgets"): dist/preload.json
// (scripts/rollup-preload.mjs) and the precompressed .br/.gz siblings (scripts/rollup-precompress.mjs) the
// sandbox and a CDN send as they are.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a build script in plain JavaScript, without type declarations
import { precompress } from '../../../scripts/rollup-precompress.mjs';
// @ts-expect-error: a build script in plain JavaScript, without type declarations
import { staticImports } from '../../../scripts/rollup-preload.mjs';

const chunk = (fileName: string, imports: string[], extra: Record<string, unknown> = {}) => ({
  type: 'chunk',
  fileName,
  imports,
  isEntry: false,
  dynamicImports: [],
  ...extra,
});

describe('staticImports (dist/preload.json)', () => {
  it('lists each entry\'s static imports transitively, breadth first, each once, never the lazy ones', () => {
    const bundle = {
      'casino-site.js': chunk('casino-site.js', ['chunks/runtime-a.js', 'casino-login.js'], { isEntry: true, dynamicImports: ['chunks/page-c.js'] }),
      'casino-login.js': chunk('casino-login.js', ['chunks/runtime-a.js', 'chunks/text-b.js'], { isEntry: true }),
      'chunks/runtime-a.js': chunk('chunks/runtime-a.js', []),
      'chunks/text-b.js': chunk('chunks/text-b.js', ['chunks/runtime-a.js']),
      'chunks/page-c.js': chunk('chunks/page-c.js', ['chunks/lazy-d.js']),
      'chunks/lazy-d.js': chunk('chunks/lazy-d.js', []),
      'custom-elements.json': { type: 'asset', fileName: 'custom-elements.json', source: '{}' },
    };
    expect(staticImports(bundle)).toEqual({
      'casino-login.js': ['chunks/runtime-a.js', 'chunks/text-b.js'],
      'casino-site.js': ['chunks/runtime-a.js', 'casino-login.js', 'chunks/text-b.js'],
    });
  });
});

describe('precompress (.br and .gz siblings)', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'precompress-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const big = `export const a = ${JSON.stringify('text '.repeat(500))};\n`;

  it('writes both siblings of a text file of 1 KB or more, which decode to the file', async () => {
    for (const name of ['entry.js', 'list.json', 'style.css']) {
      writeFileSync(path.join(dir, name), big);
      expect(await precompress(dir, name)).toBe(2);
      expect(brotliDecompressSync(readFileSync(path.join(dir, `${name}.br`))).toString()).toBe(big);
      expect(gunzipSync(readFileSync(path.join(dir, `${name}.gz`))).toString()).toBe(big);
    }
  });

  it('skips source maps and files under 1 KB', async () => {
    writeFileSync(path.join(dir, 'entry.js.map'), big);
    writeFileSync(path.join(dir, 'small.js'), 'export {};');
    for (const name of ['entry.js.map', 'small.js']) {
      expect(await precompress(dir, name)).toBe(0);
      expect(existsSync(path.join(dir, `${name}.br`))).toBe(false);
      expect(existsSync(path.join(dir, `${name}.gz`))).toBe(false);
    }
  });
});
