// The lobby's filter chips (docs/embedding.md "<casino-lobby>"): providers (not on a provider's page), the
// favourites switch, and the categories (live groups on the live page, where one is a section rather than a
// filter). Each group is ONE row that scrolls sideways (wrapped, four rows would come before the first game):
// the chips are buttons, so Tab reaches them all and the browser scrolls the focused one in; an edge with
// more behind it fades (lobby.css, driven by the row's own scroll); the pressed chip is scrolled into the row
// when the selection changes (a deep link to a category far down the row). A chunk of its own
// (lobby-parts.tsx LazyFilters), fetched with the lists.
import { useEffect, useRef, type ReactNode } from 'react';
import { useLingui } from '@lingui/react';
import { canonicalProvider } from '../../src/api/games';
import { parts } from '../../src/ui/part';
import type { Facet } from './catalogue';
import { providerName, tagName } from './lobby-names';
import css from './lobby-filters.css';

/** The chips' styles, adopted with this chunk (LazyFilters). */
export const filtersStyles = css;
import type { LobbyLocation } from './location';

function Chip({ pressed, onClick, label, count, part = 'chip' }: { pressed: boolean; onClick: () => void; label: string; count?: number; part?: string }) {
  return (
    <button type="button" className="chip" {...parts(part)} aria-pressed={pressed} onClick={onClick}>
      {label}
      {count !== undefined ? <span className="chip-count">{count}</span> : null}
    </button>
  );
}

function ChipRow({ label, children }: { label: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const pressed = useRef<Element | null>(null);
  // After every render: a chip newly pressed (or the first render's) is brought into the row, 32 px in.
  useEffect(() => {
    const row = ref.current!;
    const chip = row.querySelector('[aria-pressed="true"]');
    if (chip && chip !== pressed.current) {
      const box = row.getBoundingClientRect();
      const c = chip.getBoundingClientRect();
      row.scrollBy(Math.min(0, c.left - box.left - 32) + Math.max(0, c.right - box.right + 32), 0);
    }
    pressed.current = chip;
  });
  return (
    <div ref={ref} className="chips" role="group" aria-label={label}>
      {children}
    </div>
  );
}

export interface FiltersProps {
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
        <ChipRow label={i18n._({ id: 'lobby.providers', message: 'Fournisseurs' })}>
          {chips.providers.map((f) => (
            <Chip
              key={f.id}
              label={providerName(f.id)}
              count={f.count}
              pressed={lobby.providers.map(canonicalProvider).includes(f.id)}
              onClick={() => goLobby({ providers: toggle(lobby.providers.map(canonicalProvider), f.id) })}
            />
          ))}
        </ChipRow>
      ) : null}
      <ChipRow label={i18n._({ id: 'lobby.categories', message: 'Catégories' })}>
        <Chip
          part="chip favourites"
          label={i18n._({ id: 'lobby.favourites', message: 'Favoris' })}
          pressed={favouritesPressed}
          onClick={onFavourites}
        />
        {chips.categories.map((f) => (
          <Chip key={f.id} label={tagName(i18n, live, f.id)} count={f.count} pressed={categoryPressed(f.id)} onClick={() => onCategory(f.id)} />
        ))}
      </ChipRow>
    </div>
  );
}
