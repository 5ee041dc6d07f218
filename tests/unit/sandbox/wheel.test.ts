import { beforeEach, describe, expect, it } from 'vitest';
import { auditWallet, move } from '../../../demo/sandbox/services/wallet';
import { wheelDay } from '../../../demo/sandbox/services/wheel';
import { sandboxPerTest, type Sandbox } from './helpers';

let sb: Sandbox;
let demo: string;
let low: string;
let euro: string;

const START = Date.UTC(2025, 0, 15, 12, 0, 0);
const W = '/services/wheel';

/** A player in EUR, verified and signed in. */
async function registerEuroPlayer() {
  const body = { username: 'euro', email: 'euro@example.test', password: 'euro-pass-123', password2: 'euro-pass-123', currency: 'EUR', age_confirmed: true, terms_accepted: true };
  expect((await sb.call('POST', '/api/accounts/registration/', { body })).status).toBe(201);
  const mail = await sb.lastEmail('euro@example.test');
  expect((await sb.call('POST', `/api/accounts/email-verify/${mail!.links[0].split('/').pop()}`)).status).toBe(200);
  return sb.login('euro', 'euro-pass-123');
}

const spin = (token: string, isFree: boolean, query = '') =>
  sb.call('POST', `${W}/spin/${query}`, { token, body: { is_free: isFree } });
const force = async (prizeId: number) => expect((await sb.call('PUT', '/sandbox/api/wheel', { body: { next_prize_id: prizeId } })).status).toBe(200);

const ctx = sandboxPerTest(START);
beforeEach(() => {
  ({ sb, demo, low } = ctx);
});

describe('wheel day', () => {
  it('starts at 09:00:00 UTC', () => {
    expect(wheelDay(new Date('2025-01-16T08:59:59.999Z'))).toEqual({ day: '2025-01-15', next: new Date('2025-01-16T09:00:00Z') });
    expect(wheelDay(new Date('2025-01-16T09:00:00Z'))).toEqual({ day: '2025-01-16', next: new Date('2025-01-17T09:00:00Z') });
  });
});

describe('GET prizes', () => {
  it('lists the 16 segments in wheel order, with and without the trailing slash, weights hidden', async () => {
    for (const path of [`${W}/prizes/`, `${W}/prizes`]) {
      const res = await sb.call('GET', path);
      expect(res.status, path).toBe(200);
      expect(res.body).toHaveLength(16);
      expect(res.body[0]).toEqual({ id: 7, name: '1 TND', amount: '1.00', currency: 'TND', is_present: false, wallet: 'balance', image: null });
      expect(res.body[4]).toEqual({
        id: 9, name: 'Casque audio', amount: '0.00', currency: 'TND', is_present: true, wallet: null, image: '/services/wheel/images/headphones.svg',
      });
      expect(res.body.map((p: { name: string }) => p.name)).toContain('Bonus 10');
      expect(res.body.filter((p: { name: string }) => p.name === 'Rejouez')).toHaveLength(3);
      expect(res.text).not.toContain('weight');
    }
  });

  it('names in the requested language', async () => {
    const en = (await sb.call('GET', `${W}/prizes/?lang=en`)).body;
    const ar = (await sb.call('GET', `${W}/prizes/?lang=ar`)).body;
    expect([en[2].name, en[4].name, en[12].name, en[1].name]).toEqual(['Try again', 'Headphones', 'Team jersey', 'Bonus 2']);
    expect([ar[2].name, ar[4].name, ar[1].name]).toEqual(['حاول مجددا', 'سماعات', 'مكافأة 2']);
    expect((await sb.call('GET', `${W}/prizes/?lang=en-US`)).body[2].name).toBe('Try again');
    const bad = await sb.call('GET', `${W}/prizes/?lang=de`);
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([{ field: 'lang', code: 'invalid', message: 'Use fr, en or ar.' }]);
  });

  it('converts for a guest with ?currency=, rounding prizes down', async () => {
    const eur = (await sb.call('GET', `${W}/prizes/?currency=eur`)).body;
    // 5 × 0.295 = 1.475 -> 1.47; 1 × 0.295 -> 0.29 (0.295 rounded down).
    expect(eur[3]).toMatchObject({ id: 3, amount: '1.47', currency: 'EUR', name: '1.47 EUR' });
    expect(eur[0]).toMatchObject({ amount: '0.29', name: '0.29 EUR' });
    expect(eur[11]).toMatchObject({ amount: '29.50', name: '29.50 EUR' });
    expect((await sb.call('GET', `${W}/prizes/?currency=XXX`)).body.code).toBe('unknown_currency');
  });

  it("uses a signed-in player's own currency, whatever ?currency= says", async () => {
    const eu = await registerEuroPlayer();
    expect((await sb.call('GET', `${W}/prizes/?currency=TND`, { token: eu.access })).body[3]).toMatchObject({ amount: '1.47', currency: 'EUR' });
    expect((await sb.call('GET', `${W}/prizes/?currency=EUR`, { token: demo })).body[3]).toMatchObject({ amount: '5.00', currency: 'TND' });
  });
});

