// A size in the player's language (5 Mo, 5 MB, ٥ ميغابايت). 1 Mo = 1024 × 1024 bytes, as the limit is
// written (5 * 1024 * 1024): "5 Mo" shown, 5 Mo accepted to the byte.
export function formatSize(bytes: number, locale: string): string {
  const mb = bytes / (1024 * 1024);
  if (mb >= 0.1) return new Intl.NumberFormat(locale, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }).format(mb);
  return new Intl.NumberFormat(locale, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 }).format(Math.max(1, bytes / 1024));
}
