// Types of texts.js (plain JavaScript: the page loads it as it is).
type Texts = { [key: string]: string | { [key: string]: string } };
export const TEXTS: Record<'fr' | 'en' | 'ar', Texts>;
