// @vitest-environment jsdom
// The jackpot tiles' count-up (widgets/jackpots/jackpots.tsx useCountUp): a pot that grew counts up to
// its new amount over COUNT_UP_MS, never showing more than it holds; with reduced motion (animate=false),
// a new currency, or a smaller amount it changes at once.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { COUNT_UP_MS, useCountUp } from '../../../widgets/jackpots/jackpots';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root;
let host: HTMLElement;
const seen: number[] = [];

function Probe({ amount, currency, animate }: { amount: number; currency: string; animate: boolean }) {
  seen.push(useCountUp(amount, currency, animate));
  return null;
}

async function show(amount: number, currency = 'TND', animate = true) {
  await act(async () => root.render(<Probe amount={amount} currency={currency} animate={animate} />));
}

const last = () => seen[seen.length - 1];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance', 'setTimeout', 'clearTimeout'] });
  seen.length = 0;
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
});
afterEach(async () => {
  await act(async () => root.unmount());
  host.remove();
  vi.useRealTimers();
});

async function frames(ms: number) {
  await act(async () => {
    vi.advanceTimersByTime(ms);
  });
}

describe('useCountUp', () => {
  it('counts a grown amount up over the count-up time, floored to the cent, ending exactly on it', async () => {
    await show(100);
    expect(last()).toBe(100);
    await show(200.5);
    await frames(COUNT_UP_MS / 2);
    const halfway = last();
    expect(halfway).toBeGreaterThan(100);
    expect(halfway).toBeLessThan(200.5);
    expect(Math.round(halfway * 100)).toBe(halfway * 100); // whole cents
    await frames(COUNT_UP_MS);
    expect(last()).toBe(200.5);
    expect(seen.every((v) => v <= 200.5)).toBe(true);
  });

  it('jumps at once with reduced motion', async () => {
    await show(100, 'TND', false);
    await show(200, 'TND', false);
    expect(last()).toBe(200);
  });

  it('does not count across currencies, nor down', async () => {
    await show(100);
    await show(30, 'EUR');
    expect(last()).toBe(30);
    await show(20, 'EUR');
    expect(last()).toBe(20);
  });
});
