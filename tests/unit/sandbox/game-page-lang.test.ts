// The sandbox's game page writes money as the site does ("997,50 DT" beside the site's "997,50 DT", never
// "997.50 TND"): the launch carries the player's language (`lang` in the session call, `&lang=` in the game
// URL) and the page writes money the site's way: the spec's symbols (FNT shown as RUB), two decimals, the
// language's separators.
import { describe, expect, it } from 'vitest';
import { formatMoney as pageMoney, pageLang } from '../../../demo/sandbox/games/common/money.js';
import { TEXTS } from '../../../demo/sandbox/games/slot/texts.js';
import { CURRENCY_SYMBOLS, formatMoney as siteMoney } from '../../../src/format/money-format';
import { sandboxPerTest } from './helpers';

describe('the game page writes money as the site does', () => {
  it('examples: French, English and Arabic, FNT as RUB', () => {
    expect(pageMoney('997.50', 'TND', 'fr')).toBe('997,50\u00A0DT');
    expect(pageMoney('1234.5', 'TND', 'fr')).toBe('1\u202F234,50\u00A0DT');
    expect(pageMoney('997.50', 'TND', 'en')).toBe('997.50\u00A0DT');
    expect(pageMoney('997.50', 'TND', 'ar')).toBe('997.50\u00A0د.ت');
    expect(pageMoney('0.51', 'EUR', 'en')).toBe('€0.51');
    expect(pageMoney('1000', 'FNT', 'fr')).toBe('1\u202F000,00\u00A0₽');
    expect(pageMoney('-3.00', 'USD', 'en')).toBe('-$3.00');
    expect(pageMoney('12', 'XYZ', 'fr')).toBe('12,00\u00A0XYZ');
  });

  it('equals the site’s formatMoney for every spec currency, language and a range of amounts', () => {
    const amounts = ['0.00', '0.01', '0.51', '2.00', '9.99', '997.50', '1000', '12345.67', '1234567.89', '-0.50', '-1500.25'];
    for (const lang of ['fr', 'en', 'ar'] as const)
      for (const currency of [...Object.keys(CURRENCY_SYMBOLS), 'FNT', 'tnd', 'FUN'])
        for (const amount of amounts) expect(pageMoney(amount, currency, lang), `${amount} ${currency} ${lang}`).toBe(siteMoney(Number(amount), currency, lang));
  });

  it('reads the language tag, French when absent or unknown; every language has every text', () => {
    expect(['fr-fr', 'en-US', 'ar', 'AR', null, '', 'de'].map(pageLang)).toEqual(['fr', 'en', 'ar', 'ar', 'fr', 'fr', 'fr']);
    const keys = (o: object): string[] => Object.entries(o).flatMap(([k, v]) => (typeof v === 'object' ? keys(v).map((x) => `${k}.${x}`) : [k]));
    expect(keys(TEXTS.en)).toEqual(keys(TEXTS.fr));
    expect(keys(TEXTS.ar)).toEqual(keys(TEXTS.fr));
  });
});

describe('the launch passes the language to the game URL', () => {
  const ctx = sandboxPerTest(Date.UTC(2025, 0, 15, 12, 0, 0));
  it('hub, direct and live sessions: &lang= from the request, normalised; absent: none (the page reads French)', async () => {
    const { sb } = ctx;
    const { access } = await sb.login();
    const hub = await sb.call('POST', '/api/integrations/hub/session/', { token: access, body: { provider: 'amatic', game: 'am-0000', lang: 'ar' } });
    expect(hub.status, hub.text).toBe(200);
    expect(new URL(hub.body.data as string).searchParams.get('lang')).toBe('ar');
    const direct = await sb.call('POST', '/services/direct/game/start', { token: access, body: { GameId: 'vs-0000', lang: 'en-US' } });
    expect(new URL(direct.body.gameURL as string).searchParams.get('lang')).toBe('en');
    const odd = await sb.call('POST', '/api/integrations/hub/session/', { token: access, body: { provider: 'amatic', game: 'am-0000', lang: 'xx' } });
    expect(new URL(odd.body.data as string).searchParams.get('lang')).toBe('fr');
    const none = await sb.call('POST', '/api/integrations/hub/session/', { token: access, body: { provider: 'amatic', game: 'am-0000' } });
    expect(new URL(none.body.data as string).searchParams.has('lang')).toBe(false);
  });
});
