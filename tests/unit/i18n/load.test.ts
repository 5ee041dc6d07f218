// Needs the compiled catalogs (`npx lingui compile --strict --typescript`, part of `npm run build`).
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { OWN_CATALOGS, catalogModule, type CatalogName } from '../../../src/i18n/catalogs';
import type { OwnCatalog } from '../../../src/i18n/load';

type I18nModule = typeof import('../../../src/i18n/i18n');
type LoadModule = typeof import('../../../src/i18n/load');

let i18n: I18nModule['i18n'];
let activateLocale: LoadModule['activateLocale'];
let catalogReady: LoadModule['catalogReady'];

const banned = { id: 'error.user_is_banned', message: 'Ce compte est bloqué' };

beforeEach(async () => {
  // A fresh instance and a fresh catalog cache for every test.
  vi.resetModules();
  vi.doUnmock('../../../src/i18n/locales/en/messages');
  vi.doUnmock('../../../src/i18n/locales/ar/messages');
  ({ i18n } = await import('../../../src/i18n/i18n'));
  ({ activateLocale, catalogReady } = await import('../../../src/i18n/load'));
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

  it('every catalog (the shared one and each element\'s) has the same ids in every language and no empty translation', async () => {
    const catalogs = [undefined, ...(Object.keys(OWN_CATALOGS) as CatalogName[])];
    let total = 0;
    for (const name of catalogs) {
      const [fr, en, ar] = await Promise.all(['fr', 'en', 'ar'].map((l) => import(/* @vite-ignore */ `../../../${catalogModule(l, name)}`)));
      const ids = Object.keys(fr.messages).sort();
      total += ids.length;
      expect(Object.keys(en.messages).sort(), name).toEqual(ids);
      expect(Object.keys(ar.messages).sort(), name).toEqual(ids);
      for (const id of ids) {
        expect(JSON.stringify(en.messages[id]), id).not.toBe('[]');
        expect(JSON.stringify(ar.messages[id]), id).not.toBe('[]');
      }
    }
    expect(total).toBeGreaterThan(500);
  });

  it('an element\'s own catalog is fetched when it asks, merged beside the others, and follows a language switch', async () => {
    const fetched: string[] = [];
    const own = (name: CatalogName, id: string, text: Record<string, string>): OwnCatalog => ({
      name,
      load: async (locale) => {
        fetched.push(`${name}:${locale}`);
        return { messages: { [id]: [text[locale]!] } };
      },
    });
    const lobby = own('lobby', 'x.lobby', { fr: 'Jeux', en: 'Games', ar: 'ألعاب' });
    const wheel = own('wheel', 'x.wheel', { fr: 'Roue', en: 'Wheel', ar: 'عجلة' });
    await activateLocale('fr', lobby);
    expect(catalogReady('fr', lobby)).toBe(true);
    expect(catalogReady('fr', wheel)).toBe(false);
    expect(i18n._({ id: 'x.lobby' })).toBe('Jeux');
    expect(i18n._(banned)).toBe('Ce compte est bloqué');
    // A second element later on the page: its catalog joins, the first one's messages stay.
    await activateLocale('fr', wheel);
    expect([i18n._({ id: 'x.lobby' }), i18n._({ id: 'x.wheel' })]).toEqual(['Jeux', 'Roue']);
    // A switch fetches every catalog the page asked for, in the new language, once each.
    await activateLocale('en');
    expect([i18n._({ id: 'x.lobby' }), i18n._({ id: 'x.wheel' }), i18n._(banned)]).toEqual(['Games', 'Wheel', 'This account is blocked']);
    await activateLocale('fr', lobby);
    expect(fetched).toEqual(['lobby:fr', 'wheel:fr', 'lobby:en', 'wheel:en']);
    expect(i18n._({ id: 'x.wheel' })).toBe('Roue');
  });

  it('an element catalog that fails to load leaves the language and the other catalogs in place', async () => {
    await activateLocale('fr');
    const broken: OwnCatalog = { name: 'cashier', load: () => Promise.reject(new Error('chunk load failed')) };
    await expect(activateLocale('fr', broken)).rejects.toThrow('chunk load failed');
    expect(i18n.locale).toBe('fr');
    expect(catalogReady('fr', broken)).toBe(false);
    expect(i18n._(banned)).toBe('Ce compte est bloqué');
  });

  it('concurrent calls for one locale share one load and one activation', async () => {
    const changes = vi.fn();
    i18n.on('change', changes);
    const own = vi.fn(async () => ({ messages: { 'x.own': ['Own'] } }));
    await Promise.all([activateLocale('en', { name: 'wheel', load: own }), activateLocale('en', { name: 'wheel', load: own })]);
    expect(changes).toHaveBeenCalledTimes(1);
    expect(own).toHaveBeenCalledTimes(1);
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
