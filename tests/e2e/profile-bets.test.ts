// The bet history end to end (cancelling the open ticket; spec money-and-games.md
// §2, §4, §8 "ticket canceled"): demo opens the bet history from the profile's menu, sees the seeded
// tickets with their statuses in French (Cancelled as "Vendu"), opens the open ticket whose matches have
// not started, cancels it (confirming first), reads 'Ticket annulé', the header balance rises by the stake,
// and the history shows the ticket "Vendu"; sells it at its quote instead (the player's cash-out: the
// balance rises by exactly the amount confirmed, « Vendu »); and the list and a ticket's details in French and Arabic, on a
// phone and a desktop. Everything by role and label (French, or the Arabic catalogue's), as a player clicks. The
// cancellation gives demo their stake back: the seed is restored after the file, for the files after it.
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from './support/browser';
import { call } from './support/sandbox';
import { moveOdds } from './support/sport';
import { cspViolations, describeViolations, header, recordCspViolations, seriousAxeViolations, signInAsDemo, siteUrl, toast } from './support/shell';
import { dt, headerBalance, signIn } from './support/cashier';
import { plain, profile } from './support/profile';

/** widgets/profile/sections/bet-history.tsx, bet-details.tsx, bet-cancel.tsx, bet-labels.ts and menu.ts. */
const BETS_FR = {
  menu: 'Historique des paris', // profile.menu.bet_history
  title: 'Historique des paris', // profile.bets.title
  status: { wait: 'En attente', lost: 'Perdu', won: 'Gagné', sold: 'Vendu' }, // profile.bets.status_*
  openTicket: 'voir le détail du ticket', // profile.bets.open_ticket
  detailTitle: (code: string) => `Ticket ${code}`, // profile.bets.detail_title
  selections: 'Sélections', // profile.bets.selections
  cancel: 'Annuler le ticket', // profile.bets.cancel
  confirm: 'Oui, annuler le ticket', // profile.bets.cancel_yes
  cancelled: 'Ticket annulé', // profile.bets.cancelled_toast
  back: 'Retour à l’historique des paris', // profile.bets.back
  sell: 'Vendre le ticket', // profile.bets.cashout
  sellYes: 'Oui, vendre', // profile.bets.cashout_yes
  sold: 'Ticket vendu', // profile.bets.sold_toast
};

interface QaTicket {
  id: number | string;
  ticket_code: string;
  status: string;
  amount_in: string;
  legs?: Array<{ event_id?: string; start_time?: string | null; event_start?: string | null }>;
}

/** Demo's open ticket whose matches have not started, from QA's ticket list (docs/api.md "Sport"). */
async function openTicket(): Promise<QaTicket> {
  const answer = await call<QaTicket[] | { results: QaTicket[] } | { tickets: QaTicket[] }>('GET', '/sandbox/api/sport/tickets?username=demo');
  const tickets = Array.isArray(answer) ? answer : 'results' in answer ? answer.results : answer.tickets;
  const open = tickets.find(
    (t) => t.status.toLowerCase() === 'wait' && (t.legs ?? []).every((l) => Date.parse(l.start_time ?? l.event_start ?? '9999-01-01') > Date.now()),
  );
  if (!open) throw new Error(`no cancelable ticket for demo in ${JSON.stringify(tickets).slice(0, 400)}`);
  return open;
}

/** The same words in Arabic (src/i18n/locales/ar/profile/messages.po). */
const BETS_AR = { title: 'سجل الرهانات', sold: 'مُباع', selections: 'الاختيارات' };

const VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } };

async function switchToArabic(page: Page): Promise<void> {
  await header(page).language.click();
  await page.getByRole('banner').getByRole('button', { name: 'العربية', exact: true }).click();
  await page.waitForFunction(() => document.documentElement.dir === 'rtl');
}

const amountOf = (text: string | null) => Number(plain(text).replace(/[^\d,]/g, '').replace(',', '.'));

