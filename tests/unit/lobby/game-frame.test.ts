// The game frame's sandbox (widgets/lobby/game-frame.ts; docs/conventions.md §2.10, docs/security.md "What the sandbox
// enforces"): never allow-same-origin for a frame on the operator's (the API's) origin, wherever the element
// runs.
import { describe, expect, it } from 'vitest';
import { gameFrame } from '../../../widgets/lobby/game-frame';

const OPAQUE = { sandbox: 'allow-scripts allow-forms allow-popups', messageOrigin: 'null' };

describe('the game frame sandbox', () => {
  it('on a partner page, a game on the API origin gets no allow-same-origin (page origin ≠ API origin)', () => {
    const frame = gameFrame('http://localhost:8080/sandbox/games/slot/?launch=x', 'http://localhost:8081/', 'http://localhost:8080');
    expect(frame).toEqual(OPAQUE);
    // An API base with a path, a trailing slash, another case or an explicit default port: one origin.
    expect(gameFrame('https://casino.example/sandbox/games/slot/', 'https://news.example/sport', 'https://Casino.example:443/api/')).toEqual(OPAQUE);
  });

  it('on the operator site (API on the page origin, api-base empty or a path), the game on that origin runs opaque', () => {
    expect(gameFrame('/sandbox/games/slot/?launch=x', 'http://localhost:8080/slots/casino', '')).toEqual(OPAQUE);
    expect(gameFrame('http://localhost:8080/sandbox/games/slot/', 'http://localhost:8080/qa/', '/__sandbox/3')).toEqual(OPAQUE);
  });

  it('a game on the page origin runs opaque even when the API is elsewhere', () => {
    expect(gameFrame('https://partner.example/game/', 'https://partner.example/', 'https://casino.example')).toEqual(OPAQUE);
  });

  it("a provider's own origin keeps its origin, and its messages are expected from it", () => {
    expect(gameFrame('https://games.provider.example/slot?t=1', 'https://partner.example/', 'https://casino.example')).toEqual({
      sandbox: 'allow-scripts allow-forms allow-popups allow-same-origin',
      messageOrigin: 'https://games.provider.example',
    });
    // Another port of the operator's host is another origin.
    expect(gameFrame('http://localhost:9000/game', 'http://localhost:8081/', 'http://localhost:8080').sandbox).toContain('allow-same-origin');
  });

  it('a URL that does not parse is treated as ours (no allow-same-origin)', () => {
    expect(gameFrame('http://[bad/', 'http://localhost:8081/', 'http://localhost:8080')).toEqual(OPAQUE);
  });
});
