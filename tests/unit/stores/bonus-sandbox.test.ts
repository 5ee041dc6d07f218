// The bonus exchange and promo code stores against the REAL sandbox (createMemorySandbox, PGlite) through
// the real HTTP client: the rules as the server converts them, one POST per press (a double click shares
// it; a press after a lost answer replays the same key), the answer's balances applied through the
// session's balance writer, the refusals' codes; validate then activate a promo code.
import { beforeAll, afterAll, beforeEach, describe, expect, it } from 'vitest';
import { computed } from 'nanostores';
import { bonusApi } from '../../../src/api/bonus';
import { referralApi } from '../../../src/api/referral';
import { checkExchange, createBonusExchange, exchangeConditions } from '../../../src/stores/bonus-exchange';
import { createPromocode } from '../../../src/stores/promocode';
import { GUEST_STATE, playerIdOf } from '../../../src/session/session-manager';
import { BOOT_TIMEOUT } from '../sandbox/helpers';
import { sandboxSession } from '../support/sandbox-session';

const sbx = sandboxSession();
const { http, calls, applied, writer } = sbx;
const api = bonusApi(http);

const signIn = (username: string) => sbx.signIn(username);

let n = 0;
const store = () => createBonusExchange({ api, auth: sbx.auth, player: computed(sbx.auth, playerIdOf), session: writer, uuid: () => `bonus-key-${++n}` });
const exchangesInLog = () => calls.filter((c) => c === 'POST /api/bonus-system/bonusbalance-to-balance/').length;

beforeAll(() => sbx.boot(), BOOT_TIMEOUT);
afterAll(() => sbx.close());
beforeEach(async () => {
  expect((await sbx.sandbox.call('POST', '/sandbox/api/reset')).status).toBe(200);
  calls.length = 0;
  applied.length = 0;
  sbx.loseNext = false;
});

describe('bonus exchange store against the sandbox', () => {
  it('reads the rules in the player currency and tells which conditions low meets', async () => {
    await signIn('low');
    const s = store();
    await s.loadRules();
    const rules = s.$rules.get().data!;
    expect(rules).toEqual({ minBonus: 3, maxBalance: 1, currency: 'TND' });
    expect(s.$rules.get()).toMatchObject({ status: 'ready', error: null });
    const user = sbx.auth.get().user!;
    expect(exchangeConditions(rules, { balance: user.balance, bonusBalance: user.bonusBalance })).toEqual({ bonusEnough: true, balanceLow: true });
    expect(exchangeConditions(rules, { balance: 1000, bonusBalance: 5 })).toEqual({ bonusEnough: true, balanceLow: false });
  });

  it('low exchanges the whole bonus with one POST for a double press; the balances go through the session', async () => {
    await signIn('low');
    const s = store();
    const [a, b] = await Promise.all([s.exchange(12), s.exchange(12)]);
    expect(a).toBe(b);
    expect(a).toEqual({ amount: 12, currency: 'TND', balances: { balance: 12.5, bonusBalance: 0, heldBalance: 0 } });
    expect(exchangesInLog()).toBe(1);
    expect(applied).toEqual([{ userId: 1002, balance: 12.5, bonusBalance: 0 }]);
    expect(sbx.auth.get().user).toMatchObject({ balance: 12.5, bonusBalance: 0 });
  });

  it('a press after a lost answer sends the same key: the server replays, one exchange', async () => {
    await signIn('low');
    const s = store();
    sbx.loseNext = true;
    await expect(s.exchange(5)).rejects.toMatchObject({ code: 'outcome_unknown', cause: { code: 'network_error' } });
    const answer = await s.exchange(5);
    expect(answer.balances).toMatchObject({ balance: 5.5, bonusBalance: 7 });
    expect(exchangesInLog()).toBe(2);
    const me = await sbx.sandbox.call('GET', '/api/accounts/user', { token: sbx.token! });
    expect(me.body).toMatchObject({ balance: '5.50', bonus_balance: '7.00' });
    // The next press is a new exchange with a new key: refused now, the balance is 5.50.
    await expect(s.exchange(5)).rejects.toMatchObject({ code: 'balance_not_low_enough' });
  });

  it('demo is refused with balance_not_low_enough; nothing applied', async () => {
    await signIn('demo');
    const s = store();
    await expect(s.exchange(5)).rejects.toMatchObject({ code: 'balance_not_low_enough', status: 400 });
    expect(applied).toEqual([]);
    expect(sbx.auth.get().user).toMatchObject({ balance: 1000, bonusBalance: 5 });
  });

  it('the server codes for a too small amount and more than the bonus', async () => {
    await signIn('low');
    const s = store();
    await expect(s.exchange(2.99)).rejects.toMatchObject({ code: 'bonus_amount_too_low' });
    await expect(s.exchange(12.01)).rejects.toMatchObject({ code: 'insufficient_funds_on_bonus_balance' });
    expect(applied).toEqual([]);
  });

  it('checks the rules before the call in the server order', () => {
    const rules = { minBonus: 3, maxBalance: 1, currency: 'TND' };
    const low = { balance: 0.5, bonusBalance: 12 };
    expect(checkExchange(12, rules, low)).toBeNull();
    expect(checkExchange(3, rules, low)).toBeNull();
    expect(checkExchange(null, rules, low)).toBe('invalid');
    expect(checkExchange(0, rules, low)).toBe('invalid');
    expect(checkExchange(3.001, rules, low)).toBe('invalid');
    expect(checkExchange(2.99, rules, { balance: 1000, bonusBalance: 1 })).toBe('bonus_amount_too_low');
    expect(checkExchange(50, rules, { balance: 1, bonusBalance: 5 })).toBe('balance_not_low_enough');
    expect(checkExchange(12.01, rules, low)).toBe('insufficient_funds_on_bonus_balance');
    // The bonus is floored to the cent before the comparison (money §5).
    expect(checkExchange(12.01, rules, { balance: 0.5, bonusBalance: 12.009 })).toBe('insufficient_funds_on_bonus_balance');
  });

  it('forgets the rules of the last player when another signs in', async () => {
    await signIn('low');
    const s = store();
    await s.loadRules();
    sbx.auth.set({ ...GUEST_STATE });
    expect(s.$rules.get().status).toBe('idle');
  });
});

