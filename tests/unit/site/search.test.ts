// Search over the static content (widgets/site/content/search.ts), on the real content of each language:
// folding (case, French diacritics, Arabic letters and marks), every word required, ranking, snippets.
import { beforeAll, describe, expect, it } from 'vitest';
import { loadContent, type SiteContent } from '../../../widgets/site/content';
import { fold, makeSnippet, normalizeText, queryTerms, searchContent, type SearchResult } from '../../../widgets/site/content/search';

let fr: SiteContent;
let en: SiteContent;
let ar: SiteContent;

beforeAll(async () => {
  [fr, en, ar] = await Promise.all([loadContent('fr'), loadContent('en'), loadContent('ar')]);
});

const hrefs = (results: SearchResult[]) => results.map((r) => r.href);
const marked = (result: SearchResult) => result.snippet.filter((p) => p.match).map((p) => p.text);
const snippetText = (result: SearchResult) => result.snippet.map((p) => p.text).join('');

describe('folding', () => {
  it('ignores case and French diacritics and ligatures', () => {
    expect(normalizeText('DÉPÔT Retrait ÇA œuvre Noël où')).toBe('depot retrait ca oeuvre noel ou');
    expect(normalizeText('l’aide')).toBe("l'aide");
  });

  it('ignores Arabic harakat and tatweel, and unifies hamza carriers, taa marbuta and alef maqsura', () => {
    expect(normalizeText('السَّحْب')).toBe('السحب');
    expect(normalizeText('أإآٱ')).toBe('اااا');
    expect(normalizeText('مؤكَّدة')).toBe('موكده');
    expect(normalizeText('الأدنى')).toBe('الادني');
    expect(normalizeText('ســحب')).toBe('سحب');
  });

  it('reads Eastern Arabic digits as 0-9', () => {
    expect(normalizeText('٢٤ ساعة و۵')).toBe('24 ساعه و5');
  });

  it('maps every folded character back to the original one', () => {
    const { text, map } = fold('Éœ-السَّحْب');
    expect(text).toBe('eoe-السحب');
    expect(map.slice(0, 3)).toEqual([0, 1, 1]);
    // After the harakat were dropped, ب is still found at its original index.
    expect('Éœ-السَّحْب'[map[text.indexOf('ب')]!]).toBe('ب');
    expect(map[text.length]).toBe('Éœ-السَّحْب'.length);
  });

  it('splits a query into folded words, without one-letter words but with numbers', () => {
    expect(queryTerms('  L’aide, DÉPÔT!  dépôt 5 ')).toEqual(['aide', 'depot', '5']);
    expect(queryTerms(' ?! ')).toEqual([]);
  });
});

