// Back from a game (docs/embedding.md "<casino-lobby>"): the exact scroll position, then the focus on the
// tile that launched it.
import { useEffect, useRef } from 'react';

/** `gameOpen`: a game is over the lobby. Returns `leave(key)`, called as a tile launches its game. */
export function useReturnToTile(root: ShadowRoot, gameOpen: boolean): (key: string) => void {
  const returnTo = useRef<{ scrollY: number; gridTop: number; key: string } | null>(null);
  const gridTop = () => {
    const box = root.querySelector('[part~="grid"]');
    return box ? box.getBoundingClientRect().top + scrollY : 0;
  };

  useEffect(() => {
    const back = returnTo.current;
    if (gameOpen || !back) return;
    returnTo.current = null;
    // The same games at the same place: what moved the grid meanwhile (the recently played row gained the
    // game) moves the scroll position with it.
    scrollTo({ top: back.scrollY + gridTop() - back.gridTop, behavior: 'instant' });
    let frames = 0;
    const focusTile = () => {
      const button = root.querySelector<HTMLElement>(`[part~="grid"] [data-key="${CSS.escape(back.key)}"] [part~="play"]`);
      if (button) button.focus({ preventScroll: true });
      else if (++frames < 30) requestAnimationFrame(focusTile);
    };
    requestAnimationFrame(focusTile);
  }, [gameOpen]);

  return (key) => {
    returnTo.current = { scrollY, gridTop: gridTop(), key };
  };
}
