// The game providers (spec money-and-games.md §5): the allowed list, the server's aliases and the brand
// names the player reads. Its own small module: the lobby's catalogue (./games.ts) and the profile's slots
// history share it, and a shared module is a file of its own in both bundles, so it carries only this.
import { arr, bool, obj, str } from './convert';

/**
 * Spec §5, and tvbet: §2 names it as a live provider (its page /slots/tvbet is in the side menu) while §5
 * leaves it out; we list it (docs/api.md "Spec resolutions").
 */
export const ALLOWED_PROVIDERS = [
  'amatic', 'evolution', 'pgsoft', 'spribe', 'pragmaticplay', 'pragmaticplaylive', 'vivogaming', 'xpg', 'upgaming', 'betsolutions', 'tvbet',
] as const;
export type AllowedProvider = (typeof ALLOWED_PROVIDERS)[number];
/** Spec §5: the server's names for three providers. */
const PROVIDER_ALIASES: Record<string, string> = { evosw: 'evolution', pragmatic: 'pragmaticplay', xprogaming: 'xpg' };

/** Alias → canonical, lower-case. */
export function canonicalProvider(serverName: string): string {
  const name = serverName.trim().toLowerCase();
  return PROVIDER_ALIASES[name] ?? name;
}

/** Brand names: not translated. */
const PROVIDER_NAMES: Record<string, string> = {
  amatic: 'Amatic',
  evolution: 'Evolution',
  pgsoft: 'PG Soft',
  spribe: 'Spribe',
  pragmaticplay: 'Pragmatic Play',
  pragmaticplaylive: 'Pragmatic Play Live',
  vivogaming: 'Vivo Gaming',
  xpg: 'XPG',
  upgaming: 'UPGaming',
  betsolutions: 'BetSolutions',
  tvbet: 'TVBet',
};
export const providerName = (id: string) => PROVIDER_NAMES[id] ?? id;

/**
 * The allowed producers the catalogue lists as active (`GET /services/game-catalog/producer`; spec §5
 * "Hidden producers are filtered out"), canonical names in the server's order: a filter's choices.
 */
export const toActiveProviders = (data: unknown): AllowedProvider[] =>
  arr(obj(data).producers, 'producers')
    .map((item) => obj(item, 'producer'))
    .filter((p) => p.active === undefined || p.active === null || bool(p.active, 'producer.active'))
    .map((p) => canonicalProvider(str(p.name, 'producer.name')))
    .filter((name): name is AllowedProvider => (ALLOWED_PROVIDERS as readonly string[]).includes(name));
