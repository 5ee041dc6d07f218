import { fileURLToPath } from 'node:url';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { Deps } from '../deps';
import { ApiError, notFound } from '../http/errors';
import { serveFrom } from '../http/static';
import { providerCsp } from '../http/security-headers';
import { jsonBody } from '../http/validation';
import { sweepOnRead } from '../services/payment-expiry';
import { answerInApp, cancelCheckout, checkoutPayment, declareTransfer, submitCard, submitThreeDs, TEST_CARDS } from '../services/payment-provider';
import { PROVIDER_PAGES, type PaymentRow } from '../services/payments';
import { allowedOrNull, returnOrigins } from '../services/return-url';
import { PAGE_TEXTS, pageLang, type PageLang, type PageTexts } from './payment-page-texts';

const ASSETS = fileURLToPath(new URL('../payments/', import.meta.url));

/**
 * The providers' pages run framed by the cashier on the sandbox's own origins (the site, the QA page, the
 * partner pages it allows) or in the player's tab, under their own strict policy (providerCsp).
 */
const headersFor = (origins: readonly string[]) => ({
  'Cache-Control': 'no-store',
  'Content-Security-Policy': providerCsp(origins),
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
});

/** Page name (URL) -> payment system slug. */
const SYSTEM_OF: Record<string, string> = Object.fromEntries(Object.entries(PROVIDER_PAGES).map(([slug, page]) => [page, slug]));

const escape = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

const token = z.string().trim().min(1).max(200);
const cardBody = z.object({ token, number: z.string().max(40), expiry: z.string().max(10), cvc: z.string().max(8), name: z.string().max(100).optional() });
const codeBody = z.object({ token, code: z.string().max(12) });
const tokenBody = z.object({ token });
const appBody = z.object({ token, decision: z.enum(['approve', 'decline']), delay_ms: z.number().int().min(0).max(10_000).optional() });

/** Where the page reports to: the exact origin of the payment's return_url, else this site's. */
function notifyTarget(payment: PaymentRow, origin: string, allowed: string[], queryReturn: string | undefined) {
  const returnUrl = allowedOrNull(payment.return_url, allowed) ?? allowedOrNull(queryReturn ?? null, allowed);
  const target = returnUrl && /^https?:/i.test(returnUrl) ? new URL(returnUrl).origin : origin;
  return { returnUrl: returnUrl ? withPaymentId(returnUrl, payment.id) : `/profile/replenishment?payment=${payment.id}`, target };
}

/** The player comes back to the cashier's page with ?payment=<id> (the contract), which it reads to show that payment's status. */
function withPaymentId(returnUrl: string, id: number): string {
  const url = new URL(returnUrl, 'http://relative.invalid');
  url.searchParams.set('payment', String(id));
  return url.origin === 'http://relative.invalid' ? url.pathname + url.search + url.hash : url.href;
}

function cardSection(t: PageTexts): string {
  const cards = Object.entries(TEST_CARDS)
    .map(([number, kind]) => `<li><bdi dir="ltr">${number.replace(/(\d{4})(?=\d)/g, '$1 ')}</bdi> — ${escape(t[`tc_${kind}`])}</li>`)
    .join('');
  return `<form id="card-form" class="step" novalidate>
  <p><label for="number">${escape(t.card_number)}</label><input id="number" name="number" inputmode="numeric" autocomplete="cc-number" dir="ltr" required aria-describedby="number-error"><span class="error" id="number-error"></span></p>
  <p><label for="expiry">${escape(t.card_expiry)}</label><input id="expiry" name="expiry" inputmode="numeric" autocomplete="cc-exp" placeholder="MM/YY" dir="ltr" required aria-describedby="expiry-error"><span class="error" id="expiry-error"></span></p>
  <p><label for="cvc">${escape(t.card_cvc)}</label><input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" dir="ltr" required aria-describedby="cvc-error"><span class="error" id="cvc-error"></span></p>
  <p><label for="name">${escape(t.card_name)}</label><input id="name" name="name" autocomplete="cc-name"></p>
  <p class="actions"><button type="submit" id="pay">${escape(t.pay)}</button> <button type="button" class="secondary" data-action="cancel">${escape(t.cancel)}</button></p>
  <details><summary>${escape(t.test_cards)}</summary><ul>${cards}</ul></details>
</form>
<form id="three-ds" class="step" hidden novalidate aria-labelledby="three-ds-title">
  <h2 id="three-ds-title" tabindex="-1">${escape(t.three_ds_title)}</h2>
  <p>${escape(t.three_ds_text)}</p>
  <p><label for="code">${escape(t.three_ds_code)}</label><input id="code" name="code" inputmode="numeric" autocomplete="one-time-code" dir="ltr" required aria-describedby="code-error"><span class="error" id="code-error"></span></p>
  <p class="actions"><button type="submit">${escape(t.confirm)}</button> <button type="button" class="secondary" data-action="cancel">${escape(t.cancel)}</button></p>
</form>`;
}

