// Types of messages.js (plain JavaScript: the sportsbook pages load it as it is).
export const NS: 'casino-sport';
export const VERSION: 1;
export const LANGS: string[];
export const HOST_TYPES: string[];
export const FRAME_TYPES: string[];
export type HostMessage = { ns: 'casino-sport'; v: 1; type: string } & Record<string, unknown>;
export function hostOrigin(raw: unknown): string | null;
export function envelope(type: string, payload?: Record<string, unknown>): HostMessage;
export function readHostMessage(event: { source: unknown; origin: string; data: unknown } | null | undefined, pin: { parent: unknown; origin: string | null }): HostMessage | null;
interface ChannelWindow {
  parent: { postMessage(message: unknown, targetOrigin: string): void } | null;
  addEventListener(type: 'message', listener: (event: any) => void): void;
  removeEventListener(type: 'message', listener: (event: any) => void): void;
}
export function createChannel(options: { win: ChannelWindow; origin: string | null; onMessage: (message: HostMessage) => void }): {
  framed: boolean;
  send(type: string, payload?: Record<string, unknown>): void;
  stop(): void;
};
