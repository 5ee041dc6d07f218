// @vitest-environment jsdom
// The typed events (docs/conventions.md §2.3): CasinoEventMap types a host's listener on an element,
// on document and on window; emit() refuses an unknown name or a detail of the wrong shape (checked by
// `npm run typecheck`, which compiles this file); the events bubble out of a shadow root; and the map
// names the same events, with the same fields, as the elements' JSDoc `@event` lines that
// dist/custom-elements.json is generated from.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, expectTypeOf, it } from 'vitest';
import { emit, emitFromPage, registerHost } from '@src/element/events';
import type {
  CasinoEvent,
  CasinoEventMap,
  CasinoEventName,
  GameLaunchDetail,
  SessionChangeDetail,
  WheelSpinDetail,
} from '@src/element/event-map';

/** Every field of every detail, as a value: the type makes it list each field, no more, no less. */
const FIELDS: { [K in CasinoEventName]: Record<keyof CasinoEventMap[K], 'required' | 'optional'> } = {
  'casino-session-change': { state: 'required', user: 'required' },
  'casino-login-required': { reason: 'required', path: 'optional' },
  'casino-navigate': { path: 'required', reason: 'required', keepScroll: 'optional', replace: 'optional' },
  'casino-game-launch': { provider: 'required', gameId: 'required', name: 'required', mode: 'required' },
  'casino-error': { message: 'required', code: 'required', element: 'required' },
  'casino-notice-acknowledge': { kind: 'required', id: 'required' },
  'casino-wheel-spin': {
    id: 'required',
    prizeId: 'required',
    name: 'required',
    amount: 'required',
    currency: 'required',
    isPresent: 'required',
    wallet: 'required',
    isFree: 'required',
  },
  'casino-deposit-complete': { paymentId: 'required', amount: 'required', currency: 'required', status: 'required' },
  'casino-payout-complete': { paymentId: 'required', amount: 'required', currency: 'required', status: 'required' },
  'casino-deposit-requested': { amount: 'optional' },
  'casino-bet-placed': { ticketId: 'required', ticketCode: 'required', amountIn: 'required', balance: 'required', currency: 'required' },
  'casino-open-change': { open: 'required', done: 'required' },
  'casino-track': {
    action: 'required',
    method: 'optional',
    amount: 'optional',
    currency: 'optional',
    paymentId: 'optional',
    code: 'optional',
    provider: 'optional',
    gameId: 'optional',
    mode: 'optional',
  },
};

const cleanups: (() => void)[] = [];
afterEach(() => {
  while (cleanups.length) cleanups.pop()!();
  document.body.replaceChildren();
});

describe('CasinoEventMap: a listener is typed', () => {
  it('on an element, on document and on window, without a cast', () => {
    const element = document.createElement('casino-lobby');
    element.addEventListener('casino-game-launch', (e) => {
      expectTypeOf(e).toEqualTypeOf<CustomEvent<GameLaunchDetail>>();
      expectTypeOf(e.detail.gameId).toEqualTypeOf<string>();
      expectTypeOf(e.detail.mode).toEqualTypeOf<'real' | 'demo' | 'freespin'>();
    });
    document.addEventListener('casino-session-change', (e) => {
      expectTypeOf(e.detail).toEqualTypeOf<SessionChangeDetail>();
      expectTypeOf(e.detail.state).toEqualTypeOf<'signed-in' | 'signed-out' | 'expired'>();
    });
    window.addEventListener('casino-wheel-spin', (e) => {
      expectTypeOf(e.detail).toEqualTypeOf<WheelSpinDetail>();
      expectTypeOf(e.detail.wallet).toEqualTypeOf<'balance' | 'bonus' | null>();
    });
    expectTypeOf<HTMLElementEventMap['casino-navigate']>().toEqualTypeOf<CasinoEvent<'casino-navigate'>>();
    expectTypeOf<DocumentEventMap['casino-error']['detail']>().toEqualTypeOf<{ message: string; code: string; element: string }>();
    // The DOM's own events keep their types.
    element.addEventListener('keydown', (e) => expectTypeOf(e).toEqualTypeOf<KeyboardEvent>());
  });

  it('emit() takes the event name and refuses a wrong detail', () => {
    const target = new EventTarget();
    expectTypeOf(emit(target, 'casino-error', { message: 'x', code: 'render_failed', element: 'casino-lobby' })).toEqualTypeOf<boolean>();
    // @ts-expect-error: a field of another event
    emit(target, 'casino-error', { reason: 'casino' });
    // @ts-expect-error: a required field is missing
    emit(target, 'casino-game-launch', { provider: 'hub', gameId: '1', name: 'Slot' });
    // @ts-expect-error: a mode that does not exist
    emit(target, 'casino-game-launch', { provider: 'hub', gameId: '1', name: 'Slot', mode: 'free' });
    // @ts-expect-error: an event that is not ours
    emit(target, 'casino-unknown', {});
    // @ts-expect-error: emitFromPage is tied to the map too
    emitFromPage('casino-navigate', { path: 1, reason: 'lobby' });
  });
});