describe('GET settings/public', () => {
  it('for a guest: no free spin, the next 09:00 UTC, prices in TND', async () => {
    for (const path of [`${W}/settings/public/`, `${W}/settings/public`]) {
      expect((await sb.call('GET', path)).body).toEqual({
        has_free_spin: false,
        free_spins_available: 0,
        free_spin_time: '2025-01-16T09:00:00+00:00',
        paid_spin_cost: '2.00',
        free_spin_min_balance: '0.00',
        paid_spin_min_balance: '2.00',
        currency: 'TND',
      });
    }
  });

  it('converts costs and minimum balances rounding up', async () => {
    await sb.call('PUT', '/sandbox/api/wheel', { body: { paid_spin_cost: '1.01', paid_spin_min_balance: '3.00', free_spin_min_balance: '0.01' } });
    // 1.01 × 0.295 = 0.29795 -> 0.30; 3 × 0.295 = 0.885 -> 0.89; 0.01 × 0.295 -> 0.01.
    expect((await sb.call('GET', `${W}/settings/public/?currency=EUR`)).body).toMatchObject({
      paid_spin_cost: '0.30',
      paid_spin_min_balance: '0.89',
      free_spin_min_balance: '0.01',
      currency: 'EUR',
    });
  });

  it('for a player: the free spin of the wheel day, back at 09:00:00 UTC and not a millisecond before', async () => {
    // The clock jumps a day: sign in again at each step (access tokens live 5 minutes).
    const settings = async () => {
      demo = (await sb.login('demo')).access;
      return (await sb.call('GET', `${W}/settings/public/`, { token: demo })).body;
    };
    expect(await settings()).toMatchObject({ has_free_spin: true, free_spins_available: 1 });
    expect((await spin(demo, true)).status).toBe(200);
    expect(await settings()).toMatchObject({ has_free_spin: false, free_spins_available: 0, free_spin_time: '2025-01-16T09:00:00+00:00' });
    sb.clock.set(Date.UTC(2025, 0, 16, 8, 59, 59, 999));
    expect(await settings()).toMatchObject({ has_free_spin: false });
    expect((await spin(demo, true)).body.code).toBe('free_spin_not_available');
    sb.clock.set(Date.UTC(2025, 0, 16, 9, 0, 0));
    expect(await settings()).toMatchObject({ has_free_spin: true, free_spin_time: '2025-01-17T09:00:00+00:00' });
    expect((await spin(demo, true)).status).toBe(200);
  });
});

