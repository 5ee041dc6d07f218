// The order of the notices summary: newest first across the three kinds, since the player reads
// one list, not three. The store keeps them grouped by kind (each kind is its own server query); the
// order is decided here, pure, so tests/unit/notices/notice-order.test.ts covers it.
import type { Notice } from '../../src/stores/notifications';

/** A date the server sent garbled sorts last rather than throwing the list into disorder. */
const timeOf = (n: Notice) => {
  const t = Date.parse(n.date);
  return Number.isNaN(t) ? -Infinity : t;
};

/** Newest first; the same instant: the higher id (created later) first; a new array. */
export function newestFirst(notices: readonly Notice[]): Notice[] {
  return [...notices].sort((a, b) => timeOf(b) - timeOf(a) || b.id - a.id);
}
