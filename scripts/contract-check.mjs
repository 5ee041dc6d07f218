// `npm run contract:check -- --base https://api.operator.example --user <u> --password <p>`: the spec's
// calls against a backend with a test account, each answer validated against the backend contract (the
// OpenAPI document the sandbox serves at /openapi.json, docs/operators.md "The backend contract"); prints a
// table of what differs and exits 1 when anything does. Nothing that moves the account's money is called
// (game sessions are opened, no round is played); a write is made only where the run can undo it or it
// changes nothing, an irreversible one is sent only as a request to refuse (malformed, an unknown link's
// token: 400; an object not the account's: 404) and listed as skipped.
//
// Options: --spec <file or URL> checks against another copy of the document (default: the one this
// checkout generates); --bearer sends no DPoP proofs (the widgets send them; a backend that binds tokens
// answers DPoP-bound ones, docs/security.md). Runs under tsx (the npm script loads it): the contract is
// TypeScript, the sandbox's own schemas.
import { readFileSync } from 'node:fs';
import { runContractCheck, formatResults } from '../demo/sandbox/contract/check.ts';
import { openApiDocument } from '../demo/sandbox/contract/openapi.ts';

const args = process.argv.slice(2);
const valueOf = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const base = valueOf('--base');
const user = valueOf('--user');
const password = valueOf('--password');
if (!base || !user || !password) {
  console.error('usage: npm run contract:check -- --base <API origin> --user <test account> --password <its password> [--spec <file|URL>] [--bearer]');
  process.exit(2);
}

async function loadDocument(spec) {
  if (!spec) return openApiDocument(JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).version);
  if (/^https?:\/\//.test(spec)) return (await fetch(spec)).json();
  return JSON.parse(readFileSync(spec, 'utf8'));
}

const results = await runContractCheck({ base, user, password, document: await loadDocument(valueOf('--spec')), dpop: !args.includes('--bearer') });
console.log(formatResults(results));
process.exit(results.some((r) => r.differences.length) ? 1 : 0);
