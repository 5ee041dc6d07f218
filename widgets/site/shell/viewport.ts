// The viewport's width as a hook, for the few decisions at spec §9's breakpoints (mobile 475, tablet 767,
// laptop 1024 px) that CSS alone cannot take (which sport view a route resolves to, what is not worth
// rendering where site.css hides it); layout itself is in site.css media queries.
import { useEffect, useState } from 'react';

export function useViewportWidth(): number {
  const [width, setWidth] = useState(() => innerWidth);
  useEffect(() => {
    const update = () => setWidth(innerWidth);
    addEventListener('resize', update);
    return () => removeEventListener('resize', update);
  }, []);
  return width;
}

/**
 * The tablet breakpoint (spec §9): site.css hides the header's main menu and inline login under
 * it, and the header does not render them there (a hidden <casino-login> still mounted a whole element
 * and fetched its messages on every phone load).
 */
export const TABLET_MIN_WIDTH = 767;