describe('promo code store against the sandbox', () => {
  it('validates (partner shown) then activates; a second code is already_activated', async () => {
    await signIn('low');
    const promo = createPromocode({ api: referralApi(http) });
    await expect(promo.validate('nope')).rejects.toMatchObject({ code: 'referral_code_not_found' });
    expect(promo.$state.get()).toEqual({ code: null, partnerId: null, activated: false });
    expect(await promo.validate(' welcome ')).toBe(7);
    expect(promo.$state.get()).toEqual({ code: 'WELCOME', partnerId: 7, activated: false });
    const before = calls.length;
    await promo.activate('WELCOME');
    expect(calls.slice(before)).toEqual(['POST /api/referral/activate/']);
    expect(promo.$state.get()).toEqual({ code: 'WELCOME', partnerId: 7, activated: true });
    await expect(promo.activate('PARTNER42')).rejects.toMatchObject({ code: 'referral_code_already_activated' });
  });

  it('a page opened afresh (a reload: a new store) reads the active code from the server', async () => {
    await signIn('low');
    const fresh = createPromocode({ api: referralApi(http) });
    expect(await fresh.load()).toEqual({ code: null, partnerId: null, activated: false });
    await createPromocode({ api: referralApi(http) }).activate('welcome');
    const reloaded = createPromocode({ api: referralApi(http) });
    const before = calls.length;
    expect(await reloaded.load()).toEqual({ code: 'WELCOME', partnerId: 7, activated: true });
    expect(calls.slice(before)).toEqual(['GET /api/referral/activate/']);
  });

  it('activating an unvalidated code validates it first; another code typed forgets the partner', async () => {
    await signIn('low');
    const promo = createPromocode({ api: referralApi(http) });
    await promo.validate('PARTNER42');
    promo.edit('PARTNER4');
    expect(promo.$state.get().partnerId).toBeNull();
    await expect(promo.activate('PARTNER4')).rejects.toMatchObject({ code: 'referral_code_not_found' });
    expect(calls.filter((c) => c.startsWith('POST /api/referral/activate'))).toEqual([]);
  });
});
