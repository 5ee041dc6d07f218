// Imports `*.css` as a string (minified whitespace) so elements adopt it as a constructable stylesheet:
// no <style> tags, which a strict CSP would block (DESIGN.md §2.5).
//
// Besides whitespace, two lossless savings (the lobby entry sat at its size ceiling): the space
// after a declaration's colon (`display: block` → `display:block`, only right after `{` or `;` and a
// property name, so a selector's `:hover` or a media query's `(max-width: …)` is untouched) and a value's
// leading zero (`0.87em` → `.87em`). Not for a quoted string holding `;name: ` (none in the tree:
// tests/unit/build/css-minify.test.ts checks it, and that nothing else changes).
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

export default function cssAsString() {
  return {
    name: 'css-as-string',
    transform(code, id) {
      if (!id.endsWith('.css')) return null;
      return { code: `export default ${JSON.stringify(minifyCss(code))};`, map: { mappings: '' } };
    },
  };
}
