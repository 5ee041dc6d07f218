// The wheel's geometry and motion (spec §4 "Wheel", §9; contract: segment i centred i × 22.5° clockwise
// from the pointer at rotation 0) and the spin timeline (4 s pulse, 5 s result; a slow server lands 2.5 s
// after its answer).
import { describe, expect, it } from 'vitest';
import {
  angleAt,
  curveDuration,
  DEG_PER_SPIN_COUNT,
  labelFontSize,
  LABEL_MAX_PX,
  LABEL_MIN_PX,
  landingCurve,
  landingMinAhead,
  pointerOffset,
  SEGMENT_COUNT,
  SEGMENT_DEG,
  segmentAt,
  speedAt,
  spinUpCurve,
  targetRotation,
  wedgePath,
  CRUISE_DEG_PER_MS,
  SPIN_UP_MS,
  ICON_PX,
  ICON_R,
  labelRotation,
  mod360,
  RADIUS,
  targetRotation as target,
} from '../../../widgets/wheel/geometry';
import { jitterFrom, spinNeeds, spinTimeline, WHEEL_MAX_JITTER_DEG } from '../../../src/stores/wheel';

const HALF = SEGMENT_DEG / 2;

describe('segments', () => {
  it('16 segments of 22.5°, segment i under the pointer when the wheel is turned back by i × 22.5°', () => {
    expect(SEGMENT_COUNT).toBe(16);
    expect(SEGMENT_DEG).toBe(22.5);
    expect(segmentAt(0)).toBe(0);
    for (let i = 0; i < 16; i++) expect(segmentAt(-i * 22.5)).toBe(i);
    // Turning clockwise brings the segments on the left (counter-clockwise side) under the pointer.
    expect(segmentAt(22.5)).toBe(15);
    expect(segmentAt(11.2)).toBe(0);
    expect(segmentAt(11.3)).toBe(15);
  });

  it('wedges span their 22.5° centred on i × 22.5° from 12 o’clock', () => {
    expect(wedgePath(0)).toMatch(/^M200 200L163\.71 17\.57A186 186 0 0 1 236\.29 17\.57Z$/);
  });
});

describe('targetRotation', () => {
  it('for every segment, every jitter inside the bounds and many spin counts: the pointer ends inside the segment, ahead of the current angle', () => {
    const jitters = [-WHEEL_MAX_JITTER_DEG, -3, 0, 2.5, WHEEL_MAX_JITTER_DEG];
    for (let segment = 0; segment < 16; segment++) {
      for (const jitter of jitters) {
        for (let current = 0; current < 12 * DEG_PER_SPIN_COUNT; current += 733.3) {
          for (const minAhead of [0, 400, 1500]) {
            const { rotation, spinCount } = targetRotation(current, segment, jitter, minAhead);
            expect(segmentAt(rotation)).toBe(segment);
            expect(Math.abs(pointerOffset(rotation, segment))).toBeLessThan(HALF);
            expect(pointerOffset(rotation, segment)).toBeCloseTo(jitter, 9);
            expect(rotation).toBeGreaterThanOrEqual(current + minAhead);
            // The smallest spin count that is far enough ahead: 1080° per count (spec §9).
            expect(rotation - (current + minAhead)).toBeLessThan(DEG_PER_SPIN_COUNT);
            expect(rotation).toBeCloseTo(DEG_PER_SPIN_COUNT * spinCount + (((-(segment * 22.5 + jitter)) % 360) + 360) % 360, 9);
          }
        }
      }
    }
  });

  it('jitter stays inside the segment with a margin, for any random number', () => {
    expect(jitterFrom(0)).toBe(-WHEEL_MAX_JITTER_DEG);
    expect(jitterFrom(0.5)).toBe(0);
    expect(jitterFrom(0.999999)).toBeLessThan(WHEEL_MAX_JITTER_DEG);
    expect(WHEEL_MAX_JITTER_DEG).toBeLessThan(HALF * 0.75);
    for (const r of [-1, 0, 0.1, 0.37, 0.9, 1, 2]) expect(Math.abs(jitterFrom(r))).toBeLessThanOrEqual(WHEEL_MAX_JITTER_DEG);
  });
});

describe('motion curves', () => {
  it('spin-up: from rest, ease-in to the cruising speed, then steady', () => {
    const c = spinUpCurve(100, 32_000);
    expect(angleAt(c, 0)).toBe(100);
    expect(speedAt(c, 0)).toBeLessThan(CRUISE_DEG_PER_MS / 5);
    expect(speedAt(c, SPIN_UP_MS + 10)).toBeCloseTo(CRUISE_DEG_PER_MS, 6);
    expect(angleAt(c, 10_000) - angleAt(c, 9_000)).toBeCloseTo(CRUISE_DEG_PER_MS * 1000, 6);
    expect(curveDuration(c)).toBe(32_000);
  });

  it('landing: carries the speed on, never turns back, and stops exactly on the target', () => {
    for (const [speed, duration] of [[CRUISE_DEG_PER_MS, 3_900], [CRUISE_DEG_PER_MS, 2_500], [0.05, 3_950], [0, 3_000]]) {
      const from = 1234.5;
      const to = targetRotation(from, 7, 3, landingMinAhead(speed, duration)).rotation;
      const c = landingCurve(from, speed, to, duration);
      expect(angleAt(c, 0)).toBe(from);
      expect(angleAt(c, duration)).toBeCloseTo(to, 9);
      expect(speedAt(c, 1)).toBeCloseTo(speed, 1);
      expect(speedAt(c, duration - 1)).toBeLessThan(0.02);
      for (let k = 1; k < c.angles.length; k++) expect(c.angles[k]).toBeGreaterThanOrEqual(c.angles[k - 1] - 1e-9);
      expect(segmentAt(angleAt(c, duration + 100))).toBe(7);
    }
  });
});

