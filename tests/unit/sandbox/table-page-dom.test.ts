// @vitest-environment jsdom
// The live table's and the virtual sports' pages (demo/sandbox/games/live/, games/virtual/), loaded as they
// are served with the server's answers given here: chips placed on the board's spots make one round of
// several bets with one Idempotency-Key (kept while the outcome is unknown), the result is said in the
// live region and joins the history, a refusal is said with its code's words, and the betting time closes
// by itself (« Plus de paris ») when it runs out. jsdom has no matchMedia: the pages show results at once,
// as with reduced motion.
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MALFORMED_BODY } from '../../../demo/sandbox/http/faults';
import { TEXTS } from '../../../demo/sandbox/games/live/texts.js';
import { TEXTS as VIRTUAL_TEXTS } from '../../../demo/sandbox/games/virtual/texts.js';
import { eventOf } from '../../../demo/sandbox/games/virtual/events.js';
import { tablePageHtml } from '../../../demo/sandbox/routes/table-page';

const GAMES = join(process.cwd(), 'demo/sandbox/games');
// As served: the shared lower half inlined (routes/table-page.ts).
const bodyOf = async (page: string) => (await tablePageHtml(page, `${GAMES}/`)).replace(/^[\s\S]*<body>|<\/body>[\s\S]*$/g, '');
const session = {
  token: 'session-token', mode: 'real', game: { id: 2, name: 'Lightning Roulette', provider: 'evosw', integration: 'live', game_id: 'evo-0001' },
  currency: 'TND', balance: '1000.00', bets: ['0.51', '1.00', '2.00'], free_spin_left: 0, free_spin_bet: null, return_url: null, return_origins: [],
};
const json = (status: number, value: unknown) => new Response(typeof value === 'string' ? value : JSON.stringify(value), { status, headers: { 'Content-Type': 'application/json' } });
const fr = TEXTS.fr as Record<string, any>;

/** Boots a page; `rounds` answers each POST of a round in turn. Returns the rounds as sent. */
async function boot(page: 'live' | 'virtual', table: object, rounds: Array<() => Response>, query = '') {
  history.replaceState(null, '', `/sandbox/games/${page}/?launch=x${query}`);
  document.body.innerHTML = await bodyOf(page);
  const sent: { key: string; body: any }[] = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    if (url.endsWith('/table-rounds')) {
      sent.push({ key: new Headers(init?.headers).get('Idempotency-Key')!, body: JSON.parse(String(init?.body)) });
      return rounds.shift()!();
    }
    if (url.endsWith('/table')) return json(200, table);
    return json(200, session);
  });
  vi.resetModules();
  await import(/* @vite-ignore */ join(GAMES, page, `${page}.js`));
  await vi.waitFor(() => expect(document.getElementById('title')!.textContent).toBe(session.game.name));
  const $ = (id: string) => document.getElementById(id)!;
  const spot = (key: string) => document.querySelector<HTMLButtonElement>(`[data-key="${key}"]`)!;
  const chip = (value: string) => document.querySelector<HTMLInputElement>(`input[name="chip"][value="${value}"]`)!;
  return { sent, $, spot, chip, status: () => $('status').textContent };
}

const roulette = { kind: 'roulette', sport: null, dealer: 'Amira', seats: { total: 7, taken: 4 }, history: ['5'], event: null };
const round17 = {
  round_id: 1, kind: 'roulette', outcome: { number: 17 }, result: '17', bet_amount: '3.51', win_amount: '36.72', win_capped: false, uncapped_win_amount: '36.72',
  balance_before: '1000.00', balance_after: '1033.21', currency: 'TND', status: 'won', history: ['17', '5'], event: null, bets: [],
};

