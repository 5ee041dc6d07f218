// The prize wheel end to end (spec shell-session-wheel.md §2, §4 "Wheel"): on the reference site
// and on the partner page of another origin, clicked as a player would, against the real sandbox. The
// outcome is the server's: the tests force the next prize through the sandbox's QA control API (docs/qa.md)
// so amounts are known, then read what the player sees (the live region, the header's balance, the
// history table).
import { beforeEach, describe, expect, it } from 'vitest';
import type { Locator, Page, Request } from 'playwright-core';
import { rendered, useBrowser } from './support/browser';
import { baseUrl, call, partnerUrl } from './support/sandbox';
import { siteUrl } from './support/shell';
import { DEMO, DEMO_BALANCE_FR, loginWidget } from './support/site';

/** French texts of the wheel (src/i18n/locales/fr/wheel/messages.po). */
const WHEEL_FR = {
  title: 'Roue de la fortune', // wheel.title, site.wheel.open
  free: 'Tour gratuit', // wheel.spin_free
  paid: /^Tourner pour /, // wheel.spin_paid + the cost
  spinning: 'La roue tourne…', // wheel.spinning
  won: 'Vous avez gagné !', // wheel.result.won
  nothing: 'Pas de gain cette fois', // wheel.result.nothing
  short: /^Solde insuffisant pour un tour payant/, // wheel.spin_short
  deposit: 'Déposer', // wheel.deposit
  history: 'Historique', // wheel.tab_history
  nextFree: 'Prochain tour gratuit dans', // wheel.next_free_spin
  signInModal: 'Connexion requise', // site.modal.sign_in
};

const LOW = { username: 'low', password: 'low12345' };

interface Prize {
  id: number;
  name: string;
  amount: string;
  wallet: 'balance' | 'bonus' | null;
  is_present: boolean;
}

/** The seeded segments, by their French label ("5 TND", "Rejouez"). */
async function prizeNamed(name: string): Promise<Prize> {
  const prizes = await call<Prize[]>('GET', '/services/wheel/prizes/');
  const prize = prizes.find((p) => p.name === name);
  if (!prize) throw new Error(`no prize named ${name} in ${prizes.map((p) => p.name).join(', ')}`);
  return prize;
}

const forceNextPrize = async (name: string) => call('PUT', '/sandbox/api/wheel', { next_prize_id: (await prizeNamed(name)).id });
const setFreeSpin = (username: string, available: boolean) => call('POST', '/sandbox/api/wheel/free-spin', { username, available });

/** The wheel as the player perceives it, inside `scope` (a dialog, the partner's section). */
function wheelIn(scope: Locator) {
  return {
    free: scope.getByRole('button', { name: WHEEL_FR.free, exact: true }),
    paid: scope.getByRole('button', { name: WHEEL_FR.paid }),
    status: scope.getByRole('status'),
    historyTab: scope.getByRole('button', { name: WHEEL_FR.history, exact: true }),
    historyRows: scope.getByRole('table').getByRole('row'),
    /** The result panel of the spin just pressed (about 5 s after the press, spec §4). */
    async result(text: string) {
      await scope.getByText(text, { exact: true }).waitFor({ timeout: 15_000 });
    },
  };
}

/** The balance in the site's header summary ("Solde"), as shown. */
const headerBalance = (page: Page) => page.getByRole('banner').getByRole('definition').nth(2);

