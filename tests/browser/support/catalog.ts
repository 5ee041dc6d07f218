// The translations the tests expect, read from the source catalogs (src/i18n/locales/<locale>/messages.po
// and every element's own, src/i18n/catalogs.ts) that the build compiles: a test then fails when the built
// bundle does not show the catalog's text.
import { OWN_CATALOGS, catalogModule, type CatalogName } from '../../../src/i18n/catalogs';

export type Locale = 'fr' | 'en' | 'ar';

/** Reads a PO string literal: "…" possibly continued on following "…" lines. */
function unquote(parts: string[]): string {
  return parts.map((p) => JSON.parse(p) as string).join('');
}

export function parsePo(source: string): Record<string, string> {
  const out: Record<string, string> = {};
  const lines = source.split(/\r?\n/);
  let key: 'msgid' | 'msgstr' | null = null;
  let id: string[] = [];
  let str: string[] = [];
  const flush = () => {
    if (id.length) {
      const msgid = unquote(id);
      if (msgid) out[msgid] = unquote(str);
    }
    id = [];
    str = [];
    key = null;
  };
  for (const line of lines) {
    const m = /^(msgid|msgstr)\s+(".*")\s*$/.exec(line);
    if (m) {
      if (m[1] === 'msgid') flush();
      key = m[1] as 'msgid' | 'msgstr';
      (key === 'msgid' ? id : str).push(m[2]);
    } else if (/^".*"\s*$/.test(line) && key) {
      (key === 'msgid' ? id : str).push(line.trim());
    } else if (line.trim() === '' || line.startsWith('#')) {
      if (key === 'msgstr') flush();
    }
  }
  flush();
  return out;
}

const cache = new Map<Locale, Promise<Record<string, string>>>();

export function catalog(locale: Locale): Promise<Record<string, string>> {
  let pending = cache.get(locale);
  if (!pending) {
    const files = [undefined, ...(Object.keys(OWN_CATALOGS) as CatalogName[])].map((name) => `/${catalogModule(locale, name).replace(/\.ts$/, '.po')}`);
    pending = Promise.all(
      files.map((file) =>
        fetch(file).then((r) => {
          if (!r.ok) throw new Error(`catalog ${file}: ${r.status}`);
          return r.text();
        }),
      ),
    ).then((sources) => Object.assign({}, ...sources.map(parsePo)) as Record<string, string>);
    cache.set(locale, pending);
  }
  return pending;
}

/** The translation of `id` in `locale`; throws when the catalog lacks it (a test must not expect ''). */
export async function msg(locale: Locale, id: string, values: Record<string, string> = {}): Promise<string> {
  const text = (await catalog(locale))[id];
  if (!text) throw new Error(`no ${locale} translation for ${id}`);
  return text.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`);
}
