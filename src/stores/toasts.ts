// Toasts (spec shell-session-wheel.md §8: types info (default), error, warn, success). One list per page,
// shared by every element and by a second build of the bundle (docs/conventions.md §2.4), rendered by <Toaster>.
// Timers are looked up when a toast is shown, not captured at import, so vitest's fake timers apply; a
// host or test can also inject its own with setToastTimers().
import { atom } from 'nanostores';
import { sharedSlot } from '../platform/shared-slot';
import { browserTimers } from '../platform/wall-clock-timer';

export type ToastType = 'info' | 'error' | 'warn' | 'success';

export interface Toast {
  id: string;
  type: ToastType;
  message: string;
  /** Epoch ms. */
  createdAt: number;
}

interface ToastOptions {
  /** Auto-dismiss delay; default 5 s, 8 s for error and warn. 0 or Infinity: stays until dismissed. */
  timeoutMs?: number;
}

interface ToastTimers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  now(): number;
}

const TOAST_TIMEOUT_MS = 5_000;
const TOAST_ALERT_TIMEOUT_MS = 8_000;
/** Oldest toasts go first beyond this: a burst of failures must not cover the page. */
export const MAX_TOASTS = 5;

const defaultTimers: ToastTimers = { ...browserTimers, now: () => Date.now() };

interface ToastRuntime {
  seq: number;
  timers: ToastTimers;
  /** Pending auto-dismiss per toast id. */
  handles: Map<string, unknown>;
  /** The delay each toast was shown with, to re-arm it after a pause. */
  delays: Map<string, number>;
  paused: boolean;
}

export const $toasts = sharedSlot('toasts', () => atom<Toast[]>([]));

const runtime = sharedSlot<ToastRuntime>('toasts.runtime', () => ({
  seq: 0,
  timers: defaultTimers,
  handles: new Map(),
  delays: new Map(),
  paused: false,
}));

/** Replaces the platform timers (tests, or a host with its own scheduler); null restores the defaults. */
export function setToastTimers(timers: ToastTimers | null): void {
  runtime.timers = timers ?? defaultTimers;
}

function disarm(id: string): void {
  if (!runtime.handles.has(id)) return;
  runtime.timers.clearTimeout(runtime.handles.get(id));
  runtime.handles.delete(id);
}

function arm(id: string): void {
  disarm(id);
  const ms = runtime.delays.get(id);
  if (runtime.paused || ms === undefined || !(ms > 0) || ms === Infinity) return;
  runtime.handles.set(
    id,
    runtime.timers.setTimeout(() => {
      runtime.handles.delete(id);
      dismissToast(id);
    }, ms),
  );
}

/**
 * Shows `message` and returns the toast's id. The same message already on screen is not shown twice:
 * its id is returned and its auto-dismiss starts over. Empty messages are ignored (id '').
 */
export function showToast(message: string, type: ToastType = 'info', options: ToastOptions = {}): string {
  if (!message) return '';
  const delay = options.timeoutMs ?? (type === 'error' || type === 'warn' ? TOAST_ALERT_TIMEOUT_MS : TOAST_TIMEOUT_MS);
  const current = $toasts.get();
  const same = current.find((t) => t.message === message);
  if (same) {
    runtime.delays.set(same.id, delay);
    arm(same.id);
    return same.id;
  }
  runtime.seq += 1;
  const toast: Toast = { id: `toast-${runtime.seq}`, type, message, createdAt: runtime.timers.now() };
  const next = [...current, toast];
  for (const dropped of next.splice(0, Math.max(0, next.length - MAX_TOASTS))) forget(dropped.id);
  $toasts.set(next);
  runtime.delays.set(toast.id, delay);
  arm(toast.id);
  return toast.id;
}

function forget(id: string): void {
  disarm(id);
  runtime.delays.delete(id);
}

export function dismissToast(id: string): void {
  forget(id);
  const current = $toasts.get();
  if (current.some((t) => t.id === id)) $toasts.set(current.filter((t) => t.id !== id));
}

export function clearToasts(): void {
  for (const id of [...runtime.handles.keys()]) disarm(id);
  runtime.delays.clear();
  runtime.paused = false;
  if ($toasts.get().length) $toasts.set([]);
}

/**
 * Holds every auto-dismiss while the player hovers or focuses the toasts (WCAG 2.2.1: the player must be
 * able to read at their own pace); resumeToasts() gives each its full delay again.
 */
export function pauseToasts(): void {
  runtime.paused = true;
  for (const id of [...runtime.handles.keys()]) disarm(id);
}

export function resumeToasts(): void {
  if (!runtime.paused) return;
  runtime.paused = false;
  for (const t of $toasts.get()) arm(t.id);
}
