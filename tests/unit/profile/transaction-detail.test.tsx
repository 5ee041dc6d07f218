// @vitest-environment jsdom
// One movement of the account statement (spec money-and-games.md §2 "Profile"): the link to what caused it,
// per reference kind, and "back to the statement" with the list's filters. The movements come from the
// statement store's cache (a movement never changes), so no call is made.
import { describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import type { StatementDetail, StatementReference } from '../../../src/api/statement';
import { $statementRows } from '../../../src/stores/statement';
import { TransactionDetail } from '../../../widgets/profile/sections/transaction-detail';
import { jsdomRender } from '../support/render';

const jsdom = jsdomRender();
let container: HTMLElement;

function row(id: number, reason: string, reference: StatementReference | null): StatementDetail {
  return { id, date: '2025-01-15T12:00:00+00:00', wallet: 'balance', amount: -2, balanceAfter: 998, currency: 'TND', reason, referenceType: reference ? 'x' : null, referenceId: reference ? '1' : null, reference };
}

async function show(detail: StatementDetail) {
  $statementRows.setKey(String(detail.id), detail);
  const navigate = vi.fn();
  const leave = vi.fn();
  container = await jsdom.render(
    <TransactionDetail id={detail.id} location={{ section: 'transactions', sub: String(detail.id) }} query={{ wallet: 'balance' }} navigate={navigate} leave={leave} />,
  );
  await vi.waitFor(() => expect(container.querySelector('.statement-detail')).not.toBeNull());
  const cause = container.querySelector<HTMLAnchorElement>('[part~="cause-link"]');
  return { navigate, leave, cause };
}

describe('TransactionDetail', () => {
  it('a payout: the payment history opened on it, through leave()', async () => {
    const { leave, cause } = await show(row(1, 'payout_hold', { kind: 'payment', id: 1042, type: 'payout', status: 20, paymentSystem: 'card', amount: 100, currency: 'TND' }));
    expect(cause!.getAttribute('href')).toBe('/profile/pay-history?payment=1042&payment_type=payout&tab=payouts');
    await act(async () => cause!.click());
    expect(leave).toHaveBeenCalledWith('/profile/pay-history?payment=1042&payment_type=payout&tab=payouts');
    // The signed amount is an LTR island with its sign.
    expect(container.querySelector('.amount--debit')!.textContent).toMatch(/^-2,00/);
  });

  it("a game round: the slots history of the round's day and provider, inside the profile", async () => {
    const { navigate, cause } = await show(row(2, 'game_bet', { kind: 'game_round', id: 9, gameName: 'Hot Fruits', provider: 'amatic', gameId: 'am-0000', betAmount: 2, winAmount: 0 }));
    const day = new Date('2025-01-15T12:00:00+00:00');
    const local = `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
    await act(async () => cause!.click());
    expect(navigate).toHaveBeenCalledWith({ section: 'slots-history', query: { from: local, to: local, producer: 'amatic' } });
  });

  it("a sport ticket (docs/contracts/sportsbook.md): its details; a stake's link carries the ticket's day, a win's does not", async () => {
    const ticket = { kind: 'sport_ticket', id: 41, ticketCode: 'SFT-1A2B', provider: 'sft' } as const;
    const stake = await show(row(7, 'sport_stake', ticket));
    expect(container.textContent).toContain('SFT-1A2B');
    const day = new Date('2025-01-15T12:00:00+00:00');
    const local = `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
    await act(async () => stake.cause!.click());
    expect(stake.navigate).toHaveBeenCalledWith({ section: 'bet-details', sub: 'sft', query: { ticket: '41', day: local } });
    await jsdom.unmount();
    const win = await show(row(8, 'sport_win', ticket));
    await act(async () => win.cause!.click());
    expect(win.navigate).toHaveBeenCalledWith({ section: 'bet-details', sub: 'sft', query: { ticket: '41' } });
  });

  it('a wheel spin, a transfer, a bonus exchange, none', async () => {
    expect((await show(row(3, 'wheel_spin', { kind: 'wheel_spin', id: 5, isFree: false, prizeName: { fr: '2 TND' }, prizeAmount: 2, currency: 'TND' }))).cause!.getAttribute('href')).toBe('/wheel-game-history');
    expect(container.textContent).toContain('2 TND');
    await jsdom.unmount();
    expect((await show(row(4, 'transfer', { kind: 'transfer', id: 7, fromId: 1007, toId: 1003, amount: 10, currency: 'TND' }))).cause!.getAttribute('href')).toBe('/profile/cashier');
    await jsdom.unmount();
    expect((await show(row(5, 'bonus_exchange', { kind: 'bonus_item', id: 8, type: 'TransferBonusesToBalance', list: 'bonusbalance' }))).cause!.getAttribute('href')).toBe('/profile/bonus-history?type=TransferBonusesToBalance');
    await jsdom.unmount();
    const none = await show(row(6, 'opening', null));
    expect(none.cause).toBeNull();
    // Back keeps the list's filters.
    const back = container.querySelector<HTMLAnchorElement>('[part~="statement-back"]')!;
    expect(back.getAttribute('href')).toBe('/profile/transactions?wallet=balance');
    await act(async () => back.click());
    expect(none.navigate).toHaveBeenCalledWith({ section: 'transactions', query: { wallet: 'balance' } });
  });
});
