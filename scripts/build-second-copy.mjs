// Fixtures of the browser tests (tests/browser), the bundles of dist/ as a partner page that loads two
// copies of them would get them:
//   .build/second-copy    a second copy of every bundle (two copies, one session);
//   .build/other-version  that copy announcing another version (define-once warns only when versions differ).
// The second copy is dist/'s code copied, not a second rollup run: rollup builds the same sources to the
// same bytes (its chunk names are content hashes), so a second run gives the same files, and it cost the
// browser stage of `npm test` a whole build on one core (docs/qa.md "Test stages"). What the tests need
// is two module instances of one build at two URLs, which a copy is. The files are copied every run (a
// few hundred kilobytes), so the copy is always of the dist/ the tests load.
import { cpSync, existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, posix } from 'node:path';

const DIST = 'dist'; // what the browser tests load (tests/browser/web-test-runner.config.mjs)
const OUT = '.build/second-copy';
const OTHER = '.build/other-version';

function jsFiles(dir) {
  return readdirSync(dir, { recursive: true })
    .map(String)
    .filter((f) => f.endsWith('.js'));
}

if (!existsSync(join(DIST, 'casino-widgets.js'))) {
  console.error(`${DIST}/casino-widgets.js is missing: build first (npx rollup -c), the copies are of the build`);
  process.exit(1);
}

// The current build only: dist/ keeps the chunks of earlier builds (rollup does not empty it), and the
// other-version copy must hold one version literal. From the entries (dist/*.js, dist/frames/*.js) every
// file a reached file names (its imports and lazy imports: a relative "….js" string) is copied, with the
// entries' .d.ts and the manifests beside them. No .br/.gz siblings (the test runner's dev server never
// reads them, and the other-version copy patches its .js files, which would leave them stale), no source
// maps (their paths are relative to dist/), no release copies (dist/<version>/, dist/v<major>/).
const entries = [
  ...readdirSync(DIST).filter((name) => name.endsWith('.js')),
  ...(existsSync(join(DIST, 'frames')) ? readdirSync(join(DIST, 'frames')).filter((n) => n.endsWith('.js')).map((n) => `frames/${n}`) : []),
];
const reached = new Set();
const pending = [...entries];
while (pending.length) {
  const file = pending.pop();
  if (reached.has(file)) continue;
  reached.add(file);
  const code = readFileSync(join(DIST, file), 'utf8');
  for (const [, named] of code.matchAll(/["'`]((?:\.{1,2}\/)?[\w./-]+\.js)["'`]/g)) {
    for (const candidate of [posix.join(posix.dirname(file), named), posix.normalize(named)]) {
      if (!candidate.startsWith('..') && !reached.has(candidate) && existsSync(join(DIST, candidate))) pending.push(candidate);
    }
  }
}
const beside = readdirSync(DIST).filter((name) => /\.(d\.ts|json)$/.test(name));
rmSync(OUT, { recursive: true, force: true });
for (const file of [...reached, ...beside]) cpSync(join(DIST, file), join(OUT, file));

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
console.log(`copied ${DIST} to ${OUT} (version ${version}) and ${OTHER} (version ${other})`);
