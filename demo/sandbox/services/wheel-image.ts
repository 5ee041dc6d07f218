/**
 * The wheel's present icons, drawn by code (nothing downloaded): bold shapes with a dark outline that
 * read at 32 px on any segment colour. Presentation attributes only, no <style>, no script, no text
 * that would need a font.
 */

const ICONS: Record<string, string> = {
  headphones: [
    '<path d="M24 76V64a40 40 0 0 1 80 0v12" fill="none" stroke="#1f1147" stroke-width="16" stroke-linecap="round"/>',
    '<path d="M24 76V64a40 40 0 0 1 80 0v12" fill="none" stroke="#f5c542" stroke-width="8" stroke-linecap="round"/>',
    '<rect x="14" y="68" width="28" height="44" rx="10" fill="#f5c542" stroke="#1f1147" stroke-width="5"/>',
    '<rect x="86" y="68" width="28" height="44" rx="10" fill="#f5c542" stroke="#1f1147" stroke-width="5"/>',
    '<rect x="22" y="78" width="8" height="24" rx="4" fill="#1f1147"/>',
    '<rect x="98" y="78" width="8" height="24" rx="4" fill="#1f1147"/>',
  ].join(''),
  jersey: [
    '<path d="M44 14 24 22 6 44l18 14 10-10v68h60V48l10 10 18-14-18-22-20-8a20 12 0 0 1-40 0z"',
    ' fill="#ef4444" stroke="#1f1147" stroke-width="5" stroke-linejoin="round"/>',
    '<path d="M44 14a20 12 0 0 0 40 0" fill="none" stroke="#f5c542" stroke-width="5"/>',
    '<path d="M64 34v72" stroke="#ffffff" stroke-width="10" opacity="0.85"/>',
    '<path d="M52 34h24" stroke="#f5c542" stroke-width="5"/>',
  ].join(''),
};

export const WHEEL_IMAGE_SLUGS = Object.keys(ICONS);

/** The SVG document for `slug`, or undefined when there is no such icon. */
export function renderWheelImage(slug: string): string | undefined {
  const body = Object.hasOwn(ICONS, slug) ? ICONS[slug] : undefined;
  if (!body) return undefined;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128">${body}</svg>`;
}
