import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maskUsername } from '../../../demo/sandbox/services/jackpots';
import { BOOT_TIMEOUT, bootSandbox, type Sandbox } from './helpers';

let sb: Sandbox;

beforeAll(async () => {
  sb = await bootSandbox();
}, BOOT_TIMEOUT);
afterAll(() => sb?.close());

const PATH = '/api/jackpot/v1/jackpots/';
const amounts = (body: { amount: string }[]) => body.map((j) => j.amount);

describe('GET /api/jackpot/v1/jackpots/', () => {
  it('lists silver, gold, bronze in TND for a guest, at their seeded amounts', async () => {
    const res = await sb.call('GET', PATH);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { id: 1, name: 'silver', amount: '12345.67', currency: 'TND', winner: 'd***o' },
      { id: 2, name: 'gold', amount: '48210.00', currency: 'TND', winner: null },
      { id: 3, name: 'bronze', amount: '2310.40', currency: 'TND', winner: 'l***w' },
    ]);
  });

  it('grows with the sandbox clock, by whole seconds, without a timer', async () => {
    sb.clock.advance(1000_000);
    // silver +0.0731/s, gold +0.2113/s, bronze +0.0127/s
    expect(amounts((await sb.call('GET', PATH)).body)).toEqual(['12418.77', '48421.30', '2323.10']);
    sb.clock.advance(999);
    expect(amounts((await sb.call('GET', PATH)).body)).toEqual(['12418.77', '48421.30', '2323.10']);
    sb.clock.advance(1);
    expect(amounts((await sb.call('GET', PATH)).body)).toEqual(['12418.84', '48421.51', '2323.11']);
  });

  it('converts with the settings rate and rounds down to 2 decimals', async () => {
    // 12418.8431 × 0.295 = 3663.5587… → 3663.55; 48421.5113 × 0.295 = 14284.3458… → 14284.34;
    // 2323.1127 × 0.295 = 685.3182… → 685.31
    const eur = await sb.call('GET', `${PATH}?currency=eur`);
    expect(eur.status).toBe(200);
    expect(eur.body.map((j: { currency: string }) => j.currency)).toEqual(['EUR', 'EUR', 'EUR']);
    expect(amounts(eur.body)).toEqual(['3663.55', '14284.34', '685.31']);
    // 12418.8431 × 0.32 = 3974.0297… → 3974.02 (rounding to nearest would give 3974.03)
    expect(amounts((await sb.call('GET', `${PATH}?currency=USD`)).body)[0]).toBe('3974.02');
    expect(amounts((await sb.call('GET', `${PATH}?currency=`)).body)[0]).toBe('12418.84');
  });

  it("defaults to a signed-in player's own currency; an explicit currency wins", async () => {
    await sb.db.query(`UPDATE users SET currency = 'EUR' WHERE username = 'cashplayer'`);
    const s = await sb.login('cashplayer');
    const own = await sb.call('GET', PATH, { token: s.access });
    expect(own.body[0]).toMatchObject({ currency: 'EUR', amount: '3663.55' });
    const usd = await sb.call('GET', `${PATH}?currency=USD`, { token: s.access });
    expect(usd.body[0].currency).toBe('USD');
    const demo = await sb.login('demo');
    expect((await sb.call('GET', PATH, { token: demo.access })).body[0].currency).toBe('TND');
  });

  it('refuses an unknown currency and a bad token', async () => {
    for (const currency of ['XXX', 'euro', '12']) {
      const res = await sb.call('GET', `${PATH}?currency=${currency}`);
      expect(res.status, currency).toBe(400);
      expect(res.body).toMatchObject({ code: 'unknown_currency', message: expect.any(String), detail: expect.any(String) });
    }
    expect((await sb.call('GET', PATH, { token: 'garbage' })).status).toBe(401);
  });

  it('starts growing again from the seeded amounts after a reset', async () => {
    expect((await sb.call('POST', '/sandbox/api/reset')).status).toBe(200);
    expect(amounts((await sb.call('GET', PATH)).body)).toEqual(['12345.67', '48210.00', '2310.40']);
    sb.clock.advance(10_000);
    expect(amounts((await sb.call('GET', PATH)).body)).toEqual(['12346.40', '48212.11', '2310.52']);
  });

  it('answers 404 for other paths of the jackpot service', async () => {
    expect((await sb.call('GET', '/api/jackpot/v1/jackpots')).status).toBe(404);
    expect((await sb.call('POST', PATH)).status).toBe(404);
  });
});

describe('maskUsername', () => {
  it('keeps the first and last characters only', () => {
    expect(maskUsername('demo')).toBe('d***o');
    expect(maskUsername('ab')).toBe('a***');
    expect(maskUsername('é')).toBe('é***');
    expect(maskUsername('joueur🎰')).toBe('j***🎰');
  });
});
