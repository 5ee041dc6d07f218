// The sportsbook's message contract (widgets/sportsbook/messages.ts, docs/contracts/sportsbook.md §5): a
// message is accepted only from the expected window AND origin, then only in our namespace and version with a
// valid shape; what each side builds the other side parses back unchanged.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  frameMessage,
  hostMessage,
  parseFrameMessage,
  parseHostMessage,
  SPORT_NS,
  SPORT_VERSION,
  type FrameMessage,
  type HostMessage,
} from '../../../widgets/sportsbook/messages';

const frameWindow = { name: 'frame' };
const otherWindow = { name: 'other' };
const fromFrame = { source: frameWindow, origin: 'null' };
const wrap = (m: object) => ({ ns: SPORT_NS, v: SPORT_VERSION, ...m });
const incoming = (data: unknown, source: unknown = frameWindow, origin = 'null') => ({ data, source, origin });

const FRAME_MESSAGES: FrameMessage[] = [
  { type: 'ready', provider: 'sft' },
  { type: 'ready', provider: 'dgt' },
  { type: 'height', height: 0 },
  { type: 'height', height: 2480 },
  { type: 'route', page: 'Home' },
  { type: 'route', page: 'EventView', id: 'dgt-ev-12' },
  { type: 'route', page: 'Home', live: true },
  { type: 'bet-placed', ticket_id: 41, ticket_code: 'SFT-8Q2K', amount_in: '5.00', balance: '95.00', bonus_balance: '0.00', currency: 'TND' },
  { type: 'bet-placed', ticket_id: 'a1b2', ticket_code: 'DGT-1', amount_in: '12.50', balance: '0.00', bonus_balance: null, currency: 'EUR' },
  { type: 'balance-needed' },
  { type: 'token-expired' },
  { type: 'login-requested' },
  { type: 'deposit-requested' },
  { type: 'deposit-requested', amount: '20.00' },
  { type: 'error', code: 'provider_down' },
  { type: 'error', code: 'coefs_changed', message: 'Les cotes ont changé' },
  { type: 'slip', selections: [] },
  { type: 'slip', selections: [{ event_id: 'sft-h3', market_id: 'sft-h3-1x2', outcome_id: 'sft-h3-1x2-home', odd: '1.85' }], stake: '5.00' },
];

const HOST_MESSAGES: HostMessage[] = [
  { type: 'token', token: 'f'.repeat(40) },
  { type: 'token', token: '-' },
  { type: 'token', token: null },
  { type: 'locale', lang: 'ar' },
  { type: 'settings', odds_format: 'fractional' },
  { type: 'settings', odds_format: 'decimal', accept_odds: 'higher' },
  { type: 'navigate', page: 'EventView', id: '77', view: 'eu' },
  { type: 'navigate', page: 'Home', live: false },
  { type: 'balance', balance: '10.00', bonus_balance: '2.50', currency: 'TND' },
  { type: 'balance', balance: '10.00', bonus_balance: null, currency: 'EUR' },
  { type: 'viewport', top: 0, height: 0 },
  { type: 'viewport', top: 1240, height: 655 },
  { type: 'slip', selections: [{ event_id: 'dgt-h1', market_id: 'dgt-h1-total', outcome_id: 'dgt-h1-total-over', odd: '2' }] },
];

