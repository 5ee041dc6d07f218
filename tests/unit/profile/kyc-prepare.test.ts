// The KYC file pipeline's decisions (widgets/profile/kyc/): type by content, HEIC detection, the resize
// plan, and prepareDocument's paths with the browser's image work replaced by a recording fake.
import { describe, expect, it, vi } from 'vitest';
import { sniffType } from '../../../widgets/profile/kyc/file-type';
import { fitWithin, jpegName, needsReencode } from '../../../widgets/profile/kyc/resize-plan';
import { PrepareError, prepareDocument, type ImageTools } from '../../../widgets/profile/kyc/prepare';
import type { DocumentRules } from '../../../src/api/documents';

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));
const ftyp = (major: string, ...compatible: string[]) => bytes([0, 0, 0, 16 + 4 * compatible.length], 'ftyp', major, [0, 0, 0, 0], ...compatible);

const JPEG = bytes([0xff, 0xd8, 0xff, 0xe1]);
const PNG = bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const PDF = bytes('%PDF-1.7\n');
const HEIC = ftyp('heic', 'mif1', 'heic');

describe('sniffType', () => {
  it('reads JPEG, PNG, WebP and PDF by their signatures', () => {
    expect(sniffType(JPEG)).toBe('image/jpeg');
    expect(sniffType(PNG)).toBe('image/png');
    expect(sniffType(bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8L'))).toBe('image/webp');
    expect(sniffType(PDF)).toBe('application/pdf');
  });

  it('knows iPhone HEIC and generic HEIF, but not AVIF', () => {
    expect(sniffType(HEIC)).toBe('image/heic');
    expect(sniffType(ftyp('heix'))).toBe('image/heic');
    expect(sniffType(ftyp('mif1', 'mif1', 'heic'))).toBe('image/heic');
    expect(sniffType(ftyp('mif1', 'mif1', 'miaf'))).toBe('image/heic');
    expect(sniffType(ftyp('avif', 'mif1', 'miaf'))).toBeUndefined();
    expect(sniffType(ftyp('mif1', 'avif', 'mif1'))).toBeUndefined();
    expect(sniffType(ftyp('isom', 'mp41'))).toBeUndefined(); // an MP4 video
  });

  it('refuses text, an empty file and a cut-off signature', () => {
    expect(sniffType(bytes('This is not a JPEG, whatever its name says'))).toBeUndefined();
    expect(sniffType(new Uint8Array())).toBeUndefined();
    expect(sniffType(bytes([0xff, 0xd8]))).toBeUndefined();
  });
});

describe('resize plan', () => {
  it('fits a 12 MP phone photo in 2560 px, portrait or landscape, never upscaling', () => {
    expect(fitWithin({ width: 4032, height: 3024 })).toEqual({ width: 2560, height: 1920 });
    expect(fitWithin({ width: 3024, height: 4032 })).toEqual({ width: 1920, height: 2560 });
    expect(fitWithin({ width: 800, height: 600 })).toEqual({ width: 800, height: 600 });
    expect(fitWithin({ width: 10000, height: 1 })).toEqual({ width: 2560, height: 1 });
  });

  it('re-encodes when too heavy or too large, not otherwise', () => {
    expect(needsReencode({ width: 1000, height: 800 }, 6_000_000, 5_242_880)).toBe(true);
    expect(needsReencode({ width: 4032, height: 3024 }, 2_000_000, 5_242_880)).toBe(true);
    expect(needsReencode({ width: 2560, height: 1920 }, 2_000_000, 5_242_880)).toBe(false);
  });

  it('names a converted picture .jpg', () => {
    expect(jpegName('IMG_0042.HEIC')).toBe('IMG_0042.jpg');
    expect(jpegName('scan.final.png')).toBe('scan.final.jpg');
    expect(jpegName('noext')).toBe('noext.jpg');
  });
});

describe('prepareDocument', () => {
  const rules: DocumentRules = { maxSize: 1000, contentTypes: ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'], kinds: ['id_card'] };
  const file = (head: Uint8Array, size: number, name: string, type = '') => {
    const body = new Uint8Array(size);
    body.set(head);
    return new File([body], name, { type });
  };
  function tools(size: { width: number; height: number }, drawnSizes: number[] = [100]) {
    const draws: { target: unknown; quality: number }[] = [];
    const t: ImageTools & { draws: typeof draws; closed: number } = {
      draws,
      closed: 0,
      heicToJpeg: vi.fn(async () => new Blob([file(JPEG, 500, 'x')], { type: 'image/jpeg' })),
      decode: vi.fn(async () => ({
        size,
        draw: async (target: { width: number; height: number }, quality: number) => {
          draws.push({ target, quality });
          return new Blob([new Uint8Array(drawnSizes[draws.length - 1] ?? 100)]);
        },
        close: () => void t.closed++,
      })),
    };
    return t;
  }
  const codeOf = async (p: Promise<unknown>) => ((await p.catch((e: unknown) => e)) as PrepareError).code;

  it('refuses a text file named .jpg and typed image/jpeg before anything is sent', async () => {
    const t = tools({ width: 10, height: 10 });
    expect(await codeOf(prepareDocument(file(bytes('hello'), 20, 'passport.jpg', 'image/jpeg'), rules, t))).toBe('unsupported_file_type');
    expect(t.decode).not.toHaveBeenCalled();
  });

  it('sends a small picture as it is', async () => {
    const f = file(PNG, 300, 'id.png');
    const prepared = await prepareDocument(f, rules, tools({ width: 800, height: 600 }));
    expect(prepared).toMatchObject({ blob: f, name: 'id.png', type: 'image/png', converted: false, resized: false });
  });

  it('scales a large photo down to 2560 px JPEG at 0.85, lower only when still too heavy', async () => {
    const t = tools({ width: 4032, height: 3024 }, [1200, 900]);
    const prepared = await prepareDocument(file(JPEG, 900, 'IMG.jpeg'), rules, t);
    expect(t.draws).toEqual([{ target: { width: 2560, height: 1920 }, quality: 0.85 }, { target: { width: 2560, height: 1920 }, quality: 0.75 }]);
    expect(prepared).toMatchObject({ name: 'IMG.jpg', type: 'image/jpeg', resized: true });
    expect(prepared.blob.size).toBe(900);
    expect(t.closed).toBe(1);
  });

  it('re-encodes a heavy picture that is not large; refuses one that never fits', async () => {
    const t = tools({ width: 1000, height: 1000 }, [5000, 5000, 5000]);
    expect(await codeOf(prepareDocument(file(PNG, 4000, 'big.png'), rules, t))).toBe('file_too_large');
    expect(t.draws).toHaveLength(3);
  });

  it('converts HEIC to JPEG (the library only then), named .jpg', async () => {
    const t = tools({ width: 800, height: 600 });
    const prepared = await prepareDocument(file(HEIC, 700, 'IMG_0001.HEIC', 'image/heic'), rules, t);
    expect(t.heicToJpeg).toHaveBeenCalledTimes(1);
    expect(prepared).toMatchObject({ name: 'IMG_0001.jpg', type: 'image/jpeg', converted: true, resized: false });
    expect(prepared.original).toEqual({ name: 'IMG_0001.HEIC', size: 700, type: 'image/heic' });
  });

  it('says when HEIC conversion fails, and when an image cannot be decoded', async () => {
    const t = tools({ width: 1, height: 1 });
    t.heicToJpeg = async () => Promise.reject(new Error('worker blocked'));
    expect(await codeOf(prepareDocument(file(HEIC, 700, 'a.heic'), rules, t))).toBe('heic_conversion_failed');
    t.decode = async () => Promise.reject(new Error('broken'));
    expect(await codeOf(prepareDocument(file(JPEG, 700, 'a.jpg'), rules, t))).toBe('image_unreadable');
  });

  it('sends a PDF as it is within the limit, refuses a larger one', async () => {
    const t = tools({ width: 1, height: 1 });
    const pdf = file(PDF, 1000, 'scan.pdf');
    expect(await prepareDocument(pdf, rules, t)).toMatchObject({ blob: pdf, type: 'application/pdf', resized: false });
    expect(await codeOf(prepareDocument(file(PDF, 1001, 'scan.pdf'), rules, t))).toBe('file_too_large');
    expect(t.decode).not.toHaveBeenCalled();
  });
});

describe('formatSize', () => {
  it('says the limit in the player’s language, 1 Mo = 1024 × 1024 bytes', async () => {
    const { formatSize } = await import('../../../widgets/profile/kyc/format-size');
    expect(formatSize(5 * 1024 * 1024, 'fr-FR').replace(/\s/g, ' ')).toBe('5 Mo');
    expect(formatSize(5 * 1024 * 1024, 'en-US')).toBe('5 MB');
    expect(formatSize(13_000, 'fr-FR').replace(/\s/g, ' ')).toBe('13 ko');
    expect(formatSize(1_572_864, 'en-US')).toBe('1.5 MB');
  });
});
