// The static content (widgets/site/content): the three languages carry the same pages with the same
// structure, every internal link opens a route of the site, no text is empty or left untranslated, and the
// FAQ states the business constants of shell-session-wheel.md §9 and money-and-games.md §9.
import { beforeAll, describe, expect, it } from 'vitest';
import { $router } from '../../../widgets/site/shell/router';
import {
  STATIC_PAGE_IDS,
  TERMS_POINT_IDS,
  loadContent,
  loadedContent,
  pagePath,
  termsPointPath,
  type Block,
  type PageContent,
  type SiteContent,
  type SiteLink,
} from '../../../widgets/site/content';

let fr: SiteContent;
let en: SiteContent;
let ar: SiteContent;

beforeAll(async () => {
  [fr, en, ar] = await Promise.all([loadContent('fr'), loadContent('en-US'), loadContent('ar')]);
});

const languages = () => [
  ['fr', fr],
  ['en', en],
  ['ar', ar],
] as const;

function allPages(content: SiteContent): Array<[string, PageContent]> {
  return [
    ...STATIC_PAGE_IDS.map((id) => [id, content.pages[id]] as [string, PageContent]),
    ...TERMS_POINT_IDS.map((id) => [`terms/${id}`, content.termsPoints[id]] as [string, PageContent]),
  ];
}

function linksOf(content: SiteContent): SiteLink[] {
  const fromBlocks = allPages(content).flatMap(([, page]) => page.blocks.flatMap((b) => (b.kind === 'links' ? b.items : [])));
  return [...fromBlocks, ...content.footer.groups.flatMap((g) => g.links)];
}

/** Every string of the content with where it is, walking objects and arrays. */
function strings(value: unknown, path = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => strings(v, `${path}[${i}]`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => strings(v, path ? `${path}.${k}` : k));
  return [];
}

/** The shape of a page without its words: block kinds, anchors, counts and link targets. */
function shape(page: PageContent): unknown {
  const blockShape = (b: Block) => {
    switch (b.kind) {
      case 'heading':
        return ['heading', b.id];
      case 'faq':
        return ['faq', b.items.map((i) => [i.id, i.answer.length])];
      case 'list':
        return ['list', !!b.ordered, b.items.length];
      case 'links':
        return ['links', b.items.map((l) => [l.to, !!l.description])];
      case 'contacts':
        return ['contacts', b.items.map((c) => c.kind)];
      case 'note':
        return ['note', b.tone];
      case 'paragraph':
        return ['paragraph'];
    }
  };
  return { lead: !!page.lead, blocks: page.blocks.map(blockShape) };
}

