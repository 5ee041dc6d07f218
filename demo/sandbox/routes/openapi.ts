import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Hono } from 'hono';
import { repoRoot } from '../config';
import { openApiDocument, type OpenApiDocument } from '../contract/openapi';

/**
 * `GET /openapi.json`: the backend contract (docs/operators.md "The backend contract"), written once per
 * process. Any origin may read it (API browsers, a partner's tooling); it changes only with the sandbox's
 * code, yet is revalidated like the unversioned bundles.
 */
export function openApiRoutes() {
  const r = new Hono();
  let document: OpenApiDocument | undefined;
  r.get('/openapi.json', (c) => {
    document ??= openApiDocument(JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')).version);
    return c.json(document, 200, { 'Cache-Control': 'no-cache', 'Access-Control-Allow-Origin': '*' });
  });
  return r;
}
