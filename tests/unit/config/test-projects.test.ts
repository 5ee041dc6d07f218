// vitest.config.ts's projects (docs/architecture.md "Tests follow modules"): the front end's unit files
// run without a database, the sandbox's suites and every unit file that starts a sandbox run in the
// `sandbox` project (the one with the migrated database template and the PostgreSQL stage).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import config, { unitFilesWithSandbox } from '../../../vitest.config';

type Project = { test: { name: string; include: string[]; exclude?: string[]; globalSetup?: string[]; maxWorkers?: number } };
const projects = (config as { test: { projects: Project[] } }).test.projects;
const project = (name: string) => projects.find((p) => p.test.name === name)!.test;

const dir = mkdtempSync(path.join(tmpdir(), 'casino-projects-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('test projects', () => {
  it('unit, sandbox and e2e; the database template is the sandbox project’s only', () => {
    expect(projects.map((p) => p.test.name)).toEqual(['unit', 'sandbox', 'e2e']);
    expect(project('unit').globalSetup ?? []).toEqual([]);
    expect(project('sandbox').globalSetup).toEqual(['tests/unit/support/database-template.ts']);
    expect(project('unit').maxWorkers).toBe(2);
    expect(project('sandbox').maxWorkers).toBe(2);
  });

  it('every unit file that starts a sandbox is in the sandbox project and out of the unit project', () => {
    const found = unitFilesWithSandbox();
    expect(found).toEqual(expect.arrayContaining(['tests/unit/stores/cashier-sandbox.test.ts', 'tests/unit/site/account-pages.test.tsx']));
    expect(found.some((f) => f.startsWith('tests/unit/sandbox/'))).toBe(false);
    expect(project('unit').exclude).toEqual(expect.arrayContaining(['tests/unit/sandbox/**', ...found]));
    expect(project('sandbox').include).toEqual(expect.arrayContaining(['tests/unit/sandbox/**/*.test.{ts,tsx}', ...found]));
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
