import type { Db, Queryable } from './db';
import { migrate } from './migrate';
import { hashOnce } from './services/passwords';
import { HISTORY, historyDate, historyMoney, JACKPOTS } from './seeds/bonus';
import { contentRows } from './seeds/content';
import { seedCatalogue, seedGameState } from './seeds/games';
import { seedPayments, seedPaymentSystems } from './seeds/payments';
import { seedSport } from './seeds/sport';
import { seedTransfers } from './seeds/transfers';
import { seedUserInfo } from './seeds/user-info';
import { seedWheel } from './seeds/wheel';
import { toCents } from './services/money';
import { moveAll, type WalletName } from './services/wallet';

/** Units of each currency per 1 TND; FNT (a play currency) is shown as RUB by the client (spec §1). */
export const CURRENCIES: { code: string; name: string; rate: string }[] = [
  { code: 'TND', name: 'Tunisian Dinar', rate: '1' },
  { code: 'EUR', name: 'Euro', rate: '0.295' },
  { code: 'USD', name: 'US Dollar', rate: '0.32' },
  { code: 'RUB', name: 'Russian Ruble', rate: '29.5' },
  { code: 'UAH', name: 'Ukrainian Hryvnia', rate: '13.2' },
  { code: 'TJS', name: 'Tajikistani Somoni', rate: '3.45' },
  { code: 'KGS', name: 'Kyrgyzstani Som', rate: '27.9' },
  { code: 'UZS', name: 'Uzbekistani Som', rate: '4050' },
  { code: 'AUD', name: 'Australian Dollar', rate: '0.49' },
  { code: 'CNY', name: 'Chinese Yuan', rate: '2.32' },
  { code: 'TWD', name: 'New Taiwan Dollar', rate: '10.4' },
  { code: 'GBP', name: 'British Pound', rate: '0.25' },
  { code: 'KRW', name: 'South Korean Won', rate: '440' },
  { code: 'FNT', name: 'Fun Token', rate: '29.5' },
];

/**
 * In TND with 3–4 significant decimals on purpose: rounding min_bet up and the others down to 2
 * decimals (spec §3) gives a different figure than plain rounding, so a wrong rule is visible.
 */
export const LIMITS: Record<string, string> = {
  min_bet: '0.505',
  max_bet: '5000.999',
  max_win: '100000.567',
  max_transaction: '20000.129',
};

export const REFERRAL_CODES = [
  { code: 'WELCOME', partner_id: 7 },
  { code: 'PARTNER42', partner_id: 42 },
];

interface SeedUser {
  id: number;
  username: string;
  password: string;
  email: string;
  role: string;
  balance: string;
  bonus_balance: string;
  first_name: string;
  last_name: string;
  parent?: number;
  is_self_registered?: boolean;
  user_types?: number;
  is_banned?: boolean;
  email_verified?: boolean;
  created_at: string;
}

/** Fixed ids so tests and QA notes can name them; self-registered accounts start at 2001. */
export const SEED_USERS: SeedUser[] = [
  { id: 1001, username: 'demo', password: 'demo1234', email: 'demo@casino.test', role: 'P', balance: '1000.00', bonus_balance: '5.00', first_name: 'Demo', last_name: 'Player', created_at: '2024-03-01T10:15:00Z' },
  { id: 1002, username: 'low', password: 'low12345', email: 'low@casino.test', role: 'P', balance: '0.50', bonus_balance: '12.00', first_name: 'Low', last_name: 'Balance', created_at: '2024-03-02T09:00:00Z' },
  { id: 1003, username: 'agent', password: 'agent1234', email: 'agent@casino.test', role: 'C', balance: '5000.00', bonus_balance: '0.00', first_name: 'Cash', last_name: 'Agent', is_self_registered: false, user_types: 1, created_at: '2024-02-01T08:00:00Z' },
  { id: 1004, username: 'admin', password: 'admin1234', email: 'admin@casino.test', role: 'A', balance: '0.00', bonus_balance: '0.00', first_name: 'Site', last_name: 'Admin', is_self_registered: false, created_at: '2024-01-01T08:00:00Z' },
  { id: 1005, username: 'banned', password: 'banned1234', email: 'banned@casino.test', role: 'P', balance: '25.00', bonus_balance: '0.00', first_name: 'Banned', last_name: 'Player', is_banned: true, created_at: '2024-03-03T12:00:00Z' },
  { id: 1006, username: 'unverified', password: 'unverified1234', email: 'unverified@casino.test', role: 'P', balance: '0.00', bonus_balance: '0.00', first_name: 'New', last_name: 'Player', email_verified: false, created_at: '2024-03-04T12:00:00Z' },
  // A player the agent registered (user type 1): some menu entries are for user type 0 only (spec §2).
  { id: 1007, username: 'cashplayer', password: 'cashplayer1234', email: 'cashplayer@casino.test', role: 'P', balance: '150.00', bonus_balance: '0.00', first_name: 'Cashier', last_name: 'Client', parent: 1003, is_self_registered: false, user_types: 1, created_at: '2024-03-05T12:00:00Z' },
];

