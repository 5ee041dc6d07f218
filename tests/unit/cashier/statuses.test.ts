// The payment statuses as shown (widgets/cashier/statuses.ts; spec money §4, issue 14 "Statuses"): every
// code of the spec has its own label, an icon and a tone; the finals are the contract's; what happens
// next follows the spec's timings.
import { describe, expect, it } from 'vitest';
import { FINAL_STATUSES, isFinalStatus, nextStep, STATUS_CODES, statusInfo } from '../../../widgets/cashier/statuses';

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
