// A game's tile (docs/embedding.md "<casino-lobby>"): the image, the name, the provider, and play, demo and
// favourite. The lobby's grid and its recently played row draw the same tile; `data-key` lets the lobby put
// the focus back on it after the game.
import { useLingui } from '@lingui/react';
import type { GameItem, LaunchMode } from '../../src/api/games';
import { favouriteKey } from '../../src/stores/slots';
import { parts } from '../../src/ui/part';
import { providerName } from './lobby-names';
import type { CellProps } from './virtual-grid';

export interface TileActions {
  play(game: GameItem, mode: LaunchMode): void;
  favourite(game: GameItem): void;
  isFavourite(game: GameItem): boolean;
}

/**
 * `cover: false` for the grid's rows out of view (overscan): they ask for their cover when they come into
 * view, so a keystroke fetches only the covers the player sees (docs/architecture.md "Speed budgets").
 */
export function Tile({ game, actions, cell, cover = true }: { game: GameItem; actions: TileActions; cell?: Partial<CellProps>; cover?: boolean }) {
  const { i18n } = useLingui();
  const fav = actions.isFavourite(game);
  const name = game.name;
  return (
    <div {...cell} className="tile" {...parts('tile')} data-key={favouriteKey(game)}>
      <div className="tile-image" {...parts('tile-image')}>
        {/* Keyed: a tile the grid reuses for another game never shows the last game's cover meanwhile. */}
        {cover && game.imageUrl ? <img key={game.imageUrl} src={game.imageUrl} alt="" loading="lazy" decoding="async" width={300} height={300} /> : null}
      </div>
      <div className="tile-body">
        {/* No dir="auto": a Latin name aligns with the rest of an Arabic tile (it stays one LTR run). */}
        <p className="tile-name">{name}</p>
        <p className="tile-provider">{providerName(game.provider)}</p>
        <div className="tile-actions">
          <button
            type="button"
            className="tile-button tile-play"
            {...parts('play')}
            aria-label={i18n._({ id: 'lobby.play_name', message: 'Jouer à {name}', values: { name } })}
            onClick={() => actions.play(game, 'real')}
          >
            {i18n._({ id: 'lobby.play', message: 'Jouer' })}
          </button>
          {game.hasDemoMode ? (
            <button
              type="button"
              className="tile-button"
              {...parts('demo')}
              aria-label={i18n._({ id: 'lobby.demo_name', message: 'Démo de {name}' , values: { name } })}
              onClick={() => actions.play(game, 'demo')}
            >
              {i18n._({ id: 'lobby.demo', message: 'Démo' })}
            </button>
          ) : null}
          <button
            type="button"
            className="tile-button tile-favourite"
            {...parts('favourite')}
            aria-pressed={fav}
            aria-label={
              fav
                ? i18n._({ id: 'lobby.favourite_remove', message: 'Retirer {name} des favoris', values: { name } })
                : i18n._({ id: 'lobby.favourite_add', message: 'Ajouter {name} aux favoris', values: { name } })
            }
            onClick={() => actions.favourite(game)}
          >
            <span aria-hidden="true">{fav ? '★' : '☆'}</span>
          </button>
        </div>
      </div>
    </div>
  );
}
