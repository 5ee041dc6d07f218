// The payment statuses as the player reads them (spec money-and-games.md §4 "Payment status codes", §6
// timings): for each code a translated label, an icon and a tone, so a status never relies on colour
// alone (the badge shows the icon and the words), and what happens next with the spec's timings
// (withdrawals confirmed within an hour, bank funds within 5 minutes of it) or, for an unpaid deposit, its
// own deadline (docs/api.md "Payments: expiry"). Pure data: the badge (./status-badge.tsx), the timeline,
// the pending tray and the history read it.
import type { MessageDescriptor } from '@lingui/core';
import { formatDayAndTime } from '../../src/format/day-time';
import { ltrIsolate } from './money-text';

/** The spec's codes (the contract's status machine: docs/contracts/payments.md §Statuses). */
export const STATUS_CODES = [10, 20, 21, 22, 27, 30, 40, 45] as const;
type StatusCode = (typeof STATUS_CODES)[number];

/** Final statuses: no transition leaves them (the pending tray stops polling, the player may dismiss). */
export const FINAL_STATUSES: readonly number[] = [22, 30, 40, 45];

/** The colour family of a status; the badge pairs it with an icon and the label. */
type StatusTone = 'waiting' | 'progress' | 'success' | 'failure' | 'expired' | 'cancelled' | 'unknown';

/** The icon drawn for a status (status-badge.tsx holds the drawings). */
export type StatusIcon = 'clock' | 'send' | 'check-shield' | 'cross' | 'hand' | 'check' | 'hourglass' | 'undo' | 'question';

interface StatusInfo {
  code: number;
  label: MessageDescriptor;
  icon: StatusIcon;
  tone: StatusTone;
  final: boolean;
}

const INFO: Record<StatusCode, Omit<StatusInfo, 'code' | 'final'>> = {
  10: { label: /*i18n*/ { id: 'cashier.status.10', message: 'Commencé' }, icon: 'clock', tone: 'waiting' },
  20: { label: /*i18n*/ { id: 'cashier.status.20', message: 'Demandé' }, icon: 'send', tone: 'waiting' },
  21: { label: /*i18n*/ { id: 'cashier.status.21', message: 'Approuvé' }, icon: 'check-shield', tone: 'progress' },
  22: { label: /*i18n*/ { id: 'cashier.status.22', message: "Échec de l'approbation" }, icon: 'cross', tone: 'failure' },
  27: { label: /*i18n*/ { id: 'cashier.status.27', message: 'Traitement manuel requis' }, icon: 'hand', tone: 'progress' },
  30: { label: /*i18n*/ { id: 'cashier.status.30', message: 'Réussi' }, icon: 'check', tone: 'success' },
  40: { label: /*i18n*/ { id: 'cashier.status.40', message: 'Échoué' }, icon: 'cross', tone: 'failure' },
  45: { label: /*i18n*/ { id: 'cashier.status.45', message: 'Expiré' }, icon: 'hourglass', tone: 'expired' },
};

const UNKNOWN_LABEL: MessageDescriptor = /*i18n*/ { id: 'cashier.status.unknown', message: 'Statut {code}' };

/**
 * The player stopped it: a payout they cancelled (40, failure_reason "cancelled") or a deposit they
 * abandoned (45, "abandoned"; docs/api.md "Payments"). Their own choice, not a failure: a neutral badge
 * that says so, never a red « Échoué ».
 */
const CANCELLED: Omit<StatusInfo, 'code' | 'final'> = {
  label: /*i18n*/ { id: 'cashier.status.cancelled', message: 'Annulé' },
  icon: 'undo',
  tone: 'cancelled',
};
/**
 * A break the player took (a time-out or self-exclusion ends every open deposit: 40, failure_reason
 * "timeout" or "self_exclusion"; docs/api.md "Responsible gaming") is their choice too, not a failure.
 */
const PLAYER_STOPPED_REASONS: readonly string[] = ['cancelled', 'abandoned', 'timeout', 'self_exclusion'];

/** Whether the player stopped the payment themselves (a cancelled payout, an abandoned deposit). */
export const isPlayerStopped = (code: number, reason: string | null | undefined): boolean =>
  isFinalStatus(code) && !!reason && PLAYER_STOPPED_REASONS.includes(reason);

function isStatusCode(code: number): code is StatusCode {
  return (STATUS_CODES as readonly number[]).includes(code);
}

export function isFinalStatus(code: number): boolean {
  return FINAL_STATUSES.includes(code);
}

/**
 * How to show `code`. A code the spec does not list (a newer server) still gets a neutral badge with its
 * number ("Statut 50", label values `{ code }`), never a blank, and counts as not final so it is polled.
 */
export function statusInfo(code: number): StatusInfo {
  if (isStatusCode(code)) return { code, final: isFinalStatus(code), ...INFO[code] };
  return { code, label: UNKNOWN_LABEL, icon: 'question', tone: 'unknown', final: false };
}

type PaymentKind = 'deposit' | 'payout';

