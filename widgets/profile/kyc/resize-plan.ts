// The numbers of the photo pipeline (a 12 MP phone photo must fit the 5 MB limit): pure, so they
// are unit-tested without a canvas. A 4032×3024 phone photo becomes 2560×1920, which JPEG at 0.85 keeps
// around 0.6–1.5 MB: every detail of a passport page is still readable at that size.

/** The longest side sent; larger photos are scaled down to it. */
const MAX_SIDE = 2560;
/** Tried in order until the picture fits the limit (0.85 first: text stays sharp). */
export const JPEG_QUALITIES = [0.85, 0.75, 0.6] as const;

export interface Size {
  width: number;
  height: number;
}

/** `size` scaled to fit `max` on its longest side, never up; whole pixels, at least 1. */
export function fitWithin(size: Size, max = MAX_SIDE): Size {
  const longest = Math.max(size.width, size.height);
  if (longest <= max) return { width: size.width, height: size.height };
  const scale = max / longest;
  return { width: Math.max(1, Math.round(size.width * scale)), height: Math.max(1, Math.round(size.height * scale)) };
}

/** Whether a picture is re-encoded: too many bytes for the server, or more pixels than anyone needs. */
export const needsReencode = (size: Size, bytes: number, maxBytes: number) => bytes > maxBytes || Math.max(size.width, size.height) > MAX_SIDE;

/** The name the list shows for a converted picture: same base name, .jpg. */
export function jpegName(name: string): string {
  const base = name.replace(/\.[^./\\]*$/, '') || 'photo';
  return `${base}.jpg`;
}
