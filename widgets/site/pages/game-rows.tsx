// The home page's game rows: "Populaires", "Nouveautés" and "Casino en direct", each a
// <casino-lobby layout="row"> as a partner would embed it. Below the fold, so nothing of them is in the
// site's first load: the lobby element's code is imported when the rows come within NEAR of the viewport
// (each row then reads its games itself, when it nears the viewport). A row shows only where its menu
// entry does (menuOf: the jurisdiction's products and the player's user type, the one rule of every menu).
import { useEffect, useRef, useState } from 'react';
import { lazyChunk, useChunk } from '@src/element/lazy-chunk';
import { ErrorScreen } from '@src/ui';
import type { MenuEntry } from '../chrome/menu';

interface Row {
  id: string;
  /** The menu entry whose page the row previews. */
  menu: string;
  view: string;
  section?: string;
}

const GAME_ROWS: readonly Row[] = [
  { id: 'popular', menu: 'casino', view: 'casino', section: 'popular' },
  { id: 'new', menu: 'casino', view: 'casino', section: 'new' },
  { id: 'live', menu: 'live-casino', view: 'live-casino' },
];

/** The rows the viewer's menu allows. */
export const rowsFor = (entries: readonly Pick<MenuEntry, 'id'>[]) => GAME_ROWS.filter((row) => entries.some((e) => e.id === row.menu));

// How near the viewport the rows must come before their code is fetched. On a phone they begin about 1.7
// screens down (375×812: y ≈ 1,380 px), so 600 px fetched them on every first load (about 20 KB of the
// lobby, over /main's budget, docs/architecture.md "Speed budgets"); a third of a screen still has them
// ready for an ordinary scroll, and on a desktop (y ≈ 1,070 px at 1280×800) they load at once as before.
const NEAR = '300px 0px';
const lobbyElement = lazyChunk(() => import('../../lobby/lobby.element'));

export function GameRows({ entries }: { entries: readonly Pick<MenuEntry, 'id'>[] }) {
  const rows = rowsFor(entries);
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = box.current;
    if (near || !el) return;
    if (typeof IntersectionObserver !== 'function') return setNear(true);
    const observer = new IntersectionObserver((seen) => seen.some((e) => e.isIntersecting) && setNear(true), { rootMargin: NEAR });
    observer.observe(el);
    return () => observer.disconnect();
  }, [near, rows.length]);
  const chunk = useChunk('lobby-element', lobbyElement, { enabled: near });
  if (!rows.length) return null;
  return (
    <div className="main-rows" ref={box}>
      {chunk.status === 'failed' ? (
        <ErrorScreen error={chunk.error} onRetry={chunk.retry} />
      ) : (
        rows.map((row) =>
          chunk.status === 'ready' ? (
            <casino-lobby key={row.id} class="main-row" layout="row" view={row.view} section={row.section} data-row={row.id}></casino-lobby>
          ) : (
            <div key={row.id} className="main-row" aria-hidden="true"></div>
          ),
        )
      )}
    </div>
  );
}
