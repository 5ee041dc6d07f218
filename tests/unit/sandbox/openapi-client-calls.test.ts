// Every call the client makes is in the backend contract (docs/operators.md "The backend contract"): the
// calls of src/api/*.ts are read from their source (`method: 'X'` and the `path:` of the same request,
// the file's path constants substituted), with the integrations' tables (src/api/games.ts INTEGRATIONS,
// src/api/sport.ts's login paths), and each method and path must be an operation of contract/operations.ts.
// The client has no single call table (each module builds its requests), hence the reading of the source:
// a new call written as the others are cannot be left out of the document unnoticed.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GAME_RENEW_PATH, INTEGRATIONS } from '@src/api/games';
import { OPERATIONS } from '../../../demo/sandbox/contract/operations';

const API = join(import.meta.dirname, '../../../src/api');

/** `const NAME = '/…'` of the client's files: the path constants its requests name (one module imports another's). */
function constantsOf(sources: string[]): Map<string, string> {
  const out = new Map<string, string>([['GAME_RENEW_PATH', GAME_RENEW_PATH]]);
  for (const source of sources) for (const [, name, value] of source.matchAll(/const ([A-Z_]+) = '(\/[^']*)'/g)) out.set(name!, value!);
  return out;
}

/** A path expression of the source as a template: constants substituted, any other `${…}` a parameter `{}`. */
function resolve(expression: string, constants: Map<string, string>): string | undefined {
  if (/^'[^']*'$/.test(expression)) return expression.slice(1, -1);
  if (/^[A-Z_]+$/.test(expression)) return constants.get(expression);
  if (!/^`[^`]*`$/.test(expression)) return undefined;
  return expression.slice(1, -1).replace(/\$\{([^}]*)\}/g, (_, inner: string) => constants.get(inner.trim()) ?? '{}');
}

/** Each request of the client's source: `METHOD template`, or the expression it could not read. */
function clientCalls(): { calls: string[]; unread: string[] } {
  const calls: string[] = [];
  const unread: string[] = [];
  const files = readdirSync(API).filter((f) => f.endsWith('.ts'));
  const sources = new Map(files.map((f) => [f, readFileSync(join(API, f), 'utf8')]));
  const imported = constantsOf([...sources.values()]);
  for (const [file, source] of sources) {
    // The file's own constants first: several files name their base `BASE`.
    const constants = new Map([...imported, ...constantsOf([source])]);
    // `method: 'POST'` then, before the request object closes, `path: <expression>`.
    for (const [, method, expression] of source.matchAll(/method: '([A-Z]+)',[^{}]*?path: ('[^']*'|`[^`]*`|[\w.[\]?]+)/g)) {
      const path = resolve(expression!.trim(), constants);
      if (path) calls.push(`${method} ${path}`);
      else unread.push(`${file}: ${expression!.trim()}`);
    }
    // The sportsbooks' logins, a table of paths (src/api/sport.ts).
    if (file === 'sport.ts') for (const [, path] of source.matchAll(/^\s+\w+: '(\/api\/integrations\/[\w-]+\/login)',$/gm)) calls.push(`POST ${path}`);
  }
  for (const adapter of Object.values(INTEGRATIONS)) {
    calls.push(`GET ${adapter.list.path}`);
    for (const path of Object.values(adapter.session)) if (path) calls.push(`POST ${path}`);
  }
  return { calls: [...new Set(calls)].sort(), unread };
}

const segments = (path: string) => path.split('/');
const isParameter = (segment: string) => /^\{\w*\}$/.test(segment);

/** The document's operation for a client call: the same method, the same segments, a parameter matching any. */
const documented = (call: string) => {
  const [method, path] = call.split(' ') as [string, string];
  return OPERATIONS.some((op) => {
    if (op.method.toUpperCase() !== method) return false;
    const [a, b] = [segments(op.path), segments(path)];
    return a.length === b.length && a.every((s, i) => s === b[i] || isParameter(s) || isParameter(b[i]!));
  });
};

describe("the client's calls and the backend contract", () => {
  it('reads every request of src/api/ (the known paths of its tables included)', () => {
    const { calls, unread } = clientCalls();
    // The sportsbooks' table is read above; the error helpers carry a failed request's path: not requests.
    expect(unread.filter((u) => u !== 'sport.ts: SPORT_LOGIN_PATHS[provider]')).toEqual([]);
    expect(calls.length).toBeGreaterThan(60);
    expect(calls).toContain('POST /api/backoffice/payments/payout/');
    expect(calls).toContain('PATCH /api/accounts/user');
    expect(calls).toContain('POST /api/integrations/digitain/login');
    expect(calls).toContain('POST /services/direct/game/start');
  });

  it('finds each of them among the operations of the document', () => {
    expect(clientCalls().calls.filter((call) => !documented(call))).toEqual([]);
    // A call the document lacks is found: a method or a path of its own.
    expect(documented('POST /api/users/user/info/')).toBe(false);
    expect(documented('GET /api/backoffice/payments/{}/{}/refund/')).toBe(false);
  });
});
