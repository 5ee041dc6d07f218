// @vitest-environment jsdom
// The dgt page's live markets (docs/api.md "Sportsbook" §2 and §5), with the provider's server faked at
// fetch: a market suspended after a goal or closed shows the word instead of its odd and cannot be
// picked; the refusals market_suspended and market_closed show their own message in the slip's live
// region, the suspension with a retry, a closed market's selection marked.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { frameEvent, jsonAnswer, openFramePage } from '../support/sport-frame-fixtures';

const HOST = 'http://localhost:8080';
const parent = { postMessage: () => {} };
let placementAnswers: { status: number; body: unknown }[] = [];

const event = (id: string, status: string, market: Record<string, unknown>) => frameEvent(id, status, { minute: 70, market });

const answer = jsonAnswer;

async function fakeFetch(url: string) {
  if (url.startsWith('/sandbox/sport/api/catalogue')) {
    return answer(200, {
      now: '2026-11-25T12:00:00Z',
      sports: [{ slug: 'football', name: 'Football', count: 3 }],
      events: [
        event('e1', 'live', { status: 'suspended', reopens_at: '2026-11-25T12:00:08Z' }),
        event('e3', 'live', { status: 'closed', reason: 'final_minutes' }),
        event('e2', 'upcoming', { status: 'open' }),
      ],
    });
  }
  if (url.endsWith('/session/create')) return answer(200, { session_id: 's1', player_id: 1001, username: 'demo', currency: 'TND', balance: '100.00', bonus_balance: '0.00' });
  if (url.endsWith('/ticket/placement')) {
    const next = placementAnswers.shift()!;
    return answer(next.status, next.body);
  }
  return answer(404, { code: 'not_found' });
}

const fromHost = (data: Record<string, unknown>) => {
  const e = new Event('message');
  Object.defineProperties(e, { data: { value: { ns: 'casino-sport', v: 1, ...data } }, origin: { value: HOST }, source: { value: parent } });
  window.dispatchEvent(e);
};
const until = async (check: () => boolean) => {
  await vi.waitFor(() => expect(check()).toBe(true), { timeout: 5_000, interval: 10 });
};
const button = (key: string) => document.querySelector<HTMLButtonElement>(`[data-key="${key}"]`)!;
const status = () => document.querySelector('.slip-status')?.textContent ?? '';

beforeAll(async () => {
  await openFramePage(fakeFetch, parent, HOST);
  await until(() => !!button('odd-e2-1'));
});
afterAll(() => vi.unstubAllGlobals());

describe('the dgt page\'s live markets', () => {
  it('shows a suspended and a closed market as such: the word instead of the odd, not pressable, named for screen readers', () => {
    const suspended = button('odd-e1-1');
    expect(suspended.disabled).toBe(true);
    expect(suspended.querySelector('.price')?.textContent).toBe('Suspendu');
    expect(suspended.textContent).not.toContain('1.85');
    expect(suspended.querySelector('.sr-only')?.textContent).toBe('Team 1 (Suspendu), Home e1 – Away e1');
    const closed = button('odd-e3-X');
    expect(closed.disabled).toBe(true);
    expect(closed.querySelector('.price')?.textContent).toBe('Fermé');
    expect(button('odd-e2-1').disabled).toBe(false);
    expect(button('odd-e2-1').textContent).toContain('1.85');
  });

  it('says why a slip is refused: a suspension with a retry, a closed market with its selection marked', async () => {
    fromHost({ type: 'token', token: 'token-one-0123456789abcdef0123456' });
    await until(() => !!document.querySelector('.balance'));
    button('odd-e2-1').click();
    const stake = document.querySelector<HTMLInputElement>('#stake-dgt')!;
    stake.value = '2';
    stake.dispatchEvent(new Event('input'));
    placementAnswers = [
      { status: 409, body: { code: 'market_suspended', message: 'Betting is suspended.', outcome_ids: ['e2-1'], reopens_at: '2026-11-25T12:00:08Z' } },
      { status: 409, body: { code: 'market_closed', message: 'Closed.', reason: 'final_minutes', outcome_ids: ['e2-1'] } },
    ];
    document.querySelector<HTMLButtonElement>('button.place')!.click();
    await until(() => status().startsWith('Paris suspendus'));
    expect(status()).toContain('Paris suspendus quelques secondes après un but : réessayez dans un instant.');
    expect(document.querySelector('.slip-status')?.getAttribute('role')).toBe('status');
    expect(document.querySelector('.pick.refused')).toBeNull();
    const retry = [...document.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent === 'Réessayer');
    expect(retry).toBeDefined();
    retry!.click();
    await until(() => status().startsWith('Les paris sur ce match sont fermés'));
    expect(status()).toContain('Les paris sur ce match sont fermés pour ses dernières minutes : retirez la sélection marquée.');
    expect(document.querySelectorAll('.pick.refused')).toHaveLength(1);
  });
});
