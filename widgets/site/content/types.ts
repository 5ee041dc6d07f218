// The static pages of the reference site (spec shell-session-wheel.md §1 "Static content", §2 routes) as
// typed data: one module per language (fr.ts is the source, en.ts and ar.ts translate it), loaded on
// demand by index.ts. The texts are the operator's content, not UI strings, so they live here and not in
// the lingui catalogs; the words around them (search, breadcrumbs, loading) are lingui ids in the pages.
import type { Locale } from '@src/i18n/locale';

/** The static pages; each id is also the route name in widgets/site/shell/router.ts ROUTES. */
export const STATIC_PAGE_IDS = ['help', 'faq', 'faqAccount', 'faqPayments', 'terms', 'contacts', 'info', 'aboutUs'] as const;
type StaticPageId = (typeof STATIC_PAGE_IDS)[number];

/** The points of the terms, served at /terms-and-conditions/{pointId}, listed in this order. */
export const TERMS_POINT_IDS = ['generalTerms', 'responsibleGaming', 'privacyPolicy'] as const;
type TermsPointId = (typeof TERMS_POINT_IDS)[number];

/** A link to another path of the site (checked against ROUTES by tests/unit/site/content.test.ts). */
export interface SiteLink {
  /** A site path, e.g. '/faq/igrovoi-kont' or '/terms-and-conditions/responsibleGaming'. */
  to: string;
  label: string;
  /** One sentence under the label. */
  description?: string;
}

/** A section heading (rendered as h2); `id` is its anchor, stable across languages. */
interface HeadingBlock {
  kind: 'heading';
  id: string;
  text: string;
}

interface ParagraphBlock {
  kind: 'paragraph';
  text: string;
}

interface ListBlock {
  kind: 'list';
  /** Numbered steps rather than bullets. */
  ordered?: boolean;
  items: string[];
}

interface FaqItem {
  /** Anchor of the question, stable across languages (search results link to it). */
  id: string;
  question: string;
  /** Paragraphs of the answer. */
  answer: string[];
}

interface FaqBlock {
  kind: 'faq';
  items: FaqItem[];
}

interface LinksBlock {
  kind: 'links';
  items: SiteLink[];
}

type ContactKind = 'email' | 'phone' | 'address' | 'hours';

export interface ContactEntry {
  kind: ContactKind;
  label: string;
  /** E-mail address, phone number (international form), postal address or opening hours. */
  value: string;
}

interface ContactsBlock {
  kind: 'contacts';
  items: ContactEntry[];
}

/** A highlighted remark (age limit, a warning about money). */
interface NoteBlock {
  kind: 'note';
  tone: 'info' | 'warning';
  text: string;
}

export type Block = HeadingBlock | ParagraphBlock | ListBlock | FaqBlock | LinksBlock | ContactsBlock | NoteBlock;

export interface PageContent {
  title: string;
  lead?: string;
  blocks: Block[];
}

interface TermsPoint extends PageContent {
  /** One sentence for the terms' table of contents. */
  summary: string;
}

interface FooterGroup {
  id: 'company' | 'information';
  title: string;
  links: SiteLink[];
}

/** What the shell's footer shows (spec §2 "Menus": company links, information, a description). */
interface FooterContent {
  description: string;
  groups: FooterGroup[];
  /** The age limit and responsible gaming line. */
  ageNotice: string;
}

export interface SiteContent {
  locale: Locale;
  pages: Record<StaticPageId, PageContent>;
  termsPoints: Record<TermsPointId, TermsPoint>;
  footer: FooterContent;
}

export function isStaticPageId(value: string): value is StaticPageId {
  return (STATIC_PAGE_IDS as readonly string[]).includes(value);
}

export function isTermsPointId(value: string | undefined): value is TermsPointId {
  return value !== undefined && (TERMS_POINT_IDS as readonly string[]).includes(value);
}

const PAGE_PATHS: Record<StaticPageId, string> = {
  help: '/help',
  faq: '/faq',
  faqAccount: '/faq/igrovoi-kont',
  faqPayments: '/faq/depoziti-i-vyplati',
  terms: '/terms-and-conditions',
  contacts: '/contacts',
  info: '/info',
  aboutUs: '/about-us',
};

/** The site path of a static page (the same as ROUTES[id]; kept here so content chunks do not pull the router). */
export function pagePath(id: StaticPageId): string {
  return PAGE_PATHS[id];
}

export function termsPointPath(id: TermsPointId): string {
  return `/terms-and-conditions/${id}`;
}
