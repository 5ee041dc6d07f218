// Calls shared by the sportsbook's sandbox tests (docs/contracts/sportsbook.md): integration tokens, the
// catalogue, slips.
import { expect } from 'vitest';
import type { Sandbox } from './helpers';

export type Book = 'sft' | 'dgt';

export function sportClient(sb: () => Sandbox) {
  let keys = 0;
  async function sportToken(access: string, book: Book = 'sft') {
    const res = await sb().call('POST', `/api/integrations/${book === 'sft' ? 'softion' : 'digitain'}/login`, { token: access });
    expect(res.status, res.text).toBe(200);
    return res.body.token as string;
  }
  async function catalogue(book: Book = 'sft', live?: 0 | 1) {
    const res = await sb().call('GET', `/sandbox/sport/api/catalogue?provider=${book}${live === undefined ? '' : `&live=${live}`}`);
    expect(res.status, res.text).toBe(200);
    return res.body as { now: string; sports: { slug: string; count: number }[]; events: any[] };
  }
  const place = (body: unknown, key = `key-${++keys}`) =>
    sb().call('POST', '/api/integrations/softion/ticket/placement', { body, headers: { 'Idempotency-Key': key } });
  const control = (method: string, path: string, body?: unknown) => sb().call(method, `/sandbox/api/sport${path}`, { body });
  const balance = async (userId = 1001) =>
    (await sb().db.query<{ balance: string }>('SELECT balance::text AS balance FROM users WHERE id = $1', [userId])).rows[0].balance;
  /** A placement that must be accepted. */
  async function placeOk(body: Record<string, unknown>) {
    const res = await place(body);
    expect(res.status, res.text).toBe(200);
    return res.body as { ticket_id: number; potential_win: string; coef: string };
  }
  /** The wallet's credits for a ticket (its settlement, cancel or sale), oldest first. */
  const credits = async (ticketId: number) =>
    (await sb().db.query<{ reason: string; amount: string }>(
      `SELECT reason, amount::text AS amount FROM wallet_ledger WHERE reference_type = 'sport_ticket' AND reference_id = $1 AND amount > 0 ORDER BY id`,
      [String(ticketId)],
    )).rows;
  return { sportToken, catalogue, place, placeOk, control, balance, credits };
}

/** The selection of one outcome of an event as the frame sends it. */
export const pick = (event: any, market = 0, outcome = 0) => {
  const m = event.markets[market];
  const o = m.outcomes[outcome];
  return { event_id: event.id as string, market_id: m.id as string, outcome_id: o.id as string, odd: o.odd as string };
};
