/**
 * The prize wheel (docs/api.md "Wheel"; spec shell §3/§4/§7/§9, money §3 LuckySpin). Prices and
 * prizes are configured in TND and converted with `currencies.rate`: costs and minimum balances
 * rounded up to the cent, prizes rounded down. A spin is one transaction on the wallet.
 */
import { randomInt } from 'node:crypto';
import type { Queryable } from '../db';
import { ApiError } from '../http/errors';
import { formatDate } from './bonus-history';
import { convertAmount, toCents } from './money';
import { rateOf } from './settings';
import { checkStake as checkRgStake, DEFAULT_RG } from './rg-enforce';
import type { RgContext } from './rg-limits';
import { lockBalances, moveAll, notEnoughMoney, type Movement, type Transaction, type WalletName } from './wallet';

export const WHEEL_LANGUAGES = ['fr', 'en', 'ar'] as const;
export type WheelLang = (typeof WHEEL_LANGUAGES)[number];

const DAY_MS = 86_400_000;
/** A wheel day starts at 09:00:00 UTC (spec shell §9). */
const DAY_START_MS = 9 * 3600_000;

/** The wheel day `now` falls in (named by its UTC date) and the start of the next one. */
export function wheelDay(now: Date): { day: string; next: Date } {
  const start = Math.floor((now.getTime() - DAY_START_MS) / DAY_MS) * DAY_MS;
  return { day: new Date(start).toISOString().slice(0, 10), next: new Date(start + DAY_MS + DAY_START_MS) };
}

interface PrizeRow {
  id: number;
  name: string;
  amount: string;
  wallet: WalletName | null;
  is_present: boolean;
  image: string | null;
}

export interface PrizeJson {
  id: number;
  name: string;
  amount: string;
  currency: string;
  is_present: boolean;
  wallet: WalletName | null;
  image: string | null;
}

/** "5.00" -> "5", "1.47" stays: names are short labels on a segment. */
const shortAmount = (amount: string) => amount.replace(/\.00$/, '');

export const prizeName = (template: string, amount: string, currency: string) =>
  template.replaceAll('{amount}', shortAmount(amount)).replaceAll('{currency}', currency);

export const imageUrl = (slug: string | null) => (slug ? `/services/wheel/images/${slug}.svg` : null);

const nameColumn = (lang: WheelLang) => `name_${lang}`;

export async function listPrizes(q: Queryable, currency: string, lang: WheelLang): Promise<PrizeJson[]> {
  const rate = await rateOf(q, currency);
  const { rows } = await q.query<PrizeRow>(
    `SELECT id, ${nameColumn(lang)} AS name, amount::text AS amount, wallet, is_present, image
       FROM wheel_prizes WHERE position < 16 ORDER BY position`,
  );
  return rows.map((p) => {
    const amount = convertAmount(p.amount, rate, 'down');
    return { id: p.id, name: prizeName(p.name, amount, currency), amount, currency, is_present: p.is_present, wallet: p.wallet, image: imageUrl(p.image) };
  });
}

/** A segment as the expected return counts it: TND paid (a present: its value) and its weight. */
export interface ReturnSegment {
  amount: string;
  weight: number;
  /** A present's value in TND (its amount is 0.00: nothing is paid to a wallet). */
  value?: string;
}

/**
 * What a paid spin returns on average, as a fraction of its cost: Σ(value × weight) / (Σweight × cost),
 * a money or bonus prize at its amount (a bonus converts 1:1 to the balance through the exchange, so it
 * counts in full), a present at its value, a "try again" at 0. Under 1 the house keeps a margin; at or
 * above it paid spins are a money pump (docs/api.md "Wheel"). In another currency prizes are rounded
 * down and the cost up, so the return there is never above the TND figure.
 */
export function expectedReturn(segments: ReturnSegment[], cost: string): number {
  const totalWeight = segments.reduce((sum, s) => sum + s.weight, 0);
  if (totalWeight <= 0) throw new Error('wheel: every weight is zero');
  const paid = segments.reduce((sum, s) => sum + Number(toCents(s.value ?? s.amount)) * s.weight, 0);
  return paid / (totalWeight * Number(toCents(cost)));
}

export interface WheelConfig {
  paid_spin_cost: string;
  paid_spin_min_balance: string;
  free_spin_min_balance: string;
  next_prize_id: number | null;
}

export async function readConfig(q: Queryable): Promise<WheelConfig> {
  const { rows } = await q.query<WheelConfig>(
    `SELECT paid_spin_cost::text AS paid_spin_cost, paid_spin_min_balance::text AS paid_spin_min_balance,
            free_spin_min_balance::text AS free_spin_min_balance, next_prize_id FROM wheel_config WHERE id = 1`,
  );
  if (!rows[0]) throw new Error('wheel_config is not seeded');
  return rows[0];
}

