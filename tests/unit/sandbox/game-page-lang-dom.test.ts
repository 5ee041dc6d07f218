// @vitest-environment jsdom
// The sandbox's game page (demo/sandbox/games/slot/) in the language of its URL's `lang`, with the
// site's money format. The page is loaded as it is served, its launch answered here.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';

const SLOT = join(process.cwd(), 'demo/sandbox/games/slot');
const body = readFileSync(join(SLOT, 'index.html'), 'utf8').replace(/^[\s\S]*<body>|<\/body>[\s\S]*$/g, '');
const session = {
  token: 'session-token', mode: 'real', game: { id: 1, name: 'Slot', provider: 'amatic', integration: 'hub', game_id: 'am-0000' },
  currency: 'FNT', balance: '1000.00', bets: ['0.51', '1.00'], free_spin_left: 0, free_spin_bet: null, return_url: null, return_origins: [],
};

async function boot(query: string) {
  history.replaceState(null, '', `/sandbox/games/slot/?launch=x${query}`);
  document.body.innerHTML = body;
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify(session), { status: 200, headers: { 'Content-Type': 'application/json' } }));
  vi.resetModules();
  await import(/* @vite-ignore */ join(SLOT, 'slot.js'));
  await vi.waitFor(() => expect(document.getElementById('title')!.textContent).toBe('Slot'));
  const text = (sel: string) => document.querySelector(sel)!.textContent!.replace(/\s+/g, ' ').trim();
  return { balance: text('.balance'), bet: text('label[for="bet"]'), spin: text('#spin'), mode: text('#mode'), option: text('#bet option'), dir: document.documentElement.dir, lang: document.documentElement.lang };
}

describe('the game page in the player\'s language', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('Arabic: texts, right to left, money as the site writes it (FNT shown as RUB)', async () => {
    expect(await boot('&lang=ar')).toEqual({ balance: 'الرصيد: 1,000.00 ₽', bet: 'الرهان', spin: 'العب', mode: 'أموال حقيقية', option: '0.51 ₽', dir: 'rtl', lang: 'ar' });
  });

  it('English, and French when the URL has no language', async () => {
    expect(await boot('&lang=en')).toMatchObject({ balance: 'Balance: ₽1,000.00', bet: 'Bet', spin: 'Play', dir: 'ltr', lang: 'en' });
    expect(await boot('')).toMatchObject({ balance: 'Solde : 1 000,00 ₽', bet: 'Mise', spin: 'Jouer', mode: 'Argent réel', option: '0,51 ₽', dir: 'ltr', lang: 'fr' });
  });
});
