// Jurisdiction profiles (docs/contracts/responsible-gaming.md §4, §5): the profile GET /api/settings/
// publishes, QA's live switch, a reset back to none, and the deposit a jurisdiction refuses until a deposit
// limit is set (helper F's checkDeposit). Runs on PostgreSQL too (sandboxPerTest).
import { describe, expect, it } from 'vitest';
import { sandboxPerTest } from './helpers';

const ctx = sandboxPerTest();
const ALL = ['sport', 'casino', 'wheel'];
const switchTo = (code: unknown) => ctx.sb.call('POST', '/sandbox/api/rg/jurisdiction', { body: { code } });
const jurisdiction = async (token?: string) => (await ctx.sb.call('GET', '/api/settings/', { token })).body.jurisdiction;

let keys = 0;
const deposit = (amount: string) =>
  ctx.sb.call('POST', '/api/backoffice/payments/deposit/', { token: ctx.demo, body: { amount, payment_system: 'card' }, headers: { 'Idempotency-Key': `rg-j-${++keys}` } });

describe('GET /api/settings/ jurisdiction', () => {
  it('is none by default, for a guest and a player, beside the settings it always had', async () => {
    const res = await ctx.sb.call('GET', '/api/settings/');
    expect(res.body).toMatchObject({ rates: expect.any(Array), limits: expect.any(Object), currencies: expect.any(Array) });
    const none = { code: 'none', products: ALL, limits_before_first_deposit: false, reality_check_required_every: null, cooling_off_hours: 24 };
    expect(res.body.jurisdiction).toEqual(none);
    expect(await jurisdiction(ctx.demo)).toEqual(none);
  });

  it('follows QA\'s switch live, with each preset of the contract', async () => {
    const presets = {
      ukgc: { code: 'ukgc', products: ALL, limits_before_first_deposit: true, reality_check_required_every: 60, cooling_off_hours: 24 },
      mga: { code: 'mga', products: ALL, limits_before_first_deposit: true, reality_check_required_every: 60, cooling_off_hours: 24 },
      fr: { code: 'fr', products: ['sport'], limits_before_first_deposit: true, reality_check_required_every: 60, cooling_off_hours: 72 },
    };
    for (const [code, preset] of Object.entries(presets)) {
      const res = await switchTo(code);
      expect(res.status, res.text).toBe(200);
      expect(res.body).toEqual(preset);
      expect(await jurisdiction()).toEqual(preset);
    }
    expect((await switchTo('none')).body.code).toBe('none');
    expect(await jurisdiction(ctx.demo)).toMatchObject({ code: 'none', products: ALL });
  });

  it('refuses an unknown code (400, nothing changes), a foreign origin (403); a reset restores none', async () => {
    await switchTo('fr');
    const bad = await switchTo('us');
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toContainEqual(expect.objectContaining({ field: 'code' }));
    const foreign = await ctx.sb.call('POST', '/sandbox/api/rg/jurisdiction', { body: { code: 'none' }, headers: { Origin: 'https://evil.example' } });
    expect(foreign.status).toBe(403);
    expect((await jurisdiction()).code).toBe('fr');
    expect((await ctx.sb.call('POST', '/sandbox/api/reset')).status).toBe(200);
    expect((await jurisdiction()).code).toBe('none');
  });
});

describe('limits before the first deposit', () => {
  it('a jurisdiction that wants them refuses a deposit 403 deposit_limit_required until a deposit limit is set', async () => {
    expect((await deposit('50')).status).toBe(201); // none: no requirement
    await switchTo('mga');
    const refused = await deposit('50');
    expect(refused.status, refused.text).toBe(403);
    expect(refused.body).toMatchObject({ code: 'deposit_limit_required', message: expect.any(String) });
    // A wager limit is not a deposit limit.
    const put = (body: unknown) => ctx.sb.call('PUT', '/api/users/limits/', { token: ctx.demo, body });
    expect((await put({ wager_daily: '100.00' })).status).toBe(200);
    expect((await deposit('50')).body.code).toBe('deposit_limit_required');
    expect((await put({ deposit_weekly: '500.00' })).status).toBe(200);
    const ok = await deposit('50');
    expect(ok.status, ok.text).toBe(201);
  });
});
