// The account statement (docs/api.md "Account statement"): the caller's wallet ledger rows,
// filtered, paged and ordered, and one row with what caused it (each reference kind the ledger writes).
import { beforeEach, describe, expect, it } from 'vitest';
import { sandboxPerTest, type Sandbox } from './helpers';

const S = '/api/users/statement/';
const START = Date.UTC(2025, 0, 15, 12, 0, 0);
const ctx = sandboxPerTest(START);
let sb: Sandbox;
let demo: string;
beforeEach(() => {
  ({ sb, demo } = ctx);
});

interface Row {
  id: number;
  date: string;
  wallet: string;
  amount: string;
  balance_after: string;
  currency: string;
  reason: string;
  reference_type: string | null;
  reference_id: string | null;
}
interface Page {
  count: number;
  results: Row[];
}

let keys = 0;
const key = () => ({ 'Idempotency-Key': `statement-${++keys}` });
const list = async (query = '', token = demo) => {
  const res = await sb.call<Page>('GET', `${S}${query ? `?${query}` : ''}`, { token });
  expect(res.status, res.text).toBe(200);
  return res.body;
};
const detail = async (id: number, token = demo) => sb.call('GET', `${S}${id}/`, { token });
/** demo's ledger as the database holds it, newest first. */
const ledger = async (userId = 1001) =>
  (await sb.db.query<{ id: number; amount: string }>('SELECT id::int AS id, amount::text AS amount FROM wallet_ledger WHERE user_id = $1 ORDER BY created_at DESC, id DESC', [userId])).rows;
const newest = async (reason: string) => (await list(`reason=${reason}&page_size=1`)).results[0];

describe('GET /api/users/statement/', () => {
  it('needs a token, and answers with or without the slash', async () => {
    for (const path of [S, S.slice(0, -1), `${S}1/`]) {
      const res = await sb.call('GET', path);
      expect(res.status, path).toBe(401);
      expect(res.body.code).toBe('not_authenticated');
    }
    expect((await sb.call('GET', S.slice(0, -1), { token: demo })).status).toBe(200);
  });

  it("lists exactly the caller's ledger rows, newest first, with the row's shape", async () => {
    const rows = await ledger();
    expect(rows.length).toBeGreaterThan(0);
    const page = await list('page_size=100');
    expect(page.count).toBe(rows.length);
    expect(page.results.map((r) => r.id)).toEqual(rows.map((r) => r.id));
    const row = page.results[0];
    expect(Object.keys(row).sort()).toEqual(['amount', 'balance_after', 'currency', 'date', 'id', 'reason', 'reference_id', 'reference_type', 'wallet']);
    expect(row.date).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+00:00$/);
    expect(row.currency).toBe('TND');
    // low sees only low's rows.
    const low = await list('page_size=100', ctx.low);
    const lowIds = (await ledger((await sb.db.query<{ id: number }>("SELECT id FROM users WHERE username = 'low'")).rows[0].id)).map((r) => r.id);
    expect(low.results.map((r) => r.id)).toEqual(lowIds);
    expect(low.results.some((r) => page.results.some((d) => d.id === r.id))).toBe(false);
  });

  it('pages without repeating or skipping, and orders both ways', async () => {
    const all = (await list('page_size=100')).results.map((r) => r.id);
    const paged: number[] = [];
    for (let p = 1; p <= Math.ceil(all.length / 2); p++) {
      const page = await list(`page=${p}&page_size=2`);
      expect(page.count).toBe(all.length);
      paged.push(...page.results.map((r) => r.id));
    }
    expect(paged).toEqual(all);
    expect((await list('page_size=100&ordering=date')).results.map((r) => r.id)).toEqual([...all].reverse());
    // A page past the end is empty, with the count.
    expect(await list('page=999')).toEqual({ count: all.length, results: [] });
  });

  it('filters by wallet and by reason (one or several)', async () => {
    const held = await list('wallet=held&page_size=100');
    expect(held.count).toBeGreaterThan(0);
    expect(held.results.every((r) => r.wallet === 'held')).toBe(true);
    const openings = await list('reason=opening&page_size=100');
    expect(openings.results.every((r) => r.reason === 'opening')).toBe(true);
    const both = await list('reason=opening,payout_hold&page_size=100');
    const repeated = await list('reason=opening&reason=payout_hold&page_size=100');
    expect(both.count).toBe(repeated.count);
    expect(both.count).toBe(openings.count + (await list('reason=payout_hold')).count);
    expect((await list('reason=never_written')).count).toBe(0);
  });

  it('bounds dates: date_from inclusive, date_to exclusive, offsets honoured, a day covering that day', async () => {
    const all = (await list('page_size=100&ordering=date')).results;
    const pivot = all[Math.floor(all.length / 2)].date;
    const from = await list(`date_from=${encodeURIComponent(pivot)}&page_size=100`);
    expect(from.results.every((r) => r.date >= pivot)).toBe(true);
    expect(from.results.some((r) => r.date === pivot)).toBe(true);
    const to = await list(`date_to=${encodeURIComponent(pivot)}&page_size=100`);
    expect(to.results.every((r) => r.date < pivot)).toBe(true);
    expect(from.count + to.count).toBe(all.length);
    // The same instant written with another offset selects the same rows ('+' unencoded reads as a space).
    const at = new Date(pivot);
    const plusOne = new Date(at.getTime() + 3600_000).toISOString().replace(/\.\d{3}Z$/, '+01:00');
    expect((await list(`date_from=${plusOne}&page_size=100`)).count).toBe(from.count);
    // A bare day as date_to includes that whole day (UTC).
    const day = pivot.slice(0, 10);
    const byDay = await list(`date_from=${day}&date_to=${day}&page_size=100`);
    expect(byDay.count).toBe(all.filter((r) => r.date.slice(0, 10) === day).length);
  });

  it('refuses bad filters with 400 invalid and field errors, never 500', async () => {
    const cases: Array<[string, string]> = [
      ['date_from=yesterday', 'date_from'],
      ['date_to=2025-02-30', 'date_to'],
      ['date_from=2025-01-15T10:00:00', 'date_from'],
      ['wallet=savings', 'wallet'],
      ['reason=DROP%20TABLE', 'reason'],
      ['page=0', 'page'],
      ['page_size=101', 'page_size'],
      ['ordering=amount', 'ordering'],
      ['date_from=2025-01-15T10:00:00%2B00:00&date_to=2025-01-15T09:00:00%2B00:00', 'date_to'],
    ];
    for (const [query, field] of cases) {
      const res = await sb.call('GET', `${S}?${query}`, { token: demo });
      expect(res.status, query).toBe(400);
      expect(res.body.code, query).toBe('invalid');
      expect(res.body.errors.map((e: { field: string }) => e.field), query).toContain(field);
    }
    // Blank values are no filter.
    expect((await sb.call('GET', `${S}?wallet=&reason=&date_from=`, { token: demo })).status).toBe(200);
  });
});

