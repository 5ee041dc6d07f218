// A catalogue game as the lobby's pure modules receive it (src/api/games.ts GameItem), for their unit
// tests: a name and a provider, the rest defaulted (a hub slot on both platforms) or overridden.
import type { GameItem } from '../../../src/api/games';

let nextId = 1;

export function game(name: string, provider: string, more: Partial<GameItem> = {}): GameItem {
  const id = nextId++;
  const routeProvider = more.gameType === 'live' ? 'live' : 'hub';
  return {
    id, gameId: `${routeProvider}:${provider}:${provider}-${id}`, additionalIntegrationGameId: `${provider}-${id}`, name, description: '',
    provider, serverProvider: provider, producer: provider, routeProvider, gameType: 'slots', tab: [], tabLive: [],
    imageUrl: '', hasDemoMode: true, hasFreeSpins: false, isDefault: false, slug: '', platforms: ['desktop', 'mobile'], ...more,
  };
}
