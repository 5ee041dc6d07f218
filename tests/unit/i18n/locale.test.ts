import { describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE, LOCALES, dirOf, htmlLangOf, isRtl, toLocale } from '../../../src/i18n/locale';

describe('toLocale', () => {
  it.each([
    ['fr', 'fr'],
    ['fr-fr', 'fr'],
    ['FR-fr', 'fr'],
    ['fr_CA', 'fr'],
    ['en', 'en'],
    ['en-US', 'en'],
    ['EN-gb', 'en'],
    ['ar', 'ar'],
    ['ar-TN', 'ar'],
    [' ar ', 'ar'],
  ])('%j → %s', (input, expected) => {
    expect(toLocale(input)).toBe(expected);
  });

  it.each([null, undefined, '', 'de', 'ru-RU', 'english', 'e', '-en'])('%j falls back to French', (input) => {
    expect(toLocale(input)).toBe('fr');
  });

  it('maps the spec default language to French', () => {
    expect(DEFAULT_LANGUAGE).toBe('fr-fr');
    expect(toLocale(DEFAULT_LANGUAGE)).toBe('fr');
  });
});

describe('direction and html lang', () => {
  it('only Arabic is right to left', () => {
    expect(LOCALES).toEqual(['fr', 'en', 'ar']);
    expect(LOCALES.map(isRtl)).toEqual([false, false, true]);
    expect(LOCALES.map(dirOf)).toEqual(['ltr', 'ltr', 'rtl']);
  });

  it('gives canonical BCP 47 tags', () => {
    expect(LOCALES.map(htmlLangOf)).toEqual(['fr-FR', 'en-US', 'ar']);
  });
});
