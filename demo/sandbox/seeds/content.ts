/**
 * Banner seeds (docs/api.md "Content"): the pages of the contract, each on web and mobile, in the
 * languages listed. Ids are fixed by the loop order, so tests and QA notes can name them.
 */
export type Language = 'fr' | 'en' | 'ar';
export type Platform = 'web' | 'mobile';

export const LANGUAGES: Language[] = ['fr', 'en', 'ar'];
export const PLATFORMS: Platform[] = ['web', 'mobile'];

interface SlideSeed {
  link: string | null;
  authRequired?: boolean;
  active?: boolean;
  /** Colour scheme of the generated image (services/slide-image.ts THEMES). */
  theme: number;
  /** Headline and sub-line per language. */
  text: Partial<Record<Language, [string, string]>>;
}

interface PageSeed {
  /** The page path the carousel shows on. */
  route: string;
  languages: Language[];
  slides: SlideSeed[];
}

export const CONTENT_PAGES: PageSeed[] = [
  {
    route: '/main',
    languages: ['fr', 'en', 'ar'],
    slides: [
      {
        link: '/slots/casino',
        theme: 0,
        text: {
          fr: ['Plus de 4 000 machines à sous', 'Jackpots, Megaways et nouveautés chaque semaine'],
          en: ['Over 4,000 slot games', 'Jackpots, Megaways and new releases every week'],
          ar: ['أكثر من 4000 لعبة سلوت', 'جوائز كبرى وألعاب جديدة كل أسبوع'],
        },
      },
      {
        // A guest clicking it is told to sign in (spec shell §4 "Banners").
        link: '/profile/replenishment',
        authRequired: true,
        theme: 1,
        text: {
          fr: ['Bonus de bienvenue 100 %', 'Votre premier dépôt doublé jusqu’à 500 TND'],
          en: ['100% welcome bonus', 'Your first deposit doubled up to 500 TND'],
          ar: ['مكافأة ترحيب 100٪', 'نضاعف إيداعك الأول حتى 500 دينار'],
        },
      },
      {
        link: 'https://www.begambleaware.org/',
        theme: 2,
        text: {
          fr: ['Jouez de façon responsable', 'Conseils et aide gratuite, 24 h/24'],
          en: ['Play responsibly', 'Free advice and support, around the clock'],
          ar: ['العب بمسؤولية', 'نصائح ومساعدة مجانية على مدار الساعة'],
        },
      },
    ],
  },
  {
    // Exactly one slide: no loop, autoplay or pagination (spec shell §4).
    route: '/slots/casino',
    languages: ['fr', 'en', 'ar'],
    slides: [
      {
        // Names only studios the catalogue has (seeds/games.ts PRODUCERS, active ones): a banner that
        // promises a studio the lobby cannot show is a broken promise (tests/unit/sandbox/banner-providers.test.ts).
        link: null,
        theme: 0,
        text: {
          fr: ['Les meilleurs fournisseurs', 'Pragmatic Play, PG Soft, Amatic et bien d’autres'],
          en: ['The best game providers', 'Pragmatic Play, PG Soft, Amatic and many more'],
          ar: ['أفضل مزوّدي الألعاب', 'براغماتيك بلاي وبي جي سوفت وأماتيك وغيرهم'],
        },
      },
    ],
  },
  {
    route: '/slots/live-casino',
    languages: ['fr', 'en', 'ar'],
    slides: [
      {
        link: '/slots/live-casino',
        theme: 3,
        text: {
          fr: ['Casino en direct', 'Roulette, blackjack et baccarat avec de vrais croupiers'],
          en: ['Live casino', 'Roulette, blackjack and baccarat with real dealers'],
          ar: ['كازينو مباشر', 'روليت وبلاك جاك وباكارا مع موزّعين حقيقيين'],
        },
      },
      {
        link: null,
        theme: 4,
        text: {
          fr: ['Tables VIP ouvertes', 'Mises élevées et service premium, 24 h/24'],
          en: ['VIP tables open', 'High stakes and premium service, around the clock'],
          ar: ['طاولات كبار الشخصيات مفتوحة', 'رهانات عالية وخدمة مميّزة على مدار الساعة'],
        },
      },
    ],
  },
  {
    route: '/sport/sft',
    languages: ['fr', 'en', 'ar'],
    slides: [
      {
        link: '/sport/sft',
        theme: 1,
        text: {
          fr: ['Paris sportifs', 'Football, tennis et basket : cotes en direct'],
          en: ['Sports betting', 'Football, tennis and basketball: live odds'],
          ar: ['المراهنات الرياضية', 'كرة القدم والتنس وكرة السلة: احتمالات مباشرة'],
        },
      },
      {
        link: '/slots/casino',
        theme: 2,
        text: {
          fr: ['Combiné boosté', '+10 % sur vos gains dès 4 sélections'],
          en: ['Boosted accumulator', '+10% on winnings from 4 selections'],
          ar: ['رهان مركّب معزَّز', 'زيادة 10٪ على الأرباح ابتداءً من 4 اختيارات'],
        },
      },
    ],
  },
  {
    // QA fixtures (never on /main, in front of every player): the QA page's carousel
    // (demo/qa/sections/banners.js, <casino-banners page="/qa">) shows every kind of slide — internal,
    // authRequired, external https, a hostile javascript: link the client must refuse — and an inactive
    // one that must not show. After the players' pages, so their carousels keep their ids.
    route: '/qa',
    languages: ['fr', 'en', 'ar'],
    slides: [
      {
        link: '/slots/casino',
        theme: 0,
        text: {
          fr: ['Plus de 4 000 machines à sous', 'Jackpots, Megaways et nouveautés chaque semaine'],
          en: ['Over 4,000 slot games', 'Jackpots, Megaways and new releases every week'],
          ar: ['أكثر من 4000 لعبة سلوت', 'جوائز كبرى وألعاب جديدة كل أسبوع'],
        },
      },
      {
        // A guest clicking it is told to sign in (spec shell §4 "Banners").
        link: '/profile/replenishment',
        authRequired: true,
        theme: 1,
        text: {
          fr: ['Bonus de bienvenue 100 %', 'Votre premier dépôt doublé jusqu’à 500 TND'],
          en: ['100% welcome bonus', 'Your first deposit doubled up to 500 TND'],
          ar: ['مكافأة ترحيب 100٪', 'نضاعف إيداعك الأول حتى 500 دينار'],
        },
      },
      {
        link: 'https://www.begambleaware.org/',
        theme: 2,
        text: {
          fr: ['Jouez de façon responsable', 'Conseils et aide gratuite, 24 h/24'],
          en: ['Play responsibly', 'Free advice and support, around the clock'],
          ar: ['العب بمسؤولية', 'نصائح ومساعدة مجانية على مدار الساعة'],
        },
      },
      {
        // QA: a hostile link from the content host. The client must refuse it (docs/conventions.md §2.11).
        link: 'javascript:alert(document.domain)',
        theme: 3,
        text: {
          fr: ['Tournoi du week-end', 'QA : ce lien javascript: doit être refusé'],
          en: ['Weekend tournament', 'QA: this javascript: link must be refused'],
          ar: ['بطولة نهاية الأسبوع', 'اختبار: يجب رفض رابط javascript هذا'],
        },
      },
      {
        link: '/wheel-game',
        active: false,
        theme: 4,
        text: {
          fr: ['Offre terminée', 'Diapositive inactive : elle ne doit pas s’afficher'],
          en: ['Offer ended', 'Inactive slide: it must not show'],
          ar: ['انتهى العرض', 'شريحة غير نشطة: يجب ألا تظهر'],
        },
      },
    ],
  },
  {
    // QA fixture: a page with a carousel in French only, so an English or Arabic player sees the French
    // one (the client's fallback, spec shell §4 "Banners"); every players' page has all three languages.
    route: '/qa/fallback',
    languages: ['fr'],
    slides: [
      {
        link: '/slots/casino',
        theme: 5,
        text: { fr: ['Repli en français', 'QA : ce carrousel n’existe qu’en français'] },
      },
    ],
  },
];

