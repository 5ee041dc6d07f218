// scripts/rollup-css.mjs inlines a stylesheet's `@import` of another at build time: blocks two elements
// draw alike live in one file (src/ui/account-page.css) and each element's own sheet still carries them,
// one self-contained sheet per shadow root and no extra file per entry.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error a plain .mjs build script without types
import { inlineImports, minifyCss } from '../../../scripts/rollup-css.mjs';

const inline = inlineImports as (code: string, file: string, read?: (path: string) => string) => string;
const minify = minifyCss as (code: string) => string;

describe('@import in a stylesheet', () => {
  it('is replaced by the imported file\'s text, recursively, relative to the importing file', () => {
    const files: Record<string, string> = {
      '/a/shared.css': "@import '../b/base.css';\n.shared { margin: 0 }",
      '/b/base.css': ':host { display: block }',
    };
    const read = (path: string) => files[path] ?? '';
    expect(minify(inline("@import './shared.css';\n@layer x { .own { color: red } }", '/a/element.css', read))).toBe(
      ':host{display:block}.shared{margin:0}@layer x{.own{color:red}}',
    );
  });

  it('refuses a file that imports itself, directly or through another', () => {
    const files: Record<string, string> = { '/a.css': "@import './b.css';", '/b.css': "@import './a.css';" };
    expect(() => inline("@import './a.css';", '/a.css', (path) => files[path]!)).toThrow(/imports itself/);
  });

  it('gives the cashier and the profile the account pages\' shared blocks in their own sheets', () => {
    const shared = minify(readFileSync('src/ui/account-page.css', 'utf8'));
    for (const element of ['widgets/cashier/cashier.css', 'widgets/profile/profile.css']) {
      const css = minify(inline(readFileSync(element, 'utf8'), resolve(element)));
      expect(css.startsWith(shared), element).toBe(true);
      expect(css).not.toContain('@import');
    }
  });
});
