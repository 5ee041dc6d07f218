// The softion bet history's wire shapes (docs/contracts/sportsbook.md §2) for the client's and the store's
// tests (docs/contracts/sportsbook.md): a ticket (41, open, an express of 10.00) and a sub-bet, each with
// overrides.
export const wireBet = (over: Record<string, unknown> = {}) => ({
  id: 41,
  date: '2026-11-20T18:30:00+01:00',
  amount_in: '10.00',
  amount_out: '0.00',
  coef: '3.42',
  status: 'Wait',
  provider: 'sft',
  producer: 'softion',
  token: 'ab12cd34',
  ticket_id: 41,
  ticket_code: 'SFT-00041',
  ticket_type: 'express',
  user_id: 1001,
  ...over,
});

export const wireSub = (over: Record<string, unknown> = {}) => ({
  id: 7,
  category: 'France',
  sport: 'Football',
  tournament: 'Ligue 1',
  event: 'Lyon – Lille',
  market: '1X2',
  outcome: 'Lyon',
  odd: '1.85',
  result: null,
  status: 'wait',
  start_time: '2026-11-26T20:00:00+01:00',
  ...over,
});
