// @vitest-environment jsdom
// The bonus and cashback histories (issue 15; spec money §4 "end of the day (bonus, cashback)"): the
// filters of the URL become the call's type, is_accrued and a day range to the last millisecond of the
// last day; a filter change goes through navigate (a new history entry), back to page 1.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nProvider } from '@lingui/react';
import { i18n } from '../../../src/i18n/i18n';
import { activateLocale } from '../../../src/i18n/load';

const calls: Array<{ list: string; filters: Record<string, unknown> }> = [];
vi.mock('../../../src/stores/bonus-history', () => ({
  loadBonusHistory: vi.fn(async (list: string, filters: Record<string, unknown>) => {
    calls.push({ list, filters });
    return { page: 1, count: 1, items: [{ id: 7, amount: 4.5, amountCurrency: 'TND', date: '2025-01-15T12:00:00+00:00', type: 'Cashback', isAccrued: false, isAcknowledged: true }] };
  }),
}));

const { BonusLikeHistory } = await import('../../../widgets/profile/sections/bonus-list');

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
let root: Root;
let container: HTMLElement;
beforeAll(async () => {
  await activateLocale('fr');
});
afterEach(async () => {
  await act(async () => root.unmount());
  container.remove();
  calls.length = 0;
});

async function render(list: 'bonusbalance' | 'cashback', query: Record<string, string>) {
  const navigate = vi.fn();
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  const section = list === 'cashback' ? 'cashback-history' : 'bonus-history';
  await act(async () =>
    root.render(
      <I18nProvider i18n={i18n}>
        <BonusLikeHistory list={list} props={{ location: { section }, query, navigate, leave: vi.fn() }} />
      </I18nProvider>,
    ),
  );
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