const NEXT = {
  depositWaiting: /*i18n*/ { id: 'cashier.next.deposit_waiting', message: 'En attente du prestataire de paiement : une confirmation peut prendre jusqu’à 24 h.' },
  depositManual: /*i18n*/ { id: 'cashier.next.deposit_manual', message: 'Le dépôt est vérifié manuellement : une confirmation peut prendre jusqu’à 24 h.' },
  depositSuccess: /*i18n*/ { id: 'cashier.next.deposit_success', message: 'Le montant a été crédité sur votre solde.' },
  depositFailed: /*i18n*/ { id: 'cashier.next.deposit_failed', message: 'Le dépôt n’a pas abouti : rien n’a été crédité ni débité de votre solde.' },
  depositExpired: /*i18n*/ { id: 'cashier.next.deposit_expired', message: 'Le délai de paiement est écoulé : rien n’a été crédité.' },
  payoutRequested: /*i18n*/ { id: 'cashier.next.payout_requested', message: 'Retrait demandé : il est confirmé dans l’heure. Le montant est réservé sur votre solde.' },
  payoutManual: /*i18n*/ { id: 'cashier.next.payout_manual', message: 'Le retrait est traité manuellement. Le montant reste réservé.' },
  payoutSuccess: /*i18n*/ { id: 'cashier.next.payout_success', message: 'Payé : les fonds arrivent sur votre compte bancaire dans les 5 minutes.' },
  payoutReleased: /*i18n*/ { id: 'cashier.next.payout_released', message: 'Non payé : le montant est revenu sur votre solde.' },
  unknown: /*i18n*/ { id: 'cashier.next.unknown', message: 'Le statut de ce paiement sera mis à jour automatiquement.' },
} satisfies Record<string, MessageDescriptor>;

// An unpaid deposit's deadline (docs/api.md "Payments: expiry": card 30 min, e-wallet 15 min, bank 72 h,
// crypto the address's own): past it the server expires the deposit (45) and nothing is taken.
const DEADLINE = {
  today: /*i18n*/ { id: 'cashier.next.deposit_deadline_today', message: 'En attente du paiement : à régler avant {time}, sinon il expire sans rien débiter.' },
  later: /*i18n*/ { id: 'cashier.next.deposit_deadline', message: 'En attente du paiement : à régler avant le {day} à {time}, sinon il expire sans rien débiter.' },
  passed: /*i18n*/ { id: 'cashier.next.deposit_deadline_passed', message: 'Le délai de paiement est écoulé : ce dépôt expire sans rien débiter.' },
} satisfies Record<string, MessageDescriptor>;

/**
 * The deadline of a deposit still open (10/20) to be paid before `expiresAt`: « à régler avant 10:42 »
 * today, « avant le 06/12 à 10:42 » another day, in the device's local time (src/format/day-time.ts), each
 * value an LTR island (docs/conventions.md §2.12) so the digits keep their order in Arabic. Once past it (the next
 * read shows 45), that it expires. null without a valid deadline.
 */
function deadlineStep(expiresAt: string, now: number): MessageDescriptor | null {
  const at = formatDayAndTime(expiresAt);
  if (!at) return null;
  const deadline = new Date(expiresAt);
  if (deadline.getTime() <= now) return DEADLINE.passed;
  const time = ltrIsolate(at.time);
  if (deadline.toDateString() === new Date(now).toDateString()) return { ...DEADLINE.today, values: { time } };
  return { ...DEADLINE.later, values: { day: ltrIsolate(at.day), time } };
}

/**
 * What happens next for a `kind` payment in `code` (the contract's "status message after a payout" and
 * the spec's timings, money §6): withdrawals are confirmed within an hour, bank funds arrive within 5
 * minutes of the confirmation; a deposit still to be paid (10/20) says its deadline `expiresAt` (the
 * Payment's, docs/api.md "Payments: expiry"), else it may take up to 24 h. The descriptor carries its
 * values: `i18n._(nextStep(...))`.
 */
export function nextStep(kind: PaymentKind, code: number, expiresAt?: string | null, now: number = Date.now()): MessageDescriptor {
  if (kind === 'deposit') {
    switch (code) {
      case 10:
      case 20:
        return (expiresAt && deadlineStep(expiresAt, now)) || NEXT.depositWaiting;
      case 21:
        return NEXT.depositWaiting;
      case 27:
        return NEXT.depositManual;
      case 30:
        return NEXT.depositSuccess;
      case 22:
      case 40:
        return NEXT.depositFailed;
      case 45:
        return NEXT.depositExpired;
      default:
        return NEXT.unknown;
    }
  }
  switch (code) {
    case 10:
    case 20:
    case 21:
      return NEXT.payoutRequested;
    case 27:
      return NEXT.payoutManual;
    case 30:
      return NEXT.payoutSuccess;
    case 22:
    case 40:
    case 45:
      return NEXT.payoutReleased;
    default:
      return NEXT.unknown;
  }
}

const STOPPED = {
  cancelled: /*i18n*/ { id: 'cashier.detail.cancelled', message: 'Vous avez annulé ce retrait : le montant est revenu sur votre solde.' },
  abandoned: /*i18n*/ { id: 'cashier.detail.abandoned', message: 'Vous avez abandonné ce dépôt : rien n’a été débité ni crédité.' },
  onBreak: /*i18n*/ { id: 'cashier.detail.ended_by_break', message: 'Ce dépôt a été arrêté quand vous avez commencé votre pause : rien n’a été débité ni crédité.' },
} satisfies Record<string, MessageDescriptor>;

/** How to show a payment in `code` with its failure_reason: one the player stopped reads « Annulé », neutral. */
export function paymentStatusInfo(code: number, reason: string | null | undefined): StatusInfo {
  return isPlayerStopped(code, reason) ? { code, final: true, ...CANCELLED } : statusInfo(code);
}

/** What happened to a payment the player stopped themselves (cancelled payout, abandoned deposit), else null. */
export function stoppedStep(payment: { status: number; failureReason?: string | null }): MessageDescriptor | null {
  if (!isPlayerStopped(payment.status, payment.failureReason)) return null;
  if (payment.failureReason === 'abandoned') return STOPPED.abandoned;
  if (payment.failureReason === 'timeout' || payment.failureReason === 'self_exclusion') return STOPPED.onBreak;
  return STOPPED.cancelled;
}
