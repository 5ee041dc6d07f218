// The payment statuses as data (spec money §4, §6; docs/contracts/payments.md §Statuses).
import { describe, expect, it } from 'vitest';
import {
  FILTER_STATUSES,
  filterOf,
  isFinal,
  nextStepKind,
  PAYMENT_STATUSES,
  payoutMessageKind,
  statusName,
  WITHDRAWAL_FILTERS,
} from '../../../src/api/payment-status';

describe('payment statuses', () => {
  it('names every code and knows the final ones', () => {
    expect(PAYMENT_STATUSES.map((c) => [c, statusName(c), isFinal(c)])).toEqual([
      [10, 'started', false],
      [20, 'requested', false],
      [21, 'approved', false],
      [22, 'approval_failed', true],
      [27, 'manual_process_required', false],
      [30, 'success', true],
      [40, 'failed', true],
      [45, 'expired', true],
    ]);
    expect(statusName(50)).toBeNull();
    expect(isFinal(50)).toBe(false);
  });

  it('maps the withdrawal filter to codes and back', () => {
    expect(FILTER_STATUSES.OPEN).toEqual([10, 20]);
    expect(FILTER_STATUSES.IN_PROCESS).toEqual([21, 27]);
    expect(FILTER_STATUSES.REJECTED).toEqual([40, 45]);
    // Every code is in exactly one filter besides ALL.
    for (const code of PAYMENT_STATUSES) {
      const filters = WITHDRAWAL_FILTERS.filter((f) => f !== 'ALL' && FILTER_STATUSES[f].includes(code));
      expect(filters).toEqual([filterOf(code)]);
    }
  });

  it('says what happens next per type and status', () => {
    expect(PAYMENT_STATUSES.map((c) => nextStepKind('deposit', c))).toEqual([
      'deposit-waiting',
      'deposit-waiting',
      'deposit-waiting',
      'deposit-failed',
      'deposit-waiting',
      'deposit-credited',
      'deposit-failed',
      'deposit-failed',
    ]);
    expect(PAYMENT_STATUSES.map((c) => payoutMessageKind(c))).toEqual([
      'requested',
      'requested',
      'requested',
      'returned',
      'manual',
      'paid',
      'returned',
      'returned',
    ]);
  });
});