describe('emit() at run time', () => {
  it('dispatches a bubbling, composed CustomEvent that leaves the shadow root; a prevented request returns false', () => {
    const host = document.createElement('div');
    document.body.append(host);
    const inner = host.attachShadow({ mode: 'open' }).appendChild(document.createElement('button'));
    const heard: CasinoEvent<'casino-login-required'>[] = [];
    const listener = (e: CasinoEvent<'casino-login-required'>) => heard.push(e);
    document.addEventListener('casino-login-required', listener);
    cleanups.push(() => document.removeEventListener('casino-login-required', listener));

    expect(emit(inner, 'casino-login-required', { reason: 'wheel-spin' }, { cancelable: true })).toBe(true);
    expect(heard).toHaveLength(1);
    expect(heard[0].detail).toEqual({ reason: 'wheel-spin' });
    expect(heard[0].target).toBe(host); // retargeted: the host page sees the element
    expect([heard[0].bubbles, heard[0].composed, heard[0].cancelable]).toEqual([true, true, true]);

    const prevent = (e: Event) => e.preventDefault();
    host.addEventListener('casino-login-required', prevent);
    expect(emit(inner, 'casino-login-required', { reason: 'casino' }, { cancelable: true })).toBe(false);
    host.removeEventListener('casino-login-required', prevent);
    // Not cancelable unless asked: preventDefault() changes nothing.
    host.addEventListener('casino-error', prevent);
    expect(emit(inner, 'casino-error', { message: 'boom', code: 'render_failed', element: 'casino-lobby' })).toBe(true);
  });

  it('emitFromPage() dispatches on the first connected element, else on document, and returns the others', () => {
    const details: unknown[] = [];
    const targets: EventTarget[] = [];
    const listener = (e: CasinoEvent<'casino-session-change'>) => {
      details.push(e.detail);
      targets.push(e.target!);
    };
    document.addEventListener('casino-session-change', listener);
    cleanups.push(() => document.removeEventListener('casino-session-change', listener));

    emitFromPage('casino-session-change', { state: 'signed-out', user: null });
    const first = document.body.appendChild(document.createElement('div'));
    const second = document.body.appendChild(document.createElement('div'));
    cleanups.push(registerHost(first), registerHost(second));
    expect(emitFromPage('casino-session-change', { state: 'expired', user: null })).toEqual([second]);
    expect(targets).toEqual([document, first]);
    expect(details).toEqual([
      { state: 'signed-out', user: null },
      { state: 'expired', user: null },
    ]);
  });
});

/** `{ a: x, b: { c: y } | null }` → ['a', 'b']: the top-level keys of a JSDoc object type. */
function topLevelKeys(type: string): string[] {
  const body = type.trim().replace(/^\{/, '').replace(/\}$/, '');
  const keys: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i <= body.length; i++) {
    const c = body[i];
    if (c === '{' || c === '<' || c === '(') depth++;
    else if (c === '}' || c === '>' || c === ')') depth--;
    else if ((c === ',' && depth === 0) || i === body.length) {
      const key = body.slice(start, i).split(':')[0].trim().replace(/\?$/, '');
      if (key) keys.push(key);
      start = i + 1;
    }
  }
  return keys;
}

describe('the map and the elements’ JSDoc @event lines agree', () => {
  const root = join(process.cwd(), 'widgets'); // vitest runs from the repository root
  const declared = readdirSync(root).flatMap((name) => {
    let text: string;
    try {
      text = readFileSync(join(root, name, `${name}.element.ts`), 'utf8');
    } catch {
      return [];
    }
    return [...text.matchAll(/@event \{CustomEvent<(.*)>\} (casino-[a-z-]+)/g)].map(([, type, event]) => ({ element: name, event, type }));
  });

  it('every event an element declares is in the map, and every event of the map is declared', () => {
    expect(declared.length).toBeGreaterThan(10);
    expect(new Set(declared.map((d) => d.event))).toEqual(new Set(Object.keys(FIELDS)));
  });

  it('each declaration names the fields of the map’s detail: all the required ones, no unknown one', () => {
    for (const { element, event, type } of declared) {
      const fields = FIELDS[event as CasinoEventName];
      const keys = topLevelKeys(type);
      const required = Object.keys(fields).filter((k) => fields[k as keyof typeof fields] === 'required');
      expect(keys.filter((k) => !(k in fields)), `${element}: ${event} fields unknown to the map`).toEqual([]);
      expect(required.filter((k) => !keys.includes(k)), `${element}: ${event} fields missing`).toEqual([]);
    }
  });
});
