// A chosen file made ready to send (spec money-and-games.md §2 "Profile"), in the browser, before any byte
// leaves: typed by content, HEIC converted to JPEG, large photos scaled down and re-encoded, PDFs sent as
// they are. Each refusal is a code the section translates (src/errors/profile-errors.ts), so the player
// learns it at once instead of after a 5 MB upload.
import type { DocumentRules } from '../../../src/api/documents';
import { sniffFile, type SniffedType } from './file-type';
import { JPEG_QUALITIES, fitWithin, jpegName, needsReencode, type Size } from './resize-plan';

interface PreparedFile {
  blob: Blob;
  /** What the list will show (a converted photo gets .jpg). */
  name: string;
  type: string;
  /** The chosen file's own name and size, for the preview's "converted from". */
  original: { name: string; size: number; type: SniffedType };
  converted: boolean;
  resized: boolean;
}

type PrepareCode = 'unsupported_file_type' | 'file_too_large' | 'heic_conversion_failed' | 'image_unreadable';

export class PrepareError extends Error {
  override name = 'PrepareError';
  constructor(readonly code: PrepareCode, detail?: string) {
    super(detail ?? code);
  }
}

/** The browser's image work, injectable so the decisions are tested without a canvas. */
export interface ImageTools {
  heicToJpeg(file: Blob): Promise<Blob>;
  /** Decoded with the EXIF orientation applied (a phone's portrait photo stays upright). */
  decode(blob: Blob): Promise<{ size: Size; draw(target: Size, quality: number): Promise<Blob>; close(): void }>;
}

const browserImageTools: ImageTools = {
  heicToJpeg: (file) => import('./heic').then((m) => m.heicToJpeg(file)),
  async decode(blob) {
    // 'from-image' is the default in current browsers; said explicitly so an older one rotates too.
    const bitmap = await createImageBitmap(blob, { imageOrientation: 'from-image' });
    return {
      size: { width: bitmap.width, height: bitmap.height },
      async draw(target, quality) {
        const canvas = typeof OffscreenCanvas === 'function' ? new OffscreenCanvas(target.width, target.height) : Object.assign(document.createElement('canvas'), target);
        const context = canvas.getContext('2d') as CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null;
        if (!context) throw new Error('no 2d context');
        // A transparent PNG turns black in JPEG without a background.
        context.fillStyle = '#fff';
        context.fillRect(0, 0, target.width, target.height);
        context.imageSmoothingQuality = 'high';
        context.drawImage(bitmap, 0, 0, target.width, target.height);
        if ('convertToBlob' in canvas) return canvas.convertToBlob({ type: 'image/jpeg', quality });
        return new Promise<Blob>((resolve, reject) =>
          canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('toBlob gave nothing'))), 'image/jpeg', quality),
        );
      },
      close: () => bitmap.close(),
    };
  },
};

const ACCEPTED_IMAGES = new Set<string>(['image/jpeg', 'image/png', 'image/webp']);

export async function prepareDocument(file: File, rules: DocumentRules, tools: ImageTools = browserImageTools): Promise<PreparedFile> {
  const type = await sniffFile(file);
  const original = { name: file.name, size: file.size, type: type ?? 'application/pdf' };
  if (!type) throw new PrepareError('unsupported_file_type', `${file.name}: not a JPEG, PNG, WebP, PDF or HEIC file`);

  if (type === 'application/pdf') {
    if (!rules.contentTypes.includes(type)) throw new PrepareError('unsupported_file_type');
    // A PDF is sent as it is: we cannot shrink it without damaging it.
    if (file.size > rules.maxSize) throw new PrepareError('file_too_large', `${file.size} bytes`);
    return { blob: file, name: file.name, type, original: { ...original, type }, converted: false, resized: false };
  }

  let picture: Blob = file;
  let converted = false;
  if (type === 'image/heic') {
    try {
      picture = await tools.heicToJpeg(file);
    } catch (cause) {
      throw new PrepareError('heic_conversion_failed', String(cause));
    }
    converted = true;
  }
  const pictureType = converted ? 'image/jpeg' : type;
  if (!ACCEPTED_IMAGES.has(pictureType) || !rules.contentTypes.includes(pictureType)) throw new PrepareError('unsupported_file_type');

  let image: Awaited<ReturnType<ImageTools['decode']>>;
  try {
    image = await tools.decode(picture);
  } catch (cause) {
    // Right signature, broken content (a truncated download): the server would store it, nobody could read it.
    throw new PrepareError('image_unreadable', String(cause));
  }
  try {
    const name = converted ? jpegName(file.name) : file.name;
    if (!needsReencode(image.size, picture.size, rules.maxSize)) {
      return { blob: picture, name, type: pictureType, original: { ...original, type }, converted, resized: false };
    }
    const target = fitWithin(image.size);
    for (const quality of JPEG_QUALITIES) {
      const blob = await image.draw(target, quality);
      if (blob.size <= rules.maxSize) {
        return { blob, name: jpegName(file.name), type: 'image/jpeg', original: { ...original, type }, converted, resized: true };
      }
    }
    throw new PrepareError('file_too_large', 'still over the limit at the lowest quality');
  } finally {
    image.close();
  }
}
