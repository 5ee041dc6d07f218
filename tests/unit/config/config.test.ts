// One page-wide config (src/config/config.ts): defaults of spec §1/§9, attributes and configure().
import { beforeEach, describe, expect, it } from 'vitest';
import { $config, apiBase, configure, contentBase, DEFAULT_CONFIG } from '../../../src/config/config';

beforeEach(() => $config.set({ ...DEFAULT_CONFIG }));

describe('config', () => {
  it('defaults to the same origin, fr-fr and TND, and no jurisdiction preset', () => {
    expect($config.get()).toEqual({ apiBase: '', contentBase: '', language: 'fr-fr', currency: 'TND', jurisdiction: '' });
  });

  it('takes a jurisdiction code (a partner page without our server names a preset)', () => {
    configure({ jurisdiction: ' fr ' });
    expect($config.get().jurisdiction).toBe('fr');
  });

  it('sets given fields, trims, drops trailing slashes and ignores empty values', () => {
    configure({ apiBase: ' https://casino.example/ ', language: '', currency: undefined });
    expect($config.get()).toMatchObject({ apiBase: 'https://casino.example', language: 'fr-fr', currency: 'TND' });
  });

  it('uses the API base for content unless a content base is set', () => {
    configure({ apiBase: 'https://api.example' });
    expect(apiBase()).toBe('https://api.example');
    expect(contentBase()).toBe('https://api.example');
    configure({ contentBase: 'https://cdn.example/' });
    expect(contentBase()).toBe('https://cdn.example');
  });

  it('does not notify listeners when nothing changes', () => {
    let calls = 0;
    const off = $config.listen(() => calls++);
    configure({ language: 'fr-fr' });
    configure({ language: 'ar' });
    off();
    expect(calls).toBe(1);
  });
});
