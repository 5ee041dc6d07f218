// The one way a store holds the signed-in player's data (src/stores/player-resource.ts): loads once, reloads,
// drops an answer of a previous player or an older request, empties on a change of player, keeps a failure
// as an ApiError, and (whileShown) loads only while something shows it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { atom } from 'nanostores';
import { ApiError } from '../../../src/api/errors';
import { playerResource } from '../../../src/stores/player-resource';

type Call = { for: number; resolve(value: string): void; reject(error: unknown): void };

function setup(options: { whileShown?: boolean; player?: number | null } = {}) {
  const player = atom<number | null>(options.player === undefined ? 1001 : options.player);
  const calls: Call[] = [];
  const fetch = (id: number) =>
    new Promise<string>((resolve, reject) => {
      calls.push({ for: id, resolve, reject });
    });
  const resource = playerResource(fetch, { player, whileShown: options.whileShown });
  return { player, calls, resource, $state: resource.$state };
}

const apiError = (code: string) => new ApiError({ status: 503, code, method: 'GET', path: '/x' });

describe('playerResource', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('loads once: a second load while one is on its way, or once ready, sends nothing', async () => {
    const { calls, resource, $state } = setup();
    const first = resource.load();
    const second = resource.load();
    expect(calls).toHaveLength(1);
    expect($state.get()).toEqual({ status: 'loading', data: null, error: null });
    calls[0].resolve('summary of 1001');
    await Promise.all([first, second]);
    expect($state.get()).toEqual({ status: 'ready', data: 'summary of 1001', error: null });
    await resource.load();
    expect(calls).toHaveLength(1);
  });

  it('reload while loading sends again and keeps only the newer answer, the data on screen meanwhile', async () => {
    const { calls, resource, $state } = setup();
    await settle(resource.load(), calls[0], 'v1');
    const older = resource.reload();
    expect($state.get()).toEqual({ status: 'loading', data: 'v1', error: null });
    const newer = resource.reload();
    expect(calls).toHaveLength(3);
    calls[2].resolve('v3');
    await newer;
    calls[1].resolve('v2, late');
    await older;
    expect($state.get()).toEqual({ status: 'ready', data: 'v3', error: null });
  });

  it("drops an answer that lands after the player changed, and shows nothing of the last player's", async () => {
    const { calls, resource, $state, player } = setup();
    const loading = resource.load();
    player.set(1002);
    expect($state.get()).toEqual({ status: 'idle', data: null, error: null });
    calls[0].resolve('summary of 1001');
    await loading;
    expect($state.get().data).toBeNull();

    const next = resource.load();
    expect(calls[1].for).toBe(1002);
    calls[1].resolve('summary of 1002');
    await next;
    expect($state.get()).toEqual({ status: 'ready', data: 'summary of 1002', error: null });
  });

  it('empties on sign-out, asks nothing for a guest, and drops the answer of a read sent before', async () => {
    const { calls, resource, $state, player } = setup();
    await settle(resource.load(), calls[0], 'v1');
    const reading = resource.reload();
    player.set(null);
    expect($state.get()).toEqual({ status: 'idle', data: null, error: null });
    calls[1].resolve('v2, late');
    await reading;
    await resource.load();
    expect(calls).toHaveLength(2);
    expect($state.get()).toEqual({ status: 'idle', data: null, error: null });
  });

  it('a read asked before the player is known (a stored session restored) is made when the player arrives', async () => {
    const { calls, resource, $state, player } = setup({ player: null });
    await resource.load();
    expect(calls).toHaveLength(0);
    expect($state.get().status).toBe('idle');
    player.set(1001);
    expect(calls.map((c) => c.for)).toEqual([1001]);
    expect($state.get().status).toBe('loading');
    await settle(Promise.resolve(), calls[0], 'v1');
    await vi.waitFor(() => expect($state.get()).toEqual({ status: 'ready', data: 'v1', error: null }));
    // Asked once: the next player is not read for nobody's asking, nor is the first one read twice.
    player.set(1002);
    expect(calls).toHaveLength(1);
    expect($state.get().status).toBe('idle');
  });

  it('keeps a failure as an ApiError (a non-ApiError as one with the cause), the data shown before kept', async () => {
    const { calls, resource, $state } = setup();
    await settle(resource.load(), calls[0], 'v1');
    const failing = resource.reload();
    const down = apiError('server_error');
    calls[1].reject(down);
    await expect(failing).resolves.toBeUndefined();
    expect($state.get()).toEqual({ status: 'error', data: 'v1', error: down });

    const broken = new TypeError('not a summary');
    const again = resource.load();
    expect(calls).toHaveLength(3);
    calls[2].reject(broken);
    await again;
    const { error } = $state.get();
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, code: 'client_error', cause: broken });
  });

  it('turns a fetch that throws at once into the same failure', async () => {
    const player = atom<number | null>(7);
    const resource = playerResource<string>(() => {
      throw new Error('no client');
    }, { player });
    await resource.load();
    expect(resource.$state.get()).toMatchObject({ status: 'error', data: null, error: { code: 'client_error' } });
  });

  it("shows a write's answer, drops it when the player changed meanwhile, and leaves the store as it was when it fails", async () => {
    const { calls, resource, $state, player } = setup();
    await settle(resource.load(), calls[0], 'v1');
    await expect(resource.write(async () => 'saved')).resolves.toBe('saved');
    expect($state.get()).toEqual({ status: 'ready', data: 'saved', error: null });

    await expect(resource.write(() => Promise.reject(apiError('invalid')))).rejects.toMatchObject({ code: 'invalid' });
    expect($state.get()).toEqual({ status: 'ready', data: 'saved', error: null });

    let answer!: (value: string) => void;
    const writing = resource.write(() => new Promise<string>((resolve) => (answer = resolve)));
    player.set(1002);
    answer('saved for 1001');
    await writing;
    expect($state.get()).toEqual({ status: 'idle', data: null, error: null });
  });

  it('whileShown: loads when shown (not for a guest), again for another player, and empties when nothing shows it', async () => {
    vi.useFakeTimers();
    const { calls, $state, player } = setup({ whileShown: true, player: null });
    const off = $state.listen(() => undefined);
    expect(calls).toHaveLength(0);
    expect($state.get().status).toBe('idle');

    player.set(1001);
    expect(calls.map((c) => c.for)).toEqual([1001]);
    calls[0].resolve('v1');
    await vi.waitFor(() => expect($state.get()).toEqual({ status: 'ready', data: 'v1', error: null }));

    player.set(1002);
    expect(calls.map((c) => c.for)).toEqual([1001, 1002]);
    expect($state.get()).toEqual({ status: 'loading', data: null, error: null });

    off();
    vi.advanceTimersByTime(1000); // nanostores unmounts a store 1 s after its last listener leaves
    // `.value`, not get(): get() on an unmounted store mounts it for a moment, which would load again.
    expect($state.value).toEqual({ status: 'idle', data: null, error: null });
    calls[1].resolve('late for 1002');
    await Promise.resolve();
    expect($state.value?.data).toBeNull();
    expect(calls).toHaveLength(2);
  });
});

async function settle(loading: Promise<void>, call: Call, value: string) {
  call.resolve(value);
  await loading;
}
