// Types of texts.js, the game pages' shared module (plain JavaScript: the pages load it as it is).
type Texts = { [key: string]: string | { [key: string]: string | { [key: string]: string } } };
export const COMMON_TEXTS: Record<'fr' | 'en' | 'ar', Texts>;
export function withCommon(own: Record<'fr' | 'en' | 'ar', Texts>): Record<'fr' | 'en' | 'ar', Texts>;
