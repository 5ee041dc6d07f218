// What <casino-lobby> renders: the lobby, or with `layout="row"` one row of games. The row's
// code and styles are a lazy chunk (./lobby-row.tsx), fetched only by an element in row mode: the lobby's
// entry carries only this switch (the entry is at its size ceiling, scripts/size.mjs).
import { createElement } from 'react';
import { lazyChunk, useChunk } from '../../src/element/lazy-chunk';
import { favouriteKey, toggleFavourite } from '../../src/stores/slots';
import { useLoginRequired } from '../login/use-login-required';
import { createSearch } from './catalogue';
import { fromAttributes, gamePath, lobbyPath } from './location';
import { Lobby, type LobbyProps } from './lobby';
import { titleOf } from './lobby-names';
import { LazyOverlay, ProviderError } from './lobby-parts';
import type { LobbyRowProps, RowKit } from './lobby-row';
import { Tile } from './tile';
import { useLobbyGames, usePlatform } from './use-lobby-games';

export type LobbyLayoutProps = LobbyProps & LobbyRowProps & { layout?: string };

const rowChunk = lazyChunk(() => import('./lobby-row'));
/** The entry's pieces the row uses, in one array rather than as exports of the entry (RowKit says why). */
const ROW_KIT: RowKit = [favouriteKey, toggleFavourite, useLoginRequired, fromAttributes, gamePath, lobbyPath, titleOf, LazyOverlay, ProviderError, Tile, useLobbyGames, usePlatform, createSearch];

export function LobbyLayout(props: LobbyLayoutProps) {
  const row = props.layout === 'row';
  const chunk = useChunk('lobby-row', rowChunk, { enabled: row });
  if (!row) return createElement(Lobby, props);
  // The chunk could not be fetched: the element's error boundary shows the translated error with "try
  // again" (which mounts this again: lazyChunk forgot the failure, so it fetches anew) and emits casino-error.
  if (chunk.status === 'failed') throw chunk.error;
  return chunk.status === 'ready' ? createElement(chunk.value.LobbyRow, { ...props, kit: ROW_KIT }) : null;
}