describe('POST spin', () => {
  it('needs a signed-in player and a boolean is_free', async () => {
    expect((await sb.call('POST', `${W}/spin/`, { body: { is_free: true } })).status).toBe(401);
    const missing = await sb.call('POST', `${W}/spin/`, { token: demo, body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ code: 'invalid', errors: [{ field: 'is_free', code: 'required' }] });
    const text = await sb.call('POST', `${W}/spin`, { token: demo, body: { is_free: 'true' } });
    expect(text.body).toMatchObject({ code: 'invalid', errors: [{ field: 'is_free', code: 'invalid' }] });
  });

  it('a paid spin debits the cost and credits a balance prize in one go', async () => {
    await force(3);
    const res = await spin(demo, false);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: expect.any(Number), prize_id: 3, name: '5 TND', amount: '5.00', currency: 'TND', is_present: false, wallet: 'balance',
      is_free: false, date: '2025-01-15T12:00:00+00:00', balance: '1003.00', bonus_balance: '5.00',
    });
    const ledger = await sb.db.query<{ amount: string; reason: string; reference_id: string }>(
      `SELECT amount::text, reason, reference_id FROM wallet_ledger WHERE user_id = 1001 AND reason LIKE 'wheel%' ORDER BY id`,
    );
    expect(ledger.rows).toEqual([
      { amount: '-2.00', reason: 'wheel_spin', reference_id: String(res.body.id) },
      { amount: '5.00', reason: 'wheel_prize', reference_id: String(res.body.id) },
    ]);
    expect(await auditWallet(sb.db)).toEqual([]);
  });

  it('refuses a paid spin to low (0.50 TND) with not_enough_money and moves nothing', async () => {
    const res = await spin(low, false);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'not_enough_money', message: 'Not enough money.' });
    expect((await sb.call('GET', '/api/accounts/user', { token: low })).body).toMatchObject({ balance: '0.50', bonus_balance: '12.00' });
    expect((await sb.call('GET', `${W}/statistics/betshistory/`, { token: low })).body.count).toBe(0);
  });

  it('the minimum balance refuses a spin the cost alone would allow; a free spin has its own minimum', async () => {
    await sb.call('PUT', '/sandbox/api/wheel', { body: { paid_spin_min_balance: '1000.01', free_spin_min_balance: '0.51' } });
    expect((await spin(demo, false)).body.code).toBe('not_enough_money');
    expect((await spin(low, true)).body.code).toBe('not_enough_money');
    // The refused free spin was not used up.
    expect((await sb.call('GET', `${W}/settings/public/`, { token: low })).body.has_free_spin).toBe(true);
  });

  it('a free spin costs nothing and is taken once per wheel day', async () => {
    await force(2);
    const first = await spin(low, true);
    expect(first.body).toMatchObject({ is_free: true, prize_id: 2, name: 'Rejouez', amount: '0.00', wallet: null, balance: '0.50' });
    const again = await spin(low, true);
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('free_spin_not_available');
  });

  it('a bonus prize goes to the bonus balance and into the bonus history as LuckySpin', async () => {
    await force(8);
    const res = await spin(demo, false, '?lang=en');
    expect(res.body).toMatchObject({ prize_id: 8, name: 'Bonus 10', amount: '10.00', wallet: 'bonus', balance: '998.00', bonus_balance: '15.00' });
    const history = await sb.call('GET', '/api/bonus-system/bonusbalance/history/?type=LuckySpin&date_from=2025-01-15', { token: demo });
    expect(history.body.results).toEqual([
      { id: expect.any(Number), amount: '10.00', amount_currency: 'TND', date: '2025-01-15T12:00:00+00:00', type: 'LuckySpin', is_accrued: true, is_acknowledged: false },
    ]);
  });

  it('a present is recorded, not paid', async () => {
    await force(11);
    const res = await spin(demo, false, '?lang=ar');
    expect(res.body).toMatchObject({ prize_id: 11, name: 'قميص الفريق', amount: '0.00', is_present: true, wallet: null, balance: '998.00', bonus_balance: '5.00' });
    const item = (await sb.call('GET', `${W}/statistics/betshistory/`, { token: demo })).body.results[0];
    expect(item).toMatchObject({ id: res.body.id, type: 'paid', win_amount: '0.00', prize_name: 'Maillot', is_present: true, wallet: null });
  });

  it("converts for the player's currency: cost up, prize down", async () => {
    const eu = await registerEuroPlayer();
    const user = (await sb.call('GET', '/api/accounts/user', { token: eu.access })).body;
    await sb.db.transaction((tx) => move(tx, { userId: user.id, wallet: 'balance', amount: '10.00', reason: 'test' }));
    await force(3);
    expect((await spin(eu.access, false)).body).toMatchObject({ amount: '1.47', currency: 'EUR', name: '1.47 EUR', balance: '10.88' });
  });

  it('forces a prize once only', async () => {
    await force(9);
    expect((await sb.call('GET', '/sandbox/api/wheel')).body.next_prize_id).toBe(9);
    expect((await spin(demo, true)).body.prize_id).toBe(9);
    expect((await sb.call('GET', '/sandbox/api/wheel')).body.next_prize_id).toBeNull();
  });

  it('draws by weight: a prize with weight 0 never comes', async () => {
    const weights = Object.fromEntries([7, 12, 1, 3, 9, 14, 5, 16, 2, 10, 8, 4, 11, 15, 6, 13].map((id) => [id, id === 1 || id === 6 ? 1 : 0]));
    expect((await sb.call('PUT', '/sandbox/api/wheel', { body: { weights } })).status).toBe(200);
    const prizes = new Set<number>();
    for (let i = 0; i < 12; i++) prizes.add((await spin(demo, false)).body.prize_id);
    expect([...prizes].every((id) => id === 1 || id === 6)).toBe(true);
  });
});

