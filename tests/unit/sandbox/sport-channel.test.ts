// The frame's side of the sportsbook message contract (docs/embedding.md "Sportsbook message contract"):
// the provider pages' channel (demo/sandbox/sport/channel.js) runs the element's own module
// (widgets/sportsbook/messages.ts; the build serves it to the frame, vitest resolves the frame's import of
// it to the source), so what the element builds the frame reads, and what the frame sends the element's
// parser accepts. It hears only its parent posting from the pinned origin and posts only to that origin.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createChannel } from '../../../demo/sandbox/sport/channel.js';
import { hostOrigin } from '../../../demo/sandbox/sport/origin.js';
import { keptSlip, toggleSelection, wireSlip, emptySlip } from '../../../demo/sandbox/sport/slip.js';
import { hostMessage, parseFrameMessage, type FrameMessage, type HostMessage } from '../../../widgets/sportsbook/messages';
import { SLIP_KEY_PREFIX, slipStore } from '../../../widgets/sportsbook/slip-store';

const HOST = 'http://localhost:8080';
const msg = (type: string, payload: Record<string, unknown> = {}) => ({ ns: 'casino-sport', v: 1, type, ...payload });

/** A framed page's window: its parent (the host) and the message listeners the channel adds. */
function framedWindow() {
  const listeners: ((e: unknown) => void)[] = [];
  const parent = { postMessage: vi.fn() };
  const win = { parent, addEventListener: (_: string, l: (e: unknown) => void) => listeners.push(l), removeEventListener: vi.fn() };
  const deliver = (data: unknown, overrides: Partial<{ source: unknown; origin: string }> = {}) =>
    listeners.forEach((l) => l({ source: parent, origin: HOST, data, ...overrides }));
  return { win, parent, deliver };
}

afterEach(() => vi.restoreAllMocks());

