// The free-spin race (docs/api.md "Slots and games"): concurrent rounds on one grant must end in the
// documented refusal (400 free_spins_exhausted), never a 500 (free_spin_grants_spins_left_check broken by a
// second decrement: twice in 50 concurrent rounds on PostgreSQL while the grant was not locked). On PGlite
// (one connection, transactions in a row) it always holds; on PostgreSQL (SANDBOX_TEST_DATABASE_URL) the
// rounds really overlap.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditWallet } from '../../../demo/sandbox/services/wallet';
import { BOOT_TIMEOUT, bootSandbox, type Sandbox } from './helpers';

const url = process.env.SANDBOX_TEST_DATABASE_URL;

for (const [name, databaseUrl] of [['PGlite', undefined], ['PostgreSQL', url]] as const) {
  describe.skipIf(name === 'PostgreSQL' && !url)(`free-spin race on ${name}`, () => {
    let sb: Sandbox;
    beforeAll(async () => {
      sb = await bootSandbox({ databaseUrl });
    }, BOOT_TIMEOUT);
    afterAll(() => sb?.close());

    it('50 concurrent rounds on 10 free spins, over 5 sessions: 10 rounds, 40 free_spins_exhausted, no 500', async () => {
      const { access } = await sb.login('demo');
      const granted = await sb.call('POST', '/sandbox/api/free-spins', {
        body: { username: 'demo', provider: 'pgsoft', game_id: 'pg-0003', count: 10, bet_amount: '1.00' },
      });
      expect(granted.status, granted.text).toBe(201);
      // Five game sessions on the one grant (five tabs, or a page reloaded): each session's row lock
      // serialises its own rounds, not the grant's.
      const sessions: string[] = [];
      for (let i = 0; i < 5; i++) {
        const start = await sb.call('POST', '/api/integrations/hub/session/freespin/', { token: access, body: { provider: 'pgsoft', game: 'pg-0003' } });
        expect(start.status, start.text).toBe(200);
        const launch = new URL(start.body.data).searchParams.get('launch');
        sessions.push((await sb.call('POST', '/sandbox/games/api/launch', { body: { launch_token: launch } })).body.token as string);
      }

      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          sb.call('POST', `/sandbox/games/api/sessions/${sessions[i % 5]}/rounds`, { body: {}, headers: { 'Idempotency-Key': `race-${i}` } }),
        ),
      );
      const statuses = answers.map((a) => `${a.status} ${a.status === 200 ? '' : a.body?.code}`.trim());
      expect(statuses.filter((s) => s.startsWith('5'))).toEqual([]);
      expect(statuses.filter((s) => s === '200')).toHaveLength(10);
      expect(statuses.filter((s) => s === '400 free_spins_exhausted')).toHaveLength(40);
      // Each spin counted once: the answers count down 9 … 0, and the grant is used up.
      const left = answers.filter((a) => a.status === 200).map((a) => a.body.free_spin_left as number);
      expect([...left].sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
      const info = await sb.call('GET', '/api/users/freespin-session/', { token: access });
      expect(info.body).toMatchObject({ free_spin_left: 0, session_end: true });
      expect(await auditWallet(sb.db)).toEqual([]);
    }, 60_000);
  });
}
