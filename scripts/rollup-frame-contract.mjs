// dist/frames/sport-messages.js: the sportsbook's message contract (widgets/sportsbook/messages.ts, the
// element's own module) built alone as one ES module, which the sandbox serves to its simulated
// sportsbook frames (demo/sandbox/sport/channel.js imports it; routes/sport-pages.ts serves it as
// /sandbox/sport/assets/sport-messages.js). Both sides of the conversation thus run the same rules
// (docs/embedding.md "Sportsbook message contract"), and a change to the contract reaches the frame with
// the next build. It is a build of its own, run once the elements are written: as an input of the
// elements' build it would be a chunk the sportsbook's entry imports (one more file on its page). The
// module and the header's money formatter it imports (src/format/money-format.ts, so the frame writes
// amounts as the header does) are pure TypeScript, transpiled file by file, without the type check the
// elements' build already made of them.
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { rollup } from 'rollup';
import ts from 'typescript';
import terser from '@rollup/plugin-terser';

export const FRAME_CONTRACT_INPUT = 'widgets/sportsbook/messages.ts';
export const FRAME_CONTRACT_FILE = 'frames/sport-messages.js';

function transpileTypeScript() {
  return {
    name: 'transpile-typescript',
    transform(code, id) {
      if (!id.endsWith('.ts')) return null;
      const out = ts.transpileModule(code, {
        fileName: id,
        compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, sourceMap: true },
      });
      return { code: out.outputText.replace(/\n\/\/# sourceMappingURL=.*$/, ''), map: out.sourceMapText };
    },
  };
}

/** `./money` from a .ts file is ./money.ts, as TypeScript resolves it. */
function resolveTypeScript() {
  return {
    name: 'resolve-typescript',
    resolveId(source, importer) {
      if (!importer || !source.startsWith('.') || /\.[cm]?[jt]s$/.test(source)) return null;
      const file = `${resolve(dirname(importer), source)}.ts`;
      return existsSync(file) ? file : null;
    },
  };
}

/** Writes the contract into the elements' output folder once they are written. */
export default function frameContract() {
  return {
    name: 'casino-frame-contract',
    // After the files of the plugins before it are written, before the plugins after it (which copy the folder).
    writeBundle: {
      sequential: true,
      async handler(options) {
        const bundle = await rollup({
          input: FRAME_CONTRACT_INPUT,
          plugins: [resolveTypeScript(), transpileTypeScript(), terser({ module: true, ecma: 2020, format: { comments: false } })],
        });
        try {
          await bundle.write({ file: `${options.dir}/${FRAME_CONTRACT_FILE}`, format: 'es', sourcemap: true });
        } finally {
          await bundle.close();
        }
      },
    },
  };
}
