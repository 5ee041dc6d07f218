// scripts/rollup-css.mjs: the widgets' CSS minified for constructable stylesheets. The two
// savings beyond whitespace (a declaration's colon space, a value's leading zero) must leave selectors,
// media queries and everything else as they were, in every stylesheet of the tree.
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
// @ts-expect-error a plain .mjs build script without types
import { minifyCss } from '../../../scripts/rollup-css.mjs';

const minify = minifyCss as (code: string) => string;
/** A minifier of whitespace only: what the two lossless savings are measured against. */
const whitespaceOnly = (code: string) =>
  code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\s+/g, ' ').replace(/\s*([{};,>])\s*/g, '$1').replace(/;}/g, '}').trim();

describe('css minifier', () => {
  it('drops the colon space of declarations and leading zeros, never a selector or media query space', () => {
    expect(minify('.a { display: block; opacity: 0.5; transition: color 0.15s ease; --x: 0.92; }')).toBe('.a{display:block;opacity:.5;transition:color .15s ease;--x:.92}');
    expect(minify('.a :hover { color: red }')).toBe('.a :hover{color:red}');
    expect(minify('.a:hover, .b::part(x) { inset: 10px 0 }')).toBe('.a:hover,.b::part(x){inset:10px 0}');
    expect(minify('@media (max-width: 766.98px) { .a { margin: 0 } }')).toBe('@media (max-width: 766.98px){.a{margin:0}}');
    expect(minify('.a { width: 10px; }')).toBe('.a{width:10px}');
    expect(minify('.a { width: 100px; height: 20.05px }')).toBe('.a{width:100px;height:20.05px}');
  });

  const files = execSync("git ls-files '*.css'", { encoding: 'utf8' }).trim().split('\n').filter(Boolean);

  it('changes nothing else in any stylesheet of the tree', () => {
    expect(files.length).toBeGreaterThan(20);
    // Both forms with every colon space and leading zero dropped: equal, so nothing else differs.
    const loose = (css: string) => css.replace(/:\s+/g, ':').replace(/([:\s,(])0\.(\d)/g, '$1.$2');
    for (const file of files) {
      const source = readFileSync(file, 'utf8');
      expect(loose(minify(source)), file).toBe(loose(whitespaceOnly(source)));
      expect(minify(source).length, file).toBeLessThanOrEqual(whitespaceOnly(source).length);
      // No quoted string the colon rule could reach.
      const quoted = [...whitespaceOnly(source).matchAll(/'[^'\n]*'|"[^"\n]*"/g)].map((m) => m[0]);
      expect(quoted.filter((q) => /[;{][\w-]+:\s/.test(q)), file).toEqual([]);
    }
  });
});
