// Types of page.js, the game pages' shared runtime (plain JavaScript: the pages load it as it is).
export const lang: 'fr' | 'en' | 'ar';
export const FINAL: Set<string>;
export function $(id: string): HTMLElement;
export function money(amount: string | number, currency: string): string;
export function stillMotion(): boolean;
export function translate(texts: Record<string, unknown>): void;
export function show(text: string, kind?: string): void;
export function openSession(): Promise<{ session: any; api: string }>;
export function sendWithKey(url: string, body: unknown, key: string): Promise<any>;
export function announceBalance(balance: string, currency: string): void;
export function refused(error: any, texts: Record<string, any>): boolean;
export function wireExit(session: { return_url: string | null; return_origins?: string[] }, texts: Record<string, any>): void;
export { callJson, createIdempotencyKeys } from './outcome.js';
