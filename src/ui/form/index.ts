// The shared form kit (docs/conventions.md §1 "Forms use the shared form kit in src/ui/"): a pure reducer of what
// was typed and the errors per field (form-state.ts), the client checks and their messages
// (validation.ts), the hook that binds inputs to it (use-form.ts), one request at a time with the spec's
// error explanation (use-request.ts), and the inputs beyond src/ui's Field (fields.tsx). Styles:
// src/ui/fields.css (Field, PasswordField), adopted by every element that renders a form, and form.css
// (SelectField), adopted by the pages and elements that use it (docs/conventions.md §2.5: constructable sheets).
export type { FieldError, FormAction, FormState, Validate } from './form-state';
export { emailProblem, problemDescriptor, type FieldProblem, type Problems } from './validation';
export { useForm, type FieldBinding } from './use-form';
export { useRequest, type RunResult } from './use-request';
export { CheckboxField, EmailField, NewPasswordFields, SelectField, type CheckboxFieldProps, type SelectFieldProps } from './fields';
