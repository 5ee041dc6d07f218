// The state of a form as a pure reducer: what the player typed, and one error per field, either
// a client problem (a code, translated when shown) or a server message (already translated by the error
// explainer, spec §5 "field errors from the server are matched to inputs by field name").
// Rules:
// - nothing typed is ever dropped: no action clears `values` except an explicit `reset`;
// - typing in a field clears that field's error (the player is fixing it);
// - after the first submit attempt the client checks run on every change, so errors update as the player
//   types, and a server error stays until its own field changes or the next submit.
import { hasProblems, type FieldProblem, type Problems } from './validation';

export type FieldError = { problem: FieldProblem } | { message: string };

export interface FormState<F extends string> {
  values: Record<F, string>;
  errors: Partial<Record<F, FieldError>>;
  /** A submit was attempted: client checks now follow every change. */
  attempted: boolean;
}

export type FormAction<F extends string> =
  | { type: 'change'; field: F; value: string }
  | { type: 'submit' }
  | { type: 'server-errors'; messages: Record<string, string> }
  | { type: 'field-error'; field: F; error: FieldError | null }
  | { type: 'reset'; values?: Record<F, string> };

export type Validate<F extends string> = (values: Record<F, string>) => Problems<F>;

export function initialFormState<F extends string>(values: Record<F, string>): FormState<F> {
  return { values: { ...values }, errors: {}, attempted: false };
}

function clientErrors<F extends string>(problems: Problems<F>): Partial<Record<F, FieldError>> {
  const errors: Partial<Record<F, FieldError>> = {};
  for (const [field, problem] of Object.entries(problems) as [F, FieldProblem | undefined][]) {
    if (problem) errors[field] = { problem };
  }
  return errors;
}

const isServerError = (error: FieldError | undefined): error is { message: string } => !!error && 'message' in error;

export function createFormReducer<F extends string>(validate: Validate<F>) {
  return function reduce(state: FormState<F>, action: FormAction<F>): FormState<F> {
    switch (action.type) {
      case 'change': {
        const values = { ...state.values, [action.field]: action.value };
        const errors: Partial<Record<F, FieldError>> = {};
        // Server errors of the other fields stay: the server said so, and nothing changed there.
        for (const [field, error] of Object.entries(state.errors) as [F, FieldError | undefined][]) {
          if (field !== action.field && isServerError(error)) errors[field] = error;
        }
        // Before the first attempt no client error exists yet: the player is not told off while typing.
        if (state.attempted) Object.assign(errors, clientErrors(validate(values)));
        return { ...state, values, errors };
      }
      case 'submit':
        return { ...state, attempted: true, errors: clientErrors(validate(state.values)) };
      case 'server-errors': {
        const errors = { ...state.errors };
        for (const [field, message] of Object.entries(action.messages)) {
          // Only fields this form shows; the rest (non_field_errors…) were shown as toasts by the explainer.
          if (field in state.values && message) errors[field as F] = { message };
        }
        return { ...state, errors };
      }
      case 'field-error': {
        const errors = { ...state.errors };
        if (action.error) errors[action.field] = action.error;
        else delete errors[action.field];
        return { ...state, errors };
      }
      case 'reset':
        return initialFormState(action.values ?? state.values);
    }
  };
}

/** Whether the client checks pass for `values` (the submit handler's decision, same rule as the reducer). */
export function isValid<F extends string>(validate: Validate<F>, values: Record<F, string>): boolean {
  return !hasProblems(validate(values));
}

/** The fields with an error, in the order of `fields` (the form's order): the first gets the focus. */
export function fieldsWithErrors<F extends string>(state: FormState<F>, fields: readonly F[]): F[] {
  return fields.filter((f) => state.errors[f] !== undefined);
}
