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

// The countdown has its own module: the wheel shows it without carrying dayjs.
export { formatCountdown } from './countdown';
// So has "le 06/12 à 00:00": the game overlay says it without carrying dayjs.
export { formatDayAndTime } from './day-time';