/**
 * Idempotent: reference data (currencies, limits, banners) is upserted; accounts, jackpots and history
 * items are only created when missing (never overwritten: a restart keeps acknowledgements and jackpot
 * growth). `now` starts the jackpots' growth (the sandbox clock).
 */
export async function seed(db: Db, now: Date = new Date()): Promise<void> {
  const { rows } = await db.query<{ id: number }>('SELECT id FROM users WHERE id = ANY($1::int[])', [SEED_USERS.map((u) => u.id)]);
  const existing = new Set(rows.map((r) => r.id));
  // Hash before the transaction (each hash ~50 ms) and only for the accounts to create.
  const hashes = await seedPasswordHashes(SEED_USERS.filter((u) => !existing.has(u.id)));
  await db.transaction((tx) => seedRows(tx, hashes, now));
}

/** The seeded accounts' password hashes, by account id (computed side by side, once per process). */
async function seedPasswordHashes(users: readonly (typeof SEED_USERS)[number][]): Promise<Map<number, string>> {
  return new Map(await Promise.all(users.map(async (u) => [u.id, await hashOnce(u.password)] as const)));
}

/** Every seeded row; an account is created only where `hashes` has its password (the others exist). */
async function seedRows(tx: Queryable, hashes: Map<number, string>, now: Date): Promise<void> {
  for (const [position, c] of CURRENCIES.entries()) {
    await tx.query(
      `INSERT INTO currencies (code, name, rate, position) VALUES ($1, $2, $3, $4)
       ON CONFLICT (code) DO UPDATE SET name = EXCLUDED.name, rate = EXCLUDED.rate, position = EXCLUDED.position`,
      [c.code, c.name, c.rate, position],
    );
  }
  for (const [name, value] of Object.entries(LIMITS)) {
    await tx.query('INSERT INTO limits (name, value) VALUES ($1, $2) ON CONFLICT (name) DO UPDATE SET value = EXCLUDED.value', [
      name,
      value,
    ]);
  }
  for (const r of REFERRAL_CODES) {
    await tx.query('INSERT INTO referral_codes (code, partner_id) VALUES ($1, $2) ON CONFLICT (code) DO NOTHING', [r.code, r.partner_id]);
  }
  for (const u of SEED_USERS) {
    const hash = hashes.get(u.id);
    if (!hash) continue;
    // Accounts start at zero; the seeded money is an opening credit, so sum(ledger) = balance (008_wallet.sql).
    const created = await tx.query(
      `INSERT INTO users (id, username, email, password_hash, role, currency, first_name, last_name,
                          parent, is_self_registered, user_types, lang, is_banned, email_verified, created_at, date_joined)
       VALUES ($1, $2, $3, $4, $5, 'TND', $6, $7, $8, $9, $10, 'fr', $11, $12, $13, $13)
       ON CONFLICT DO NOTHING RETURNING id`,
      [
        u.id, u.username, u.email, hash, u.role, u.first_name, u.last_name,
        u.parent ?? null, u.is_self_registered ?? true, u.user_types ?? 0, u.is_banned ?? false,
        u.email_verified ?? true, u.created_at,
      ],
    );
    if (created.rowCount) {
      // The bonus history's money is in the ledger too (seeds/bonus.ts historyMoney): a notice saying a
      // jackpot or a cashback was credited has its credit, and the balances still end as seeded.
      const opened = new Date(u.created_at);
      const money = historyMoney(u.id, opened, now, { balance: u.balance, bonus: u.bonus_balance });
      await openingCredits(tx, u.id, money.opening, opened);
      if (money.movements.length) await moveAll(tx, money.movements);
    }
  }
  await seedWheel(tx);
  await seedContent(tx);
  for (const [position, j] of JACKPOTS.entries()) {
    await tx.query(
      `INSERT INTO jackpots (id, name, position, base_amount, growth_per_second, grown_from, winner_user_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (id) DO NOTHING`,
      [j.id, j.name, position, j.base, j.growth, now.toISOString(), j.winner_user_id],
    );
  }
  for (const h of HISTORY) {
    await tx.query(
      `INSERT INTO bonus_history (id, user_id, history, type, amount, amount_currency, date, is_accrued, is_acknowledged)
       VALUES ($1, $2, $3, $4, $5, 'TND', $6, $7, $8) ON CONFLICT (id) DO NOTHING`,
      [h.id, h.user_id, h.history, h.type, h.amount, historyDate(h, now).toISOString(), h.is_accrued ?? true, h.is_acknowledged ?? false],
    );
  }
  await seedCatalogue(tx);
  await seedGameState(tx, now);
  await seedTransfers(tx);
  await seedPaymentSystems(tx);
  await seedPayments(tx, now);
  await seedUserInfo(tx, now);
  await seedSport(tx, now);
}

