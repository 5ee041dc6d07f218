import { beforeEach, describe, expect, it } from 'vitest';
import { auditWallet } from '../../../demo/sandbox/services/wallet';
import { sandboxPerTest, type Sandbox } from './helpers';

const T = '/api/backoffice/transactions/';
const START = Date.UTC(2025, 0, 15, 12, 0, 0);

let sb: Sandbox;
let demo: string;
let cash: string;
let agent: string;

const ctx = sandboxPerTest(START);
beforeEach(async () => {
  ({ sb, demo } = ctx);
  cash = (await sb.login('cashplayer')).access;
  agent = (await sb.login('agent')).access;
});

const send = (token: string, body: Record<string, unknown>, key?: string) =>
  sb.call('POST', T, { token, body, headers: key ? { 'Idempotency-Key': key } : {} });
const balanceOf = async (id: number) =>
  (await sb.db.query<{ balance: string }>('SELECT balance::text AS balance FROM users WHERE id = $1', [id])).rows[0].balance;

describe('seeded transfers', () => {
  it("keeps cashplayer's 150.00 and the agent's 5000.00, balanced by the ledger", async () => {
    expect(await balanceOf(1007)).toBe('150.00');
    expect(await balanceOf(1003)).toBe('5000.00');
    expect(await auditWallet(sb.db)).toEqual([]);
  });

  it('lists cashplayer\'s history newest first with their own before/after, both spellings', async () => {
    for (const path of [T, T.slice(0, -1)]) {
      const res = await sb.call('GET', path, { token: cash });
      expect(res.status, path).toBe(200);
      expect(res.body.count).toBe(4);
      expect(res.body.page).toBe(1);
      expect(res.body.results.map((t: { amount: string }) => t.amount)).toEqual(['90.00', '50.00', '60.00', '100.00']);
      expect(res.body.results[0]).toMatchObject({
        from_id: 1007, to_id: 1003, currency: 'TND', balance_before: '240.00', balance_after: '150.00', status: 'completed',
        created_at: '2024-04-15T18:45:00.000Z', completed_at: '2024-04-15T18:45:00.000Z', date: '2024-04-15T18:45:00.000Z',
      });
    }
    // The agent sees the same rows with their own balances.
    const seen = (await sb.call('GET', `${T}?page_size=1`, { token: agent })).body;
    expect(seen).toMatchObject({ count: 4, page: 1 });
    expect(seen.results[0]).toMatchObject({ amount: '90.00', balance_before: '4910.00', balance_after: '5000.00' });
    expect((await sb.call('GET', T, { token: demo })).body).toEqual({ count: 0, page: 1, results: [] });
  });

  it('needs a token', async () => {
    expect((await sb.call('GET', T)).status).toBe(401);
    expect((await sb.call('POST', T, { body: { amount: '1.00', currency: 'TND', recipient_id: 1003 } })).status).toBe(401);
  });
});

describe('a player withdraws to their cashier', () => {
  it('moves the money, answers 201 with the transfer and the balances', async () => {
    const res = await send(cash, { amount: '40.00', currency: 'TND', recipient_id: 1003 });
    expect(res.status).toBe(201);
    expect(res.body.transfer).toMatchObject({ from_id: 1007, to_id: 1003, amount: '40.00', balance_before: '150.00', balance_after: '110.00' });
    expect(res.body.balances).toEqual({ balance: '110.00', bonus_balance: '0.00', held_balance: '0.00' });
    expect(await balanceOf(1003)).toBe('5040.00');
    expect(await auditWallet(sb.db)).toEqual([]);
  });

  it('refuses any recipient but the parent cashier: permission_denied', async () => {
    for (const recipient of [1001, 1004, 1007, 999_999]) {
      const res = await send(cash, { amount: '5.00', currency: 'TND', recipient_id: recipient });
      expect(res.status, String(recipient)).toBe(403);
      expect(res.body.code).toBe('permission_denied');
    }
    // demo has no parent at all.
    expect((await send(demo, { amount: '5.00', currency: 'TND', recipient_id: 1003 })).body.code).toBe('permission_denied');
    expect(await balanceOf(1007)).toBe('150.00');
  });

  it('transaction_limit outside the cashier\'s 1.00–1000.00 TND', async () => {
    const low = await send(cash, { amount: '0.50', currency: 'TND', recipient_id: 1003 });
    expect(low.status).toBe(400);
    expect(low.body).toMatchObject({ code: 'transaction_limit', message: 'A transfer must be from 1.00 to 1000.00 TND.' });
    const high = await send(agent, { amount: '1000.01', currency: 'TND', recipient_id: 1007 });
    expect(high.body.code).toBe('transaction_limit');
  });

  it('publishes the bounds it enforces: GET transactions/limits/ gives the cashier\'s 1.00–1000.00 TND, both spellings', async () => {
    for (const path of [`${T}limits/`, `${T}limits`]) {
      const res = await sb.call('GET', path, { token: cash });
      expect(res.status, path).toBe(200);
      expect(res.body).toEqual({ currency: 'TND', min_amount: '1.00', max_amount: '1000.00', configured: true });
    }
    // The published minimum is the one enforced: a cent under it is refused, the minimum goes through.
    expect((await send(cash, { amount: '0.99', currency: 'TND', recipient_id: 1003 })).body.code).toBe('transaction_limit');
    expect((await send(cash, { amount: '1.00', currency: 'TND', recipient_id: 1003 })).status).toBe(201);
    // A cashier without a limit in the player's currency: nothing can be sent, and the answer says so.
    await sb.db.query('DELETE FROM cashier_transfer_limits');
    expect((await sb.call('GET', `${T}limits/`, { token: cash })).body).toEqual({ currency: 'TND', min_amount: null, max_amount: null, configured: false });
    // A player without a cashier (demo registered themselves) has no one to send to.
    const lone = await sb.call('GET', `${T}limits/`, { token: demo });
    expect([lone.status, lone.body.code]).toEqual([403, 'permission_denied']);
    expect((await sb.call('GET', `${T}limits/`)).status).toBe(401);
  });

  it('transaction_limit_does_not_exist for a currency without a limit', async () => {
    const res = await send(cash, { amount: '5.00', currency: 'EUR', recipient_id: 1003 });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('transaction_limit_does_not_exist');
  });

  it('not_enough_money, nothing moved', async () => {
    const res = await send(cash, { amount: '150.01', currency: 'TND', recipient_id: 1003 });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('not_enough_money');
    expect(await balanceOf(1007)).toBe('150.00');
    expect((await sb.call('GET', T, { token: cash })).body.count).toBe(4);
  });

  it('validates the body', async () => {
    const res = await send(cash, { amount: '-1', currency: 'TND' });
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['amount', 'recipient_id']);
  });

  it('one transfer per Idempotency-Key: the retry replays the first answer', async () => {
    const body = { amount: '10.00', currency: 'TND', recipient_id: 1003 };
    const first = await send(cash, body, 'k-transfer-1');
    const again = await send(cash, body, 'k-transfer-1');
    expect(again.status).toBe(201);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await balanceOf(1007)).toBe('140.00');
    expect((await sb.call('GET', T, { token: cash })).body.count).toBe(5);
    // A refusal is kept too: the same key does not later succeed.
    expect((await send(cash, { ...body, amount: '999.00' }, 'k-transfer-2')).body.code).toBe('not_enough_money');
    expect((await send(cash, { ...body, amount: '999.00' }, 'k-transfer-2')).body.code).toBe('not_enough_money');
  });
});

