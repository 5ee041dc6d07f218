// The messages of the form kit's client checks (spec shell-session-wheel.md §5: required, invalid e-mail,
// passwords do not match), apart from messages.ts so that only the elements with forms carry them. Same
// conventions as src/i18n/messages.ts; `tooShort` needs `values: { min }` (see problemDescriptor).
export const validationMessages = {
  passwordMismatch: /*i18n*/ { id: 'validation.password_mismatch', message: 'Les mots de passe ne correspondent pas' },
  required: /*i18n*/ { id: 'validation.required', message: 'Ce champ est obligatoire' },
  invalidEmail: /*i18n*/ { id: 'validation.invalid_email', message: 'Saisissez une adresse e-mail valide' },
  invalidUrl: /*i18n*/ { id: 'validation.invalid_url', message: 'Saisissez une URL valide' },
  notBlank: /*i18n*/ { id: 'validation.not_blank', message: 'Ce champ ne peut pas être vide' },
  /** Needs `values: { min }`. */
  tooShort: /*i18n*/ { id: 'validation.too_short', message: 'Saisissez au moins {min} caractères' },
} as const;
