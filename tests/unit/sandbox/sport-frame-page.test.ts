// @vitest-environment jsdom
// The dgt sportsbook page as its host meets it (docs/contracts/sportsbook.md §5), in a DOM with the provider's
// server faked at fetch: ready, a guest asked to sign in, foreign messages ignored, the session opened by
// the host's token, a bet whose token expires sent again with the same Idempotency-Key and the new token,
// a placement whose outcome is unknown kept with its key while the page says it is checking (docs/conventions.md §7
// "Definitive answers"), the host's navigate moving the page without a route echo or a history entry, a
// language switch without a reload, and the provider down reported.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { frameEvent, jsonAnswer, openFramePage } from '../support/sport-frame-fixtures';

const HOST = 'http://localhost:8080';
const posted: { message: Record<string, any>; target: string }[] = [];
const parent = { postMessage: (message: Record<string, any>, target: string) => posted.push({ message, target }) };
const calls: { url: string; init: RequestInit }[] = [];
let placementAnswers: { status: number; body: unknown }[] = [];
let down = false;

/** The provider's names in the language asked for: Arabic names hold a signed number, as a handicap's do. */
function event(id: string, status = 'upcoming', lang = 'fr') {
  const e = frameEvent(id, status);
  if (lang !== 'ar') return e;
  const [market] = e.markets;
  return { ...e, markets: [{ ...market, name: 'الفارق +3', outcomes: market.outcomes.map((o) => ({ ...o, name: `فريق ${o.id.slice(-1)}` })) }] };
}
const langOf = (url: string) => new URL(url, 'http://frame').searchParams.get('lang') ?? 'fr';

const answer = jsonAnswer;

async function fakeFetch(url: string, init: RequestInit = {}) {
  calls.push({ url, init });
  if (down) return answer(503, { code: 'provider_down' });
  if (url.startsWith('/sandbox/sport/api/catalogue')) return answer(200, { now: '2026-11-25T12:00:00Z', sports: [{ slug: 'football', name: 'Football', count: 2 }], events: [event('e1', 'live', langOf(url)), event('e2', 'upcoming', langOf(url))] });
  if (url.startsWith('/sandbox/sport/api/event/e1')) return answer(200, event('e1', 'live', langOf(url)));
  if (url.startsWith('/sandbox/sport/api/results')) return answer(200, { events: [{ ...event('e9', 'finished'), score: { home: 2, away: 2 } }] });
  if (url.endsWith('/session/create')) return answer(200, { session_id: 's1', player_id: 1001, username: 'demo', currency: 'TND', balance: '100.00', bonus_balance: '0.00' });
  // ticket/status: the express's first leg is over (won 2:1) while the ticket waits on the second.
  if (url.endsWith('/ticket/status')) {
    const legs = [{ id: 1, status: 'Winner', result: '2:1', odd: '1.85' }, { id: 2, status: 'Wait', result: null, odd: '4.10' }];
    return answer(200, { ticket_id: 7, ticket_code: 'DGT-7', status: 'Wait', amount_in: '2.50', amount_out: '0.00', coef: '7.58', potential_win: '18.95', legs });
  }
  if (url.endsWith('/ticket/placement')) {
    const next = placementAnswers.shift()!;
    return answer(next.status, next.body);
  }
  return answer(404, { code: 'not_found' });
}

const sent = (type: string) => posted.filter((p) => p.message.type === type);
const fromHost = (data: Record<string, unknown>, origin = HOST, source: unknown = parent) => {
  const e = new Event('message');
  Object.defineProperties(e, { data: { value: { ns: 'casino-sport', v: 1, ...data } }, origin: { value: origin }, source: { value: source } });
  window.dispatchEvent(e);
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));
const oddButtons = () => [...document.querySelectorAll<HTMLButtonElement>('button.odd')];
const status = () => document.querySelector('.slip-status')?.textContent ?? '';

beforeAll(async () => {
  await openFramePage(fakeFetch, parent, HOST);
  await settle();
});
afterAll(() => vi.unstubAllGlobals());

