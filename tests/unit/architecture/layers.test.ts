// The layers of src/ (docs/conventions.md §1, docs/architecture.md): a module imports only its own
// layer or a lower one, and nothing of widgets/. Reads every module under src/, resolves its relative and
// `@src/…`/`@widgets/…` imports (static, `export … from`, `import type`, dynamic `import()`), and lists
// each one that runs up a layer or out of src/. A type-only import counts: it is still a dependency on
// the layer above, and the next change turns it into a value.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importsOf, modulesUnder, ROOT, SRC, target } from '../support/imports';

/** Bottom → top. */
const LAYERS = ['platform', 'config', 'i18n', 'format', 'api', 'session', 'stores', 'errors', 'ui', 'element'] as const;
/** Folders of src/ that hold no module of a layer: ambient declarations only. */
const NOT_LAYERS = new Set(['types']);

const layerOf = (path: string): string | null => {
  const rel = relative(SRC, path);
  if (rel.startsWith('..')) return null;
  return rel.split(sep)[0];
};

/** Every import of src/ that runs up a layer or out of src/, as `file → specifier (from → to)`. */
function upwardImports(): string[] {
  const found: string[] = [];
  for (const file of modulesUnder(SRC)) {
    const from = layerOf(file)!;
    if (NOT_LAYERS.has(from)) continue;
    for (const specifier of importsOf(readFileSync(file, 'utf8'))) {
      const to = target(file, specifier);
      if (to === null) continue;
      const toLayer = layerOf(to);
      const where = `${relative(ROOT, file)} → ${specifier}`;
      if (toLayer === null) found.push(`${where} (${from} → outside src/)`);
      else if (LAYERS.indexOf(toLayer as never) > LAYERS.indexOf(from as never)) found.push(`${where} (${from} → ${toLayer})`);
    }
  }
  return found;
}

describe('the layers of src/', () => {
  it('every folder of src/ is a known layer', () => {
    const folders = readdirSync(SRC).filter((name) => statSync(join(SRC, name)).isDirectory() && !NOT_LAYERS.has(name));
    expect(folders.filter((f) => !LAYERS.includes(f as never))).toEqual([]);
  });

  it('reads every kind of import (and only imports)', () => {
    const source = [
      "import { a } from './a';",
      "import type { B } from '../b';",
      "import './side-effect';",
      'import {',
      '  c,',
      '  type D,',
      "} from '@src/stores/c';",
      "export { e } from './e';",
      "export type * from './f';",
      "const g = () => import('./g');",
      "// import { no } from './comment';",
      "/* import { no } from './block'; */",
      "const s = 'import { no } from \"./string\"';",
    ].join('\n');
    expect(importsOf(source)).toEqual(['./a', '../b', './side-effect', '@src/stores/c', './e', './f', './g']);
  });

  it('no module imports a layer above its own, nor widgets/', () => {
    expect(upwardImports()).toEqual([]);
  });
});
