/**
 * The account statement (docs/api.md "Account statement"): the player's own rows of the wallet
 * ledger (migrations 008/015), read-only. Every cent that ever moved is a row there with the balance it
 * left, so the statement is the ledger itself, not a second record that could disagree with it. One
 * row's detail says what caused it (a payment, a wheel spin, a game round, a transfer, a bonus item).
 */
import type { Queryable } from '../db';
import { ApiError } from '../http/errors';
import { formatDate } from './bonus-history';
import type { WalletName } from './wallet';

export interface StatementRowJson {
  id: number;
  date: string;
  wallet: WalletName;
  /** Signed: "-2.00" debits, "5.00" credits. */
  amount: string;
  balance_after: string;
  currency: string;
  reason: string;
  reference_type: string | null;
  reference_id: string | null;
}

export interface StatementFilter {
  /** Inclusive. */
  from?: Date;
  /** Exclusive. */
  to?: Date;
  wallet?: WalletName;
  reasons?: string[];
  ordering: 'date' | '-date';
  page: number;
  page_size: number;
}

interface Row {
  id: number;
  created_at: Date | string;
  wallet: WalletName;
  amount: string;
  balance_after: string;
  currency: string;
  reason: string;
  reference_type: string | null;
  reference_id: string | null;
}

const COLUMNS = `l.id::int AS id, l.created_at, l.wallet, l.amount::text AS amount, l.balance_after::text AS balance_after,
  u.currency, l.reason, l.reference_type, l.reference_id`;

const toJson = (r: Row): StatementRowJson => ({
  id: r.id,
  date: formatDate(new Date(r.created_at)),
  wallet: r.wallet,
  amount: r.amount,
  balance_after: r.balance_after,
  currency: r.currency,
  reason: r.reason,
  reference_type: r.reference_type,
  reference_id: r.reference_id,
});

/** One page of the caller's movements; a page past the end is empty (count still tells the total). */
export async function listStatement(q: Queryable, userId: number, f: StatementFilter): Promise<{ count: number; results: StatementRowJson[] }> {
  const where = `l.user_id = $1
    AND ($2::timestamptz IS NULL OR l.created_at >= $2::timestamptz)
    AND ($3::timestamptz IS NULL OR l.created_at < $3::timestamptz)
    AND ($4::text IS NULL OR l.wallet = $4::text)
    AND ($5::text[] IS NULL OR l.reason = ANY($5::text[]))`;
  const params = [userId, f.from?.toISOString() ?? null, f.to?.toISOString() ?? null, f.wallet ?? null, f.reasons?.length ? f.reasons : null];
  // The id breaks ties between the movements of one operation (same instant), so paging never repeats or
  // skips one, and a debit is listed before the credit it came with when read oldest first.
  const dir = f.ordering === 'date' ? 'ASC' : 'DESC';
  const [count, page] = await Promise.all([
    q.query<{ n: number }>(`SELECT count(*)::int AS n FROM wallet_ledger l WHERE ${where}`, params),
    q.query<Row>(
      `SELECT ${COLUMNS} FROM wallet_ledger l JOIN users u ON u.id = l.user_id WHERE ${where}
        ORDER BY l.created_at ${dir}, l.id ${dir} LIMIT $6 OFFSET $7`,
      [...params, f.page_size, (f.page - 1) * f.page_size],
    ),
  ]);
  return { count: count.rows[0]?.n ?? 0, results: page.rows.map(toJson) };
}

export type StatementReference = Record<string, unknown> | null;

/**
 * What caused a movement, read from its own table and only if it is the player's (a reference to
 * something of another account, which the ledger never writes, would read as null rather than leak).
 */
async function describeReference(q: Queryable, userId: number, type: string | null, id: string | null): Promise<StatementReference> {
  if (!type || !id || !/^\d{1,10}$/.test(id)) return null;
  const n = Number(id);
  if (n > 2_147_483_647) return null;
  switch (type) {
    case 'payment': {
      const { rows } = await q.query(
        `SELECT id, type AS kind, status::int AS status, payment_system, amount::text AS amount, currency
           FROM payments WHERE id = $1 AND user_id = $2`,
        [n, userId],
      );
      return rows[0] ?? null;
    }
    case 'wheel_spin': {
      const { rows } = await q.query<{ id: number; is_free: boolean; cost: string; amount: string; currency: string; wallet: string | null; is_present: boolean; prize_id: number; name_fr: string; name_en: string; name_ar: string }>(
        `SELECT s.id, s.is_free, s.cost::text AS cost, s.amount::text AS amount, s.currency, s.wallet, s.is_present, s.prize_id,
                p.name_fr, p.name_en, p.name_ar
           FROM wheel_spins s JOIN wheel_prizes p ON p.id = s.prize_id WHERE s.id = $1 AND s.user_id = $2`,
        [n, userId],
      );
      const s = rows[0];
      if (!s) return null;
      const fill = (name: string) => name.replace('{amount}', s.amount).replace('{currency}', s.currency);
      return {
        id: s.id,
        is_free: s.is_free,
        cost: s.cost,
        prize: { id: s.prize_id, amount: s.amount, currency: s.currency, wallet: s.wallet, is_present: s.is_present, name: { fr: fill(s.name_fr), en: fill(s.name_en), ar: fill(s.name_ar) } },
      };
    }
    case 'game_round': {
      const { rows } = await q.query(
        `SELECT r.id, g.name AS game_name, g.provider, g.game_id, r.bet_amount::text AS bet_amount, r.win_amount::text AS win_amount, r.date
           FROM game_rounds r JOIN games g ON g.id = r.game WHERE r.id = $1 AND r.user_id = $2`,
        [n, userId],
      );
      const r = rows[0] as (Record<string, unknown> & { date: Date | string }) | undefined;
      return r ? { ...r, date: formatDate(new Date(r.date)) } : null;
    }
    case 'transfer': {
      const { rows } = await q.query(
        'SELECT id, from_id, to_id, amount::text AS amount, currency FROM transfers WHERE id = $1 AND (from_id = $2 OR to_id = $2)',
        [n, userId],
      );
      return rows[0] ?? null;
    }
    // A bonus exchange (helper M's bonusbalance-to-balance) points at its bonus history item.
    case 'bonus_history':
    case 'bonus_item': {
      const { rows } = await q.query('SELECT id, type, history FROM bonus_history WHERE id = $1 AND user_id = $2', [n, userId]);
      return rows[0] ?? null;
    }
    // A sport ticket's stake, win, void, cash-out or cancel (docs/contracts/sportsbook.md).
    case 'sport_ticket': {
      const { rows } = await q.query(
        `SELECT id, code AS ticket_code, provider, type AS ticket_type, status, amount_in::text AS amount_in, amount_out::text AS amount_out, coef::text AS coef
           FROM sport_tickets WHERE id = $1 AND user_id = $2`,
        [n, userId],
      );
      return rows[0] ?? null;
    }
    default:
      return null;
  }
}

/** One movement of the caller's with its cause; another player's id is 404, like one that does not exist. */
export async function statementRow(q: Queryable, userId: number, id: number): Promise<StatementRowJson & { reference: StatementReference }> {
  const { rows } = await q.query<Row>(`SELECT ${COLUMNS} FROM wallet_ledger l JOIN users u ON u.id = l.user_id WHERE l.id = $1 AND l.user_id = $2`, [id, userId]);
  if (!rows[0]) throw new ApiError(404, 'not_found', undefined, `no statement row ${id} for this account`);
  const row = toJson(rows[0]);
  return { ...row, reference: await describeReference(q, userId, row.reference_type, row.reference_id) };
}