describe('searchContent', () => {
  it('answers nothing to an empty query', () => {
    expect(searchContent(fr, '')).toEqual([]);
    expect(searchContent(fr, '   ')).toEqual([]);
  });

  it('finds French text whatever the accents and the case', () => {
    const plain = searchContent(fr, 'depot minimum');
    expect(plain[0]!.href).toBe('/faq/depoziti-i-vyplati#depot-minimum');
    expect(hrefs(searchContent(fr, 'DÉPÔT MINIMUM'))).toEqual(hrefs(plain));
    expect(hrefs(searchContent(fr, 'Dépôt Minimum'))).toEqual(hrefs(plain));
  });

  it('requires every word of the query', () => {
    expect(searchContent(fr, 'retrait')).not.toEqual([]);
    expect(searchContent(fr, 'retrait zzyzx')).toEqual([]);
    const both = hrefs(searchContent(fr, 'retrait minimum', { limit: 500 }));
    const retrait = hrefs(searchContent(fr, 'retrait', { limit: 500 }));
    const minimum = hrefs(searchContent(fr, 'minimum', { limit: 500 }));
    expect(both.length).toBeGreaterThan(0);
    expect(both.length).toBeLessThan(Math.min(retrait.length, minimum.length));
    // No page title says "minimum", so every result has it in its own text.
    for (const href of both) expect(minimum).toContain(href);
  });

  it('finds the singular from a plural query', () => {
    expect(hrefs(searchContent(en, 'withdrawals minimum'))).toContain('/faq/depoziti-i-vyplati#retrait-minimum');
  });

  it('ranks a page whose title matches above pages that only mention the words', () => {
    const results = searchContent(fr, 'jeu responsable');
    expect(results[0]!.href).toBe('/terms-and-conditions/responsibleGaming');
    expect(results[0]!.section).toBeUndefined();
    expect(results.length).toBeGreaterThan(3);
    const scores = results.map((r) => r.score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
  });

  it('ranks a FAQ question above a paragraph that contains the same words', () => {
    const results = searchContent(en, 'cancel withdrawal');
    expect(results[0]!.href).toBe('/faq/depoziti-i-vyplati#annuler-retrait');
    expect(results[0]!.section).toBe('Can I cancel a withdrawal?');
    expect(results[0]!.pageTitle).toBe('Deposits and withdrawals');
  });

  it('searches Arabic without harakat or hamza, with or without the article', () => {
    const exact = searchContent(ar, 'الحد الأدنى للسحب');
    expect(exact[0]!.href).toBe('/faq/depoziti-i-vyplati#retrait-minimum');
    // Typed without hamza, with harakat, or without the article: the same first answer.
    expect(searchContent(ar, 'الحد الادنى للسحب')[0]!.href).toBe(exact[0]!.href);
    expect(searchContent(ar, 'الحَدّ الأَدْنَى لِلسَّحْب')[0]!.href).toBe(exact[0]!.href);
    expect(hrefs(searchContent(ar, 'سحب'))).toContain('/faq/depoziti-i-vyplati#retrait-minimum');
    // "the deposit" finds "for the deposit" (للإيداع).
    expect(hrefs(searchContent(ar, 'الإيداع'))).toContain('/faq/depoziti-i-vyplati#depot-minimum');
  });

  it('finds Arabic titles and Eastern Arabic digits', () => {
    expect(searchContent(ar, 'اللعب المسؤول')[0]!.href).toBe('/terms-and-conditions/responsibleGaming');
    expect(hrefs(searchContent(ar, '٢٤ ساعة'))).toContain('/faq/depoziti-i-vyplati#delai-depot');
  });

  it('searches only the language it is given', () => {
    expect(searchContent(en, 'retrait')).toEqual([]);
    expect(searchContent(fr, 'withdrawal')).toEqual([]);
    expect(searchContent(fr, 'السحب')).toEqual([]);
  });

  it('indexes the terms points, contacts and the terms overview table of contents', () => {
    expect(hrefs(searchContent(fr, 'auto-exclusion'))).toContain('/terms-and-conditions/responsibleGaming#auto-exclusion');
    expect(hrefs(searchContent(en, 'support@casino-widgets'))).toContain('/contacts');
    expect(hrefs(searchContent(fr, 'politique de confidentialite'))).toContain('/terms-and-conditions');
  });

  it('keeps at most `limit` results', () => {
    expect(searchContent(fr, 'de', { limit: 5 })).toHaveLength(5);
  });
});

describe('snippets', () => {
  it('marks the matches in the original spelling', () => {
    const [first] = searchContent(fr, 'depot minimum');
    expect(marked(first!).map((t) => t.toLowerCase())).toEqual(expect.arrayContaining(['dépôt', 'minimum']));
    expect(snippetText(first!)).toContain('5 EUR');
  });

  it('marks Arabic matches with their harakat and hamza as written', () => {
    const result = searchContent(ar, 'مؤكد').find((r) => marked(r).length > 0)!;
    expect(marked(result).some((t) => t.startsWith('مؤكَّد'))).toBe(true);
  });

  it('marks whole words, so a stem inside an Arabic word keeps its letters joined', () => {
    const text = 'الحد الأدنى للسحب 10 EUR.';
    expect(makeSnippet(text, fold(text), ['سحب']).filter((p) => p.match).map((p) => p.text)).toEqual(['للسحب']);
    const fr = 'Les retraits sont confirmés.';
    expect(makeSnippet(fr, fold(fr), ['retrait']).filter((p) => p.match).map((p) => p.text)).toEqual(['retraits']);
  });

  it('cuts long texts around the first match at word boundaries', () => {
    const text = `${'alpha '.repeat(40)}bravo charlie ${'delta '.repeat(60)}`.trim();
    const parts = makeSnippet(text, fold(text), ['charlie']);
    const joined = parts.map((p) => p.text).join('');
    expect(joined.startsWith('… alpha')).toBe(true);
    expect(joined.endsWith('delta …')).toBe(true);
    expect(parts.filter((p) => p.match).map((p) => p.text)).toEqual(['charlie']);
    expect(joined.length).toBeLessThan(200);
  });

  it('shows the start of the section when only its title matched', () => {
    const result = searchContent(fr, 'questions générales')[0]!;
    expect(result.href).toBe('/faq#questions-generales');
    expect(result.snippet.every((p) => !p.match)).toBe(true);
  });

  it('shows short texts whole, without ellipsis', () => {
    const text = 'Le retrait minimum est de 10 EUR.';
    const parts = makeSnippet(text, fold(text), ['retrait']);
    expect(parts).toEqual([
      { text: 'Le ', match: false },
      { text: 'retrait', match: true },
      { text: ' minimum est de 10 EUR.', match: false },
    ]);
  });
});

describe('sections and their page', () => {
  it('lists a section only when its own text matches, not for its page title alone', () => {
    const results = searchContent(fr, 'retraits');
    // "Dépôts et retraits" is the title of the payments FAQ: the page is a result, its "Dépôts" section is not.
    expect(hrefs(results)).toContain('/faq/depoziti-i-vyplati');
    expect(hrefs(results)).not.toContain('/faq/depoziti-i-vyplati#depots');
    // A word from the page title and one from the section together still find the section.
    expect(hrefs(searchContent(fr, 'retraits frais'))).toContain('/faq/depoziti-i-vyplati#frais');
  });
});
