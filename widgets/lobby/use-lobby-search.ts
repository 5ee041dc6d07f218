// What the lobby lists: the page's games narrowed by the search box, the favourites switch and the chips'
// filters (./catalogue.ts answers, one search per catalogue so typing on filters the last hits), and the
// chips with their counts.
import { useMemo, useState } from 'react';
import { canonicalProvider } from '../../src/api/games';
import { createSearch, type CatalogueIndex, type LobbyQuery } from './catalogue';
import type { LobbyLocation } from './location';

export function useLobbySearch(index: CatalogueIndex, lobby: LobbyLocation, favourites: string[], isAuth: boolean) {
  const [search, setSearch] = useState('');
  const [favouritesOnly, setFavouritesOnly] = useState(false);
  const query: LobbyQuery = { ...lobby, providers: lobby.providers.map(canonicalProvider), search, favouritesOnly: favouritesOnly && isAuth };
  const queryKey = JSON.stringify(query);
  const find = useMemo(() => createSearch(index), [index]);
  const { results, chips } = useMemo(() => find(query, favourites), [find, queryKey, favourites]);
  return { search, setSearch, favouritesOnly, setFavouritesOnly, results, chips };
}
