// The shell's icons: inline SVG (no icon font, no requests, nothing a strict CSP blocks), 24×24 strokes
// drawn in currentColor, decorative (aria-hidden): every icon sits next to a text or an aria-label.
const PATHS = {
  menu: 'M4 6h16M4 12h16M4 18h16',
  close: 'M6 6l12 12M18 6L6 18',
  home: 'M3 11l9-7 9 7M5 10v10h5v-6h4v6h5V10',
  user: 'M12 12a4 4 0 100-8 4 4 0 000 8zM4 21c0-4 4-6 8-6s8 2 8 6',
  ball: 'M12 21a9 9 0 100-18 9 9 0 000 18zM12 7l4 3-1.5 5h-5L8 10zM12 3v4M21 10l-5 0M3 10h5M9.5 15l-3 4M14.5 15l3 4',
  live: 'M12 14a2 2 0 100-4 2 2 0 000 4zM8 8a6 6 0 000 8M16 8a6 6 0 010 8M5 5a10 10 0 000 14M19 5a10 10 0 010 14',
  cards: 'M4 7l8-3 5 13-8 3zM14 4l6 2-4 12M8 10l2 2-1 3',
  dealer: 'M12 9a3 3 0 100-6 3 3 0 000 6zM6 21v-5a6 6 0 0112 0v5M3 21h18',
  rocket: 'M5 19c1-3 3-4 4-4M14 4c4 0 6 2 6 6l-7 7-6-6zM9 11l-4 1-2 3 4 1M13 15l-1 4 3 2 1-4M15 9h.01',
  tv: 'M3 7h18v12H3zM8 3l4 4 4-4',
  dice: 'M4 4h16v16H4zM8.5 8.5h.01M15.5 8.5h.01M12 12h.01M8.5 15.5h.01M15.5 15.5h.01',
  history: 'M3 12a9 9 0 103-6.7L3 8M3 3v5h5M12 7v5l3 3',
  ticket: 'M3 8a2 2 0 002-2h14a2 2 0 002 2v8a2 2 0 00-2 2H5a2 2 0 00-2-2zM13 6v12',
  list: 'M9 6h11M9 12h11M9 18h11M4 6h.01M4 12h.01M4 18h.01',
  gift: 'M4 11h16v9H4zM3 7h18v4H3zM12 7v13M12 7c-2-4-6-3-5 0M12 7c2-4 6-3 5 0',
  lock: 'M6 11h12v10H6zM8 11V8a4 4 0 018 0v3',
  info: 'M12 21a9 9 0 100-18 9 9 0 000 18zM12 11v6M12 7.5h.01',
  mail: 'M3 6h18v12H3zM3 7l9 6 9-6',
  help: 'M12 21a9 9 0 100-18 9 9 0 000 18zM9.5 9a2.5 2.5 0 114 2c-1 .7-1.5 1.2-1.5 2.5M12 17h.01',
  doc: 'M6 3h8l4 4v14H6zM14 3v4h4M9 12h6M9 16h6',
  shield: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6zM9 12l2 2 4-4',
  wheel: 'M12 21a9 9 0 100-18 9 9 0 000 18zM12 3v18M3 12h18M5.6 5.6l12.8 12.8M18.4 5.6L5.6 18.4M12 14a2 2 0 100-4 2 2 0 000 4z',
  globe: 'M12 21a9 9 0 100-18 9 9 0 000 18zM3 12h18M12 3c3 3 3 15 0 18M12 3c-3 3-3 15 0 18',
  up: 'M12 19V5M5 12l7-7 7 7',
  search: 'M11 18a7 7 0 100-14 7 7 0 000 14zM20 20l-4-4',
  settings: 'M12 15a3 3 0 100-6 3 3 0 000 6zM19 12l2-1-1-3-2 .3-1.4-1.4.3-2-3-1-1 2h-2l-1-2-3 1 .3 2L5.9 8 4 7.9l-1 3 2 1v0l-2 1 1 3 2-.3 1.4 1.4-.3 2 3 1 1-2h2l1 2 3-1-.3-2 1.4-1.4 2 .3 1-3z',
  logout: 'M15 4h4v16h-4M10 8l-4 4 4 4M6 12h10',
  wallet: 'M3 7h16v12H3zM3 7l12-4v4M16 13h.01',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg
      className={className ? `site-icon ${className}` : 'site-icon'}
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
