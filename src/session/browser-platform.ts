// The real platform behind the session: localStorage (shared by tabs, with storage events), Web Locks,
// page visibility and the player's interactions. Tests inject fakes instead (session-manager.ts).
import { persistentAtom } from '@nanostores/persistent';
import type { ActivityStore, LockManagerLike, PageSignals, StoredSession, TokenStore } from './session-manager';

export const SESSION_STORAGE_KEY = 'casino-widgets:session';
const ACTIVITY_STORAGE_KEY = 'casino-widgets:last-activity';

function readJson<T>(key: string): T | null {
  try {
    const raw = globalThis.localStorage?.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null; // storage blocked (private mode, partner's sandboxed iframe) or a garbled value
  }
}

function isStoredSession(value: unknown): value is StoredSession {
  const v = value as StoredSession | null;
  return !!v && typeof v === 'object' && typeof v.access === 'string' && typeof v.refresh === 'string';
}

/** Tokens in localStorage through @nanostores/persistent, which also delivers other tabs' writes. */
export function browserTokenStore(): TokenStore {
  const $stored = persistentAtom<StoredSession | undefined>(SESSION_STORAGE_KEY, undefined, {
    encode: JSON.stringify,
    decode: (raw) => {
      try {
        const value: unknown = JSON.parse(raw);
        return isStoredSession(value) ? value : undefined;
      } catch {
        return undefined;
      }
    },
  });
  let writing = false;
  return {
    read() {
      // Straight from storage, not from the atom: inside the refresh lock another tab's write must be
      // seen even before its storage event has reached this tab.
      const value = readJson<unknown>(SESSION_STORAGE_KEY);
      if (isStoredSession(value)) return value;
      return globalThis.localStorage ? null : ($stored.get() ?? null);
    },
    write(session) {
      writing = true;
      try {
        $stored.set(session ?? undefined);
      } finally {
        writing = false;
      }
    },
    onExternalChange(listener) {
      return $stored.listen((value) => {
        if (!writing) listener(value ?? null);
      });
    },
  };
}

export function browserActivityStore(now: () => number): ActivityStore {
  let memory = now();
  return {
    last() {
      const stored = Number(globalThis.localStorage?.getItem(ACTIVITY_STORAGE_KEY));
      return Number.isFinite(stored) && stored > memory ? stored : memory;
    },
    touch(at) {
      memory = at;
      try {
        globalThis.localStorage?.setItem(ACTIVITY_STORAGE_KEY, String(at));
      } catch {
        /* storage blocked: this tab's memory still counts */
      }
    },
  };
}

function listen(target: EventTarget, events: string[], listener: () => void): () => void {
  const options: AddEventListenerOptions = { passive: true, capture: true };
  events.forEach((e) => target.addEventListener(e, listener, options));
  return () => events.forEach((e) => target.removeEventListener(e, listener, options));
}

export function browserPageSignals(): PageSignals {
  return {
    isHidden: () => document.visibilityState === 'hidden',
    onVisibilityChange: (listener) => listen(document, ['visibilitychange'], listener),
    onActivity: (listener) => listen(window, ['pointerdown', 'keydown', 'touchstart', 'wheel', 'scroll'], listener),
    onWake: (listener) => {
      const offDoc = listen(document, ['visibilitychange'], listener);
      const offWin = listen(window, ['online', 'focus', 'pageshow'], listener);
      return () => {
        offDoc();
        offWin();
      };
    },
  };
}

export function browserLocks(): LockManagerLike | undefined {
  const locks = (globalThis.navigator as Navigator | undefined)?.locks;
  if (!locks?.request) return undefined;
  return {
    request: (name, callback) =>
      // Free: take it at once. Held by another tab (or this one): wait, and say so to the callback.
      locks.request(name, { mode: 'exclusive', ifAvailable: true }, (lock) =>
        lock ? callback(false) : locks.request(name, { mode: 'exclusive' }, () => callback(true)),
      ),
  };
}
