// Types of money.js, the game page's own module (plain JavaScript: the page loads it as it is).
export function pageLang(tag: unknown): 'fr' | 'en' | 'ar';
export function formatMoney(amount: string | number, currency: string, lang: 'fr' | 'en' | 'ar'): string;
