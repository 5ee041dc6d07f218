// Imports `*.css` as a string (minified whitespace) so elements adopt it as a constructable stylesheet:
// no <style> tags, which a strict CSP would block (DESIGN.md §2.5).
export default function cssAsString() {
  return {
    name: 'css-as-string',
    transform(code, id) {
      if (!id.endsWith('.css')) return null;
      const minified = code
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/\s+/g, ' ')
        .replace(/\s*([{};,>])\s*/g, '$1')
        .replace(/;}/g, '}')
        .trim();
      return { code: `export default ${JSON.stringify(minified)};`, map: { mappings: '' } };
    },
  };
}
