// Typos the React host's type check must reject (scripts/hosts.mjs): tsc fails on an expect-error
// directive that is unused, so each line stays an error or the check fails.
import type {} from '@casino-widgets/elements/react';

export function Typo() {
  return (
    <>
      {/* @ts-expect-error: provder is not an attribute of casino-lobby */}
      <casino-lobby provder="amatic" />
      {/* @ts-expect-error: the launch's detail has gameId, not id */}
      <casino-lobby oncasino-game-launch={(e) => e.detail.id} />
      {/* @ts-expect-error: display is inline or modal */}
      <casino-wheel display="fullscreen" />
    </>
  );
}