describe('the live roulette page', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('names the game and the table; chips on spots make one round; the result is said, paid and added to the history', async () => {
    const page = await boot('live', roulette, [() => json(200, round17)]);
    expect(page.$('kind').textContent).toBe(fr.kinds.roulette);
    expect([page.$('dealer').textContent, page.$('seats').textContent]).toEqual(['Amira', '4/7']);
    expect(document.querySelectorAll('[data-type="straight"]')).toHaveLength(37);
    expect(page.$('timer').textContent).toBe(`${fr.open} · 20 ${fr.seconds}`);
    page.spot('straight:17').click();
    page.spot('straight:17').click(); // a second chip on the same number
    page.chip('2.00').click();
    page.spot('red').click();
    page.spot('dozen:2').click();
    page.chip('0.51').click();
    expect(page.$('total').textContent).toBe('5,02\u00A0DT');
    expect(page.spot('straight:17').getAttribute('aria-pressed')).toBe('true');
    page.$('confirm').click();
    await vi.waitFor(() => expect(page.status()).toBe(`${fr.result} 17 noir. ${fr.won} 36,72\u00A0DT`));
    expect(page.sent).toHaveLength(1);
    expect(page.sent[0].body).toEqual({ bets: [{ type: 'straight', target: 17, amount: '1.02' }, { type: 'red', amount: '2.00' }, { type: 'dozen', target: 2, amount: '2.00' }] });
    expect(page.$('balance').textContent).toBe('1\u202F033,21\u00A0DT');
    expect([...page.$('history').children].map((li) => li.textContent)).toEqual(['17', '5']);
    expect(page.$('stage').getAttribute('aria-label')).toBe(`${fr.result} 17 noir`);
    // A new betting time, the board cleared.
    await vi.waitFor(() => expect(page.$('timer').dataset.state).toBe('open'));
    expect(page.$('total').textContent).toBe('0,00\u00A0DT');
  });

  it('an unknown outcome is sent again with the same key, then “checking”; a refusal is said and the next press gets a new key', async () => {
    const malformed = () => json(200, MALFORMED_BODY);
    const page = await boot('live', roulette, [malformed, malformed, malformed, () => json(400, { code: 'bet_not_on_table', message: 'm' }), () => json(200, round17)]);
    page.spot('odd').click();
    page.$('confirm').click();
    await vi.waitFor(() => expect(page.status()).toBe(fr.checking));
    expect(page.sent.map((s) => s.key)).toEqual([page.sent[0].key, page.sent[0].key, page.sent[0].key]);
    await vi.waitFor(() => expect((page.$('confirm') as HTMLButtonElement).disabled).toBe(false));
    page.$('confirm').click(); // the same bets: the same key
    await vi.waitFor(() => expect(page.status()).toBe(fr.errors.bet_not_on_table));
    expect(page.sent[3].key).toBe(page.sent[0].key);
    await vi.waitFor(() => expect((page.$('confirm') as HTMLButtonElement).disabled).toBe(false));
    page.$('confirm').click();
    await vi.waitFor(() => expect(page.status()).toMatch(/^Résultat : 17/));
    expect(page.sent[4].key).not.toBe(page.sent[0].key);
  });

  it('the betting time runs out by itself: « Plus de paris », the bets sent; with none, a new round opens', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const page = await boot('live', { ...roulette, kind: 'wheel', history: [] }, [() => json(200, { ...round17, kind: 'wheel', outcome: { index: 25 }, result: '40', history: ['40'] })], '&lang=en');
    const en = TEXTS.en as Record<string, any>;
    expect(document.documentElement.lang).toBe('en');
    expect([...document.querySelectorAll('[data-type="segment"]')].map((s) => s.textContent)).toEqual(['1', '2', '5', '10', '20', '40']);
    vi.advanceTimersByTime(20_000);
    await vi.waitFor(() => expect(page.status()).toBe(en.noBets));
    expect(page.sent).toHaveLength(0);
    expect(page.$('timer').textContent).toBe(`${en.open} · 20 ${en.seconds}`);
    page.spot('segment:40').click();
    vi.advanceTimersByTime(19_000);
    expect(page.sent).toHaveLength(0);
    vi.advanceTimersByTime(1_000);
    expect(page.$('timer').textContent).toBe(en.closed);
    await vi.waitFor(() => expect(page.status()).toBe(`${en.result} ${en.bets.segment} 40. ${en.won} 36.72\u00A0DT`));
    expect(page.sent[0].body).toEqual({ bets: [{ type: 'segment', target: 40, amount: '0.51' }] });
  });
});

describe('the virtual sports page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the card with its odds before the start, sends the event with the bets, shows the finish and the next card', async () => {
    const event = eventOf('horses', 1234);
    const next = eventOf('horses', 5678);
    const finish = { ...round17, kind: 'virtual', outcome: { order: [2, 0, 1, 3, 4, 5] }, result: '2', win_amount: '0.00', history: ['2'], event: next };
    const page = await boot('virtual', { kind: 'virtual', sport: 'horses', dealer: 'x', seats: { total: 7, taken: 2 }, history: [], event }, [() => json(200, finish)], '&lang=ar');
    const ar = VIRTUAL_TEXTS.ar as Record<string, any>;
    expect(document.documentElement.dir).toBe('rtl');
    expect(page.$('kind').textContent).toBe(ar.sports.horses);
    expect(page.$('event').textContent).toBe('1234');
    expect(page.spot('win:2').textContent).toBe(`3. ${event.picks[2].name}${(event.picks[2].odds / 100).toFixed(2)}`);
    page.spot('win:0').click();
    page.$('confirm').click();
    await vi.waitFor(() => expect(page.status()).toBe(`${ar.finish} 1. ${event.picks[2].name}, 2. ${event.picks[0].name}, 3. ${event.picks[1].name}. ${ar.lost}`));
    expect(page.sent[0].body).toEqual({ event: 1234, bets: [{ type: 'win', target: 0, amount: '0.51' }] });
    expect(page.$('bar-2').textContent).toBe('1');
    expect(page.$('bar-0').textContent).toBe('2');
    expect(page.$('event').textContent).toBe('5678');
    expect([...page.$('history').children].map((li) => li.textContent)).toEqual(['3']);
  });
});
