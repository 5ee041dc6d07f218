// Every value a module of src/ or widgets/ exports is imported by something (docs/architecture.md "Where
// things go"): an export nothing imports is code nobody runs, or a name that widens a module's surface for
// nothing. Types are not counted: they cost no bytes, and a component's props or a store's state named
// beside it is how a reader finds the shape. Allowed without an importer: the elements
// (widgets/<name>/<name>.element.ts, rollup.config.mjs's inputs), the host's API with the event types
// partners import (src/element/public-api.ts, docs/embedding.md), r2wc's React shim (rollup.config.mjs
// resolves r2wc's `react` to it) and the compiled catalogs (src/i18n/catalogs.ts imports them by locale).
import { describe, expect, it } from 'vitest';
import { readExportGraph } from '../support/module-exports';

const ENTRIES = [
  /^widgets\/([^/]+)\/\1\.element\.ts$/,
  /^src\/element\/public-api\.ts$/,
  /^src\/element\/react-default-shim\.ts$/,
  /^src\/i18n\/locales\/.*\/messages\.ts$/,
];
const isEntry = (path: string): boolean => ENTRIES.some((entry) => entry.test(path));

describe('the exports of src/ and widgets/', () => {
  // Parsing every module of the repository takes a few seconds of CPU (more on a busy machine).
  it('each value is imported by a module, a test, the demo or a script', { timeout: 120_000 }, () => {
    expect(readExportGraph().unused(['src', 'widgets'], isEntry)).toEqual([]);
  });
});
