// The glue between the pure form reducer (form-state.ts) and the inputs of src/ui: controlled values,
// translated errors wired to each input (Field sets aria-invalid and aria-describedby), server field
// messages under their inputs, and focus on the first field in error.
import { useCallback, useEffect, useMemo, useReducer, useRef, useState, type ChangeEvent } from 'react';
import { useLingui } from '@lingui/react';
import { createFormReducer, fieldsWithErrors, initialFormState, isValid, type FieldError, type Validate } from './form-state';
import { problemDescriptor } from './validation';

/** What an input needs from the form: spread it on a Field, SelectField, EmailField… */
export interface FieldBinding {
  name: string;
  value: string;
  error?: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => void;
}

/**
 * A form's state: `initial` values by field name (the API's), the validator, and `order`, the fields in
 * the form's order (the first one in error gets the focus).
 */
export function useForm<F extends string>(initial: Record<F, string>, validate: Validate<F>, order: readonly F[]) {
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
