// Types of api.js (plain JavaScript: the sportsbook pages load it as it is).
export class CallError extends Error {
  constructor(status: number, code: string, body?: unknown);
  status: number;
  code: string;
  body: any;
}
export function isGuestToken(token: unknown): boolean;
type Json = any;
export function createApi(options: { provider: 'sft' | 'dgt'; fetch?: typeof fetch }): {
  catalogue(params: { live?: boolean; sport?: string; lang?: string }): Promise<Json>;
  event(id: string, lang?: string): Promise<Json>;
  results(lang?: string): Promise<Json>;
  sessionCreate(token: string): Promise<Json>;
  sessionTest(): Promise<Json>;
  balance(token: string): Promise<Json>;
  place(body: Record<string, unknown>, key: string): Promise<Json>;
  ticketStatus(token: string, ticketId: string | number): Promise<Json>;
};
