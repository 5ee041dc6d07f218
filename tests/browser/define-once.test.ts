// Define once (docs/conventions.md §2.4): a page that loads our bundles twice keeps the first definition of each
// tag; a second copy of the same version says nothing, one of another version warns, neither throws.
// Copies: dist/ (this checkout's build), .build/second-copy (the same build at another URL)
// and .build/other-version (that copy announcing another version), see scripts/build-second-copy.mjs.
import { describe, it, before, after } from './support/mocha';
import * as assert from './support/assert';
import { find, mount, unmountAll } from './support/dom';
import { waitForForm } from './support/login';
import { casinoWidgets, load } from './support/widgets';

const warnings: string[] = [];
const originalWarn = console.warn;

before(() => {
  console.warn = (...args: unknown[]) => {
    warnings.push(args.map(String).join(' '));
    originalWarn.apply(console, args);
  };
});

after(() => {
  console.warn = originalWarn;
  unmountAll();
});

const ours = () => warnings.filter((w) => w.includes('casino'));

describe('define once', () => {
  let version = '';
  let First: CustomElementConstructor | undefined;

  it('the first bundle defines casino-login without a warning', async () => {
    version = ((await (await fetch('/package.json')).json()) as { version: string }).version;
    const mod = await load('/dist/casino-login.js');
    First = customElements.get('casino-login');
    assert.ok(First, 'casino-login defined');
    assert.equal(mod.CasinoLogin, First, 'the module exports the defined class');
    assert.equal(casinoWidgets().version, version, 'CasinoWidgets.version');
    assert.deepEqual(ours(), [], 'warnings');
  });

  it('a second, separately built copy of the same version: no warning, no error, first definition kept', async () => {
    const mod = await load('/.build/second-copy/casino-login.js');
    assert.equal(customElements.get('casino-login'), First, 'still the first definition');
    assert.equal(mod.CasinoLogin, First, "the second copy's export is the registered class");
    assert.deepEqual(ours(), [], 'warnings');
  });

  it('a copy of another version: one console.warn naming the tag and both versions, no error', async () => {
    const mod = await load('/.build/other-version/casino-widgets.js');
    assert.equal(customElements.get('casino-login'), First, 'still the first definition');
    assert.ok(mod.CasinoWidgets, 'the other copy loaded (its entry module evaluated)');
    const warned = ours();
    assert.equal(warned.length, 1, `one warning per tag (got ${JSON.stringify(warned)})`);
    assert.includes(warned[0], '<casino-login>');
    assert.includes(warned[0], `${version}-other-copy`);
    assert.match(warned[0], new RegExp(`\\b${version.replace(/\./g, '\\.')}\\b`), 'the registered version');
    assert.equal(casinoWidgets().version, version, 'the first copy still owns window.CasinoWidgets');
  });

  it('the element still works after both copies loaded', async () => {
    const el = mount('<casino-login mode="modal"></casino-login>');
    assert.ok(el instanceof First!, 'an instance of the first definition');
    await find(el, '[part~="open"]');
    el.setAttribute('mode', 'page');
    await waitForForm(el);
  });
});
