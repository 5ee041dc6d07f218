import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  $toasts,
  MAX_TOASTS,
  clearToasts,
  dismissToast,
  pauseToasts,
  resumeToasts,
  setToastTimers,
  showToast,
} from '../../../src/stores/toasts';
import { sharedSlot } from '../../../src/platform/shared-slot';

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2024-03-01T10:00:00Z') });
  clearToasts();
});
afterEach(() => {
  clearToasts();
  setToastTimers(null);
  vi.useRealTimers();
});

const messages = () => $toasts.get().map((t) => t.message);

describe('toast store', () => {
  it('is the page-wide shared instance', () => {
    expect(sharedSlot('toasts', () => null)).toBe($toasts);
  });

  it('shows info by default, with an id and the time', () => {
    const id = showToast('Bonjour');
    expect($toasts.get()).toEqual([{ id, type: 'info', message: 'Bonjour', createdAt: Date.parse('2024-03-01T10:00:00Z') }]);
  });

  it('dismisses info and success after 5 s, error and warn after 8 s', () => {
    showToast('info');
    showToast('success', 'success');
    showToast('error', 'error');
    showToast('warn', 'warn');
    vi.advanceTimersByTime(4_999);
    expect(messages()).toEqual(['info', 'success', 'error', 'warn']);
    vi.advanceTimersByTime(1);
    expect(messages()).toEqual(['error', 'warn']);
    vi.advanceTimersByTime(2_999);
    expect(messages()).toEqual(['error', 'warn']);
    vi.advanceTimersByTime(1);
    expect(messages()).toEqual([]);
  });

  it('honours timeoutMs; 0 keeps the toast until dismissed', () => {
    showToast('short', 'info', { timeoutMs: 1_000 });
    const sticky = showToast('sticky', 'error', { timeoutMs: 0 });
    vi.advanceTimersByTime(1_000);
    expect(messages()).toEqual(['sticky']);
    vi.advanceTimersByTime(60_000);
    expect(messages()).toEqual(['sticky']);
    dismissToast(sticky);
    expect(messages()).toEqual([]);
  });

  it('does not show the same message twice, and restarts its delay', () => {
    const a = showToast('Solde insuffisant', 'error');
    vi.advanceTimersByTime(6_000);
    const b = showToast('Solde insuffisant', 'error');
    expect(b).toBe(a);
    expect(messages()).toEqual(['Solde insuffisant']);
    vi.advanceTimersByTime(6_000);
    expect(messages()).toEqual(['Solde insuffisant']);
    vi.advanceTimersByTime(2_000);
    expect(messages()).toEqual([]);
    // Gone: it may be shown again.
    expect(showToast('Solde insuffisant', 'error')).not.toBe(a);
  });

  it('dismissToast removes one and cancels its timer; unknown ids are ignored', () => {
    const a = showToast('a');
    showToast('b');
    dismissToast(a);
    dismissToast('nope');
    expect(messages()).toEqual(['b']);
    expect(vi.getTimerCount()).toBe(1);
  });

  it('clearToasts removes all and cancels every timer', () => {
    showToast('a');
    showToast('b', 'error');
    clearToasts();
    expect($toasts.get()).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('keeps at most MAX_TOASTS, dropping the oldest', () => {
    for (let i = 1; i <= MAX_TOASTS + 2; i++) showToast(`m${i}`);
    expect(messages()).toEqual(Array.from({ length: MAX_TOASTS }, (_, i) => `m${i + 3}`));
    expect(vi.getTimerCount()).toBe(MAX_TOASTS);
  });

  it('ignores empty messages', () => {
    expect(showToast('')).toBe('');
    expect($toasts.get()).toEqual([]);
  });

  it('pause holds every auto-dismiss; resume gives each its full delay again', () => {
    showToast('a');
    vi.advanceTimersByTime(4_000);
    pauseToasts();
    vi.advanceTimersByTime(60_000);
    expect(messages()).toEqual(['a']);
    showToast('b'); // shown while paused: waits too
    vi.advanceTimersByTime(60_000);
    expect(messages()).toEqual(['a', 'b']);
    resumeToasts();
    vi.advanceTimersByTime(4_999);
    expect(messages()).toEqual(['a', 'b']);
    vi.advanceTimersByTime(1);
    expect(messages()).toEqual([]);
  });

  it('uses injected timers', () => {
    const pending: Array<() => void> = [];
    setToastTimers({ setTimeout: (fn) => pending.push(fn), clearTimeout: () => {}, now: () => 42 });
    showToast('x');
    expect($toasts.get()[0].createdAt).toBe(42);
    expect(pending).toHaveLength(1);
    pending[0]();
    expect($toasts.get()).toEqual([]);
  });
});