describe('parseFrameMessage', () => {
  it('reads back every message the frame builds', () => {
    for (const message of FRAME_MESSAGES) {
      expect(parseFrameMessage(incoming(frameMessage(message)), fromFrame)).toEqual({ ok: true, message });
    }
  });

  it('ignores a message from another window, even with the right origin and shape', () => {
    const data = frameMessage({ type: 'height', height: 99999 });
    expect(parseFrameMessage(incoming(data, otherWindow), fromFrame)).toEqual({ ok: false, reason: 'foreign' });
    expect(parseFrameMessage(incoming(data, null), fromFrame)).toEqual({ ok: false, reason: 'foreign' });
  });

  it('ignores a message from another origin, even from the frame window', () => {
    const data = frameMessage({ type: 'login-requested' });
    for (const origin of ['https://evil.example', 'http://localhost:8420', '', 'NULL']) {
      expect(parseFrameMessage(incoming(data, frameWindow, origin), fromFrame)).toEqual({ ok: false, reason: 'foreign' });
    }
  });

  it('accepts nothing while there is no frame window to compare with', () => {
    expect(parseFrameMessage(incoming(frameMessage({ type: 'balance-needed' }), undefined), { source: null, origin: 'null' })).toEqual({
      ok: false,
      reason: 'foreign',
    });
  });

  it('pins a frame that keeps its origin (a provider on its own host) to that exact origin', () => {
    const expected = { source: frameWindow, origin: 'https://sport.provider.example' };
    const data = frameMessage({ type: 'token-expired' });
    expect(parseFrameMessage(incoming(data, frameWindow, 'https://sport.provider.example'), expected).ok).toBe(true);
    expect(parseFrameMessage(incoming(data, frameWindow, 'null'), expected).ok).toBe(false);
    expect(parseFrameMessage(incoming(data, frameWindow, 'https://sport.provider.example.evil.com'), expected).ok).toBe(false);
  });

  it('leaves other namespaces and non-objects quietly alone', () => {
    for (const data of [null, undefined, 'hello', 42, [], { type: 'height', height: 10 }, { ns: 'casino-payments', v: 1, type: 'done' }]) {
      expect(parseFrameMessage(incoming(data), fromFrame)).toEqual({ ok: false, reason: 'not-ours' });
    }
  });

  it('refuses bad shapes and other versions of our namespace, saying why', () => {
    const bad: unknown[] = [
      { ns: SPORT_NS, v: 2, type: 'ready', provider: 'sft' },
      { ns: SPORT_NS, type: 'ready', provider: 'sft' },
      wrap({ type: 42 }),
      wrap({ type: 'launch-missiles' }),
      wrap({ type: 'ready', provider: 'alt' }),
      wrap({ type: 'height' }),
      wrap({ type: 'height', height: -1 }),
      wrap({ type: 'height', height: 10.5 }),
      wrap({ type: 'height', height: '100' }),
      wrap({ type: 'height', height: Number.NaN }),
      wrap({ type: 'height', height: Infinity }),
      wrap({ type: 'route' }),
      wrap({ type: 'route', page: '../../admin' }),
      wrap({ type: 'route', page: 'EventView', id: '<img src=x>' }),
      wrap({ type: 'route', page: 'Home', live: 'yes' }),
      wrap({ type: 'bet-placed', ticket_id: 1, ticket_code: 'X', amount_in: '5', balance: '1.00', currency: 'TND' }),
      wrap({ type: 'bet-placed', ticket_id: 1, ticket_code: 'X', amount_in: '5.00', balance: 1, currency: 'TND' }),
      wrap({ type: 'bet-placed', ticket_id: 1, ticket_code: 'X', amount_in: '5.00', balance: '1.00', currency: 'dinar' }),
      wrap({ type: 'bet-placed', ticket_id: {}, ticket_code: 'X', amount_in: '5.00', balance: '1.00', currency: 'TND' }),
      wrap({ type: 'deposit-requested', amount: 20 }),
      wrap({ type: 'error' }),
      wrap({ type: 'error', code: 'Provider Down!' }),
      wrap({ type: 'error', code: 'x', message: 'y'.repeat(501) }),
      wrap({ type: 'slip' }),
      wrap({ type: 'slip', selections: {} }),
      wrap({ type: 'slip', selections: ['sft-h3'] }),
      wrap({ type: 'slip', selections: [{ event_id: 'sft-h3', market_id: 'm', outcome_id: 'o', odd: 1.85 }] }),
      wrap({ type: 'slip', selections: [{ event_id: 'sft-h3', market_id: 'm', outcome_id: '<b>', odd: '1.85' }] }),
      wrap({ type: 'slip', selections: [{ event_id: 'sft-h3', market_id: 'm', outcome_id: 'o', odd: '-1' }] }),
      wrap({ type: 'slip', selections: Array.from({ length: 11 }, (_, i) => ({ event_id: `e${i}`, market_id: 'm', outcome_id: `o${i}`, odd: '1.50' })) }),
      wrap({ type: 'slip', selections: [], stake: '5' }),
    ];
    for (const data of bad) {
      const parsed = parseFrameMessage(incoming(data), fromFrame);
      expect(parsed.ok, JSON.stringify(data)).toBe(false);
      expect(parsed).toMatchObject({ reason: 'bad-shape', detail: expect.any(String) });
    }
  });

  it('never throws and never accepts anything from a stranger, whatever the data (property)', () => {
    fc.assert(
      fc.property(fc.anything(), fc.string(), (data, origin) => {
        expect(parseFrameMessage(incoming(data, otherWindow, origin), fromFrame).ok).toBe(false);
        const own = parseFrameMessage(incoming(data), fromFrame);
        if (own.ok) expect(own.message.type).toEqual(expect.any(String));
      }),
    );
  });

  it('keeps only the contract fields (extra keys of a newer frame do not leak through)', () => {
    const parsed = parseFrameMessage(incoming(wrap({ type: 'height', height: 10, script: 'alert(1)' })), fromFrame);
    expect(parsed).toEqual({ ok: true, message: { type: 'height', height: 10 } });
  });
});

