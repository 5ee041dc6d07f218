// The payment statuses as shown (widgets/cashier/statuses.ts; spec money §4): every code of the spec has
// its own label, an icon and a tone; the finals are the contract's; what happens next follows the spec's
// timings, and an unpaid deposit says its own deadline (docs/api.md "Payments: expiry").
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../src/i18n/i18n';
import { activateLocale } from '../../../src/i18n/load';
import { FINAL_STATUSES, isFinalStatus, nextStep, STATUS_CODES, statusInfo } from '../../../widgets/cashier/statuses';
import { ownCatalog } from '../support/own-catalog';

describe('statusInfo', () => {
  it('gives each of the eight codes a distinct translated label, an icon and a tone', () => {
    expect([...STATUS_CODES]).toEqual([10, 20, 21, 22, 27, 30, 40, 45]);
    const infos = STATUS_CODES.map(statusInfo);
    expect(new Set(infos.map((i) => i.label.id)).size).toBe(8);
    for (const info of infos) {
      expect(info.label.id).toBe(`cashier.status.${info.code}`);
      expect(info.label.message).toBeTruthy();
      expect(info.icon).not.toBe('question');
      expect(info.tone).not.toBe('unknown');
    }
    expect(statusInfo(30)).toMatchObject({ tone: 'success', icon: 'check', final: true });
    expect(statusInfo(40)).toMatchObject({ tone: 'failure', icon: 'cross', final: true });
    expect(statusInfo(45)).toMatchObject({ tone: 'expired', icon: 'hourglass', final: true });
    expect(statusInfo(20)).toMatchObject({ tone: 'waiting', final: false });
  });

  it('tells apart statuses sharing a tone by their icon (never colour alone)', () => {
    const byTone = new Map<string, Set<string>>();
    for (const code of STATUS_CODES) {
      const { tone, icon } = statusInfo(code);
      byTone.set(tone, (byTone.get(tone) ?? new Set()).add(icon));
    }
    expect(byTone.get('waiting')).toEqual(new Set(['clock', 'send']));
    expect(byTone.get('progress')).toEqual(new Set(['check-shield', 'hand']));
  });

  it('shows an unknown code as a neutral, polled status with its number', () => {
    expect(statusInfo(50)).toMatchObject({ code: 50, tone: 'unknown', icon: 'question', final: false });
    expect(statusInfo(50).label.message).toContain('{code}');
  });
});

describe('finals', () => {
  it('are 22, 30, 40 and 45 (the contract)', () => {
    expect([...FINAL_STATUSES].sort()).toEqual([22, 30, 40, 45]);
    expect(STATUS_CODES.filter(isFinalStatus)).toEqual([22, 30, 40, 45]);
    expect(isFinalStatus(27)).toBe(false);
  });
});

describe('nextStep', () => {
  it('says a deposit may take up to 24 h while open', () => {
    for (const code of [10, 20, 21, 27]) expect(nextStep('deposit', code).message).toMatch(/24 h/);
    expect(nextStep('deposit', 30).id).toBe('cashier.next.deposit_success');
    expect(nextStep('deposit', 45).id).toBe('cashier.next.deposit_expired');
    expect(nextStep('deposit', 40).id).toBe('cashier.next.deposit_failed');
  });

  it('gives the payout messages of the contract', () => {
    expect(nextStep('payout', 20).message).toMatch(/dans l’heure/);
    expect(nextStep('payout', 21).id).toBe('cashier.next.payout_requested');
    expect(nextStep('payout', 27).id).toBe('cashier.next.payout_manual');
    expect(nextStep('payout', 30).message).toMatch(/5 minutes/);
    for (const code of [22, 40, 45]) expect(nextStep('payout', code).id).toBe('cashier.next.payout_released');
    expect(nextStep('payout', 99).id).toBe('cashier.next.unknown');
  });
});

describe('nextStep for a deposit with a deadline (docs/api.md "Payments: expiry")', () => {
  // The device's local time, whatever this machine's zone: 05/12/2026 at 10:12.
  const now = new Date(2026, 11, 5, 10, 12).getTime();
  const today = new Date(2026, 11, 5, 10, 42).toISOString();
  const in3Days = new Date(2026, 11, 8, 9, 5).toISOString();
  const ltr = (text: string) => `\u2066${text}\u2069`;

  it('says the time to pay by today, the day and time another day, for 10 and 20', async () => {
    await activateLocale('fr', ownCatalog('cashier'));
    for (const code of [10, 20]) {
      expect(i18n._(nextStep('deposit', code, today, now))).toBe(
        `En attente du paiement : à régler avant ${ltr('10:42')}, sinon il expire sans rien débiter.`,
      );
      expect(i18n._(nextStep('deposit', code, in3Days, now))).toBe(
        `En attente du paiement : à régler avant le ${ltr('08/12')} à ${ltr('09:05')}, sinon il expire sans rien débiter.`,
      );
    }
    // Past it (the server expires it on the next read): no deadline in the past.
    expect(i18n._(nextStep('deposit', 20, new Date(2026, 11, 5, 10, 0).toISOString(), now))).toBe(
      'Le délai de paiement est écoulé : ce dépôt expire sans rien débiter.',
    );
  });

  it('keeps the 24 h text without a deadline (or an invalid one), once approved or in manual review; payouts have none', async () => {
    await activateLocale('fr', ownCatalog('cashier'));
    expect(nextStep('deposit', 20, null, now).id).toBe('cashier.next.deposit_waiting');
    expect(nextStep('deposit', 20, 'not a date', now).id).toBe('cashier.next.deposit_waiting');
    expect(nextStep('deposit', 21, today, now).id).toBe('cashier.next.deposit_waiting');
    expect(nextStep('deposit', 27, today, now).id).toBe('cashier.next.deposit_manual');
    expect(nextStep('deposit', 45, today, now).id).toBe('cashier.next.deposit_expired');
    expect(nextStep('payout', 20, today, now).id).toBe('cashier.next.payout_requested');
  });

  it('reads in English and Arabic, the time an LTR island', async () => {
    await activateLocale('en', ownCatalog('cashier'));
    expect(i18n._(nextStep('deposit', 20, today, now))).toBe(
      `Waiting for your payment: pay before ${ltr('10:42')}, otherwise it expires and nothing is charged.`,
    );
    expect(i18n._(nextStep('deposit', 20, in3Days, now))).toBe(
      `Waiting for your payment: pay before ${ltr('08/12')} at ${ltr('09:05')}, otherwise it expires and nothing is charged.`,
    );
    await activateLocale('ar', ownCatalog('cashier'));
    const ar = i18n._(nextStep('deposit', 20, today, now));
    expect(ar).toContain(ltr('10:42'));
    expect(ar).toMatch(/[\u0600-\u06FF]/);
    expect(ar).not.toMatch(/24|paiement|payment/);
    expect(i18n._(nextStep('deposit', 20, in3Days, now))).toContain(ltr('08/12'));
    await activateLocale('fr');
  });
});
