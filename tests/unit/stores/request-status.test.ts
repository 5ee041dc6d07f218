// Spec §4 "Request status": loading, success, error, reset — and a double click sends one request.
import { describe, expect, it, vi } from 'vitest';
import { createRequestStatus } from '../../../src/stores/request-status';

describe('createRequestStatus', () => {
  it('goes loading → success and back to idle on reset', async () => {
    const tracker = createRequestStatus();
    expect(tracker.$status.get()).toEqual({ state: 'idle', error: null });
    let resolve!: (v: number) => void;
    const pending = tracker.track(() => new Promise<number>((r) => (resolve = r)));
    expect(tracker.$status.get().state).toBe('loading');
    expect(tracker.isLoading()).toBe(true);
    resolve(7);
    await expect(pending).resolves.toBe(7);
    expect(tracker.$status.get()).toEqual({ state: 'success', error: null });
    tracker.reset();
    expect(tracker.$status.get().state).toBe('idle');
  });

  it('keeps the error and rethrows it', async () => {
    const tracker = createRequestStatus<Error>();
    const boom = new Error('boom');
    await expect(tracker.track(() => Promise.reject(boom))).rejects.toBe(boom);
    expect(tracker.$status.get()).toEqual({ state: 'error', error: boom });
  });

  it('runs one request while one is loading (a double click pays once)', async () => {
    const tracker = createRequestStatus();
    const work = vi.fn(() => new Promise((r) => setTimeout(r, 5)));
    const first = tracker.track(work);
    const second = tracker.track(work);
    await Promise.all([first, second]);
    expect(work).toHaveBeenCalledTimes(1);
    await expect(second).resolves.toBeUndefined();
  });
});
