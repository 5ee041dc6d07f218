// Writes `<file>.br` (brotli quality 11) and `<file>.gz` (gzip level 9) beside every .js, .css and .json
// file of the build, as a static host or CDN serves them (nginx `brotli_static`/`gzip_static`, S3 +
// CloudFront with Content-Encoding metadata, the sandbox's demo/sandbox/http/static.ts). The highest levels
// cost seconds once at build time instead of CPU on every response, and brotli 11 is about 10% smaller than
// gzip on these files.
//
// Source maps are skipped (only DevTools fetch them), and so are files under 1 KB: the server sends those
// as they are (a compressed stream's header and warm-up eat most of the gain). The .br/.gz files are not
// entries or chunks: scripts/size.mjs and the tests only look at .js and .json names.
//
// CASINO_PRECOMPRESS=0 skips the step (a private build served by a test runner, which never reads the
// siblings).
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

export const PRECOMPRESSED = /\.(js|mjs|css|json|svg)$/;
export const MIN_BYTES = 1024;

/** Writes the two siblings of dir/fileName; returns how many files it wrote (0 for a skipped file). */
export async function precompress(dir, fileName) {
  if (!PRECOMPRESSED.test(fileName)) return 0;
  // The bytes on disk, not the bundle's code: what the server sends is the file (sourceMappingURL comment included).
  const data = await readFile(join(dir, fileName));
  if (data.length < MIN_BYTES) return 0;
  const [br, gzipped] = await Promise.all([
    brotli(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
    gz(data, { level: 9 }),
  ]);
  await Promise.all([writeFile(join(dir, `${fileName}.br`), br), writeFile(join(dir, `${fileName}.gz`), gzipped)]);
  return 2;
}

export default function precompressOutput() {
  return {
    name: 'casino-precompress',
    // writeBundle: after the files are on disk, so each sibling is never older than its file (the server
    // refuses an older one as stale).
    async writeBundle(options, bundle) {
      if (process.env.CASINO_PRECOMPRESS === '0') return;
      await Promise.all(Object.keys(bundle).map((fileName) => precompress(options.dir, fileName)));
    },
  };
}
