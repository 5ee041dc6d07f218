// @vitest-environment jsdom
// The game page's exit button (demo/sandbox/games/slot/slot.js) checks return_url once more before it
// navigates (docs/security.md "What the sandbox enforces"): a session answer carrying `//evil.example/phish`
// (a sandbox that did not check, a stored value) must not send the player there. The page is loaded as it is
// served, with its calls answered here; jsdom does not navigate, so "stayed" is the page's own "Partie
// terminée." and "left" is a navigation jsdom reports as not implemented.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const SLOT = join(process.cwd(), 'demo/sandbox/games/slot');
const body = readFileSync(join(SLOT, 'index.html'), 'utf8').replace(/^[\s\S]*<body>|<\/body>[\s\S]*$/g, '');

const session = (returnUrl: string | null) => ({
  token: 'session-token',
  mode: 'demo',
  game: { id: 1, name: 'Slot', provider: 'amatic', integration: 'hub', game_id: 'am-0000' },
  currency: 'FUN',
  balance: '1000.00',
  bets: ['0.50', '1.00'],
  free_spin_left: 0,
  free_spin_bet: null,
  return_url: returnUrl,
  return_origins: ['http://localhost:8080', 'https://partner.example'],
});

let navigations: string[];

/** The page booted on a game URL, its launch answered with `returnUrl`; then the exit button pressed. */
async function pressExit(returnUrl: string | null): Promise<string> {
  history.replaceState(null, '', '/sandbox/games/slot/?launch=x');
  document.body.innerHTML = body;
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify(session(returnUrl)), { status: 200, headers: { 'Content-Type': 'application/json' } }));
  vi.resetModules();
  await import(/* @vite-ignore */ join(SLOT, 'slot.js')); // the page's script, as it is served (no types)
  await vi.waitFor(() => expect(document.getElementById('title')!.textContent).toBe('Slot'));
  document.getElementById('exit')!.click();
  return document.getElementById('status')!.textContent ?? '';
}

describe('the game page exit button', () => {
  const onJsdomError = (error: Error) => {
    if (/navigation/i.test(error.message)) navigations.push(error.message);
  };
  // jsdom answers a navigation with a "not implemented" error on its virtual console.
  const virtualConsole = () => (globalThis as unknown as { jsdom: { virtualConsole: { on(e: string, f: typeof onJsdomError): void; off(e: string, f: typeof onJsdomError): void } } }).jsdom.virtualConsole;
  beforeEach(() => {
    navigations = [];
    virtualConsole().on('jsdomError', onJsdomError);
  });
  afterEach(() => {
    virtualConsole().off('jsdomError', onJsdomError);
    vi.unstubAllGlobals();
  });

  it.each(['//evil.example/phish', '/\\evil.example', 'javascript:alert(1)', 'https://evil.example/'])('does not follow %j', async (url) => {
    expect(await pressExit(url)).toBe('Partie terminée.');
    expect(navigations).toEqual([]);
  });

  it('follows a path, or a URL on an allowed origin', async () => {
    for (const url of ['/slots/casino', 'https://partner.example/sport']) {
      expect(await pressExit(url), url).toBe('');
      expect(navigations, url).toHaveLength(1);
      navigations = [];
    }
  });

  it('without a return_url, says the game is over', async () => {
    expect(await pressExit(null)).toBe('Partie terminée.');
    expect(navigations).toEqual([]);
  });
});
