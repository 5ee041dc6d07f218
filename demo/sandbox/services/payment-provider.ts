/**
 * The simulated payment providers' server side (docs/api.md "Simulated providers"): what a
 * card, a bank or an e-wallet does with what the player typed on its page. Each outcome reaches the
 * payment only as a signed callback through services/payment-callbacks.ts, as a real provider's would,
 * sent as a delivery row (services/payment-deliveries.ts) so a callback due later survives a restart.
 */
import type { Db } from '../db';
import { ApiError } from '../http/errors';
import { processDelivery, scheduleDelivery } from './payment-deliveries';
import type { CallbackStatus, PaymentStatus } from './payment-status';
import { findPayment, type PaymentRow } from './payments';

/** The documented test cards (docs/api.md): any other number passing the Luhn check succeeds. */
export const TEST_CARDS: Record<string, 'success' | 'declined' | '3ds' | 'manual' | 'expire'> = {
  '4242424242424242': 'success',
  '4000000000000002': 'declined',
  '4000000000003220': '3ds',
  '4000000000000077': 'manual',
  '4000000000000069': 'expire',
};
/** The one-time code of the simulated 3-D Secure step. */
export const THREE_DS_CODE = '1234';
const THREE_DS_ATTEMPTS = 3;

const OUTCOME_CALLBACK = { success: 'success', declined: 'failed', manual: 'manual', expire: 'expired' } as const;

export function luhn(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return number.length >= 12 && sum % 10 === 0;
}

const fieldError = (field: string, code: string, message: string) =>
  new ApiError(400, code === 'required' ? 'invalid' : code, message, `${field}: ${message}`, [{ field, code, message }]);

export interface CardInput {
  number: string;
  expiry: string;
  cvc: string;
}

/** The card fields as a provider checks them, against the sandbox clock for the expiry. */
export function checkCard(input: CardInput, now: Date): string {
  const number = input.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(number) || !luhn(number)) throw fieldError('number', 'card_number_invalid', 'Invalid card number.');
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(input.expiry.trim());
  const month = match ? Number(match[1]) : 0;
  if (!match || month < 1 || month > 12) throw fieldError('expiry', 'card_expiry_invalid', 'Use MM/YY.');
  // Valid through the last day of its month.
  if (Date.UTC(2000 + Number(match[2]), month, 1) <= now.getTime()) throw fieldError('expiry', 'card_expired', 'This card has expired.');
  if (!/^\d{3,4}$/.test(input.cvc.trim())) throw fieldError('cvc', 'card_cvc_invalid', 'Invalid security code.');
  return number;
}

const OPEN: readonly PaymentStatus[] = [10, 20];

/** The payment a provider page names, if its checkout token matches (the page's only credential). */
export async function checkoutPayment(db: Db, id: number, token: string, page: string): Promise<PaymentRow> {
  const payment = await findPayment(db, id, { type: 'deposit' });
  if (!payment || !token || payment.checkout_token !== token || payment.payment_system !== page) {
    throw new ApiError(404, 'payment_not_found', 'This payment link is invalid.', `no ${page} payment ${id} with this token`);
  }
  return payment;
}

export type StepAnswer = { step: 'done' | '3ds' | 'waiting'; status: PaymentStatus };

/**
 * The provider's callback for what the player did on its page: a delivery row (services/payment-
 * deliveries.ts), attempted at once. A refusal (the payment expired meanwhile) answers the page; a
 * failure leaves the row to the worker's retries, and the page, like the cashier, follows the status.
 */
async function deliver(db: Db, id: number, status: CallbackStatus, now: Date): Promise<PaymentStatus> {
  const delivery = await db.transaction((tx) => scheduleDelivery(tx, { paymentId: id, status, dueAt: now }, now));
  const attempt = await processDelivery(db, Number(delivery.id), now);
  if (attempt?.error instanceof ApiError) throw attempt.error;
  return (await findPayment(db, id))!.status;
}

/** In memory: wrong 3-D Secure codes per payment (a restart gives three more tries, harmlessly). */
const threeDsFailures = new Map<number, number>();

export async function submitCard(db: Db, payment: PaymentRow, input: CardInput, now: Date): Promise<StepAnswer> {
  if (!OPEN.includes(payment.status)) return { step: 'done', status: payment.status };
  const number = checkCard(input, now);
  const outcome = TEST_CARDS[number] ?? 'success';
  if (outcome === '3ds') return { step: '3ds', status: await deliver(db, payment.id, 'pending', now) };
  return { step: 'done', status: await deliver(db, payment.id, OUTCOME_CALLBACK[outcome], now) };
}

export async function submitThreeDs(db: Db, payment: PaymentRow, code: string, now: Date): Promise<StepAnswer> {
  if (!OPEN.includes(payment.status)) return { step: 'done', status: payment.status };
  if (code.trim() === THREE_DS_CODE) {
    threeDsFailures.delete(payment.id);
    return { step: 'done', status: await deliver(db, payment.id, 'success', now) };
  }
  const failures = (threeDsFailures.get(payment.id) ?? 0) + 1;
  threeDsFailures.set(payment.id, failures);
  if (failures >= THREE_DS_ATTEMPTS) {
    threeDsFailures.delete(payment.id);
    return { step: 'done', status: await deliver(db, payment.id, 'failed', now) };
  }
  throw fieldError('code', 'three_ds_code_invalid', `Wrong code: ${THREE_DS_ATTEMPTS - failures} attempt(s) left.`);
}

/** The player gives up on the provider's page: the provider reports a failure. */
export async function cancelCheckout(db: Db, payment: PaymentRow, now: Date): Promise<StepAnswer> {
  if (!OPEN.includes(payment.status)) return { step: 'done', status: payment.status };
  return { step: 'done', status: await deliver(db, payment.id, 'failed', now) };
}

/** The player says the transfer is made: pending (20) until the bank's money is seen (QA approves). */
export async function declareTransfer(db: Db, payment: PaymentRow, now: Date): Promise<StepAnswer> {
  if (!OPEN.includes(payment.status)) return { step: 'done', status: payment.status };
  return { step: 'waiting', status: await deliver(db, payment.id, 'pending', now) };
}

/**
 * The e-wallet app's answer: declined at once; approved after `delayMs`, as the wallet's server calls
 * back a moment later: a delivery row due then, which the server's worker delivers (services/payment-
 * worker.ts), after a restart too. The page, like the cashier, learns it by polling.
 */
export async function answerInApp(db: Db, payment: PaymentRow, decision: 'approve' | 'decline', now: () => Date, delayMs: number): Promise<StepAnswer> {
  if (!OPEN.includes(payment.status)) return { step: 'done', status: payment.status };
  if (decision === 'decline') return { step: 'done', status: await deliver(db, payment.id, 'failed', now()) };
  if (delayMs <= 0) return { step: 'done', status: await deliver(db, payment.id, 'success', now()) };
  const at = now();
  await db.transaction((tx) => scheduleDelivery(tx, { paymentId: payment.id, status: 'success', dueAt: new Date(at.getTime() + delayMs) }, at));
  return { step: 'waiting', status: payment.status };
}
