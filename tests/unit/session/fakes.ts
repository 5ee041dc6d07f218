// Fakes for the session's platform: a token store two "tabs" can share, a Web Locks stand-in, page
// signals whose visibility and wake-ups the test drives, and tokens with real JWT payloads.
import { map } from 'nanostores';
import { vi } from 'vitest';
import type { User } from '../../../src/api/types';
import {
  createSessionManager,
  GUEST_STATE,
  type AuthState,
  type LockManagerLike,
  type PageSignals,
  type SessionDeps,
  type StoredSession,
  type TokenStore,
} from '../../../src/session/session-manager';

const b64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A JWT-shaped token (unsigned: the browser never verifies signatures). */
export function token(claims: Record<string, unknown>): string {
  return `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url(claims)}.c2lnbmF0dXJl`;
}

let serial = 0;
/** Tokens valid from now: access for `accessS` seconds with a shift, refresh for `refreshS`. */
export function tokens(now: number, accessS = 300, refreshS = 86_400, shiftS = 60): StoredSession {
  serial++;
  const iat = Math.floor(now / 1000);
  return {
    access: token({ sub: '1001', exp: iat + accessS, iat, refresh_shift: shiftS, jti: `a${serial}` }),
    refresh: token({ sub: '1001', exp: iat + refreshS, iat, jti: `r${serial}` }),
  };
}

export function user(overrides: Partial<User> = {}): User {
  return {
    id: 1001,
    login: 'demo@casino.test',
    email: 'demo@casino.test',
    username: 'demo',
    firstName: 'Demo',
    lastName: 'Player',
    role: 'P',
    currency: 'TND',
    balance: 1000,
    bonusBalance: 5,
    parent: null,
    createdAt: '01/03/2024 10:15',
    dateJoined: '2024-03-01T10:15:00Z',
    isSelfRegistered: true,
    userTypes: 0,
    lang: 'fr',
    ...overrides,
  };
}

/** Storage shared by the tabs of one test; each tab gets its own view that hears the others' writes. */
export function sharedStorage(initial: StoredSession | null = null) {
  let value = initial;
  const listeners = new Set<{ tab: object; fn: (s: StoredSession | null) => void }>();
  return {
    get value() {
      return value;
    },
    tab(): TokenStore {
      const tab = {};
      return {
        read: () => value,
        write(next) {
          value = next;
          for (const l of listeners) if (l.tab !== tab) l.fn(next);
        },
        onExternalChange(fn) {
          const entry = { tab, fn };
          listeners.add(entry);
          return () => listeners.delete(entry);
        },
      };
    },
  };
}

/** Exclusive named locks, like navigator.locks.request. */
export function fakeLocks(): LockManagerLike {
  const tails = new Map<string, Promise<unknown>>();
  const held = new Map<string, number>();
  return {
    request(name, callback) {
      const waited = (held.get(name) ?? 0) > 0;
      held.set(name, (held.get(name) ?? 0) + 1);
      const previous = tails.get(name) ?? Promise.resolve();
      const run = previous.then(() => callback(waited)).finally(() => held.set(name, held.get(name)! - 1));
      tails.set(name, run.catch(() => undefined));
      return run;
    },
  };
}

/** A storage whose writes reach other tabs late, as localStorage does across Chromium's processes. */
export function laggingStorage(lagMs: number) {
  const inner = sharedStorage();
  let visible: StoredSession | null = null;
  return {
    get value() {
      return inner.value;
    },
    tab(): TokenStore {
      const mine = inner.tab();
      let own: StoredSession | null | undefined;
      return {
        read: () => (own !== undefined ? own : visible),
        write(next) {
          own = next;
          mine.write(next);
          setTimeout(() => (visible = next), lagMs);
        },
        onExternalChange: (fn) =>
          mine.onExternalChange((next) => {
            own = undefined;
            setTimeout(() => fn(next), lagMs);
          }),
      };
    },
  };
}

export function fakePage() {
  let hidden = false;
  const visibility = new Set<() => void>();
  const activity = new Set<() => void>();
  const wake = new Set<() => void>();
  const signals: PageSignals = {
    isHidden: () => hidden,
    onVisibilityChange: (fn) => (visibility.add(fn), () => visibility.delete(fn)),
    onActivity: (fn) => (activity.add(fn), () => activity.delete(fn)),
    onWake: (fn) => (wake.add(fn), () => wake.delete(fn)),
  };
  return {
    signals,
    setHidden(next: boolean) {
      hidden = next;
      visibility.forEach((fn) => fn());
      wake.forEach((fn) => fn());
    },
    interact: () => activity.forEach((fn) => fn()),
    wake: () => wake.forEach((fn) => fn()),
  };
}

export function fakeApi(now: () => number) {
  return {
    login: vi.fn(async (_u: string, _p: string) => ({ session: tokens(now()), user: user() })),
    refresh: vi.fn(async (_refresh: string) => tokens(now())),
    logout: vi.fn(async () => undefined),
    user: vi.fn(async () => user()),
  };
}

export function makeSession(overrides: Partial<SessionDeps> & { storage?: ReturnType<typeof sharedStorage> } = {}) {
  const now = () => Date.now();
  const storage = overrides.storage ?? sharedStorage();
  const api = fakeApi(now);
  const page = fakePage();
  const state = map<AuthState>({ ...GUEST_STATE });
  let last = now();
  const notify = vi.fn();
  const onChange = vi.fn();
  const manager = createSessionManager({
    api,
    state,
    tokens: storage.tab(),
    activity: { last: () => last, touch: (at) => (last = at) },
    now,
    timers: { setTimeout: (fn, ms) => setTimeout(fn, ms), clearTimeout: (h) => clearTimeout(h as number) },
    page: page.signals,
    notify,
    onChange,
    ...overrides,
  });
  return { manager, api, page, state, storage, notify, onChange };
}
