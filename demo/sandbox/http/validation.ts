import { validator } from 'hono/validator';
import { z } from 'zod';
import { validationError, type FieldError } from './errors';

const MESSAGES = {
  required: 'This field is required.',
  invalid: 'Enter a valid value.',
  invalid_email: 'Enter a valid email address.',
  password_mismatch: "The two password fields didn't match.",
};

function valueAt(input: unknown, path: PropertyKey[]): unknown {
  let current = input;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

/**
 * zod issues -> the contract's field errors (docs/api.md): required, invalid, min_length, max_length,
 * invalid_email, plus any `params.code` a schema sets on a custom issue (password_mismatch).
 * Missing, null and blank values are all `required`, whatever rule failed on them.
 */
export function toFieldErrors(error: z.ZodError, input: unknown): FieldError[] {
  const seen = new Set<string>();
  const out: FieldError[] = [];
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || 'non_field_errors';
    if (seen.has(field)) continue; // one message per field, the first rule that failed
    seen.add(field);
    const value = valueAt(input, issue.path);
    // A custom issue that names its own code keeps it even on a missing value (registration consent:
    // `age_not_confirmed` says more than `required`).
    if (issue.code === 'custom' && typeof issue.params?.code === 'string' && (value === undefined || value === null)) {
      out.push({ field, code: issue.params.code, message: issue.message || MESSAGES.invalid });
      continue;
    }
    if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
      out.push({ field, code: 'required', message: MESSAGES.required });
      continue;
    }
    switch (issue.code) {
      case 'too_small':
        out.push(
          issue.origin === 'string'
            ? { field, code: 'min_length', message: `Ensure this field has at least ${String(issue.minimum)} characters.` }
            : { field, code: 'invalid', message: `Ensure this value is at least ${String(issue.minimum)}.` },
        );
        break;
      case 'too_big':
        out.push(
          issue.origin === 'string'
            ? { field, code: 'max_length', message: `Ensure this field has no more than ${String(issue.maximum)} characters.` }
            : { field, code: 'invalid', message: `Ensure this value is at most ${String(issue.maximum)}.` },
        );
        break;
      case 'invalid_format':
        out.push(
          issue.format === 'email'
            ? { field, code: 'invalid_email', message: MESSAGES.invalid_email }
            : { field, code: 'invalid', message: issue.message || MESSAGES.invalid },
        );
        break;
      case 'custom': {
        const code = typeof issue.params?.code === 'string' ? issue.params.code : 'invalid';
        out.push({ field, code, message: issue.message || MESSAGES.invalid });
        break;
      }
      default:
        out.push({ field, code: 'invalid', message: MESSAGES.invalid });
    }
  }
  return out;
}

export async function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown): Promise<z.output<S>> {
  const result = await schema.safeParseAsync(input);
  if (!result.success) throw validationError(toFieldErrors(result.error, input));
  return result.data;
}

/** Validates the JSON body; a missing or non-JSON body validates as `{}` (every field then `required`). */
export const jsonBody = <S extends z.ZodType>(schema: S) =>
  validator('json', (value) => parseOrThrow(schema, value));

export const queryOf = <S extends z.ZodType>(schema: S) =>
  validator('query', (value) => parseOrThrow(schema, value));

/** A custom issue carrying a contract field code (see toFieldErrors). */
export function fieldIssue(ctx: z.RefinementCtx, field: string, code: string, message: string): void {
  ctx.addIssue({ code: 'custom', path: [field], message, params: { code } });
}

export const fieldMessages = MESSAGES;

/**
 * Query filters as django-filter reads them: an empty value (`?type=`) is no filter at all, so it
 * is dropped before validation instead of failing as `required`.
 */
export const withoutBlanks = <S extends z.ZodType>(schema: S) =>
  z.preprocess(
    (value) =>
      value && typeof value === 'object' && !Array.isArray(value)
        ? Object.fromEntries(Object.entries(value).filter(([, v]) => !(typeof v === 'string' && v.trim() === '')))
        : value,
    schema,
  );
