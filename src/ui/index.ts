// Shared UI primitives. Their styles are src/ui/ui.css, which the element runtime adopts in every shadow
// root, and src/ui/fields.css, which only the elements with forms adopt (DESIGN.md §2.5); nothing here
// injects CSS.
export { Button, type ButtonProps, type ButtonVariant } from './Button';
export { Field, type FieldProps } from './Field';
export { PasswordField, type PasswordFieldProps } from './PasswordField';
export { Spinner, type SpinnerProps } from './Spinner';
export { ErrorScreen, useErrorText, type ErrorScreenProps } from './ErrorScreen';
