// A window-scrolling virtualised grid (widgets/lobby/README.md "The virtual grid"; docs/conventions.md §4: under 1,400
// elements with 4,000 games). The page scrolls, not an inner box: the grid reserves its whole height (so the
// scrollbar is honest) and renders only the rows in view ± OVERSCAN, plus the row of the focused cell (Tab
// walks the cells in reading order; the browser scrolls the next one into view and its rows render then).
// Columns follow the container's width (ResizeObserver); every row has the same height: a square image + a
// fixed body. Positions are CSS custom properties read by lobby.css with logical properties, so Arabic
// mirrors the columns. They are set through the CSSOM (Preact's style object calls style.setProperty), which
// a strict CSP allows: no style attribute is ever parsed from a string.
//
// Cells are keyed by their position, not by their item (docs/architecture.md "Speed budgets"): when the items
// change under the same rows (a keystroke in the search), each cell element stays and only its contents
// change, instead of every rendered cell being removed and built again (about 400 elements a keystroke). The
// focused cell's item keeps the element it had while it is rendered, so the focus stays on the same game when
// the list changes under it (as it did with item keys). `renderItem` is told whether the cell's row is in
// view or an overscan row (the lobby asks for covers in view only).
import { useEffect, useRef, useState, type CSSProperties, type Key, type ReactNode } from 'react';

const OVERSCAN = 2;

export interface CellProps {
  role: 'listitem';
  'aria-posinset': number;
  'aria-setsize': number;
  'data-index': number;
  style: CSSProperties;
}

interface VirtualGridProps<T> {
  items: readonly T[];
  itemKey: (item: T) => string;
  /**
   * Must spread `cell` on its root element and give it `key`; `inView`: the cell's row is in the viewport
   * (not an overscan row).
   */
  renderItem: (item: T, cell: CellProps, inView: boolean, key: Key) => ReactNode;
  label: string;
  minItemWidth: number;
  gap: number;
  /** Height of a cell under its square image (px). */
  bodyHeight: number;
}

interface GridMetrics {
  columns: number;
  width: number;
  rowHeight: number;
  stride: number;
}

function gridMetrics(containerWidth: number, minItemWidth: number, gap: number, bodyHeight: number): GridMetrics {
  const columns = Math.max(1, Math.floor((containerWidth + gap) / (minItemWidth + gap)));
  const width = Math.max(0, (containerWidth - gap * (columns - 1)) / columns);
  const rowHeight = Math.round(width + bodyHeight);
  return { columns, width, rowHeight, stride: rowHeight + gap };
}

/** Rows [first, last] that intersect the viewport (`top`: the grid's top in it). */
function visibleRows(top: number, viewport: number, stride: number): [number, number] {
  return stride > 0 ? [Math.floor(-top / stride), Math.ceil((viewport - top) / stride) - 1] : [0, -1];
}

