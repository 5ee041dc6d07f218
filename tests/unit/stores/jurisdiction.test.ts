// The settings' `jurisdiction` converter, docs/contracts/responsible-gaming.md §4's presets, and the
// effective profile when the server's setting and CasinoWidgets.configure({ jurisdiction }) both apply (the
// stricter wins).
import { describe, expect, it } from 'vitest';
import { toJurisdiction } from '../../../src/api/jurisdiction';
import { ShapeError } from '../../../src/api/convert';
import { configuredPreset, effectiveJurisdiction, JURISDICTION_PRESETS, offers } from '../../../src/stores/jurisdiction';

const wire = (j: Record<string, unknown>) => ({ rates: [], limits: {}, currencies: [], jurisdiction: j });

describe('toJurisdiction', () => {
  it('reads the contract shape', () => {
    expect(
      toJurisdiction(wire({ code: 'fr', products: ['sport'], limits_before_first_deposit: true, reality_check_required_every: 60, cooling_off_hours: 72 })),
    ).toEqual(JURISDICTION_PRESETS.fr);
    expect(
      toJurisdiction(wire({ code: 'none', products: ['sport', 'casino', 'wheel'], limits_before_first_deposit: false, reality_check_required_every: null, cooling_off_hours: 24 })),
    ).toEqual(JURISDICTION_PRESETS.none);
  });

  it('answers null when the server publishes no profile', () => {
    expect(toJurisdiction({ rates: [], limits: {}, currencies: [] })).toBeNull();
    expect(toJurisdiction({ jurisdiction: null })).toBeNull();
  });

  it('keeps the products of a code it does not know', () => {
    expect(toJurisdiction(wire({ code: 'de', products: ['sport'], limits_before_first_deposit: true, reality_check_required_every: 60, cooling_off_hours: 24 }))).toMatchObject({
      code: 'none',
      products: ['sport'],
    });
  });

  it('refuses a malformed profile', () => {
    expect(() => toJurisdiction(wire({ code: 'fr', products: 'sport', limits_before_first_deposit: true, cooling_off_hours: 72 }))).toThrow(ShapeError);
    expect(() => toJurisdiction(wire({ code: 'fr', products: [], limits_before_first_deposit: 'yes', cooling_off_hours: 72 }))).toThrow(ShapeError);
  });
});

describe('presets (docs/contracts/responsible-gaming.md §4)', () => {
  it('offers sport only in France, everything elsewhere', () => {
    expect(offers(JURISDICTION_PRESETS.fr, 'casino')).toBe(false);
    expect(offers(JURISDICTION_PRESETS.fr, 'wheel')).toBe(false);
    expect(offers(JURISDICTION_PRESETS.fr, 'sport')).toBe(true);
    for (const code of ['none', 'ukgc', 'mga'] as const) expect(JURISDICTION_PRESETS[code].products).toEqual(['sport', 'casino', 'wheel']);
  });

  it('reads configure()s code in any case, and ignores an unknown one', () => {
    expect(configuredPreset(' FR ')).toBe(JURISDICTION_PRESETS.fr);
    expect(configuredPreset('')).toBeNull();
    expect(configuredPreset('xx')).toBeNull();
    expect(configuredPreset(undefined)).toBeNull();
  });
});

describe('effectiveJurisdiction', () => {
  const { none, ukgc, fr } = JURISDICTION_PRESETS;

  it('is the server profile alone, the configured preset alone, or none', () => {
    expect(effectiveJurisdiction(ukgc, null)).toBe(ukgc);
    expect(effectiveJurisdiction(null, fr)).toBe(fr);
    expect(effectiveJurisdiction(null, null)).toBe(none);
  });

  it('takes the stricter of both: products both offer, the stricter rules', () => {
    expect(effectiveJurisdiction(none, fr)).toEqual({ ...fr });
    expect(effectiveJurisdiction(fr, none)).toEqual({ ...fr });
    expect(effectiveJurisdiction(ukgc, fr)).toEqual({ ...fr, code: 'ukgc' });
    const custom = { ...ukgc, products: ['casino', 'sport'], realityCheckRequiredEvery: 30, coolingOffHours: 12 };
    expect(effectiveJurisdiction(custom, fr)).toEqual({ code: 'ukgc', products: ['sport'], limitsBeforeFirstDeposit: true, realityCheckRequiredEvery: 30, coolingOffHours: 72 });
  });
});
