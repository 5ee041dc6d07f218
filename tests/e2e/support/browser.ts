// Chromium for the end-to-end tests (Debian's headless shell, tests/chromium.mjs; never a download), one
// browser per vitest worker, fresh contexts per test. Every page's uncaught errors and console errors are
// collected and fail the test unless the test said it expects them (e.g. the 401 Chromium logs for a
// refused password).
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { CHROMIUM_ARGS, HEADLESS_SHELL_PATH } from '../../chromium.mjs';
import { chromium, type Browser, type BrowserContext, type ConsoleMessage, type Page, type Request, type Response } from 'playwright-core';


/**
 * Two animation frames and a task in `page`: what an input the page has received changed is drawn, and a
 * navigation or dialog it started is under way (a dialog blocks the page, so this returns only once the
 * test's dialog handler has seen it). The condition a "nothing happened" check waits for.
 */
export async function rendered(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)))));
}

/**
 * Console errors every test tolerates: none. (Add an entry only with the reason beside it; a test that
 * provokes a failed request on purpose declares it with allowFailedResource instead.)
 */
const ALWAYS_ALLOWED: RegExp[] = [];

export interface RecordedCall {
  /** Node's Date.now() when the event reached the test (same clock as the browser's). */
  at: number;
  method: string;
  url: string;
  path: string;
  authorization?: string;
  request: Request;
}

export interface RecordedAnswer extends RecordedCall {
  status: number;
  response: Response;
}

/** "GET /api/accounts/user" for a call to the API, undefined for anything else. */
function apiCall(request: Request): string | undefined {
  const url = new URL(request.url());
  return url.pathname.startsWith('/api/') ? `${request.method()} ${url.pathname}` : undefined;
}

/** Records the API calls of one page, requests and answers, with their times. */
export function recordApiCalls(page: Page, tab = '') {
  const requests: (RecordedCall & { tab: string })[] = [];
  const responses: (RecordedAnswer & { tab: string })[] = [];
  page.on('request', (request) => {
    if (!apiCall(request)) return;
    requests.push({
      tab,
      at: Date.now(),
      method: request.method(),
      url: request.url(),
      path: new URL(request.url()).pathname,
      authorization: request.headers()['authorization'],
      request,
    });
  });
  page.on('response', (response) => {
    const request = response.request();
    if (!apiCall(request)) return;
    responses.push({
      tab,
      at: Date.now(),
      method: request.method(),
      url: request.url(),
      path: new URL(request.url()).pathname,
      authorization: request.headers()['authorization'],
      status: response.status(),
      request,
      response,
    });
  });
  const isRefresh = (c: RecordedCall) => c.method === 'POST' && c.path === '/api/accounts/refresh/';
  return {
    requests,
    responses,
    refreshRequests: () => requests.filter(isRefresh),
    refreshAnswers: () => responses.filter(isRefresh),
    userPolls: () => responses.filter((c) => c.method === 'GET' && /^\/api\/accounts\/user\/?$/.test(c.path)),
  };
}

/** A tab's API calls still waiting for an answer, and its last few answers: for a failed test's report. */
type TabCalls = { waiting: Map<Request, number>; answered: string[] };

function watchCalls(page: Page): TabCalls {
  const calls: TabCalls = { waiting: new Map(), answered: [] };
  const settle = (request: Request, outcome: string) => {
    const path = apiCall(request);
    if (!path) return;
    calls.waiting.delete(request);
    calls.answered = [...calls.answered.slice(-5), `${outcome} ${path}`];
  };
  page.on('request', (request) => {
    if (apiCall(request)) calls.waiting.set(request, Date.now());
  });
  // response() rejects once the test has closed the context: the call is then of no interest.
  page.on('requestfinished', (request) => {
    // response() is a round trip to the browser: asked for the API's calls only, not for every script and image.
    if (!apiCall(request)) return;
    request.response().then((r) => settle(request, String(r?.status() ?? '?')), () => undefined);
  });
  page.on('requestfailed', (request) => settle(request, `failed (${request.failure()?.errorText ?? '?'})`));
  return calls;
}

