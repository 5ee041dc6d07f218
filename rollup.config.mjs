// One rollup run builds every element: entries share hashed chunks, so the runtime, the session and the
// stores exist once per page however many of our elements it loads (docs/conventions.md §3).
import { readdirSync, readFileSync, existsSync, rmSync } from 'node:fs';
import alias from '@rollup/plugin-alias';
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import typescript from '@rollup/plugin-typescript';
import cssAsString from './scripts/rollup-css.mjs';
import customElementsManifest from './scripts/rollup-manifest.mjs';
import packageManifest from './scripts/rollup-package.mjs';
import packageTypes from './scripts/rollup-types.mjs';
import linguiStripMessages from './scripts/rollup-lingui-strip.mjs';
import precompressOutput from './scripts/rollup-precompress.mjs';
import modulePreloadList from './scripts/rollup-preload.mjs';
import frameContract from './scripts/rollup-frame-contract.mjs';
import releaseCopies from './scripts/rollup-release.mjs';

const outDir = process.env.CASINO_OUT_DIR ?? 'dist';

/** Every widgets/<name>/<name>.element.ts is an entry named casino-<name>. */
export function elementEntries() {
  const entries = {};
  for (const name of readdirSync('widgets').sort()) {
    const file = `widgets/${name}/${name}.element.ts`;
    if (existsSync(file)) entries[`casino-${name}`] = file;
  }
  return entries;
}

const ALL = '\0casino-widgets-all';
const elements = elementEntries();

/** dist/casino-widgets.js: every element in one import, generated so no element can be forgotten. */
function allElementsEntry() {
  return {
    name: 'casino-all-elements',
    resolveId: (id) => (id === ALL ? ALL : null),
    load: (id) =>
      id === ALL
        ? Object.values(elements)
            .map((file) => `import ${JSON.stringify(`${process.cwd()}/${file}`)};`)
            .join('\n') + `\nexport { CasinoWidgets } from ${JSON.stringify(`${process.cwd()}/src/element/public-api.ts`)};\n`
        : null,
  };
}

/** r2wc's default React import goes to a one-function shim (see src/element/react-default-shim.ts). */
function r2wcReactShim() {
  const shim = `${process.cwd()}/src/element/react-default-shim.ts`;
  return {
    name: 'r2wc-react-shim',
    resolveId: (source, importer) =>
      source === 'react' && importer?.includes('@r2wc/react-to-web-component') ? shim : null,
  };
}

/**
 * @lingui/core's two developer texts, shortened (0.5 KB of the runtime every element loads, docs/conventions.md §4):
 * the error thrown when a message is translated before any locale is active, and the warning for a message
 * that is not compiled (with `lingui compile --strict` only a missing id). Both still throw and warn, naming
 * what went wrong. A text not found as written (another lingui version) is left as it is.
 */
