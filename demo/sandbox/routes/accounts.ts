import { Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import type { Deps } from '../deps';
import { proofTarget } from '../http/auth';
import type { AppEnv } from '../http/env';
import { fieldIssue, fieldMessages, jsonBody } from '../http/validation';
import { passwordPolicyError } from '../services/password-policy';
import { clientAddress, countAttempt, countFailure } from '../services/rate-limits';
import {
  confirmPasswordReset,
  login,
  signInPhone,
  logout,
  register,
  requestPasswordReset,
  resendVerification,
  toUserJson,
  updateUser,
  verifyEmail,
} from '../services/accounts';
import { authorizeEmailChange, cancelEmailChange } from '../services/email-change';

const ok = (message: string) => ({ code: 'ok', message });

/**
 * Password reset and verification resend answer no sooner than this after the request arrived, whatever
 * happened (docs/api.md "Abuse controls"). They already run the same statements for a known and an
 * unknown address (services/accounts.ts); the floor also hides what still differs (rows written, a
 * commit that has something to flush on PostgreSQL).
 */
export const EMAIL_ROUTE_MIN_MS = 50;

async function atLeast<T>(ms: number, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    const left = ms - (performance.now() - started);
    if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
  }
}

// Length, similarity and common passwords: the password policy (withPasswordPolicy), not zod's min().
const password = z.string();
const email = z.string().trim().max(254).pipe(z.email());

/**
 * "passwords do not match" on the confirmation field. `when` runs it even when other fields failed,
 * so the form shows every problem at once instead of one per submit.
 */
const samePasswords = <T extends z.ZodObject>(schema: T, first: string, second: string) =>
  schema.refine((value) => (value as Record<string, unknown>)[first] === (value as Record<string, unknown>)[second], {
    path: [second],
    message: fieldMessages.password_mismatch,
    params: { code: 'password_mismatch' },
    when: (payload) => {
      const value = payload.value as Record<string, unknown> | undefined;
      return typeof value?.[first] === 'string' && typeof value?.[second] === 'string' && value[second] !== '';
    },
  });

/**
 * The password policy on `field` (docs/api.md "Password policy"; services/password-policy.ts), with the
 * username and e-mail of the same body when it has them. Runs even when other fields failed, so the
 * form shows every problem at once.
 */
const withPasswordPolicy = <T extends z.ZodType>(schema: T, field: string) =>
  schema.superRefine((value, ctx) => {
    const body = value as Record<string, unknown>;
    const context = {
      username: typeof body.username === 'string' ? body.username : undefined,
      email: typeof body.email === 'string' ? body.email : undefined,
    };
    const error = typeof body[field] === 'string' ? passwordPolicyError(field, body[field] as string, context) : undefined;
    if (error) fieldIssue(ctx, field, error.code, error.message);
  }, { when: (payload) => typeof (payload.value as Record<string, unknown> | undefined)?.[field] === 'string' });

/**
 * Registration consent (docs/api.md "Registration consent"): the player confirms being 18 or
 * older and accepts the terms, both `true`. Anything else (missing, false, "yes") is refused on its own
 * field with its own code, alongside the other fields' problems so the form shows every one at once.
 */
const CONSENTS = [
  { field: 'age_confirmed', code: 'age_not_confirmed', message: 'Confirm that you are 18 or older.' },
  { field: 'terms_accepted', code: 'terms_not_accepted', message: 'Accept the terms and conditions.' },
] as const;

const withConsent = <T extends z.ZodType>(schema: T) =>
  schema.superRefine((value, ctx) => {
    const body = value as Record<string, unknown>;
    for (const consent of CONSENTS) if (body[consent.field] !== true) fieldIssue(ctx, consent.field, consent.code, consent.message);
  }, { when: () => true });

export const schemas = {
  // purpose "withdraw": an excluded player's payout-only login (docs/contracts/responsible-gaming.md §3,
  // services/rg-exclusion.ts).
  login: z.object({ username: z.string().trim().min(1).max(254), password: z.string().min(1).max(128), purpose: z.enum(['withdraw']).optional() }),
  refresh: z.object({ refresh: z.string().min(1) }),
  registration: withConsent(withPasswordPolicy(samePasswords(
    z.object({
      username: z
        .string()
        .trim()
        .min(3)
        .max(30)
        .regex(/^[A-Za-z0-9_.-]+$/, 'Use letters, digits and . _ - only.'),
      email,
      password,
      password2: z.string().min(1),
      currency: z.string().trim().toUpperCase().min(1).max(8),
      referral_code: z
        .string()
        .trim()
        .max(64)
        .nullish()
        .transform((v) => v || undefined),
      // The page's language: the account's and its e-mails' (docs/api.md "Registration consent"; else
      // Accept-Language, else fr).
      lang: z.string().max(35).optional(),
      // Checked by withConsent (its own codes); unknown here so a wrong type is not a generic `invalid`.
      age_confirmed: z.unknown().optional(),
      terms_accepted: z.unknown().optional(),
    }),
    'password',
    'password2',
  ), 'password')),
  email: z.object({ email, lang: z.string().max(35).optional() }),
  // The account's username and e-mail are known from the token only: services/accounts.ts checks the
  // similarity rule once it found them.
  resetConfirm: withPasswordPolicy(samePasswords(
    z.object({ new_password1: password, new_password2: z.string().min(1) }),
    'new_password1',
    'new_password2',
  ), 'new_password1'),
  patchUser: z.object({
    first_name: z.string().trim().max(150).nullish(),
    last_name: z.string().trim().max(150).nullish(),
    email: email.nullish(),
    // The current password: required with a new e-mail (services/email-change.ts).
    password: z.string().max(128).nullish(),
    lang: z
      .string()
      .regex(/^[a-z]{2}([-_][A-Za-z]{2})?$/, 'Unknown language.')
      .nullish(),
  }),
};

