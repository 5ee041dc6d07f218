// React 19: the elements are JSX intrinsic elements with their attributes and `oncasino-…` handlers.
import type {} from '@casino-widgets/elements/react';
import { useRef } from 'react';

export function Partner() {
  const lobby = useRef<HTMLElementTagNameMap['casino-lobby']>(null);
  return (
    <div>
      <casino-login mode="inline" api-base="https://casino.example" oncasino-session-change={(e) => void e.detail.user?.username} />
      <casino-lobby
        ref={lobby}
        provider="amatic"
        layout="row"
        className="games"
        oncasino-game-launch={(e) => {
          const id: string = e.detail.gameId;
          void id;
          // @ts-expect-error: the detail has gameId, not id
          void e.detail.id;
        }}
      />
      {/* @ts-expect-error: provder is not an attribute of casino-lobby */}
      <casino-lobby provder="amatic" />
      {/* @ts-expect-error: display is inline or modal */}
      <casino-wheel display="fullscreen" />
      <casino-wheel display="modal" open oncasino-wheel-spin={(e) => void e.detail.prizeId} />
    </div>
  );
}
