// The simulated sportsbooks' pages (docs/contracts/sportsbook.md §4): /sandbox/sport/sft/ and
// /sandbox/sport/dgt/, framed by <casino-sportsbook> without allow-same-origin, each under its own strict
// policy. The page's scripts are plain modules in ../sport/ (served as they are) and the message contract
// they import, the element's own module as the build writes it (dist/frames/sport-messages.js,
// scripts/rollup-frame-contract.mjs); this file only checks who may frame it and writes the page's titled,
// localised shell.
import { fileURLToPath } from 'node:url';
import { Hono } from 'hono';
import { defaultStaticRoots } from '../config';
import type { Deps } from '../deps';
import { notFound } from '../http/errors';
import { providerCsp } from '../http/security-headers';
import { serveFrom } from '../http/static';
import { moduleGraph } from '../http/module-graph';
import { returnOrigins } from '../services/return-url';
import { isProviderDown } from '../services/sport-events';
import { hostOrigin } from '../sport/origin.js';
import { pageLang, say } from '../sport/texts.js';

const ASSETS = fileURLToPath(new URL('../sport/', import.meta.url));
const PROVIDERS = ['sft', 'dgt'] as const;
/** The contract's module as the frame pages import it (./sport-messages.js beside their scripts), and where the build writes it. */
const CONTRACT = { url: '/sport-messages.js', file: 'frames/sport-messages.js' };
type Provider = (typeof PROVIDERS)[number];

/**
 * The providers' policy (http/security-headers.ts): only the host origins the sandbox allows (the same
 * list as payment return URLs) may frame the book, so another site cannot wrap it.
 */
export const sportCsp = providerCsp;

const escape = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

function page(provider: Provider, lang: ReturnType<typeof pageLang>, body: string, status = ''): string {
  return `<!doctype html>
<html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(say(lang, `title_${provider}`))}${status}</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="/sandbox/sport/assets/sport.css">
${body}
</head>
`;
}

/**
 * Every module of a book, as modulepreload links: the browser fetches them with the page instead of one
 * import level per round trip (the book is the sport page's largest paint, docs/architecture.md "Speed budgets").
 */
const PRELOADS = Object.fromEntries(
  PROVIDERS.map((provider) => [provider, moduleGraph(ASSETS, `${provider}.js`).slice(1).map((file) => `<link rel="modulepreload" href="/sandbox/sport/assets/${file}">`).join('\n')]),
) as Record<Provider, string>;

function bookPage(provider: Provider, lang: ReturnType<typeof pageLang>): string {
  return `${page(provider, lang, `${PRELOADS[provider]}\n<script type="module" src="/sandbox/sport/assets/${provider}.js"></script>`)}<body class="book ${provider}">
<div id="app" class="app"></div>
<noscript><p>${escape(say(lang, 'error_default'))}</p></noscript>
</body>
</html>
`;
}

/** A page that only says `key`; with `script`, a module of the folder that tells the host (down.js). */
function messagePage(provider: Provider, lang: ReturnType<typeof pageLang>, key: string, script?: string): string {
  const head = script ? `<script type="module" src="/sandbox/sport/assets/${script}"></script>` : '';
  return `${page(provider, lang, head)}<body class="book ${provider}">
<div id="app" class="app"><main class="content"><p class="down" role="alert">${escape(say(lang, key))}</p></main></div>
</body>
</html>
`;
}

/**
 * Mounted at /sandbox/sport (beside the providers' data API, routes/sport-data.ts). `dist`: the build's
 * folder, where the message contract is read.
 */
export function sportPageRoutes(deps: Deps, options: { isDown?: (provider: Provider) => Promise<boolean>; dist?: string } = {}) {
  const r = new Hono();
  const origins = returnOrigins(deps.config);
  const allowed = new Set(origins);
  const isDown = options.isDown ?? ((provider: Provider) => isProviderDown(deps.db, provider));
  const headers = { 'Cache-Control': 'no-store', 'Content-Security-Policy': sportCsp(origins), 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'no-referrer' };

  const dist = options.dist ?? defaultStaticRoots().dist;
  const assetHeaders = { ...headers, 'Cache-Control': 'no-cache' };
  // The message contract, from the build (404 until there is one: the page then shows no book).
  r.get(`/assets${CONTRACT.url}`, async (c) => (await serveFrom(c, dist, CONTRACT.file, assetHeaders)) ?? notFound(c));
  // The page's modules and style only (the folder also holds the modules' type declarations).
  r.get('/assets/*', async (c) => (/\.(js|css)$/.test(c.req.path) ? await serveFrom(c, ASSETS, c.req.path.slice('/sandbox/sport/assets'.length), assetHeaders) : null) ?? notFound(c));

  for (const provider of PROVIDERS) {
    r.get(`/${provider}`, (c) => c.redirect(`/sandbox/sport/${provider}/${new URL(c.req.url).search}`, 301));
    r.get(`/${provider}/`, async (c) => {
      const lang = pageLang(c.req.query('lang'));
      // The page only talks to the host it was opened for: an origin the sandbox does not allow gets no page
      // at all (docs/contracts/sportsbook.md §4), so a foreign site cannot frame it and listen to its
      // messages.
      const origin = hostOrigin(c.req.query('origin'));
      if (!origin || !allowed.has(origin)) return c.html(messagePage(provider, lang, 'error_default'), 400, headers);
      if (await isDown(provider)) return c.html(messagePage(provider, lang, 'provider_down', 'down.js'), 503, headers);
      return c.html(bookPage(provider, lang), 200, headers);
    });
  }
  return r;
}
