// What a chosen file really is, from its first bytes (typed by content): never from its name
// or the browser's MIME type, which a renamed file or a phone's gallery gets wrong (an iPhone photo can
// arrive as image/jpeg and be HEIC, a text file named passport.jpg claims to be a picture). The sandbox
// sniffs the same signatures (demo/sandbox/services/documents.ts); HEIC is known here so the browser
// can convert it to JPEG before sending.

export type SniffedType = 'image/jpeg' | 'image/png' | 'image/webp' | 'application/pdf' | 'image/heic';

/** How many leading bytes sniffing needs (a HEIF `ftyp` box with a few compatible brands). */
const SNIFF_BYTES = 64;

const at = (bytes: Uint8Array, offset: number, signature: readonly number[]) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
const text = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

// HEIF brands of still pictures coded in HEVC (ISO/IEC 23008-12 Annex B): what iPhones and most Android
// phones write. `mif1`/`msf1` are the generic HEIF brands, also used by AVIF: decided by the other brands.
const HEIC_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'hevm', 'hevs']);
const GENERIC_HEIF = new Set(['mif1', 'msf1']);

/** The brands of an ISO base media `ftyp` box at the file's start (major first), or [] when there is none. */
function ftypBrands(bytes: Uint8Array): string[] {
  if (!at(bytes, 4, ascii('ftyp'))) return [];
  const size = (bytes[0] << 24) | (bytes[1] << 16) | (bytes[2] << 8) | bytes[3];
  const end = Math.min(size >= 16 ? size : 16, bytes.length);
  const brands = [text(bytes, 8, 12)];
  // bytes 12–16: minor version; then compatible brands, 4 bytes each.
  for (let i = 16; i + 4 <= end; i += 4) brands.push(text(bytes, i, i + 4));
  return brands;
}

export function sniffType(bytes: Uint8Array): SniffedType | undefined {
  if (at(bytes, 0, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (at(bytes, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (at(bytes, 0, ascii('RIFF')) && at(bytes, 8, ascii('WEBP'))) return 'image/webp';
  if (at(bytes, 0, ascii('%PDF-'))) return 'application/pdf';
  const brands = ftypBrands(bytes);
  if (brands.some((b) => HEIC_BRANDS.has(b))) return 'image/heic';
  // A generic HEIF with no AVIF brand is HEVC inside in practice; an AVIF is not something we convert.
  if (GENERIC_HEIF.has(brands[0] ?? '') && !brands.includes('avif') && !brands.includes('avis')) return 'image/heic';
  return undefined;
}

/** The file's first bytes (Blob.slice reads only those, even from a 40 MB file). */
export async function sniffFile(file: Blob): Promise<SniffedType | undefined> {
  return sniffType(new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer()));
}
