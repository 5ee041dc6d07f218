// What <casino-lobby> renders: the lobby, or with `layout="row"` one row of games (issue 18). The row's
// code and styles are a lazy chunk (./lobby-row.tsx), fetched only by an element in row mode: the lobby's
// entry carries only this switch (the entry is at its size ceiling, scripts/size.mjs).
import { createElement } from 'react';
import { lazyChunk, useChunk } from '../../src/element/lazy-chunk';
import { ErrorScreen } from '../../src/ui';
import { Lobby, type LobbyProps } from './lobby';
import type { LobbyRowProps } from './lobby-row';

export type LobbyLayoutProps = LobbyProps & LobbyRowProps & { layout?: string };

const rowChunk = lazyChunk(() => import('./lobby-row'));

export function LobbyLayout(props: LobbyLayoutProps) {
  const row = props.layout === 'row';
  const chunk = useChunk('lobby-row', rowChunk, { enabled: row });
  if (!row) return createElement(Lobby, props);
  if (chunk.status === 'failed') return createElement(ErrorScreen, { error: chunk.error, onRetry: chunk.retry });
  return chunk.status === 'ready' ? createElement(chunk.value.LobbyRow, props) : null;
}
