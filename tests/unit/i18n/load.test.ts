// Needs the compiled catalogs (`npx lingui compile --strict --typescript`, part of `npm run build`).
import { beforeEach, describe, expect, it, vi } from 'vitest';

type I18nModule = typeof import('../../../src/i18n/i18n');
type LoadModule = typeof import('../../../src/i18n/load');

let i18n: I18nModule['i18n'];
let activateLocale: LoadModule['activateLocale'];

const banned = { id: 'error.user_is_banned', message: 'Ce compte est bloqué' };

beforeEach(async () => {
  // A fresh instance and a fresh catalog cache for every test.
  vi.resetModules();
  vi.doUnmock('../../../src/i18n/locales/en/messages');
  vi.doUnmock('../../../src/i18n/locales/ar/messages');
  ({ i18n } = await import('../../../src/i18n/i18n'));
  ({ activateLocale } = await import('../../../src/i18n/load'));
});

describe('i18n instance', () => {
  it('is usable before any catalog: French source messages, placeholders filled', () => {
    expect(i18n.locale).toBe('fr');
    expect(i18n._(banned)).toBe('Ce compte est bloqué');
    expect(i18n._({ id: 'x.hello', message: 'Bonjour {name}', values: { name: 'Léa' } })).toBe('Bonjour Léa');
  });
});

describe('activateLocale', () => {
  it('loads each catalog and the same id changes language', async () => {
    await activateLocale('en');
    expect(i18n.locale).toBe('en');
    expect(i18n._(banned)).toBe('This account is blocked');

    await activateLocale('ar');
    expect(i18n.locale).toBe('ar');
    expect(i18n._(banned)).toBe('هذا الحساب محظور');

    await activateLocale('fr');
    expect(i18n.locale).toBe('fr');
    expect(i18n._(banned)).toBe('Ce compte est bloqué');
  });

  it('interpolates values from the compiled catalogs', async () => {
    await activateLocale('en');
    expect(i18n._({ id: 'validation.too_short', values: { min: 8 } })).toBe('Enter at least 8 characters');
    await activateLocale('ar');
    expect(i18n._({ id: 'validation.too_short', values: { min: 8 } })).toBe('أدخل 8 أحرف على الأقل');
  });

  it('every catalog has the same ids and no empty translation', async () => {
    const [fr, en, ar] = await Promise.all([
      import('../../../src/i18n/locales/fr/messages'),
      import('../../../src/i18n/locales/en/messages'),
      import('../../../src/i18n/locales/ar/messages'),
    ]);
    const ids = Object.keys(fr.messages).sort();
    expect(ids.length).toBeGreaterThan(50);
    expect(Object.keys(en.messages).sort()).toEqual(ids);
    expect(Object.keys(ar.messages).sort()).toEqual(ids);
    for (const id of ids) {
      expect(JSON.stringify(en.messages[id]), id).not.toBe('[]');
      expect(JSON.stringify(ar.messages[id]), id).not.toBe('[]');
    }
  });

  it('concurrent calls for one locale share one promise and one activation', async () => {
    const changes = vi.fn();
    i18n.on('change', changes);
    const a = activateLocale('en');
    const b = activateLocale('en');
    expect(a).toBe(b);
    await Promise.all([a, b]);
    expect(changes).toHaveBeenCalledTimes(1);
    // Already loaded and active: nothing to do.
    await activateLocale('en');
    expect(changes).toHaveBeenCalledTimes(1);
  });

  it('the last requested locale wins when an earlier load finishes later', async () => {
    let releaseEn!: () => void;
    const enGate = new Promise<void>((resolve) => (releaseEn = resolve));
    vi.resetModules();
    vi.doMock('../../../src/i18n/locales/en/messages', async () => {
      await enGate;
      return { messages: { 'error.user_is_banned': ['This account is blocked'] } };
    });
    ({ i18n } = await import('../../../src/i18n/i18n'));
    ({ activateLocale } = await import('../../../src/i18n/load'));

    const en = activateLocale('en');
    const ar = activateLocale('ar');
    await ar;
    expect(i18n.locale).toBe('ar');
    releaseEn();
    await en;
    expect(i18n.locale).toBe('ar');
    expect(i18n._(banned)).toBe('هذا الحساب محظور');
  });

  it('a failed catalog load rejects, keeps the current language, and can be retried', async () => {
    let fail = true;
    vi.resetModules();
    vi.doMock('../../../src/i18n/locales/ar/messages', async () => {
      if (fail) throw new Error('chunk load failed');
      return { messages: { 'error.user_is_banned': ['هذا الحساب محظور'] } };
    });
    ({ i18n } = await import('../../../src/i18n/i18n'));
    ({ activateLocale } = await import('../../../src/i18n/load'));

    await expect(activateLocale('ar')).rejects.toThrow();
    expect(i18n.locale).toBe('fr');
    expect(i18n._(banned)).toBe('Ce compte est bloqué');

    fail = false;
    await activateLocale('ar');
    expect(i18n.locale).toBe('ar');
  });
});
