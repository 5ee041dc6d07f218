// `npm run hosts [outdir]` (after a build; default dist): the host apps of demo/hosts (React 19, Vue 3,
// Svelte 5, plain HTML), each as a partner builds it (docs/embedding.md "Using it from React, Vue or
// Svelte"):
// 1. the package packed and installed into an empty project once (scripts/pack-install.mjs), the hosts
//    copied beside it, the frameworks and Vite linked from the repository's node_modules;
// 2. each host type-checked by its framework's own checker against the installed package's typings:
//    tsc (React, plain), vue-tsc (Vue), svelte-check (Svelte). Each host's typo fixture holds typos that
//    must stay errors: `@ts-expect-error` / `@vue-expect-error` (the checker fails on an unused one), and
//    for Svelte, whose markup has no such directive, an `expect-error` comment whose next line must carry
//    svelte-check's error (checked here), with no error anywhere else;
// 3. each host built by Vite into <CASINO_HOSTS_DIR or .build/hosts>/<host>/, which tests/e2e/hosts.test.ts
//    serves beside a sandbox and drives in Chromium.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { packAndInstall } from './pack-install.mjs';

export const HOSTS = ['react', 'vue', 'svelte', 'plain'];
export const HOSTS_DIR = resolve(process.env.CASINO_HOSTS_DIR ?? '.build/hosts');

/** What the hosts import besides the package: the repository's own copies, linked. */
const LINKED = ['react', 'react-dom', '@types/react', '@types/react-dom', 'vue', 'svelte', 'vite', '@vitejs/plugin-vue', '@sveltejs/vite-plugin-svelte'];

const repo = process.cwd();
const bin = (path) => join(repo, 'node_modules', path);
const CHECKERS = {
  react: ['typescript/bin/tsc', '-p', 'tsconfig.json'],
  plain: ['typescript/bin/tsc', '-p', 'tsconfig.json'],
  vue: ['vue-tsc/bin/vue-tsc.js', '--noEmit', '-p', 'tsconfig.json'],
  svelte: ['svelte-check/bin/svelte-check', '--workspace', '.', '--tsconfig', './tsconfig.json', '--output', 'machine'],
};

/**
 * svelte-check's machine output against the `expect-error` comments of the host's .svelte files: an error
 * on each line after one, none elsewhere, no warning. Returns what is wrong.
 */
function svelteExpectations(output, root) {
  const found = [];
  for (const line of output.split('\n')) {
    const m = /^\d+ (ERROR|WARNING) "(.+?)" (\d+):\d+ "(.*)"$/.exec(line);
    if (m) found.push({ kind: m[1], file: m[2], line: Number(m[3]), message: m[4] });
  }
  const problems = [];
  const expected = new Set();
  for (const file of ['App.svelte', 'Typo.svelte']) {
    readFileSync(join(root, file), 'utf8')
      .split('\n')
      .forEach((text, i) => text.includes('<!-- expect-error') && expected.add(`${file}:${i + 2}`));
  }
  for (const f of found) {
    const at = `${f.file}:${f.line}`;
    if (f.kind === 'ERROR' && expected.delete(at)) continue;
    problems.push(`${f.kind} ${at}: ${f.message}`);
  }
  for (const at of expected) problems.push(`${at}: no error where the fixture expects one (the typo type-checks)`);
  if (!/COMPLETED \d+ FILES/.test(output)) problems.push(`svelte-check did not complete:\n${output}`);
  return problems;
}

/** The host's type check by its framework's checker, in `root` (a prepared host); returns what is wrong. */
export function checkHost(host, root) {
  const [script, ...args] = CHECKERS[host];
  const run = spawnSync(process.execPath, [bin(script), ...args], { cwd: root, encoding: 'utf8' });
  if (host === 'svelte') return svelteExpectations(`${run.stdout}${run.stderr}`, root);
  return run.status === 0 ? [] : [`${run.stdout}${run.stderr}`.trim()];
}

/** The package of `dir` installed into `work/hosts`, the hosts copied beside it; returns that folder. */
export function prepareHosts(dir, work) {
  const app = packAndInstall(dir, work, 'hosts');
  cpSync(join(repo, 'demo/hosts'), app, { recursive: true });
  for (const name of LINKED) {
    const link = join(app, 'node_modules', name);
    mkdirSync(dirname(link), { recursive: true });
    symlinkSync(bin(name), link, 'dir');
  }
  return app;
}

export async function buildHosts(dir, outDir = HOSTS_DIR) {
  const failures = [];
  const work = mkdtempSync(join(tmpdir(), 'casino-hosts-'));
  try {
    const app = prepareHosts(dir, work);
    const { build } = await import('vite');
    for (const host of HOSTS) {
      const root = join(app, host);
      const started = Date.now();
      const problems = checkHost(host, root);
      if (problems.length) {
        failures.push(`${host}: the type check failed:\n${problems.join('\n')}`);
        continue;
      }
      const checked = Date.now();
      const out = join(outDir, host);
      rmSync(out, { recursive: true, force: true });
      // base './': the test serves each host from a folder of its own. The package's largest lazy chunk
      // (heic-to, 3 MB, which only the profile's document upload loads) is over Vite's 500 kB warning.
      const configFile = existsSync(join(root, 'vite.config.ts')) ? join(root, 'vite.config.ts') : false;
      await build({
        root,
        configFile,
        base: './',
        logLevel: 'warn',
        build: { outDir: out, emptyOutDir: true, chunkSizeWarningLimit: 4_000, rolldownOptions: { checks: { pluginTimings: false } } },
      });
      console.log(`${host}: type check ${((checked - started) / 1000).toFixed(1)} s, vite build ${((Date.now() - checked) / 1000).toFixed(1)} s → ${out}`);
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  return failures;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const failures = await buildHosts(resolve(process.argv[2] ?? process.env.CASINO_OUT_DIR ?? 'dist'));
  if (failures.length) {
    console.error(`hosts failed:\n- ${failures.join('\n- ')}`);
    process.exit(1);
  }
  console.log(`hosts: ${HOSTS.length} host apps type-checked and built`);
}
