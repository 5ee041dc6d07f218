// The URL allow-list for server-provided links (docs/conventions.md §2.11): http(s) and relative only.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isExternalUrl, safeUrl } from '../../../src/format/safe-url';

describe('safeUrl: allowed', () => {
  it.each([
    '/slots/casino',
    '/profile/replenishment?tab=card#top',
    'slots/casino',
    './promo',
    '../promo',
    '?page=2',
    '#offers',
    'https://partner.example/promo?utm=banner',
    'HTTPS://PARTNER.EXAMPLE/',
    'http://partner.example:8080/a',
    '/slide/images/main-web-fr-1.svg',
    '/a:b', // a colon after the first slash is a path, not a scheme
    'javascript%3Aalert(1)', // percent-encoded colon: a relative path, harmless
  ])('%s', (url) => {
    expect(safeUrl(url)).toBe(url);
  });

  it('trims surrounding whitespace but keeps the URL', () => {
    expect(safeUrl('  /slots/casino\n')).toBe('/slots/casino');
    expect(safeUrl('\thttps://partner.example/ ')).toBe('https://partner.example/');
  });
});

describe('safeUrl: refused', () => {
  it.each([
    ['javascript:alert(document.domain)'],
    ['JavaScript:alert(1)'],
    ['  javascript:alert(1)'],
    ['java\tscript:alert(1)'],
    ['java\nscript:alert(1)'],
    ['java\rscript:alert(1)'],
    ['\u0000javascript:alert(1)'],
    ['javascript\u0000:alert(1)'],
    ['\u200bjavascript:alert(1)'],
    ['\ufeffjavascript:alert(1)'],
    ['java\u00adscript:alert(1)'],
    ['javascript&colon;alert(1)'.replace('&colon;', ':')],
    ['data:text/html,<script>alert(1)</script>'],
    ['DATA:image/svg+xml;base64,PHN2Zz4='],
    ['vbscript:msgbox(1)'],
    ['file:///etc/passwd'],
    ['mailto:someone@example.com'],
    ['blob:https://partner.example/uuid'],
    ['//evil.example/x'],
    ['/\\evil.example/x'],
    ['\\\\evil.example\\x'],
    ['\\/evil.example'],
    ['https:evil.example'],
    ['http:/evil.example'],
    ['https://'],
    ['https:///path'],
    ['/slots casino'],
    ['/slots\u00a0casino'],
    ['/slots\u2028casino'],
    [''],
    ['   '],
  ])('%j', (url) => {
    expect(safeUrl(url)).toBeNull();
  });

  it('an absurdly long URL', () => {
    expect(safeUrl(`/${'x'.repeat(3000)}`)).toBeNull();
  });

  it.each([null, undefined, 42, {}, ['/x']])('non-string %j', (value) => {
    expect(safeUrl(value)).toBeNull();
  });
});

/** Characters an attacker would sprinkle into a scheme: controls, spaces, zero-width, case changes. */
const noise = fc.constantFrom('', '\t', '\n', '\r', ' ', '\u0000', '\u0001', '\u001f', '\u007f', '\u200b', '\u00a0', '\ufeff', '\u2028', '\u3000', '\u00ad');

function obfuscate(scheme: string): fc.Arbitrary<string> {
  return fc
    .tuple(
      fc.array(noise, { minLength: scheme.length + 1, maxLength: scheme.length + 1 }),
      fc.array(fc.boolean(), { minLength: scheme.length, maxLength: scheme.length }),
      fc.string({ maxLength: 40 }),
    )
    .map(([gaps, upper, rest]) => {
      let out = gaps[0]!;
      for (let i = 0; i < scheme.length; i += 1) out += (upper[i] ? scheme[i]!.toUpperCase() : scheme[i]) + gaps[i + 1]!;
      return `${out}:${rest}`;
    });
}

describe('safeUrl: properties', () => {
  it('never lets an obfuscated javascript:, data: or vbscript: scheme through', () => {
    const attack = fc.oneof(obfuscate('javascript'), obfuscate('data'), obfuscate('vbscript'));
    fc.assert(fc.property(attack, (url) => safeUrl(url) === null), { numRuns: 3000 });
  });

  it('whatever it returns resolves, in the browser URL parser, to http(s) on any page', () => {
    const anyString = fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.webUrl(), fc.webPath());
    fc.assert(
      fc.property(anyString, (url) => {
        const allowed = safeUrl(url);
        if (allowed === null) return true;
        for (const page of ['https://casino.example/main', 'http://localhost:8000/slots/casino']) {
          const protocol = new URL(allowed, page).protocol;
          if (protocol !== 'https:' && protocol !== 'http:') return false;
        }
        // Nothing the parser would strip (tabs, newlines) or read as a separator is left inside.
        return !/[\u0000-\u0020\\]/.test(allowed);
      }),
      { numRuns: 3000 },
    );
  });

  it('a relative reference never reaches another host', () => {
    fc.assert(
      fc.property(fc.string(), (path) => {
        const allowed = safeUrl(`/${path}`);
        return allowed === null || new URL(allowed, 'https://casino.example/main').host === 'casino.example';
      }),
      { numRuns: 3000 },
    );
  });

  it('keeps every http(s) web URL fast-check generates', () => {
    fc.assert(fc.property(fc.webUrl({ withQueryParameters: true, withFragments: true }), (url) => safeUrl(url) === url));
  });
});

describe('isExternalUrl', () => {
  it('compares origins with the page', () => {
    const page = 'https://casino.example/main';
    expect(isExternalUrl('/slots/casino', page)).toBe(false);
    expect(isExternalUrl('https://casino.example/slots', page)).toBe(false);
    expect(isExternalUrl('https://partner.example/', page)).toBe(true);
    expect(isExternalUrl('http://casino.example/slots', page)).toBe(true);
  });
});
