// The shell's fixed bars, told to the page: scroll-padding-top (the sticky header) and -bottom (the phone's
// bottom navigation) keep what the browser scrolls into view — a focused field, an anchor — out from under
// them (WCAG 2.4.11), and an embedded frame that follows the visible band (the sportsbook's slip:
// docs/embedding.md "Sportsbook") reads them to start below the header and end above the navigation.
import { useState } from 'react';

export function useDocumentInset(side: 'top' | 'bottom'): (el: HTMLElement | null) => void {
  const [attach] = useState(() => {
    let observer: ResizeObserver | null = null;
    const property = `scroll-padding-${side}`;
    return (el: HTMLElement | null) => {
      observer?.disconnect();
      observer = null;
      const root = document.documentElement;
      if (!el) return void root.style.removeProperty(property);
      // Read in the observer's callback, after layout: a hidden bar (the navigation on a desktop) counts 0.
      observer = new ResizeObserver(() => root.style.setProperty(property, `${el.offsetHeight}px`));
      observer.observe(el);
    };
  });
  return attach;
}
