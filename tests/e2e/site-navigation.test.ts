// Moving around the reference site as a player does: links and menus on a desktop (1280×800) and on a
// phone (375×812), the browser's Back and Forward, deep links that survive a reload, responsible gaming
// one click away from every page, the guest refusal of the crash game, and the language selector (en,
// ar right to left, back to fr).
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { DESKTOP, SITE_FR, header, pageHeading, pathOf, signInAsDemo, siteUrl, toast, waitForPath, openSitePage } from './support/shell';

const PHONE = { width: 375, height: 812 };

describe('reference site: navigation', () => {
  const browser = useBrowser();

  const openAt = (path: string, viewport = DESKTOP) => openSitePage(browser, path, viewport);

  it('Back and Forward walk the pages the player opened, each shown again', async () => {
    const page = await openAt('/main');
    await pageHeading(page, SITE_FR.mainTitle).waitFor();
    const main = page.getByRole('main');

    await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ', exact: true }).click();
    await waitForPath(page, '/faq');
    await pageHeading(page, 'Questions fréquentes').waitFor();
    await main.getByRole('link', { name: 'Dépôts et retraits', exact: true }).click();
    await waitForPath(page, '/faq/depoziti-i-vyplati');
    await pageHeading(page, 'Dépôts et retraits').waitFor();

    await page.goBack();
    await waitForPath(page, '/faq');
    await pageHeading(page, 'Questions fréquentes').waitFor();
    await page.goBack();
    await waitForPath(page, '/main');
    await pageHeading(page, SITE_FR.mainTitle).waitFor();
    await page.goForward();
    await waitForPath(page, '/faq');
    await pageHeading(page, 'Questions fréquentes').waitFor();
    await page.goForward();
    await waitForPath(page, '/faq/depoziti-i-vyplati');
    await pageHeading(page, 'Dépôts et retraits').waitFor();
  });

  it('deep links survive a reload (the server answers every page URL with the site)', async () => {
    const page = await openAt('/faq/depoziti-i-vyplati');
    await pageHeading(page, 'Dépôts et retraits').waitFor();
    await page.reload();
    await pageHeading(page, 'Dépôts et retraits').waitFor();
    expect(pathOf(page)).toBe('/faq/depoziti-i-vyplati');

    await page.goto(siteUrl('/terms-and-conditions/privacyPolicy'));
    await pageHeading(page, 'Politique de confidentialité').waitFor();
    const response = await page.reload();
    expect(response?.status()).toBe(200);
    await pageHeading(page, 'Politique de confidentialité').waitFor();
    expect(pathOf(page)).toBe('/terms-and-conditions/privacyPolicy');
  });

  it('desktop: the main menu and the footer links open their pages', async () => {
    const page = await openAt('/main');
    const { mainMenu } = header(page);
    const footer = page.getByRole('contentinfo');

    await mainMenu.getByRole('link', { name: 'Paris sportifs', exact: true }).click();
    await waitForPath(page, '/sport/sft');
    await pageHeading(page, 'Paris sportifs').waitFor();
    expect(await mainMenu.getByRole('link', { name: 'Paris sportifs', exact: true }).getAttribute('aria-current')).toBe('page');
    // Sport pages hide the footer (spec §2).
    expect(await footer.count()).toBe(0);

    await mainMenu.getByRole('link', { name: 'Casino en direct', exact: true }).click();
    await waitForPath(page, '/slots/live-casino');
    await pageHeading(page, 'Casino en direct').waitFor();

    for (const [name, path, h1] of [
      ['À propos', '/about-us', 'À propos de nous'],
      ['Contacts', '/contacts', 'Contacts'],
      ['Aide', '/help', 'Aide'],
      ['Conditions générales', '/terms-and-conditions', 'Conditions générales'],
      ['Politique de confidentialité', '/terms-and-conditions/privacyPolicy', 'Politique de confidentialité'],
      ['Informations légales', '/info', 'Informations'],
    ] as const) {
      await footer.getByRole('link', { name, exact: true }).click();
      await waitForPath(page, path);
      await pageHeading(page, h1).waitFor();
    }
    // The logo (the host page's brand, demo/site/index.html) leads home.
    await header(page).banner.getByRole('link', { name: 'Kenz', exact: true }).click();
    await waitForPath(page, '/main');
    await pageHeading(page, SITE_FR.mainTitle).waitFor();
  });

  it('desktop: a guest choosing the crash game is asked to identify and stays where they are', async () => {
    const page = await openAt('/faq');
    await pageHeading(page, 'Questions fréquentes').waitFor();
    await header(page).mainMenu.getByRole('link', { name: 'Crash game', exact: true }).click();
    await toast(page, SITE_FR.pleaseAuthenticate).waitFor();
    expect(pathOf(page)).toBe('/faq');
    expect(await pageHeading(page, 'Questions fréquentes').isVisible()).toBe(true);
  });

  it('responsible gaming is one click away from every page, phone and desktop, the footerless sport pages too', async () => {
    for (const [viewport, path] of [
      [DESKTOP, '/main'],
      [DESKTOP, '/sport/sft'],
      [DESKTOP, '/registration'],
      [PHONE, '/slots/casino'],
      [PHONE, '/faq/igrovoi-kont'],
    ] as const) {
      const page = await openAt(path, viewport);
      await header(page).responsible.click();
      await waitForPath(page, '/terms-and-conditions/responsibleGaming');
      await pageHeading(page, SITE_FR.responsible).waitFor();
    }
  });

  it('phone: the burger opens the side menu dialog; a link closes it and opens its page', async () => {
    const page = await openAt('/main', PHONE);
    const { burger, mainMenu } = header(page);
    // The desktop main menu gives way to the burger on a phone.
    expect(await mainMenu.isVisible()).toBe(false);
    await burger.click();
    const panel = page.getByRole('dialog', { name: SITE_FR.sideMenu, exact: true });
    await panel.waitFor();
    const menu = panel.getByRole('navigation', { name: SITE_FR.sideMenu, exact: true });
    // Spec §2 "Side menu", in order.
    expect(await menu.getByRole('link').allTextContents()).toEqual([
      'Paris sportifs',
      'Paris en direct',
      'Casino',
      'Casino en direct',
      'TVBet en direct',
      'Evolution en direct',
      'Jeux virtuels',
      'À propos',
      'Conditions générales',
      'Jeu responsable',
    ]);
    // Esc closes it, focus back on the page.
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });

    await burger.click();
    await panel.getByRole('link', { name: 'À propos', exact: true }).click();
    await waitForPath(page, '/about-us');
    await pageHeading(page, 'À propos de nous').waitFor();
    await panel.waitFor({ state: 'hidden' });

    // The close button too.
    await burger.click();
    await panel.getByRole('button', { name: SITE_FR.closePanel, exact: true }).click();
    await panel.waitFor({ state: 'hidden' });
  });

  it('phone: the bottom navigation (home, sport, casino) and the login button to /sign-in', async () => {
    const page = await openAt('/about-us', PHONE);
    const nav = page.getByRole('navigation', { name: SITE_FR.bottomNav, exact: true });
    await nav.waitFor();
    // A guest has no account entry.
    expect(await nav.getByRole('button').count()).toBe(0);

    await nav.getByRole('link', { name: SITE_FR.home, exact: true }).click();
    await waitForPath(page, '/main');
    await pageHeading(page, SITE_FR.mainTitle).waitFor();
    expect(await nav.getByRole('link', { name: SITE_FR.home, exact: true }).getAttribute('aria-current')).toBe('page');

    await nav.getByRole('link', { name: SITE_FR.sport, exact: true }).click();
    await waitForPath(page, '/sport');
    const chooser = page.getByRole('dialog', { name: SITE_FR.sportChooser, exact: true });
    await chooser.getByRole('link', { name: SITE_FR.sportHome, exact: true }).click();
    await waitForPath(page, '/sport/sft');
    await pageHeading(page, 'Paris sportifs').waitFor();
    await chooser.waitFor({ state: 'hidden' });

    await nav.getByRole('link', { name: SITE_FR.casino, exact: true }).click();
    await waitForPath(page, '/slots/casino');
    await pageHeading(page, 'Casino').waitFor();

    await header(page).banner.getByRole('link', { name: SITE_FR.signIn, exact: true }).click();
    await waitForPath(page, '/sign-in');
    await page.getByRole('main').getByRole('button', { name: 'Se connecter', exact: true }).waitFor();
  });

  it('phone: Back from the sport chooser leaves no modal over the previous page', async () => {
    const page = await openAt('/main', PHONE);
    await pageHeading(page, SITE_FR.mainTitle).waitFor();
    await page.getByRole('navigation', { name: SITE_FR.bottomNav }).getByRole('link', { name: SITE_FR.sport, exact: true }).click();
    const chooser = page.getByRole('dialog', { name: SITE_FR.sportChooser, exact: true });
    await chooser.waitFor();
    await page.goBack();
    await waitForPath(page, '/main');
    await chooser.waitFor({ state: 'hidden' });
    // Nothing modal is left: the page's own links answer.
    await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ', exact: true }).click();
    await waitForPath(page, '/faq');
    await page.reload();
    await pageHeading(page, 'Questions fréquentes').waitFor();
    expect(await chooser.isVisible()).toBe(false);
  });

  it('phone, signed in: the account entry shows the balance and opens the account panel', async () => {
    const page = await browser.newPage();
    await page.setViewportSize(PHONE);
    await signInAsDemo(page);
    const nav = page.getByRole('navigation', { name: SITE_FR.bottomNav, exact: true });
    const account = nav.getByRole('button', { name: new RegExp(`^${SITE_FR.account} `) });
    await account.waitFor();
    expect(await account.textContent()).toContain('1\u202F000,00\u00A0DT');
    await account.click();
    const panel = page.getByRole('dialog', { name: SITE_FR.account, exact: true });
    await panel.getByRole('navigation', { name: 'Menu du profil', exact: true }).waitFor();
    await panel.getByRole('link', { name: 'Paramètres', exact: true }).click();
    await waitForPath(page, '/settings');
    await pageHeading(page, 'Paramètres du compte').waitFor();
  });

  it('the language selector switches to English, to Arabic (right to left) and back to French', async () => {
    const page = await openAt('/main');
    await pageHeading(page, SITE_FR.mainTitle).waitFor();
    // [primary language subtag, direction] of the document (lang may carry a region: en-US, fr-FR).
    const documentLanguage = () => page.evaluate(() => [document.documentElement.lang.split('-')[0], document.documentElement.dir]);
    const choose = async (language: string) => {
      await header(page).language.click();
      await header(page).banner.getByRole('button', { name: language, exact: true }).click();
    };
    expect(await header(page).language.getAttribute('aria-label')).toBe('FR — Langue : Français');

    await choose('English');
    await pageHeading(page, 'Casino — sports betting and online casino').waitFor();
    expect(await documentLanguage()).toEqual(['en', 'ltr']);
    expect(await header(page).language.getAttribute('aria-label')).toBe('EN — Language: English');
    await page.getByRole('banner').getByRole('link', { name: 'Sports betting', exact: true }).waitFor();

    await choose('العربية');
    await pageHeading(page, 'الكازينو — المراهنات الرياضية والكازينو عبر الإنترنت').waitFor();
    expect(await documentLanguage()).toEqual(['ar', 'rtl']);
    await page.getByRole('banner').getByRole('link', { name: 'المراهنات الرياضية', exact: true }).waitFor();
    // Mirrored: the header's logo now sits on the right.
    const logo = await page.getByRole('banner').getByRole('link', { name: 'Kenz', exact: true }).boundingBox();
    expect(logo!.x).toBeGreaterThan(DESKTOP.width / 2);

    // The choice survives a reload.
    await page.reload();
    await pageHeading(page, 'الكازينو — المراهنات الرياضية والكازينو عبر الإنترنت').waitFor();
    expect(await documentLanguage()).toEqual(['ar', 'rtl']);

    await choose('Français');
    await pageHeading(page, SITE_FR.mainTitle).waitFor();
    expect(await documentLanguage()).toEqual(['fr', 'ltr']);
    await header(page).mainMenu.getByRole('link', { name: 'Paris sportifs', exact: true }).waitFor();
  });
});
