// The player's cash-out (docs/api.md "Sportsbook" §2; spec money-and-games §4, Cancelled shown « Vendu »):
// a quote from the current odds with the book's margin, none (amount null) while a leg is lost or a market suspended,
// a sale refused when the quote moved beyond the tolerance, paid once per key and once per ticket
// whatever the keys. Runs on PostgreSQL too (SANDBOX_TEST_DATABASE_URL).
import { describe, expect, it } from 'vitest';
import { withinTolerance } from '../../../demo/sandbox/services/sport-cashout';
import { auditWallet } from '../../../demo/sandbox/services/wallet';
import { sandboxPerTest } from './helpers';
import { pick, sportClient } from './sport-helpers';

const ctx = sandboxPerTest();
const { sportToken, catalogue, placeOk, control, balance, credits } = sportClient(() => ctx.sb);
const quote = (id: number) => ctx.sb.call('GET', `/api/integrations/softion/ticket/${id}/cashout`, { token: ctx.demo });
const sell = (id: number, amount: string, key: string) =>
  ctx.sb.call('POST', `/api/integrations/softion/ticket/${id}/cashout`, { token: ctx.demo, body: { amount }, headers: { 'Idempotency-Key': key } });

describe('sport cash-out', () => {
  it('quotes stake × placed/current odds less 5 %: at the odds of the placement, 95 % of the stake; lower when the odds lengthen', async () => {
    const token = await sportToken(ctx.demo);
    const [a, b] = (await catalogue('sft', 0)).events;
    const single = await placeOk({ token, type: 'single', stake: '10.00', selections: [pick(a)] });
    const express = await placeOk({ token, type: 'express', stake: '20.00', selections: [pick(a, 1, 0), pick(b)] });
    expect((await quote(single.ticket_id)).body).toEqual({ ticket_id: single.ticket_id, amount: '9.50', currency: 'TND' });
    expect((await quote(express.ticket_id)).body).toMatchObject({ amount: '19.00' });
    // QA lengthens every odd of a (×1.25 within the ±6 % drift's rounding): the ticket is worth less.
    expect((await control('POST', '/odds/move', { event_id: a.id, factor: 1.25 })).status).toBe(200);
    const moved = Number((await quote(single.ticket_id)).body.amount);
    expect(moved).toBeGreaterThan(7);
    expect(moved).toBeLessThan(8);
    expect(await auditWallet(ctx.sb.db)).toEqual([]);
  });

  it('sells once: the confirmed amount credited, « Cancelled » with that amount_out, a replay answers the same, a new key is refused', async () => {
    const token = await sportToken(ctx.demo);
    const e = (await catalogue('sft', 0)).events[0];
    const t = await placeOk({ token, type: 'single', stake: '10.00', selections: [pick(e)] });
    const before = Number(await balance());
    const { amount } = (await quote(t.ticket_id)).body;
    const first = await sell(t.ticket_id, amount, 'sell-1');
    expect(first.status, first.text).toBe(200);
    expect(first.body).toMatchObject({ ticket: { id: t.ticket_id, status: 'Cancelled', amount_out: amount }, balance: (before + Number(amount)).toFixed(2) });
    const replay = await sell(t.ticket_id, amount, 'sell-1');
    expect([replay.status, replay.headers.get('Idempotent-Replayed'), replay.body]).toEqual([200, 'true', first.body]);
    const again = await sell(t.ticket_id, amount, 'sell-2');
    expect([again.status, again.body.code, again.body.reason]).toEqual([409, 'cashout_unavailable', 'settled']);
    expect((await quote(t.ticket_id)).body).toMatchObject({ amount: null, reason: 'settled' });
    expect(await credits(t.ticket_id)).toEqual([{ reason: 'sport_cashout', amount }]);
    expect(await balance()).toBe((before + Number(amount)).toFixed(2));
    const settled = await ctx.sb.db.query<{ how: string }>('SELECT how FROM sport_settlements WHERE ticket_id = $1', [t.ticket_id]);
    expect(settled.rows).toEqual([{ how: 'cashout' }]);
    expect(await auditWallet(ctx.sb.db)).toEqual([]);
  });

  it('concurrent presses with different keys: one sale, one credit; the other is refused', async () => {
    const token = await sportToken(ctx.demo);
    const e = (await catalogue('sft', 0)).events[1];
    const t = await placeOk({ token, type: 'single', stake: '8.00', selections: [pick(e)] });
    const { amount } = (await quote(t.ticket_id)).body;
    const answers = await Promise.all([sell(t.ticket_id, amount, 'p-1'), sell(t.ticket_id, amount, 'p-2'), sell(t.ticket_id, amount, 'p-3')]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    expect(answers.filter((a) => a.status === 409).every((a) => a.body.code === 'cashout_unavailable')).toBe(true);
    expect(await credits(t.ticket_id)).toEqual([{ reason: 'sport_cashout', amount }]);
    expect(await auditWallet(ctx.sb.db)).toEqual([]);
  });

  it('refuses a quote that moved beyond the tolerance (with the new amount) and moves no money', async () => {
    const token = await sportToken(ctx.demo);
    const e = (await catalogue('sft', 0)).events[2];
    const t = await placeOk({ token, type: 'single', stake: '10.00', selections: [pick(e)] });
    const before = await balance();
    const { amount } = (await quote(t.ticket_id)).body;
    await control('POST', '/odds/move', { event_id: e.id, factor: 1.25 });
    const refused = await sell(t.ticket_id, amount, 'moved-1');
    expect([refused.status, refused.body.code]).toEqual([409, 'cashout_quote_changed']);
    expect(refused.body.amount).toBe((await quote(t.ticket_id)).body.amount);
    expect(await credits(t.ticket_id)).toEqual([]);
    expect(await balance()).toBe(before);
    // The new quote, confirmed with a new key, sells.
    const sold = await sell(t.ticket_id, refused.body.amount, 'moved-2');
    expect([sold.status, sold.body.ticket.status]).toEqual([200, 'Cancelled']);
    expect(withinTolerance(1000n, 1010n)).toBe(true);
    expect(withinTolerance(1000n, 1011n)).toBe(false);
    // Never below the amount asked: a request for more than the ticket is worth now is refused.
    expect(withinTolerance(1000n, 1000n)).toBe(true);
    expect(withinTolerance(1000n, 999n)).toBe(false);
    expect(withinTolerance(1000n, 989n)).toBe(false);
  });

  it('is not offered on a lost leg, a blocked market, a book that is down, or another player\'s ticket', async () => {
    const token = await sportToken(ctx.demo);
    const [a, b, c] = (await catalogue('sft', 0)).events;
    const express = await placeOk({ token, type: 'express', stake: '5.00', selections: [pick(a, 0, 0), pick(b)] });
    // Home wins 0:2 is a loss for « 1 »: the express can no longer be sold, while it waits on b.
    await control('POST', `/events/${a.id}/result`, { home: 0, away: 2 });
    // Not offered is a state of the ticket, not an error: 200, amount null and the reason.
    const lost = await quote(express.ticket_id);
    expect([lost.status, lost.body.amount, lost.body.reason]).toEqual([200, null, 'lost']);
    expect((await sell(express.ticket_id, '1.00', 'lost-1')).body).toMatchObject({ code: 'cashout_unavailable', reason: 'lost' });
    const single = await placeOk({ token, type: 'single', stake: '5.00', selections: [pick(c)] });
    await control('POST', `/markets/${c.markets[0].id}/block`, { blocked: true });
    expect((await quote(single.ticket_id)).body.reason).toBe('suspended');
    await control('POST', `/markets/${c.markets[0].id}/block`, { blocked: false });
    await control('POST', '/provider', { provider: 'sft', down: true });
    expect((await quote(single.ticket_id)).body.reason).toBe('book_down');
    await control('POST', '/provider', { provider: 'sft', down: false });
    expect((await ctx.sb.call('GET', `/api/integrations/softion/ticket/${single.ticket_id}/cashout`, { token: ctx.low })).status).toBe(404);
    expect((await sell(single.ticket_id, '1.00', 'no-body-key')).body.code).toBe('cashout_quote_changed');
    const missingKey = await ctx.sb.call('POST', `/api/integrations/softion/ticket/${single.ticket_id}/cashout`, { token: ctx.demo, body: { amount: '4.75' } });
    expect(missingKey.status).toBe(400);
    expect(await credits(single.ticket_id)).toEqual([]);
  });
});