function linguiShortTexts() {
  const texts = [
    [/"Lingui: Attempted to call a translation function without setting a locale\.[^"]*"/, '"Lingui: translation before i18n.activate(locale)"'],
    [/`Uncompiled message detected! Message:\s*> \$\{translation\}[^`]*`/, '`Lingui: uncompiled message: ${translation}`'],
  ];
  return {
    name: 'lingui-short-texts',
    transform(code, id) {
      if (!id.replace(/\\/g, '/').includes('/@lingui/core/dist/')) return null;
      // The newlines a text had follow it, so the lines after it (and the source map) stay where they were.
      const shortened = texts.reduce(
        (out, [long, short]) => out.replace(long, (text) => short + '\n'.repeat(text.split('\n').length - 1)),
        code,
      );
      return shortened === code ? null : { code: shortened, map: null };
    },
  };
}

function cleanOutDir() {
  return { name: 'clean-out-dir', buildStart: () => rmSync(outDir, { recursive: true, force: true }) };
}

/** A compiled catalog module: its locale and, for an element's own catalog, its name (src/i18n/catalogs.ts). */
const CATALOG_MODULE = /\/src\/i18n\/locales\/(\w+)\/(?:(\w+)\/)?messages\.ts$/;

export default {
  input: { ...elements, 'casino-widgets': ALL },
  // An entry's chunk may also export bindings other chunks import from it. With the default
  // ('exports-only'), an element that another element or casino-widgets.js imports (login, lobby, wheel,
  // site) got a one-line facade file re-exporting a chunks/<name>.element-<hash>.js: one more file, and
  // over HTTP one more compression stream, for every page loading it. Public exports are unchanged.
  preserveEntrySignatures: 'allow-extension',
  output: {
    dir: outDir,
    format: 'es',
    entryFileNames: '[name].js',
    // File hashes in hex, not base64: every entry carries its chunks' names in its import paths, and 16
    // symbols compress better than 64. Measured on the same sources (gzip): wheel 30,715 → 30,692 B, lobby
    // 35,605 → 35,592, cashier 35,395 → 35,356, login 25,443 → 25,412, /main as loaded 87,837 → 87,697.
    // Eight hex digits still tell a file's versions apart (scripts/size.mjs, docs/conventions.md §4).
    hashCharacters: 'hex',
    // The runtime chunk keeps its name (define-widget-<hash>.js) whatever rollup groups with it.
    // A catalog says whose and which language it is (messages-fr-cashier-<hash>.js): scripts/size.mjs and
    // a reader of the network panel tell them apart.
    chunkFileNames: (chunk) => {
      if (chunk.moduleIds.some((id) => id.endsWith('/src/element/define-widget.tsx'))) return 'chunks/define-widget-[hash].js';
      const catalog = CATALOG_MODULE.exec((chunk.facadeModuleId ?? '').replace(/\\/g, '/'));
      return catalog ? `chunks/messages-${catalog[1]}-${catalog[2] ?? 'shared'}-[hash].js` : 'chunks/[name]-[hash].js';
    },
    sourcemap: true,
    // Every file costs its own compression stream over HTTP (scripts/size.mjs, docs/conventions.md §4), but merging
    // small chunks lets rollup put them into chunks that entries which never use them load too. With the
    // modules as they are, no merging gives every entry its smallest closure; measured per entry, gzip, at
    // 300 → 0: lobby 36,199 → 35,730 B, wheel 31,089 → 30,689 B, login 25,471 → 25,394 B, cashier 35,567 →
    // 35,240 B (500 and 800 were worse still). Re-measure with `node scripts/size.mjs` after a change that
    // moves shared modules, and keep a one-line helper beside the module it reads rather than alone in a
    // file (src/session/tokens.ts isWithdrawOnly).
    experimentalMinChunkSize: 0,
  },
  onwarn(warning, warn) {
    // "use client" in @lingui/react and friends is meaningless in a browser bundle.
    if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
    warn(warning);
  },
  plugins: [
    cleanOutDir(),
    allElementsEntry(),
    r2wcReactShim(),
    cssAsString(),
    linguiStripMessages(),
    linguiShortTexts(),
    alias({
      // The components are written against React's API and ship on preact/compat (docs/conventions.md §3).
      // `@src/…` and `@widgets/…` are tsconfig.json's path aliases (no import climbs four folders).
      entries: [
        { find: /^@src\//, replacement: `${process.cwd()}/src/` },
        { find: /^@widgets\//, replacement: `${process.cwd()}/widgets/` },
        { find: 'react-dom', replacement: 'preact/compat' },
        { find: 'react', replacement: 'preact/compat' },
      ],
    }),
    replace({ preventAssignment: true, values: {
        'process.env.NODE_ENV': JSON.stringify('production'),
        __CASINO_VERSION__: JSON.stringify(JSON.parse(readFileSync('package.json', 'utf8')).version),
      } }),
    nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.ts', '.tsx', '.json'] }),
    commonjs(),
    typescript({
      tsconfig: './tsconfig.json',
      include: ['src/**/*.ts', 'src/**/*.tsx', 'widgets/**/*.ts', 'widgets/**/*.tsx'],
      exclude: ['tests/**', 'demo/**', 'scripts/**'],
      // noCheck: the build only transpiles; the type check is `npm run typecheck` (tsc over the same
      // tsconfig), which npm test runs beside it. Checking here too cost the build 17 of its 63 CPU-seconds
      // (44 → 32 s alone) and wrote the same bytes.
      compilerOptions: { noEmit: false, declaration: false, sourceMap: true, noCheck: true },
    }),
    customElementsManifest(elements),
    // The npm package's .d.ts and package.json, published from the output folder (docs/embedding.md "The npm package").
    packageTypes(elements),
    packageManifest(elements),
    // dist/preload.json: each entry's static chunks, for <link rel="modulepreload"> (docs/embedding.md).
    modulePreloadList(),
    // dist/frames/sport-messages.js: the sportsbook's message contract for the sandbox's provider frames.
    frameContract(),
    terser({ module: true, ecma: 2020, format: { comments: false, wrap_func_args: false }, compress: { passes: 3 } }),
    // Last: .br and .gz beside each file as written, for servers and CDNs that send them as they are.
    precompressOutput(),
    // After the siblings: dist/<version>/ and dist/v<major>/ with their SRI manifest (docs/operators.md).
    releaseCopies(),
  ],
};