describe('GET statistics/betshistory', () => {
  it('pages the player’s spins newest first', async () => {
    expect((await sb.call('GET', `${W}/statistics/betshistory/`)).status).toBe(401);
    const ids: number[] = [];
    for (const [i, prize] of [3, 2, 8].entries()) {
      sb.clock.set(START + i * 60_000);
      await force(prize);
      ids.push((await spin(demo, i === 1)).body.id);
    }
    const page1 = await sb.call('GET', `${W}/statistics/betshistory?page_size=2&lang=en`, { token: demo });
    expect(page1.body).toEqual({
      count: 3,
      results: [
        { id: ids[2], date: '2025-01-15T12:02:00+00:00', type: 'paid', win_amount: '10.00', currency: 'TND', prize_name: 'Bonus 10', is_present: false, wallet: 'bonus' },
        { id: ids[1], date: '2025-01-15T12:01:00+00:00', type: 'free', win_amount: '0.00', currency: 'TND', prize_name: 'Try again', is_present: false, wallet: null },
      ],
    });
    const page2 = await sb.call('GET', `${W}/statistics/betshistory/?page=2&page_size=2`, { token: demo });
    expect(page2.body.results.map((r: { id: number; prize_name: string }) => [r.id, r.prize_name])).toEqual([[ids[0], '5 TND']]);
    expect((await sb.call('GET', `${W}/statistics/betshistory/?page=9`, { token: demo })).body).toEqual({ count: 3, results: [] });
    expect((await sb.call('GET', `${W}/statistics/betshistory/`, { token: low })).body).toEqual({ count: 0, results: [] });
    const bad = await sb.call('GET', `${W}/statistics/betshistory/?page=0&page_size=101`, { token: demo });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: { field: string }) => e.field)).toEqual(['page', 'page_size']);
  });
});

