// A signed-in session on the REAL sandbox (createMemorySandbox, PGlite) through the real HTTP client, for
// the stores that write money (the cashier's, the bonus exchange): every call is recorded (method and
// path), the next answer can be lost on the way back after the server processed it (`loseNext`), and the
// session's balance writer is a plain atom (the session manager's rules are tested elsewhere) that records
// what it applied.
import { map, type MapStore } from 'nanostores';
import { createHttpClient } from '../../../src/api/client';
import { toUser } from '../../../src/api/accounts';
import { GUEST_STATE, type AuthState } from '../../../src/session/session-manager';
import { bootSandbox, type Sandbox } from '../sandbox/helpers';

type Balances = { balance?: number | null; bonusBalance?: number | null };

export function sandboxSession() {
  let sandbox: Sandbox | undefined;
  let token: string | null = null;
  let auth: MapStore<AuthState> | undefined;
  const calls: string[] = [];
  const applied: ({ userId: number } & Balances)[] = [];
  const session = {
    /** The next response is processed by the server but lost on the way back. */
    loseNext: false,
    calls,
    applied,
    http: createHttpClient({
      baseUrl: () => 'http://sandbox.test',
      fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
        calls.push(`${init?.method ?? 'GET'} ${new URL(String(input)).pathname}`);
        const response = await session.sandbox.app.request(String(input), init);
        if (session.loseNext) {
          session.loseNext = false;
          throw new TypeError('Failed to fetch');
        }
        return response;
      }) as typeof fetch,
    }),
    /** The session's balance writer, on the plain atom `auth`. */
    writer: {
      epoch: () => 0,
      applyBalances: (userId: number, b: Balances) => {
        applied.push({ userId, ...b });
        const user = session.auth.get().user!;
        session.auth.setKey('user', { ...user, balance: b.balance ?? user.balance, bonusBalance: b.bonusBalance ?? user.bonusBalance });
        return true;
      },
    },
    get sandbox(): Sandbox {
      if (!sandbox) throw new Error('sandboxSession: boot() first');
      return sandbox;
    },
    get token() {
      return token;
    },
    get auth(): MapStore<AuthState> {
      if (!auth) throw new Error('sandboxSession: signIn() first');
      return auth;
    },
    async boot() {
      sandbox = await bootSandbox();
    },
    close: () => sandbox?.close(),
    /** Signs `username` in on the sandbox: its token goes with every call, `auth` holds its user. */
    async signIn(username: string) {
      const login = await session.sandbox.login(username);
      token = login.access;
      auth = map<AuthState>({ ...GUEST_STATE, status: 'signed-in', isAuth: true, user: toUser(login.user) });
    },
  };
  session.http.setAuthHooks({ accessToken: () => token, unauthorized: async () => false });
  return session;
}
