import { describe, expect, it } from 'vitest';
import { ShapeError } from '../../../src/api/convert';
import { canonicalProvider, providerName, toActiveProviders } from '../../../src/api/providers';

describe('providers', () => {
  it('reads the active, allowed producers in the server\'s order, aliases made canonical (spec §5)', () => {
    const answer = {
      producers: [
        { name: 'PGSoft', active: true },
        { name: 'evosw', active: true, integrations: ['live'] },
        { name: 'amatic', active: false },
        { name: 'unknownco', active: true },
        { name: 'Pragmatic' },
      ],
    };
    expect(toActiveProviders(answer)).toEqual(['pgsoft', 'evolution', 'pragmaticplay']);
  });

  it('refuses a malformed answer', () => {
    expect(() => toActiveProviders({ producers: [{ active: true }] })).toThrow(ShapeError);
    expect(() => toActiveProviders({ producers: 'x' })).toThrow(ShapeError);
  });

  it('names providers by their brand, and leaves an unknown one as it is', () => {
    expect([canonicalProvider(' XproGaming '), providerName('pgsoft'), providerName('newco')]).toEqual(['xpg', 'PG Soft', 'newco']);
  });
});
