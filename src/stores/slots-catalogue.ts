// The lobby's catalogue (spec money-and-games.md §3 "Slots state", §4 "Game list re-fetch", §5 providers):
// one list per canonical provider, read through its integration's adapter (src/api/games.ts) and filtered
// for display (hidden producers, excluded games and providers, non-allowed providers), the server's totals,
// and the 300 rule: a provider is not read again while its list holds within REFETCH_MARGIN of its total.
// Saved and restored through ./slots-storage.ts (where) and ./slots-persistence.ts (the format, a lazy chunk),
// the restore one list per slice (docs/conventions.md §4 TBT).
import { atom, map } from 'nanostores';
import { ApiError } from '../api/errors';
import {
  ALLOWED_PROVIDERS,
  canonicalProvider,
  EXCLUDED_GAMES,
  integrationOf,
  isAllowedProvider,
  type GameItem,
  type GamesApi,
  type Platform,
  type Producer,
} from '../api/games';
import { yieldToPage, type Pause } from '../platform/yield-to-page';
import { SLOTS_STORAGE_KEY, writeText, type AsyncKeyStorage } from './slots-storage';

/** The stored format: fetched by the first restore or save, not with the lobby's entry. */
const format = () => import('./slots-persistence');

const REFETCH_MARGIN = 300;

export type LoadKind = 'slots' | 'live' | 'all' | { provider: string } | { gameType: string };

/** The producers the producers list marks inactive (spec §5: neither read nor shown). */
const hiddenOf = (producers: Producer[] | null) => new Set(producers?.filter((p) => !p.active).map((p) => p.name));

/**
 * The providers a load of `kind` reads, in the catalogue's order: the allowed ones the producers list does not
 * hide; slots and live split by integration (the producers list says, else the static table).
 */
export function providersFor(kind: LoadKind, producers: Producer[] | null): string[] {
  if (typeof kind === 'object' && 'provider' in kind) return [canonicalProvider(kind.provider)];
  const hidden = hiddenOf(producers);
  const all = ALLOWED_PROVIDERS.filter((p) => isAllowedProvider(p) && !hidden.has(p));
  if (kind === 'all' || typeof kind === 'object') return all;
  return all.filter((p) => ((producers?.find((x) => x.name === p)?.integrations[0] ?? integrationOf(p)) === 'live') === (kind === 'live'));
}

const excludedGame = (g: GameItem) =>
  EXCLUDED_GAMES.includes(g.additionalIntegrationGameId.toLowerCase()) || EXCLUDED_GAMES.includes(g.slug.toLowerCase());

