// Search over the static content of one language (/search?q=…). The content is small (a few hundred
// fields), so a linear scan over a prepared index answers within a keystroke; no library is needed.
//
// Matching ignores case and diacritics in French (é = e, œ = oe) and in Arabic (harakat, hamza carriers
// أ إ آ ٱ = ا, ة = ه, ى = ي, tatweel, Eastern Arabic digits), and an Arabic query word may drop or add the
// article (السحب finds سحب, للإيداع finds الإيداع). Every word of the query must occur in a result.
import {
  TERMS_POINT_IDS,
  STATIC_PAGE_IDS,
  pagePath,
  termsPointPath,
  type Block,
  type PageContent,
  type SiteContent,
} from './types';

// ---------------------------------------------------------------------------------------------------
// Folding: lower case, no diacritics, one spelling per Arabic letter. Keeps, for every folded UTF-16
// unit, the index of the original character it came from, so matches map back to the original text.

const SPECIAL: Record<string, string> = {
  ß: 'ss',
  œ: 'oe',
  æ: 'ae',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ı: 'i',
  '’': "'",
  '‘': "'",
  'ʼ': "'",
  '\u00a0': ' ',
  '\u202f': ' ',
  'ٱ': 'ا', // alef wasla
  'ة': 'ه', // taa marbuta
  'ى': 'ي', // alef maqsura
  'ـ': '', // tatweel (kashida), a stretching stroke only
};

function foldChar(char: string): string {
  const special = SPECIAL[char];
  if (special !== undefined) return special;
  const code = char.codePointAt(0)!;
  // Arabic-Indic (٠-٩) and Extended Arabic-Indic (۰-۹) digits read as 0-9.
  if (code >= 0x0660 && code <= 0x0669) return String(code - 0x0660);
  if (code >= 0x06f0 && code <= 0x06f9) return String(code - 0x06f0);
  // NFD splits é into e + ◌́ and أ into ا + ◌ٔ; the marks (and Arabic harakat, already marks) go.
  const lower = char.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');
  return SPECIAL[lower] ?? lower;
}

interface Folded {
  text: string;
  /** map[i] = index in the original string of the character that produced text[i]; map[text.length] = original length. */
  map: number[];
}

export function fold(original: string): Folded {
  let text = '';
  const map: number[] = [];
  let index = 0;
  for (const char of original) {
    const out = foldChar(char);
    for (let k = 0; k < out.length; k++) map.push(index);
    text += out;
    index += char.length;
  }
  map.push(original.length);
  return { text, map };
}

/** The comparable form of a text (what `fold` produces, without the index map). */
export function normalizeText(text: string): string {
  return fold(text).text;
}

// Arabic attaches the article and some prepositions to the word: a query word is also tried without them.
const ARABIC_PREFIXES = ['وال', 'بال', 'كال', 'فال', 'لل', 'ال'];
const ARABIC = /[\u0600-\u06ff]/;
const WORD_CHAR = /[\p{L}\p{N}]/u;

/** The query's words, folded; one-letter words (the l of l'aide) are dropped, digits are kept. */
export function queryTerms(query: string): string[] {
  const words = normalizeText(query)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 1 || /\p{N}/u.test(w));
  return [...new Set(words)];
}

/** The forms a term is looked for in: itself, its singular, or for Arabic the stem without its article. */
function variants(term: string): string[] {
  if (!ARABIC.test(term)) {
    // French and English plurals: « retraits » also finds « retrait ».
    return term.length > 3 && /[sx]$/.test(term) ? [term, term.slice(0, -1)] : [term];
  }
  for (const prefix of ARABIC_PREFIXES) {
    if (term.startsWith(prefix) && term.length - prefix.length >= 2) return [term, term.slice(prefix.length)];
  }
  return [term];
}

// ---------------------------------------------------------------------------------------------------
// Index: one entry per section (the page's opening, each heading's section, each FAQ question).

interface Field {
  original: string;
  folded: Folded;
  weight: number;
  /** Body text (not a title): where snippets come from. */
  body: boolean;
  /** The page's title repeated on its sections: it ranks them, but alone it does not make them a result. */
  context?: boolean;
}

interface Entry {
  path: string;
  hash?: string;
  pageTitle: string;
  section?: string;
  fields: Field[];
  order: number;
}

const WEIGHT = { pageTitleOpening: 10, pageTitle: 2, heading: 6, question: 6, lead: 2, body: 1 } as const;