describe('GET /api/users/statement/{id}/', () => {
  it("is 404 for another player's row, one that does not exist, and an id out of range", async () => {
    const lowRow = (await list('', ctx.low)).results[0];
    expect(lowRow).toBeDefined();
    for (const id of [lowRow.id, 99_999_999, 99_999_999_999]) {
      const res = await detail(id);
      expect(res.status, String(id)).toBe(404);
      expect(res.body.code).toBe('not_found');
    }
    expect((await detail(lowRow.id, ctx.low)).status).toBe(200);
  });

  it('opening: the row and a null reference', async () => {
    const row = await newest('opening');
    const res = await detail(row.id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...row, reference: null });
  });

  it('payout hold, release: the payment', async () => {
    const created = await sb.call('POST', '/api/backoffice/payments/payout/', { token: demo, body: { amount: '100', payment_system: 'card' }, headers: key() });
    expect(created.status, created.text).toBe(201);
    const id = created.body.payment.id;
    const hold = (await list('reason=payout_hold&page_size=2')).results;
    expect(hold.map((r) => [r.wallet, r.amount, r.reference_id])).toEqual([
      ['held', '100.00', String(id)],
      ['balance', '-100.00', String(id)],
    ]);
    expect((await detail(hold[0].id)).body.reference).toEqual({ id, kind: 'payout', status: 20, payment_system: 'card', amount: '100.00', currency: 'TND' });
    await sb.call('POST', `/api/backoffice/payments/payout/${id}/cancel_payment/`, { token: demo, headers: key() });
    const release = await newest('payout_release');
    expect(release).toMatchObject({ wallet: 'balance', amount: '100.00', reference_type: 'payment', reference_id: String(id) });
    expect((await detail(release.id)).body.reference).toMatchObject({ id, kind: 'payout', status: 40 });
  });

  it('payout paid and deposit: the payment', async () => {
    const payout = await sb.call('POST', '/api/backoffice/payments/payout/', { token: demo, body: { amount: '100', payment_system: 'card' }, headers: key() });
    expect(payout.status, payout.text).toBe(201);
    const pid = payout.body.payment.id;
    const paid = await sb.call('POST', `/sandbox/api/payments/${pid}/callback`, { body: { status: 'success', times: 1 } });
    expect(paid.status, paid.text).toBe(200);
    const out = await newest('payout_paid');
    expect(out).toMatchObject({ wallet: 'held', amount: '-100.00', reference_id: String(pid) });
    expect((await detail(out.id)).body.reference).toMatchObject({ id: pid, kind: 'payout', status: 30 });

    const deposit = await sb.call('POST', '/api/backoffice/payments/deposit/', { token: demo, body: { amount: '50', payment_system: 'card' }, headers: key() });
    expect(deposit.status, deposit.text).toBe(201);
    const did = deposit.body.payment.id;
    expect((await sb.call('POST', `/sandbox/api/payments/${did}/callback`, { body: { status: 'success', times: 1 } })).status).toBe(200);
    const credit = await newest('deposit');
    expect(credit).toMatchObject({ wallet: 'balance', amount: '50.00', reference_type: 'payment', reference_id: String(did) });
    expect((await detail(credit.id)).body.reference).toEqual({ id: did, kind: 'deposit', status: 30, payment_system: 'card', amount: '50.00', currency: 'TND' });
  });

  it('wheel spin and prize: the spin with its prize', async () => {
    // Prize 5 of the seeds: "Bonus 5", 5.00 to the bonus wallet.
    expect((await sb.call('PUT', '/sandbox/api/wheel', { body: { next_prize_id: 5 } })).status).toBe(200);
    const spin = await sb.call('POST', '/services/wheel/spin/', { token: demo, body: { is_free: false }, headers: key() });
    expect(spin.status, spin.text).toBe(200);
    const [prize, cost] = (await list('reason=wheel_spin,wheel_prize&page_size=2')).results;
    expect(cost).toMatchObject({ reason: 'wheel_spin', wallet: 'balance', amount: expect.stringMatching(/^-/), reference_type: 'wheel_spin', reference_id: String(spin.body.id) });
    expect(prize).toMatchObject({ reason: 'wheel_prize', wallet: 'bonus', amount: '5.00', reference_type: 'wheel_spin', reference_id: String(spin.body.id) });
    for (const row of [cost, prize]) {
      const ref = (await detail(row.id)).body.reference;
      expect(ref).toMatchObject({ id: spin.body.id, is_free: false, prize: { id: 5, amount: '5.00', currency: 'TND', wallet: 'bonus', is_present: false } });
      expect(ref.prize.name.fr).toMatch(/5/);
      expect(ref.prize.name.fr).not.toContain('{amount}');
    }
  });

  it('game bet and win: the round with its game and provider', async () => {
    expect((await sb.call('PUT', '/sandbox/api/games', { body: { next_multiplier: 2 } })).status).toBe(200);
    const start = await sb.call('POST', '/api/integrations/hub/session/', { token: demo, body: { provider: 'amatic', game: 'am-0000' } });
    expect(start.status, start.text).toBe(200);
    const launch = await sb.call('POST', '/sandbox/games/api/launch', { body: { launch_token: new URL(start.body.data).searchParams.get('launch') } });
    const round = await sb.call('POST', `/sandbox/games/api/sessions/${launch.body.token}/rounds`, { body: { bet: '5.00' }, headers: key() });
    expect(round.status, round.text).toBe(200);
    const [win, bet] = (await list('reason=game_bet,game_win&page_size=2')).results;
    expect([bet.reason, bet.amount, win.reason, win.amount]).toEqual(['game_bet', '-5.00', 'game_win', '10.00']);
    expect(win.balance_after).toBe(round.body.balance_after);
    for (const row of [bet, win]) {
      expect((await detail(row.id)).body.reference).toMatchObject({ id: round.body.round_id, provider: 'amatic', game_id: 'am-0000', game_name: expect.any(String), bet_amount: '5.00', win_amount: '10.00' });
    }
  });

  it('transfer: the transfer, seen by each side with its own rows', async () => {
    const cash = (await sb.login('cashplayer')).access;
    const sent = await sb.call('POST', '/api/backoffice/transactions/', { token: cash, body: { amount: '10.00', currency: 'TND', recipient_id: 1003 }, headers: key() });
    expect(sent.status, sent.text).toBe(201);
    const row = (await list('reason=transfer&page_size=1', cash)).results[0];
    expect(row).toMatchObject({ amount: '-10.00', reference_type: 'transfer' });
    const ref = (await detail(row.id, cash)).body.reference;
    expect(ref).toMatchObject({ from_id: 1007, to_id: 1003, amount: '10.00', currency: 'TND' });
    // The agent's credit is the agent's row, not the player's.
    const agent = (await sb.login('agent')).access;
    const credit = (await list('reason=transfer&page_size=1', agent)).results[0];
    expect(credit).toMatchObject({ amount: '10.00', reference_id: row.reference_id });
    expect((await detail(credit.id, cash)).status).toBe(404);
  });
  it('bonus exchange: the bonus history item', async () => {
    const item = await sb.call('POST', '/sandbox/api/bonus-items', { body: { username: 'low', list: 'bonusbalance', type: 'Cashback', amount: '10.00', credit: true } });
    expect(item.status, item.text).toBe(201);
    const ex = await sb.call('POST', '/api/bonus-system/bonusbalance-to-balance/', { token: ctx.low, body: { amount: '5.00' }, headers: key() });
    expect(ex.status, ex.text).toBe(200);
    const [credit, debit] = (await list('reason=bonus_exchange&page_size=2', ctx.low)).results;
    expect([debit.wallet, debit.amount, credit.wallet, credit.amount]).toEqual(['bonus', '-5.00', 'balance', '5.00']);
    expect((await detail(credit.id, ctx.low)).body.reference).toMatchObject({ type: 'TransferBonusesToBalance', history: 'bonusbalance' });
  });
});
