// The lobby's filter chips (contract 5b "Filters"): providers (not on a provider's page), the favourites
// switch, and the categories (live groups on the live page, where one is a section rather than a filter).
import { useLingui } from '@lingui/react';
import { canonicalProvider } from '../../src/api/games';
import { parts } from '../../src/ui/part';
import type { Facet } from './catalogue';
import { providerName, tagName } from './lobby-names';
import type { LobbyLocation } from './location';

export function Chip({ pressed, onClick, label, count, part = 'chip' }: { pressed: boolean; onClick: () => void; label: string; count?: number; part?: string }) {
  return (
    <button type="button" className="chip" {...parts(part)} aria-pressed={pressed} onClick={onClick}>
      {label}
      {count !== undefined ? <span className="chip-count">{count}</span> : null}
    </button>
  );
}

interface FiltersProps {
  lobby: LobbyLocation;
  chips: { providers: Facet[]; categories: Facet[] };
  goLobby(patch: Partial<LobbyLocation>): void;
  favouritesPressed: boolean;
  onFavourites(): void;
}

export function LobbyFilters({ lobby, chips, goLobby, favouritesPressed, onFavourites }: FiltersProps) {
  const { i18n } = useLingui();
  const live = lobby.view === 'live';
  const toggle = (list: string[], id: string) => (list.includes(id) ? list.filter((x) => x !== id) : [...list, id]);
  const categoryPressed = (id: string) => (live ? lobby.section === id : lobby.section === id || lobby.categories.includes(id));
  const onCategory = (id: string) => {
    if (live) return goLobby({ section: lobby.section === id ? undefined : id });
    // Leaving a section page: its category becomes a filter of the view.
    const current = lobby.section ? [lobby.section, ...lobby.categories.filter((c) => c !== lobby.section)] : lobby.categories;
    goLobby({ section: undefined, categories: toggle(current, id) });
  };
  return (
    <div className="lobby-filters" {...parts('filters')}>
      {/* Shown (empty) while the lists load: its room is kept for the chips to come. */}
      {lobby.view !== 'provider' ? (
        <div className="chips" role="group" aria-label={i18n._({ id: 'lobby.providers', message: 'Fournisseurs' })}>
          {chips.providers.map((f) => (
            <Chip
              key={f.id}
              label={providerName(f.id)}
              count={f.count}
              pressed={lobby.providers.map(canonicalProvider).includes(f.id)}
              onClick={() => goLobby({ providers: toggle(lobby.providers.map(canonicalProvider), f.id) })}
            />
          ))}
        </div>
      ) : null}
      <div className="chips" role="group" aria-label={i18n._({ id: 'lobby.categories', message: 'Catégories' })}>
        <Chip
          part="chip favourites"
          label={i18n._({ id: 'lobby.favourites', message: 'Favoris' })}
          pressed={favouritesPressed}
          onClick={onFavourites}
        />
        {chips.categories.map((f) => (
          <Chip key={f.id} label={tagName(i18n, live, f.id)} count={f.count} pressed={categoryPressed(f.id)} onClick={() => onCategory(f.id)} />
        ))}
      </div>
    </div>
  );
}