function field(original: string, weight: number, body: boolean): Field {
  return { original, folded: fold(original), weight, body };
}

const pageTitleOf = (page: PageContent): Field => ({ ...field(page.title, WEIGHT.pageTitle, false), context: true });

function blockTexts(block: Exclude<Block, { kind: 'heading' } | { kind: 'faq' }>): string[] {
  switch (block.kind) {
    case 'paragraph':
    case 'note':
      return [block.text];
    case 'list':
      return block.items;
    case 'links':
      return block.items.flatMap((l) => (l.description ? [l.label, l.description] : [l.label]));
    case 'contacts':
      return block.items.flatMap((c) => [c.label, c.value]);
  }
}

function pageEntries(path: string, page: PageContent, extra: string[], next: () => number): Entry[] {
  const entries: Entry[] = [];
  const opening: Entry = {
    path,
    pageTitle: page.title,
    fields: [field(page.title, WEIGHT.pageTitleOpening, false)],
    order: next(),
  };
  if (page.lead) opening.fields.push(field(page.lead, WEIGHT.lead, true));
  for (const text of extra) opening.fields.push(field(text, WEIGHT.body, true));
  entries.push(opening);
  let current = opening;
  for (const block of page.blocks) {
    if (block.kind === 'heading') {
      current = {
        path,
        hash: block.id,
        pageTitle: page.title,
        section: block.text,
        fields: [field(block.text, WEIGHT.heading, false), pageTitleOf(page)],
        order: next(),
      };
      entries.push(current);
    } else if (block.kind === 'faq') {
      for (const item of block.items) {
        entries.push({
          path,
          hash: item.id,
          pageTitle: page.title,
          section: item.question,
          fields: [
            field(item.question, WEIGHT.question, false),
            pageTitleOf(page),
            ...item.answer.map((text) => field(text, WEIGHT.body, true)),
          ],
          order: next(),
        });
      }
    } else {
      for (const text of blockTexts(block)) current.fields.push(field(text, WEIGHT.body, true));
    }
  }
  return entries;
}

const indexes = new WeakMap<SiteContent, Entry[]>();

function indexOf(content: SiteContent): Entry[] {
  let entries = indexes.get(content);
  if (entries) return entries;
  let order = 0;
  const next = () => order++;
  entries = [];
  for (const id of STATIC_PAGE_IDS) {
    // The terms overview lists its points: their titles and summaries are part of that page.
    const extra = id === 'terms' ? TERMS_POINT_IDS.flatMap((p) => [content.termsPoints[p].title, content.termsPoints[p].summary]) : [];
    entries.push(...pageEntries(pagePath(id), content.pages[id], extra, next));
  }
  for (const id of TERMS_POINT_IDS) {
    const point = content.termsPoints[id];
    entries.push(...pageEntries(termsPointPath(id), point, [point.summary], next));
  }
  indexes.set(content, entries);
  return entries;
}

// ---------------------------------------------------------------------------------------------------
// Matching, ranking, snippets.

interface Hit {
  start: number;
  end: number;
}

/** Occurrences of any variant of `term` in `folded`, with the best match quality found. */
function findTerm(folded: string, term: string): { hits: Hit[]; quality: number } {
  const hits: Hit[] = [];
  let quality = 0;
  for (const form of variants(term)) {
    let from = 0;
    for (;;) {
      const at = folded.indexOf(form, from);
      if (at < 0) break;
      const end = at + form.length;
      hits.push({ start: at, end });
      const startsWord = at === 0 || !WORD_CHAR.test(folded[at - 1]!);
      const endsWord = end === folded.length || !WORD_CHAR.test(folded[end]!);
      // Whole word 3, start of a word 2, inside a word 1; the Arabic stem counts a little less.
      const q = (startsWord ? (endsWord ? 3 : 2) : 1) * (form === term ? 1 : 0.8);
      quality = Math.max(quality, q);
      from = at + 1;
    }
  }
  return { hits, quality };
}

interface SnippetPart {
  text: string;
  match: boolean;
}

export interface SearchResult {
  /** Where the result leads: the page's path, with the section's anchor. */
  href: string;
  path: string;
  hash?: string;
  pageTitle: string;
  /** The heading or FAQ question the match is in (absent for the page's opening). */
  section?: string;
  snippet: SnippetPart[];
  score: number;
}

const SNIPPET_BEFORE = 60;
const SNIPPET_LENGTH = 180;

