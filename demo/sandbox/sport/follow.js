// The slip stays in sight (docs/embedding.md "Sportsbook", the host's `viewport`): the host sizes the frame
// to its content, so this page never scrolls and `position: sticky` has nothing to stick to. The host says
// which band of the page the player sees; the slip moves within its own column to stay in it — beside the
// list on a desktop (its top below the band's top), a sheet at the band's bottom on a phone — and never
// leaves its column, so the page's height (what `height` reports) does not change.

const GAP = 8;

/**
 * How far to move the slip down (or up, negative), in pixels. `slip` and `column` are their boxes where the
 * layout put them ({ top, bottom }, the page's coordinates, before any move); `view` the band in sight.
 * `sheet`: the phone's bottom sheet, kept at the band's bottom; else the side column's slip, at its top.
 */
export function slipShift(view, slip, column, sheet) {
  if (!view) return 0;
  if (sheet) {
    const up = view.top + view.height - slip.bottom;
    return up >= 0 ? 0 : Math.max(up, column.top - slip.top);
  }
  const down = view.top + GAP - slip.top;
  return Math.max(0, Math.min(down, column.bottom - slip.bottom));
}

/** Moves `slip` (an element of `column`) with the band the host reports; `view(band)` on each message. */
export function followView(slip, column) {
  let band = null;
  const place = () => {
    const box = (el) => ({ top: el.offsetTop, bottom: el.offsetTop + el.offsetHeight });
    const style = getComputedStyle(slip);
    const sheet = style.position === 'sticky';
    // A slip under the list (one column, not a sheet) stays where the page put it: the player goes to it.
    const list = column.querySelector('.content');
    const beside = sheet || !list || slip.offsetTop < list.offsetTop + list.offsetHeight;
    const shift = beside ? slipShift(band, box(slip), { top: column.offsetTop, bottom: column.offsetTop + column.offsetHeight }, sheet) : 0;
    slip.style.transform = shift ? `translateY(${Math.round(shift)}px)` : '';
  };
  new ResizeObserver(place).observe(column);
  new ResizeObserver(place).observe(slip);
  return {
    view(next) {
      band = next;
      place();
    },
  };
}
