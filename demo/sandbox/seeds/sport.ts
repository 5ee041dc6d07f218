/**
 * The sportsbooks' seed (docs/contracts/sportsbook.md §7): both books up, their events topped up at the sandbox
 * clock, and `demo`'s tickets in every status (fixed ids 1..8; placed tickets start at 1001), singles
 * and expresses of both books over the last 10 days, two of them open: #7 (a single on an event a day
 * or more ahead: cancelable) and #8 (an express with a live event: not cancelable).
 *
 * The money, as the payments seed does it: demo's balance (1000.00) stays what every test expects.
 * Settled tickets are history from before the ledger's opening credit; an open ticket really holds its
 * stake: an opening credit of the same sum, then the stake's debit, so balance = ledger.
 */
import type { Queryable } from '../db';
import { coefOf, winOf } from '../services/sport-money';
import { marketsOf, PROVIDERS, rollingEvent, ROLL_MS, scheduledEvent, SLOT_MS, topUp, type EventSpec } from '../services/sport-catalogue';
import { currentOdd } from '../services/sport-odds';
import { fromCents, toCents } from '../services/money';
import { move } from '../services/wallet';
import { categoryName, LEAGUES, marketName, outcomeName, sportDef, type MarketKind, type Provider } from './sport-leagues';

const DEMO = 1001;
const HOUR = 3600_000;
const DAY = 24 * HOUR;

interface LegSeed {
  event: EventSpec;
  kind: MarketKind;
  code: string;
  /** For settled tickets: the odd, the leg's status and the final score. */
  odd?: string;
  status?: 'Winner' | 'Loser' | 'Voided';
  result?: string | null;
}

interface TicketSeed {
  id: number;
  provider: Provider;
  ageMs: number;
  stake: string;
  status: 'Wait' | 'Winner' | 'Loser' | 'Voided' | 'Cancelled';
  /** Cash-out amount of a Cancelled ticket. */
  cashOut?: string;
  legs: LegSeed[];
}

/** A finished match of the past (not in the catalogue: settled tickets keep their legs' names). */
function pastEvent(provider: Provider, n: number, leagueIndex: number, start: number): EventSpec {
  const league = LEAGUES[leagueIndex];
  return {
    id: `${provider}-h${n}`, provider, sport: league.sport, category: league.category.fr, tournament: league.tournament,
    home: league.teams[n % league.teams.length], away: league.teams[(n + 3) % league.teams.length], start, seed: n,
  };
}

function ticketsAt(now: number): TicketSeed[] {
  const past = (provider: Provider, n: number, league: number, days: number) => pastEvent(provider, n, league, now - days * DAY - 2 * HOUR);
  // #7: the first scheduled sft event a day or more ahead. #8: a dgt event live for a few more minutes
  // (started ~5 min ago) and a scheduled one a day or more ahead.
  const ahead = (provider: Provider, days: number) => scheduledEvent(provider, Math.floor((now + days * DAY) / SLOT_MS) + 1);
  const live = rollingEvent('dgt', Math.floor((now - 5 * 60_000 - ROLL_MS / 2) / ROLL_MS));
  return [
    { id: 1, provider: 'sft', ageMs: 3 * DAY, stake: '10.00', status: 'Winner', legs: [{ event: past('sft', 1, 1, 3), kind: '1x2', code: '1', odd: '2.10', status: 'Winner', result: '2:1' }] },
    {
      id: 2, provider: 'sft', ageMs: 5 * DAY, stake: '5.00', status: 'Loser',
      legs: [
        { event: past('sft', 2, 0, 5), kind: '1x2', code: '1', odd: '1.80', status: 'Winner', result: '1:0' },
        { event: past('sft', 3, 4, 5), kind: 'total', code: 'over', odd: '2.40', status: 'Loser', result: '84:79' },
      ],
    },
    { id: 3, provider: 'dgt', ageMs: 7 * DAY, stake: '20.00', status: 'Voided', legs: [{ event: past('dgt', 4, 6, 7), kind: '1x2', code: '2', odd: '1.95', status: 'Voided', result: null }] },
    {
      id: 4, provider: 'dgt', ageMs: 9 * DAY, stake: '8.00', status: 'Cancelled', cashOut: '12.40',
      legs: [
        { event: past('dgt', 5, 2, 9), kind: '1x2', code: '1', odd: '1.65', status: 'Winner', result: '3:1' },
        { event: past('dgt', 6, 9, 9), kind: 'handicap', code: 'home', odd: '1.90', status: 'Winner', result: '2:0' },
        { event: past('dgt', 7, 8, 9), kind: 'total', code: 'under', odd: '1.75', status: 'Loser', result: '4:3' },
      ],
    },
    {
      id: 5, provider: 'sft', ageMs: 2 * DAY, stake: '4.00', status: 'Winner',
      legs: [
        { event: past('sft', 8, 1, 2), kind: '1x2', code: 'X', odd: '3.20', status: 'Winner', result: '1:1' },
        { event: past('sft', 9, 7, 2), kind: '1x2', code: '1', odd: '1.45', status: 'Winner', result: '2:0' },
      ],
    },
    { id: 6, provider: 'dgt', ageMs: 1 * DAY, stake: '12.50', status: 'Loser', legs: [{ event: past('dgt', 10, 10, 1), kind: 'handicap', code: 'away', odd: '2.05', status: 'Loser', result: '2:0' }] },
    { id: 7, provider: 'sft', ageMs: HOUR, stake: '15.00', status: 'Wait', legs: [{ event: ahead('sft', 1), kind: '1x2', code: '1' }] },
    { id: 8, provider: 'dgt', ageMs: 10 * 60_000, stake: '6.00', status: 'Wait', legs: [{ event: live, kind: 'total', code: 'over' }, { event: ahead('dgt', 2), kind: '1x2', code: '2' }] },
  ];
}

