// The lazy door to explain-error.ts: widgets call reportApiError() and get the per-field messages; the
// explanation code and its catalogue arrive in their own chunk, fetched when the page is idle.
import type { ApiErrorExplanation } from './explain-error';
import { isApiError } from '../api/errors';
import { lazyChunk } from '../platform/lazy-chunk';

type Explainer = typeof import('./explain-error');

/** The explainer's chunk, once per page; a failed load may be retried later. */
const loadErrorExplainer: () => Promise<Explainer> = lazyChunk(() => import('./explain-error'));

/** Fetches the explainer before the first failure needs it (define-widget.tsx calls it when the page is idle). */
export function preloadErrorExplainer(): void {
  void loadErrorExplainer().catch(() => undefined);
}

/** Shows the toasts `error` calls for (spec §8) and returns the messages per field for the form. */
export async function reportApiError(error: unknown, request?: { method: string; path: string }): Promise<Record<string, string>> {
  return (await loadErrorExplainer()).reportApiErrorNow(error, request);
}

export async function explainError(error: unknown): Promise<ApiErrorExplanation | null> {
  if (!isApiError(error)) return null;
  return (await loadErrorExplainer()).explainApiError(error);
}
