// The user info's rules (src/api/user-info-rules.ts), shared by the sandbox and the profile's form: what
// the form lets through is what the server accepts (tests/unit/sandbox/user-info.test.ts checks the server).
import { describe, expect, it } from 'vitest';
import {
  COUNTRY_CODES,
  birthDateProblem,
  countryProblem,
  normalizePhone,
  parseDay,
  phoneProblem,
  textProblem,
} from '../../../src/api/user-info-rules';
import { toUserInfo, toWireUserInfo } from '../../../src/api/user-info';
import { toBookmakerSettings } from '../../../src/api/bookmaker-settings';

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

describe('user info rules', () => {
  it('birth dates: real days only, 1900 onwards, 18 on the day', () => {
    expect(parseDay('2001-02-29')).toBeUndefined();
    expect(parseDay('2000-02-29')?.toISOString()).toBe('2000-02-29T00:00:00.000Z');
    expect(parseDay('17/05/1990')).toBeUndefined();
    expect(birthDateProblem('', day('2025-01-15'))).toBeUndefined();
    expect(birthDateProblem('1990-13-01', day('2025-01-15'))).toBe('invalid');
    expect(birthDateProblem('1899-12-31', day('2025-01-15'))).toBe('too_old');
    expect(birthDateProblem('1900-01-01', day('2025-01-15'))).toBeUndefined();
    expect(birthDateProblem('2007-01-15', day('2025-01-15'))).toBeUndefined();
    expect(birthDateProblem('2007-01-16', day('2025-01-15'))).toBe('under_age');
    expect(birthDateProblem('2030-01-01', day('2025-01-15'))).toBe('under_age');
    // Born on 29 February: of age on 1 March of a common year.
    expect(birthDateProblem('2008-02-29', day('2026-02-28'))).toBe('under_age');
    expect(birthDateProblem('2008-02-29', day('2026-03-01'))).toBeUndefined();
  });

  it('countries: the 249 assigned ISO codes, upper case', () => {
    expect(COUNTRY_CODES).toHaveLength(249);
    expect(countryProblem('TN')).toBeUndefined();
    expect(countryProblem('')).toBeUndefined();
    for (const code of ['UK', 'EU', 'XK', 'tn', 'TUN']) expect(countryProblem(code), code).toBe('invalid');
  });

  it('phones: separators dropped, + and 8 to 15 digits', () => {
    expect(normalizePhone(' +216 (20) 123-456 ')).toBe('+21620123456');
    expect(phoneProblem('+216 20 123 456')).toBeUndefined();
    expect(phoneProblem('')).toBeUndefined();
    for (const bad of ['0612345678', '+1234567', '+1234567890123456', '+33 6 12 ab']) expect(phoneProblem(bad), bad).toBe('invalid');
  });

  it('text lengths count characters, not UTF-16 units', () => {
    expect(textProblem('title', '😀'.repeat(30))).toBeUndefined();
    expect(textProblem('title', 'x'.repeat(31))).toBe('max_length');
  });
});

describe('user info converters', () => {
  it('reads the wire shape and refuses an unknown gender; writes only the fields given', () => {
    const wire = {
      first_name: 'A', last_name: 'B', middle_name: '', title: '', gender: 'f', birth_date: null, country: '', city: '',
      address: '', mobile_phone: '', email: 'a@b.test', contact_language: 'ar', document_series: '', document_number: '', account_number: '',
    };
    expect(toUserInfo(wire)).toMatchObject({ firstName: 'A', gender: 'f', birthDate: null, contactLanguage: 'ar' });
    expect(() => toUserInfo({ ...wire, gender: 'x' })).toThrow(/gender/);
    expect(toWireUserInfo({ city: 'Sfax', birthDate: '' as unknown as null, mobilePhone: '+21620123456' })).toEqual({
      city: 'Sfax',
      birth_date: null,
      mobile_phone: '+21620123456',
    });
  });

  it('bookmaker settings: the four choices (accept_odds never when a backend lacks it), refusing an unknown value', () => {
    expect(toBookmakerSettings({ odds_format: 'american', sft_view: 'live', dgt_view: 'la', updated_at: null })).toEqual({
      oddsFormat: 'american',
      sftView: 'live',
      dgtView: 'la',
      acceptOdds: 'never',
      updatedAt: null,
    });
    expect(toBookmakerSettings({ odds_format: 'decimal', sft_view: 'sport', dgt_view: 'eu', accept_odds: 'higher' }).acceptOdds).toBe('higher');
    expect(() => toBookmakerSettings({ odds_format: 'decimal', sft_view: 'sport', dgt_view: 'xx' })).toThrow(/dgt_view/);
    expect(() => toBookmakerSettings({ odds_format: 'decimal', sft_view: 'sport', dgt_view: 'eu', accept_odds: 'lower' })).toThrow(/accept_odds/);
  });
});
