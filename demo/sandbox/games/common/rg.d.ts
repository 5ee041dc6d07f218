// Types of rg.js, the game pages' limits panel (plain JavaScript: the pages load it as it is).
export function fill(template: string, values: Record<string, string>): string;
export function formatWhen(iso: string, lang: 'fr' | 'en' | 'ar'): string;
export function minutesLeft(iso: string, now: number): number;
export function rgLines(rg: any, texts: Record<string, any>, lang: 'fr' | 'en' | 'ar', now?: number): string[];
export function limitRefusal(error: any, texts: Record<string, any>, lang: 'fr' | 'en' | 'ar'): string | null;
export function createRgPanel(api: string, texts: Record<string, any>, lang: 'fr' | 'en' | 'ar', doFetch?: typeof fetch): { refresh(): Promise<void> };
