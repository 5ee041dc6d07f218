import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import type { Deps } from '../deps';
import type { AppEnv } from '../http/env';
import { ApiError } from '../http/errors';
import { idempotent, moneyTx } from '../http/idempotency';
import { jsonBody, parseOrThrow, queryOf, withoutBlanks } from '../http/validation';
import { fromCents, isAmount, toCents } from '../services/money';
import { receiveCallback } from '../services/payment-callbacks';
import { APPROVAL_ACTIONS, CALLBACK_STATUSES, PAYOUT_FILTERS, type ApprovalAction, type PayoutFilter } from '../services/payment-status';
import { listSystems, type PaymentType } from '../services/payment-systems';
import { localizePayment, systemLang } from '../services/payment-system-texts';
import { sweepOnRead } from '../services/payment-expiry';
import { applyAction, cancelDeposit, cancelPayment, createDeposit, createPayout, getPayment, listPayments, type MoneyAnswer, type PaymentJson } from '../services/payments';
import { checkReturnUrl, returnOrigins } from '../services/return-url';

/** Both spellings of every path: the contract lists them with the slash, clients send either. */
const both = (path: string) => [path, `${path}/`];

const TYPES: PaymentType[] = ['deposit', 'payout'];
/** Staff roles of spec money §6 that may approve: A, SO, SA, O (never P or C). */
export const STAFF_ROLES = ['A', 'SO', 'SA', 'O'];

const AMOUNT_MESSAGE = 'A positive amount with up to 2 decimals, e.g. "50.00".';
/** "50", 50, "50.5" -> "50.00", "50.50"; anything else a field error. */
export const amountField = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim())
  .pipe(z.string().regex(/^\d{1,12}(\.\d{1,2})?$/, AMOUNT_MESSAGE))
  // zod runs a refinement even after the regex failed: check the shape again before reading it.
  .refine((v) => isAmount(v) && toCents(v) > 0n, { message: AMOUNT_MESSAGE })
  .transform((v) => (isAmount(v) ? fromCents(toCents(v)) : v));

const slug = z.string().trim().min(1).max(64);
export const createBody = z.object({
  amount: amountField,
  payment_system: slug,
  return_url: z.string().trim().max(2048).nullish(),
  account: z.string().trim().max(64).nullish(),
});

const pageQuery = {
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(10),
};
const depositListQuery = withoutBlanks(z.object(pageQuery));
/**
 * The lists' filter: the spec's withdrawal filter (money §4), taken by deposits too so a client reads
 * the open ones of both (docs/api.md "Payments", the filter's statuses); an unknown value is 400 invalid.
 */
export const filteredListQuery = withoutBlanks(
  z.object({
    ...pageQuery,
    filter: z
      .string()
      .trim()
      .toUpperCase()
      .refine((v) => v in PAYOUT_FILTERS, { message: `Use one of ${Object.keys(PAYOUT_FILTERS).join(', ')}.` })
      .transform((v) => v as PayoutFilter)
      .optional(),
  }),
);

const callbackInput = z.object({
  payment_id: z.coerce.number().int().min(1).max(2_147_483_647),
  status: z.enum(CALLBACK_STATUSES as [string, ...string[]]),
  event_id: z.string().trim().min(1).max(200),
  signature: z.string().trim().regex(/^[0-9a-fA-F]{64}$/, 'HMAC-SHA256, 64 hex characters.'),
});

const originOf = (c: Context) => new URL(c.req.url).origin;

const paymentId = (c: Context) => {
  const id = Number(c.req.param('id'));
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) throw new ApiError(404, 'not_found', 'Payment not found.', `no payment ${c.req.param('id')}`);
  return id;
};

/** 403 permission_denied for anyone but staff (the player's own token included). */
export const staffOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!STAFF_ROLES.includes(c.get('user').role)) {
    throw new ApiError(403, 'permission_denied', undefined, 'approval actions need a staff account (roles A, SO, SA, O)');
  }
  await next();
};

/** The callback's fields from a GET's query or a POST's JSON / form body (providers send either). */
async function callbackFields(c: Context): Promise<unknown> {
  if (c.req.method === 'GET') return c.req.query();
  const type = c.req.header('Content-Type') ?? '';
  if (type.includes('application/x-www-form-urlencoded') || type.includes('multipart/form-data')) return Object.fromEntries(Object.entries(await c.req.parseBody()));
  const body = await c.req.json().catch(() => undefined);
  return body && typeof body === 'object' ? body : c.req.query();
}

/** The language of the methods' texts: `?lang=` (the page's), else Accept-Language, else French. */
const langOf = (c: Context<AppEnv>) => systemLang(c.req.query('lang'), c.req.header('Accept-Language'));

/** A payment in the request's language (its method's name), by the rule of the system lists. */
const named = (c: Context<AppEnv>, payment: PaymentJson) => localizePayment(payment, langOf(c));
const namedAnswer = (c: Context<AppEnv>, answer: MoneyAnswer) => ({ ...answer, payment: named(c, answer.payment) });
const namedPage = <P extends { results: PaymentJson[] }>(c: Context<AppEnv>, page: P) => ({ ...page, results: page.results.map((p) => named(c, p)) });

