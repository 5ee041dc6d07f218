// Pinned releases (docs/operators.md "Releases, CDN and SRI"; docs/embedding.md "Pinning a release"): after
// the build is on disk, a copy of it under dist/<version>/ (package.json's version; never changes once
// published, so a CDN serves it immutable and a page may pin it with Subresource Integrity) and another under
// dist/v<major>/ (the moving alias of the newest release of that major, as Stripe's /v3/). dist/ itself stays
// as it is: the site, the QA and partner pages, the tests and scripts/size.mjs read the unversioned files.
//
// dist/<version>/sri.json (and its copy in the alias) holds `sha384-…` for every .js file of the build, the
// entries and their chunks, computed from the bytes on disk: the entry's value goes into the `integrity`
// attribute, and a page that wants the chunks checked too lists them in an import map's `integrity`.
//
// The copies keep each file's modification time, so a precompressed sibling stays "not older than its file"
// (demo/sandbox/http/static.ts serves it only then). CASINO_RELEASE=0 skips the step (a private build
// nobody pins).
import { createHash } from 'node:crypto';
import { cp, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const SRI_FILE = 'sri.json';
const SRI_ALGORITHM = 'sha384';

/** The Subresource Integrity value of some bytes (`sha384-<base64>`). */
export const integrityOf = (bytes) => `${SRI_ALGORITHM}-${createHash(SRI_ALGORITHM).update(bytes).digest('base64')}`;

/** `0.4.2` → `v0`, `1.0.0-rc.1` → `v1`. */
export function majorAlias(version) {
  const major = /^(\d+)\.\d+\.\d+(?:[-+][\w.+-]*)?$/.exec(version)?.[1];
  if (major === undefined) throw new Error(`package.json version "${version}" is not semver (MAJOR.MINOR.PATCH)`);
  return `v${major}`;
}

/** { version, algorithm, integrity: { file: 'sha384-…' } } for the .js files among `fileNames` in `dir`. */
async function sriManifest(dir, fileNames, version) {
  const scripts = fileNames.filter((f) => f.endsWith('.js')).sort();
  const integrity = {};
  for (const file of scripts) integrity[file] = integrityOf(await readFile(join(dir, file)));
  return { version, algorithm: SRI_ALGORITHM, integrity };
}

const exists = (file) =>
  stat(file).then(
    () => true,
    () => false,
  );

/** Copies `fileNames` (and their .br/.gz siblings) from `dir` into dir/<version>/ and dir/v<major>/. */
export async function writeRelease(dir, fileNames, version) {
  const manifest = JSON.stringify(await sriManifest(dir, fileNames, version), null, 2) + '\n';
  const files = [];
  for (const name of fileNames) {
    for (const file of [name, `${name}.br`, `${name}.gz`]) if (await exists(join(dir, file))) files.push(file);
  }
  for (const target of [version, majorAlias(version)]) {
    for (const file of files) await cp(join(dir, file), join(dir, target, file), { preserveTimestamps: true });
    await writeFile(join(dir, target, SRI_FILE), manifest);
  }
}

export default function releaseCopies() {
  return {
    name: 'casino-release',
    // After every other plugin's writeBundle (the precompressed siblings): the copies are of the final files.
    writeBundle: {
      sequential: true,
      order: 'post',
      async handler(options, bundle) {
        if (process.env.CASINO_RELEASE === '0') return;
        const { version } = JSON.parse(await readFile('package.json', 'utf8'));
        await writeRelease(options.dir, Object.keys(bundle), version);
      },
    },
  };
}
