// The QA page (demo/qa, docs/qa.md) loads cleanly and lists the elements the bundle defines.
import { beforeEach, describe, expect, it } from 'vitest';
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

// The QA page's Profile section (issue 15; docs/qa.md "Profile recipes"): QA's side of the player's area,
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
    expect((await call<{ id: number; status: string }[]>('GET', '/sandbox/api/documents')).find((d) => d.id === doc.id)?.status).toBe('pending');
    await docs.getByRole('button', { name: `Approve document ${doc.id}`, exact: true }).click();
    await expect
      .poll(async () => (await call<{ id: number; status: string }[]>('GET', '/sandbox/api/documents')).find((d) => d.id === doc.id)?.status)
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
