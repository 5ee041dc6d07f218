// How a store tells the player that a call failed (spec §8) without importing the explainer, which
// lives a layer above the stores (src/errors/: it shows its toasts through a store). The elements
// install the page's reporter once (src/element/define-widget.tsx: src/errors/report.ts reportApiError);
// a store's action calls reportError(), or takes a `report` in its deps so its tests can inject one.
import { sharedSlot } from '../platform/shared-slot';

type ErrorReporter = (error: unknown) => void;

const reporter = sharedSlot('errorReporter', () => ({ report: null as ErrorReporter | null }));

/** The first reporter installed on the page wins (two builds on a page share one). */
export function installErrorReporter(report: ErrorReporter): void {
  reporter.report ??= report;
}

export function reportError(error: unknown): void {
  reporter.report?.(error);
}