describe('images', () => {
  it('serves the present icons as SVG, cached and open to any origin', async () => {
    const res = await sb.call('GET', `${W}/images/headphones.svg`, { headers: { Origin: 'https://partner.example' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=3600');
    expect(res.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(res.text).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[^>]*viewBox="0 0 128 128"/);
    expect(res.text).not.toMatch(/<script|<style|href=/);
    expect((await sb.call('GET', `${W}/images/jersey.svg`)).status).toBe(200);
    expect((await sb.call('GET', `${W}/images/nope.svg`)).status).toBe(404);
    expect((await sb.call('GET', `${W}/images/constructor.svg`)).status).toBe(404);
  });

  it('are logged and take QA faults, which keep the CORS header', async () => {
    await sb.call('POST', '/sandbox/api/faults', { body: { route: `${W}/images/`, status: 503, times: 1 } });
    const failed = await sb.call('GET', `${W}/images/jersey.svg`);
    expect(failed.status).toBe(503);
    expect(failed.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect((await sb.call('GET', `${W}/images/jersey.svg`)).status).toBe(200);
    const log = (await sb.call('GET', '/sandbox/api/log')).body;
    expect(log.slice(0, 2).map((e: { path: string; status: number }) => [e.path, e.status])).toEqual([
      [`${W}/images/jersey.svg`, 200],
      [`${W}/images/jersey.svg`, 503],
    ]);
  });
});

describe('QA control', () => {
  it('reads and updates the config, with field errors', async () => {
    const config = (await sb.call('GET', '/sandbox/api/wheel')).body;
    expect(config).toMatchObject({ paid_spin_cost: '2.00', paid_spin_min_balance: '2.00', free_spin_min_balance: '0.00', next_prize_id: null });
    expect(Object.keys(config.weights)).toHaveLength(16);
    const updated = await sb.call('PUT', '/sandbox/api/wheel', { body: { paid_spin_cost: 3, weights: { 4: 500 } } });
    expect(updated.body).toMatchObject({ paid_spin_cost: '3.00', paid_spin_min_balance: '2.00' });
    expect(updated.body.weights['4']).toBe(500);

    const zero = Object.fromEntries(Object.keys(config.weights).map((id) => [id, 0]));
    for (const body of [{ weights: zero }, { weights: { 999: 1 } }, { weights: { 4: -1 } }, { next_prize_id: 999 }, { paid_spin_cost: '0' }, { paid_spin_cost: '1.234' }]) {
      const res = await sb.call('PUT', '/sandbox/api/wheel', { body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe('invalid');
    }
    // Nothing of the refused updates was kept.
    expect((await sb.call('GET', '/sandbox/api/wheel')).body).toMatchObject({ paid_spin_cost: '3.00', weights: updated.body.weights });
  });

  it("gives back and uses up a player's free spin of today", async () => {
    const free = async () => (await sb.call('GET', `${W}/settings/public/`, { token: demo })).body.has_free_spin;
    const set = (available: boolean) => sb.call('POST', '/sandbox/api/wheel/free-spin', { body: { username: 'Demo', available } });
    expect((await set(false)).body).toEqual({ username: 'demo', has_free_spin: false, wheel_day: '2025-01-15' });
    expect(await free()).toBe(false);
    expect((await set(true)).status).toBe(200);
    expect(await free()).toBe(true);
    expect((await spin(demo, true)).status).toBe(200);
    expect((await set(true)).status).toBe(200);
    expect((await spin(demo, true)).status).toBe(200);
    expect((await sb.call('POST', '/sandbox/api/wheel/free-spin', { body: { username: 'nobody', available: true } })).status).toBe(404);
    expect((await sb.call('POST', '/sandbox/api/wheel/free-spin', { body: { username: 'demo' } })).body.errors[0].field).toBe('available');
  });

  it('reset restores the wheel and the wallet seeds', async () => {
    await sb.call('PUT', '/sandbox/api/wheel', { body: { paid_spin_cost: '7.00', weights: { 4: 0 }, next_prize_id: 4 } });
    await spin(demo, false);
    await spin(demo, true);
    expect((await sb.call('POST', '/sandbox/api/reset')).status).toBe(200);
    const config = (await sb.call('GET', '/sandbox/api/wheel')).body;
    expect(config).toMatchObject({ paid_spin_cost: '2.00', next_prize_id: null });
    expect(config.weights['4']).toBe(2);
    const token = (await sb.login('demo')).access;
    expect((await sb.call('GET', '/api/accounts/user', { token })).body).toMatchObject({ balance: '1000.00', bonus_balance: '5.00' });
    expect((await sb.call('GET', `${W}/settings/public/`, { token })).body.has_free_spin).toBe(true);
    expect((await sb.call('GET', `${W}/statistics/betshistory/`, { token })).body.count).toBe(0);
    // The seeds' own movements (openings, the payments' holds, the transfers) come back; no spin's stays.
    const ledger = await sb.db.query<{ n: number }>("SELECT count(*)::int AS n FROM wallet_ledger WHERE reason LIKE 'wheel%'");
    expect(ledger.rows[0].n).toBe(0);
    expect(await auditWallet(sb.db)).toEqual([]);
  });
});