describe('spinTimeline', () => {
  const t0 = 1_000_000;
  it('a quick answer: lands and pulses at 4 s, result at 5 s', () => {
    expect(spinTimeline(t0, t0 + 120)).toEqual({ landAt: t0 + 4_000, pulseAt: t0 + 4_000, resultAt: t0 + 5_000 });
    expect(spinTimeline(t0, t0 + 1_500)).toEqual({ landAt: t0 + 4_000, pulseAt: t0 + 4_000, resultAt: t0 + 5_000 });
  });
  it('a slow answer: keeps turning, lands 2.5 s after it, result 1 s after landing', () => {
    expect(spinTimeline(t0, t0 + 3_000)).toEqual({ landAt: t0 + 5_500, pulseAt: t0 + 5_500, resultAt: t0 + 6_500 });
  });
  it('reduced motion: a short fade after the answer, then the result', () => {
    const t = spinTimeline(t0, t0 + 200, true);
    expect(t.landAt).toBe(t0 + 600);
    expect(t.resultAt).toBe(t0 + 1_200);
  });
});

describe('labelFontSize', () => {
  it('fits longer labels smaller, within readable bounds', () => {
    expect(labelFontSize('5 TND')).toBe(LABEL_MAX_PX);
    const long = labelFontSize('Casque audio++');
    expect(long).toBeLessThan(LABEL_MAX_PX);
    expect(long).toBeGreaterThanOrEqual(LABEL_MIN_PX);
    expect(labelFontSize('حاول مجددا')).toBeGreaterThan(long);
    expect(labelFontSize('x'.repeat(60))).toBe(LABEL_MIN_PX);
  });
});

describe('labelRotation (no label upside down, the left half included)', () => {
  /** The text's direction on screen, −180…180 from "left to right" (0); upright when within ±90. */
  const onScreen = (segment: number, turn: number) => {
    const a = mod360(labelRotation(segment * SEGMENT_DEG, turn) + turn);
    return a > 180 ? a - 360 : a;
  };
  it('at rest, every label reads upright: on the right half outward from the hub, on the left half inward', () => {
    for (let i = 0; i < SEGMENT_COUNT; i++) {
      const a = onScreen(i, 0);
      expect(Math.abs(a), `segment ${i}: ${a}°`).toBeLessThanOrEqual(90);
    }
    expect(onScreen(4, 0)).toBe(0); // 3 o'clock: left to right
    expect(onScreen(12, 0)).toBe(0); // 9 o'clock: left to right too (was 180°, upside down)
  });
  it('after any landing (every segment × jitters × spin counts) the labels are upright again', () => {
    for (let i = 0; i < SEGMENT_COUNT; i++)
      for (const jitter of [-WHEEL_MAX_JITTER_DEG, 0, 3.3, WHEEL_MAX_JITTER_DEG])
        for (const current of [0, 517.5, 12_345]) {
          const turn = target(current, i, jitter, 400).rotation;
          for (let k = 0; k < SEGMENT_COUNT; k++) expect(Math.abs(onScreen(k, turn)), `landed on ${i}, label ${k}`).toBeLessThanOrEqual(90);
        }
  });
});

describe('prize icons (inside the rim, the shirt included)', () => {
  it('the icon square lies inside its wedge and inside the rim', () => {
    const half = ICON_PX / 2;
    const tan = Math.tan((HALF * Math.PI) / 180);
    // The inner corners are the narrowest place: their distance from the bisector within the wedge's half-width there.
    expect(half).toBeLessThanOrEqual((ICON_R - half) * tan - 1);
    // The outer corners stay inside the wedge's arc, with room for the rim's stroke.
    expect(Math.hypot(ICON_R + half, half)).toBeLessThanOrEqual(RADIUS - 4);
  });
});

describe('spinNeeds (no paid spin offered that the balance cannot pay)', () => {
  const settings = { hasFreeSpin: false, freeSpinsAvailable: 0, freeSpinTime: null, paidSpinCost: 2, freeSpinMinBalance: 0, paidSpinMinBalance: 2, currency: 'TND' };
  it('a paid spin needs its cost and the paid minimum, whichever is higher; a free spin the free minimum', () => {
    expect(spinNeeds(settings, false)).toBe(2);
    expect(spinNeeds({ ...settings, paidSpinMinBalance: 5 }, false)).toBe(5);
    expect(spinNeeds({ ...settings, paidSpinCost: 3, paidSpinMinBalance: 1 }, false)).toBe(3);
    expect(spinNeeds(settings, true)).toBe(0);
    expect(spinNeeds({ ...settings, freeSpinMinBalance: 1.5 }, true)).toBe(1.5);
    // low (0.50) is short of a paid spin; 2.00 exactly is enough (the server refuses below, not at).
    expect(0.5 < spinNeeds(settings, false)).toBe(true);
    expect(2 < spinNeeds(settings, false)).toBe(false);
  });
});