describe('profile: bet history', () => {
  const browser = useBrowser();

  beforeEach(async () => {
    await call('POST', '/sandbox/api/reset');
  });

  afterAll(async () => {
    await call('POST', '/sandbox/api/reset');
  });

  it('demo opens the bet history, opens the open ticket, cancels it: "Ticket annulé", the balance rises, the ticket is sold', { timeout: 90_000 }, async () => {
    const ticket = await openTicket();
    const stake = Number(ticket.amount_in);
    const page = await browser.newPage();
    await signIn(page, 'demo', 'demo1234');
    await page.goto(siteUrl('/profile'));
    const p = profile(page);
    await p.menuLink(BETS_FR.menu).click();
    await p.section(BETS_FR.title).waitFor();
    expect(new URL(page.url()).pathname).toBe('/profile/bet-history');

    // The seeded tickets, their statuses in words (a cash-out shown as sold).
    const table = p.main.getByRole('table');
    const rowTexts = () => table.getByRole('row').evaluateAll((trs) => trs.map((tr) => tr.textContent ?? ''));
    await expect.poll(async () => (await rowTexts()).length, { timeout: 15_000 }).toBeGreaterThan(5);
    const all = (await rowTexts()).join('\n');
    for (const status of Object.values(BETS_FR.status)) expect(all).toContain(status);
    // The provider filter offers the site's books only: no Altenar choice without an Altenar book.
    const books = await p.main.getByLabel('Fournisseur', { exact: true }).locator('option').allTextContents();
    expect(books.map(plain)).toEqual(['Tous les fournisseurs', 'Softion', 'Digitain']);

    const before = amountOf(await headerBalance(page).textContent());
    expect(before).toBeGreaterThan(0);

    // The open ticket's details: its selections, and the cancel button.
    await p.main.getByRole('link', { name: `${ticket.ticket_code} ${BETS_FR.openTicket}` }).click();
    await p.section(BETS_FR.detailTitle(ticket.ticket_code)).waitFor();
    await p.main.getByRole('heading', { level: 3, name: BETS_FR.selections }).waitFor();
    await p.main.getByRole('button', { name: BETS_FR.cancel, exact: true }).click();
    await p.main.getByRole('button', { name: BETS_FR.confirm, exact: true }).click();
    await toast(page, BETS_FR.cancelled).waitFor({ timeout: 10_000 });
    await expect.poll(() => headerBalance(page).textContent(), { timeout: 10_000 }).toBe(dt(before + stake));
    await expect(p.main.getByRole('button', { name: BETS_FR.cancel, exact: true }).count()).resolves.toBe(0);

    // Back in the history: the ticket is sold.
    await p.main.getByRole('link', { name: BETS_FR.back }).click();
    await p.section(BETS_FR.title).waitFor();
    const row = table.getByRole('row').filter({ hasText: ticket.ticket_code });
    await expect.poll(() => row.textContent(), { timeout: 10_000 }).toContain(BETS_FR.status.sold);

    // The server kept it: a reload shows it sold too, and the balance stays where the cancellation put it.
    await page.reload();
    await p.section(BETS_FR.title).waitFor();
    await expect.poll(() => row.textContent(), { timeout: 10_000 }).toContain(BETS_FR.status.sold);
    await expect.poll(() => headerBalance(page).textContent(), { timeout: 10_000 }).toBe(dt(before + stake));
  });

  it('demo sells the open ticket once at its quote: a quote that moved is shown again beside the refusal, then "Ticket vendu", the balance rises by exactly the amount confirmed, the history says "Vendu"', { timeout: 90_000 }, async () => {
    const ticket = await openTicket();
    const page = await browser.newPage();
    await signIn(page, 'demo', 'demo1234');
    await page.goto(siteUrl('/profile/bet-history'));
    const p = profile(page);
    await p.section(BETS_FR.title).waitFor();
    const table = p.main.getByRole('table');
    const row = table.getByRole('row').filter({ hasText: ticket.ticket_code });
    // The open ticket shows what it would pay (docs/contracts/sportsbook.md §2).
    await expect.poll(() => row.textContent(), { timeout: 15_000 }).toContain('Potentiel');
    const before = amountOf(await headerBalance(page).textContent());
    await p.main.getByRole('link', { name: `${ticket.ticket_code} ${BETS_FR.openTicket}` }).click();
    await p.section(BETS_FR.detailTitle(ticket.ticket_code)).waitFor();
    // The quote on the button, then the amount named by the confirmation; the odds move every 20 s, so a
    // press the server finds moved beyond its tolerance shows the new amount, confirmed again.
    await p.main.getByRole('button', { name: new RegExp(`^${BETS_FR.sell}`) }).click();
    const credited = page.locator('casino-profile [part~="bet-cashout"] .bet-cancel__amount');
    const refusal = page.locator('casino-profile [part~="bet-cashout-error"]');
    const sellPath = `/api/integrations/softion/ticket/${encodeURIComponent(String(ticket.id))}/cashout`;
    // A refused sale is a 409 Chromium logs; it is the point here.
    browser.allowFailedResource(409, sellPath);
    /** Presses « Oui, vendre » and returns the server's answer to that press. */
    const pressYes = async () => {
      const [answer] = await Promise.all([
        page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === sellPath, { timeout: 15_000 }),
        p.main.getByRole('button', { name: BETS_FR.sellYes, exact: true }).click(),
      ]);
      return answer.status();
    };
    // QA lengthens the odds of the ticket's match after the page read the quote: the ticket is worth less,
    // so the press is refused (cashout_quote_changed) and the new, lower amount is shown to confirm.
    const quoted = amountOf(await credited.textContent());
    expect(quoted).toBeGreaterThan(0);
    await moveOdds(ticket.legs![0]!.event_id!, 1.25);
    expect(await pressYes()).toBe(409);
    await refusal.waitFor({ timeout: 10_000 });
    await expect.poll(async () => amountOf(await credited.textContent()), { timeout: 10_000 }).toBeLessThan(quoted);
    // Confirmed again at the amount shown (the odds also move every 20 s on their own: a press they
    // outran is refused the same way, and the amount shown then is the one confirmed).
    let amount = 0;
    for (let press = 0; press < 3; press++) {
      amount = amountOf(await credited.textContent());
      const status = await pressYes();
      if (status === 200) break;
      expect(status).toBe(409);
      await expect.poll(async () => amountOf(await credited.textContent()), { timeout: 10_000 }).not.toBe(amount);
    }
    await toast(page, BETS_FR.sold).waitFor({ timeout: 15_000 });
    expect(amount).toBeGreaterThan(0);
    await expect.poll(() => headerBalance(page).textContent(), { timeout: 10_000 }).toBe(dt(before + amount));
    await expect(p.main.getByRole('button', { name: new RegExp(`^${BETS_FR.sell}`) }).count()).resolves.toBe(0);
    await expect.poll(() => p.main.locator('[part~="bet-ticket-summary"]').textContent(), { timeout: 10_000 }).toContain(BETS_FR.status.sold);
    // The server kept it: the history, read again, says sold; the balance stays.
    await page.goto(siteUrl('/profile/bet-history'));
    await p.section(BETS_FR.title).waitFor();
    await expect.poll(() => row.textContent(), { timeout: 15_000 }).toContain(BETS_FR.status.sold);
    await expect.poll(() => headerBalance(page).textContent(), { timeout: 10_000 }).toBe(dt(before + amount));
    const ledger = await call<{ status: string; amount_out: string }[] | { results: { id: number | string; status: string; amount_out: string }[] }>('GET', '/sandbox/api/sport/tickets?username=demo');
    const tickets = (Array.isArray(ledger) ? ledger : ledger.results) as { id: number | string; status: string; amount_out: string }[];
    expect(tickets.find((t) => String(t.id) === String(ticket.id))).toMatchObject({ status: 'Cancelled', amount_out: amount.toFixed(2) });
  });

  for (const language of ['fr', 'ar'] as const) {
    for (const [device, viewport] of Object.entries(VIEWPORTS)) {
      it(`${language}, ${device}: the list and a ticket's details render within the screen, ${language === 'ar' ? 'right to left' : 'left to right'}, no serious axe or CSP violation`, { timeout: 60_000 }, async () => {
        const t = language === 'ar' ? BETS_AR : { title: BETS_FR.title, sold: BETS_FR.status.sold, selections: BETS_FR.selections };
        const context = await browser.newContext();
        await recordCspViolations(context);
        const page = await browser.newPage(context);
        await page.setViewportSize(viewport);
        await signInAsDemo(page);
        if (language === 'ar') await switchToArabic(page);
        await page.goto(siteUrl('/profile/bet-history'));
        const p = profile(page);
        await p.section(t.title).waitFor();
        const table = p.main.getByRole('table');
        await expect.poll(async () => (await table.getByRole('row').count()) > 5, { timeout: 15_000 }).toBe(true);
        expect(await table.textContent()).toContain(t.sold);
        expect(await page.locator('casino-profile .profile').evaluate((el) => getComputedStyle(el).direction)).toBe(language === 'ar' ? 'rtl' : 'ltr');
        expect(await page.locator('casino-profile .history-table .casino-money').first().evaluate((el) => getComputedStyle(el).direction)).toBe('ltr');
        const within = async () => {
          expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBeLessThanOrEqual(0);
          const host = await page.locator('casino-profile').boundingBox();
          expect(host && host.x >= 0 && host.x + host.width <= viewport.width).toBe(true);
        };
        await within();
        const serious = await seriousAxeViolations(page);
        expect(serious, `serious or critical axe violations (list)\n${describeViolations(serious)}`).toEqual([]);

        // The first ticket's details.
        await page.locator('casino-profile [part~="bet-ticket"]').first().click();
        await p.main.getByRole('heading', { level: 3, name: t.selections }).waitFor();
        await within();
        const seriousDetail = await seriousAxeViolations(page);
        expect(seriousDetail, `serious or critical axe violations (details)\n${describeViolations(seriousDetail)}`).toEqual([]);
        expect(await cspViolations(page)).toEqual([]);
      });
    }
  }
});
