// The breakpoints of spec §9 (mobile 475, tablet 767, laptop 1024 px) as a hook, for the few decisions CSS
// alone cannot take (which sport view a route resolves to); layout itself is in site.css media queries.
import { useEffect, useState } from 'react';

export const BREAKPOINTS = { mobile: 475, tablet: 767, laptop: 1024 } as const;

export function useViewportWidth(): number {
  const [width, setWidth] = useState(() => innerWidth);
  useEffect(() => {
    const update = () => setWidth(innerWidth);
    addEventListener('resize', update);
    return () => removeEventListener('resize', update);
  }, []);
  return width;
}
