// Emits the package.json of the build's output folder (docs/embedding.md "The npm package"): the bundle is
// published from there (`npm pack dist`), not from the repository's root, whose package.json is the dev
// project (scripts, the sandbox's devDependencies, `npm ci && npm start`) and stays private. Its
// version is the root's; `exports` has one entry per element and the all-in-one, each with its .d.ts
// (./rollup-types.mjs); `files` keeps the source maps and precompressed copies out of the tarball.
// scripts/pack-check.mjs checks the tarball npm makes of it.
import { readFileSync } from 'node:fs';
import { FRAMEWORK_TYPES, TYPES_FILE } from './rollup-types.mjs';

export const PACKAGE_NAME = '@casino-widgets/elements';

export function packageJson(entryNames, root = JSON.parse(readFileSync('package.json', 'utf8'))) {
  const exports = {
    '.': { types: `./${TYPES_FILE}`, default: './casino-widgets.js' },
  };
  for (const name of entryNames) exports[`./${name}`] = exports[`./${name}.js`] = { types: `./${name}.d.ts`, default: `./${name}.js` };
  // Types only: a project lists it in tsconfig's `types` or imports it with `import type`.
  for (const framework of FRAMEWORK_TYPES) exports[`./${framework}`] = { types: `./${framework}.d.ts` };
  for (const file of ['custom-elements.json', 'preload.json', 'lazy-preload.json', 'package.json']) exports[`./${file}`] = `./${file}`;
  return {
    name: PACKAGE_NAME,
    version: root.version,
    description: root.description,
    type: 'module',
    license: root.license ?? 'UNLICENSED',
    main: './casino-widgets.js',
    module: './casino-widgets.js',
    types: `./${TYPES_FILE}`,
    exports,
    // Every module defines elements or fills the page's shared slots when it runs (src/element/define-widget.tsx):
    // a bundler must keep an imported entry and its chunks even when nothing is read from them.
    sideEffects: ['./casino-*.js', './chunks/*.js'],
    // Anchored: the release copies (dist/<version>/, dist/v<major>/) are for CDNs, not for the package.
    files: ['/*.js', '/chunks/*.js', '/*.d.ts', '/*.json'],
    customElements: 'custom-elements.json',
    // The elements bundle their dependencies (preact, lingui, nanostores): nothing to install with them.
    dependencies: {},
  };
}

export default function packageManifest(entries) {
  return {
    name: 'package-json',
    generateBundle() {
      const entryNames = [...Object.keys(entries), 'casino-widgets'];
      this.emitFile({ type: 'asset', fileName: 'package.json', source: `${JSON.stringify(packageJson(entryNames), null, 2)}\n` });
    },
  };
}
