// The shared history kit's presets and export (docs/contracts/profile.md §Histories): date presets,
// end-of-day ranges, and the export of every page a filter selects (page by page, capped, stoppable).
import { describe, expect, it, vi } from 'vitest';
import { dayRangeToEndOfDay, presetOf, presetRange } from '../../../../src/ui/history/history-query';
import { collectAllPages, ExportAborted } from '../../../../src/ui/history/export-all';

const NOW = new Date(2025, 0, 15, 10, 30); // local time

describe('date presets', () => {
  it('end today and cover the days they name', () => {
    expect(presetRange('today', NOW)).toEqual({ from: '2025-01-15', to: '2025-01-15' });
    expect(presetRange('7d', NOW)).toEqual({ from: '2025-01-09', to: '2025-01-15' });
    expect(presetRange('30d', NOW)).toEqual({ from: '2024-12-17', to: '2025-01-15' });
    expect(presetRange('month', NOW)).toEqual({ from: '2025-01-01', to: '2025-01-15' });
  });

  it('are recognised from the URL days, anything else is custom, nothing is none', () => {
    expect(presetOf('2025-01-09', '2025-01-15', NOW)).toBe('7d');
    expect(presetOf('2025-01-15', '2025-01-15', NOW)).toBe('today');
    expect(presetOf('2025-01-02', '2025-01-05', NOW)).toBe('custom');
    expect(presetOf('2025-01-02', undefined, NOW)).toBe('custom');
    expect(presetOf(undefined, undefined, NOW)).toBeNull();
  });
});

describe('dayRangeToEndOfDay', () => {
  it('ends at the last millisecond of the last day, local time with its offset', () => {
    const { dateFrom, dateTo } = dayRangeToEndOfDay('2025-01-10', '2025-01-12');
    expect(dateFrom).toMatch(/^2025-01-10T00:00:00[+-]\d{2}:\d{2}$/);
    expect(dateTo).toMatch(/^2025-01-12T23:59:59\.999[+-]\d{2}:\d{2}$/);
    expect(new Date(dateTo!).getTime()).toBe(new Date(2025, 0, 13).getTime() - 1);
    expect(dayRangeToEndOfDay(undefined, undefined)).toEqual({ dateFrom: undefined });
  });
});

describe('collectAllPages', () => {
  const source = (total: number) => {
    const all = Array.from({ length: total }, (_, i) => i + 1);
    return vi.fn(async (page: number, size: number) => ({ count: total, items: all.slice((page - 1) * size, page * size) }));
  };

  it('reads every page in order, one at a time, reporting progress', async () => {
    const load = source(23);
    const progress: Array<[number, number]> = [];
    const out = await collectAllPages(load, { pageSize: 10, onProgress: (d, t) => progress.push([d, t]) });
    expect(out).toEqual({ rows: Array.from({ length: 23 }, (_, i) => i + 1), total: 23, truncated: false });
    expect(load.mock.calls.map((c) => c[0])).toEqual([1, 2, 3]);
    expect(progress).toEqual([[10, 23], [20, 23], [23, 23]]);
  });

  it('stops at the cap and says the file is truncated', async () => {
    const load = source(250);
    const out = await collectAllPages(load, { pageSize: 100, cap: 120 });
    expect(out.rows).toHaveLength(120);
    expect(out).toMatchObject({ total: 250, truncated: true });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('an empty list is one request and no row', async () => {
    const load = source(0);
    expect(await collectAllPages(load)).toEqual({ rows: [], total: 0, truncated: false });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fails with the failing page, and stops when aborted', async () => {
    const boom = new Error('network');
    let calls = 0;
    await expect(collectAllPages(async () => (++calls === 2 ? Promise.reject(boom) : { count: 30, items: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] }), { pageSize: 10 })).rejects.toBe(boom);
    const controller = new AbortController();
    const load = vi.fn(async (page: number) => {
      if (page === 2) controller.abort();
      return { count: 100, items: Array.from({ length: 10 }, () => page) };
    });
    await expect(collectAllPages(load, { pageSize: 10, signal: controller.signal })).rejects.toBeInstanceOf(ExportAborted);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
