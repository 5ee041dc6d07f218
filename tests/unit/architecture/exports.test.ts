// Every value a module of src/ or widgets/ exports is imported by something (docs/architecture.md "Where
// things go"): an export nothing imports is code nobody runs, or a name that widens a module's surface for
// nothing. Types are not counted: they cost no bytes, and a component's props or a store's state named
// beside it is how a reader finds the shape. Allowed without an importer: the elements
// (widgets/<name>/<name>.element.ts, rollup.config.mjs's inputs), the host's API with the event types
// partners import (src/element/public-api.ts, docs/embedding.md), r2wc's React shim (rollup.config.mjs
// resolves r2wc's `react` to it) and the compiled catalogs (src/i18n/catalogs.ts imports them by locale).
import { beforeAll, describe, expect, it } from 'vitest';
import { readExportGraph } from '../support/module-exports';

const ENTRIES = [
  /^widgets\/([^/]+)\/\1\.element\.ts$/,
  /^src\/element\/public-api\.ts$/,
  /^src\/element\/react-default-shim\.ts$/,
  /^src\/i18n\/locales\/.*\/messages\.ts$/,
];
const isEntry = (path: string): boolean => ENTRIES.some((entry) => entry.test(path));

/**
 * Exports nothing imports, in modules under change in other work: each entry goes (the export keyword, or
 * the code) with its module's next change, and none is added.
 */
const KNOWN: readonly string[] = [
  'src/api/wheel.ts → WHEEL_SEGMENTS',
  'src/stores/bet-history.ts → $betHistory',
  'src/stores/bet-history.ts → $subBets',
  'src/stores/bet-history.ts → betHistoryStore',
  'src/stores/crypto-payment.ts → EMPTY_CRYPTO',
  'src/stores/crypto-payment.ts → cryptoPayment',
  'src/stores/user-info.ts → userInfo',
  'src/stores/wheel.ts → EMPTY_WHEEL',
  'src/stores/wheel.ts → WHEEL_FREE_SPIN_UTC_HOUR',
  'src/stores/wheel.ts → WHEEL_PULSE_MS',
  'src/stores/wheel.ts → WHEEL_REDUCED_FADE_MS',
  'src/stores/wheel.ts → WHEEL_REDUCED_RESULT_MS',
  'src/stores/wheel.ts → WHEEL_RESULT_AFTER_LAND_MS',
  'src/stores/wheel.ts → WHEEL_RESULT_MS',
  'src/stores/wheel.ts → WHEEL_SETTINGS_RETRY_MS',
  'src/stores/wheel.ts → WHEEL_SLOW_LAND_MS',
  'widgets/cashier/balance-view.tsx → EXCHANGE_BONUS_PATH',
  'widgets/cashier/deposit-allowance.tsx → LIMITS_PATH',
  'widgets/cashier/payout-form.tsx → FIX_PAGES',
  'widgets/cashier/payout-form.tsx → orderPayoutSystems',
  'widgets/cashier/views/transfers-view.tsx → WITH_CASHIER',
  'widgets/lobby/use-lobby-games.ts → loadKindOf',
  'widgets/profile/sections/user-bonus.tsx → BONUS_TYPE_LABELS',
];

describe('the exports of src/ and widgets/', () => {
  let unused: string[] = [];
  // Parsing the repository's every module takes a few seconds of CPU (more on a busy machine).
  beforeAll(() => {
    unused = readExportGraph().unused(['src', 'widgets'], isEntry);
  }, 120_000);

  it('each value is imported by a module, a test, the demo or a script', () => {
    expect(unused.filter((e) => !KNOWN.includes(e))).toEqual([]);
  });

  it('each known exception is still one (an export fixed leaves the list)', () => {
    expect(KNOWN.filter((e) => !unused.includes(e))).toEqual([]);
  });
});
