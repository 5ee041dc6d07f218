// @vitest-environment jsdom
// The crash page (demo/sandbox/games/crash/) as it is served: it names the game, fills the history strip,
// bets and cashes out with a key each (kept until the answer is definitive, docs/architecture.md "The
// Idempotency-Key"), learns the crash from the server, and says every step in its live region.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TEXTS } from '../../../demo/sandbox/games/crash/texts.js';

const CRASH = join(process.cwd(), 'demo/sandbox/games/crash');
const body = readFileSync(join(CRASH, 'index.html'), 'utf8').replace(/^[\s\S]*<body>|<\/body>[\s\S]*$/g, '');
const session = {
  token: 'session-token', mode: 'real', game: { id: 9, name: 'Aviator', provider: 'spribe', integration: 'hub', game_id: 'aviator', type: 'crash' },
  currency: 'TND', balance: '100.00', bets: ['1.00', '2.00'], free_spin_left: 0, return_url: null, return_origins: [],
};
const round = (over: object = {}) => ({
  round_id: 7, status: 'flying', hash: 'ab'.repeat(32), started_at: new Date().toISOString(), server_time: new Date().toISOString(), rate: 0.08,
  multiplier: 1, crash_point: null, seed: null, cashout_multiplier: null, bet_amount: '1.00', win_amount: '0.00', balance_after: '99.00', currency: 'TND', ...over,
});
const json = (status: number, value: unknown) => new Response(typeof value === 'string' ? value : JSON.stringify(value), { status, headers: { 'Content-Type': 'application/json' } });
const fr = TEXTS.fr as Record<string, any>;

async function boot(answers: { cashouts?: Array<() => Response>; state?: () => Response } = {}, query = '') {
  history.replaceState(null, '', `/sandbox/games/crash/?launch=x${query}`);
  document.body.innerHTML = body;
  const sent: Array<{ url: string; key: string | null }> = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const key = new Headers(init?.headers).get('Idempotency-Key');
    if (init?.method === 'POST') sent.push({ url, key });
    if (url.endsWith('/launch')) return json(200, session);
    if (url.endsWith('/crash/bets')) return json(200, round());
    if (url.endsWith('/cashout')) return answers.cashouts!.shift()!();
    if (url.endsWith('/crash/rounds')) return json(200, { rate: 0.08, rounds: [round({ round_id: 3, status: 'crashed', crash_point: '12.40' }), round({ round_id: 2, status: 'crashed', crash_point: '1.35' })] });
    if (url.endsWith('/crash/rounds/7')) return (answers.state ?? (() => json(200, round())))();
    return json(404, { code: 'not_found' });
  });
  vi.resetModules();
  await import(/* @vite-ignore */ join(CRASH, 'crash.js'));
  await vi.waitFor(() => expect(document.getElementById('history')!.children).toHaveLength(2));
  return { sent, status: () => document.getElementById('status')!.textContent, el: (id: string) => document.getElementById(id) as HTMLButtonElement };
}

describe('the crash page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('names the game, shows the history strip newest first, bets with a key and cashes out with another', async () => {
    let cashed = false;
    const page = await boot({
      cashouts: [() => ((cashed = true), json(200, round({ status: 'cashed_out', cashout_multiplier: '1.42', win_amount: '1.42', balance_after: '100.42' })))],
      state: () => json(200, cashed ? round({ status: 'cashed_out', crash_point: '3.00', seed: 'beef' }) : round()),
    });
    expect(document.getElementById('title')!.textContent).toBe('Aviator');
    expect([...document.getElementById('history')!.children].map((li) => li.textContent)).toEqual(['12,40×', '1,35×']);
    page.el('play').click();
    await vi.waitFor(() => expect(page.status()).toBe(fr.placed));
    expect(page.el('cashout').hidden).toBe(false);
    expect(document.getElementById('hash')!.textContent).toBe('ab'.repeat(32));
    // Space, away from the buttons, is the page's one action: here the cash-out.
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true }));
    await vi.waitFor(() => expect(page.status()).toBe(`${fr.cashedAt} 1,42× — ${fr.won} 1,42\u00A0DT`));
    expect(document.getElementById('balance')!.textContent).toBe('100,42\u00A0DT');
    expect(page.sent.map((s) => s.url.split('/').slice(-1)[0])).toEqual(['launch', 'bets', 'cashout']);
    expect(page.sent[1].key).toBeTruthy();
    expect(page.sent[2].key).not.toBe(page.sent[1].key);
    // The flight goes on after the cash-out until the server says it crashed; the strip then shows it.
    await vi.waitFor(() => expect(document.getElementById('history')!.firstElementChild!.textContent).toBe('3,00×'), { timeout: 4000 });
    expect(page.el('play').hidden).toBe(false);
  });

  it('an unknown cash-out outcome is retried with the same key; a late one is refused in words; the crash comes from the server', async () => {
    let crashed = false;
    const page = await boot({
      cashouts: [() => json(503, ''), () => json(503, ''), () => json(503, ''), () => json(409, { code: 'round_crashed', message: 'late' })],
      state: () => json(200, crashed ? round({ status: 'crashed', crash_point: '1.10', seed: 'beef' }) : round()),
    });
    page.el('play').click();
    await vi.waitFor(() => expect(page.el('cashout').hidden).toBe(false));
    page.el('cashout').click();
    await vi.waitFor(() => expect(page.status()).toBe(fr.checking));
    const cashKeys = page.sent.filter((s) => s.url.endsWith('/cashout')).map((s) => s.key);
    expect(cashKeys).toHaveLength(3);
    expect(new Set(cashKeys).size).toBe(1);
    page.el('cashout').click();
    await vi.waitFor(() => expect(page.status()).toBe(fr.errors.round_crashed));
    expect(page.sent.filter((s) => s.url.endsWith('/cashout')).at(-1)!.key).toBe(cashKeys[0]);
    crashed = true;
    await vi.waitFor(() => expect(document.getElementById('history')!.children).toHaveLength(3), { timeout: 4000 });
    expect(document.getElementById('history')!.firstElementChild!.textContent).toBe('1,10×');
    expect(page.el('play').hidden).toBe(false);
  });

  it('Arabic: every text exists in every language, the page runs right to left, the curve stays left to right', async () => {
    const keys = (o: object): string[] => Object.entries(o).flatMap(([k, v]) => (typeof v === 'object' ? keys(v).map((x) => `${k}.${x}`) : [k]));
    expect(keys(TEXTS.en)).toEqual(keys(TEXTS.fr));
    expect(keys(TEXTS.ar)).toEqual(keys(TEXTS.fr));
    await boot({}, '&lang=ar');
    expect([document.documentElement.lang, document.documentElement.dir]).toEqual(['ar', 'rtl']);
    expect(document.getElementById('play')!.textContent).toBe((TEXTS.ar as Record<string, string>).play);
    expect([...document.getElementById('history')!.children].map((li) => li.textContent)).toEqual(['12.40×', '1.35×']);
  });
});
