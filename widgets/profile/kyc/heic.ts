// HEIC/HEIF → JPEG in the browser, for iPhone photos (the sandbox and most back ends refuse
// HEIC, and Chromium cannot decode it). heic-to (libheif compiled to JavaScript, maintained, follows
// libheif's releases) is ~0.7 MB gzip: loaded ONLY here, on demand, when a HEIC file is picked, so no
// bundle of the profile carries it. Its `csp` build never evaluates strings (the reference site's
// policy has no 'unsafe-eval'); it decodes in a blob: worker (the site allows `worker-src blob:`).
// LGPL-3.0: shipped as its own unmodified chunk, replaceable as the licence asks.

/** Decoding a 12 MP HEIC in JavaScript takes seconds on a phone; past this something is wrong. */
const CONVERT_TIMEOUT_MS = 60_000;

export async function heicToJpeg(file: Blob, quality = 0.92): Promise<Blob> {
  const { heicTo } = await import('heic-to/csp');
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    return await Promise.race([
      heicTo({ blob: file, type: 'image/jpeg', quality }),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('HEIC conversion timed out')), CONVERT_TIMEOUT_MS);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}
