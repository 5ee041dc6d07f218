// What the sportsbook frame page (demo/sandbox/sport/) reads from the sandbox's sport API, for the tests
// that run that page in jsdom: one football event with its 1X2 market (docs/api.md "Sportsbook" §5).

/** An event of the catalogue; `minute` while live, `market` overrides the 1X2 market's fields (status…). */
export const frameEvent = (id: string, status = 'upcoming', { minute = 12, market = {} }: { minute?: number; market?: Record<string, unknown> } = {}) => ({
  id,
  sport: 'football',
  sport_name: 'Football',
  category: 'France',
  tournament: 'Ligue 1',
  home: `Home ${id}`,
  away: `Away ${id}`,
  start_time: '2026-11-25T20:00:00Z',
  status,
  minute: status === 'live' ? minute : null,
  score: status === 'live' ? { home: 1, away: 0 } : null,
  markets: [
    { id: `${id}-1x2`, name: 'Résultat', kind: '1x2', blocked: false, ...market, outcomes: ['1', 'X', '2'].map((c, i) => ({ id: `${id}-${c}`, name: c === 'X' ? 'Nul' : `Team ${c}`, odd: ['1.85', '3.40', '4.10'][i], blocked: false })) },
  ],
});

/** A JSON answer as the page's fetch gets it. */
export const jsonAnswer = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));

/**
 * Opens the frame page (dgt.js, the European view's home) in this jsdom window as a host at `hostOrigin`
 * frames it: `fetchImpl` answers its calls, `parent` stands for the host's window. Undo with
 * `vi.unstubAllGlobals()`.
 */
export async function openFramePage(fetchImpl: (url: string) => Promise<Response>, parent: unknown, hostOrigin: string): Promise<void> {
  const { vi } = await import('vitest');
  vi.stubGlobal('fetch', vi.fn(fetchImpl));
  vi.stubGlobal('ResizeObserver', class { observe() {} disconnect() {} });
  vi.stubGlobal('CSS', { escape: (s: string) => s.replace(/["\\]/g, '\\$&') });
  window.requestAnimationFrame = (cb: FrameRequestCallback) => setTimeout(() => cb(0), 0) as unknown as number;
  Object.defineProperty(window, 'parent', { value: parent, configurable: true });
  history.replaceState(null, '', `/sandbox/sport/dgt/?origin=${encodeURIComponent(hostOrigin)}&lang=fr&view=eu&page=Home`);
  document.body.innerHTML = '<div id="app" class="app"></div>';
  await import('../../../demo/sandbox/sport/dgt.js');
}
