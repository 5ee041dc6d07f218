// Sign-in racing a time-out (docs/security.md "Responsible gaming"): the check for an exclusion and the
// issue of the login's token family are one transaction locked on the player, the lock the time-out takes
// too. Sign-ins sent 20 ms apart with the time-out pressed in the middle: each either signed in before the
// time-out (and the time-out revoked that login) or is refused self_excluded; no login lives on.
// A check made outside the issuing transaction leaks live sessions here. Runs on PostgreSQL too
// (sandboxPerTest, SANDBOX_TEST_DATABASE_URL), where the sign-ins really overlap.
import { describe, expect, it } from 'vitest';
import { sandboxPerTest } from './helpers';

const ctx = sandboxPerTest();
const ROUNDS = 6;
const SIGN_INS = 16;
const GAP_MS = 20;

const later = <T>(ms: number, work: () => Promise<T>) => new Promise<T>((resolve, reject) => setTimeout(() => work().then(resolve, reject), ms));

describe('a sign-in racing a time-out', () => {
  it('never leaves a working login: every session issued is revoked or the sign-in is refused self_excluded', async () => {
    const { sb } = ctx;
    let signedIn = 0;
    let refused = 0;
    for (let round = 0; round < ROUNDS; round++) {
      await sb.call('POST', '/sandbox/api/rg/exclusion/end', { body: { username: 'demo' } });
      await sb.call('DELETE', '/sandbox/api/rate-limits');
      const tab = await sb.login('demo');
      const signIns = Array.from({ length: SIGN_INS }, (_, i) =>
        later(i * GAP_MS, () => sb.call('POST', '/api/accounts/login/', { body: { username: 'demo', password: 'demo1234' } })),
      );
      const timeout = later((SIGN_INS / 2) * GAP_MS, () => sb.call('POST', '/api/users/self-exclusion/', { token: tab.access, body: { kind: 'timeout', duration: '24h' } }));
      const [answers, taken] = await Promise.all([Promise.all(signIns), timeout]);
      expect(taken.status, taken.text).toBe(200);

      for (const answer of answers) {
        if (answer.status === 200) {
          signedIn++;
          // Issued before the time-out: revoked with every other login, its refresh refused too.
          expect((await sb.call('GET', '/api/accounts/user/', { token: answer.body.access })).status, `round ${round}`).toBe(401);
          expect((await sb.call('POST', '/api/accounts/refresh/', { body: { refresh: answer.body.refresh } })).status, `round ${round}`).toBe(401);
        } else {
          // Refused: the time-out's answer, or the lockout once five such refusals were counted.
          refused++;
          expect([403, 429], answer.text).toContain(answer.status);
          expect(answer.body.code).toBe(answer.status === 403 ? 'self_excluded' : 'too_many_attempts');
        }
      }
      const live = await sb.db.query('SELECT id FROM token_families WHERE user_id = 1001 AND revoked_at IS NULL');
      expect(live.rows, `round ${round}: live logins after the time-out`).toHaveLength(0);
    }
    // The race really straddled the time-out: some sign-ins came before it, some after.
    expect(signedIn).toBeGreaterThan(0);
    expect(refused).toBeGreaterThan(0);
  }, 60_000);

  it('a login issued before the time-out cannot be refreshed during it, nor after QA ends it', async () => {
    const { sb } = ctx;
    const before = await sb.login('demo');
    const taken = await sb.call('POST', '/api/users/self-exclusion/', { token: ctx.demo, body: { kind: 'timeout', duration: '24h' } });
    expect(taken.status, taken.text).toBe(200);
    const during = await sb.call('POST', '/api/accounts/refresh/', { body: { refresh: before.refresh } });
    expect(during.status, during.text).toBe(401);
    await sb.call('POST', '/sandbox/api/rg/exclusion/end', { body: { username: 'demo' } });
    expect((await sb.call('POST', '/api/accounts/refresh/', { body: { refresh: before.refresh } })).status).toBe(401);
  });
});