async function describeTab({ name, page, calls }: { name: string; page: Page; calls: TabCalls }): Promise<string> {
  if (page.isClosed()) return `[${name}] closed`;
  // evaluate has no time limit of its own: a page stuck in a dialog or a long task must not hang the report.
  const text = await Promise.race([
    page.evaluate(() => {
      // The text as drawn, shadow roots included (innerText stops at a custom element's shadow root: the
      // site's pages are elements), a slot read as what it shows; hidden elements and styles left out.
      const parts: string[] = [];
      // Headings and busy indicators apart: a long menu would push them past the text's 300 characters.
      const landmarks: string[] = [];
      const walk = (node: Node): void => {
        if (node instanceof Text) parts.push(node.data);
        if (node instanceof Element) {
          if (/^(STYLE|SCRIPT|TEMPLATE)$/.test(node.tagName) || !node.checkVisibility()) return;
          const role = /^H[1-6]$/.test(node.tagName) ? node.tagName.toLowerCase() : node.getAttribute('role') === 'status' ? 'status' : node.getAttribute('aria-busy') === 'true' ? 'busy' : null;
          if (role) landmarks.push(`${role} « ${(node.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 80)} »`);
          if (node.shadowRoot) return walk(node.shadowRoot);
          if (node instanceof HTMLSlotElement && node.assignedNodes().length > 0) return node.assignedNodes().forEach(walk);
        }
        node.childNodes.forEach(walk);
      };
      // The innermost <main>: the site's page is drawn inside its shell's shadow root.
      const innermost = (root: Document | ShadowRoot): Element | null => {
        for (const host of root.querySelectorAll('*')) {
          const inner = host.shadowRoot && innermost(host.shadowRoot);
          if (inner) return inner;
        }
        return root.querySelector('main');
      };
      walk(innermost(document) ?? document.body);
      const text = parts.join(' ').replace(/\s+/g, ' ').trim().slice(0, 300);
      return `${text}\n  headings and busy: ${landmarks.join(', ') || 'none'}`;
    }),
    new Promise<string>((resolve) => setTimeout(() => resolve('(the page did not answer within 2 s)'), 2_000)),
  ]).catch((error: Error) => `(unreadable: ${error.message})`);
  const now = Date.now();
  const waiting = [...calls.waiting].map(([request, since]) => `${apiCall(request)} for ${Math.round((now - since) / 1000)} s`);
  return [
    `[${name}] ${page.url()}`,
    `  main: ${text}`,
    `  API calls waiting: ${waiting.join(', ') || 'none'}`,
    `  last answers: ${calls.answered.join(', ') || 'none'}`,
  ].join('\n');
}

/**
 * The worker's Chromium, launched by the first file that asks and kept for the next ones: the e2e files of
 * a worker share its module cache (vitest.config.ts), and a launch costs about a CPU-second. Every test
 * still gets contexts of its own (nothing of a cookie, a storage or a permission outlives its test), and a
 * browser that crashed or disconnected is launched again. Playwright closes it when the worker exits.
 */
let workerBrowser: Promise<Browser> | undefined;

function sharedBrowser(): Promise<Browser> {
  if (!workerBrowser) {
    const launching = chromium.launch({ executablePath: HEADLESS_SHELL_PATH, args: CHROMIUM_ARGS });
    workerBrowser = launching;
    launching.then(
      (browser) => browser.on('disconnected', () => {
        if (workerBrowser === launching) workerBrowser = undefined;
      }),
      () => {
        if (workerBrowser === launching) workerBrowser = undefined;
      },
    );
  }
  return workerBrowser;
}

export function useBrowser() {
  let browser: Browser | undefined;
  let contexts: BrowserContext[] = [];
  let problems: string[] = [];
  let allowed: RegExp[] = [];
  const tabs: { name: string; page: Page; calls: TabCalls }[] = [];

  beforeAll(async () => {
    browser = await sharedBrowser();
  });

  // The contexts a failed hook left open (afterEach closes each test's); the browser stays for the next file.
  afterAll(async () => {
    await Promise.all(contexts.map((c) => c.close().catch(() => undefined)));
    contexts = [];
    browser = undefined;
  });

  afterEach(async ({ task }) => {
    // A failed test says what each tab showed and which API calls were still waiting: a CI log is all a
    // reader of a failure on another machine gets (a timeout alone does not say which step hung).
    const seen = task.result?.state === 'fail' ? await Promise.all(tabs.map(describeTab)) : [];
    tabs.length = 0;
    await Promise.all(contexts.map((c) => c.close().catch(() => undefined)));
    contexts = [];
    const found = problems;
    problems = [];
    allowed = [];
    expect(found, 'uncaught page errors or console errors').toEqual([]);
    if (seen.length > 0) throw new Error(`what the tabs showed when the test failed:\n${seen.join('\n')}`);
  });

  function watch(page: Page, name: string) {
    page.on('pageerror', (error) => problems.push(`[${name}] pageerror: ${error.stack ?? error.message}`));
    page.on('console', (message: ConsoleMessage) => {
      if (message.type() !== 'error') return;
      const line = `${message.text()} @ ${message.location().url}`;
      if ([...ALWAYS_ALLOWED, ...allowed].some((re) => re.test(line))) return;
      problems.push(`[${name}] console.error: ${line}`);
    });
    page.on('crash', () => problems.push(`[${name}] the page crashed`));
    tabs.push({ name, page, calls: watchCalls(page) });
  }

  return {
    /** A new browser context (its own storage), closed after the test. */
    async newContext(): Promise<BrowserContext> {
      if (!browser) throw new Error('useBrowser(): the browser is not launched (call it at the top of a describe)');
      const context = await browser.newContext({ locale: 'fr-FR', viewport: { width: 1280, height: 900 } });
      contexts.push(context);
      return context;
    },

    /** A watched tab: page errors and console errors fail the test. */
    async newPage(context?: BrowserContext, name = 'page'): Promise<Page> {
      const page = await (context ?? (await this.newContext())).newPage();
      watch(page, name);
      return page;
    },

    /**
     * Chromium logs every non-2xx answer as "Failed to load resource: … status of 401 (Unauthorized)";
     * a test that provokes one on purpose declares it here (status and exact API path).
     */
    allowFailedResource(status: number, pathname: string) {
      const escaped = pathname.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      allowed.push(new RegExp(`status of ${status} \\(.*\\) @ https?://[^/]+${escaped}$`));
    },
  };
}