function mergeRanges(ranges: Hit[]): Hit[] {
  const sorted = [...ranges].sort((a, b) => a.start - b.start);
  const merged: Hit[] = [];
  for (const r of sorted) {
    const last = merged[merged.length - 1];
    if (last && r.start <= last.end) last.end = Math.max(last.end, r.end);
    else merged.push({ ...r });
  }
  return merged;
}

const IN_WORD = /[\p{L}\p{M}\p{N}]/u;

/** Widens a match to its whole word: a mark inside an Arabic word would break its joined letters. */
function wholeWord(original: string, hit: Hit): Hit {
  let { start, end } = hit;
  while (start > 0 && IN_WORD.test(original[start - 1]!)) start--;
  while (end < original.length && IN_WORD.test(original[end]!)) end++;
  return { start, end };
}

/** A window of `text` around its first match, cut at word boundaries, with the matched words marked. */
export function makeSnippet(original: string, folded: Folded, terms: string[]): SnippetPart[] {
  const ranges = mergeRanges(
    terms
      .flatMap((t) => findTerm(folded.text, t).hits)
      .map((h) => wholeWord(original, { start: folded.map[h.start]!, end: folded.map[h.end]! })),
  );
  const first = ranges[0]?.start ?? 0;
  let start = Math.max(0, first - SNIPPET_BEFORE);
  if (start > 0) {
    const space = original.indexOf(' ', start);
    start = space >= 0 && space < first ? space + 1 : start;
  }
  let end = Math.min(original.length, start + SNIPPET_LENGTH);
  if (end < original.length) {
    const space = original.lastIndexOf(' ', end);
    end = space > first ? space : end;
  }
  const parts: SnippetPart[] = [];
  const push = (text: string, match: boolean) => {
    if (text) parts.push({ text, match });
  };
  if (start > 0) push('… ', false);
  let at = start;
  for (const r of ranges) {
    if (r.end <= start || r.start >= end) continue;
    push(original.slice(at, Math.max(at, r.start)), false);
    push(original.slice(Math.max(at, r.start), Math.min(end, r.end)), true);
    at = Math.min(end, r.end);
  }
  push(original.slice(at, end), false);
  if (end < original.length) push(' …', false);
  return parts;
}

interface SearchOptions {
  /** At most this many results (default 30). */
  limit?: number;
}

/** The sections of `content` that contain every word of `query`, best first. Empty query: no results. */
export function searchContent(content: SiteContent, query: string, options: SearchOptions = {}): SearchResult[] {
  const terms = queryTerms(query);
  if (terms.length === 0) return [];
  const phrase = terms.length > 1 ? terms.join(' ') : null;
  const scored: Array<{ entry: Entry; score: number }> = [];
  for (const entry of indexOf(content)) {
    let score = 0;
    let all = true;
    let own = false;
    for (const term of terms) {
      let best = 0;
      for (const f of entry.fields) {
        const { quality } = findTerm(f.folded.text, term);
        if (quality === 0) continue;
        best = Math.max(best, quality * f.weight);
        if (!f.context) own = true;
      }
      if (best === 0) {
        all = false;
        break;
      }
      score += best;
    }
    // A section matched by its page's title only: the page's own result (its opening) stands for it.
    if (!all || !own) continue;
    // The words side by side, in order, weigh more than the words scattered.
    if (phrase) for (const f of entry.fields) if (f.folded.text.includes(phrase)) score += 2 * f.weight;
    scored.push({ entry, score });
  }
  scored.sort((a, b) => b.score - a.score || a.entry.order - b.entry.order);
  return scored.slice(0, options.limit ?? 30).map(({ entry, score }) => {
    const body = entry.fields.filter((f) => f.body);
    // The body text matching the most words; a title-only match shows the section's first text.
    let chosen = body[0];
    let most = 0;
    for (const f of body) {
      const count = terms.filter((t) => findTerm(f.folded.text, t).hits.length > 0).length;
      if (count > most) {
        most = count;
        chosen = f;
      }
    }
    const snippet = chosen ? makeSnippet(chosen.original, chosen.folded, most > 0 ? terms : []) : [];
    return {
      href: entry.hash ? `${entry.path}#${entry.hash}` : entry.path,
      path: entry.path,
      hash: entry.hash,
      pageTitle: entry.pageTitle,
      section: entry.section,
      snippet,
      score,
    };
  });
}
