// Types of channel.js (plain JavaScript: the sportsbook pages load it as it is). The messages are those of
// the contract (widgets/sportsbook/messages.ts), checked at run time on both ways.
export type HostMessage = { type: string } & Record<string, unknown>;
interface ChannelWindow {
  parent: { postMessage(message: unknown, targetOrigin: string): void } | null;
  addEventListener(type: 'message', listener: (event: any) => void): void;
  removeEventListener(type: 'message', listener: (event: any) => void): void;
}
export function formatWireMoney(amount: string, currency: string, lang: 'fr' | 'en' | 'ar'): string;
export function currencyLabel(currency: string, lang: 'fr' | 'en' | 'ar'): string;
export function createChannel(options: { win: ChannelWindow; origin: string | null; onMessage: (message: HostMessage) => void }): {
  framed: boolean;
  send(type: string, payload?: Record<string, unknown>): void;
  stop(): void;
};
