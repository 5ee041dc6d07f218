// The cashier (<casino-cashier>) as a player perceives it on the reference site: French
// accessible names taken from the code's `message:` strings (widgets/cashier/, widgets/cashier/views/),
// the simulated providers' French pages (demo/sandbox/routes/payment-page-texts.ts), and the sandbox's
// control plane for the provider's and QA's side (demo/sandbox/routes/sandbox-payments.ts,
// sandbox-cashier.ts). Role and label locators pierce the element's open shadow root.
import { expect } from 'vitest';
import type { FrameLocator, Locator, Page } from 'playwright-core';
import { call } from './sandbox';
import { siteUrl, waitForPath } from './shell';
import { loginWidget } from './site';

export const CASHIER_FR = {
  nav: 'Caisse', // cashier.nav
  resume: 'Reprendre le paiement', // cashier.tray.resume
  titleBalance: 'Solde', // cashier.title.balance
  held: 'Réservé (retraits en cours)', // cashier.balance.held
  walletTitle: 'Approuvez le paiement dans votre application', // cashier.deposit.wallet_title
  titleDeposit: 'Dépôt', // cashier.title.deposit
  titlePayout: 'Retrait', // cashier.title.payout
  titleHistory: 'Historique des paiements', // cashier.title.history
  titleTransfers: 'Transferts', // cashier.title.transfers
  depositSystems: 'Moyen de paiement', // cashier.deposit.systems
  payoutSystems: 'Moyen de retrait', // cashier.payout.systems
  amount: /^Montant \(/, // cashier.amount.label "Montant ({currency})"
  pay: 'Payer', // cashier.deposit.pay
  withdraw: 'Retirer', // cashier.payout.submit
  providerDialog: (name: string) => `Paiement sécurisé : ${name}`, // cashier.provider.title
  providerClose: 'Fermer', // cashier.provider.close
  tray: 'Paiements en cours', // cashier.tray.title
  pending: 'Dépôts et retraits en attente', // cashier.balance.pending (the same items on /balance)
  abandon: 'Abandonner', // cashier.deposit.abandon
  confirmAbandon: 'Oui, abandonner', // cashier.deposit.confirm_abandon_yes
  abandonedToast: 'Dépôt abandonné : rien n’a été débité de votre solde.', // cashier.deposit.abandoned_toast
  cancelled: 'Annulé', // cashier.status.cancelled: a payment the player cancelled or abandoned
  payoutList: 'Mes retraits', // cashier.payout.list
  cancel: 'Annuler', // cashier.payout.cancel
  confirmCancel: 'Oui, annuler', // cashier.payout.confirm_yes
  cancelledToast: 'Retrait annulé : le montant est revenu sur votre solde.', // cashier.payout.cancelled_toast
  payoutRequestedToast: 'Demande de retrait enregistrée.', // cashier.payout.success_toast
  status: {
    10: 'Commencé',
    20: 'Demandé',
    21: 'Approuvé',
    22: "Échec de l'approbation",
    27: 'Traitement manuel requis',
    30: 'Réussi',
    40: 'Échoué',
    45: 'Expiré',
  } as Record<number, string>, // cashier.status.<code>
  next: {
    depositWaiting: 'En attente du prestataire de paiement : une confirmation peut prendre jusqu’à 24 h.', // cashier.next.deposit_waiting
    // cashier.next.deposit_deadline: a deposit to pay by another day (a bank transfer's 72 h), day and time as LTR islands.
    depositDeadline: /^En attente du paiement : à régler avant le \u2066?\d\d\/\d\d\u2069? à \u2066?\d\d:\d\d\u2069?, sinon il expire sans rien débiter\.$/,
    depositSuccess: 'Le montant a été crédité sur votre solde.', // cashier.next.deposit_success
    payoutRequested: 'Retrait demandé : il est confirmé dans l’heure. Le montant est réservé sur votre solde.', // cashier.next.payout_requested
    payoutCancelled: 'Vous avez annulé ce retrait : le montant est revenu sur votre solde.', // cashier.detail.cancelled
  },
  history: { deposits: 'Dépôts', payouts: 'Retraits', online: 'Paiements en ligne', tabs: 'Type de paiements' }, // cashier.history.*
  crypto: {
    title: 'Dépôt en cryptomonnaie', // cashier.crypto.title
    create: 'Obtenir l’adresse de paiement', // cashier.crypto.create
    credited: 'Crédité sur votre solde :', // cashier.crypto.credited
    waitingText: 'En attente de votre envoi. Cette page se met à jour toute seule.', // cashier.crypto.waiting
    underpaid: /^Paiement incomplet : .+ reçus sur .+\. Ce qui est arrivé a été crédité sur votre solde\.$/, // cashier.crypto.underpaid
  },
  transfers: {
    title: 'Transferts avec votre caissier', // cashier.transfers.title
    form: 'Retirer vers votre caissier', // cashier.transfers.form_title
    send: 'Envoyer à mon caissier', // cashier.transfers.send
    list: 'Vos transferts', // cashier.transfers.list_title
    sent: 'Envoyé', // cashier.transfers.sent
  },
} as const;

/** The simulated providers' own French pages (demo/sandbox/routes/payment-page-texts.ts). */
export const PROVIDER_FR = {
  cardNumber: 'Numéro de carte',
  cardExpiry: "Date d'expiration (MM/AA)",
  cardCvc: 'Code de sécurité (CVC)',
  pay: 'Payer',
  threeDsTitle: 'Vérification 3-D Secure',
  threeDsCode: 'Code à usage unique',
  confirm: 'Confirmer',
  bankTitle: 'Virement bancaire',
  bankDone: "J'ai effectué le virement",
  bankWaiting: 'Virement déclaré : il sera crédité après vérification par nos équipes (jusqu’à 24 h).',
};

/** The documented test cards (demo/sandbox/services/payment-provider.ts) and the 3-D Secure code. */
export const CARD_3DS = '4000000000003220';
export const THREE_DS_CODE = '1234';

export const CASHPLAYER = { username: 'cashplayer', password: 'cashplayer1234', id: 1007 };
export const AGENT_ID = 1003;

/** "1 050,00 DT" as src/format/money.ts writes it in French (narrow no-break space, comma, no-break space). */
export function dt(amount: number): string {
  const [int, dec] = amount.toFixed(2).split('.');
  return `${int.replace(/\B(?=(\d{3})+(?!\d))/g, '\u202F')},${dec}\u00A0DT`;
}

/** The balance in the site's header summary ("Solde"), as shown on a desktop viewport. */
export const headerBalance = (page: Page) => page.getByRole('banner').getByRole('definition').nth(2);

/** Waits until the header shows `amount` (the session's user poll or a money action updates it). */
export async function expectHeaderBalance(page: Page, amount: number, timeout = 15_000): Promise<void> {
  await expect.poll(() => headerBalance(page).textContent(), { timeout }).toBe(dt(amount));
}

/** Signs a player in through the sign-in page's form, as a player would; resolves on /main with the session stored. */
export async function signIn(page: Page, username: string, password: string): Promise<void> {
  await page.goto(siteUrl('/sign-in'));
  await loginWidget(page.getByRole('main')).signIn(username, password);
  await waitForPath(page, '/main');
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('casino-widgets:session') !== null), { timeout: 10_000 })
    .toBe(true);
}

