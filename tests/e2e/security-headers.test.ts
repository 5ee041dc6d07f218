// The pages' policies in Chromium (docs/security.md "Headers the sandbox sends"): the QA page and the
// partner page work under theirs, and who may frame the QA page and the providers' pages is what the
// policies say: the sandbox's own origins, never another site.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Frame, Page } from 'playwright-core';
import { useBrowser } from './support/browser';
import { baseUrl } from './support/sandbox';
import { cspViolations, recordCspViolations } from './support/shell';
import { loginWidget } from './support/site';

/**
 * Another site: a page of this test's own on another origin of this machine. On this machine, not a routed
 * fake host: Chromium refuses a public page's frames to localhost before any policy is read (Local Network
 * Access), which would pass this test for the wrong reason.
 */
let evil: http.Server;
let EVIL = '';
beforeAll(async () => {
  evil = http.createServer((_req, res) => res.writeHead(200, { 'Content-Type': 'text/html' }).end('<!doctype html><title>ailleurs</title><h1>Ailleurs</h1>'));
  await new Promise<void>((resolve) => evil.listen(0, '127.0.0.1', resolve));
  EVIL = `http://127.0.0.1:${(evil.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => evil.close(() => resolve())));

/** The partner page's origin: PARTNER_PORT is PORT + 1 in these runs (tests/e2e/global-setup.ts). */
function partnerOrigin(): string {
  const url = new URL(baseUrl());
  url.port = String(Number(url.port) + 1);
  return url.origin;
}

/**
 * Why each of these URLs failed to load in the page, and the policy refusals Chromium logged: a frame
 * refused by its answer's frame-ancestors fails with ERR_BLOCKED_BY_RESPONSE and logs "Framing … violates
 * … frame-ancestors".
 */
function refusalsOf(page: Page, urls: string[]) {
  const failures = new Map<string, string>();
  const logged: string[] = [];
  page.on('requestfailed', (r) => urls.includes(r.url()) && failures.set(r.url(), r.failure()?.errorText ?? ''));
  page.on('console', (m) => m.type() === 'error' && /frame-ancestors/.test(m.text()) && logged.push(m.text()));
  return { failures, logged };
}

/** The pages under test, each with the title its document has once it loaded in a frame. */
const framed = () => ({
  qa: { url: `${baseUrl()}/qa/`, title: 'casino-widgets — QA' },
  game: { url: `${baseUrl()}/sandbox/games/slot/?session=none`, title: 'Sandbox slot' },
  payment: { url: `${baseUrl()}/sandbox/payments/card/?payment=1&token=none`, title: /Sandbox$/ },
});

/** Adds one iframe per URL to the page (through DevTools, as a host's own markup would have it). */
async function frameAll(page: Page, urls: string[]): Promise<Frame[]> {
  await page.evaluate((list) => {
    for (const src of list) {
      const frame = document.createElement('iframe');
      frame.src = src;
      frame.title = src;
      document.body.append(frame);
    }
  }, urls);
  const frames: Frame[] = [];
  for (const url of urls) {
    const handle = await page.waitForSelector(`iframe[src="${url}"]`, { state: 'attached' });
    frames.push((await handle.contentFrame())!);
  }
  return frames;
}

/** The frame's document once it settled: its title, or the error page Chromium shows for a refusal. */
async function settled(frame: Frame): Promise<{ url: string; title: string }> {
  await frame.waitForLoadState('load');
  return { url: frame.url(), title: await frame.title() };
}

describe('security headers in the browser', () => {
  const browser = useBrowser();

  it('the QA page works under its policy: the bundle\'s elements render, nothing is refused', async () => {
    const context = await browser.newContext();
    await recordCspViolations(context);
    const page = await browser.newPage(context, 'qa');
    const response = await page.goto(`${baseUrl()}/qa/`);
    expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(response?.headers()['x-content-type-options']).toBe('nosniff');
    const elements = page.getByRole('region', { name: 'Elements', exact: true });
    await elements.getByText(/defined by \/dist\/casino-widgets\.js: .*\bcasino-login\b/).waitFor();
    const panel = elements.getByRole('article', { name: '<casino-login>', exact: true });
    await expect.poll(() => loginWidget(panel).username.count(), { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
    expect(await cspViolations(page)).toEqual([]);
  });

  it('the partner page works under the policy partners are advised: its script and ours run, nothing is refused', async () => {
    const partner = partnerOrigin();
    const context = await browser.newContext();
    await recordCspViolations(context);
    const page = await browser.newPage(context, 'partner');
    const response = await page.goto(`${partner}/`);
    const policy = response?.headers()['content-security-policy'] ?? '';
    expect(policy).toContain(`script-src 'self' ${new URL(baseUrl()).origin}`);
    expect(policy).not.toContain('unsafe-inline');
    // The partner's own script (partner.js) ran: it wrote the member line and the wheel's status from our events.
    const memberArea = page.getByRole('region', { name: 'Espace membre', exact: true });
    await loginWidget(page.getByRole('banner')).username.waitFor();
    await memberArea.getByRole('button', { name: 'Se connecter', exact: true }).waitFor();
    await page.getByText(/^Jeu concours : la roue est prête/).waitFor();
    expect(await cspViolations(page)).toEqual([]);
  });

  it('another site cannot frame the QA page, a game or a payment page', async () => {
    // Not a watched page: the refusals it provokes (Chromium logs each) are the point.
    const page = await (await browser.newContext()).newPage();
    await page.goto(`${EVIL}/`);
    const pages = framed();
    const urls = [pages.qa.url, pages.game.url, pages.payment.url];
    const refusals = refusalsOf(page, urls);
    const frames = await frameAll(page, urls);
    for (const [i, frame] of frames.entries()) {
      const { url, title } = await settled(frame);
      expect(url, urls[i]).toMatch(/^chrome-error:/);
      expect(title, urls[i]).not.toMatch(/QA|Sandbox/);
      await expect.poll(() => refusals.failures.get(urls[i]!), { message: urls[i] }).toBe('net::ERR_BLOCKED_BY_RESPONSE');
    }
    await expect.poll(() => refusals.logged.length).toBe(3);
  });

  it('the sandbox\'s own origin (its QA page) frames them all; the partner page the game and the payment page, not the QA page', async () => {
    const pages = framed();
    const site = await (await browser.newContext()).newPage();
    await site.goto(`${baseUrl()}/qa/`);
    for (const [frame, want] of (await frameAll(site, [pages.qa.url, pages.game.url, pages.payment.url])).map((f, i) => [f, [pages.qa, pages.game, pages.payment][i]!] as const)) {
      const { url, title } = await settled(frame);
      expect(url).toBe(want.url);
      expect(title).toMatch(want.title);
    }

    const partnerPage = await (await browser.newContext()).newPage();
    await partnerPage.goto(`${partnerOrigin()}/`);
    const refusals = refusalsOf(partnerPage, [pages.qa.url, pages.game.url, pages.payment.url]);
    const [qa, game, payment] = await frameAll(partnerPage, [pages.qa.url, pages.game.url, pages.payment.url]);
    expect((await settled(game!)).title).toBe(pages.game.title);
    expect((await settled(payment!)).title).toMatch(pages.payment.title);
    expect((await settled(qa!)).url).toMatch(/^chrome-error:/);
    await expect.poll(() => [...refusals.failures]).toEqual([[pages.qa.url, 'net::ERR_BLOCKED_BY_RESPONSE']]);
    expect(refusals.logged).toHaveLength(1);
  });
});
