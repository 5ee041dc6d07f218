// @vitest-environment jsdom
// The one online hook (src/ui/use-online.ts) the lobby and the sportsbook read: what navigator.onLine says,
// then each online and offline event of the browser.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { useOnline } from '../../../src/ui/use-online';
import { jsdomRender } from '../support/render';

const { render, unmount } = jsdomRender();

function Status() {
  return <p>{useOnline() ? 'online' : 'offline'}</p>;
}

/** The browser's flag and the event it fires with it. */
async function goes(state: 'online' | 'offline') {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(state === 'online');
  await act(async () => void dispatchEvent(new Event(state)));
}

afterEach(() => vi.restoreAllMocks());

describe('useOnline', () => {
  it('starts from navigator.onLine and follows the offline and online events', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const host = await render(<Status />);
    expect(host.textContent).toBe('offline');
    await goes('online');
    expect(host.textContent).toBe('online');
    await goes('offline');
    expect(host.textContent).toBe('offline');
  });

  it('stops listening once unmounted', async () => {
    const remove = vi.spyOn(window, 'removeEventListener');
    const host = await render(<Status />);
    expect(host.textContent).toBe('online');
    await unmount();
    expect(remove).toHaveBeenCalledWith('online', expect.any(Function));
    expect(remove).toHaveBeenCalledWith('offline', expect.any(Function));
  });
});