describe('the cashier sends to their players', () => {
  it("to their own player only; the agent's token works on the API", async () => {
    const ok = await send(agent, { amount: '25.00', currency: 'TND', recipient_id: 1007 });
    expect(ok.status).toBe(201);
    expect(ok.body.transfer).toMatchObject({ from_id: 1003, to_id: 1007, balance_before: '5000.00', balance_after: '4975.00' });
    expect(await balanceOf(1007)).toBe('175.00');
    for (const other of [1001, 1004]) {
      expect((await send(agent, { amount: '5.00', currency: 'TND', recipient_id: other })).body.code).toBe('permission_denied');
    }
  });

  it('an admin does not transfer', async () => {
    const admin = (await sb.login('admin')).access;
    expect((await send(admin, { amount: '5.00', currency: 'TND', recipient_id: 1007 })).status).toBe(403);
  });
});

describe('control plane: the agent sends money to a player', () => {
  const control = (body: Record<string, unknown>, key?: string) =>
    sb.call('POST', '/sandbox/api/transfers', { body, headers: key ? { 'Idempotency-Key': key } : {} });

  it('agent -> cashplayer by default, through the same rules, both sides answered', async () => {
    const res = await control({ amount: '30.00' });
    expect(res.status).toBe(201);
    expect(res.body.transfer).toMatchObject({ from_id: 1003, to_id: 1007, amount: '30.00', balance_before: '5000.00', balance_after: '4970.00' });
    expect(res.body.recipient).toMatchObject({ id: res.body.transfer.id, balance_before: '150.00', balance_after: '180.00' });
    expect(res.body.balances.to.balance).toBe('180.00');
    // cashplayer sees it in their list.
    expect((await sb.call('GET', T, { token: cash })).body.results[0]).toMatchObject({ amount: '30.00', balance_after: '180.00' });
    expect((await control({ amount: '5.00', to: 1001 })).body.code).toBe('permission_denied');
    expect((await control({ amount: '5000.00' })).body.code).toBe('transaction_limit');
    expect((await control({ amount: '5.00', currency: 'USD' })).body.code).toBe('transaction_limit_does_not_exist');
    expect(await auditWallet(sb.db)).toEqual([]);
  });

  it('a double press with one key sends once', async () => {
    const [a, b] = [await control({ amount: '12.00' }, 'qa-press-1'), await control({ amount: '12.00' }, 'qa-press-1')];
    expect(b.body).toEqual(a.body);
    expect(await balanceOf(1007)).toBe('162.00');
  });

  it('lists the cashiers, their limits and players, and the latest transfers', async () => {
    const res = await sb.call('GET', '/sandbox/api/transfers');
    expect(res.status).toBe(200);
    expect(res.body.cashiers).toEqual([
      {
        id: 1003, username: 'agent', currency: 'TND', balance: '5000.00',
        limits: [{ currency: 'TND', min: '1.00', max: '1000.00' }],
        players: [{ id: 1007, username: 'cashplayer', currency: 'TND', balance: '150.00' }],
      },
    ]);
    expect(res.body.transfers[0]).toMatchObject({ from_id: 1007, to_id: 1003, amount: '90.00', balance_before: '240.00', to_balance_after: '5000.00' });
  });
});
