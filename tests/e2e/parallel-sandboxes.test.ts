// Files run two at a time (vitest.config.ts), each worker on its own sandbox (global-setup.ts): what one
// file arms or resets on its server never reaches a file running beside it.
import { describe, expect, inject, it } from 'vitest';
import { baseUrl, call, partnerUrl, sandboxFor } from './support/sandbox';

describe('one sandbox per worker', () => {
  it("talks to its worker's sandbox, whose partner page is PORT + 1, and no other worker shares it", async () => {
    const sandboxes = inject('sandboxes');
    const mine = sandboxFor();
    expect(sandboxes).toContainEqual(mine);
    expect(baseUrl()).toBe(mine.baseUrl);
    expect(Number(new URL(partnerUrl()).port)).toBe(Number(new URL(baseUrl()).port) + 1);
    expect(new Set(sandboxes.map((s) => s.baseUrl)).size).toBe(sandboxes.length);
    expect(sandboxFor(1)).toEqual(sandboxes[0]);
    expect(sandboxFor(sandboxes.length + 1)).toEqual(sandboxes[0]);

    // A fault armed here is on this server only.
    const fault = await call<{ id: number }>('POST', '/sandbox/api/faults', { route: '/api/parallel-check', status: 503 });
    try {
      for (const other of sandboxes.filter((s) => s !== mine && s.baseUrl !== mine.baseUrl)) {
        const res = await fetch(`${other.baseUrl}/sandbox/api/faults`);
        const faults = (await res.json()) as { route: string }[];
        expect(faults.map((f) => f.route)).not.toContain('/api/parallel-check');
      }
      const own = await call<{ id: number }[]>('GET', '/sandbox/api/faults');
      expect(own.map((f) => f.id)).toContain(fault.id);
    } finally {
      await call('DELETE', `/sandbox/api/faults/${fault.id}`);
    }
  });
});
