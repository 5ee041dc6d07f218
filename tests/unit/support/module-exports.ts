// The exports of the front end's modules and who imports them, read from the sources with TypeScript's
// parser (no type checking: the whole repository parses in about a second). Used by
// tests/unit/architecture/exports.test.ts. A module's export counts as used when any file of the
// repository (src/, widgets/, tests/, demo/, scripts/) imports it by name, re-exports it, reads it from a
// namespace import, or names it beside a dynamic `import()` of the module; a dynamically imported module's
// `default` and `styles` are read by the code that loads it (widgets/site/shell/outlet.tsx).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { ROOT, modulesUnder, target } from './imports';

const SCANNED = ['src', 'widgets', 'tests', 'demo', 'scripts'];
const SOURCE = /\.(ts|tsx|mts|js|mjs)$/;
const EXTENSIONS = ['.ts', '.tsx', '.mts', '.js', '.mjs', '/index.ts', '/index.tsx'];
/** What the code that loads a lazy module reads from it without naming the module. */
const READ_BY_LOADERS = ['default', 'styles'];

/** The repository file an import points at, or null for a package (or a file that is not there). */
function resolveImport(from: string, specifier: string): string | null {
  const base = target(from, specifier);
  if (base === null) return null;
  const candidates = [base, base.replace(/\.js$/, '.ts'), base.replace(/\.js$/, '.tsx'), ...EXTENSIONS.map((e) => base + e)];
  return candidates.find((c) => existsSync(c) && statSync(c).isFile()) ?? null;
}

interface ModuleInfo {
  /** Names this module declares and exports itself (`default` for a default export). */
  own: Set<string>;
  /** Those of them that are types only (interfaces, type aliases, `export type`). */
  types: Set<string>;
  /** `export * from` targets. */
  stars: string[];
}

interface Use {
  target: string;
  names: Set<string> | 'all';
}

const hasExport = (node: ts.Node): boolean =>
  ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
const hasDefault = (node: ts.Node): boolean =>
  ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.DefaultKeyword);

function bindingNames(name: ts.BindingName, out: string[]): void {
  if (ts.isIdentifier(name)) out.push(name.text);
  else for (const element of name.elements) if (!ts.isOmittedExpression(element)) bindingNames(element.name, out);
}

function parse(file: string): ts.SourceFile {
  const kind = file.endsWith('x') ? ts.ScriptKind.TSX : file.endsWith('js') ? ts.ScriptKind.JS : ts.ScriptKind.TS;
  return ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false, kind);
}

