import { Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import type { Deps } from '../deps';
import { proofTarget } from '../http/auth';
import type { AppEnv } from '../http/env';
import { fieldMessages, jsonBody } from '../http/validation';
import {
  confirmPasswordReset,
  login,
  logout,
  register,
  requestPasswordReset,
  resendVerification,
  toUserJson,
  updateUser,
  verifyEmail,
} from '../services/accounts';

const ok = (message: string) => ({ code: 'ok', message });

const password = z.string().min(8).max(128);
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

const schemas = {
  login: z.object({ username: z.string().trim().min(1).max(254), password: z.string().min(1).max(128) }),
  refresh: z.object({ refresh: z.string().min(1) }),
  registration: samePasswords(
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
    }),
    'password',
    'password2',
  ),
  email: z.object({ email }),
  resetConfirm: samePasswords(
    z.object({ new_password1: password, new_password2: z.string().min(1) }),
    'new_password1',
    'new_password2',
  ),
  patchUser: z.object({
    first_name: z.string().trim().max(150).nullish(),
    last_name: z.string().trim().max(150).nullish(),
    email: email.nullish(),
    lang: z
      .string()
      .regex(/^[a-z]{2}([-_][A-Za-z]{2})?$/, 'Unknown language.')
      .nullish(),
  }),
};

export function accountRoutes(deps: Deps, requireAuth: MiddlewareHandler<AppEnv>) {
  const r = new Hono<AppEnv>();

  // DPoP (docs/security.md): a proof with the token request binds the new tokens to the client's key.
  r.post('/login/', jsonBody(schemas.login), async (c) => {
    const jkt = await deps.tokens.dpop.forTokenRequest(c.req.header('DPoP'), proofTarget(c, deps));
    return c.json(await login(deps, c.req.valid('json'), jkt));
  });

  r.post('/refresh/', jsonBody(schemas.refresh), async (c) =>
    c.json(await deps.tokens.rotate(c.req.valid('json').refresh, { proof: c.req.header('DPoP'), target: proofTarget(c, deps) })),
  );

  r.post('/logout/', requireAuth, jsonBody(schemas.refresh), async (c) => {
    await logout(deps, c.get('claims'), c.req.valid('json').refresh);
    return c.json(ok('Logged out.'));
  });

  r.post('/registration/', jsonBody(schemas.registration), async (c) => {
    const { email: address } = await register(deps, c.req.valid('json'));
    return c.json({ ...ok('Registered. Confirm your e-mail to sign in.'), email: address }, 201);
  });

  r.post('/registration/resend-email/', jsonBody(schemas.email), async (c) => {
    await resendVerification(deps, c.req.valid('json').email);
    return c.json(ok('If this address waits for confirmation, a new link has been sent.'));
  });

  r.post('/email-verify/:token', async (c) => {
    await verifyEmail(deps, c.req.param('token'));
    return c.json(ok('E-mail confirmed.'));
  });

  r.post('/password/reset/', jsonBody(schemas.email), async (c) => {
    await requestPasswordReset(deps, c.req.valid('json').email);
    return c.json(ok('If an account uses this address, a reset link has been sent.'));
  });

  r.post('/password/reset/confirm/:token', jsonBody(schemas.resetConfirm), async (c) => {
    await confirmPasswordReset(deps, c.req.param('token'), c.req.valid('json').new_password1);
    return c.json(ok('Password changed.'));
  });

  for (const path of ['/user', '/user/']) {
    r.get(path, requireAuth, (c) => c.json(toUserJson(c.get('user'))));
    r.patch(path, requireAuth, jsonBody(schemas.patchUser), async (c) => {
      const patch = c.req.valid('json');
      const user = await updateUser(deps, c.get('user').id, {
        first_name: patch.first_name ?? undefined,
        last_name: patch.last_name ?? undefined,
        email: patch.email ?? undefined,
        lang: patch.lang ?? undefined,
      });
      return c.json(user);
    });
  }

  return r;
}
