// A moment as a day of the year and a time of day, 'DD/MM' and 'HH:mm' in the device's local time, for
// sentences such as "Elle se réinitialise le 06/12 à 00:00" (a limit's reset, docs/api.md "Responsible
// gaming"). Apart from format/date.ts so the game overlay that says it does not load dayjs.

/** `{ day: 'DD/MM', time: 'HH:mm' }`, or null for a missing or invalid value. */
export function formatDayAndTime(iso: string | number | Date | null | undefined): { day: string; time: string } | null {
  if (iso === null || iso === undefined || iso === '') return null;
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return null;
  const two = (n: number) => String(n).padStart(2, '0');
  return { day: `${two(d.getDate())}/${two(d.getMonth() + 1)}`, time: `${two(d.getHours())}:${two(d.getMinutes())}` };
}
