// Sign-up as a newcomer meets it, in French, by role and label as a player would: the
// « Inscription » call in the header (desktop and phone) and the side menu; one login form on /sign-in;
// the registration's 18+ and terms boxes (refused without them, registered with them); the currency list
// in French with the spec's symbols; the success screen without the earlier attempt's error toast.
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { DESKTOP, header, openSitePage, pageHeading, waitForPath } from './support/shell';

const PHONE = { width: 390, height: 844 };

describe('reference site: sign-up', () => {
  const browser = useBrowser();

  const openAt = (path: string, viewport = DESKTOP) => openSitePage(browser, path, viewport);

  it('« Inscription » in the header on desktop and phone, and in the side menu; it opens the registration', async () => {
    const desktop = await openAt('/main');
    const call = header(desktop).banner.getByRole('link', { name: 'Inscription', exact: true });
    await call.waitFor();
    await call.click();
    await waitForPath(desktop, '/registration');
    await pageHeading(desktop, 'Créer un compte').waitFor();

    const phone = await openAt('/main', PHONE);
    const banner = header(phone).banner;
    await banner.getByRole('link', { name: 'Inscription', exact: true }).waitFor();
    expect(await banner.getByRole('link', { name: 'Connexion', exact: true }).isVisible()).toBe(true);
    // Both calls fit the phone's header: nothing overflows the viewport.
    const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await header(phone).burger.click();
    const panel = phone.getByRole('dialog', { name: 'Menu', exact: true });
    await panel.getByRole('link', { name: 'Inscription', exact: true }).click();
    await waitForPath(phone, '/registration');
  });

  it('desktop /sign-in shows one login form (the page’s), and the header still offers « Inscription »', async () => {
    const page = await openAt('/sign-in');
    await page.getByRole('main').getByRole('button', { name: 'Se connecter', exact: true }).waitFor();
    expect(await page.getByRole('textbox', { name: "Nom d'utilisateur, téléphone ou e-mail" }).count()).toBe(1);
    expect(await header(page).banner.getByRole('link', { name: 'Inscription', exact: true }).isVisible()).toBe(true);
    // On the registration page the header offers « Connexion » instead of its form.
    const registration = await openAt('/registration');
    await header(registration).banner.getByRole('link', { name: 'Connexion', exact: true }).waitFor();
    expect(await registration.getByRole('textbox', { name: "Nom d'utilisateur, téléphone ou e-mail" }).count()).toBe(0);
  });

  it('registration: refused without the 18+ and terms boxes, French currency names; ticked, it registers and the old toast is gone', async () => {
    browser.allowFailedResource(400, '/api/accounts/registration/'); // the taken username, on purpose
    const page = await openAt('/registration');
    const main = page.getByRole('main');
    const currency = main.getByRole('combobox', { name: 'Devise' });
    await expect.poll(() => currency.locator('option').count()).toBeGreaterThan(1);
    expect(await currency.locator('option:checked').textContent()).toBe('Dinar tunisien (DT)');
    expect(await currency.locator('option').allTextContents()).not.toContain('FNT · Fun Token');

    const name = `e2e${Date.now().toString(36)}`;
    await main.getByRole('textbox', { name: "Nom d'utilisateur" }).fill('demo'); // taken: a server refusal first
    await main.getByRole('textbox', { name: 'Adresse e-mail' }).fill(`${name}@example.test`);
    await main.getByLabel('Mot de passe', { exact: true }).fill('Velvet-Harbour-42');
    await main.getByLabel('Confirmez le mot de passe', { exact: true }).fill('Velvet-Harbour-42');
    await main.getByRole('button', { name: "S'inscrire", exact: true }).click();
    await main.getByText('Confirmez que vous avez 18 ans ou plus pour créer un compte').waitFor();
    await main.getByText('Acceptez les conditions générales pour créer un compte').waitFor();
    const terms = main.getByRole('link', { name: 'Lire les conditions générales (nouvel onglet)' });
    expect(await terms.getAttribute('target')).toBe('_blank');

    await main.getByRole('checkbox', { name: "J'ai 18 ans ou plus" }).check();
    await main.getByRole('checkbox', { name: "J'ai lu et j'accepte les conditions générales" }).check();
    await main.getByRole('button', { name: "S'inscrire", exact: true }).click();
    const taken = page.getByRole('alert').getByText('Un utilisateur avec ce nom existe déjà').first();
    await taken.waitFor();

    await main.getByRole('textbox', { name: "Nom d'utilisateur" }).fill(name);
    await main.getByRole('button', { name: "S'inscrire", exact: true }).click();
    await main.getByRole('heading', { name: 'Vérifiez votre boîte e-mail' }).waitFor();
    await expect.poll(() => page.getByText('Un utilisateur avec ce nom existe déjà').count()).toBe(0);
  });
});
