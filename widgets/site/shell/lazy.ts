// Lazy chunks (spec shell §7 "Lazy chunks", §9): page code loads by import() with a 120 s timeout; a
// failure is a ChunkLoadError saying whether the script or the style part failed. A failed module stays
// failed in the browser's module map, so the remedy offered to the player is a page reload.

export const CHUNK_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
  constructor(
    readonly kind: 'script' | 'style',
    readonly chunk: string,
    readonly reason: 'timeout' | 'failed',
  ) {
    super(`${kind === 'script' ? 'Loading chunk' : 'Loading CSS chunk'} ${chunk} ${reason === 'timeout' ? 'timed out' : 'failed'}`);
  }
}

export function isChunkLoadError(error: unknown): error is ChunkLoadError {
  return error instanceof ChunkLoadError;
}

/** `load()` or a ChunkLoadError after `timeoutMs`; a rejected import becomes a ChunkLoadError too. */
export function loadChunk<T>(chunk: string, load: () => Promise<T>, timeoutMs = CHUNK_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError('script', chunk, 'timeout')), timeoutMs);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(isChunkLoadError(error) ? error : new ChunkLoadError('script', chunk, 'failed'));
      },
    );
  });
}

/**
 * A page's styles as a constructable sheet; CSS text that the browser rejects entirely (an empty sheet
 * from non-empty text) is a style-chunk failure, reported as such instead of an unstyled page.
 */
export function styleSheetOf(chunk: string, css: string): CSSStyleSheet {
  const sheet = new CSSStyleSheet();
  try {
    sheet.replaceSync(css);
  } catch {
    throw new ChunkLoadError('style', chunk, 'failed');
  }
  if (css.trim() !== '' && sheet.cssRules.length === 0) throw new ChunkLoadError('style', chunk, 'failed');
  return sheet;
}
