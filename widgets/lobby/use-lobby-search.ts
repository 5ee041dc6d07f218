// What the lobby lists: the page's games narrowed by the search box, the favourites switch and the chips'
// filters (./catalogue.ts answers), and the chips with their counts.
import { useMemo, useState } from 'react';
import { canonicalProvider } from '../../src/api/games';
import { facets, queryCatalogue, type CatalogueIndex, type LobbyQuery } from './catalogue';
import type { LobbyLocation } from './location';

export function useLobbySearch(index: CatalogueIndex, lobby: LobbyLocation, favourites: string[], isAuth: boolean) {
  const [search, setSearch] = useState('');
  const [favouritesOnly, setFavouritesOnly] = useState(false);
  const query: LobbyQuery = {
    view: lobby.view,
    provider: lobby.provider,
    gameType: lobby.gameType,
    section: lobby.section,
    providers: lobby.providers.map(canonicalProvider),
    categories: lobby.categories,
    search,
    favouritesOnly: favouritesOnly && isAuth,
  };
  const queryKey = JSON.stringify(query);
  const results = useMemo(() => queryCatalogue(index, query, favourites), [index, queryKey, favourites]);
  const chips = useMemo(() => facets(index, query), [index, queryKey]);
  return { search, setSearch, favouritesOnly, setFavouritesOnly, results, chips };
}
