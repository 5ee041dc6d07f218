// The header and the bottom navigation are drawn for the player a stored session names while it is being
// restored (spec shell §4 item 4), so a signed-in page does not paint a guest's chrome first and re-lay it
// out when the server answers (docs/architecture.md "Speed budgets"; the e2e site-shifts test measures it).
import { describe, expect, it } from 'vitest';
import { GUEST_STATE, type AuthState } from '../../../src/session/session-manager';
import type { User } from '../../../src/api/types';
import { chromePlayer } from '../../../widgets/site/shell/viewer';

const stored = { id: 1001, username: 'demo', balance: 1000, currency: 'TND', userTypes: 0 } as User;
const tokens = { access: 'a', refresh: 'r' };

describe('chromePlayer', () => {
  it('is nobody for a guest', () => {
    expect(chromePlayer({ ...GUEST_STATE })).toBeNull();
  });

  it('is the stored player while the session is restored, before the server has answered', () => {
    const restoring: AuthState = { ...GUEST_STATE, status: 'restoring', session: tokens, user: stored };
    expect(chromePlayer(restoring)).toBe(stored);
  });

  it('is nobody while restoring a session stored without its player (nothing to draw but a guest)', () => {
    expect(chromePlayer({ ...GUEST_STATE, status: 'restoring', session: tokens, user: null })).toBeNull();
  });

  it('is the signed-in player, and nobody again once the session is refused or ended', () => {
    const signedIn: AuthState = { ...GUEST_STATE, status: 'signed-in', isAuth: true, session: tokens, user: stored };
    expect(chromePlayer(signedIn)).toBe(stored);
    expect(chromePlayer({ ...GUEST_STATE, status: 'logging-out', user: stored })).toBeNull();
  });
});
