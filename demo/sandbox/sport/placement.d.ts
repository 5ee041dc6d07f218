// Types of placement.js (plain JavaScript: the sportsbook pages load it as it is).
export function createIdempotencyKeys(newKey?: () => string): { keyFor(body: unknown): string; answered(): void };
export function placeTicket(options: {
  api: { place(body: Record<string, unknown>, key: string): Promise<any> };
  body: Record<string, unknown>;
  key: string;
  token: () => string | null;
  renewToken: () => Promise<string | null>;
}): Promise<any>;
export const KEY_IN_PROGRESS: string;
export function isDefinitive(error: unknown): boolean;
