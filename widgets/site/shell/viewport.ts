// The viewport's width as a hook, for the few decisions at spec §9's breakpoints (mobile 475, tablet 767,
// laptop 1024 px) that CSS alone cannot take (which sport view a route resolves to); layout itself is in
// site.css media queries.
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
