// The QA page (demo/qa, docs/qa.md) loads cleanly and lists the elements the bundle defines.
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { useBrowser, recordApiCalls } from './support/browser';
import { baseUrl, call } from './support/sandbox';
import { loginWidget } from './support/site';

describe('QA page', () => {
  const browser = useBrowser();

  it('loads without errors and lists casino-login with its instances', async () => {
    const page = await browser.newPage(undefined, 'qa');
    const calls = recordApiCalls(page);
    const controlCalls: { url: string; status: number }[] = [];
    page.on('response', (r) => {
      if (new URL(r.url()).pathname.startsWith('/sandbox/api/')) controlCalls.push({ url: r.url(), status: r.status() });
    });
    await page.goto(`${baseUrl()}/qa/`);

    // The Elements section: discovered from the bundle, casino-login among them.
    const elements = page.getByRole('region', { name: 'Elements', exact: true });
    await elements.getByText(/defined by \/dist\/casino-widgets\.js: .*\bcasino-login\b/).waitFor();
    const panel = elements.getByRole('article', { name: '<casino-login>', exact: true });
    await panel.getByRole('heading', { level: 3, name: '<casino-login>' }).waitFor();
    // Its instances are live: the page-mode and inline sign-in forms render inside the panel.
    await expect
      .poll(() => loginWidget(panel).username.count(), { timeout: 10_000 })
      .toBeGreaterThanOrEqual(2);

    // The page's periodic work against the control API runs and is answered (server log, faults).
    await expect.poll(() => controlCalls.some((c) => c.url.includes('/sandbox/api/log')), { timeout: 10_000 }).toBe(true);
    expect(controlCalls.filter((c) => c.status >= 400)).toEqual([]);
    expect(calls.responses.filter((c) => c.status >= 400)).toEqual([]);
    // Console errors and page errors are checked after the test (support/browser.ts).
  });
});

