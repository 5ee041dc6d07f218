// The books' slip follows the band of the page the player sees (the host's `viewport` message,
// docs/embedding.md "Sportsbook"): beside the list it keeps its top in the band, a phone's sheet keeps its
// bottom there, and neither leaves its column (the frame's height never changes).
import { describe, expect, it } from 'vitest';
import { slipShift } from '../../../demo/sandbox/sport/follow.js';

const column = { top: 100, bottom: 3100 };

describe('the slip beside the list', () => {
  const slip = { top: 100, bottom: 500 };
  it('stays where the layout put it until the band passes its top, then keeps 8 px below the band top', () => {
    expect(slipShift(null, slip, column, false)).toBe(0);
    expect(slipShift({ top: 0, height: 800 }, slip, column, false)).toBe(0);
    expect(slipShift({ top: 92, height: 800 }, slip, column, false)).toBe(0);
    expect(slipShift({ top: 1000, height: 800 }, slip, column, false)).toBe(908);
  });
  it('never goes below its column (the page keeps its height)', () => {
    expect(slipShift({ top: 2950, height: 800 }, slip, column, false)).toBe(2600);
    expect(slipShift({ top: 2950, height: 800 }, slip, column, false) + slip.bottom).toBe(column.bottom);
  });
});

describe("the phone's sheet", () => {
  const sheet = { top: 2900, bottom: 3100 };
  it('rises to the band bottom while the page end is out of sight, and rests at the end once it is in sight', () => {
    expect(slipShift({ top: 0, height: 700 }, sheet, column, true)).toBe(700 - 3100);
    expect(slipShift({ top: 0, height: 700 }, sheet, column, true) + sheet.bottom).toBe(700);
    expect(slipShift({ top: 2500, height: 700 }, sheet, column, true)).toBe(0);
  });
  it('never rises above its column', () => {
    const short = { top: 150, bottom: 3000 };
    expect(slipShift({ top: 0, height: 40 }, short, column, true)).toBe(column.top - short.top);
  });
});
