// A form's submit state (spec §4 "Request status": a double click sends one request) and the spec's way
// of telling a failure (§8): toasts plus the messages per field, which the form puts under its inputs.
import { useCallback, useMemo, useRef } from 'react';
import { useStore } from '@nanostores/react';
import { createRequestStatus } from '../../stores/request-status';
import { explainError, reportApiError } from '../../errors/report';
import { isApiError } from '../../api/errors';
import { $toasts, dismissToast, showToast } from '../../stores/toasts';
import { notices } from '../../i18n/messages';
import { i18n } from '../../i18n/i18n';

export type RunResult<T> =
  | { ok: true; value: T }
  /** Another request of this form was still running: nothing was sent. */
  | { ok: false; skipped: true }
  | {
      ok: false;
      skipped: false;
      /** The server's or the client's code ('invalid_token', 'network_error'…). */
      code: string;
      /** Messages per API field name, for the inputs. */
      fieldMessages: Record<string, string>;
      /** The translated explanation, for a form that shows it inline (quiet mode). */
      message?: string;
    };

/**
 * One request at a time for a form. A failure is explained the spec's way (§8): toasts plus field
 * messages, or, with `quiet`, no toast and the message handed back for an inline outcome (a dead e-mail
 * link is a page state, not a passing notice). A success takes back the error toasts this form's earlier
 * failures showed (a "username taken" left beside the registration's success screen would contradict
 * it); toasts of anything else on the page stay.
 */
export function useRequest() {
  const tracker = useMemo(() => createRequestStatus(), []);
  const status = useStore(tracker.$status);
  const ownToasts = useRef<string[]>([]);

  /** Runs `report` and remembers the toasts it added, this form's own. */
  const remembering = async <T>(report: () => Promise<T>): Promise<T> => {
    const before = new Set($toasts.get().map((t) => t.id));
    try {
      return await report();
    } finally {
      for (const t of $toasts.get()) if (!before.has(t.id)) ownToasts.current.push(t.id);
    }
  };

  const run = useCallback(
    async <T>(work: () => Promise<T>, options: { quiet?: boolean } = {}): Promise<RunResult<T>> => {
      if (tracker.isLoading()) return { ok: false, skipped: true };
      try {
        const value = (await tracker.track(work)) as T;
        for (const id of ownToasts.current.splice(0)) dismissToast(id);
        return { ok: true, value };
      } catch (error) {
        const code = isApiError(error) ? error.code : 'default';
        try {
          if (options.quiet) {
            const explained = await explainError(error);
            return { ok: false, skipped: false, code, fieldMessages: explained?.fieldMessages ?? {}, message: explained?.toasts[0]?.message };
          }
          return { ok: false, skipped: false, code, fieldMessages: await remembering(() => reportApiError(error)) };
        } catch {
          // The explainer's chunk could not load (offline before it was preloaded): still say something.
          ownToasts.current.push(showToast(i18n._(notices.tryAgain), 'error'));
          return { ok: false, skipped: false, code, fieldMessages: {} };
        }
      }
    },
    [tracker],
  );

  return { busy: status.state === 'loading', run };
}
