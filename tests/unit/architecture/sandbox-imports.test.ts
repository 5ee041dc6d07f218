// The sandbox is a server beside the front end, not a part of it (docs/architecture.md "Sandbox"): it
// imports nothing of widgets/ and nothing of src/ui/ but the pure rules both sides must apply alike. What
// it needs of the front end's build comes as the build's files: the site's route preloads
// (dist/route-preload.json, http/site-preload.ts) and the sportsbook's message contract for its frames
// (dist/frames/sport-messages.js, routes/sport-pages.ts). Reads every module of demo/sandbox (TypeScript
// and the frames' plain JavaScript) and lists each import that reaches into the front end's code.
import { readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importsOf, modulesUnder, ROOT, target } from '../support/imports';

const SANDBOX = join(ROOT, 'demo/sandbox');

/** Modules of src/ the sandbox shares with the client because both must apply the same rule. */
const SHARED_RULES = new Set([
  // The registration form's and the server's password policy (docs/architecture.md "Sandbox", abuse controls).
  'src/ui/form/password-policy',
  // A phone number's form and the contact languages (docs/api.md "User info").
  'src/api/user-info-rules',
  // The bonus types of money-and-games §3.
  'src/api/bonus-types',
]);

/** `src/x/y` or `widgets/x/y` (no extension) when `path` is front-end code the sandbox may not import; else null. */
function frontEnd(path: string): string | null {
  const rel = relative(ROOT, path).split(sep).join('/').replace(/\.(tsx?|m?js)$/, '');
  if (rel.startsWith('widgets/')) return rel;
  if (rel.startsWith('src/ui/') && !SHARED_RULES.has(rel)) return rel;
  return null;
}

/** Every import of demo/sandbox into widgets/ or src/ui/ (bar the shared rules), as `file → specifier`. */
function frontEndImports(): string[] {
  const found: string[] = [];
  for (const file of modulesUnder(SANDBOX, /\.(ts|tsx|mts|js|mjs)$/)) {
    for (const specifier of importsOf(readFileSync(file, 'utf8'))) {
      const to = target(file, specifier);
      if (to !== null && frontEnd(to)) found.push(`${relative(ROOT, file)} → ${specifier}`);
    }
  }
  return found;
}

describe('the sandbox and the front end', () => {
  it('tells front-end code from the rules the sandbox shares', () => {
    expect(frontEnd(join(ROOT, 'widgets/site/shell/router.ts'))).toBe('widgets/site/shell/router');
    expect(frontEnd(join(ROOT, 'src/ui/link.tsx'))).toBe('src/ui/link');
    expect(frontEnd(join(ROOT, 'src/ui/form/password-policy'))).toBeNull();
    expect(frontEnd(join(ROOT, 'src/api/bonus-types'))).toBeNull();
    expect(frontEnd(join(ROOT, 'demo/sandbox/http/site-preload.ts'))).toBeNull();
  });

  it('the sandbox imports nothing of widgets/ nor of src/ui/ but the shared rules', () => {
    expect(frontEndImports()).toEqual([]);
  });

  it('the shared rules it imports are there', () => {
    const imported = modulesUnder(SANDBOX, /\.(ts|tsx|mts|js|mjs)$/).flatMap((file) =>
      importsOf(readFileSync(file, 'utf8')).map((specifier) => target(file, specifier)).filter((to): to is string => to !== null),
    );
    const shared = new Set(imported.map((to) => relative(ROOT, to).split(sep).join('/').replace(/\.(tsx?|m?js)$/, '')).filter((rel) => SHARED_RULES.has(rel)));
    expect([...shared].sort()).toEqual([...SHARED_RULES].sort());
  });
});
