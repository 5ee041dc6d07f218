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
  return { sportToken, catalogue, place, control, balance };
}

/** The selection of one outcome of an event as the frame sends it. */
export const pick = (event: any, market = 0, outcome = 0) => {
  const m = event.markets[market];
  const o = m.outcomes[outcome];
  return { event_id: event.id as string, market_id: m.id as string, outcome_id: o.id as string, odd: o.odd as string };
};
