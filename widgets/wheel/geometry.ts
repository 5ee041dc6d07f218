// The wheel's geometry and motion, pure (spec shell-session-wheel.md §4 "Wheel", §9; contract: segment i
// is centred i × 22.5° clockwise from the pointer at 12 o'clock when the wheel is at rotation 0).
//
// Angles are degrees, clockwise, as CSS `rotate()` reads them. A wheel turned by R shows, under the
// pointer, the point of the wheel that sat at −R at rotation 0. The wheel only ever turns clockwise, in
// Arabic too (the page mirrors, the wheel does not).
//
// Motion: the disc is driven by one Web Animation on `transform` at a time. Its keyframes are the samples
// of the curves below (every ~50 ms), so the compositor runs the whole motion and the current angle is
// read back from the animation's currentTime through the same curve (never from layout).

export const SEGMENT_COUNT = 16;
export const SEGMENT_DEG = 360 / SEGMENT_COUNT; // 22.5
/** Spec §4, §9: the target turns 1080° per spin count ahead. */
export const DEG_PER_SPIN_COUNT = 1080;
/** Cruising speed while the server decides: 1.5 turns a second. */
export const CRUISE_DEG_PER_MS = 0.54;
/** From rest to cruising speed. */
export const SPIN_UP_MS = 400;
const SAMPLE_MS = 50;

export const mod360 = (a: number) => ((a % 360) + 360) % 360;

/** The segment under the pointer when the wheel is turned by `rotation`. */
export function segmentAt(rotation: number): number {
  return Math.round(mod360(-rotation) / SEGMENT_DEG) % SEGMENT_COUNT;
}

/** Where the pointer sits relative to `segment`'s centre, in (−180, 180]; inside the segment when |x| < 11.25. */
export function pointerOffset(rotation: number, segment: number): number {
  return 180 - mod360(180 - (mod360(-rotation) - segment * SEGMENT_DEG));
}

/**
 * The rotation that brings `segment` (offset by `jitter` from its centre) under the pointer:
 * 1080 × spinCount + the segment's angle, with the smallest spin count that is at least `minAhead`
 * degrees ahead of `current` (the wheel never turns back).
 */
export function targetRotation(current: number, segment: number, jitter = 0, minAhead = 0): { rotation: number; spinCount: number } {
  const align = mod360(-(segment * SEGMENT_DEG + jitter));
  const spinCount = Math.max(0, Math.ceil((current + minAhead - align) / DEG_PER_SPIN_COUNT));
  return { rotation: DEG_PER_SPIN_COUNT * spinCount + align, spinCount };
}

/** A motion: angles at times (ms from the animation's start), linear in between (as the keyframes). */
export interface Curve {
  times: number[];
  angles: number[];
}

export const curveDuration = (c: Curve) => c.times[c.times.length - 1];

/** The angle at `t` ms (clamped to the curve). */
export function angleAt(c: Curve, t: number): number {
  const { times, angles } = c;
  if (!(t > 0)) return angles[0];
  for (let i = 1; i < times.length; i++) {
    if (t <= times[i]) return angles[i - 1] + ((angles[i] - angles[i - 1]) * (t - times[i - 1])) / (times[i] - times[i - 1] || 1);
  }
  return angles[angles.length - 1];
}

/** Degrees per ms at `t` (0 once the curve is over). */
export function speedAt(c: Curve, t: number): number {
  const { times, angles } = c;
  for (let i = 1; i < times.length; i++) {
    if (t < times[i]) return (angles[i] - angles[i - 1]) / (times[i] - times[i - 1] || 1);
  }
  return 0;
}

function sample(duration: number, at: (s: number) => number): Curve {
  const steps = Math.max(1, Math.ceil(duration / SAMPLE_MS));
  const times: number[] = [];
  const angles: number[] = [];
  for (let k = 0; k <= steps; k++) {
    times.push((duration * k) / steps);
    angles.push(at(k / steps));
  }
  return { times, angles };
}

