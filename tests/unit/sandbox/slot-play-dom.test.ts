// @vitest-environment jsdom
// The slot page (demo/sandbox/games/slot/) as it is served: the game's theme draws the symbols, the
// reels stop on the server's round, the paytable lists what pays, Space spins, and autoplay plays N rounds
// and stops on a refusal (jsdom has no matchMedia: the page runs as with reduced motion, results at once).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TEXTS } from '../../../demo/sandbox/games/slot/texts.js';

const SLOT = join(process.cwd(), 'demo/sandbox/games/slot');
const body = readFileSync(join(SLOT, 'index.html'), 'utf8').replace(/^[\s\S]*<body>|<\/body>[\s\S]*$/g, '');
const session = {
  token: 'session-token', mode: 'real', game: { id: 1, name: 'Pharaoh Gold', provider: 'amatic', integration: 'hub', game_id: 'am-0001', type: 'slots', theme: 'egypt' },
  currency: 'TND', balance: '10.00', bets: ['1.00', '2.00'], free_spin_left: 0, free_spin_bet: null, return_url: null, return_origins: [],
};
const round = (symbols: string[], win = '0.00') => ({ symbols, balance_after: '9.00', free_spin_left: 0, win_amount: win, currency: 'TND', win_capped: false });
const json = (status: number, value: unknown) => new Response(JSON.stringify(value), { status, headers: { 'Content-Type': 'application/json' } });
const fr = TEXTS.fr as Record<string, any>;

async function boot(rounds: Array<() => Response>) {
  history.replaceState(null, '', '/sandbox/games/slot/?launch=x');
  document.body.innerHTML = body;
  let played = 0;
  vi.stubGlobal('fetch', async (url: string) => {
    if (url.endsWith('/rounds')) {
      played++;
      return rounds.shift()!();
    }
    return json(200, session);
  });
  vi.resetModules();
  await import(/* @vite-ignore */ join(SLOT, 'slot.js'));
  await vi.waitFor(() => expect(document.getElementById('title')!.textContent).toBe('Pharaoh Gold'));
  const payline = () => [...document.querySelectorAll('.strip span:nth-child(2)')].map((s) => s.textContent);
  return { played: () => played, payline, status: () => document.getElementById('status')!.textContent, el: (id: string) => document.getElementById(id) as HTMLButtonElement };
}

describe('the slot page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('draws the theme’s symbols, stops on the server’s round, lists the paytable, and Space spins', async () => {
    const page = await boot([() => json(200, round(['seven', 'seven', 'seven'], '20.00'))]);
    expect(page.payline()).toEqual(['☥', '▲', '☼']); // egypt: the ankh, the pyramid, the sun
    expect([...document.querySelectorAll('#paytable-rows li')].map((li) => li.textContent)).toEqual([
      `☥ ☥ ☥ ${fr.pays} ×20 (20 ${fr.times})`, `▲ ▲ ▲ ${fr.pays} ×5 (5 ${fr.times})`, `☼ ☼ ☼ ${fr.pays} ×2 (2 ${fr.times})`, `☼ ☼ A ${fr.pays} ×0.5 (0.5 ${fr.times})`,
    ]);
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true }));
    await vi.waitFor(() => expect(page.status()).toBe(`${fr.won} 20,00\u00A0DT`));
    expect(page.payline()).toEqual(['☥', '☥', '☥']);
    expect(document.getElementById('reels')!.getAttribute('aria-label')).toBe(`${fr.reels} : sept, sept, sept`);
  });

  it('autoplay plays the rounds asked for and stops at a refusal, saying why', async () => {
    const lost = () => json(200, round(['lemon', 'bell', 'star']));
    const page = await boot([lost, lost, () => json(400, { code: 'not_enough_money', message: 'm' }), lost]);
    (document.getElementById('auto-count') as HTMLSelectElement).value = '10';
    page.el('auto').click();
    await vi.waitFor(() => expect(page.status()).toBe(fr.errors.not_enough_money), { timeout: 5000 });
    await vi.waitFor(() => expect(page.el('auto').textContent).toBe(fr.auto));
    expect(page.played()).toBe(3);
    expect(page.el('spin').disabled).toBe(false);
  });

  it('autoplay stops when the player presses Stop', async () => {
    const lost = () => json(200, round(['lemon', 'bell', 'star']));
    const page = await boot(Array.from({ length: 50 }, () => lost));
    page.el('auto').click();
    await vi.waitFor(() => expect(page.played()).toBeGreaterThanOrEqual(1));
    page.el('auto').click();
    await vi.waitFor(() => expect(page.status()).toBe(fr.autoStopped));
    const after = page.played();
    await vi.waitFor(() => expect(page.el('spin').disabled).toBe(false));
    expect(page.played()).toBeLessThanOrEqual(after + 1);
  });
});
