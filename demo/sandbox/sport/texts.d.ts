// Types of texts.js (plain JavaScript: the sportsbook pages load it as it is).
export type PageLang = 'fr' | 'en' | 'ar';
export const PAGE_LANGS: PageLang[];
export function pageLang(raw: unknown): PageLang;
export const TEXTS: Record<PageLang, Record<string, string>>;
export function say(lang: string, key: string, vars?: Record<string, unknown>): string;
