// The disc's motion (spec shell-session-wheel.md §4 "Wheel"): one Web Animation on the disc, driven by the
// spin's phases in src/stores/wheel.ts and the curves of ./geometry.ts (spin up, cruise, land, or a fade
// when the player prefers reduced motion); the angle is always read from the running animation's time.
import { useEffect, useRef, useState } from 'react';
import type { WheelState } from '../../src/stores/wheel';
import { angleAt, curveDuration, landingCurve, landingMinAhead, speedAt, spinUpCurve, targetRotation, type Curve } from './geometry';

/** Longer than any answer can take (the client's 30 s timeout), so the cruise never stops on its own. */
const CRUISE_MS = 32_000;
const REST_MS = 1_200;
const FADE_MS = 400;
/** Where each element's disc last came to rest, so a remount (history and back) keeps the landed prize. */
const restAngles = new WeakMap<HTMLElement, number>();

const rotate = (deg: number) => `rotate(${deg}deg)`;

/** Returns the angle the disc comes to rest at, known as soon as a landing starts (labels turn upright to it). */
export function useDiscMotion(disc: { current: HTMLDivElement | null }, host: HTMLElement, state: WheelState): number {
  const motion = useRef<{ anim: Animation | null; curve: Curve | null; rest: number }>({
    anim: null,
    curve: null,
    rest: restAngles.get(host) ?? 0,
  });
  const previous = useRef(state.phase);
  const [turn, setTurn] = useState(motion.current.rest);

  /** The angle now: from the running animation's time through its curve (never from layout). */
  const current = () => {
    const m = motion.current;
    const t = Number(m.anim?.currentTime ?? 0);
    return m.curve && m.anim ? { angle: angleAt(m.curve, t), speed: m.anim.playState === 'running' ? speedAt(m.curve, t) : 0 } : { angle: m.rest, speed: 0 };
  };

  // `rest` is final except for the spin-up's cruise: the labels flip while the disc turns fast, unseen.
  const play = (keyframes: Keyframe[], duration: number, rest: number, curve: Curve | null) => {
    const m = motion.current;
    if (duration < CRUISE_MS) setTurn(rest);
    m.anim?.cancel();
    m.curve = curve;
    m.rest = rest;
    restAngles.set(host, rest);
    m.anim = disc.current?.animate(keyframes, { duration, fill: 'forwards', easing: 'linear' }) ?? null;
  };

  const playCurve = (curve: Curve) =>
    play(
      curve.angles.map((a, i) => ({ transform: rotate(a), offset: curve.times[i] / curveDuration(curve) })),
      curveDuration(curve),
      curve.angles[curve.angles.length - 1],
      curve,
    );

  // The resting angle on mount (a remount keeps the landed prize under the pointer).
  useEffect(() => {
    const rest = motion.current.rest;
    play([{ transform: rotate(rest) }, { transform: rotate(rest) }], 1, rest, null);
    return () => motion.current.anim?.cancel();
  }, []);

  useEffect(() => {
    const from = previous.current;
    previous.current = state.phase;
    if (from === state.phase) return;
    const { angle, speed } = current();
    if (state.phase === 'requesting' && !state.reduced) {
      playCurve(spinUpCurve(angle, CRUISE_MS));
    } else if (state.phase === 'landing' && state.segment !== null && state.timeline) {
      if (state.reduced) {
        const to = targetRotation(angle, state.segment, state.jitter).rotation;
        const fade = [
          { transform: rotate(angle), opacity: 1, offset: 0 },
          { transform: rotate(angle), opacity: 0, offset: 0.5 },
          { transform: rotate(to), opacity: 0, offset: 0.5 },
          { transform: rotate(to), opacity: 1, offset: 1 },
        ];
        play(fade, FADE_MS, to, null);
      } else {
        const duration = Math.max(300, state.timeline.landAt - Date.now());
        const to = targetRotation(angle, state.segment, state.jitter, landingMinAhead(speed, duration)).rotation;
        playCurve(landingCurve(angle, speed, to, duration));
      }
    } else if ((state.phase === 'idle' || state.phase === 'landing') && speed > 0) {
      // A refusal, a failure, or an answer that matches no segment: ease to rest where the motion allows.
      playCurve(landingCurve(angle, speed, angle + (speed * REST_MS) / 2, REST_MS));
    }
  }, [state.phase, state.timeline]);
  return turn;
}