/** From rest at `from`: speeds up (ease-in) to cruising speed, then keeps turning until `totalMs`. */
export function spinUpCurve(from: number, totalMs: number, speed = CRUISE_DEG_PER_MS, rampMs = SPIN_UP_MS): Curve {
  // Quadratic ramp: ends at `speed` after covering speed × ramp / 2.
  const ramp = sample(rampMs, (s) => from + (speed * rampMs * s * s) / 2);
  const end = ramp.angles[ramp.angles.length - 1];
  return { times: [...ramp.times, totalMs], angles: [...ramp.angles, end + speed * (totalMs - rampMs)] };
}

/**
 * From `from` turning at `speed` (deg/ms) to rest at `to`, in `duration` ms: a cubic Hermite curve, so the
 * speed carries on without a jolt and falls to zero at the end. Monotonic when speed × duration ≤ 3 ×
 * (to − from), which landingMinAhead() guarantees.
 */
export function landingCurve(from: number, speed: number, to: number, duration: number): Curve {
  const v = speed * duration;
  return sample(duration, (s) => {
    const s2 = s * s;
    const s3 = s2 * s;
    return (2 * s3 - 3 * s2 + 1) * from + (s3 - 2 * s2 + s) * v + (3 * s2 - 2 * s3) * to;
  });
}

/** The least distance a landing of `duration` ms from `speed` may cover without turning back. */
export const landingMinAhead = (speed: number, duration: number) => (Math.max(speed, 0) * duration) / 3;

// ---- drawing ------------------------------------------------------------------------------------------

export const VIEWBOX = 400;
export const CENTRE = VIEWBOX / 2;
export const RADIUS = 186;

/** The point at radius r, `deg` clockwise from 12 o'clock. */
export function polar(r: number, deg: number): [number, number] {
  const a = (deg * Math.PI) / 180;
  return [CENTRE + r * Math.sin(a), CENTRE - r * Math.cos(a)];
}

const fixed = (n: number) => Math.round(n * 100) / 100;

/** The SVG path of segment i's wedge. */
export function wedgePath(i: number, r = RADIUS): string {
  const [x1, y1] = polar(r, i * SEGMENT_DEG - SEGMENT_DEG / 2);
  const [x2, y2] = polar(r, i * SEGMENT_DEG + SEGMENT_DEG / 2);
  return `M${CENTRE} ${CENTRE}L${fixed(x1)} ${fixed(y1)}A${r} ${r} 0 0 1 ${fixed(x2)} ${fixed(y2)}Z`;
}

/**
 * The rotation of segment `deg`'s radial label on a disc at rest at `turn`: on the screen's right half the
 * text runs outward from the hub, on the left half it is turned half a turn and runs inward, so no label
 * is ever upside down. The disc settles after each spin, so `turn` is its resting angle.
 */
export const labelRotation = (deg: number, turn = 0) => (mod360(deg + turn) > 180 ? deg + 90 : deg - 90);

/** A prize icon: a square of ICON_PX centred ICON_R from the hub, inside its wedge and the rim (tested). */
export const ICON_PX = 48;
export const ICON_R = 150;

/** Radial labels run between these radii. */
export const LABEL_OUTER = RADIUS - 16;
export const LABEL_INNER = 58;
export const LABEL_MAX_PX = 20;
export const LABEL_MIN_PX = 10;
/** Average advance of a glyph of the system sans-serif fonts, in em (Latin and Arabic alike, roughly). */
const GLYPH_EM = 0.56;

/**
 * The font size that fits `label` between LABEL_INNER and LABEL_OUTER, and within the segment's width at
 * the inner end (so the text never crosses into a neighbour): at most LABEL_MAX_PX, at least LABEL_MIN_PX
 * (below that it would not be readable; labels are at most ~14 characters by contract).
 */
export function labelFontSize(label: string, length = LABEL_OUTER - LABEL_INNER): number {
  const chars = Math.max(1, [...label.trim()].length);
  const byLength = length / (chars * GLYPH_EM);
  const byWidth = 2 * LABEL_INNER * Math.tan((SEGMENT_DEG * Math.PI) / 360) * 0.9;
  return Math.round(Math.max(LABEL_MIN_PX, Math.min(LABEL_MAX_PX, byLength, byWidth)) * 10) / 10;
}

/** The angle of the disc given by a computed `transform` (a matrix), for tests and diagnostics. */
export function rotationOfMatrix(a: number, b: number): number {
  return mod360((Math.atan2(b, a) * 180) / Math.PI);
}