// The QA page's Profile section (docs/qa.md "Profile recipes"): QA's side of the player's area,
// driven by role and name as QA would, checked against the sandbox.
describe('QA page: Profile section', () => {
  const browser = useBrowser();

  beforeEach(async () => {
    await call('POST', '/sandbox/api/reset');
  });

  it('reviews an uploaded document (view, reject without a reason refused, approve), adds a credited bonus item, and ends a login', { timeout: 90_000 }, async () => {
    // The login QA ends is this page's own: its next calls are refused (401) and it signs out, as intended.
    for (const path of ['/api/accounts/user', '/api/accounts/user/', '/api/accounts/refresh/']) browser.allowFailedResource(401, path);

    // demo sends a document through the API, as the profile's upload does (multipart, field `picture`).
    const demo = await apiLogin('demo', 'demo1234');
    const form = new FormData();
    form.append('picture', new Blob([PNG_1PX], { type: 'image/png' }), 'passeport.png');
    form.append('kind', 'passport');
    const uploaded = await fetch(`${baseUrl()}/api/users/documents/upload/`, { method: 'POST', headers: { Authorization: `Bearer ${demo}` }, body: form });
    expect(uploaded.status).toBe(201);
    const doc = (await uploaded.json()) as { id: number };

    const page = await browser.newPage(undefined, 'qa');
    await page.goto(`${baseUrl()}/qa/`);
    const section = page.getByRole('region', { name: /^Profile/ });
    await section.getByRole('heading', { level: 2, name: /^Profile/ }).waitFor();

    // Documents to review: the upload is listed (pending); its file opens as a picture.
    const docs = section.getByRole('article', { name: /^Documents to review/ });
    await docs.getByRole('button', { name: `Approve document ${doc.id}`, exact: true }).waitFor();
    await docs.getByRole('button', { name: `View the file of document ${doc.id}`, exact: true }).click();
    await docs.getByRole('img', { name: `Document ${doc.id} as uploaded by demo`, exact: true }).waitFor();
    // Reject needs a reason: refused in the page, nothing sent.
    await docs.getByRole('button', { name: `Reject document ${doc.id}`, exact: true }).click();
    await docs.getByText(`A reason is required to reject document ${doc.id}.`, { exact: true }).waitFor();
    expect((await call<{ results: { id: number; status: string }[] }>('GET', '/sandbox/api/documents')).results.find((d) => d.id === doc.id)?.status).toBe('pending');
    await docs.getByRole('button', { name: `Approve document ${doc.id}`, exact: true }).click();
    await expect
      .poll(async () => (await call<{ results: { id: number; status: string }[] }>('GET', '/sandbox/api/documents')).results.find((d) => d.id === doc.id)?.status)
      .toBe('approved');
    // Reviewed: it leaves the pending list.
    await docs.getByRole('button', { name: `Approve document ${doc.id}`, exact: true }).waitFor({ state: 'detached' });

    // Bonus and cashback items: 3.00 accrued for low, crediting the bonus wallet (12.00 → 15.00).
    const bonus = section.getByRole('article', { name: /^Bonus and cashback items/ });
    await bonus.getByRole('combobox', { name: 'Player', exact: true }).fill('low');
    await bonus.getByRole('textbox', { name: 'Amount', exact: true }).fill('3.00');
    await bonus.getByRole('checkbox', { name: 'Credit the bonus wallet', exact: true }).check();
    await bonus.getByRole('button', { name: 'Add the item', exact: true }).click();
    await bonus.getByRole('list').getByRole('listitem').filter({ hasText: 'wallet credited' }).waitFor();
    const low = await fetch(`${baseUrl()}/api/accounts/user/`, { headers: { Authorization: `Bearer ${await apiLogin('low', 'low12345')}` } });
    expect(((await low.json()) as { bonus_balance: string }).bonus_balance).toBe('15.00');

    // Sessions: this page signs in as demo; its login is listed live, "End" ends it and the page signs out.
    const live = (await call<{ family_id: string; revoked_at: string | null }[]>('GET', '/sandbox/api/sessions?username=demo')).filter((s) => !s.revoked_at);
    await section.getByRole('group', { name: 'Player' }).getByRole('button', { name: 'Sign in as demo', exact: true }).click();
    // The section's <casino-profile> follows the page's session, and the chooser opens a section in it.
    const element = section.getByRole('article', { name: /^Element/ });
    await element.getByRole('combobox', { name: 'Section', exact: true }).selectOption('user-info');
    await element.locator('casino-profile').getByRole('heading', { level: 2, name: 'Informations personnelles', exact: true }).waitFor();
    const sessions = section.getByRole('article', { name: /^Sessions/ });
    await expect.poll(async () => (await call<{ revoked_at: string | null }[]>('GET', '/sandbox/api/sessions?username=demo')).filter((s) => !s.revoked_at).length).toBe(live.length + 1);
    const [mine] = await call<{ family_id: string }[]>('GET', '/sandbox/api/sessions?username=demo');
    const end = sessions.getByRole('button', { name: `End login ${mine.family_id.slice(0, 8)} of demo`, exact: true });
    await end.click();
    await expect
      .poll(async () => (await call<{ family_id: string; revoked_reason: string | null }[]>('GET', '/sandbox/api/sessions?username=demo')).find((s) => s.family_id === mine.family_id)?.revoked_reason)
      .toBe('qa');
    await sessions.getByRole('row').filter({ hasText: '(qa)' }).first().waitFor();
    // The page's own session learns it at its next call and ends.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('casino-widgets:session')), { timeout: 20_000 }).toBeNull();
  });
});

