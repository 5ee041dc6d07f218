// The player's account routes of the profile (money-and-games §7 "Profile"; contract
// docs/contracts/profile.md §Account): GET/PATCH /api/users/user/info/ and
// POST /api/users/user/change-password/. Mounted at /api/users; auth on every path.
import { Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import type { Deps } from '../deps';
import type { AppEnv } from '../http/env';
import { jsonBody } from '../http/validation';
import { clientAddress, countFailure } from '../services/rate-limits';
import { getUserInfoAnswer, updateUserInfo, type UserInfoPatch } from '../services/user-info';
import { authorizeEmailChange } from '../services/email-change';
import { changePassword } from '../services/password-change';
import {
  CONTACT_LANGUAGES,
  EMAIL_MAX,
  MIN_BIRTH_YEAR,
  TEXT_MAX,
  birthDateProblem,
  countryProblem,
  normalizePhone,
  phoneProblem,
  textProblem,
  type TextField,
  type UserInfoProblem,
} from '../../../src/api/user-info-rules';

/** A rule's problem as a zod issue carrying the field code (http/validation.ts toFieldErrors). */
const problemIssue = (ctx: z.RefinementCtx, code: UserInfoProblem | undefined, message: string) => {
  if (code) ctx.addIssue({ code: 'custom', message, params: { code } });
};

const text = (field: TextField) =>
  z
    .string()
    .trim()
    .superRefine((value, ctx) =>
      problemIssue(ctx, textProblem(field, value), `Ensure this field has no more than ${TEXT_MAX[field]} characters.`),
    )
    .optional();

const BIRTH_DATE_MESSAGES: Record<string, string> = {
  invalid: 'Enter a real date as YYYY-MM-DD.',
  under_age: 'You must be at least 18 years old.',
  too_old: `Enter a date in or after ${MIN_BIRTH_YEAR}.`,
};

/**
 * The PATCH body (also the backend contract's, contract/operations.ts): any subset of the info; unknown
 * keys are ignored. `today` is the sandbox clock's day.
 */
export const patchSchema = (today: () => Date) =>
  z.object({
    first_name: text('first_name'),
    last_name: text('last_name'),
    middle_name: text('middle_name'),
    title: text('title'),
    gender: z.enum(['', 'm', 'f']).optional(),
    // '' and null both clear it.
    birth_date: z
      .string()
      .trim()
      .superRefine((value, ctx) => {
        const code = birthDateProblem(value, today());
        problemIssue(ctx, code, BIRTH_DATE_MESSAGES[code ?? 'invalid']!);
      })
      .nullable()
      .optional()
      .transform((value) => (value === '' ? null : value)),
    country: z
      .string()
      .trim()
      .toUpperCase()
      .superRefine((value, ctx) => problemIssue(ctx, countryProblem(value), 'Enter a two-letter ISO 3166 country code.'))
      .optional(),
    city: text('city'),
    address: text('address'),
    mobile_phone: z
      .string()
      .superRefine((value, ctx) =>
        problemIssue(ctx, phoneProblem(value), 'Enter the number with its country code: + and 8 to 15 digits.'),
      )
      .transform(normalizePhone)
      .optional(),
    email: z.string().trim().max(EMAIL_MAX).pipe(z.email()).optional(),
    // The current password: required with a new e-mail (services/email-change.ts).
    password: z.string().max(128).optional(),
    // The page's language, for the e-mails a new address sends (services/emails.ts); not saved.
    lang: z.string().max(35).optional(),
    contact_language: z.enum(CONTACT_LANGUAGES).optional(),
    document_series: text('document_series'),
    document_number: text('document_number'),
    account_number: text('account_number'),
  });

/** POST /api/users/user/change-password/ (also the backend contract's, contract/operations.ts). */
export const changePasswordSchema = z.object({ old_password: z.string().min(1).max(128), new_password: z.string() });

export function userInfoRoutes(deps: Deps, requireAuth: MiddlewareHandler<AppEnv>) {
  const r = new Hono<AppEnv>();
  const today = () => new Date(deps.clock.now());

  for (const path of ['/user/info', '/user/info/']) {
    r.get(path, requireAuth, async (c) => c.json(await getUserInfoAnswer(deps, deps.db, c.get('user').id)));
    r.patch(path, requireAuth, jsonBody(patchSchema(today)), async (c) => {
      const { email, password, lang, ...body } = c.req.valid('json');
      // A new address needs the password, checked before anything of the save is written.
      const change = await authorizeEmailChange(deps, c.get('user'), { email, password }, clientAddress(c));
      const patch = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined)) as Omit<UserInfoPatch, 'email'>;
      return c.json(await updateUserInfo(deps, c.get('user').id, patch, change ?? undefined, lang ?? c.req.header('Accept-Language')));
    });
  }

  for (const path of ['/user/change-password', '/user/change-password/']) {
    r.post(path, requireAuth, jsonBody(changePasswordSchema), async (c) => {
      const user = c.get('user');
      // Guessing the old password from a stolen session is throttled like sign-in: only wrong old
      // passwords count, so the player's own tabs changing it at once, or a new password the policy
      // refuses, never lock them out (services/rate-limits.ts countFailure).
      const attempt = await countFailure(deps, 'change-password', user.username, clientAddress(c));
      try {
        await changePassword(deps, user, c.get('claims').fam, c.req.valid('json'), attempt);
      } finally {
        await attempt.settled();
      }
      return c.json({ code: 'ok', message: 'Password changed.' });
    });
  }

  return r;
}
