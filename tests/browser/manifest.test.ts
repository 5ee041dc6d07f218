// dist/custom-elements.json (generated from the element files' JSDoc, docs/conventions.md §2.2) against the real
// elements of dist/casino-widgets.js: declared attributes are exactly the observed ones, events are
// `casino-<verb-noun>`.
import { describe, it, before } from './support/mocha';
import * as assert from './support/assert';
import { load } from './support/widgets';

interface Manifest {
  schemaVersion: string;
  modules: {
    kind: string;
    path: string;
    declarations?: { kind: string; name: string; customElement?: boolean; tagName?: string; attributes?: { name: string }[]; events?: { name: string }[] }[];
    exports?: { kind: string; name: string }[];
  }[];
}

let manifest: Manifest;

before(async () => {
  const response = await fetch('/dist/custom-elements.json');
  assert.equal(response.status, 200, 'dist/custom-elements.json');
  manifest = (await response.json()) as Manifest;
  await load('/dist/casino-widgets.js');
});

const elements = () =>
  manifest.modules.flatMap((m) => (m.declarations ?? []).filter((d) => d.customElement).map((d) => ({ module: m, ...d })));

describe('custom-elements.json', () => {
  it('declares our elements (casino-login at least), each with a casino- tag and an existing module', async () => {
    assert.ok(manifest.schemaVersion, 'schemaVersion');
    const tags = elements().map((e) => e.tagName);
    assert.includes(tags, 'casino-login');
    for (const e of elements()) {
      assert.match(e.tagName, /^casino-[a-z]+(-[a-z]+)*$/, 'tag name');
      const response = await fetch(`/dist/${e.module.path}`);
      assert.equal(response.status, 200, `dist/${e.module.path}`);
    }
  });

  it('every element declared is defined by dist/casino-widgets.js, and declares exactly its observedAttributes', () => {
    for (const e of elements()) {
      const ctor = customElements.get(e.tagName!) as (CustomElementConstructor & { observedAttributes?: string[] }) | undefined;
      assert.ok(ctor, `<${e.tagName}> defined by dist/casino-widgets.js`);
      const declared = (e.attributes ?? []).map((a) => a.name).sort();
      const observed = [...(ctor.observedAttributes ?? [])].sort();
      assert.ok(observed.length > 0, `<${e.tagName}> observes attributes`);
      assert.deepEqual(declared, observed, `<${e.tagName}> declared vs observed attributes`);
    }
  });

  it('every declared event name starts with casino- (casino-<verb-noun>, docs/conventions.md §1)', () => {
    const events = elements().flatMap((e) => (e.events ?? []).map((ev) => ({ tag: e.tagName, name: ev.name })));
    assert.ok(events.length > 0, 'events are declared');
    for (const ev of events) assert.match(ev.name, /^casino-[a-z]+(-[a-z]+)*$/, `event of <${ev.tag}>`);
  });
});
