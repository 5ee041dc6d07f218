// Imports `*.css` as a string (minified whitespace) so elements adopt it as a constructable stylesheet:
// no <style> tags, which a strict CSP would block (docs/conventions.md §2.5).
//
// Besides whitespace, two lossless savings (the lobby entry sat at its size ceiling): the space
// after a declaration's colon (`display: block` → `display:block`, only right after `{` or `;` and a
// property name, so a selector's `:hover` or a media query's `(max-width: …)` is untouched) and a value's
// leading zero (`0.87em` → `.87em`). Not for a quoted string holding `;name: ` (none in the tree:
// tests/unit/build/css-minify.test.ts checks it, and that nothing else changes).
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

export function minifyCss(code) {
  return code
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};,>])\s*/g, '$1')
    .replace(/;}/g, '}')
    .replace(/([{;](?:--)?[a-z][\w-]*):\s+/gi, '$1:')
    .replace(/([:\s,(])0\.(\d)/g, '$1.$2')
    .trim();
}

/** `@import '<relative path>.css';` at the top level of a stylesheet. */
const IMPORT = /@import\s+(['"])([^'"]+\.css)\1\s*;/g;

/**
 * `code` (the stylesheet at `file`) with each `@import` of another stylesheet replaced by that file's own
 * text, recursively: blocks two elements draw alike live in one file (src/ui/account-page.css), and each
 * element's sheet still carries them itself, so its shadow root needs no other sheet and its entry no other
 * chunk (a sheet shared at run time is a file both entries fetch, docs/conventions.md §4). `read(file)` is called for
 * each file inlined.
 */
export function inlineImports(code, file, read = (path) => readFileSync(path, 'utf8'), seen = [file]) {
  return code.replace(IMPORT, (_, _quote, spec) => {
    const imported = resolve(dirname(file), spec);
    if (seen.includes(imported)) throw new Error(`${file}: @import '${spec}' imports itself`);
    return inlineImports(read(imported), imported, read, [...seen, imported]);
  });
}

export default function cssAsString() {
  return {
    name: 'css-as-string',
    transform(code, id) {
      if (!id.endsWith('.css')) return null;
      const css = inlineImports(code, id, (path) => {
        this.addWatchFile(path);
        return readFileSync(path, 'utf8');
      });
      return { code: `export default ${JSON.stringify(minifyCss(css))};`, map: { mappings: '' } };
    },
  };
}
