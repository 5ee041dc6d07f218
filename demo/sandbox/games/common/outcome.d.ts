// Types of outcome.js (plain JavaScript: the game page loads it as it is).
export const KEY_IN_PROGRESS: string;
export function isDefinitive(error: unknown): boolean;
export function createIdempotencyKeys(newKey?: () => string): { press(request?: string): { key: string; fail(error: unknown): boolean } };
export function callJson(url: string, init?: RequestInit, doFetch?: (input: string, init?: RequestInit) => Promise<Response>): Promise<any>;