/** A seeded account's money, as 'opening' ledger credits dated at its creation. */
async function openingCredits(tx: Queryable, userId: number, amounts: Partial<Record<WalletName, string>>, at: Date): Promise<void> {
  const movements = (Object.entries(amounts) as [WalletName, string][])
    .filter(([, amount]) => toCents(amount) !== 0n)
    .map(([wallet, amount]) => ({ userId, wallet, amount, reason: 'opening', at }));
  if (movements.length) await moveAll(tx, movements);
}

/** Banners are reference data: replaced by the seed's version each start (edit seeds/content.ts, restart). */
async function seedContent(tx: Queryable): Promise<void> {
  const { carousels, slides } = contentRows();
  await tx.query('DELETE FROM slides');
  await tx.query('DELETE FROM carousels');
  for (const c of carousels) {
    await tx.query('INSERT INTO carousels (id, slug, language, platform, routes) VALUES ($1, $2, $3, $4, $5::jsonb)', [
      c.id,
      c.slug,
      c.language,
      c.platform,
      JSON.stringify(c.routes),
    ]);
  }
  for (const s of slides) {
    await tx.query(
      `INSERT INTO slides (id, carousel_id, type, image, link, language, is_active, auth_required, position, headline, subline, theme)
       VALUES ($1, $2, 'image', $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
      [s.id, s.carousel_id, s.image, s.link, s.language, s.is_active, s.auth_required, s.position, s.headline, s.subline, s.theme],
    );
  }
}

/**
 * Tables a reset keeps: the schema version, the sandbox's own settings (the JWT secret) and the game
 * catalogue (reference data of ~4,300 rows: seeding it again on every test's reset would be slow).
 */
export const RESET_KEPT_TABLES = ['schema_migrations', 'settings', 'producers', 'games'];

/**
 * Empties every data table (including those later migrations add) and seeds again, so an e2e test
 * starts from the same state every time. Ids restart, so the seeded accounts keep their ids. One
 * transaction: a request arriving meanwhile (the QA page's banners loading their images while QA presses
 * Reset) sees the sandbox before or after the reset, never its empty tables (it answered 404 there).
 */
export async function resetDatabase(db: Db, now: Date = new Date()): Promise<void> {
  const hashes = await seedPasswordHashes(SEED_USERS);
  await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ tablename: string }>(
      `SELECT tablename FROM pg_tables WHERE schemaname = current_schema() AND NOT (tablename = ANY($1::text[]))`,
      [RESET_KEPT_TABLES],
    );
    if (rows.length) {
      await tx.exec(`TRUNCATE ${rows.map((r) => `"${r.tablename}"`).join(', ')} RESTART IDENTITY CASCADE`);
    }
    // The settings table is kept (the JWT secret), but QA's jurisdiction switch is data: back to 'none'.
    await tx.query(`DELETE FROM settings WHERE key = 'jurisdiction'`);
    await seedRows(tx, hashes, now);
  });
}

/** Applies migrations then seed data: what main.ts and the tests do before createApp. */
export async function prepareDatabase(db: Db, now: Date = new Date()): Promise<void> {
  await migrate(db);
  await seed(db, now);
}