export function VirtualGrid<T>({ items, itemKey, renderItem, label, minItemWidth, gap, bodyHeight }: VirtualGridProps<T>) {
  const box = useRef<HTMLDivElement | null>(null);
  // Measured when the box attaches (in the commit, so the first tiles render before the first paint;
  // no useLayoutEffect, which no other element uses: it would grow the shared runtime chunk).
  const latest = useRef<() => void>(() => undefined);
  const [attach] = useState(() => (el: HTMLDivElement | null) => {
    box.current = el;
    if (el) latest.current();
  });
  const [width, setWidth] = useState(0);
  const [range, setRange] = useState<[number, number]>([0, 0]);
  // The focused cell: its index, its item's key and its element key then. Its row stays rendered; its item
  // keeps that element while it is rendered (the list changing under it), so the focus stays on the game.
  const [focused, setFocused] = useState<{ at: number; item: string; key: number } | null>(null);
  const m = gridMetrics(width, minItemWidth, gap, bodyHeight);
  const rows = Math.ceil(items.length / m.columns);

  // One measurement per frame at most, from scroll, resize and the container's own size.
  const frame = useRef(0);
  const measure = () => {
    const el = box.current;
    if (!el) return;
    const w = el.clientWidth;
    setWidth(w);
    // The rows in view whatever the item count (the render stops at the last item): a new result count
    // resizes the grid without a second render one frame later, so a keystroke paints in one frame.
    const next = visibleRows(el.getBoundingClientRect().top, innerHeight, gridMetrics(w, minItemWidth, gap, bodyHeight).stride);
    setRange((old) => (old[0] === next[0] && old[1] === next[1] ? old : next));
  };
  latest.current = measure;
  const schedule = () => {
    if (!frame.current) frame.current = requestAnimationFrame(() => ((frame.current = 0), latest.current()));
  };
  useEffect(() => {
    measure();
    addEventListener('scroll', schedule, { passive: true });
    addEventListener('resize', schedule);
    const observer = new ResizeObserver(schedule);
    if (box.current) observer.observe(box.current);
    return () => {
      removeEventListener('scroll', schedule);
      removeEventListener('resize', schedule);
      observer.disconnect();
      cancelAnimationFrame(frame.current);
      frame.current = 0;
    };
  }, [minItemWidth, gap, bodyHeight]);
  // A new result count may move the grid (the recently played row hides while searching): measured again in
  // the next frame, without subscribing again.
  useEffect(schedule, [items.length]);

  const [inFirst, inLast] = range;
  const first = Math.max(0, inFirst - OVERSCAN);
  // One row more below: the row a scroll step reveals first.
  const last = Math.min(rows - 1, inLast + 1 + OVERSCAN);
  // NaN without a focused cell: neither before nor after the rows in view.
  const focusRow = focused && focused.at < items.length ? Math.floor(focused.at / m.columns) : NaN;
  const shownRows = Array.from({ length: last - first + 1 }, (_, r) => first + r);
  if (focusRow < first) shownRows.unshift(focusRow);
  else if (focusRow > last) shownRows.push(focusRow);
  const indexes: number[] = [];
  for (const row of shownRows) for (let i = row * m.columns; i < Math.min(items.length, (row + 1) * m.columns); i++) indexes.push(i);
  const focusedAt = focused ? indexes.find((i) => itemKey(items[i]) === focused.item) : undefined;
  // The element key of the cell at `i`: its position; the focused item's own wherever it now is (the cell
  // at the position that key names then takes -1 - i, a new element).

  const keyAt = (i: number) => (i === focusedAt ? focused!.key : focused?.key === i ? -1 - i : i);

  const gridStyle = {
    '--lobby-col-w': `${m.width}px`,
    '--lobby-col-stride': `${m.width + gap}px`,
    '--lobby-row-h': `${m.rowHeight}px`,
    '--lobby-row-stride': `${m.stride}px`,
    // The height is the grid's own property, not an inherited custom one: a new result count must not
    // restyle every rendered tile.
    blockSize: `${Math.max(0, rows * m.stride - gap)}px`,
  } as CSSProperties;

  return (
    <div
      ref={attach}
      role="list"
      aria-label={label}
      className="vgrid"
      part="grid"
      style={gridStyle}
      onFocus={(e) => {
        const cell = (e.target as HTMLElement).closest?.('[data-index]');
        const i = cell ? Number(cell.getAttribute('data-index')) : -1;
        if (items[i] && itemKey(items[i]) !== focused?.item) setFocused({ at: i, item: itemKey(items[i]), key: keyAt(i) });
      }}
      onBlur={(e) => {
        if (!box.current?.contains(e.relatedTarget as Node | null)) setFocused(null);
      }}
    >
      {width > 0
        ? indexes.map((i) => {
            const row = Math.floor(i / m.columns);
            const cell: CellProps = {
              role: 'listitem',
              'aria-posinset': i + 1,
              'aria-setsize': items.length,
              'data-index': i,
              style: { '--r': row, '--c': i % m.columns } as CSSProperties,
            };
            return renderItem(items[i], cell, row >= inFirst && row <= inLast, keyAt(i));
          })
        : null}
    </div>
  );
}
