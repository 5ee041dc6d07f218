// The player's favourite games (spec money-and-games.md §4 "Favourites"): keys '{gameId}_{provider}',
// newest first; optimistic, rolled back when the server refuses; loaded on sign-in, cleared on sign-out.
import { atom } from 'nanostores';
import { ApiError, isApiError } from '../api/errors';
import type { GameItem, GamesApi } from '../api/games';

export const favouriteKey = (g: Pick<GameItem, 'gameId' | 'provider'>) => `${g.gameId}_${g.provider}`;

export const notAuthenticated = (path: string, method = 'POST') =>
  new ApiError({ status: 401, code: 'not_authenticated', path, method });

type FavouritesApi = Pick<GamesApi, 'favourites' | 'addFavourite' | 'removeFavourite'>;

export function createFavourites(deps: { api: FavouritesApi; signedIn: () => number | null }) {
  const { api, signedIn } = deps;
  /** '{gameId}_{provider}', newest first. */
  const $favourites = atom<string[]>([]);
  /** The last read or click that failed; undefined once one passes. */
  const $error = atom<ApiError | Error | undefined>(undefined);
  /** Whose favourites the store holds (null: nobody's). */
  let owner: number | null = null;
  let seq = 0;
  /** The clicks since the last favourites read started: [key, adding]. */
  let edits: [string, boolean][] = [];
  /** Per key, the server calls go in the order of the clicks. */
  const chain = new Map<string, Promise<unknown>>();

  async function load(): Promise<void> {
    const user = signedIn();
    const mine = ++seq;
    if (user === null) {
      owner = null;
      $favourites.set([]);
      return;
    }
    owner = user;
    edits = [];
    try {
      const refs = await api.favourites();
      if (mine !== seq) return;
      // Clicks made while the list was on its way are applied on top of the server's answer.
      const favourites = edits.reduce(
        (keys, [key, adding]) => (adding ? [key, ...keys.filter((k) => k !== key)] : keys.filter((k) => k !== key)),
        refs.map((r) => `${r.routeProvider}:${r.provider}:${r.additionalIntegrationGameId}_${r.provider}`),
      );
      $favourites.set(favourites);
      $error.set(undefined);
    } catch (error) {
      if (mine === seq) $error.set(error as Error);
    }
  }

  /** Signed out: nothing of the last player's stays. */
  function clear() {
    owner = null;
    seq++;
    $favourites.set([]);
  }

  const isFavourite = (game: GameItem) => $favourites.get().includes(favouriteKey(game));

  async function toggle(game: GameItem): Promise<void> {
    if (signedIn() === null) throw notAuthenticated('/api/users/favouritegames/');
    const key = favouriteKey(game);
    const before = $favourites.get();
    const at = before.indexOf(key);
    const adding = at < 0;
    // Spec §4: add puts the key first; remove deletes it.
    $favourites.set(adding ? [key, ...before] : before.filter((k) => k !== key));
    edits.push([key, adding]);
    const ext = game.additionalIntegrationGameId;
    const previous = chain.get(key) ?? Promise.resolve();
    const call = previous
      .catch(() => undefined)
      .then(() => (adding ? api.addFavourite(game.provider, ext) : api.removeFavourite(game.provider, ext)))
      // Removing one that is already gone is what was asked.
      .catch((e) => {
        if (adding || !isApiError(e) || e.code !== 'not_found') throw e;
      });
    chain.set(key, call);
    try {
      await call;
      $error.set(undefined);
    } catch (error) {
      // Roll back this click only (later clicks on other games stay).
      const back = $favourites.get().filter((k) => k !== key);
      if (!adding) back.splice(Math.min(at, back.length), 0, key);
      $favourites.set(back);
      edits.push([key, !adding]);
      $error.set(error as Error);
      throw error;
    } finally {
      if (chain.get(key) === call) chain.delete(key);
    }
  }

  return { $favourites, $error, owner: () => owner, load, clear, toggle, isFavourite };
}
