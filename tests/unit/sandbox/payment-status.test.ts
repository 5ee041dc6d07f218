// The payment status machine, every pair (docs/api.md "Payments", the transition table).
import { describe, expect, it } from 'vitest';
import {
  ACTIONS,
  APPROVAL_ACTIONS,
  CALLBACK_TARGETS,
  canMove,
  decide,
  decideAction,
  isFinal,
  moneyEffect,
  PAYOUT_FILTERS,
  STATUSES,
  statusName,
  type PaymentStatus,
} from '../../../demo/sandbox/services/payment-status';

// The contract's table, written out independently of the module's: "10 → 20, 27, 30, 40, 45 · 20 → 21,
// 22, 27, 30, 40, 45 · 21 → 27, 30, 40 · 27 → 30, 40 · finals: none".
const ALLOWED = new Set(['10>20', '10>27', '10>30', '10>40', '10>45', '20>21', '20>22', '20>27', '20>30', '20>40', '20>45', '21>27', '21>30', '21>40', '27>30', '27>40']);
const FINALS = [22, 30, 40, 45];

describe('payment status machine', () => {
  it('has the eight statuses of the spec with their names', () => {
    expect(STATUSES).toEqual([10, 20, 21, 22, 27, 30, 40, 45]);
    expect(STATUSES.map(statusName)).toEqual(['started', 'requested', 'approved', 'approval_failed', 'manual_process_required', 'success', 'failed', 'expired']);
    expect(() => statusName(11)).toThrow();
  });

  for (const from of STATUSES) {
    for (const to of STATUSES) {
      const expected = from === to ? 'same' : ALLOWED.has(`${from}>${to}`) ? 'move' : 'conflict';
      it(`${from} -> ${to}: ${expected}`, () => {
        expect(decide(from, to)).toBe(expected);
        expect(canMove(from, to)).toBe(ALLOWED.has(`${from}>${to}`));
      });
    }
  }

  it('finals are 22, 30, 40, 45 and go nowhere', () => {
    expect(STATUSES.filter((s) => isFinal(s))).toEqual(FINALS);
    for (const f of FINALS as PaymentStatus[]) for (const to of STATUSES) expect(canMove(f, to)).toBe(false);
  });

  it('every approval action applies from its own status only, repeats are no-ops', () => {
    expect(ACTIONS).toEqual({
      approve_success: { from: 20, to: 21 },
      approve_fail: { from: 20, to: 22 },
      process_after_approve: { from: 21, to: 30 },
      manual_success: { from: 27, to: 30 },
      manual_fail: { from: 27, to: 40 },
    });
    for (const action of APPROVAL_ACTIONS) {
      const { from, to } = ACTIONS[action];
      expect(canMove(from, to)).toBe(true);
      for (const status of STATUSES) {
        expect(decideAction(action, status)).toBe(status === from ? 'move' : status === to ? 'same' : 'conflict');
      }
    }
  });

  it('callbacks: success 30, failed 40, expired 45, manual 27, pending 20', () => {
    expect(CALLBACK_TARGETS).toEqual({ success: 30, failed: 40, expired: 45, manual: 27, pending: 20 });
  });

  it('moves money: a deposit at 30 only; a payout paid at 30, released at 22/40/45', () => {
    for (const to of STATUSES) {
      expect(moneyEffect('deposit', to)).toBe(to === 30 ? 'deposit_credit' : 'none');
      expect(moneyEffect('payout', to)).toBe(to === 30 ? 'payout_paid' : [22, 40, 45].includes(to) ? 'payout_release' : 'none');
    }
  });

  it('the withdrawal filters cover every status once (ALL aside)', () => {
    const { ALL, ...rest } = PAYOUT_FILTERS;
    expect([...ALL]).toEqual(STATUSES);
    expect(Object.values(rest).flat().sort()).toEqual([...STATUSES].sort());
    expect(PAYOUT_FILTERS.OPEN).toEqual([10, 20]);
    expect(PAYOUT_FILTERS.REJECTED).toEqual([40, 45]);
  });
});
