// A window-scrolling virtualised grid (contract 5b "Virtual grid"; DESIGN.md §4: under 1,400 elements with
// 4,000 games). The page scrolls, not an inner box: the grid reserves its whole height (so the scrollbar is
// honest) and renders only the rows in view ± OVERSCAN, plus the row of the focused cell (Tab walks the
// cells in reading order; the browser scrolls the next one into view and its rows render then).
// Columns follow the container's width (ResizeObserver); every row has the same height: square image
// (`ratio`) + a fixed body. Positions are CSS custom properties read by lobby.css with logical
// properties, so Arabic mirrors the columns. They are set through the CSSOM (Preact's style object calls
// style.setProperty), which a strict CSP allows: no style attribute is ever parsed from a string.
import { Fragment, useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';

export const OVERSCAN = 2;

export interface CellProps {
  role: 'listitem';
  'aria-posinset': number;
  'aria-setsize': number;
  'data-index': number;
  style: CSSProperties;
}

export interface VirtualGridProps<T> {
  items: readonly T[];
  itemKey: (item: T) => string;
  /** Must spread `cell` on its root element. */
  renderItem: (item: T, cell: CellProps) => ReactNode;
  label: string;
  minItemWidth: number;
  gap: number;
  /** Height of a cell under its image (px). */
  bodyHeight: number;
  /** Image height / width. */
  ratio?: number;
  className?: string;
  part?: string;
}

export interface GridMetrics {
  columns: number;
  width: number;
  rowHeight: number;
  stride: number;
}

export function gridMetrics(containerWidth: number, minItemWidth: number, gap: number, bodyHeight: number, ratio: number): GridMetrics {
  const columns = Math.max(1, Math.floor((containerWidth + gap) / (minItemWidth + gap)));
  const width = Math.max(0, (containerWidth - gap * (columns - 1)) / columns);
  const rowHeight = Math.round(width * ratio + bodyHeight);
  return { columns, width, rowHeight, stride: rowHeight + gap };
}

/** Rows [first, last] that intersect the viewport, widened by OVERSCAN. */
export function visibleRows(top: number, viewport: number, stride: number, rows: number): [number, number] {
  if (rows === 0 || stride <= 0) return [0, -1];
  const first = Math.max(0, Math.floor(-top / stride) - OVERSCAN);
  const last = Math.min(rows - 1, Math.ceil((viewport - top) / stride) + OVERSCAN);
  return [Math.min(first, rows - 1), Math.max(last, -1)];
}

export function VirtualGrid<T>({ items, itemKey, renderItem, label, minItemWidth, gap, bodyHeight, ratio = 1, className, part }: VirtualGridProps<T>) {
  const box = useRef<HTMLDivElement | null>(null);
  // Measured when the box attaches (in the commit, so the first tiles render before the first paint;
  // no useLayoutEffect, which no other element uses: it would grow the shared runtime chunk).
  const latest = useRef<() => void>(() => undefined);
  const [attach] = useState(() => (el: HTMLDivElement | null) => {
    box.current = el;
    if (el) latest.current();
  });
  const [width, setWidth] = useState(0);
  const [range, setRange] = useState<[number, number]>([0, 3]);
  const [focused, setFocused] = useState<number | null>(null);
  const m = gridMetrics(width, minItemWidth, gap, bodyHeight, ratio);
  const rows = Math.ceil(items.length / m.columns);

  // One measurement per frame at most, from scroll, resize and the container's own size.
  const frame = useRef(0);
  const measure = () => {
    const el = box.current;
    if (!el) return;
    const w = el.clientWidth;
    setWidth((old) => (old === w ? old : w));
    const metrics = gridMetrics(w, minItemWidth, gap, bodyHeight, ratio);
    // The rows in view whatever the item count (the render stops at the last item): a new result count
    // resizes the grid without a second render one frame later, so a keystroke paints in one frame.
    const next = visibleRows(el.getBoundingClientRect().top, innerHeight, metrics.stride, Number.MAX_SAFE_INTEGER);
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
  }, [items.length, minItemWidth, gap, bodyHeight, ratio]);

  const indexes: number[] = [];
  const [first, last] = range;
  const focusRow = focused !== null && focused < items.length ? Math.floor(focused / m.columns) : null;
  if (focusRow !== null && focusRow < first) for (let i = focusRow * m.columns; i < Math.min(items.length, (focusRow + 1) * m.columns); i++) indexes.push(i);
  for (let i = first * m.columns; i <= Math.min(items.length - 1, (last + 1) * m.columns - 1); i++) indexes.push(i);
  if (focusRow !== null && focusRow > last) for (let i = focusRow * m.columns; i < Math.min(items.length, (focusRow + 1) * m.columns); i++) indexes.push(i);

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
      className={className ? `vgrid ${className}` : 'vgrid'}
      {...(part ? { part } : null)}
      style={gridStyle}
      onFocus={(e) => {
        const cell = (e.target as HTMLElement).closest?.('[data-index]');
        if (cell) setFocused(Number(cell.getAttribute('data-index')));
      }}
      onBlur={(e) => {
        if (!box.current?.contains(e.relatedTarget as Node | null)) setFocused(null);
      }}
    >
      {width > 0
        ? indexes.map((i) => (
            <Fragment key={itemKey(items[i])}>
              {renderItem(items[i], {
                role: 'listitem',
                'aria-posinset': i + 1,
                'aria-setsize': items.length,
                'data-index': i,
                style: { '--r': Math.floor(i / m.columns), '--c': i % m.columns } as CSSProperties,
              })}
            </Fragment>
          ))
        : null}
    </div>
  );
}