/** The route a site path opens, the way @nanostores/router matches it (first match in ROUTES order). */
function routeOf(path: string): { route: string; params: Record<string, string | undefined> } | null {
  const pathname = path.split(/[?#]/)[0]!.replace(/\/$/, '') || '/';
  for (const [route, regexp] of $router.routes) {
    const match = pathname.match(regexp);
    if (match) return { route, params: { ...match.groups } };
  }
  return null;
}

describe('loading', () => {
  it('maps language tags to the content of their language and falls back to French', async () => {
    expect(fr.locale).toBe('fr');
    expect(en.locale).toBe('en');
    expect(ar.locale).toBe('ar');
    expect(await loadContent('fr-fr')).toBe(fr);
    expect(await loadContent('EN_gb')).toBe(en);
    expect(await loadContent('ar-TN')).toBe(ar);
    expect(await loadContent('de-DE')).toBe(fr);
    expect(await loadContent(undefined)).toBe(fr);
    expect(loadedContent('en-US')).toBe(en);
  });
});

describe('same pages and structure in every language', () => {
  it('has every static page and every terms point', () => {
    for (const [, content] of languages()) {
      expect(Object.keys(content.pages).sort()).toEqual([...STATIC_PAGE_IDS].sort());
      expect(Object.keys(content.termsPoints).sort()).toEqual([...TERMS_POINT_IDS].sort());
    }
  });

  it('has the same blocks, anchors, FAQ questions and links as the French source', () => {
    for (const [lang, content] of languages()) {
      for (const [id, page] of allPages(content)) {
        const source = allPages(fr).find(([sid]) => sid === id)![1];
        expect(shape(page), `${lang} ${id}`).toEqual(shape(source));
      }
      expect(content.footer.groups.map((g) => [g.id, g.links.map((l) => l.to)])).toEqual(
        fr.footer.groups.map((g) => [g.id, g.links.map((l) => l.to)]),
      );
    }
  });

  it('gives every page unique anchors', () => {
    for (const [id, page] of allPages(fr)) {
      const anchors = page.blocks.flatMap((b) => (b.kind === 'heading' ? [b.id] : b.kind === 'faq' ? b.items.map((i) => i.id) : []));
      expect(new Set(anchors).size, id).toBe(anchors.length);
      for (const anchor of anchors) expect(anchor, id).toMatch(/^[a-z0-9-]+$/);
    }
  });

  it('gives the FAQ and its two sub-pages questions, and links the sub-pages from the FAQ', () => {
    for (const [, content] of languages()) {
      for (const id of ['faq', 'faqAccount', 'faqPayments'] as const) {
        expect(content.pages[id].blocks.some((b) => b.kind === 'faq')).toBe(true);
      }
      // The FAQ index leads to its two sub-pages.
      const faqLinks = content.pages.faq.blocks.flatMap((b) => (b.kind === 'links' ? b.items.map((l) => l.to) : []));
      expect(faqLinks).toEqual(expect.arrayContaining([pagePath('faqAccount'), pagePath('faqPayments')]));
    }
  });
});

describe('links', () => {
  it('points every internal link at a route of ROUTES, and terms links at a known point', () => {
    for (const [lang, content] of languages()) {
      for (const link of linksOf(content)) {
        expect(link.to, lang).toMatch(/^\/[^/]/);
        const matched = routeOf(link.to);
        expect(matched, `${lang} ${link.to}`).not.toBeNull();
        if (matched!.route === 'termsPoint') expect(TERMS_POINT_IDS).toContain(matched!.params.pointId);
      }
    }
  });

  it('knows the paths of its own pages as the router does', () => {
    for (const id of STATIC_PAGE_IDS) expect(routeOf(pagePath(id))?.route).toBe(id);
    for (const id of TERMS_POINT_IDS) expect(routeOf(termsPointPath(id))).toEqual({ route: 'termsPoint', params: { pointId: id } });
  });

  it('catches a link to a path the site does not have', () => {
    expect(routeOf('/no-such-page')).toBeNull();
  });

  it('makes responsible gaming reachable from the footer, the FAQ, the info page and about us', () => {
    const target = termsPointPath('responsibleGaming');
    expect(target).toBe('/terms-and-conditions/responsibleGaming');
    for (const [, content] of languages()) {
      expect(content.footer.groups.flatMap((g) => g.links.map((l) => l.to))).toContain(target);
      for (const id of ['faq', 'info', 'aboutUs'] as const) {
        const targets = content.pages[id].blocks.flatMap((b) => (b.kind === 'links' ? b.items.map((l) => l.to) : []));
        expect(targets, id).toContain(target);
      }
    }
  });
});

describe('texts', () => {
  it('has no empty text and no empty list', () => {
    for (const [lang, content] of languages()) {
      for (const [path, text] of strings(content)) expect(text.trim(), `${lang} ${path}`).not.toBe('');
      for (const [id, page] of allPages(content)) {
        expect(page.blocks.length, `${lang} ${id}`).toBeGreaterThan(0);
        for (const block of page.blocks) {
          if ('items' in block) expect(block.items.length, `${lang} ${id}`).toBeGreaterThan(0);
          if (block.kind === 'faq') for (const item of block.items) expect(item.answer.length).toBeGreaterThan(0);
        }
      }
    }
  });

  it('is no placeholder text', () => {
    for (const [lang, content] of languages()) {
      for (const [path, text] of strings(content)) expect(text, `${lang} ${path}`).not.toMatch(/lorem|ipsum|TODO|TBD|xxx/i);
    }
  });

  it('translates English: no French text left at the same place', () => {
    const source = new Map(strings(fr));
    const same = strings(en).filter(([path, text]) => source.get(path) === text);
    const allowed = /^(locale|.*\.(to|id|kind|tone|value))$/;
    // Words that are the same in both languages.
    const identical = new Set(['Casino', 'Contacts']);
    for (const [path, text] of same) if (!allowed.test(path)) expect(identical.has(text), `${path}: ${text}`).toBe(true);
  });

  it('writes Arabic in Arabic (right to left), outside addresses and identifiers', () => {
    for (const [path, text] of strings(ar)) {
      const identifier = /^locale$|\.(to|id|kind|tone)$/.test(path);
      const mailOrPhone = /\.value$/.test(path) && /@|^\+\d/.test(text);
      if (identifier || mailOrPhone) continue;
      expect(text, path).toMatch(/[\u0600-\u06ff]/);
    }
  });

  it('names a fictional operator in Tunis with e-mail, phone and hours, and no real person', () => {
    for (const [, content] of languages()) {
      const contacts = content.pages.contacts.blocks.flatMap((b) => (b.kind === 'contacts' ? b.items : []));
      expect(contacts.map((c) => c.kind)).toEqual(expect.arrayContaining(['email', 'phone', 'hours', 'address']));
      for (const c of contacts.filter((c) => c.kind === 'email')) expect(c.value).toMatch(/^[\w.+-]+@casino-widgets\.example$/);
      // RFC 2606 reserved domain: no real mailbox receives what a tester sends.
      expect(contacts.find((c) => c.kind === 'phone')!.value).toMatch(/^\+216 [\d ]+$/);
    }
  });
});

describe('business constants (shell-session-wheel.md §9, money-and-games.md §9)', () => {
  const text = (page: PageContent) => strings(page).map(([, t]) => t).join('\n');
  const expectations = {
    fr: { hour: /dans l’heure/, minutes: /5 minutes/, day: /24 h/, lastDeposit: /dernier dépôt/, verified: /autre moyen de paiement[^.]*vérifié/ },
    en: { hour: /within an hour/, minutes: /within 5 minutes/, day: /24 hours/, lastDeposit: /last deposit/, verified: /another[^.]*verified/ },
    ar: { hour: /خلال ساعة/, minutes: /5 دقائق/, day: /24 ساعة/, lastDeposit: /آخر إيداع/, verified: /أخرى[^.]*موثَّقة/ },
  } as const;

  it('states minimum deposit and withdrawal, delays and the withdrawal method in the payments FAQ', () => {
    for (const [lang, content] of languages()) {
      const faq = text(content.pages.faqPayments);
      const e = expectations[lang];
      expect(faq, lang).toContain('5 EUR');
      expect(faq, lang).toContain('10 EUR');
      expect(faq, lang).toMatch(e.hour);
      expect(faq, lang).toMatch(e.minutes);
      expect(faq, lang).toMatch(e.day);
      expect(faq, lang).toMatch(e.lastDeposit);
      expect(faq, lang).toMatch(e.verified);
    }
  });

  it('states the bonus exchange rule (3 TND bonus, real balance under 1 TND) in the game account FAQ and the terms', () => {
    for (const [lang, content] of languages()) {
      for (const page of [content.pages.faqAccount, content.termsPoints.generalTerms]) {
        expect(text(page), lang).toContain('3 TND');
        expect(text(page), lang).toContain('1 TND');
      }
    }
  });

  it('repeats the same amounts in help and the general terms', () => {
    for (const [lang, content] of languages()) {
      for (const page of [content.pages.help, content.termsPoints.generalTerms]) {
        expect(text(page), lang).toContain('5 EUR');
        expect(text(page), lang).toContain('10 EUR');
      }
    }
  });

  it('names TND as the default currency on the info page, and 18+', () => {
    for (const [lang, content] of languages()) {
      expect(text(content.pages.info), lang).toMatch(/TND/);
      expect(text(content.pages.info), lang).toMatch(/18/);
      expect(text(content.pages.info), lang).not.toMatch(/FNT|RUB/);
    }
  });
});

describe('responsible gaming', () => {
  it('covers limits, time-outs, self-exclusion, minors and where to get help, with links to the tools', () => {
    for (const [lang, content] of languages()) {
      const page = content.termsPoints.responsibleGaming;
      const anchors = page.blocks.flatMap((b) => (b.kind === 'heading' ? [b.id] : []));
      expect(anchors, lang).toEqual(expect.arrayContaining(['signes', 'limites', 'pause', 'auto-exclusion', 'mineurs', 'aide']));
      const targets = page.blocks.flatMap((b) => (b.kind === 'links' ? b.items.map((l) => l.to) : []));
      expect(targets, lang).toEqual(expect.arrayContaining(['/profile/limits', '/profile/self-exclusion', '/contacts']));
      const help = strings(page).map(([, t]) => t).join('\n');
      expect(help).toContain('gamblingtherapy.org');
      expect(help).toContain('gamblersanonymous.org');
    }
  });
});
