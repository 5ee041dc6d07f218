// GET /api/user/profile (docs/api.md "Profile summary"): the seeded players' summaries, the
// fields the contract fixes, auth, and that the answer follows the row (documents in
// review, a ban) instead of what the token's user held when the request began.
import { describe, expect, it } from 'vitest';
import { sandboxPerTest } from './helpers';

const ctx = sandboxPerTest();

describe('GET /api/user/profile', () => {
  it('requires a signed-in player, with and without the trailing slash', async () => {
    for (const path of ['/api/user/profile', '/api/user/profile/']) {
      const res = await ctx.sb.call('GET', path);
      expect(res.status, path).toBe(401);
      expect(res.body.code).toBe('not_authenticated');
    }
  });

  it("answers the seeded demo player's summary with the contract's fields", async () => {
    for (const path of ['/api/user/profile', '/api/user/profile/']) {
      const res = await ctx.sb.call('GET', path, { token: ctx.demo });
      expect(res.status, path).toBe(200);
      expect(Object.keys(res.body).sort()).toEqual(
        // rg_state (docs/contracts/responsible-gaming.md): 'withdraw_only' on an excluded player's payout
        // login, else null.
        ['balance', 'balance_currency', 'bonus_balance', 'date_joined', 'documents_status', 'email_verified', 'id', 'is_banned', 'rg_state', 'username'],
      );
      expect(res.body).toMatchObject({
        id: 1001,
        username: 'demo',
        balance_currency: 'TND',
        balance: '1000.00',
        bonus_balance: '5.00',
        is_banned: false,
        email_verified: true,
        // The cashier's seeds approve demo's documents (withdrawals need them: seeds/payments.ts).
        documents_status: 'approved',
        rg_state: null,
      });
      expect(res.body.date_joined).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    }
  });

  it('gives each player their own summary', async () => {
    const res = await ctx.sb.call('GET', '/api/user/profile', { token: ctx.low });
    expect(res.body).toMatchObject({ id: 1002, username: 'low', balance: '0.50', bonus_balance: '12.00', documents_status: 'none' });
  });

  it('follows the row: documents in review, an unconfirmed e-mail', async () => {
    await ctx.sb.db.query(`UPDATE users SET documents_status = 'pending', email_verified = false WHERE username = 'demo'`);
    const res = await ctx.sb.call('GET', '/api/user/profile', { token: ctx.demo });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ documents_status: 'pending', email_verified: false, is_banned: false });
  });

  it('a ban after sign-in ends the session (the sandbox answers a banned account like a revoked one)', async () => {
    await ctx.sb.db.query(`UPDATE users SET is_banned = true WHERE username = 'demo'`);
    const res = await ctx.sb.call('GET', '/api/user/profile', { token: ctx.demo });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('token_not_valid');
  });
});