/** The cashier in the page's <main>, by what the player sees. */
export function cashier(page: Page) {
  const main = page.getByRole('main');
  return {
    main,
    heading: (name: string) => main.getByRole('heading', { level: 1, name, exact: true }),
    navLink: (name: string) => main.getByRole('navigation', { name: CASHIER_FR.nav, exact: true }).getByRole('link', { name, exact: true }),
    /** A payment method's radio: its accessible name starts with the method's name. */
    system: (name: string) => main.getByRole('radio', { name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`) }),
    amount: main.getByRole('textbox', { name: CASHIER_FR.amount }),
    pay: main.getByRole('button', { name: CASHIER_FR.pay, exact: true }),
    withdraw: main.getByRole('button', { name: CASHIER_FR.withdraw, exact: true }),
    providerDialog: (systemName: string) => page.getByRole('dialog', { name: CASHIER_FR.providerDialog(systemName), exact: true }),
    tray: main.getByRole('region', { name: CASHIER_FR.tray, exact: true }),
    /** The tray's entry of payment `id` (the entry carries data-payment); on /balance, the same entry under the page's heading. */
    trayItem: (id: number) => main.getByRole('region', { name: new RegExp(`^(${CASHIER_FR.tray}|${CASHIER_FR.pending})$`) }).locator(`li[data-payment="${id}"]`),
    payoutList: main.getByRole('region', { name: CASHIER_FR.payoutList, exact: true }),
    /** A row of the withdrawals list, by the payment's number ("#17"). */
    payoutRow: (id: number) =>
      main.getByRole('region', { name: CASHIER_FR.payoutList, exact: true }).getByRole('listitem').filter({ hasText: new RegExp(`#${id}(?!\\d)`) }),
  };
}

/** The provider's page inside the cashier's modal frame. */
export function providerFrame(dialog: Locator): FrameLocator {
  return dialog.locator('iframe').contentFrame();
}

/** Pays on the sandbox's card page in `frame` with a test card (its documented outcome: TEST_CARDS). */
export async function payByCard(frame: FrameLocator, number: string): Promise<void> {
  await frame.getByLabel(PROVIDER_FR.cardNumber, { exact: true }).fill(number);
  await frame.getByLabel(PROVIDER_FR.cardExpiry, { exact: true }).fill('12/39');
  await frame.getByLabel(PROVIDER_FR.cardCvc, { exact: true }).fill('123');
  await frame.getByRole('button', { name: PROVIDER_FR.pay, exact: true }).click();
}

// --- the sandbox's side --------------------------------------------------------------------------------

export interface SandboxPayment {
  id: number;
  type: 'deposit' | 'payout';
  amount: string;
  status: number;
  payment_system: string;
  user: number;
  username: string;
  credited_amount: string | null;
  redirect_link: string | null;
}

/** Every payment of every player, newest first (QA's control plane). */
export const allPayments = () => call<SandboxPayment[]>('GET', '/sandbox/api/payments');

/** A player's payments of one type, newest first. */
export async function paymentsOf(username: string, type: 'deposit' | 'payout'): Promise<SandboxPayment[]> {
  return (await allPayments()).filter((p) => p.username === username && p.type === type);
}

/** What the server holds for a player's open withdrawals (contract: held while 10, 20, 21, 27). */
export async function heldOf(username: string): Promise<number> {
  const open = (await paymentsOf(username, 'payout')).filter((p) => [10, 20, 21, 27].includes(p.status));
  return Math.round(open.reduce((sum, p) => sum + Number(p.amount) * 100, 0)) / 100;
}

/** QA's approval action on a payment (the control plane's /sandbox/api/payments/{id}/{action}). */
export const approve = (id: number, action: 'approve_success' | 'approve_fail' | 'process_after_approve' | 'manual_success' | 'manual_fail') =>
  call<SandboxPayment>('POST', `/sandbox/api/payments/${id}/${action}`);

/** The player's balance as the server keeps it (the user row, seen by the control plane's overview). */
export async function serverBalance(page: Page): Promise<string> {
  // Through the tab's own client: the tokens are DPoP-bound to the tab's key (wheel.test.ts does the same).
  const user = await page.evaluate(() => {
    const bag = (globalThis as unknown as Record<symbol, { http: { request(r: object, c: (d: unknown) => unknown): Promise<unknown> } }>)[
      Symbol.for('casino-widgets@1')
    ];
    return bag.http.request({ method: 'GET', path: '/api/accounts/user' }, (d) => d) as Promise<{ balance: string }>;
  });
  return user.balance;
}