describe('the sportsbook frame\'s channel', () => {
  it('reads the host origin from the query: a bare http(s) origin, normalised, or nothing', () => {
    expect(hostOrigin('http://Localhost:8080')).toBe('http://localhost:8080');
    expect(hostOrigin('https://partner.example/')).toBe('https://partner.example');
    expect(hostOrigin('https://partner.example:443')).toBe('https://partner.example');
    for (const bad of [null, '', '*', 'null', 'http://a.example/path', 'javascript:alert(1)', 'http://user@evil.example', '//evil.example', 'http://a.example?x', 'ftp://a.example'])
      expect(hostOrigin(bad)).toBeNull();
  });

  it('hands over every message the element builds, as the element meant it', () => {
    const { win, deliver } = framedWindow();
    const onMessage = vi.fn();
    createChannel({ win, origin: HOST, onMessage });
    const sent: HostMessage[] = [
      { type: 'token', token: 'abc'.repeat(12) },
      { type: 'token', token: null },
      { type: 'token', token: '-' },
      { type: 'locale', lang: 'ar' },
      { type: 'settings', odds_format: 'fractional' },
      { type: 'navigate', page: 'EventView', id: 'dgt-12', view: 'm' },
      { type: 'navigate', page: 'Home', live: true },
      { type: 'balance', balance: '12.50', bonus_balance: '0.00', currency: 'TND' },
      { type: 'balance', balance: '12.50', bonus_balance: null, currency: 'TND' },
      { type: 'viewport', top: 96, height: 640 },
    ];
    for (const message of sent) deliver(hostMessage(message));
    expect(onMessage.mock.calls.map(([m]) => m)).toEqual(sent);
  });

  it('hears nothing from another window, another origin, the opaque origin, or without a pinned origin', () => {
    const data = hostMessage({ type: 'token', token: 'x'.repeat(32) });
    const { win, deliver } = framedWindow();
    const onMessage = vi.fn();
    createChannel({ win, origin: HOST, onMessage });
    deliver(data, { source: {} });
    deliver(data, { origin: 'http://evil.example' });
    deliver(data, { origin: 'null' });
    const unpinned = framedWindow();
    createChannel({ win: unpinned.win, origin: null, onMessage });
    unpinned.deliver(data);
    expect(onMessage).not.toHaveBeenCalled();
  });

  it('drops other envelopes and bad shapes', () => {
    const { win, deliver } = framedWindow();
    const onMessage = vi.fn();
    createChannel({ win, origin: HOST, onMessage });
    const bad = [
      null,
      'token',
      [msg('token', { token: 'a' })],
      { type: 'token', token: 'a' },
      { ...msg('token', { token: 'a' }), ns: 'casino-payments' },
      { ...msg('token', { token: 'a' }), v: 2 },
      msg('ready', { provider: 'sft' }), // a frame message, not the host's
      msg('toString'),
      msg('token', { token: 42 }),
      msg('token', {}),
      msg('locale', { lang: 'de' }),
      msg('settings', { odds_format: 'hongkong' }),
      msg('navigate', { id: '1' }),
      msg('navigate', { page: 'Home', live: 'yes' }),
      msg('balance', { balance: 12.5, currency: 'TND' }),
      msg('balance', { balance: '12.5', currency: 'TND' }),
    ];
    for (const data of bad) deliver(data);
    expect(onMessage).not.toHaveBeenCalled();
  });

  it('posts to the pinned origin only what the element\'s parser accepts, as sent', () => {
    const { win, parent } = framedWindow();
    const channel = createChannel({ win, origin: HOST, onMessage: vi.fn() });
    expect(channel.framed).toBe(true);
    const sent: FrameMessage[] = [
      { type: 'ready', provider: 'dgt' },
      { type: 'height', height: 812 },
      { type: 'route', page: 'Results' },
      { type: 'route', page: 'EventView', id: 'dgt-12', live: true },
      { type: 'bet-placed', ticket_id: 7, ticket_code: 'T-7', amount_in: '5.00', balance: '995.00', bonus_balance: null, currency: 'TND' },
      { type: 'balance-needed' },
      { type: 'token-expired' },
      { type: 'login-requested' },
      { type: 'deposit-requested', amount: '50.00' },
      { type: 'error', code: 'provider_down', message: 'Indisponible' },
    ];
    for (const { type, ...payload } of sent) channel.send(type, payload);
    expect(parent.postMessage.mock.calls.map(([, origin]) => origin)).toEqual(sent.map(() => HOST));
    const read = parent.postMessage.mock.calls.map(([data]) => parseFrameMessage({ data, origin: 'null', source: win }, { source: win, origin: 'null' }));
    expect(read).toEqual(sent.map((message) => ({ ok: true, message })));
  });

  it('sends nothing the element would refuse, and says so on the console', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { win, parent } = framedWindow();
    const channel = createChannel({ win, origin: HOST, onMessage: vi.fn() });
    channel.send('height', { height: -1 });
    channel.send('token', { token: 'a' }); // a host message
    channel.send('bet-placed', { ticket_id: 7, ticket_code: 'T-7', amount_in: '5', balance: '995.00', currency: 'TND' });
    expect(parent.postMessage).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalledTimes(3);
  });

  it('posts nothing when not framed or opened without an allowed origin', () => {
    const alone = { parent: null as never, addEventListener: vi.fn(), removeEventListener: vi.fn() };
    const self = { addEventListener: vi.fn(), removeEventListener: vi.fn(), parent: null as unknown };
    self.parent = self as never;
    expect(createChannel({ win: alone, origin: HOST, onMessage: vi.fn() }).framed).toBe(false);
    expect(createChannel({ win: self as never, origin: HOST, onMessage: vi.fn() }).framed).toBe(false);
    const unpinned = framedWindow();
    const channel = createChannel({ win: unpinned.win, origin: null, onMessage: vi.fn() });
    expect(channel.framed).toBe(false);
    channel.send('ready', { provider: 'sft' });
    expect(unpinned.parent.postMessage).not.toHaveBeenCalled();
  });

  it('the slip goes to the host and back: the frame\'s picks kept per player, handed back as they were sent', () => {
    const { win, parent, deliver } = framedWindow();
    const onMessage = vi.fn();
    const channel = createChannel({ win, origin: HOST, onMessage });
    // The frame: two picks and a stake typed the French way.
    let slip = emptySlip();
    slip = toggleSelection(slip, { event_id: 'sft-h3', market_id: 'sft-h3-1x2', outcome_id: 'sft-h3-1x2-home', odd: '1.85', event_name: 'Monaco – Rennes' }).slip;
    slip = toggleSelection(slip, { event_id: 'sft-h4', market_id: 'sft-h4-total', outcome_id: 'sft-h4-total-over', odd: '2.10' }).slip;
    slip = { ...slip, stake: '12,5' };
    channel.send('slip', { ...wireSlip(slip) });
    // The host: the message parsed by the element's rules, kept for player 7 in its storage.
    const parsed = parseFrameMessage({ data: parent.postMessage.mock.calls[0][0], origin: 'null', source: win }, { source: win, origin: 'null' });
    expect(parsed.ok).toBe(true);
    const { type, ...kept } = (parsed as { message: Extract<FrameMessage, { type: 'slip' }> }).message;
    expect(type).toBe('slip');
    const items = new Map<string, string>();
    const storage = {
      getItem: (k: string) => items.get(k) ?? null,
      setItem: (k: string, v: string) => void items.set(k, v),
      removeItem: (k: string) => void items.delete(k),
      key: (i: number) => [...items.keys()][i] ?? null,
      get length() {
        return items.size;
      },
    };
    const slips = slipStore(storage);
    slips.write(7, kept);
    expect([...items.keys()]).toEqual([`${SLIP_KEY_PREFIX}7`]);
    expect(slips.read(8)).toBeNull(); // another player's slip is not this one
    // Back to the frame (a reload): the same picks and stake, without the names (read again in its language).
    deliver(hostMessage({ type: 'slip', ...slips.read(7)! }));
    const [[back]] = onMessage.mock.calls;
    expect(keptSlip(back)).toEqual({
      selections: [
        { event_id: 'sft-h3', market_id: 'sft-h3-1x2', outcome_id: 'sft-h3-1x2-home', odd: '1.85' },
        { event_id: 'sft-h4', market_id: 'sft-h4-total', outcome_id: 'sft-h4-total-over', odd: '2.10' },
      ],
      stake: '12.50',
    });
    // Something else under the key is no slip; an emptied slip and a sign-out leave no key.
    items.set(`${SLIP_KEY_PREFIX}9`, JSON.stringify({ selections: [{ outcome_id: '<img>' }] }));
    expect(slips.read(9)).toBeNull();
    slips.write(7, { selections: [] });
    expect(items.has(`${SLIP_KEY_PREFIX}7`)).toBe(false);
    items.set('casino:slots:recent', '[]');
    slips.write(7, kept);
    slips.dropAll();
    expect([...items.keys()]).toEqual(['casino:slots:recent']);
  });
});
