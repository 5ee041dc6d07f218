// Spec §5: the aviator game is excluded from the lists, not from play: the crash-game menu entry opens it
// by its route (/slots/spribe/aviator). Such a game has no list record, so its record is made from the
// route alone; the session call then says whether it exists. Any other game missing from its provider's
// list stays "not found". Part of the game overlay's lazy chunk, not of the lobby's first load.
import { EXCLUDED_GAMES, canonicalProvider, integrationOf, isAllowedProvider, type GameItem } from '../../src/api/games';

export function unlistedGame(provider: string, externalId: string): GameItem | null {
  const canonical = canonicalProvider(provider);
  if (!isAllowedProvider(canonical) || !EXCLUDED_GAMES.includes(externalId.toLowerCase())) return null;
  const routeProvider = integrationOf(canonical);
  return {
    id: 0,
    gameId: `${routeProvider}:${canonical}:${externalId}`,
    additionalIntegrationGameId: externalId,
    name: externalId.charAt(0).toUpperCase() + externalId.slice(1),
    description: '',
    provider: canonical,
    serverProvider: canonical,
    producer: canonical,
    routeProvider,
    gameType: 'crash',
    tab: [],
    tabLive: [],
    imageUrl: '',
    hasDemoMode: false,
    hasFreeSpins: false,
    isDefault: false,
    slug: externalId,
    platforms: ['desktop', 'mobile'],
  };
}
