// Auto-height (docs/contracts/sportsbook.md §5 `height`; phones above all): the host sizes the iframe to the
// page, so the page never shows a scrollbar of its own. The page's height is its #app box (not the
// document's, which is at least the iframe's current height and would never let the frame shrink), sent when
// it changes.
export function reportHeight(app, send) {
  let last = -1;
  let queued = false;
  const measure = () => {
    queued = false;
    const height = Math.max(0, Math.ceil(app.getBoundingClientRect().height));
    if (height === last) return;
    last = height;
    send(height);
  };
  const queue = () => {
    if (queued) return;
    queued = true;
    requestAnimationFrame(measure);
  };
  new ResizeObserver(queue).observe(app);
  queue();
  return { now: measure };
}
