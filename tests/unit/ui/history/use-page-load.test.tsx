// @vitest-environment jsdom
// The history readers' page loader (src/ui/history/use-page-load.ts): the last page stays while the next
// loads, an answer for a key or a player no longer asked for is dropped, nothing of the last player's shows,
// a failure is an ApiError and retry reads again.
import { describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { atom, type WritableAtom } from 'nanostores';
import { useStore } from '@nanostores/react';
import { jsdomRender } from '../../support/render';

vi.mock('../../../../src/stores/player-id', async () => {
  const { atom } = await import('nanostores');
  return { $playerId: atom<number | null>(1001) };
});
const { $playerId } = (await import('../../../../src/stores/player-id')) as unknown as { $playerId: WritableAtom<number | null> };
const { usePageLoad } = await import('../../../../src/ui/history/use-page-load');

const jsdom = jsdomRender();
type Call = { key: string; resolve(v: string): void; reject(e: unknown): void };
const calls: Call[] = [];
let retry = () => undefined as void;

const $page = atom('1');

function Probe() {
  const page = useStore($page);
  const load = usePageLoad(page, () => new Promise<string>((resolve, reject) => calls.push({ key: page, resolve, reject })));
  retry = load.retry;
  return <p>{`${load.status}|${load.value ?? '-'}|${load.error?.code ?? '-'}`}</p>;
}

const shown = (el: HTMLElement) => el.querySelector('p')!.textContent;

describe('usePageLoad', () => {
  it('keeps the last page while the next loads and drops the answer of a page no longer asked for', async () => {
    calls.length = 0;
    $page.set('1');
    const el = await jsdom.render(<Probe />);
    await act(async () => calls[0].resolve('page 1'));
    expect(shown(el)).toBe('ready|page 1|-');
    await act(async () => $page.set('2'));
    expect(shown(el)).toBe('loading|page 1|-');
    await act(async () => $page.set('3'));
    await act(async () => calls[2].resolve('page 3'));
    await act(async () => calls[1].resolve('page 2, late'));
    expect(shown(el)).toBe('ready|page 3|-');
    await jsdom.unmount();
  });

  it("shows nothing of the last player's once another signs in, and drops their late answer", async () => {
    calls.length = 0;
    $page.set('1');
    $playerId.set(1001);
    const el = await jsdom.render(<Probe />);
    await act(async () => calls[0].resolve('1001: page 1'));
    await act(async () => void $playerId.set(1002));
    expect(shown(el)).toBe('loading|-|-');
    expect(calls).toHaveLength(2);
    await act(async () => calls[1].resolve('1002: page 1'));
    expect(shown(el)).toBe('ready|1002: page 1|-');
    await jsdom.unmount();
  });

  it('keeps a failure as an ApiError, and retry reads the page again', async () => {
    calls.length = 0;
    $page.set('1');
    const el = await jsdom.render(<Probe />);
    await act(async () => calls[0].reject(new TypeError('not a page')));
    expect(shown(el)).toBe('error|-|client_error');
    await act(async () => retry());
    expect(calls).toHaveLength(2);
    await act(async () => calls[1].resolve('page 1'));
    expect(shown(el)).toBe('ready|page 1|-');
    await jsdom.unmount();
  });
});
