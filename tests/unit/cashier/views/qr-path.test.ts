import { describe, expect, it } from 'vitest';
import { encode } from 'uqr';
import { qrPath } from '../../../../widgets/cashier/views/qr-path';

/** Paints the path's rectangles back into a matrix (only the `M x y h w v1 h-w z` form qrPath writes). */
function paint(path: string, size: number): boolean[][] {
  const grid = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
  for (const m of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-(\d+)z/g)) {
    const [x, y, w] = [Number(m[1]), Number(m[2]), Number(m[3])];
    expect(Number(m[4])).toBe(w);
    for (let i = x; i < x + w; i++) {
      expect(grid[y][i]).toBe(false); // no overlaps
      grid[y][i] = true;
    }
  }
  return grid;
}

describe('qrPath', () => {
  it('runs of dark modules become one rectangle each', () => {
    expect(qrPath([[true, true, false, true]])).toBe('M0 0h2v1h-2zM3 0h1v1h-1z');
    expect(qrPath([[false], [true]])).toBe('M0 1h1v1h-1z');
    expect(qrPath([])).toBe('');
  });

  it('draws exactly the matrix uqr encodes for a TRC-20 address', () => {
    const qr = encode('TQ5nGm3gK8cH1vWBa9sL2xYpRz4DfEjUoN', { ecc: 'M', border: 0 });
    expect(qr.size).toBe(qr.data.length);
    expect(paint(qrPath(qr.data), qr.size)).toEqual(qr.data);
  });
});
