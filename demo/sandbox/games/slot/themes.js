// The slot's symbols and colours by the game's theme: its first category, the one its cover draws
// (demo/sandbox/seeds/games.ts, services/game-art.ts THEME_ART: the same palette). The server's outcome
// names six symbols (services/games.ts: seven, bar and cherry pay, lemon, bell and star are the low
// ones); a theme gives the three high ones its own glyphs and keeps the card letters A, K, Q for the low
// ones, as most studios' slots do. Glyphs every system font has (no emoji: a bare headless browser shows
// boxes for them).

const LOW = { lemon: 'A', bell: 'K', star: 'Q' };
const theme = (seven, bar, cherry, bg, accent, text = '#fff') => ({ glyphs: { seven, bar, cherry, ...LOW }, bg, accent, text });

const THEMES = {
  egypt: theme('☥', '▲', '☼', '#3b2108', '#d97706'),
  asia: theme('☯', '♛', '✿', '#450a0a', '#fbbf24'),
  wolfs: theme('☾', '❄', '✶', '#0f172a', '#94a3b8'),
  world_of_sea: theme('⚓', '◉', '≈', '#082f49', '#38bdf8'),
  girls: theme('♛', '♥', '✿', '#4a044e', '#f472b6'),
  fruits: theme('7', 'BAR', '♥', '#14101f', '#dc2626'),
  books: theme('✠', '♜', '☼', '#2b1a08', '#fde68a'),
  jokers: theme('☺', '♦', '♣', '#2e1065', '#fde047'),
  hot: theme('7', '♨', '✹', '#3f0d0d', '#f97316'),
  wild: theme('♞', '☀', '✦', '#2a1608', '#fb923c'),
  lucky_clover: theme('☘', '♧', '☀', '#052e16', '#22c55e'),
  gangsta: theme('$', '♠', '♦', '#111827', '#eab308'),
  sport: theme('⚽', '★', '♛', '#052e16', '#4ade80'),
  sweets: theme('♥', '✿', '●', '#500724', '#f9a8d4'),
  fantasy: theme('⚡', '♛', '✦', '#1e1b4b', '#a78bfa'),
};
const CLASSIC = theme('7', 'BAR', '♥', '#14101f', '#ffd34d');

/** The theme of a game whose first category is `category` (the classic fruit machine otherwise). */
export const themeOf = (category) => THEMES[category] ?? CLASSIC;

/** What a line of three pays, as services/games.ts decides it: symbol, count, multiplier. */
export const PAYTABLE = [
  { symbols: ['seven', 'seven', 'seven'], multiplier: 20 },
  { symbols: ['bar', 'bar', 'bar'], multiplier: 5 },
  { symbols: ['cherry', 'cherry', 'cherry'], multiplier: 2 },
  { symbols: ['cherry', 'cherry', 'lemon'], multiplier: 0.5 },
];
