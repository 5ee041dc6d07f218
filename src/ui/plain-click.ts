// A click the browser would treat as "follow here" (src/ui/link.tsx, and every anchor an element routes
// itself): a module of its own, this small, so an element that routes its anchors does not load the
// link components with it (docs/conventions.md §4).

/**
 * Left button, no modifier key (Ctrl/Cmd/Shift/Alt mean a new tab, a window or a download), not already
 * handled.
 */
export function isPlainClick(event: Pick<globalThis.MouseEvent, 'defaultPrevented' | 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>): boolean {
  return !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