function bankSection(t: PageTexts, payment: PaymentRow): string {
  const rows: [string, string][] = [
    [t.beneficiary, 'Casino Sandbox SA'],
    [t.iban, 'TN59 1000 6035 1835 9847 8831'],
    [t.bic, 'BSTUTNTT'],
    [t.reference, `DEP-${payment.id}`],
  ];
  return `<div class="step" id="bank">
  <p>${escape(t.bank_text)}</p>
  <dl>${rows.map(([k, v]) => `<dt>${escape(k)}</dt><dd><bdi dir="ltr">${escape(v)}</bdi></dd>`).join('')}</dl>
  <p class="actions"><button type="button" data-action="declare">${escape(t.bank_done)}</button> <button type="button" class="secondary" data-action="cancel">${escape(t.cancel)}</button></p>
</div>`;
}

function ewalletSection(t: PageTexts, payment: PaymentRow): string {
  return `<div class="step" id="app">
  <p>${escape(t.ewallet_text)}</p>
  <section class="phone" aria-labelledby="app-title">
    <h2 id="app-title">${escape(t.ewallet_app)}</h2>
    <p>${escape(t.ewallet_request)} : <bdi dir="ltr">${escape(`${payment.amount} ${payment.currency}`)}</bdi></p>
    <p class="actions"><button type="button" data-action="approve">${escape(t.approve)}</button> <button type="button" class="secondary" data-action="decline">${escape(t.decline)}</button></p>
  </section>
</div>`;
}

const TITLES = { card: 'card_title', bank: 'bank_title', ewallet: 'ewallet_title' } as const;

function renderPage(kind: keyof typeof TITLES, lang: PageLang, payment: PaymentRow | null, report?: { returnUrl: string; target: string }): string {
  const t = PAGE_TEXTS[lang];
  const title = t[TITLES[kind]];
  const body = !payment
    ? `<p class="error-page" role="alert">${escape(t.invalid_link)}</p>`
    : `<p class="amount">${escape(t.amount)} : <bdi dir="ltr">${escape(`${payment.amount} ${payment.currency}`)}</bdi></p>
${kind === 'card' ? cardSection(t) : kind === 'bank' ? bankSection(t, payment) : ewalletSection(t, payment)}
<p id="status" class="status" role="status" aria-live="polite" tabindex="-1"></p>
<p class="actions"><button type="button" id="back" data-action="back" hidden>${escape(t.back)}</button></p>`;
  const data = payment
    ? ` data-kind="${kind}" data-payment="${payment.id}" data-token="${escape(payment.checkout_token)}" data-status="${payment.status}" data-return-url="${escape(report!.returnUrl)}" data-notify-origin="${escape(report!.target)}" data-texts="${escape(JSON.stringify(t))}"`
    : '';
  return `<!doctype html>
<html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)} — Sandbox</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="/sandbox/payments/assets/provider.css">
<script type="module" src="/sandbox/payments/assets/provider.js"></script>
</head>
<body>
<main id="page" aria-labelledby="title"${data}>
<p class="banner">${escape(t.sandbox)}</p>
<h1 id="title">${escape(title)}</h1>
${body}
</main>
</body>
</html>
`;
}

