// Money on the game page as the site writes it ("997,50 DT" beside the site's "997,50 DT", never
// "997.50 TND"): the spec's display symbols (FNT shown as RUB), two decimals, the player's language. The same
// rules as the site's src/format/money-format.ts, which a provider's page cannot import; a unit test
// holds the two equal. Plain JavaScript: the page loads it as it is.

const SYMBOLS = { EUR: '€', USD: '$', RUB: '₽', UAH: '₴', TND: 'DT', TJS: 'SM', KGS: 'сом', UZS: 'soʻm', AUD: 'A$', CNY: '¥', TWD: 'NT$', GBP: '£', KRW: '₩' };
const GROUP = { fr: '\u202F', en: ',', ar: ',' };

/** 'fr' (default), 'en' or 'ar' from a language tag (`en-US`, `ar`, `fr-fr`). */
export function pageLang(tag) {
  const l = String(tag ?? '').slice(0, 2).toLowerCase();
  return l === 'en' || l === 'ar' ? l : 'fr';
}

/**
 * `amount` (a decimal string or a number) in `currency` for `lang`: `1 234,50 DT` (fr), `€1,234.50` or
 * `12.00 DT` (en: a symbol ending in a letter goes after), `1,234.50 د.ت` (ar, Latin digits).
 * @param {string | number} amount
 * @param {string} currency
 * @param {'fr' | 'en' | 'ar'} lang
 */
export function formatMoney(amount, currency, lang) {
  const n = Number(amount);
  if (!Number.isFinite(n)) return '—';
  const cents = Math.round(Math.abs(n) * 100);
  const int = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, GROUP[lang] ?? ',');
  const number = `${n < 0 && cents > 0 ? '-' : ''}${int}${lang === 'fr' ? ',' : '.'}${String(cents % 100).padStart(2, '0')}`;
  let code = String(currency ?? '').trim().toUpperCase();
  if (code === 'FNT') code = 'RUB';
  const symbol = lang === 'ar' && code === 'TND' ? 'د.ت' : (SYMBOLS[code] ?? code);
  if (!symbol) return number;
  if (lang === 'en' && !/\p{L}$/u.test(symbol)) return number.startsWith('-') ? `-${symbol}${number.slice(1)}` : `${symbol}${number}`;
  return `${number}\u00A0${symbol}`;
}
