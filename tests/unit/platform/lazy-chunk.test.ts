// src/platform/lazy-chunk.ts: one load shared by every caller, a failure forgotten, the value at hand once loaded.
import { describe, expect, it, vi } from 'vitest';
import { lazyChunk } from '../../../src/platform/lazy-chunk';

describe('lazyChunk', () => {
  it('loads once for every caller and then gives the value at once', async () => {
    const load = vi.fn(async () => ({ answer: 42 }));
    const chunk = lazyChunk(load);
    expect(chunk.loaded()).toBeNull();
    const [a, b] = await Promise.all([chunk(), chunk()]);
    expect(a).toBe(b);
    expect(chunk.loaded()).toBe(a);
    expect(await chunk()).toBe(a);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed load: nothing is at hand, and the next call loads again', async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new TypeError('offline')).mockResolvedValue('chunk');
    const chunk = lazyChunk(load);
    await expect(chunk()).rejects.toThrow('offline');
    expect(chunk.loaded()).toBeNull();
    expect(await chunk()).toBe('chunk');
    expect(chunk.loaded()).toBe('chunk');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
