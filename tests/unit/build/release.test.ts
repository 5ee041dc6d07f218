// Pinned releases (scripts/rollup-release.mjs, docs/operators.md "Releases, CDN and SRI"): the build copied
// into dist/<version>/ and dist/v<major>/ byte for byte, siblings included and never older than their file,
// with an SRI manifest whose values are the sha384 of the bytes on disk.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a build script in plain JavaScript, without type declarations
import { integrityOf, majorAlias, writeRelease } from '../../../scripts/rollup-release.mjs';

describe('release copies', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'release-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const files: Record<string, string> = {
    'casino-lobby.js': 'import "./chunks/runtime-abc.js";',
    'casino-lobby.js.map': '{"version":3}',
    'chunks/runtime-abc.js': 'export const r = 1;',
    'custom-elements.json': '{}',
  };

  it('copies every file and its siblings into the version and the alias, with sri.json for the scripts', async () => {
    for (const [name, content] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
      writeFileSync(path.join(dir, name), content);
    }
    writeFileSync(path.join(dir, 'casino-lobby.js.br'), 'br bytes');
    const earlier = new Date(Date.now() - 60_000);
    utimesSync(path.join(dir, 'casino-lobby.js'), earlier, earlier);

    await writeRelease(dir, Object.keys(files), '0.4.2');

    for (const target of ['0.4.2', 'v0']) {
      for (const name of [...Object.keys(files), 'casino-lobby.js.br']) {
        expect(readFileSync(path.join(dir, target, name)).equals(readFileSync(path.join(dir, name))), `${target}/${name}`).toBe(true);
      }
      // static.ts sends a sibling only when it is not older than its file.
      expect(statSync(path.join(dir, target, 'casino-lobby.js.br')).mtimeMs).toBeGreaterThanOrEqual(statSync(path.join(dir, target, 'casino-lobby.js')).mtimeMs);
      const sri = JSON.parse(readFileSync(path.join(dir, target, 'sri.json'), 'utf8'));
      expect(sri.version).toBe('0.4.2');
      expect(Object.keys(sri.integrity)).toEqual(['casino-lobby.js', 'chunks/runtime-abc.js']);
      const expected = `sha384-${createHash('sha384').update(files['casino-lobby.js']!).digest('base64')}`;
      expect(sri.integrity['casino-lobby.js']).toBe(expected);
      expect(integrityOf(Buffer.from(files['casino-lobby.js']!))).toBe(expected);
    }
  });

  it('names the alias by the major version, and refuses a version that is not semver', () => {
    expect(majorAlias('0.1.0')).toBe('v0');
    expect(majorAlias('12.3.4-rc.1')).toBe('v12');
    for (const bad of ['1.2', 'latest', '../1.0.0']) expect(() => majorAlias(bad), bad).toThrow(/semver/);
  });
});
