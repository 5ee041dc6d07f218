/**
 * The responsible-gaming limits enforced where the money moves (docs/contracts/responsible-gaming.md §2).
 * Each check runs inside the money operation's transaction and locks the player's row first (lockBalances: a
 * no-op when the caller already holds it), so two requests of one player queue here and the second one sums
 * the first one's deposit or stake: concurrent requests cannot together go past a limit. Called before
 * anything is written, so a refusal leaves nothing behind (the request's transaction rolls back anyway).
 */
import { ApiError, type ErrorBody } from '../http/errors';
import { fromCents, toCents } from './money';
import { currentJurisdiction } from './rg-jurisdiction';
import { activatePending, currentLimits, usageOf, type LimitKind, type MoneyField, type RgContext } from './rg-limits';
import { assertNotExcluded } from './rg-exclusion';
import { isoInZone } from './rg-periods';
import { lockBalances, type Transaction } from './wallet';

/** The operator's zone when a caller passes none (config.ts's default of RG_TIME_ZONE). */
export const DEFAULT_RG: RgContext = { timeZone: 'Africa/Tunis' };

const CODES: Record<LimitKind, string> = { deposit: 'deposit_limit_reached', wager: 'wager_limit_reached', loss: 'loss_limit_reached' };
const MESSAGES: Record<LimitKind, string> = {
  deposit: 'This deposit would go past your deposit limit.',
  wager: 'This stake would go past your wager limit.',
  loss: 'This stake would go past your loss limit.',
};

export interface LimitRefusal {
  limit_field: MoneyField;
  /** limit_field's two halves, so a client names the limit without parsing it: `loss`, `daily`. */
  limit_kind: LimitKind;
  period: 'daily' | 'weekly' | 'monthly';
  limit: string;
  used: string;
  remaining: string;
  period_end: string;
  currency: string;
}

/** A 403 whose body carries the limit's figures next to code, message and detail (the client shows the remaining). */
export class RgLimitError extends ApiError {
  constructor(code: string, message: string, detail: string, readonly extra: Record<string, unknown>) {
    super(403, code, message, detail);
  }

  override toBody(): ErrorBody & Record<string, unknown> {
    return { ...super.toBody(), ...this.extra };
  }
}

/**
 * The limit of `kinds` that `amount` cents would break, the tightest first (the least remaining; the
 * shorter period on a tie), or null. A limit breaks when used + amount > limit: for a loss limit the
 * stake counts as lost until it comes back.
 */
async function firstBroken(tx: Transaction, userId: number, kinds: LimitKind[], amount: bigint, now: Date, rg: RgContext) {
  await lockBalances(tx, [userId]);
  await activatePending(tx, userId, now);
  const limits = await currentLimits(tx, userId);
  const fields = [...limits.keys()].filter((f): f is MoneyField => kinds.some((k) => f.startsWith(`${k}_`)));
  if (!fields.length) return { limits, broken: null };
  const usage = await usageOf(tx, userId, now, rg.timeZone);
  let broken: { field: MoneyField; limit: bigint; used: bigint; remaining: bigint; end: Date } | null = null;
  for (const field of fields) {
    const limit = toCents(limits.get(field)!);
    const { used, end } = usage[field];
    if (used + amount <= limit) continue;
    const remaining = limit > used ? limit - used : 0n;
    if (!broken || remaining < broken.remaining || (remaining === broken.remaining && end < broken.end)) broken = { field, limit, used, remaining, end };
  }
  return { limits, broken };
}

async function refuse(tx: Transaction, userId: number, broken: NonNullable<Awaited<ReturnType<typeof firstBroken>>['broken']>, amount: bigint, rg: RgContext): Promise<never> {
  const { rows } = await tx.query<{ currency: string }>('SELECT currency FROM users WHERE id = $1', [userId]);
  const currency = rows[0].currency;
  const [kind, period] = broken.field.split('_') as [LimitKind, LimitRefusal['period']];
  const body: LimitRefusal = {
    limit_field: broken.field,
    limit_kind: kind,
    period,
    limit: fromCents(broken.limit),
    used: fromCents(broken.used),
    remaining: fromCents(broken.remaining),
    period_end: isoInZone(broken.end, rg.timeZone),
    currency,
  };
  throw new RgLimitError(
    CODES[kind],
    MESSAGES[kind],
    `${broken.field} ${body.limit} ${currency}: used ${body.used}, remaining ${body.remaining}, asked ${fromCents(amount)} (period ends ${body.period_end})`,
    { ...body },
  );
}

/**
 * Money of `amount` cents coming in (a deposit being created, a cashier's transfer to the player):
 * 403 self_excluded during a time-out or self-exclusion, 403 deposit_limit_required when the jurisdiction
 * wants a deposit limit first and none is set, 403 deposit_limit_reached when it would go past one. The
 * exclusion is read after the player's row is locked: startExclusion takes that lock too, so money in
 * either lands before the exclusion (which then ends it if still open) or sees it (docs/security.md).
 */
export async function checkDeposit(tx: Transaction, userId: number, amount: bigint, now: Date, rg: RgContext = DEFAULT_RG): Promise<void> {
  await lockBalances(tx, [userId]);
  await assertNotExcluded(tx, userId, now);
  const { limits, broken } = await firstBroken(tx, userId, ['deposit'], amount, now, rg);
  if (broken) await refuse(tx, userId, broken, amount, rg);
  const hasDepositLimit = ['deposit_daily', 'deposit_weekly', 'deposit_monthly'].some((f) => limits.has(f));
  if (!hasDepositLimit && (await currentJurisdiction(tx)).limits_before_first_deposit) {
    throw new ApiError(403, 'deposit_limit_required', 'Set a deposit limit before you deposit.', 'the jurisdiction requires a deposit limit before a deposit');
  }
}

/** A real-money stake of `amount` cents (game round, paid wheel spin, sport ticket): wager then loss limits. */
export async function checkStake(tx: Transaction, userId: number, amount: bigint, now: Date, rg: RgContext = DEFAULT_RG): Promise<void> {
  const { broken } = await firstBroken(tx, userId, ['wager', 'loss'], amount, now, rg);
  if (broken) await refuse(tx, userId, broken, amount, rg);
}

/**
 * A real-money game about to open: 403 wager_limit_reached / loss_limit_reached (the same body as a
 * round's refusal) when a wager or loss limit has nothing left, so no stake at all could pass until its
 * period ends. Refused at the launch, the lobby explains it (which limit, when it resets) instead of the
 * game page refusing every round (docs/api.md "Responsible gaming").
 */
export async function checkCanStake(tx: Transaction, userId: number, now: Date, rg: RgContext = DEFAULT_RG): Promise<void> {
  const { broken } = await firstBroken(tx, userId, ['wager', 'loss'], 1n, now, rg);
  if (broken) await refuse(tx, userId, broken, 0n, rg);
}
