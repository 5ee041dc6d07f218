// Emits dist/custom-elements.json (the Custom Elements Manifest, schema 2.1.0) from the JSDoc block of
// each widgets/<name>/<name>.element.ts: @summary, @tag, @attr, @event, @csspart, @cssproperty
// (DESIGN.md §2.2). IDEs and docs read it; tests/browser checks it against the elements' real attributes.
import { readFileSync } from 'node:fs';

const TAG_LINE = /^\s*\*\s?@(\w+)\s*(.*)$/;

/** `{type} name - description` → { type, name, description } (type optional). */
function parseTyped(text) {
  const m = /^(?:\{(.+?)\}\s*)?([^\s]+)(?:\s+-\s+(.*))?$/.exec(text.trim());
  return m ? { type: m[1], name: m[2], description: m[3] ?? '' } : null;
}

export function describeElement(file) {
  const source = readFileSync(file, 'utf8');
  const block = /\/\*\*([\s\S]*?)\*\/\s*export const (\w+)\s*=\s*defineWidget/.exec(source);
  if (!block) throw new Error(`${file}: no JSDoc block above defineWidget()`);
  const decl = {
    kind: 'class',
    name: block[2],
    customElement: true,
    tagName: '',
    summary: '',
    description: '',
    attributes: [],
    events: [],
    cssParts: [],
    cssProperties: [],
  };
  const description = [];
  for (const line of block[1].split('\n')) {
    const tag = TAG_LINE.exec(line);
    if (!tag) {
      const text = line.replace(/^\s*\*\s?/, '').trim();
      if (text) description.push(text);
      continue;
    }
    const [, name, rest] = tag;
    const typed = parseTyped(rest);
    if (name === 'summary') decl.summary = rest.trim();
    else if (name === 'tag') decl.tagName = rest.trim();
    else if (name === 'attr' && typed) decl.attributes.push({ name: typed.name, type: { text: typed.type ?? 'string' }, description: typed.description });
    else if (name === 'event' && typed) decl.events.push({ name: typed.name, type: { text: typed.type ?? 'CustomEvent' }, description: typed.description });
    else if (name === 'csspart' && typed) decl.cssParts.push({ name: typed.name, description: typed.description });
    else if (name === 'cssproperty' && typed) decl.cssProperties.push({ name: typed.name, description: typed.description });
  }
  decl.description = description.join(' ');
  if (!decl.tagName) throw new Error(`${file}: @tag missing`);
  return decl;
}

export default function customElementsManifest(entries) {
  return {
    name: 'custom-elements-manifest',
    generateBundle() {
      const modules = Object.entries(entries).map(([name, file]) => {
        const declaration = describeElement(file);
        return {
          kind: 'javascript-module',
          path: `${name}.js`,
          declarations: [declaration],
          exports: [
            {
              kind: 'custom-element-definition',
              name: declaration.tagName,
              declaration: { name: declaration.name, module: `${name}.js` },
            },
          ],
        };
      });
      this.emitFile({
        type: 'asset',
        fileName: 'custom-elements.json',
        source: JSON.stringify({ schemaVersion: '2.1.0', readme: 'README.md', modules }, null, 2),
      });
    },
  };
}
