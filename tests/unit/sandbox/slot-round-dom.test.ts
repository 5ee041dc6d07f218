// @vitest-environment jsdom
// The sandbox's game page (demo/sandbox/games/slot/) keeps a round's Idempotency-Key until the answer is
// definitive (docs/conventions.md §7 "Definitive answers"; outcome.js): a round whose 200 cannot be read is retried
// with the same key, then the page says it is checking and reads the session again; the next press of
// the same bet sends the same key. A refusal with a code retires it. The page is loaded as it is served.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MALFORMED_BODY } from '../../../demo/sandbox/http/faults';
import { TEXTS } from '../../../demo/sandbox/games/slot/texts.js';

const SLOT = join(process.cwd(), 'demo/sandbox/games/slot');
const body = readFileSync(join(SLOT, 'index.html'), 'utf8').replace(/^[\s\S]*<body>|<\/body>[\s\S]*$/g, '');
const session = {
  token: 'session-token', mode: 'real', game: { id: 1, name: 'Slot', provider: 'amatic', integration: 'hub', game_id: 'am-0000' },
  currency: 'TND', balance: '1000.00', bets: ['1.00', '2.00'], free_spin_left: 0, free_spin_bet: null, return_url: null, return_origins: [],
};
const round = { symbols: ['seven', 'bar', 'lemon'], balance_after: '999.00', free_spin_left: 0, win_amount: '0.00', currency: 'TND', win_capped: false };
const json = (status: number, value: unknown) => new Response(typeof value === 'string' ? value : JSON.stringify(value), { status, headers: { 'Content-Type': 'application/json' } });

/** Boots the page; `rounds` answers each POST of a round in turn. Returns the rounds' keys as sent. */
async function boot(rounds: Array<() => Response>) {
  history.replaceState(null, '', '/sandbox/games/slot/?launch=x');
  document.body.innerHTML = body;
  const keys: string[] = [];
  let reads = 0;
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    if (url.endsWith('/rounds')) {
      keys.push(new Headers(init?.headers).get('Idempotency-Key')!);
      return rounds.shift()!();
    }
    // The player's limits (…/rg, games/common/rg.js) are another call: none here.
    if (url.endsWith('/rg')) return json(200, { currency: null, limits: [], session_started_at: null, session_ends_at: null, reality_check_minutes: null });
    if (url.startsWith('/sandbox/games/api/sessions/')) reads++;
    return json(200, session);
  });
  vi.resetModules();
  await import(/* @vite-ignore */ join(SLOT, 'slot.js'));
  await vi.waitFor(() => expect(document.getElementById('title')!.textContent).toBe('Slot'));
  const spin = document.getElementById('spin') as HTMLButtonElement;
  const status = () => document.getElementById('status')!.textContent;
  return { keys, spin, status, reads: () => reads };
}

describe('the game page: a round keeps its key until the answer is definitive', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('a 200 that cannot be read: retried with the same key, then "checking", and the next press sends it again', async () => {
    const malformed = () => json(200, MALFORMED_BODY);
    const page = await boot([malformed, malformed, malformed, () => json(200, round)]);
    page.spin.click();
    await vi.waitFor(() => expect(page.status()).toBe(TEXTS.fr.checking));
    expect(page.keys).toHaveLength(3);
    expect(new Set(page.keys).size).toBe(1);
    await vi.waitFor(() => expect(page.reads()).toBe(1)); // the session read again
    await vi.waitFor(() => expect(page.spin.disabled).toBe(false));
    page.spin.click();
    await vi.waitFor(() => expect(page.status()).toBe(TEXTS.fr.lost));
    expect(page.keys).toHaveLength(4);
    expect(page.keys[3]).toBe(page.keys[0]);
  });

  it('a 503 without a body is unknown too; a refusal with a code is definitive: the next press gets a new key', async () => {
    const page = await boot([
      () => json(400, { code: 'bet_above_maximum', message: 'm' }),
      () => json(503, ''),
      () => json(503, ''),
      () => json(503, ''),
      () => json(200, round),
    ]);
    page.spin.click();
    await vi.waitFor(() => expect(page.status()).toBe((TEXTS.fr.errors as Record<string, string>).bet_above_maximum));
    expect(page.keys).toHaveLength(1);
    await vi.waitFor(() => expect(page.spin.disabled).toBe(false));
    page.spin.click();
    await vi.waitFor(() => expect(page.status()).toBe(TEXTS.fr.checking));
    expect(page.keys.slice(1)).toEqual([page.keys[1], page.keys[1], page.keys[1]]);
    expect(page.keys[1]).not.toBe(page.keys[0]);
    await vi.waitFor(() => expect(page.spin.disabled).toBe(false));
    page.spin.click();
    await vi.waitFor(() => expect(page.status()).toBe(TEXTS.fr.lost));
    expect(page.keys[4]).toBe(page.keys[1]);
  });
});