export function createCatalogue(deps: { api: Pick<GamesApi, 'producers' | 'list'>; storage: AsyncKeyStorage | null; now: () => number; pause?: Pause }) {
  const { api, storage, now, pause = yieldToPage } = deps;
  const $producers = atom<Producer[] | null>(null);
  /** Per canonical provider, as filtered for display. */
  const $gameList = map<Record<string, GameItem[]>>({});
  /** Per provider: the server's total. */
  const $totals = map<Record<string, number>>({});
  const $loading = map<Record<string, boolean>>({});
  /** Per provider; '*' the producers. */
  const $errors = map<Record<string, ApiError | Error>>({});

  /** The platform each list was read for: another platform reads again. */
  const platformOf: Record<string, Platform> = {};
  /** When each list ('*': producers) came from the server; the saved copy is as old as its oldest part. */
  let loadedAt: Record<string, number> = {};
  /** In-flight reads per provider and platform: a second loadGames joins the first. */
  const inFlight = new Map<string, Promise<boolean>>();
  let restoring: Promise<void> | undefined;

  /**
   * Reads the saved catalogue once (every call answers the same promise): the text off the main thread, then
   * one list unpacked per slice, the stores set once all are, under what the server sent meanwhile.
   */
  function restore(): Promise<void> {
    return (restoring ??= (async () => {
      try {
        const text = await storage?.getItem(SLOTS_STORAGE_KEY);
        if (!text) return;
        const { readCatalogue, unpackList } = await format();
        const saved = readCatalogue(text, now());
        if (!saved) return;
        const { producers, totals, lists, at } = saved;
        const gameList: Record<string, GameItem[]> = {};
        const platforms: Record<string, Platform> = {};
        for (const list of lists) {
          await pause();
          gameList[list.provider] = unpackList(list);
          platforms[list.provider] = list.platform;
        }
        loadedAt = { ...at, ...loadedAt };
        for (const p in platforms) platformOf[p] ??= platforms[p]!;
        $producers.set($producers.get() ?? producers ?? null);
        $gameList.set({ ...gameList, ...$gameList.get() });
        $totals.set({ ...totals, ...$totals.get() });
      } catch {
        // Unreadable storage, or saved by a build with another shape under the same version: read the server.
      }
    })());
  }

  /**
   * Saves the catalogue, each list packed and stringified once (its array is the cache key) with a pause
   * before each, so a save never holds the page for the whole catalogue (docs/conventions.md §4 TBT). Saves run one
   * after the other, each with the lists as they are when it runs.
   */
  const listTexts = new WeakMap<GameItem[], { platform: Platform; text: string | null }>();
  let saving: Promise<void> = Promise.resolve();
  function persist(): Promise<void> {
    saving = saving.then(async () => {
      const { catalogueText, packedListText } = await format();
      const texts: string[] = [];
      for (const [p, games] of Object.entries($gameList.get())) {
        const platform = platformOf[p] ?? 'desktop';
        let packed = listTexts.get(games);
        if (packed?.platform !== platform) {
          await pause();
          listTexts.set(games, (packed = { platform, text: packedListText(games, platform) }));
        }
        if (packed.text) texts.push(packed.text);
      }
      await pause();
      await writeText(storage, SLOTS_STORAGE_KEY, () => catalogueText({ at: loadedAt, producers: $producers.get(), totals: $totals.get() }, texts, now()));
    });
    return saving;
  }

  async function loadProducers(): Promise<void> {
    await restore();
    try {
      const producers = await api.producers();
      loadedAt['*'] = now();
      $producers.set(producers);
      $errors.setKey('*', undefined);
      // A producer that is now hidden hides its games already loaded.
      const shown = shownFilter();
      $gameList.set(Object.fromEntries(Object.entries($gameList.get()).map(([p, games]) => [p, games.filter(shown)])));
      await persist();
    } catch (error) {
      $errors.setKey('*', error as Error);
    }
  }

  /** Spec §5: what the lobby shows of a list. */
  function shownFilter(): (g: GameItem) => boolean {
    const hidden = hiddenOf($producers.get());
    return (g) => isAllowedProvider(g.provider) && !hidden.has(g.producer) && !hidden.has(g.provider) && !excludedGame(g);
  }

  /** Reads one provider unless the 300 rule skips it; true when a list came in. */
  function loadProvider(provider: string, platform: Platform): Promise<boolean> {
    const list = $gameList.get()[provider];
    const total = $totals.get()[provider];
    // Spec §4: skipped while the list holds within 300 of the server's count (for the same platform).
    if (list && total !== undefined && platformOf[provider] === platform && list.length >= total - REFETCH_MARGIN) return Promise.resolve(false);
    const flight = `${provider}:${platform}`;
    const running = inFlight.get(flight);
    if (running) return running;
    const run = (async () => {
      $loading.setKey(provider, true);
      try {
        const page = await api.list(provider, platform);
        platformOf[provider] = platform;
        loadedAt[provider] = now();
        $gameList.setKey(provider, page.games.filter(shownFilter()));
        $totals.setKey(provider, page.total);
        $errors.setKey(provider, undefined);
        return true;
      } catch (error) {
        $errors.setKey(provider, error as Error);
        return false;
      } finally {
        $loading.setKey(provider, undefined);
        inFlight.delete(flight);
      }
    })();
    inFlight.set(flight, run);
    return run;
  }

  /** Every provider of `kind`, in parallel; failures are kept per provider (errors[provider]). */
  async function loadGames(kind: LoadKind, platform: Platform = 'desktop'): Promise<void> {
    await restore();
    if (!$producers.get()) await loadProducers();
    const providers = providersFor(kind, $producers.get());
    if (typeof kind === 'object' && 'provider' in kind && !isAllowedProvider(providers[0]!)) {
      const provider = providers[0]!;
      $errors.setKey(provider, new ApiError({ status: 404, code: 'provider_not_found', path: '/slots', method: 'GET' }));
      return;
    }
    const read = await Promise.all(providers.map((p) => loadProvider(p, platform)));
    if (read.includes(true)) await persist();
  }

  function findGame(provider: string, externalId: string): GameItem | null {
    void restore();
    return $gameList.get()[canonicalProvider(provider)]?.find((g) => g.additionalIntegrationGameId === externalId) ?? null;
  }

  return { $producers, $gameList, $totals, $loading, $errors, restore, loadProducers, loadGames, findGame };
}
