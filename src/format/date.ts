// Dates and countdowns (spec shell-session-wheel.md §3: createdAt shown DD/MM/YYYY HH:mm; §4 wheel:
// countdown in hours, minutes, seconds to the next free spin).
import dayjs from 'dayjs';

/**
 * 'DD/MM/YYYY HH:mm' in the device's local time. Accepts an ISO string (with or without offset), epoch
 * milliseconds or a Date; an invalid or missing value gives '' (nothing to show rather than "Invalid Date").
 */
export function formatDateTime(iso: string | number | Date): string {
  if (iso === null || iso === undefined || iso === '') return '';
  const d = dayjs(iso);
  return d.isValid() ? d.format('DD/MM/YYYY HH:mm') : '';
}

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