/** The prices in `currency`, rounded up. */
async function prices(q: Queryable, currency: string) {
  const [config, rate] = await Promise.all([readConfig(q), rateOf(q, currency)]);
  return {
    config,
    rate,
    cost: convertAmount(config.paid_spin_cost, rate, 'up'),
    paidMin: convertAmount(config.paid_spin_min_balance, rate, 'up'),
    freeMin: convertAmount(config.free_spin_min_balance, rate, 'up'),
  };
}

export interface PublicSettingsJson {
  has_free_spin: boolean;
  free_spins_available: number;
  free_spin_time: string;
  paid_spin_cost: string;
  free_spin_min_balance: string;
  paid_spin_min_balance: string;
  currency: string;
}

async function freeSpinTaken(q: Queryable, userId: number, day: string): Promise<boolean> {
  const { rows } = await q.query('SELECT 1 FROM wheel_free_spins WHERE user_id = $1 AND wheel_day = $2', [userId, day]);
  return rows.length > 0;
}

/** A guest (userId undefined) never has a free spin; the client shows the button anyway (spec §4). */
export async function publicSettings(q: Queryable, userId: number | undefined, currency: string, now: Date): Promise<PublicSettingsJson> {
  const { day, next } = wheelDay(now);
  const p = await prices(q, currency);
  const free = userId !== undefined && !(await freeSpinTaken(q, userId, day));
  return {
    has_free_spin: free,
    free_spins_available: free ? 1 : 0,
    free_spin_time: formatDate(next),
    paid_spin_cost: p.cost,
    free_spin_min_balance: p.freeMin,
    paid_spin_min_balance: p.paidMin,
    currency,
  };
}

interface DrawnPrize {
  id: number;
  name_fr: string;
  name_en: string;
  name_ar: string;
  amount: string;
  wallet: WalletName | null;
  is_present: boolean;
}

const PRIZE_COLUMNS = 'id, name_fr, name_en, name_ar, amount::text AS amount, wallet, is_present';

/**
 * QA's forced prize when one is set (taken once: the conditional UPDATE lets one spin win it even
 * when several race), else a weighted draw with the crypto RNG.
 */
async function drawPrize(tx: Queryable, forcedId: number | null): Promise<DrawnPrize> {
  if (forcedId !== null) {
    const taken = await tx.query('UPDATE wheel_config SET next_prize_id = NULL WHERE id = 1 AND next_prize_id = $1 RETURNING id', [forcedId]);
    if (taken.rows.length) {
      const { rows } = await tx.query<DrawnPrize>(`SELECT ${PRIZE_COLUMNS} FROM wheel_prizes WHERE id = $1`, [forcedId]);
      return rows[0];
    }
  }
  const { rows } = await tx.query<DrawnPrize & { weight: number }>(
    `SELECT ${PRIZE_COLUMNS}, weight FROM wheel_prizes WHERE position < 16 AND weight > 0 ORDER BY position`,
  );
  const total = rows.reduce((sum, r) => sum + r.weight, 0);
  if (total <= 0) throw new Error('wheel: every weight is zero');
  let ticket = randomInt(total);
  for (const row of rows) {
    if (ticket < row.weight) return row;
    ticket -= row.weight;
  }
  throw new Error('unreachable');
}

export interface SpinJson {
  id: number;
  prize_id: number;
  name: string;
  amount: string;
  currency: string;
  is_present: boolean;
  wallet: WalletName | null;
  is_free: boolean;
  date: string;
  balance: string;
  bonus_balance: string;
}

export interface Spinner {
  id: number;
  currency: string;
}

/**
 * One spin, on the request's transaction (`tx`: the route's moneyTx, so the spin and its
 * Idempotency-Key answer commit together): the free spin's claim or the cost's debit, the draw, the
 * spin row, the prize's credit (balance or bonus balance) and a LuckySpin bonus-history row for a bonus
 * prize. Presents and "try again" are recorded only. Refusals are thrown, and the request's
 * transaction drops what the spin had written: 400 free_spin_not_available, not_enough_money.
 */