describe('prize wheel', () => {
  const browser = useBrowser();

  beforeEach(async () => {
    await call('POST', '/sandbox/api/reset');
  });

  it('on the site: a guest is sent to sign in, then demo spins free, then paid; balance and history follow', { timeout: 90_000 }, async () => {
    const page = await browser.newPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    const spins: Request[] = [];
    page.on('request', (r) => r.method() === 'POST' && new URL(r.url()).pathname === '/services/wheel/spin/' && spins.push(r));
    await page.goto(siteUrl('/wheel-game'));

    // /wheel-game: the wheel full screen over the home page; a guest sees the free button.
    const dialog = page.getByRole('dialog', { name: WHEEL_FR.title, exact: true });
    const wheel = wheelIn(dialog);
    await wheel.free.click();

    // Pressing spin as a guest asks for a sign-in (the site answers casino-login-required with its modal).
    const signIn = page.getByRole('dialog', { name: WHEEL_FR.signInModal, exact: true });
    await loginWidget(signIn).signIn(DEMO.username, DEMO.password);
    await signIn.waitFor({ state: 'hidden' });
    expect(spins).toEqual([]);

    // Free spin of the day, forced onto "5 TND" (credited to the balance).
    await forceNextPrize('5 TND');
    await wheel.free.click();
    await wheel.status.getByText(WHEEL_FR.spinning).waitFor();
    await wheel.result(WHEEL_FR.won);
    await expect.poll(() => headerBalance(page).textContent(), { timeout: 10_000 }).toBe('1\u202F005,00\u00A0DT');

    // The free spin is used: the paid button with its cost, and the countdown to 09:00 UTC.
    await wheel.paid.waitFor();
    expect(await wheel.paid.textContent()).toContain('2,00\u00A0DT');
    await dialog.getByText(WHEEL_FR.nextFree).waitFor();

    // A paid spin forced onto "Rejouez": the balance drops by exactly the cost.
    await forceNextPrize('Rejouez');
    await wheel.paid.click();
    await wheel.result(WHEEL_FR.nothing);
    await expect.poll(() => headerBalance(page).textContent(), { timeout: 10_000 }).toBe('1\u202F003,00\u00A0DT');

    // One POST per press, each with its own Idempotency-Key.
    expect(spins).toHaveLength(2);
    const keys = await Promise.all(spins.map(async (r) => (await r.allHeaders())['idempotency-key']));
    expect(new Set(keys).size).toBe(2);

    // The history shows both, newest first: paid then free.
    await wheel.historyTab.click();
    await expect.poll(() => wheel.historyRows.count(), { timeout: 10_000 }).toBe(3); // header + 2
    const rows = await wheel.historyRows.allTextContents();
    expect(rows[1]).toContain('Payant');
    expect(rows[1]).toContain('0,00\u00A0DT');
    expect(rows[2]).toContain('Gratuit');
    expect(rows[2]).toContain('5,00\u00A0DT');

    // Closing the full-screen modal lands on /main.
    await dialog.getByRole('button', { name: 'Fermer', exact: true }).first().click();
    await page.waitForURL((url) => url.pathname === '/main');
  });

  it('on the site: low (0.50) is told the paid spin needs 2,00 DT, the button sends nothing, Déposer opens the deposit page', { timeout: 60_000 }, async () => {
    await setFreeSpin(LOW.username, false);
    const page = await browser.newPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    const spins: Request[] = [];
    page.on('request', (r) => r.method() === 'POST' && r.url().includes('/services/wheel/spin') && spins.push(r));
    await page.goto(siteUrl('/sign-in'));
    await loginWidget(page.getByRole('main')).signIn(LOW.username, LOW.password);
    await page.waitForURL((url) => url.pathname === '/main');
    await expect.poll(() => headerBalance(page).textContent(), { timeout: 10_000 }).toBe('0,50\u00A0DT');

    // The header's wheel button opens the modal of the stack.
    await page.getByRole('banner').getByRole('button', { name: WHEEL_FR.title }).click();
    const dialog = page.getByRole('dialog', { name: WHEEL_FR.title, exact: true });
    // The button says why, aria-disabled, so it stays focusable and its reason is read out.
    const short = dialog.getByRole('button', { name: WHEEL_FR.short });
    await short.waitFor({ timeout: 15_000 });
    expect(await short.getAttribute('aria-disabled')).toBe('true');
    expect(await short.textContent()).toContain('2,00\u00A0DT');
    await short.click({ force: true });
    // The press ends in the click itself (a short balance never reaches the store): once it is drawn, the
    // button is not spinning and no spin request went out.
    await rendered(page);
    expect(await short.getAttribute('aria-busy')).toBeNull();
    expect(spins).toEqual([]);
    // The balance inside the wheel, and nothing taken.
    await dialog.getByText('0,50\u00A0DT', { exact: true }).waitFor();
    expect(await headerBalance(page).textContent()).toBe('0,50\u00A0DT');

    // Déposer: the site's deposit page (casino-deposit-requested), the wheel's modal closed.
    await dialog.getByRole('button', { name: WHEEL_FR.deposit, exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/profile/replenishment');
    await dialog.waitFor({ state: 'hidden' });
  });

  it('on the partner page of another origin: the wheel asks a guest to sign in with its own dialog, then spins', { timeout: 90_000 }, async () => {
    const main = baseUrl();
    const partner = partnerUrl();
    await setFreeSpin(DEMO.username, true);
    await forceNextPrize('Bonus 5');

    const page = await browser.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
    await page.goto(`${partner}/`);
    const section = page.getByRole('region', { name: 'Jeu concours : tentez votre chance', exact: true });
    const wheel = wheelIn(section);
    await wheel.free.waitFor();

    // No style leaks either way: the partner's box sets loud inherited properties (italic, uppercase, word
    // spacing, a red SVG stroke) that stop at our root; the partner's own heading keeps them.
    const styles = await page.evaluate(() => {
      const pick = (el: Element | null | undefined) => {
        const s = getComputedStyle(el!);
        return { fontStyle: s.fontStyle, textTransform: s.textTransform, wordSpacing: s.wordSpacing, stroke: s.stroke };
      };
      const root = document.querySelector('casino-wheel.jeu-roue')!.shadowRoot!;
      return { button: pick(root.querySelector('button')), label: pick(root.querySelector('svg text')), partner: pick(document.querySelector('.jeu h2')) };
    });
    expect(styles.button).toMatchObject({ fontStyle: 'normal', textTransform: 'none', wordSpacing: '0px' });
    expect(styles.label).toMatchObject({ fontStyle: 'normal', stroke: 'none' });
    expect(styles.partner).toMatchObject({ fontStyle: 'italic', textTransform: 'uppercase' });

    await wheel.free.click();
    expect(scripts).toContain(`${main}/dist/casino-wheel.js`);

    // No host handled casino-login-required: the wheel's default action, the login element as a modal.
    const signIn = section.getByRole('dialog');
    await loginWidget(signIn).signIn(DEMO.username, DEMO.password);
    await signIn.waitFor({ state: 'hidden' });

    // The session is the page's: the header's login element shows demo too.
    const header = loginWidget(page.getByRole('banner'));
    await header.logout.waitFor();
    expect(await header.summary()).toEqual({ Joueur: DEMO.username, ID: DEMO.id, Solde: DEMO_BALANCE_FR });

    // Spin: a bonus prize, announced by the wheel and heard by the partner's markup (casino-wheel-spin).
    const spin = page.waitForResponse((r) => new URL(r.url()).pathname === '/services/wheel/spin/');
    await wheel.free.click();
    const answer = await spin;
    expect(new URL(answer.url()).origin).toBe(main);
    expect(answer.status()).toBe(200);
    await wheel.result(WHEEL_FR.won);
    await section.getByText(/^Dernier tirage n° \d+ \(tour gratuit\) : Bonus 5 \(5,00 TND\) sur le solde bonus/).waitFor();
  });
});
