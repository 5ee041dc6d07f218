// vitest.config.ts's projects (docs/architecture.md "Tests follow modules", docs/qa.md "Test stages"): the
// front end's unit files run without a database; the sandbox's suites run in the `sandbox` project (the
// PostgreSQL stage's), sharing each worker's module cache; every unit file that starts a sandbox, and the
// sandbox's pages run in jsdom, run isolated in `sandbox-front`. Both have the migrated database template.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import config, { sandboxPageFiles, unitFilesWithSandbox } from '../../../vitest.config';

type Project = { test: { name: string; include: string[]; exclude?: string[]; globalSetup?: string[]; maxWorkers?: number; isolate?: boolean } };
const projects = (config as { test: { projects: Project[] } }).test.projects;
const project = (name: string) => projects.find((p) => p.test.name === name)!.test;

const dir = mkdtempSync(path.join(tmpdir(), 'casino-projects-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('test projects', () => {
  it('unit, sandbox, sandbox-front and e2e; the database template is the sandbox projects’ only', () => {
    expect(projects.map((p) => p.test.name)).toEqual(['unit', 'sandbox', 'sandbox-front', 'e2e']);
    expect(project('unit').globalSetup ?? []).toEqual([]);
    for (const name of ['sandbox', 'sandbox-front']) {
      expect(project(name).globalSetup).toEqual(['tests/unit/support/database-template.ts']);
      expect(project(name).maxWorkers).toBe(2);
    }
    expect(project('unit').maxWorkers).toBe(2);
    // The server's suites share a worker's modules; the front end's stores and pages keep their own.
    expect(project('sandbox').isolate).toBe(false);
    expect(project('sandbox-front').isolate ?? true).toBe(true);
  });

  it('every unit file that starts a sandbox, and every sandbox page in jsdom, is in sandbox-front only', () => {
    const found = unitFilesWithSandbox();
    expect(found).toEqual(expect.arrayContaining(['tests/unit/stores/cashier-sandbox.test.ts', 'tests/unit/site/account-pages.test.tsx']));
    expect(found.some((f) => f.startsWith('tests/unit/sandbox/'))).toBe(false);
    expect(project('unit').exclude).toEqual(expect.arrayContaining(['tests/unit/sandbox/**', ...found]));
    const pages = sandboxPageFiles();
    expect(pages).toEqual(expect.arrayContaining(['tests/unit/sandbox/slot-play-dom.test.ts', 'tests/unit/sandbox/sport-frame-page.test.ts']));
    expect(pages).not.toContain('tests/unit/sandbox/wallet.test.ts');
    expect(project('sandbox-front').include).toEqual([...found, ...pages]);
    expect(project('sandbox').include).toEqual(['tests/unit/sandbox/**/*.test.{ts,tsx}']);
    expect(project('sandbox').exclude).toEqual(pages);
    expect(found).not.toContain('tests/unit/config/test-projects.test.ts');
  });

  it('finds them by what they import: the sandbox helpers, a sandbox session or client', () => {
    mkdirSync(path.join(dir, 'stores'), { recursive: true });
    mkdirSync(path.join(dir, 'sandbox'), { recursive: true });
    writeFileSync(path.join(dir, 'stores', 'a.test.ts'), "import { sandboxSession } from '../support/sandbox-session';\n");
    writeFileSync(path.join(dir, 'stores', 'b.test.tsx'), "import { memorySandbox } from '../sandbox/helpers';\n");
    writeFileSync(path.join(dir, 'stores', 'c.test.ts'), "import { createStore } from '../../../src/stores/x';\n");
    writeFileSync(path.join(dir, 'stores', 'support.ts'), "import { sandboxPerTest } from '../sandbox/helpers';\n");
    writeFileSync(path.join(dir, 'sandbox', 'd.test.ts'), "import { sandboxPerTest } from './helpers';\n");
    expect(unitFilesWithSandbox(dir).sort()).toEqual(['tests/unit/stores/a.test.ts', 'tests/unit/stores/b.test.tsx']);
  });
});