/** One file's own exports and every use it makes of another module's. */
function readFile(file: string): { info: ModuleInfo; uses: Use[] } {
  const source = parse(file);
  const info: ModuleInfo = { own: new Set(), types: new Set(), stars: [] };
  const localTypes = new Set<string>();
  const uses: Use[] = [];
  const namespaces = new Map<string, string>(); // local name → target
  const dynamicTargets: string[] = [];
  const identifiers = new Set<string>();

  const use = (specifier: string, names: Set<string> | 'all') => {
    const target = resolveImport(file, specifier);
    if (target) uses.push({ target, names });
    return target;
  };

  for (const statement of source.statements) {
    if ((ts.isInterfaceDeclaration(statement) || ts.isTypeAliasDeclaration(statement)) && !hasExport(statement)) localTypes.add(statement.name.text);
  }
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const clause = statement.importClause;
      const names = new Set<string>();
      if (clause?.name) names.add('default');
      const bindings = clause?.namedBindings;
      if (bindings && ts.isNamedImports(bindings)) for (const e of bindings.elements) names.add((e.propertyName ?? e.name).text);
      const target = use(statement.moduleSpecifier.text, names);
      if (target && bindings && ts.isNamespaceImport(bindings)) namespaces.set(bindings.name.text, target);
    } else if (ts.isExportDeclaration(statement)) {
      const from = statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier) ? statement.moduleSpecifier.text : null;
      const clause = statement.exportClause;
      if (from === null) {
        // `export { a, b as c }` of local declarations.
        if (clause && ts.isNamedExports(clause))
          for (const e of clause.elements) {
            info.own.add(e.name.text);
            if (statement.isTypeOnly || e.isTypeOnly || localTypes.has((e.propertyName ?? e.name).text)) info.types.add(e.name.text);
          }
      } else if (!clause) {
        const target = resolveImport(file, from);
        if (target) info.stars.push(target);
      } else if (ts.isNamespaceExport(clause)) {
        info.own.add(clause.name.text);
        use(from, 'all');
      } else {
        for (const e of clause.elements) {
          info.own.add(e.name.text);
          if (statement.isTypeOnly || e.isTypeOnly) info.types.add(e.name.text);
        }
        use(from, new Set(clause.elements.map((e) => (e.propertyName ?? e.name).text)));
      }
    } else if (ts.isExportAssignment(statement)) {
      info.own.add('default');
    } else if (hasExport(statement)) {
      if (hasDefault(statement)) info.own.add('default');
      else if (ts.isVariableStatement(statement)) {
        const names: string[] = [];
        for (const d of statement.declarationList.declarations) bindingNames(d.name, names);
        names.forEach((n) => info.own.add(n));
      } else {
        const name = (statement as ts.DeclarationStatement).name;
        if (name && ts.isIdentifier(name)) info.own.add(name.text);
        if (name && (ts.isInterfaceDeclaration(statement) || ts.isTypeAliasDeclaration(statement))) info.types.add(name.text);
      }
    }
  }

  const visit = (node: ts.Node): void => {
    if (ts.isIdentifier(node)) identifiers.add(node.text);
    else if (ts.isPrivateIdentifier(node)) identifiers.add(node.text);
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      if (argument && ts.isStringLiteralLike(argument)) {
        const target = resolveImport(file, argument.text);
        if (target) dynamicTargets.push(target);
      }
    }
    // `typeof import('./x').Name` and `import('./x').Name` in types.
    if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      const qualifier = node.qualifier;
      const first = qualifier ? (ts.isIdentifier(qualifier) ? qualifier.text : qualifier.left.getText(source)) : null;
      use(node.argument.literal.text, first ? new Set([first.split('.')[0]]) : 'all');
    }
    if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression) && namespaces.has(node.expression.text)) {
      uses.push({ target: namespaces.get(node.expression.text)!, names: new Set([node.name.text]) });
    }
    if (ts.isQualifiedName(node) && ts.isIdentifier(node.left) && namespaces.has(node.left.text)) {
      uses.push({ target: namespaces.get(node.left.text)!, names: new Set([node.right.text]) });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);

  // A namespace passed around whole (not only read as `ns.name`) uses everything.
  for (const [local, target] of namespaces) {
    const whole = new RegExp(`\\b${local}\\b(?!\\s*[.?])`, 'g');
    const text = source.text.replace(new RegExp(`import\\s+(type\\s+)?\\*\\s+as\\s+${local}\\b`), '');
    if (whole.test(text)) uses.push({ target, names: 'all' });
  }
  // A dynamic import's names are read off its module object somewhere in the file (`m.name`, `{ name }`).
  for (const target of dynamicTargets) uses.push({ target, names: new Set([...identifiers, ...READ_BY_LOADERS]) });
  return { info, uses };
}

export interface ExportGraph {
  /**
   * `path (relative to the repository) → name` for every export of `under` that nothing uses; `types`
   * also lists the types (interfaces and aliases), which cost no bytes and may name a shape for a reader.
   */
  unused(under: string[], isEntry: (path: string) => boolean, options?: { types?: boolean }): string[];
}

export function readExportGraph(): ExportGraph {
  const modules = new Map<string, ModuleInfo>();
  const allUses: Use[] = [];
  for (const file of SCANNED.flatMap((dir) => modulesUnder(join(ROOT, dir), SOURCE))) {
    const { info, uses } = readFile(file);
    modules.set(file, info);
    allUses.push(...uses);
  }

  /** Every name a module exports, its star re-exports' included, with the module that declares each. */
  const exportsOf = (file: string, seen = new Set<string>()): Map<string, string> => {
    const out = new Map<string, string>();
    if (seen.has(file)) return out;
    seen.add(file);
    const info = modules.get(file);
    if (!info) return out;
    for (const star of info.stars) for (const [name, owner] of exportsOf(star, seen)) if (name !== 'default') out.set(name, owner);
    for (const name of info.own) out.set(name, file);
    return out;
  };

  const used = new Set<string>(); // `${owner}#${name}`
  for (const { target, names } of allUses) {
    const exported = exportsOf(target);
    for (const [name, owner] of exported) {
      if (names === 'all' || names.has(name)) {
        used.add(`${owner}#${name}`);
        used.add(`${target}#${name}`);
      }
    }
  }

  return {
    unused(under, isEntry, { types = false } = {}) {
      const found: string[] = [];
      const relative_ = (file: string) => relative(ROOT, file).split('\\').join('/');
      // What an entry exports, its star re-exports' included, is used by the pages that load it.
      for (const file of modules.keys()) {
        if (isEntry(relative_(file))) for (const [name, owner] of exportsOf(file)) used.add(`${owner}#${name}`);
      }
      for (const [file, info] of modules) {
        const rel = relative_(file);
        if (!under.some((dir) => rel.startsWith(`${dir}/`)) || isEntry(rel)) continue;
        for (const name of info.own) {
          if (!types && info.types.has(name)) continue;
          if (!used.has(`${file}#${name}`)) found.push(`${rel} → ${name}`);
        }
      }
      return found.sort();
    },
  };
}
