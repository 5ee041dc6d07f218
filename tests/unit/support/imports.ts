// Reading a module's imports for the architecture tests (tests/unit/architecture/): which modules a folder
// holds, the specifiers each one imports (static, `export … from`, `import type`, dynamic `import()`,
// comments left out) and the repository path a specifier points at.
import { readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

export const ROOT = process.cwd(); // vitest runs from the repository root
export const SRC = join(ROOT, 'src');

/** Every module under `dir` whose name matches `pattern` (TypeScript by default), declarations left out. */
export function modulesUnder(dir: string, pattern = /\.(ts|tsx|mts)$/): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return modulesUnder(path, pattern);
    return pattern.test(name) && !/\.d\.m?ts$/.test(name) ? [path] : [];
  });
}

/** The specifiers a module imports, comments left out. */
export function importsOf(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
  const specifiers: string[] = [];
  const statement = /(?:^|[;\n}])\s*(?:import|export)\s+(?:type\s+)?(?:[\w*${}\s,]+?\s+from\s+)?['"]([^'"]+)['"]/g;
  const dynamic = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;
  for (const m of code.matchAll(statement)) specifiers.push(m[1]);
  for (const m of code.matchAll(dynamic)) specifiers.push(m[1]);
  return specifiers;
}

/** The repository path an import of `from` points at, or null for a package. */
export function target(from: string, specifier: string): string | null {
  if (specifier.startsWith('.')) return resolve(dirname(from), specifier);
  if (specifier.startsWith('@src/')) return join(SRC, specifier.slice('@src/'.length));
  if (specifier.startsWith('@widgets/')) return join(ROOT, 'widgets', specifier.slice('@widgets/'.length));
  return null;
}
