// Our custom elements as JSX tags inside the shell (attributes are strings, docs/conventions.md §2.9).
import type { DetailedHTMLProps, HTMLAttributes } from 'react';

type ElementAttributes = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & {
  class?: string;
  [attribute: `${string}-${string}`]: string | undefined;
};

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'casino-login': ElementAttributes & { mode?: string };
      'casino-banners': ElementAttributes & { page?: string; device?: string };
      'casino-notices': ElementAttributes;
      'casino-jackpots': ElementAttributes;
      'casino-lobby': ElementAttributes & { layout?: string; view?: string; section?: string; limit?: string };
    }
  }
}