/** The leg's odd: the seed's for settled tickets, the catalogue's odd at placement for open ones. */
function oddAt(leg: LegSeed, placedAt: number): string {
  if (leg.odd) return leg.odd;
  const market = marketsOf(leg.event).find((m) => m.kind === leg.kind)!;
  const outcome = market.outcomes.find((o) => o.code === leg.code)!;
  return currentOdd(outcome.odd, outcome.id, 1, 0, placedAt);
}

async function insertTicket(tx: Queryable, t: TicketSeed, now: number): Promise<void> {
  const placedAt = now - t.ageMs;
  const odds = t.legs.map((l) => oddAt(l, placedAt));
  const stake = toCents(t.stake);
  const potential = winOf(stake, odds);
  const paying = t.legs.map((l, i) => (l.status === 'Winner' ? odds[i] : null)).filter((o): o is string => o !== null);
  const amountOut =
    t.status === 'Winner' ? winOf(stake, paying) : t.status === 'Voided' ? stake : t.status === 'Cancelled' ? toCents(t.cashOut!) : 0n;
  const settledAt = t.status === 'Wait' ? null : new Date(placedAt + 3 * HOUR).toISOString();
  const created = await tx.query(
    `INSERT INTO sport_tickets (id, code, user_id, provider, token_short, type, amount_in, coef, potential_win, amount_out, currency, status, created_at, settled_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'TND', $11, $12, $13) ON CONFLICT (id) DO NOTHING RETURNING id`,
    [t.id, `${t.provider.toUpperCase()}-SEED${String(t.id).padStart(4, '0')}`, DEMO, t.provider, 'seed0000', t.legs.length > 1 ? 'express' : 'single',
      t.stake, coefOf(odds), fromCents(potential), fromCents(amountOut), t.status, new Date(placedAt).toISOString(), settledAt],
  );
  if (!created.rowCount) return;
  for (const [position, leg] of t.legs.entries()) {
    const def = sportDef(leg.event.sport);
    const market = marketsOf(leg.event).find((m) => m.kind === leg.kind)!;
    const line = market.line;
    await tx.query(
      `INSERT INTO sport_ticket_legs (ticket_id, position, event_id, market_id, outcome_id, kind, line, code, odd, category, sport,
                                      tournament, event, market, outcome, start_time, status, result)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18)`,
      [t.id, position, leg.event.id, market.id, `${market.id}-${leg.code}`, leg.kind, line, leg.code, odds[position],
        categoryName(leg.event.category, 'fr'), def.name.fr, leg.event.tournament, `${leg.event.home} – ${leg.event.away}`,
        marketName(leg.kind, line, def, 'fr'), outcomeName(leg.code, line, leg.event.home, leg.event.away, 'fr'),
        new Date(leg.event.start).toISOString(), leg.status ?? 'Wait', leg.result ?? null],
    );
  }
  if (t.status !== 'Wait') {
    await tx.query(`INSERT INTO sport_settlements (ticket_id, status, amount_out, how, settled_at) VALUES ($1, $2, $3, 'clock', $4)`, [t.id, t.status, fromCents(amountOut), settledAt]);
    return;
  }
  const at = new Date(placedAt);
  await move(tx, { userId: DEMO, wallet: 'balance', amount: t.stake, reason: 'opening', at });
  await move(tx, { userId: DEMO, wallet: 'balance', amount: fromCents(-stake), reason: 'sport_stake', reference: { type: 'sport_ticket', id: t.id }, at });
}

/** Both books, their events at `now`, demo's tickets (created once, like the rest of the history). */
export async function seedSport(tx: Queryable, now: Date): Promise<void> {
  for (const p of PROVIDERS) await tx.query('INSERT INTO sport_providers (provider) VALUES ($1) ON CONFLICT DO NOTHING', [p]);
  for (const p of PROVIDERS) await topUp(tx, p, now.getTime(), true);
  const demo = await tx.query('SELECT 1 FROM users WHERE id = $1', [DEMO]);
  if (!demo.rows.length) return;
  for (const t of ticketsAt(now.getTime())) await insertTicket(tx, t, now.getTime());
}