describe('the dgt page and its host', () => {
  it('says ready to the pinned origin, reads its catalogue and shows odds to a guest', () => {
    expect(sent('ready')).toEqual([{ message: { ns: 'casino-sport', v: 1, type: 'ready', provider: 'dgt' }, target: HOST }]);
    expect(posted.every((p) => p.target === HOST)).toBe(true);
    expect(calls[0].url).toBe('/sandbox/sport/api/catalogue?provider=dgt&lang=fr');
    expect(oddButtons().length).toBe(6);
    expect(oddButtons()[0].textContent).toContain('1.85');
    expect(document.title).toBe('Digitain Sport');
  });

  it('asks a guest to sign in instead of building a slip', () => {
    oddButtons()[0].click();
    expect(sent('login-requested')).toHaveLength(1);
    expect(document.querySelectorAll('.pick')).toHaveLength(0);
    expect(status()).toBe('Connectez-vous pour parier.');
  });

  it('ignores a token from another origin or window', async () => {
    fromHost({ type: 'token', token: 'stolen-token-0123456789abcdef0123' }, 'https://evil.example');
    fromHost({ type: 'token', token: 'stolen-token-0123456789abcdef0123' }, HOST, {});
    await settle();
    expect(calls.some((c) => c.url.includes('session/create'))).toBe(false);
  });

  it("opens the session with the host's token and shows the balance", async () => {
    fromHost({ type: 'token', token: 'token-one-0123456789abcdef0123456' });
    await settle();
    const create = calls.find((c) => c.url.endsWith('/session/create'))!;
    expect(JSON.parse(String(create.init.body))).toEqual({ token: 'token-one-0123456789abcdef0123456' });
    expect(document.querySelector('.balance')?.textContent).toBe('Solde 100,00\u00A0DT');
  });

  it("shows the host's pushed balance at once, written as the header writes it", async () => {
    fromHost({ type: 'balance', balance: '1019.40', bonus_balance: '5.00', currency: 'TND' });
    expect(document.querySelector('.balance')?.textContent).toBe('Solde 1\u202F019,40\u00A0DT');
    expect(document.querySelector('.bonus')?.textContent).toBe('Bonus 5,00\u00A0DT');
    // Back to the wallet's figure for the placements below.
    fromHost({ type: 'balance', balance: '100.00', bonus_balance: '0.00', currency: 'TND' });
    expect(document.querySelector('.balance')?.textContent).toBe('Solde 100,00\u00A0DT');
    expect(document.querySelector('.bonus')).toBeNull();
  });

  it('sends the same bet again with the same key after token-expired and the new token, then reports it', async () => {
    placementAnswers = [
      { status: 401, body: { code: 'token_expired' } },
      { status: 200, body: { ticket_id: 7, ticket_code: 'DGT-7', type: 'express', status: 'Wait', amount_in: '2.50', coef: '7.58', potential_win: '18.95', balance: '97.50', bonus_balance: '0.00', currency: 'TND' } },
    ];
    oddButtons()[0].click(); // e1, 1
    oddButtons()[5].click(); // e2, 2
    expect(document.querySelectorAll('.pick')).toHaveLength(2);
    const stake = document.querySelector<HTMLInputElement>('#stake-dgt')!;
    stake.value = '2,5';
    stake.dispatchEvent(new Event('input'));
    document.querySelector<HTMLButtonElement>('button.place')!.click();
    await settle();
    expect(sent('token-expired')).toHaveLength(1);
    expect(sent('bet-placed')).toHaveLength(0);
    fromHost({ type: 'token', token: 'token-two-0123456789abcdef0123456' });
    await settle();
    const placements = calls.filter((c) => c.url.endsWith('/ticket/placement'));
    expect(placements).toHaveLength(2);
    const [first, second] = placements.map((c) => ({ key: (c.init.headers as Record<string, string>)['Idempotency-Key'], body: JSON.parse(String(c.init.body)) }));
    expect(second.key).toBe(first.key);
    expect(first.body.token).toBe('token-one-0123456789abcdef0123456');
    expect(second.body).toEqual({ ...first.body, token: 'token-two-0123456789abcdef0123456' });
    expect(first.body).toMatchObject({ type: 'express', stake: '2.50', selections: [{ event_id: 'e1', outcome_id: 'e1-1', odd: '1.85' }, { event_id: 'e2', outcome_id: 'e2-2', odd: '4.10' }] });
    expect(sent('bet-placed').map((p) => p.message)).toEqual([{ ns: 'casino-sport', v: 1, type: 'bet-placed', ticket_id: 7, ticket_code: 'DGT-7', amount_in: '2.50', balance: '97.50', bonus_balance: '0.00', currency: 'TND' }]);
    expect(status()).toBe('Pari accepté : ticket DGT-7, mise 2,50\u00A0DT.');
    expect(document.activeElement?.classList.contains('slip-status')).toBe(true); // the pressed button is gone with the slip
    expect(document.querySelector('.balance')?.textContent).toContain('97,50\u00A0DT');
  });

  it("lists the visit's ticket with its potential win and its legs; a leg whose match is over shows its state and score", async () => {
    fromHost({ type: 'navigate', page: 'BetsHistory' });
    await settle();
    expect(document.querySelector('.ticket-potential')?.textContent).toBe('Gain potentiel 18,95\u00A0DT');
    const legs = () => [...document.querySelectorAll('.ticket-leg')].map((l) => l.textContent);
    expect(legs()).toEqual(['Home e1 – Away e1Résultat · Team 1 · 1.85', 'Home e2 – Away e2Résultat · Team 2 · 4.10']);
    document.querySelector<HTMLButtonElement>('[data-key="refresh-tickets"]')!.click();
    await settle();
    expect(legs()[0]).toBe('Home e1 – Away e1Résultat · Team 1 · 1.85Gagné 2:1');
    expect(legs()[1]).not.toContain('Gagné');
    expect(document.querySelector('.ticket-status')?.textContent).toBe('En cours');
    fromHost({ type: 'navigate', page: 'Home' });
    await settle();
  });

  it('a placement whose outcome is unknown (a 500, 409 in progress) says it is checking; the next press sends the same key, a refusal retires it', async () => {
    const ticket = { ticket_id: 8, ticket_code: 'DGT-8', type: 'single', status: 'Wait', amount_in: '1.00', coef: '1.85', potential_win: '1.85', balance: '96.50', bonus_balance: '0.00', currency: 'TND' };
    placementAnswers = [
      { status: 500, body: { code: 'server_error' } },
      { status: 409, body: { code: 'idempotency_key_in_progress' } },
      { status: 200, body: ticket },
      { status: 400, body: { code: 'not_enough_money' } },
      { status: 200, body: { ...ticket, ticket_id: 9, ticket_code: 'DGT-9', balance: '95.50' } },
    ];
    const before = calls.filter((c) => c.url.endsWith('/ticket/placement')).length;
    const keys = () => calls.filter((c) => c.url.endsWith('/ticket/placement')).slice(before).map((c) => (c.init.headers as Record<string, string>)['Idempotency-Key']);
    const place = async () => {
      document.querySelector<HTMLButtonElement>('button.place')!.click();
      await settle();
    };
    oddButtons()[0].click();
    const stake = document.querySelector<HTMLInputElement>('#stake-dgt')!;
    stake.value = '1';
    stake.dispatchEvent(new Event('input'));
    const balanceAsks = sent('balance-needed').length;
    await place();
    expect(status()).toMatch(/^Nous vérifions votre pari…/);
    expect(sent('balance-needed')).toHaveLength(balanceAsks + 1); // the host is asked for the balance again
    await place();
    expect(status()).toMatch(/^Nous vérifions votre pari…/);
    await place();
    expect(status()).toBe('Pari accepté : ticket DGT-8, mise 1,00\u00A0DT.');
    expect(keys()).toEqual([keys()[0], keys()[0], keys()[0]]);
    // A definitive refusal, then the same slip again: a new key.
    oddButtons()[0].click();
    const again = document.querySelector<HTMLInputElement>('#stake-dgt')!;
    again.value = '1';
    again.dispatchEvent(new Event('input'));
    await place();
    await place();
    expect(status()).toBe('Pari accepté : ticket DGT-9, mise 1,00\u00A0DT.');
    expect(keys()[4]).not.toBe(keys()[3]);
    expect(keys()[3]).not.toBe(keys()[0]);
  });

  it("moves on the host's navigate without a route echo or a history entry; its own moves are route messages", async () => {
    const before = { length: history.length, href: location.href, routes: sent('route').length };
    fromHost({ type: 'navigate', page: 'Results', view: 'af' });
    await settle();
    expect(document.body.className).toBe('book dgt view-af');
    expect(document.querySelector('h1')?.textContent).toBe('Résultats');
    expect(document.body.textContent).toContain('Home e9 – Away e9');
    expect(sent('route')).toHaveLength(before.routes);
    document.querySelector<HTMLButtonElement>('[data-key="nav-Calendar"]')!.click();
    await settle();
    expect(sent('route').at(-1)!.message).toMatchObject({ type: 'route', page: 'Calendar' });
    document.querySelector<HTMLButtonElement>('[data-key="more-e2"]')!.click();
    await settle();
    expect(sent('route').at(-1)!.message).toMatchObject({ type: 'route', page: 'EventView', id: 'e2' });
    // The book does not know e2 (404): the page says so instead of loading forever.
    expect(document.querySelector('.event-missing')?.textContent).toBe('Ce match n’existe pas ou n’est plus proposé.');
    expect([history.length, location.href]).toEqual([before.length, before.href]);
  });

  it('switches language in place, Arabic right to left; the slip\'s picks take the new names, their numbers LTR islands', async () => {
    fromHost({ type: 'navigate', page: 'Home' });
    await settle();
    oddButtons()[0].click(); // e1, 1
    expect(document.querySelector('.pick-market')?.textContent).toBe('Résultat · Team 1');
    fromHost({ type: 'locale', lang: 'ar' });
    await settle();
    expect([document.documentElement.lang, document.documentElement.dir]).toEqual(['ar', 'rtl']);
    expect(document.querySelector('[data-key="nav-Home"]')?.textContent).toBe('الرئيسية');
    expect(calls.some((c) => c.url.startsWith('/sandbox/sport/api/catalogue') && c.url.includes('lang=ar'))).toBe(true);
    const pick = document.querySelector('.pick-market')!;
    expect(pick.textContent).toBe('الفارق +3 · فريق 1');
    // « +3 » stays « +3 » in right-to-left text: the number with its sign is its own LTR island.
    expect([...pick.querySelectorAll('bdi[dir="ltr"]')].map((b) => b.textContent)).toEqual(['+3', '1']);
    document.querySelector<HTMLButtonElement>('[data-key="clear"]')!.click();
  });

  it('reports the provider down once and shows it', async () => {
    down = true;
    fromHost({ type: 'navigate', page: 'Home' });
    await settle();
    expect(sent('error').map((p) => p.message.code)).toEqual(['provider_down']);
    expect(document.querySelector('.down')?.getAttribute('role')).toBe('alert');
  });
});

