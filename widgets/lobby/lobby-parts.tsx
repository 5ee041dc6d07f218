// The lobby's smaller pieces: the loading skeleton, a provider's error with "try again",
// the free-spin offer, and the chunks of the filter chips and the game overlay.
import { useLingui } from '@lingui/react';
import type { FreeSpinInfo, GameItem } from '../../src/api/games';
import { useHost } from '../../src/element/define-widget';
import { lazyChunk, useChunk } from '../../src/element/lazy-chunk';
import { notices } from '../../src/i18n/messages';
import { ErrorScreen, Skeleton } from '../../src/ui';
import { parts } from '../../src/ui/part';
import { countValues } from '../../src/format/count';
import { useLobbyErrorText } from './lobby-errors';
import { providerName } from './lobby-names';
import type { OverlayProps } from './game-overlay';
import type { FiltersProps } from './lobby-filters';

export function GamesSkeleton() {
  const { i18n } = useLingui();
  return (
    <Skeleton className="skeleton" label={i18n._({ id: 'lobby.loading', message: 'Chargement des jeux…' })}>
      {Array.from({ length: 8 }, (_, i) => (
        <div key={i} className="tile tile--skeleton" aria-hidden="true" />
      ))}
    </Skeleton>
  );
}

export function ProviderError({ provider, error, onRetry }: { provider: string; error: unknown; onRetry: () => void }) {
  const { i18n } = useLingui();
  const text = useLobbyErrorText(error);
  return (
    <div className="notice notice--error" role="alert" {...parts('provider-error')}>
      <p>
        {i18n._({ id: 'lobby.provider_error', message: "Les jeux de {provider} n'ont pas pu être chargés.", values: { provider: providerName(provider) } })}{' '}
        {text}
      </p>
      <button type="button" className="casino-button casino-button--secondary" {...parts('button', 'retry')} onClick={onRetry}>
        {i18n._(notices.retry)}
      </button>
    </div>
  );
}

export function FreeSpinsOffer({ info, game, onPlay }: { info: FreeSpinInfo; game: GameItem; onPlay: () => void }) {
  const { i18n } = useLingui();
  return (
    <div className="notice notice--free" {...parts('free-spins')}>
      <p>
        {i18n._({
          id: 'lobby.free_spins.banner',
          message: '{form, select, one {{count} tour gratuit} other {{count} tours gratuits}} sur {game}',
          values: countValues(info.freeSpinLeft, i18n.locale, { game: game.name }),
        })}
      </p>
      <button type="button" className="casino-button casino-button--primary" {...parts('button', 'free-spins-play')} onClick={onPlay}>
        {i18n._({ id: 'lobby.free_spins.play', message: 'Jouer mes tours gratuits' })}
      </button>
    </div>
  );
}

const overlayChunk = lazyChunk(() => import('./game-overlay'));

/** The game overlay's chunk, fetched when a game opens (not in the lobby's first load), with its styles. */
export function LazyOverlay(props: OverlayProps) {
  const { root } = useHost();
  const chunk = useChunk('game-overlay', overlayChunk, { root, styles: (m) => m.overlayStyles });
  if (chunk.status === 'failed') return <ErrorScreen error={chunk.error} onRetry={chunk.retry} />;
  return chunk.status === 'ready' ? <chunk.value.GameOverlay {...props} /> : null;
}

const filtersChunk = lazyChunk(() => import('./lobby-filters'));

/**
 * The filter chips, a chunk of their own (the lobby's first load is at its size budget): asked
 * for at the first render, beside the game lists, which take longer. Meanwhile their rows' room shows
 * (the grid below never moves when they arrive).
 */
export function LazyFilters(props: FiltersProps) {
  const { root } = useHost();
  const chunk = useChunk('lobby-filters', filtersChunk, { root, styles: (m) => m.filtersStyles });
  if (chunk.status === 'failed') return <ErrorScreen error={chunk.error} onRetry={chunk.retry} />;
  if (chunk.status === 'ready') return <chunk.value.LobbyFilters {...props} />;
  return (
    <div className="lobby-filters" {...parts('filters')}>
      {props.lobby.view !== 'provider' ? <div className="chips" /> : null}
      <div className="chips" />
    </div>
  );
}
