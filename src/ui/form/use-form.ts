// The glue between the pure form reducer (form-state.ts) and the inputs of src/ui, shared by the account
// pages: controlled values, translated errors wired to each input (Field sets aria-invalid and
// aria-describedby), focus on the first field in error, and one request at a time (spec §4 "Request
// status": a double click sends one request).
import { useCallback, useEffect, useMemo, useReducer, useRef, useState, type ChangeEvent } from 'react';
import { useStore } from '@nanostores/react';
import { useLingui } from '@lingui/react';
import { createRequestStatus } from '@src/stores/request-status';
import { explainError, reportApiError } from '@src/api/report';
import { isApiError } from '@src/api/errors';
import { showToast } from '@src/stores/toasts';
import { notices } from '@src/i18n/messages';
import { i18n } from '@src/i18n/i18n';
import { createFormReducer, fieldsWithErrors, initialFormState, isValid, type FieldError, type Validate } from './form-state';
import { problemDescriptor } from './validation';

export interface FieldBinding {
  name: string;
  value: string;
  error?: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => void;
}

export function useAccountForm<F extends string>(initial: Record<F, string>, validate: Validate<F>, order: readonly F[]) {
  const { i18n } = useLingui();
  const reducer = useMemo(() => createFormReducer(validate), [validate]);
  const [state, dispatch] = useReducer(reducer, initial, initialFormState);
  const formRef = useRef<HTMLFormElement>(null);
  const [focusTick, setFocusTick] = useState(0);

  // After a refused attempt, the first field in error (in the form's order) gets the focus, so a
  // keyboard or screen-reader user lands on the problem and hears its message.
  useEffect(() => {
    if (!focusTick) return;
    const first = fieldsWithErrors(state, order)[0];
    const input = first && formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`);
    input?.focus();
  }, [focusTick]);

  const errorText = (error: FieldError | undefined): string | undefined =>
    !error ? undefined : 'message' in error ? error.message : i18n._(problemDescriptor(error.problem));

  const change = useCallback((field: F, value: string) => dispatch({ type: 'change', field, value }), []);

  return {
    state,
    values: state.values,
    formRef,
    change,
    field: (name: F): FieldBinding => ({
      name,
      value: state.values[name],
      error: errorText(state.errors[name]),
      onChange: (event) => change(name, event.currentTarget.value),
    }),
    /** Marks the attempt and runs the client checks; false (and focus on the first problem) when they fail. */
    attempt(): boolean {
      dispatch({ type: 'submit' });
      if (isValid(validate, state.values)) return true;
      setFocusTick((t) => t + 1);
      return false;
    },
    /** Server field messages (by API field name) under their inputs; the first gets the focus. */
    serverErrors(messages: Record<string, string>) {
      if (!Object.keys(messages).some((field) => field in state.values)) return;
      dispatch({ type: 'server-errors', messages });
      setFocusTick((t) => t + 1);
    },
    setFieldError: (field: F, error: FieldError | null) => dispatch({ type: 'field-error', field, error }),
    reset: (values?: Record<F, string>) => dispatch({ type: 'reset', values }),
  };
}

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
 * link is a page state, not a passing notice).
 */
export function useRequest() {
  const tracker = useMemo(() => createRequestStatus(), []);
  const status = useStore(tracker.$status);

  const run = useCallback(
    async <T>(work: () => Promise<T>, options: { quiet?: boolean } = {}): Promise<RunResult<T>> => {
      if (tracker.isLoading()) return { ok: false, skipped: true };
      try {
        return { ok: true, value: (await tracker.track(work)) as T };
      } catch (error) {
        const code = isApiError(error) ? error.code : 'default';
        try {
          if (options.quiet) {
            const explained = await explainError(error);
            return { ok: false, skipped: false, code, fieldMessages: explained?.fieldMessages ?? {}, message: explained?.toasts[0]?.message };
          }
          return { ok: false, skipped: false, code, fieldMessages: await reportApiError(error) };
        } catch {
          // The explainer's chunk could not load (offline before it was preloaded): still say something.
          showToast(i18n._(notices.tryAgain), 'error');
          return { ok: false, skipped: false, code, fieldMessages: {} };
        }
      }
    },
    [tracker],
  );

  return { busy: status.state === 'loading', run };
}