/** Mounted at /api/backoffice/payments (docs/api.md "Payments"). */
export function paymentRoutes(deps: Deps, auth: { required: MiddlewareHandler<AppEnv> }) {
  const r = new Hono<AppEnv>();
  const now = () => new Date(deps.clock.now());
  const allowedReturn = returnOrigins(deps.config);
  const returnUrl = (url: string | null | undefined) => (url ? checkReturnUrl(url, allowedReturn) : null);

  for (const type of TYPES) {
    const base = `/${type}`;

    for (const path of both(`${base}/system_list`)) {
      r.get(path, auth.required, async (c) => c.json(await listSystems(deps.db, c.get('user'), type, { lang: langOf(c) })));
    }
    if (type === 'payout') {
      for (const path of both(`${base}/manual_list`)) {
        r.get(path, auth.required, async (c) => c.json(await listSystems(deps.db, c.get('user'), type, { manualOnly: true, lang: langOf(c) })));
      }
    }
    // Reads of a player's deposits expire the due ones first (services/payment-expiry.ts): no list shows
    // an unpaid deposit still open past its deadline.
    const sweepPlayer = (c: Context<AppEnv>) => (type === 'deposit' ? sweepOnRead(deps.db, now(), { userId: c.get('user').id }) : undefined);

    for (const path of both(`${base}/approve_list`)) {
      r.get(path, auth.required, queryOf(depositListQuery), async (c) => {
        await sweepPlayer(c);
        return c.json(namedPage(c, await listPayments(deps.db, c.get('user').id, type, { ...c.req.valid('query'), statuses: [20] }, originOf(c))));
      });
    }

    // The provider's server: no player token; the signature is the credential.
    for (const path of both(`${base}/callback/:slug{[a-z0-9_]+(?:-[a-z0-9_]+)?}`)) {
      const handler = async (c: Context<AppEnv>) => {
        const input = await parseOrThrow(callbackInput, await callbackFields(c));
        // A callback for a deposit past its deadline finds it expired (committed), and is refused 409 payment_expired.
        if (type === 'deposit') await sweepOnRead(deps.db, now(), { paymentId: Number(input.payment_id) });
        const answer = await deps.db.transaction((tx) => receiveCallback(tx, type, c.req.param('slug')!, input as never, now()));
        return c.json({ ok: true, status: answer.status });
      };
      r.get(path, handler);
      r.post(path, handler);
    }

    for (const path of both(base)) {
      r.get(path, auth.required, queryOf(filteredListQuery), async (c) => {
        await sweepPlayer(c);
        return c.json(namedPage(c, await listPayments(deps.db, c.get('user').id, type, c.req.valid('query') as never, originOf(c))));
      });
      r.post(path, auth.required, idempotent(deps), jsonBody(createBody), async (c) => {
        const body = c.req.valid('json');
        const input = { ...body, return_url: returnUrl(body.return_url) };
        const rg = { timeZone: deps.config.rgTimeZone };
        const answer =
          type === 'deposit'
            ? await createDeposit(moneyTx(c), c.get('user'), input, now(), originOf(c), rg)
            : await createPayout(moneyTx(c), c.get('user'), input, now(), originOf(c));
        return c.json(namedAnswer(c, answer), 201);
      });
    }

    for (const path of both(`${base}/:id{[0-9]+}`)) {
      r.get(path, auth.required, async (c) => {
        // Expiry (and a crypto deposit's due arrival) is applied when the payment is read: the pending
        // tray polls this path, and must see 45 once its deadline passed (services/payment-expiry.ts).
        if (type === 'deposit') await sweepOnRead(deps.db, now(), { paymentId: paymentId(c), userId: c.get('user').id });
        return c.json(named(c, await getPayment(deps.db, c.get('user').id, type, paymentId(c), originOf(c))));
      });
    }

    // The player stops their own payment: a payout's hold is released (40 cancelled), a deposit not yet
    // paid is abandoned (45 abandoned). Same answer either way: the payment and the balances.
    for (const path of both(`${base}/:id{[0-9]+}/cancel_payment`)) {
      r.post(path, auth.required, idempotent(deps), async (c) =>
        c.json(
          namedAnswer(
            c,
            type === 'payout'
              ? await cancelPayment(moneyTx(c), c.get('user').id, paymentId(c), now(), originOf(c))
              : await cancelDeposit(moneyTx(c), c.get('user').id, paymentId(c), now(), originOf(c)),
          ),
        ),
      );
    }

    for (const action of APPROVAL_ACTIONS) {
      for (const path of both(`${base}/:id{[0-9]+}/${action}`)) {
        r.post(path, auth.required, staffOnly, idempotent(deps), async (c) =>
          c.json(named(c, await applyAction(moneyTx(c), paymentId(c), action as ApprovalAction, now(), originOf(c), type))),
        );
      }
    }
  }
  return r;
}
