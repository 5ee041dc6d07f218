// Countdowns (spec shell-session-wheel.md §4 "Wheel": hours, minutes and seconds to the next free spin).
// Apart from format/date.ts so that an element showing a countdown does not load dayjs.

/**
 * 'HH:MM:SS' for a remaining duration. Hours are not wrapped at 24 ('27:00:00'); negative or NaN is
 * '00:00:00'. Partial seconds count as a whole second left, so the display reaches 00:00:00 exactly when
 * the time is up.
 */
export function formatCountdown(ms: number): string {
  const total = Number.isFinite(ms) && ms > 0 ? Math.ceil(ms / 1000) : 0;
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return [h, m, s].map((n) => String(n).padStart(2, '0')).join(':');
}