export async function spin(tx: Transaction, user: Spinner, input: { isFree: boolean; lang: WheelLang }, now: Date, rg: RgContext = DEFAULT_RG): Promise<SpinJson> {
  const balances = (await lockBalances(tx, [user.id])).get(user.id)!;
  const p = await prices(tx, user.currency);
  const { day } = wheelDay(now);
  const balance = toCents(balances.balance);
  if (input.isFree) {
    const claim = await tx.query(
      'INSERT INTO wheel_free_spins (user_id, wheel_day) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING wheel_day',
      [user.id, day],
    );
    if (!claim.rows.length) throw new ApiError(400, 'free_spin_not_available', undefined, `free spin of ${day} already used`);
    if (balance < toCents(p.freeMin)) throw notEnoughMoney(`a free spin needs a balance of ${p.freeMin} ${user.currency}`);
  } else if (balance < toCents(p.paidMin) || balance < toCents(p.cost)) {
    throw notEnoughMoney(`a paid spin costs ${p.cost} and needs a balance of ${p.paidMin} ${user.currency}`);
  } else {
    // A paid spin is a stake: the player's wager and loss limits (docs/contracts/responsible-gaming.md), on
    // the row locked above.
    await checkRgStake(tx, user.id, toCents(p.cost), now, rg);
  }

  const prize = await drawPrize(tx, p.config.next_prize_id);
  const amount = convertAmount(prize.amount, p.rate, 'down');
  const cost = input.isFree ? '0.00' : p.cost;
  const at = now.toISOString();
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO wheel_spins (user_id, date, is_free, prize_id, amount, cost, currency, wallet, is_present)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
    [user.id, at, input.isFree, prize.id, amount, cost, user.currency, prize.wallet, prize.is_present],
  );
  const spinId = rows[0].id;
  if (input.isFree) await tx.query('UPDATE wheel_free_spins SET spin_id = $3 WHERE user_id = $1 AND wheel_day = $2', [user.id, day, spinId]);

  const reference = { type: 'wheel_spin', id: spinId };
  const movements: Movement[] = [];
  if (!input.isFree) movements.push({ userId: user.id, wallet: 'balance', amount: `-${cost}`, reason: 'wheel_spin', reference, at: now });
  if (prize.wallet && toCents(amount) > 0n) {
    movements.push({ userId: user.id, wallet: prize.wallet, amount, reason: 'wheel_prize', reference, at: now });
    if (prize.wallet === 'bonus') {
      await tx.query(
        `INSERT INTO bonus_history (user_id, history, type, amount, amount_currency, date, is_accrued, is_acknowledged)
         VALUES ($1, 'bonusbalance', 'LuckySpin', $2, $3, $4, true, false)`,
        [user.id, amount, user.currency, at],
      );
    }
  }
  if (movements.length) await moveAll(tx, movements);
  const after = (await lockBalances(tx, [user.id])).get(user.id)!;

  return {
    id: spinId,
    prize_id: prize.id,
    name: prizeName(prize[`name_${input.lang}`], amount, user.currency),
    amount,
    currency: user.currency,
    is_present: prize.is_present,
    wallet: prize.wallet,
    is_free: input.isFree,
    date: formatDate(now),
    balance: after.balance,
    bonus_balance: after.bonus_balance,
  };
}

export interface SpinHistoryItemJson {
  id: number;
  date: string;
  type: 'free' | 'paid';
  win_amount: string;
  currency: string;
  prize_name: string;
  is_present: boolean;
  wallet: WalletName | null;
}

/** The player's spins, newest first (ties by id), one page; a page past the end is empty. */
export async function spinHistory(
  q: Queryable,
  userId: number,
  page: { page: number; page_size: number; lang: WheelLang },
): Promise<{ count: number; results: SpinHistoryItemJson[] }> {
  const [count, list] = await Promise.all([
    q.query<{ count: number }>('SELECT count(*)::int AS count FROM wheel_spins WHERE user_id = $1', [userId]),
    q.query<{ id: number; date: Date; is_free: boolean; amount: string; currency: string; name: string; is_present: boolean; wallet: WalletName | null }>(
      `SELECT s.id, s.date, s.is_free, s.amount::text AS amount, s.currency, p.${nameColumn(page.lang)} AS name, s.is_present, s.wallet
         FROM wheel_spins s JOIN wheel_prizes p ON p.id = s.prize_id
        WHERE s.user_id = $1 ORDER BY s.date DESC, s.id DESC LIMIT $2 OFFSET $3`,
      [userId, page.page_size, (page.page - 1) * page.page_size],
    ),
  ]);
  return {
    count: count.rows[0]?.count ?? 0,
    results: list.rows.map((r) => ({
      id: r.id,
      date: formatDate(r.date),
      type: r.is_free ? 'free' : 'paid',
      win_amount: r.amount,
      currency: r.currency,
      prize_name: prizeName(r.name, r.amount, r.currency),
      is_present: r.is_present,
      wallet: r.wallet,
    })),
  };
}