describe('parseHostMessage (the frame side)', () => {
  const parent = { name: 'parent' };
  const fromHost = { source: parent, origin: 'http://localhost:8420' };

  it('reads back every message the host builds', () => {
    for (const message of HOST_MESSAGES) {
      expect(parseHostMessage({ data: hostMessage(message), source: parent, origin: 'http://localhost:8420' }, fromHost)).toEqual({ ok: true, message });
    }
  });

  it('accepts the host only from the parent window and the origin the frame was given', () => {
    const data = hostMessage({ type: 'token', token: 'secret-token-of-the-player-000000' });
    expect(parseHostMessage({ data, source: parent, origin: 'http://localhost:8421' }, fromHost).ok).toBe(false);
    expect(parseHostMessage({ data, source: otherWindow, origin: 'http://localhost:8420' }, fromHost).ok).toBe(false);
  });

  it('refuses bad host shapes', () => {
    for (const data of [
      wrap({ type: 'token' }),
      wrap({ type: 'token', token: '' }),
      wrap({ type: 'token', token: 5 }),
      wrap({ type: 'locale', lang: 'de' }),
      wrap({ type: 'settings', odds_format: 'hongkong' }),
      wrap({ type: 'settings', odds_format: 'decimal', accept_odds: 'lower' }),
      wrap({ type: 'navigate', page: 'Home', view: 'e/u' }),
      wrap({ type: 'balance', balance: '1', currency: 'TND' }),
      wrap({ type: 'viewport', top: -1, height: 600 }),
      wrap({ type: 'viewport', top: 10.5, height: 600 }),
      wrap({ type: 'viewport', top: 10 }),
      wrap({ type: 'slip', selections: [{ event_id: 'e', market_id: 'm', outcome_id: 'o' }] }),
    ]) {
      expect(parseHostMessage({ data, source: parent, origin: 'http://localhost:8420' }, fromHost)).toMatchObject({ ok: false, reason: 'bad-shape' });
    }
  });
});

describe('building', () => {
  it('puts the envelope on and refuses to build what the other side would refuse', () => {
    expect(frameMessage({ type: 'ready', provider: 'dgt' })).toEqual({ ns: 'casino-sport', v: 1, type: 'ready', provider: 'dgt' });
    expect(hostMessage({ type: 'locale', lang: 'fr' })).toEqual({ ns: 'casino-sport', v: 1, type: 'locale', lang: 'fr' });
    expect(() => frameMessage({ type: 'height', height: -4 })).toThrow();
    expect(() => hostMessage({ type: 'balance', balance: '1.5', bonus_balance: null, currency: 'TND' })).toThrow();
  });
});
