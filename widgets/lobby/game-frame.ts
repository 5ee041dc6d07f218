// The game frame's sandbox (docs/conventions.md §2.10, docs/security.md "What the sandbox enforces"): never
// `allow-same-origin` for a frame on the operator's origin (the API's), wherever the element runs, nor on the
// page's own origin.
//
// With `allow-same-origin`, a framed document keeps its origin: on the API's origin it reads that origin's
// storage and cookies and calls the API as the operator's own pages do; on the page's origin it reaches
// into the page (the session, the DOM). Comparing with the page's origin alone let a game served by the
// operator keep its origin on every partner's page. Other origins (a provider's own host) keep theirs:
// the frame's content cannot reach us then, and a provider's page may need its own storage.
//
// Without `allow-same-origin` the frame's origin is opaque, so its messages arrive from "null" (the
// overlay still checks that they come from the frame's own window).

interface GameFrame {
  /** The iframe's `sandbox` attribute. */
  sandbox: string;
  /** The `event.origin` the frame's messages carry: its origin, or "null" when it runs opaque. */
  messageOrigin: string;
}

const BASE = 'allow-scripts allow-forms allow-popups';

const originOf = (url: string, base: string): string | null => {
  try {
    return new URL(url, base).origin;
  } catch {
    return null;
  }
};

/**
 * The sandbox of the frame at `frameUrl` on the page at `pageUrl`, with the API at `apiBase` ('' or a
 * path: the page's own origin; relative URLs resolve against the page).
 */
export function gameFrame(frameUrl: string, pageUrl: string, apiBase: string): GameFrame {
  const frame = originOf(frameUrl, pageUrl);
  const page = originOf(pageUrl, pageUrl);
  const api = originOf(apiBase || '/', pageUrl);
  // An origin we cannot read (or an opaque one) is treated as ours: the safe side.
  const ours = frame === null || frame === 'null' || frame === page || frame === api;
  return ours ? { sandbox: BASE, messageOrigin: 'null' } : { sandbox: `${BASE} allow-same-origin`, messageOrigin: frame };
}