const originOf = (c: Context) => new URL(c.req.url).origin;

/** Mounted at /sandbox/payments (docs/api.md "Simulated providers"). */
export function paymentPageRoutes(deps: Deps) {
  const r = new Hono();
  const now = () => new Date(deps.clock.now());
  const allowed = returnOrigins(deps.config);
  const HEADERS = headersFor(allowed);

  r.get('/assets/*', async (c) => (await serveFrom(c, ASSETS, c.req.path.slice('/sandbox/payments/assets'.length), { ...HEADERS, 'Cache-Control': 'no-cache' })) ?? notFound(c));

  for (const kind of Object.keys(TITLES) as (keyof typeof TITLES)[]) {
    r.get(`/${kind}`, (c) => c.redirect(`/sandbox/payments/${kind}/${new URL(c.req.url).search}`, 301));
    r.get(`/${kind}/`, async (c) => {
      const lang = pageLang(c.req.query('lang'));
      const id = Number(c.req.query('payment'));
      const payment = await checkoutPayment(deps.db, id, c.req.query('token') ?? '', SYSTEM_OF[kind]).catch(() => null);
      const html = renderPage(kind, lang, payment, payment ? notifyTarget(payment, originOf(c), allowed, c.req.query('return_url')) : undefined);
      return c.html(html, payment ? 200 : 404, HEADERS);
    });
  }

  // The providers' servers: the checkout token of the page is the credential.
  const payment = async (c: Context, tokenValue: string) => {
    const id = Number(c.req.param('id'));
    // /sandbox/payments/api/<page>/<id>/…: the page names the provider (and so the payment system).
    const page = c.req.path.split('/')[4] ?? '';
    // A page opened past the deposit's deadline shows it expired (services/payment-expiry.ts).
    if (Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647) await sweepOnRead(deps.db, now(), { paymentId: id });
    const found = await checkoutPayment(deps.db, id, tokenValue, SYSTEM_OF[page] ?? '');
    c.header('Cache-Control', 'no-store');
    return found;
  };
  r.get('/api/:kind/:id{[0-9]+}', async (c) => c.json({ status: (await payment(c, c.req.query('token') ?? '')).status }));
  // The simulated phone's notification (docs/api.md "Simulated providers"): a real wallet pushes the
  // request to the app the player is signed in to; here the player's own session asks for the link to
  // the simulated app of their e-wallet deposit still waiting at 20, and the cashier shows it.
  r.post('/api/card/:id{[0-9]+}/card', jsonBody(cardBody), async (c) => {
    const body = c.req.valid('json');
    return c.json(await submitCard(deps.db, await payment(c, body.token), body, now()));
  });
  r.post('/api/card/:id{[0-9]+}/3ds', jsonBody(codeBody), async (c) => {
    const body = c.req.valid('json');
    return c.json(await submitThreeDs(deps.db, await payment(c, body.token), body.code, now()));
  });
  r.post('/api/bank/:id{[0-9]+}/declare', jsonBody(tokenBody), async (c) => c.json(await declareTransfer(deps.db, await payment(c, c.req.valid('json').token), now())));
  r.post('/api/ewallet/:id{[0-9]+}/answer', jsonBody(appBody), async (c) => {
    const body = c.req.valid('json');
    return c.json(await answerInApp(deps.db, await payment(c, body.token), body.decision, now, body.delay_ms ?? 2000));
  });
  r.post('/api/:kind/:id{[0-9]+}/cancel', jsonBody(tokenBody), async (c) => c.json(await cancelCheckout(deps.db, await payment(c, c.req.valid('json').token), now())));
  r.all('/api/*', () => {
    throw new ApiError(404, 'not_found', undefined, 'no such provider call');
  });
  return r;
}
