// Emits dist/custom-elements.json (the Custom Elements Manifest, schema 2.1.0) from the JSDoc block of
// each widgets/<name>/<name>.element.ts: @summary, @tag, @attr, @event, @csspart, @cssproperty
// (docs/conventions.md §2.2). IDEs and docs read it; tests/browser checks it against the elements' real attributes;
// scripts/rollup-types.mjs writes the package's .d.ts from the same descriptions (docs/embedding.md "Typed").
// An event's `type` is its detail's type, as the schema's generators expect (they wrap it in CustomEvent
// themselves); the JSDoc spells `{CustomEvent<detail>}`, which is unwrapped here.
import { readFileSync } from 'node:fs';

const TAG_LINE = /^\s*\*\s?@(\w+)\s*(.*)$/;

/** `{type} name - description` → { type, name, description } (type optional). */
function parseTyped(text) {
  const m = /^(?:\{(.+?)\}\s*)?([^\s]+)(?:\s+-\s+(.*))?$/.exec(text.trim());
  return m ? { type: m[1], name: m[2], description: m[3] ?? '' } : null;
}

/** `game-type` → `gameType`: the element's property for an attribute. */
export const camel = (name) => name.replace(/-([a-z])/g, (_, c) => c.toUpperCase());

/** `CustomEvent<{ a: string }>` → `{ a: string }`. */
export const detailType = (type) => /^CustomEvent<([\s\S]*)>$/.exec(type.trim())?.[1].trim() ?? 'null';

/**
 * The default a description states, as code (`'balance'`, `12`), when it names one value: "`inline`
 * (default)", "(default `balance`)", "default 12", "(default TND)". Prose defaults ("the page's origin")
 * stay in the description only.
 */
export function defaultOf(type, description) {
  if (type === 'boolean') return 'false';
  const m =
    /`([^`]+)` \(default\b/.exec(description) ??
    /\bdefault:? `([^`]+)`/i.exec(description) ??
    /\(default:? ([\w.-]+)\)/i.exec(description) ??
    /\bdefault:? ([\w.-]+)(?=[,;)]|\s*$)/i.exec(description);
  if (!m) return undefined;
  return /^\d+(\.\d+)?$/.test(m[1]) || type === 'number' ? m[1] : `'${m[1]}'`;
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
    else if (name === 'attr' && typed) {
      const type = typed.type ?? 'string';
      const fallback = defaultOf(type, typed.description);
      const attribute = { name: typed.name, fieldName: camel(typed.name), type: { text: type }, description: typed.description };
      decl.attributes.push(fallback === undefined ? attribute : { ...attribute, default: fallback });
    } else if (name === 'event' && typed) decl.events.push({ name: typed.name, type: { text: detailType(typed.type ?? '') }, description: typed.description });
    else if (name === 'csspart' && typed) decl.cssParts.push({ name: typed.name, description: typed.description });
    else if (name === 'cssproperty' && typed) decl.cssProperties.push({ name: typed.name, description: typed.description });
  }
  decl.description = description.join(' ');
  if (!decl.tagName) throw new Error(`${file}: @tag missing`);
  // Each attribute is also a property of the element (src/element/define-widget.tsx observes them both).
  decl.members = decl.attributes.map(({ name: attribute, fieldName, type, description: text, default: value }) => ({
    kind: 'field',
    name: fieldName,
    type,
    description: text,
    attribute,
    ...(value === undefined ? {} : { default: value }),
  }));
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
            { kind: 'js', name: declaration.name, declaration: { name: declaration.name, module: `${name}.js` } },
            {
              kind: 'custom-element-definition',
              name: declaration.tagName,
              declaration: { name: declaration.name, module: `${name}.js` },
            },
          ],
        };
      });
      // The all-in-one entry (rollup.config.mjs): every element, and the page's API object.
      modules.push({
        kind: 'javascript-module',
        path: 'casino-widgets.js',
        declarations: [],
        exports: [{ kind: 'js', name: 'CasinoWidgets', declaration: { name: 'CasinoWidgets', module: 'casino-widgets.js' } }],
      });
      this.emitFile({
        type: 'asset',
        fileName: 'custom-elements.json',
        source: JSON.stringify({ schemaVersion: '2.1.0', readme: 'README.md', modules }, null, 2),
      });
    },
  };
}