describe('group standings (dgt GroupStage)', () => {
  it('counts each finished match once: played = W + D + L, points = 3 W + D, sorted by points, goal difference, goals', async () => {
    const { standings } = await import('../../../demo/sandbox/sport/standings.js');
    const match = (id: string, home: string, away: string, score: { home: number; away: number } | null, status = 'finished') => ({ id, tournament: 'Groupe A', home, away, status, score });
    const [group] = standings([
      match('1', 'Lyon', 'Lille', { home: 2, away: 0 }),
      match('2', 'Nice', 'Lens', { home: 1, away: 1 }),
      match('3', 'Lille', 'Nice', { home: 3, away: 1 }),
      match('1', 'Lyon', 'Lille', { home: 2, away: 0 }), // the same event in the catalogue and the results
      match('4', 'Lens', 'Lyon', null, 'upcoming'),
    ]);
    expect(group.name).toBe('Groupe A');
    expect(group.rows.map((r) => [r.team, r.played, r.won, r.drawn, r.lost, r.points])).toEqual([
      ['Lyon', 1, 1, 0, 0, 3],
      ['Lille', 2, 1, 0, 1, 3],
      ['Lens', 1, 0, 1, 0, 1],
      ['Nice', 2, 0, 1, 1, 1],
    ]);
    for (const r of group.rows) {
      expect(r.played).toBe(r.won + r.drawn + r.lost);
      expect(r.points).toBe(3 * r.won + r.drawn);
    }
  });
});