// The QA page's Sport section (docs/qa.md "Sport recipes"): QA's side of the two simulated
// sportsbooks, driven by role and name as QA would, checked against the control plane and the provider's data.
describe('QA page: Sport section', () => {
  const browser = useBrowser();
  interface QaEvent {
    id: string;
    home: string;
    away: string;
    status: string;
    score: { home: number; away: number } | null;
    markets: { id: string; name: string; blocked: boolean; outcomes: { id: string; odd: string }[] }[];
  }
  const sportEvents = async (provider: string) => {
    const answer = await call<QaEvent[] | { events: QaEvent[] }>('GET', `/sandbox/api/sport/events?provider=${provider}`);
    return Array.isArray(answer) ? answer : answer.events;
  };
  interface QaTicket {
    id: number;
    ticket_code: string;
    status: string;
  }
  const sportTickets = async (username: string) => {
    const answer = await call<QaTicket[] | { results: QaTicket[] }>('GET', `/sandbox/api/sport/tickets?username=${username}`);
    return Array.isArray(answer) ? answer : answer.results;
  };

  beforeEach(async () => {
    await call('POST', '/sandbox/api/reset');
  });
  afterAll(async () => {
    await call('POST', '/sandbox/api/reset');
  });

  it('forces a result, blocks a market, moves odds, expires tokens, takes a provider down and up, settles a ticket, and points the element at a dgt page', { timeout: 90_000 }, async () => {
    const page = await browser.newPage(undefined, 'qa');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${baseUrl()}/qa/`);
    const section = page.getByRole('region', { name: /^Sport/ });
    await section.getByRole('heading', { level: 2, name: /^Sport/ }).waitFor();
    const status = page.locator('#qa-status');

    // Events of sft: two upcoming ones, listed with their actions.
    const upcoming = (await sportEvents('sft')).filter((e) => e.status === 'upcoming');
    const [first, second] = upcoming;
    const name = (e: QaEvent) => `${e.home} – ${e.away}`;
    /** The controls' names: the match and the event's id (one match can be played twice in a week). */
    const label = (e: QaEvent) => `${name(e)} (${e.id})`;
    const eventsPanel = section.getByRole('article', { name: /^Events/ });
    const actionsOf = (e: QaEvent) => eventsPanel.getByLabel(`Actions, ${label(e)}`, { exact: true });

    // Force a result: 2:1, the event finished with that score.
    await actionsOf(first).click();
    await eventsPanel.getByRole('spinbutton', { name: `Home score of ${label(first)}`, exact: true }).fill('2');
    await eventsPanel.getByRole('spinbutton', { name: `Away score of ${label(first)}`, exact: true }).fill('1');
    await eventsPanel.getByRole('button', { name: `Finish ${label(first)} with this score`, exact: true }).click();
    await expect
      .poll(async () => (await sportEvents('sft')).find((e) => e.id === first.id))
      .toMatchObject({ status: 'finished', score: { home: 2, away: 1 } });

    // Block a market of the second event: the provider's data says blocked; then unblock it.
    const market = second.markets[0];
    const row = eventsPanel.locator(`tr[data-id="${second.id}"]`);
    await row.locator('summary', { hasText: /markets?/ }).click();
    await row.getByRole('button', { name: `Block market ${market.name} of ${label(second)}`, exact: true }).click();
    await expect.poll(async () => (await sportEvents('sft')).find((e) => e.id === second.id)?.markets.find((m) => m.id === market.id)?.blocked).toBe(true);
    await row.getByRole('button', { name: `Unblock market ${market.name} of ${label(second)}`, exact: true }).click();
    await expect.poll(async () => (await sportEvents('sft')).find((e) => e.id === second.id)?.markets.find((m) => m.id === market.id)?.blocked).toBe(false);

    // Move the odds of the second event by 1.10 (the factor field's default).
    await actionsOf(second).click();
    await row.getByRole('button', { name: `Move the odds of ${label(second)}`, exact: true }).click();
    await expect.poll(() => status.textContent()).toContain(`Odds of ${name(second)} × 1.1`);

    // Expire demo's integration tokens: a token taken before is refused as expired afterwards.
    const access = await apiLogin('demo', 'demo1234');
    const login = await fetch(`${baseUrl()}/api/integrations/softion/login`, { method: 'POST', headers: { Authorization: `Bearer ${access}` } });
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };
    const tokensPanel = section.getByRole('article', { name: /^Integration tokens/ });
    await tokensPanel.getByRole('button', { name: 'Expire the tokens', exact: true }).click();
    await expect.poll(() => status.textContent()).toMatch(/integration token\(s\) of demo \(both providers\) expired now/);
    const refused = await fetch(`${baseUrl()}/api/integrations/softion/session/create`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ token }) });
    expect([refused.status, ((await refused.json()) as { code: string }).code]).toEqual([401, 'token_expired']);

    // dgt down: the provider's data answers 503 provider_down; up again.
    const providers = section.getByRole('article', { name: /^Providers/ });
    await providers.getByRole('button', { name: 'Take dgt (Digitain) down', exact: true }).click();
    await providers.getByText('down', { exact: true }).waitFor();
    const down = await fetch(`${baseUrl()}/sandbox/sport/api/catalogue?provider=dgt`);
    expect([down.status, ((await down.json()) as { code: string }).code]).toEqual([503, 'provider_down']);
    await providers.getByRole('button', { name: 'Bring dgt (Digitain) up', exact: true }).click();
    await expect.poll(() => providers.getByText('up', { exact: true }).count()).toBe(2);
    expect((await fetch(`${baseUrl()}/sandbox/sport/api/catalogue?provider=dgt`)).status).toBe(200);

    // demo's seeded tickets; settle an open one as won; settling it again is refused, readably.
    const open = (await sportTickets('demo')).find((t) => t.status === 'Wait')!;
    const tickets = section.getByRole('article', { name: /^Tickets/ });
    await tickets.getByLabel(`Settle ticket ${open.ticket_code}`, { exact: true }).first().click();
    await tickets.getByRole('button', { name: `Settle ticket ${open.ticket_code} as Winner`, exact: true }).click();
    await expect.poll(async () => (await sportTickets('demo')).find((t) => t.id === open.id)?.status).toBe('Winner');
    // The row says so at the table's next read; settling again is refused (409, logged by Chromium as intended).
    await tickets.locator(`tr[data-id="${open.id}"] .qa-tag`).filter({ hasText: /^Winner$/ }).waitFor();
    browser.allowFailedResource(409, `/sandbox/api/sport/tickets/${open.id}/settle`);
    await tickets.getByRole('button', { name: `Settle ticket ${open.ticket_code} as Winner`, exact: true }).click();
    await tickets.getByRole('alert').filter({ hasText: /failed: 4\d\d/ }).first().waitFor();

    // The element: dgt, European view, Results: the provider's Results page in its frame.
    const element = section.getByRole('article', { name: /^Element/ });
    const chooser = element.getByRole('form', { name: 'What the sportsbook shows' });
    await chooser.getByRole('combobox', { name: 'Provider', exact: true }).selectOption('dgt');
    await chooser.getByRole('combobox', { name: 'View', exact: true }).selectOption('eu');
    await chooser.getByRole('combobox', { name: 'Page', exact: true }).selectOption('Results');
    await chooser.getByRole('button', { name: 'Show', exact: true }).click();
    await element.getByText('Now on the element: provider="dgt" view="eu" page="Results"', { exact: true }).waitFor();
    await element.locator('casino-sportsbook iframe').contentFrame().getByRole('heading', { level: 1, name: 'Résultats', exact: true }).waitFor({ timeout: 20_000 });
  });
});

/** A 1×1 PNG (the sandbox sniffs the bytes, not the name). */
const PNG_1PX = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

async function apiLogin(username: string, password: string): Promise<string> {
  const res = await fetch(`${baseUrl()}/api/accounts/login/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!res.ok) throw new Error(`login ${username}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { access: string }).access;
}
