// Types of texts.js, the crash page's own texts (plain JavaScript: the page loads it as it is).
type Texts = { [key: string]: string | { [key: string]: string } };
export const TEXTS: Record<'fr' | 'en' | 'ar', Texts>;
