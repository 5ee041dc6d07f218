// Shared UI primitives. Their styles are src/ui/ui.css, which the element runtime adopts in every shadow
// root, and src/ui/fields.css, which only the elements with forms adopt (docs/conventions.md §2.5); nothing here
// injects CSS.
export { Button, type ButtonProps, type ButtonVariant } from './button';
export { Field, type FieldProps } from './field';
export { PasswordField, type PasswordFieldProps } from './password-field';
export { Spinner, type SpinnerProps } from './spinner';
export { Skeleton, type SkeletonProps } from './skeleton';
export { ErrorScreen, useErrorText, type ErrorScreenProps } from './error-screen';
