// The frame's side of the sportsbook message contract (issue 16, contract §5): it hears only its parent
// posting from the pinned origin, in the versioned envelope, with a payload of the right shape, and posts
// only to that origin.
import { describe, expect, it, vi } from 'vitest';
import { createChannel, envelope, hostOrigin, readHostMessage } from '../../../demo/sandbox/sport/messages.js';

const HOST = 'http://localhost:8080';
const parent = { postMessage: vi.fn() };
const pin = { parent, origin: HOST };
const from = (data: unknown, overrides: Partial<{ source: unknown; origin: string }> = {}) => ({ source: parent, origin: HOST, data, ...overrides });
const msg = (type: string, payload: Record<string, unknown> = {}) => ({ ns: 'casino-sport', v: 1, type, ...payload });

describe('sportsbook frame messages', () => {
  it('reads the host origin from the query: a bare http(s) origin, normalised, or nothing', () => {
    expect(hostOrigin('http://Localhost:8080')).toBe('http://localhost:8080');
    expect(hostOrigin('https://partner.example/')).toBe('https://partner.example');
    expect(hostOrigin('https://partner.example:443')).toBe('https://partner.example');
    for (const bad of [null, '', '*', 'null', 'http://a.example/path', 'javascript:alert(1)', 'http://user@evil.example', '//evil.example', 'http://a.example?x', 'ftp://a.example'])
      expect(hostOrigin(bad)).toBeNull();
  });

  it('accepts every host message type with a good shape', () => {
    const good = [
      msg('token', { token: 'abc'.repeat(12) }),
      msg('token', { token: null }),
      msg('token', { token: '-' }),
      msg('locale', { lang: 'ar' }),
      msg('settings', { odds_format: 'fractional' }),
      msg('navigate', { page: 'EventView', id: 'dgt-12', view: 'm' }),
      msg('navigate', { page: 'Home', live: true }),
      msg('balance', { balance: '12.50', bonus_balance: '0.00', currency: 'TND' }),
      msg('balance', { balance: '12.50', bonus_balance: null, currency: 'TND' }),
    ];
    for (const data of good) expect(readHostMessage(from(data), pin)).toEqual(data);
  });

  it('refuses another window, another origin, no pinned origin, and the opaque origin', () => {
    const data = msg('token', { token: 'x'.repeat(32) });
    expect(readHostMessage(from(data, { source: {} }), pin)).toBeNull();
    expect(readHostMessage(from(data, { origin: 'http://evil.example' }), pin)).toBeNull();
    expect(readHostMessage(from(data, { origin: 'null' }), pin)).toBeNull();
    expect(readHostMessage(from(data), { parent, origin: null })).toBeNull();
    expect(readHostMessage(from(data), { parent: null, origin: HOST })).toBeNull();
  });

  it('refuses other envelopes and bad shapes', () => {
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
    for (const data of bad) expect(readHostMessage(from(data), pin)).toBeNull();
  });

  it('builds the envelope for frame messages only, the envelope fields winning over the payload', () => {
    expect(envelope('height', { height: 812 })).toEqual({ ns: 'casino-sport', v: 1, type: 'height', height: 812 });
    expect(envelope('ready', { provider: 'dgt', ns: 'x', type: 'y' } as Record<string, unknown>)).toEqual({ ns: 'casino-sport', v: 1, type: 'ready', provider: 'dgt' });
    expect(() => envelope('token', {})).toThrow();
  });

  it('posts to the pinned origin only, and hands over only checked messages', () => {
    const listeners: ((e: unknown) => void)[] = [];
    const post = vi.fn();
    const host = { postMessage: post };
    const win = { parent: host, addEventListener: (_: string, l: (e: unknown) => void) => listeners.push(l), removeEventListener: vi.fn() };
    const onMessage = vi.fn();
    const channel = createChannel({ win, origin: HOST, onMessage });
    expect(channel.framed).toBe(true);
    channel.send('route', { page: 'Results' });
    expect(post).toHaveBeenCalledWith({ ns: 'casino-sport', v: 1, type: 'route', page: 'Results' }, HOST);
    listeners[0]({ source: host, origin: HOST, data: msg('locale', { lang: 'en' }) });
    listeners[0]({ source: host, origin: 'http://evil.example', data: msg('locale', { lang: 'ar' }) });
    listeners[0]({ source: {}, origin: HOST, data: msg('locale', { lang: 'ar' }) });
    expect(onMessage.mock.calls).toEqual([[msg('locale', { lang: 'en' })]]);
  });

  it('posts nothing when not framed or opened without an allowed origin', () => {
    const post = vi.fn();
    const alone = { parent: null as never, addEventListener: vi.fn(), removeEventListener: vi.fn() };
    const self = { addEventListener: vi.fn(), removeEventListener: vi.fn(), parent: null as unknown };
    self.parent = self as never;
    expect(createChannel({ win: alone, origin: HOST, onMessage: vi.fn() }).framed).toBe(false);
    expect(createChannel({ win: self as never, origin: HOST, onMessage: vi.fn() }).framed).toBe(false);
    const unpinned = createChannel({ win: { parent: { postMessage: post }, addEventListener: vi.fn(), removeEventListener: vi.fn() }, origin: null, onMessage: vi.fn() });
    unpinned.send('ready', { provider: 'sft' });
    expect(post).not.toHaveBeenCalled();
  });
});
