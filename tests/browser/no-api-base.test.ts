// A partner page that forgot `api-base` (docs/embedding.md "Configuration"): the elements call the origin
// their bundle came from, and where that is not the API (this test server answers its own 404 there), the
// player reads the translated generic error, never the answer's body, and the console says once which
// setting is missing. No sandbox and no configure() here: the page-wide config stays at its defaults.
import { describe, it, before } from './support/mocha';
import * as assert from './support/assert';
import { msg } from './support/catalog';
import { find, mount, text, waitFor } from './support/dom';
import { casinoWidgets, load } from './support/widgets';

const errors: string[] = [];

before(async () => {
  const original = console.error;
  console.error = (...args: unknown[]) => {
    errors.push(args.map(String).join(' '));
    original.apply(console, args);
  };
  await load('/dist/casino-wheel.js');
});

describe('no api-base', () => {
  it('the API is the bundle\'s origin by default', () => {
    assert.equal(casinoWidgets().config().apiBase, new URL('/dist/casino-wheel.js', location.href).origin);
  });

  it('the wheel shows the generic message, not the answer, and one console error names api-base', async () => {
    const wheel = mount('<casino-wheel></casino-wheel>');
    const shown = await find(wheel, '[part~="error-text"]', { timeout: 10_000 });
    const generic = await msg('fr', 'error.default');
    await waitFor(() => text(shown) === generic, { message: `the generic error "${generic}" (shown: "${text(shown)}")` });
    const told = errors.filter((e) => e.includes('api-base'));
    assert.equal(told.length, 1, `one console error naming api-base (${JSON.stringify(errors)})`);
    assert.match(told[0], /GET \/services\/wheel\//, 'it names the call');
  });
});