export function accountRoutes(deps: Deps, requireAuth: MiddlewareHandler<AppEnv>) {
  const r = new Hono<AppEnv>();

  // DPoP (docs/security.md): a proof with the token request binds the new tokens to the client's key.
  // Abuse controls (docs/api.md "Abuse controls"): sign-in, registration, reset and resend count the
  // attempt per account and per client address before any other work, and answer 429 with Retry-After
  // over a limit.
  r.post('/login/', jsonBody(schemas.login), async (c) => {
    const input = c.req.valid('json');
    // A phone is counted in its stored form, so "+216 20…" and "00216-20…" share one account's count.
    const attempt = await countFailure(deps, 'login', signInPhone(input.username) ?? input.username, clientAddress(c));
    try {
      const jkt = await deps.tokens.dpop.forTokenRequest(c.req.header('DPoP'), proofTarget(c, deps));
      const answer = await login(deps, input, jkt);
      // Only failed sign-ins count: a success takes its attempt back and clears the account's count,
      // and sign-ins still in flight do not refuse the player's other tabs (services/rate-limits.ts).
      await attempt.succeeded();
      return c.json(answer);
    } finally {
      await attempt.settled();
    }
  });

  r.post('/refresh/', jsonBody(schemas.refresh), async (c) =>
    c.json(await deps.tokens.rotate(c.req.valid('json').refresh, { proof: c.req.header('DPoP'), target: proofTarget(c, deps) })),
  );

  r.post('/logout/', requireAuth, jsonBody(schemas.refresh), async (c) => {
    await logout(deps, c.get('claims'), c.req.valid('json').refresh);
    return c.json(ok('Logged out.'));
  });

  r.post('/registration/', jsonBody(schemas.registration), async (c) => {
    await countAttempt(deps, 'registration', c.req.valid('json').email, clientAddress(c));
    const input = c.req.valid('json');
    const { email: address } = await register(deps, {
      ...input,
      age_confirmed: input.age_confirmed === true,
      terms_accepted: input.terms_accepted === true,
      lang: input.lang ?? c.req.header('Accept-Language'),
    });
    return c.json({ ...ok('Registered. Confirm your e-mail to sign in.'), email: address }, 201);
  });

  r.post('/registration/resend-email/', jsonBody(schemas.email), (c) =>
    atLeast(EMAIL_ROUTE_MIN_MS, async () => {
      await countAttempt(deps, 'resend-email', c.req.valid('json').email, clientAddress(c));
      await resendVerification(deps, c.req.valid('json').email, c.req.valid('json').lang ?? c.req.header('Accept-Language'));
      return c.json(ok('If this address waits for confirmation, a new link has been sent.'));
    }),
  );

  r.post('/email-verify/:token', async (c) => {
    await verifyEmail(deps, c.req.param('token'));
    return c.json(ok('E-mail confirmed.'));
  });

  // "It wasn't me", from the notice sent to the confirmed address (services/email-change.ts).
  r.post('/email-change/cancel/:token', async (c) => {
    await cancelEmailChange(deps, c.req.param('token'));
    return c.json(ok('E-mail change cancelled. Choose a new password with the link sent to your address.'));
  });

  r.post('/password/reset/', jsonBody(schemas.email), (c) =>
    atLeast(EMAIL_ROUTE_MIN_MS, async () => {
      await countAttempt(deps, 'password-reset', c.req.valid('json').email, clientAddress(c));
      await requestPasswordReset(deps, c.req.valid('json').email, c.req.valid('json').lang ?? c.req.header('Accept-Language'));
      return c.json(ok('If an account uses this address, a reset link has been sent.'));
    }),
  );

  r.post('/password/reset/confirm/:token', jsonBody(schemas.resetConfirm), async (c) => {
    await confirmPasswordReset(deps, c.req.param('token'), c.req.valid('json').new_password1);
    return c.json(ok('Password changed.'));
  });

  for (const path of ['/user', '/user/']) {
    r.get(path, requireAuth, (c) => c.json(toUserJson(c.get('user'))));
    r.patch(path, requireAuth, jsonBody(schemas.patchUser), async (c) => {
      const patch = c.req.valid('json');
      const change = await authorizeEmailChange(deps, c.get('user'), patch, clientAddress(c));
      const user = await updateUser(
        deps,
        c.get('user').id,
        { first_name: patch.first_name ?? undefined, last_name: patch.last_name ?? undefined, lang: patch.lang ?? undefined },
        change ?? undefined,
      );
      return c.json(user);
    });
  }

  return r;
}
