// The notices and jackpots stores end to end against the real sandbox (createMemorySandbox, PGlite, the
// contract's routes and seeds) through the real HTTP client: no stub between the store and the server.
// Timers are a manual scheduler (PGlite needs real ones), the sandbox clock is moved by hand.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allTasks, cleanStores, map, type MapStore } from 'nanostores';
import { useTestStorageEngine } from '@nanostores/persistent';
import { createHttpClient } from '../../../src/api/client';
import { bonusApi } from '../../../src/api/bonus';
import { jackpotsApi } from '../../../src/api/jackpots';
import { toUser } from '../../../src/api/accounts';
import { createDismissedStore, createNotifications, NOTIFICATIONS_POLL_MS } from '../../../src/stores/notifications';
import { createJackpots, displayedCurrency, JACKPOTS_GROWTH_MS } from '../../../src/stores/jackpots';
import { GUEST_STATE, type AuthState } from '../../../src/session/session-manager';
import { BOOT_TIMEOUT, bootSandbox, type Sandbox } from '../sandbox/helpers';

/** setTimeout by hand: advance() runs what falls due, in order, and lets the answers settle. */
function manualTimers() {
  let now = Date.UTC(2025, 0, 15, 12);
  let seq = 0;
  const due = new Map<number, { at: number; fn: () => void }>();
  const settle = async () => {
    for (let i = 0; i < 5; i++) {
      await allTasks();
      await new Promise((r) => setTimeout(r, 0));
    }
  };
  return {
    now: () => now,
    timers: {
      setTimeout: (fn: () => void, ms: number) => (due.set(++seq, { at: now + ms, fn }), seq),
      clearTimeout: (h: unknown) => void due.delete(h as number),
    },
    settle,
    async advance(ms: number) {
      const until = now + ms;
      for (;;) {
        const next = [...due.entries()].filter(([, t]) => t.at <= until).sort((a, b) => a[1].at - b[1].at)[0];
        if (!next) break;
        due.delete(next[0]);
        now = next[1].at;
        next[1].fn();
        await settle();
      }
      now = until;
      await settle();
    },
  };
}

let sandbox: Sandbox;
let token: string | null = null;
let auth: MapStore<AuthState>;
const http = createHttpClient({
  baseUrl: () => 'http://sandbox.test',
  fetch: ((input: RequestInfo | URL, init?: RequestInit) => sandbox.app.request(String(input), init)) as typeof fetch,
});
http.setAuthHooks({ accessToken: () => token, unauthorized: async () => false });

beforeAll(async () => {
  useTestStorageEngine();
  sandbox = await bootSandbox();
  const login = await sandbox.login('demo');
  token = login.access;
  auth = map<AuthState>({ ...GUEST_STATE });
  auth.set({ ...GUEST_STATE, status: 'signed-in', isAuth: true, user: toUser(login.user), session: { access: login.access, refresh: login.refresh } });
}, BOOT_TIMEOUT);
afterAll(() => sandbox?.close());

describe('notices against the sandbox', () => {
  it("shows demo's seeded notices, acknowledges one, and finds a new one at the next 15 s check", async () => {
    const clock = manualTimers();
    const errors: unknown[] = [];
    const n = createNotifications({
      api: bonusApi(http),
      auth,
      dismissed: createDismissedStore(),
      timers: clock.timers,
      now: clock.now,
      onAcknowledgeError: (e) => errors.push(e),
    });
    const off = n.$visible.listen(() => undefined);
    try {
      await clock.advance(0);
      const shown = () => n.$visible.get().map((v) => `${v.key} ${v.amount} ${v.currency}`);
      // Cashback 10 is acknowledged and 12 predates 2023-08-25; personal jackpot 7 too.
      expect(shown()).toEqual([
        'first-deposit:1 20 TND',
        'cashback:9 12.4 TND',
        'cashback:11 3.15 TND',
        'personal-jackpot:2 150 TND',
        'personal-jackpot:3 75.5 TND',
      ]);

      await expect(n.acknowledge('cashback', 9)).resolves.toBe(true);
      const after = await sandbox.call('GET', '/api/bonus-system/cashback/history?is_acknowledged=false&date_from=2023-08-25', { token: token! });
      expect(after.body.results.map((i: { id: number }) => i.id)).toEqual([11]);

      // Someone else's item: 404, the toast hook hears it, nothing changes.
      await expect(n.acknowledge('cashback', 13)).resolves.toBe(false);
      expect(errors).toMatchObject([{ status: 404, code: 'not_found' }]);

      const created = await sandbox.call('POST', '/sandbox/api/notifications', { body: { username: 'demo', kind: 'cashback', amount: '10.00' } });
      expect(created.status).toBe(201);
      await clock.advance(NOTIFICATIONS_POLL_MS);
      expect(shown()).toContain(`cashback:${created.body.id} 10 TND`);
      expect(shown().filter((s) => s.startsWith('cashback:'))).toHaveLength(2);
    } finally {
      off();
      cleanStores(n.$state, n.$visible);
    }
  });
});

describe('jackpots against the sandbox', () => {
  it('reads silver, gold, bronze in the displayed currency and shows their growth at the next read', async () => {
    const clock = manualTimers();
    const config = map({ currency: 'TND' });
    const guest = map<AuthState>({ ...GUEST_STATE });
    token = null; // a guest sends no bearer (demo's would expire while the sandbox clock moves on)
    const j = createJackpots({ api: jackpotsApi(http), currency: displayedCurrency(guest, config), timers: clock.timers, now: clock.now });
    const off = j.$state.listen(() => undefined);
    try {
      await clock.advance(0);
      const first = j.$state.get();
      expect(first.status).toBe('ready');
      expect(first.jackpots.map((p) => p.name)).toEqual(['silver', 'gold', 'bronze']);
      expect(first.jackpots.every((p) => p.currency === 'TND' && p.amount > 0)).toBe(true);

      sandbox.clock.advance(600_000); // ten minutes of growth on the server's clock
      await clock.advance(JACKPOTS_GROWTH_MS);
      const grown = j.$state.get().jackpots;
      grown.forEach((p, i) => expect(p.amount).toBeGreaterThan(first.jackpots[i].amount));

      config.set({ currency: 'EUR' });
      await clock.settle();
      expect(j.$state.get().currency).toBe('EUR');
      expect(j.$state.get().jackpots.every((p) => p.currency === 'EUR')).toBe(true);

      config.set({ currency: 'XYZ' });
      await clock.settle();
      expect(j.$state.get()).toMatchObject({ status: 'error', error: { status: 400, code: 'unknown_currency' } });
    } finally {
      off();
      cleanStores(j.$state);
    }
  });
});
