// The package a partner installs, as npm makes it (docs/embedding.md "The npm package"): `npm pack` of
// the build's folder into `work`, then `npm install --offline` of that tarball into an empty project
// `work/<name>`. The tarball has no dependencies, so no registry is asked. Used by scripts/pack-check.mjs
// (the type fixtures) and scripts/hosts.mjs (the host apps).
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Packs `dir` into `work` and installs the tarball into `work/<name>`; returns that project's folder. */
export function packAndInstall(dir, work, name = 'app') {
  const packed = execFileSync(npm, ['pack', '--ignore-scripts', '--loglevel=error', '--pack-destination', work, dir], { encoding: 'utf8' });
  const tarball = join(work, packed.trim().split('\n').pop());
  const app = join(work, name);
  mkdirSync(app, { recursive: true });
  writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'partner-app', private: true, type: 'module' }));
  execFileSync(npm, ['install', '--offline', '--no-audit', '--no-fund', '--ignore-scripts', tarball], { cwd: app, stdio: 'pipe' });
  return app;
}
