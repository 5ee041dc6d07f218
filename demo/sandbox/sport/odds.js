// Odds as the player chose to read them (the host's `settings` message, or the dgt page's `odds=`
// query): the wire always carries decimal odds as strings ("1.85"); only the display changes.
// Plain JavaScript: the sportsbook pages load it as it is under their own CSP.

/** Formats a player may pick; `hongkong` is the Asian view's own column, not a host setting. */
export const ODDS_FORMATS = ['decimal', 'fractional', 'american'];

/** `"1.85"` → 1.85; anything that is not an odd (≤ 1, not a number) → NaN. */
export function oddValue(raw) {
  const value = typeof raw === 'number' ? raw : Number.parseFloat(String(raw ?? ''));
  return Number.isFinite(value) && value > 1 ? value : Number.NaN;
}

/** The denominators bookmakers print, smallest first; 100 always fits an odd given to the hundredth. */
const DENOMINATORS = [1, 2, 3, 4, 5, 6, 8, 10, 11, 15, 20, 25, 40, 50, 100];

const gcd = (a, b) => (b ? gcd(b, a % b) : a);

/**
 * The profit as a fraction with the first printed denominator closer than half a hundredth, so 0.91 reads
 * 10/11, 0.33 reads 1/3 and 0.85 reads 17/20, as bookmakers print them, instead of 91/100.
 */
function printedFraction(x) {
  for (const m of DENOMINATORS) {
    const n = Math.round(x * m);
    if (n > 0 && Math.abs(n / m - x) < 0.005 - 1e-9) {
      const g = gcd(n, m);
      return [n / g, m / g];
    }
  }
  return [Math.round(x * 100), 100];
}

/** The odd `raw` (decimal, as on the wire) in `format`; an invalid odd shows as a dash. */
export function formatOdd(raw, format = 'decimal') {
  const odd = oddValue(raw);
  if (Number.isNaN(odd)) return '—';
  const profit = odd - 1;
  switch (format) {
    case 'fractional': {
      const [n, m] = printedFraction(profit);
      return `${n}/${m}`;
    }
    case 'american':
      return odd >= 2 ? `+${Math.round(profit * 100)}` : `-${Math.round(100 / profit)}`;
    case 'hongkong':
      return profit.toFixed(2);
    default:
      return odd.toFixed(2);
  }
}

/** A host's `odds_format`, or the default when it is not one we know. */
export const oddsFormatOf = (raw) => (ODDS_FORMATS.includes(raw) ? raw : 'decimal');
