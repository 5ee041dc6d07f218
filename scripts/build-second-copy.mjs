// Fixtures of the browser tests (tests/browser), built from the same sources as dist/ but in a separate
// rollup run, as a partner page that loads two copies of our bundles would get them:
//   .build/second-copy    a second, separately built copy of every bundle (two builds, one session);
//   .build/other-version  that copy announcing another version (define-once warns only when versions differ).
// Rebuilt only when a source is newer than the last build (or with --force), so repeated test runs stay fast.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const OUT = '.build/second-copy';
const OTHER = '.build/other-version';
const STAMP = join(OUT, '.built-at');
const INPUTS = ['src', 'widgets', 'package.json', 'rollup.config.mjs', 'tsconfig.json', 'scripts/rollup-css.mjs', 'scripts/rollup-manifest.mjs', 'scripts/rollup-preload.mjs'];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

function jsFiles(dir) {
  return readdirSync(dir, { recursive: true })
    .map(String)
    .filter((f) => f.endsWith('.js'));
}

const force = process.argv.includes('--force');
const upToDate = existsSync(STAMP) && existsSync(OTHER) && statSync(STAMP).mtimeMs >= Math.max(...INPUTS.map(newestMtime));

if (!force && upToDate) {
  console.log(`${OUT} and ${OTHER} are up to date`);
} else {
  const rollup = spawnSync(process.execPath, ['node_modules/rollup/dist/bin/rollup', '-c', '--silent'], {
    // No .br/.gz siblings: the test runner's dev server serves these copies and never reads them, and the
    // other-version copy patches its .js files after the copy (its siblings would be stale).
    // No release copies either: the other-version copy patches every .js file it holds, once each.
    env: { ...process.env, CASINO_OUT_DIR: OUT, CASINO_PRECOMPRESS: '0', CASINO_RELEASE: '0' },
    stdio: 'inherit',
  });
  if (rollup.status !== 0) process.exit(rollup.status ?? 1);

  // The other-version copy: the version string that defineWidget compares is a literal in the built code
  // (rollup's replace of __CASINO_VERSION__); exactly one occurrence is expected, anything else is an error.
  const version = JSON.parse(readFileSync('package.json', 'utf8')).version;
  const other = `${version}-other-copy`;
  rmSync(OTHER, { recursive: true, force: true });
  cpSync(OUT, OTHER, { recursive: true });
  let found = 0;
  for (const file of jsFiles(OTHER)) {
    const path = join(OTHER, file);
    const code = readFileSync(path, 'utf8');
    const patched = code.replaceAll(`"${version}"`, JSON.stringify(other)).replaceAll(`'${version}'`, JSON.stringify(other));
    if (patched !== code) {
      found += code.split(`"${version}"`).length - 1 + code.split(`'${version}'`).length - 1;
      writeFileSync(path, patched);
    }
  }
  if (found !== 1) {
    console.error(`expected the version literal "${version}" exactly once in ${OUT}, found it ${found} times`);
    process.exit(1);
  }
  mkdirSync(OUT, { recursive: true });
  writeFileSync(STAMP, new Date().toISOString() + '\n');
  console.log(`built ${OUT} (version ${version}) and ${OTHER} (version ${other})`);
}
