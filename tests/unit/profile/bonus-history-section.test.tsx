// @vitest-environment jsdom
// The bonus and cashback histories (spec money §4 "end of the day (bonus, cashback)"): the
// filters of the URL become the call's type, is_accrued and a day range to the last millisecond of the
// last day; a filter change goes through navigate (a new history entry), back to page 1.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { jsdomRender } from '../support/render';

const calls: Array<{ list: string; filters: Record<string, unknown> }> = [];
vi.mock('../../../src/stores/bonus-history', () => ({
  loadBonusHistory: vi.fn(async (list: string, filters: Record<string, unknown>) => {
    calls.push({ list, filters });
    return { page: 1, count: 1, items: [{ id: 7, amount: 4.5, amountCurrency: 'TND', date: '2025-01-15T12:00:00+00:00', type: 'Cashback', isAccrued: false, isAcknowledged: true }] };
  }),
}));

const { BonusLikeHistory } = await import('../../../widgets/profile/sections/bonus-list');

const jsdom = jsdomRender();
let container: HTMLElement;
afterEach(() => {
  calls.length = 0;
});

async function render(list: 'bonusbalance' | 'cashback', query: Record<string, string>) {
  const navigate = vi.fn();
  const section = list === 'cashback' ? 'cashback-history' : 'bonus-history';
  container = await jsdom.render(<BonusLikeHistory list={list} props={{ location: { section }, query, navigate, leave: vi.fn() }} />);
  await vi.waitFor(() => expect(container.querySelector('[part~="history-row"]')).not.toBeNull());
  return navigate;
}

describe('bonus and cashback history sections', () => {
  it('send the URL filters: type, is_accrued and days to the end of the last one', async () => {
    await render('cashback', { type: 'Cashback', is_accrued: 'false', from: '2025-01-10', to: '2025-01-12', page: '2' });
    expect(calls).toHaveLength(1);
    const { list, filters } = calls[0];
    expect(list).toBe('cashback');
    expect(filters).toMatchObject({ type: 'Cashback', isAccrued: false, page: 2, pageSize: 10, ordering: '-date' });
    expect(new Date(filters.dateFrom as string).getTime()).toBe(new Date(2025, 0, 10).getTime());
    expect(new Date(filters.dateTo as string).getTime()).toBe(new Date(2025, 0, 13).getTime() - 1);
    // A taken item reads as a debit, by its sign and its word.
    const row = container.querySelector('[part~="history-row"]')!;
    expect(row.querySelector('.amount--debit')!.textContent).toMatch(/^-4,50/);
    expect(row.textContent).toContain('Retiré');
  });

  it('a filter change is a navigation with the new query, back to page 1', async () => {
    const navigate = await render('bonusbalance', { page: '3' });
    const select = container.querySelector<HTMLSelectElement>('[part~="filter-accrued"] select')!;
    await act(async () => {
      select.value = 'true';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(navigate).toHaveBeenCalledWith({ section: 'bonus-history', query: { is_accrued: 'true' } }, undefined);
  });
});
