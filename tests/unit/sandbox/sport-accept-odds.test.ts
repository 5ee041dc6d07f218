// The player's "accept odds changes" preference at placement (services/sport-placement.ts acceptsOdds,
// docs/contracts/profile.md §Account): `never` refuses any moved odd with coefs_changed, `higher` takes a
// price that went up and refuses one that went down, `any` takes the current odds; a ticket placed records
// the odds taken, never the slip's. The slips here ask an odd a step off the current one, as a page that
// read the odds before a drift would.
import { describe, expect, it } from 'vitest';
import { acceptsOdds } from '../../../demo/sandbox/services/sport-placement';
import { coefOf } from '../../../demo/sandbox/services/sport-money';
import { auditWallet } from '../../../demo/sandbox/services/wallet';
import { sandboxPerTest } from './helpers';
import { pick, sportClient } from './sport-helpers';

const ctx = sandboxPerTest();
const { sportToken, catalogue, place, balance } = sportClient(() => ctx.sb);
const BOOKMAKER = '/api/users/bookmaker-settings/';

/** The selection asked at its current odd moved by `delta` (the page's older price). */
const asked = (sel: ReturnType<typeof pick>, delta: number) => ({ ...sel, odd: (Number(sel.odd) + delta).toFixed(2) });
const prefer = async (accept_odds: string) => expect((await ctx.sb.call('PUT', BOOKMAKER, { token: ctx.demo, body: { accept_odds } })).body.accept_odds).toBe(accept_odds);

describe('accept odds changes', () => {
  it('is a rule on the moved odds alone: never, higher only, any', () => {
    const up = { asked: '1.90', current: '2.00' };
    const down = { asked: '2.10', current: '2.00' };
    const same = { asked: '2', current: '2.00' };
    expect([acceptsOdds('never', [same]), acceptsOdds('never', [up]), acceptsOdds('never', [down])]).toEqual([true, false, false]);
    expect([acceptsOdds('higher', [same, up]), acceptsOdds('higher', [down]), acceptsOdds('higher', [up, down])]).toEqual([true, false, false]);
    expect([acceptsOdds('any', [up, down]), acceptsOdds('any', [])]).toEqual([true, true]);
  });

  it('never (the default): any moved odd refuses the slip with the current odds, nothing moves', async () => {
    const token = await sportToken(ctx.demo);
    const sel = pick((await catalogue('sft', 0)).events[0]);
    for (const delta of [-0.1, 0.1]) {
      const res = await place({ token, type: 'single', stake: '5.00', selections: [asked(sel, delta)] });
      expect([res.status, res.body.code]).toEqual([409, 'coefs_changed']);
      expect(res.body.coefs).toEqual([{ outcome_id: sel.outcome_id, odd: sel.odd }]);
    }
    expect(await balance()).toBe('1000.00');
  });

  it('higher: a price that went up is taken at the current odd; one that went down is refused, also inside an express', async () => {
    await prefer('higher');
    const token = await sportToken(ctx.demo);
    const { events } = await catalogue('sft', 0);
    const [a, b] = [pick(events[0]), pick(events[1])];
    const rose = await place({ token, type: 'single', stake: '5.00', selections: [asked(a, -0.1)] });
    expect(rose.status, rose.text).toBe(200);
    expect(rose.body).toMatchObject({ coef: a.odd, amount_in: '5.00', balance: '995.00' });
    expect(rose.body.potential_win).toBe((Math.floor(5 * Number(a.odd) * 100 + 1e-6) / 100).toFixed(2));
    const fell = await place({ token, type: 'single', stake: '5.00', selections: [asked(a, 0.1)] });
    expect([fell.status, fell.body.code]).toEqual([409, 'coefs_changed']);
    const mixed = await place({ token, type: 'express', stake: '5.00', selections: [asked(a, -0.1), asked(b, 0.1)] });
    expect([mixed.status, mixed.body.code]).toEqual([409, 'coefs_changed']);
    expect(await balance()).toBe('995.00');
  });

  it('any: the slip is placed at the current odds, and the ticket and its legs record them', async () => {
    await prefer('any');
    const token = await sportToken(ctx.demo);
    const { events } = await catalogue('sft', 0);
    const [a, b] = [pick(events[0]), pick(events[1])];
    const res = await place({ token, type: 'express', stake: '2.00', selections: [asked(a, 0.1), asked(b, -0.1)] });
    expect(res.status, res.text).toBe(200);
    const legs = await ctx.sb.db.query<{ odd: string }>('SELECT odd::text AS odd FROM sport_ticket_legs WHERE ticket_id = $1 ORDER BY position', [res.body.ticket_id]);
    expect(legs.rows.map((l) => Number(l.odd).toFixed(2))).toEqual([a.odd, b.odd]);
    expect(res.body.coef).toBe(coefOf([a.odd, b.odd]));
    expect(await balance()).toBe('998.00');
    expect(await auditWallet(ctx.sb.db)).toEqual([]);
  });
});
