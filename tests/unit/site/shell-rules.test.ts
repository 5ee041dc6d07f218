import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createErrorReloads, ERROR_COUNTER_KEY } from '../../../widgets/site/shell/error-reloads';
import { activeEntry, MENU, menuOf, refusedFor } from '../../../widgets/site/chrome/menu';
import { ChunkLoadError, CHUNK_TIMEOUT_MS, loadChunk } from '../../../widgets/site/shell/lazy';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}

describe('error boundary sequence (spec §4, §9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  /** One page load: a fresh boundary over the same session storage, as after location.reload(). */
  function load(storage: ReturnType<typeof memoryStorage>, log: string[]) {
    return createErrorReloads({
      storage,
      reload: () => log.push('reload'),
      goToRoot: () => log.push('root'),
      setTimeout: (fn, ms) => setTimeout(fn, ms),
      clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
    });
  }

  it('reloads three times, then goes to the root, then shows the error screen on the fifth load', () => {
    const storage = memoryStorage();
    const log: string[] = [];
    const actions = [1, 2, 3, 4, 5].map(() => load(storage, log).failed());
    expect(actions).toEqual(['reload', 'reload', 'reload', 'root', 'screen']);
    expect(log).toEqual(['reload', 'reload', 'reload', 'root']);
  });

  it('clears the counter after 2 s without an error', () => {
    const storage = memoryStorage();
    const log: string[] = [];
    load(storage, log).failed();
    load(storage, log).failed();
    const healthy = load(storage, log);
    healthy.started();
    vi.advanceTimersByTime(1_999);
    expect(storage.data.get(ERROR_COUNTER_KEY)).toBe('2');
    vi.advanceTimersByTime(1);
    expect(storage.data.has(ERROR_COUNTER_KEY)).toBe(false);
    expect(load(storage, log).failed()).toBe('reload');
  });

  it('an error within the 2 s keeps counting', () => {
    const storage = memoryStorage();
    const boundary = load(storage, []);
    boundary.started();
    vi.advanceTimersByTime(1_000);
    expect(boundary.failed()).toBe('reload');
    vi.advanceTimersByTime(5_000);
    expect(storage.data.get(ERROR_COUNTER_KEY)).toBe('1');
  });
});

describe('menus from one definition (spec §2 "Menus")', () => {
  const guest = { isAuth: false, userTypes: null };
  const selfRegistered = { isAuth: true, userTypes: 0 };
  const cashierPlayer = { isAuth: true, userTypes: 1 };
  const ids = (kind: Parameters<typeof menuOf>[0], viewer: typeof guest | typeof selfRegistered) => menuOf(kind, viewer).map((e) => e.id);

  it('lists the side menu of the spec in order', () => {
    expect(ids('side', guest)).toEqual(['sport', 'live', 'casino', 'live-casino', 'tvbet', 'evolution', 'virtuals', 'about', 'terms', 'responsible']);
  });

  it('shows casino games and live casino in the main menu to user type 0 only', () => {
    expect(ids('main', selfRegistered)).toEqual(['sport', 'live', 'casino', 'live-casino', 'crash']);
    expect(ids('main', cashierPlayer)).toEqual(['sport', 'live', 'crash']);
  });

  it('refuses the crash game to a guest only', () => {
    const crash = MENU.find((e) => e.id === 'crash')!;
    expect(refusedFor(crash, guest)).toBe(true);
    expect(refusedFor(crash, selfRegistered)).toBe(false);
    expect(MENU.filter((e) => refusedFor(e, guest)).map((e) => e.id)).toEqual(['crash']);
  });

  it('lists the profile menu of the spec', () => {
    expect(ids('profile', selfRegistered)).toEqual(['slots-history', 'bet-history', 'statement', 'exchange-bonus', 'change-password']);
  });

  it('marks the most specific entry as current', () => {
    const side = menuOf('side', guest);
    expect(activeEntry(side, '/sport/sft/live')?.id).toBe('live');
    expect(activeEntry(side, '/sport/sft')?.id).toBe('sport');
    expect(activeEntry(side, '/slots/casino/x')?.id).toBe('casino');
    expect(activeEntry(side, '/main')).toBeUndefined();
  });

  it('gives every entry a unique id and a French label', () => {
    expect(new Set(MENU.map((e) => e.id)).size).toBe(MENU.length);
    for (const entry of MENU) expect(entry.label.message).toBeTruthy();
  });
});

describe('lazy chunks (spec §7, §9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('fails with a script chunk error after 120 s', async () => {
    const pending = loadChunk('lobby', () => new Promise<never>(() => undefined));
    const outcome = pending.catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
    await vi.advanceTimersByTimeAsync(1);
    const error = (await outcome) as ChunkLoadError;
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error).toMatchObject({ kind: 'script', chunk: 'lobby', reason: 'timeout' });
  });

  it('turns a failed import into a chunk error and passes a loaded module through', async () => {
    await expect(loadChunk('x', () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')))).rejects.toMatchObject({
      name: 'ChunkLoadError',
      reason: 'failed',
    });
    await expect(loadChunk('y', () => Promise.resolve(42))).resolves.toBe(42);
  });
});
