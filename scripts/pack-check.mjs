// `npm run pack:check [outdir]` (after a build; default dist): the npm package a partner installs
// (docs/embedding.md "The npm package"), checked as npm makes it.
// 1. `npm pack --dry-run --json <outdir>`: the tarball holds package.json, every file its `exports` names,
//    the .d.ts and custom-elements.json; none of the repository's sources, tests, source maps or
//    precompressed copies; and it stays under MAX_PACKED_BYTES.
// 2. The tarball, packed to a temporary folder, installed into an empty project with `npm install --offline`
//    (it has no dependencies, so no registry is asked): every export resolves to a file through node's own
//    resolution of the `exports` map.
// 3. The type fixtures of tests/types (React, plain DOM) compiled by tsc against the installed package:
//    each holds `@ts-expect-error` lines for typos (`provder=`, a detail field that does not exist), so the
//    check fails when a typo stops being an error as well as when valid use does not compile. Vue and
//    Svelte are checked by vue-tsc and svelte-check in the host apps (scripts/hosts.mjs).
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { npm, packAndInstall } from './pack-install.mjs';

/** The packed tarball's ceiling (gzip): 0.1.0 packs to 1,072,142 B (174 files). */
export const MAX_PACKED_BYTES = 1_200_000;
const FORBIDDEN = /^(src|demo|tests|widgets|scripts|docs|node_modules)\/|\.(map|br|gz|ts|tsx)$/;

const repo = process.cwd();
const dir = resolve(process.argv[2] ?? process.env.CASINO_OUT_DIR ?? 'dist');
const failures = [];
const fail = (message) => failures.push(message);

const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
const rootVersion = JSON.parse(readFileSync('package.json', 'utf8')).version;
if (pkg.private) fail('package.json is private');
if (pkg.version !== rootVersion) fail(`version ${pkg.version}, the repository's is ${rootVersion}`);
if (!pkg.types || !pkg.exports?.['.']) fail('no types or no "." export');

/** Every file the exports map names, without the leading ./ */
const exported = [...new Set(Object.values(pkg.exports).flatMap((target) => (typeof target === 'string' ? [target] : Object.values(target))))].map((f) => f.replace(/^\.\//, ''));

const [dry] = JSON.parse(execFileSync(npm, ['pack', '--dry-run', '--json', '--ignore-scripts', '--loglevel=error', dir], { encoding: 'utf8' }));
const files = dry.files.map((f) => f.path);
for (const required of ['package.json', 'custom-elements.json', pkg.types.replace(/^\.\//, ''), ...exported]) {
  if (!files.includes(required)) fail(`the tarball lacks ${required}`);
}
if (!files.some((f) => f.startsWith('chunks/'))) fail('the tarball has no chunks/');
const forbidden = files.filter((f) => FORBIDDEN.test(f) && !f.endsWith('.d.ts'));
if (forbidden.length) fail(`the tarball holds files a partner must not get: ${forbidden.slice(0, 5).join(', ')}${forbidden.length > 5 ? '…' : ''}`);
if (dry.size > MAX_PACKED_BYTES) fail(`the tarball is ${dry.size} B, over its ${MAX_PACKED_BYTES} B ceiling`);
console.log(`${dry.filename}: ${files.length} files, ${dry.size} B packed, ${dry.unpackedSize} B unpacked (ceiling ${MAX_PACKED_BYTES} B)`);

const work = mkdtempSync(join(tmpdir(), 'casino-pack-'));
try {
  const app = packAndInstall(dir, work);

  // node's own resolution of every export with a file to run or read (what a bundler following the
  // exports map finds); the framework typings (./react, ./vue, ./svelte) are types only.
  const runtime = Object.entries(pkg.exports).filter(([, target]) => typeof target === 'string' || target.default);
  const specifiers = runtime.map(([key]) => pkg.name + key.slice(1));
  const resolver = `for (const s of ${JSON.stringify(specifiers)}) { try { console.log(import.meta.resolve(s)); } catch (e) { console.log('!' + e.code); } }`;
  const resolved = execFileSync(process.execPath, ['--input-type=module', '-e', resolver], { cwd: app, encoding: 'utf8' }).trim().split('\n');
  specifiers.forEach((specifier, i) => {
    const target = resolved[i] ?? '!';
    if (target.startsWith('!') || !existsSync(new URL(target))) fail(`${specifier} does not resolve to a file (${target})`);
  });
  console.log(`${specifiers.length} exports resolve to files of the installed package`);

  // The type fixtures, against the installed package; React's types from the repository's node_modules.
  const fixtures = join(repo, 'tests/types');
  cpSync(fixtures, join(app, 'src'), { recursive: true });
  mkdirSync(join(app, 'node_modules/@types'), { recursive: true });
  symlinkSync(join(repo, 'node_modules/@types/react'), join(app, 'node_modules/@types/react'), 'dir');
  const tsc = spawnSync(process.execPath, [join(repo, 'node_modules/typescript/bin/tsc'), '-p', join(app, 'src/tsconfig.json')], { cwd: app, encoding: 'utf8' });
  if (tsc.status !== 0) fail(`the type fixtures (tests/types) do not compile against the package:\n${tsc.stdout}${tsc.stderr}`);
  else console.log(`tests/types: ${readdirSync(fixtures).filter((f) => /(?<!\.d)\.tsx?$/.test(f)).length} fixtures compile against the installed package`);
} finally {
  rmSync(work, { recursive: true, force: true });
}

if (failures.length) {
  console.error(`pack:check failed:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log('pack:check: the package is complete');
