import { describe, expect, it } from 'vitest';
import { newestFirst } from '../../../widgets/notices/notice-order';
import type { Notice, NoticeKind } from '../../../src/stores/notifications';

const notice = (kind: NoticeKind, id: number, date: string): Notice => ({ kind, id, amount: 1, currency: 'TND', date, key: `${kind}:${id}` });

describe('newestFirst (notices summary)', () => {
  it('orders the three kinds together, newest first (the seeded demo notices)', () => {
    const grouped = [
      notice('first-deposit', 1, '2024-11-20T10:15:00Z'),
      notice('cashback', 9, '2024-12-23T07:00:00Z'),
      notice('cashback', 11, '2024-12-09T07:00:00Z'),
      notice('personal-jackpot', 2, '2024-12-28T21:05:00Z'),
      notice('personal-jackpot', 3, '2024-12-02T18:40:00Z'),
    ];
    expect(newestFirst(grouped).map((n) => n.key)).toEqual([
      'personal-jackpot:2',
      'cashback:9',
      'cashback:11',
      'personal-jackpot:3',
      'first-deposit:1',
    ]);
    expect(grouped[0]!.key).toBe('first-deposit:1'); // the store's array is not reordered in place
  });

  it('the same instant: the higher id first; a garbled date last', () => {
    const at = '2024-12-01T00:00:00Z';
    expect(newestFirst([notice('cashback', 4, at), notice('cashback', 7, at), notice('personal-jackpot', 9, 'not a date')]).map((n) => n.key)).toEqual([
      'cashback:7',
      'cashback:4',
      'personal-jackpot:9',
    ]);
  });
});