export interface CarouselRow {
  id: number;
  slug: string;
  language: Language;
  platform: Platform;
  routes: string[];
}

export interface SlideRow {
  id: number;
  carousel_id: number;
  image: string;
  link: string | null;
  language: Language;
  is_active: boolean;
  auth_required: boolean;
  position: number;
  headline: string;
  subline: string;
  theme: number;
}

/** "/slots/live-casino" → "slots-live-casino". */
const pageKey = (route: string) => route.replace(/^\/+|\/+$/g, '').replace(/\//g, '-');

export const slideImagePath = (slug: string, order: number) => `/slide/images/${slug}-${order}.svg`;

/** The rows the seed writes, with stable ids: pages in order, then web before mobile, then languages. */
export function contentRows(): { carousels: CarouselRow[]; slides: SlideRow[] } {
  const carousels: CarouselRow[] = [];
  const slides: SlideRow[] = [];
  for (const page of CONTENT_PAGES) {
    for (const platform of PLATFORMS) {
      for (const language of page.languages) {
        const slug = `${pageKey(page.route)}-${platform}-${language}`;
        const carousel: CarouselRow = { id: carousels.length + 1, slug, language, platform, routes: [page.route] };
        carousels.push(carousel);
        page.slides.forEach((s, index) => {
          const text = s.text[language];
          if (!text) throw new Error(`content seed: ${page.route} slide ${index + 1} has no ${language} text`);
          slides.push({
            id: slides.length + 1,
            carousel_id: carousel.id,
            image: slideImagePath(slug, index + 1),
            link: s.link,
            language,
            is_active: s.active ?? true,
            auth_required: s.authRequired ?? false,
            position: index + 1,
            headline: text[0],
            subline: text[1],
            theme: s.theme,
          });
        });
      }
    }
  }
  return { carousels, slides };
}
