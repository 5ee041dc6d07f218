// The sportsbook's frame URL and its pages ↔ the host's URL (widgets/sportsbook/frame-url.ts, frame-route.ts,
// use-sport-location.ts requestedLocation, docs/contracts/sportsbook.md §4 and §5): the provider's page gets
// the contract's query; a `route` of the frame is a location of the view the host shows (a page the view
// lacks is ignored); the host's place travels back as `navigate`; the attributes of a partner page and the
// site's `path` give the place the viewport may show.
import { describe, expect, it } from 'vitest';
import { frameLang, sportFrameUrl } from '../../../widgets/sportsbook/frame-url';
import { navigateMessage, routeLocation } from '../../../widgets/sportsbook/frame-route';
import { requestedLocation } from '../../../widgets/sportsbook/use-sport-location';
import { hostMessage } from '../../../widgets/sportsbook/messages';

const DESKTOP = 1280;
const PHONE = 390;

describe('sportFrameUrl', () => {
  it('builds each provider’s page with the contract’s query, under the API base', () => {
    const dgt = new URL(
      sportFrameUrl({ apiBase: 'https://api.casino.example', origin: 'https://partner.example', lang: 'ar', odds: 'american', where: { provider: 'dgt', view: 'eu', page: 'EventView', id: 'ev 1' } }),
    );
    expect(dgt.origin + dgt.pathname).toBe('https://api.casino.example/sandbox/sport/dgt/');
    expect(Object.fromEntries(dgt.searchParams)).toEqual({ origin: 'https://partner.example', lang: 'ar', view: 'eu', page: 'EventView', id: 'ev 1', odds: 'american' });
    const sft = sportFrameUrl({ apiBase: '', origin: 'http://localhost:8420', lang: 'fr', odds: 'decimal', where: { provider: 'sft', live: true } });
    expect(sft).toBe('/sandbox/sport/sft/?origin=http%3A%2F%2Flocalhost%3A8420&lang=fr&live=1&odds=decimal');
  });

  it('speaks the frame’s three languages', () => {
    expect(['fr-fr', 'en-US', 'ar', 'de-DE', ''].map(frameLang)).toEqual(['fr', 'en', 'ar', 'fr', 'fr']);
  });
});

describe('routeLocation and navigateMessage', () => {
  it('reads a route in the view the host shows; ignores a page the view lacks', () => {
    const eu = { provider: 'dgt', view: 'eu', page: 'Home' } as const;
    expect(routeLocation(eu, { type: 'route', page: 'EventView', id: '42' })).toEqual({ provider: 'dgt', view: 'eu', page: 'EventView', id: '42' });
    expect(routeLocation(eu, { type: 'route', page: 'Results' })).toEqual({ provider: 'dgt', view: 'eu', page: 'Results' });
    expect(routeLocation(eu, { type: 'route', page: 'Live' })).toBeNull(); // mobile only
    expect(routeLocation({ ...eu, view: 'm' }, { type: 'route', page: 'Live' })).toEqual({ provider: 'dgt', view: 'm', page: 'Live' });
    expect(routeLocation(eu, { type: 'route', page: 'Admin' })).toBeNull();
    expect(routeLocation({ provider: 'sft', live: false }, { type: 'route', page: 'Live', live: true })).toEqual({ provider: 'sft', live: true });
    expect(routeLocation({ provider: 'sft', live: true }, { type: 'route', page: 'Home' })).toEqual({ provider: 'sft', live: false });
  });

  it('sends the host’s place as a valid navigate message', () => {
    const messages = [
      navigateMessage({ provider: 'dgt', view: 'm', page: 'EventView', id: '42' }),
      navigateMessage({ provider: 'dgt', view: 'af', page: 'Home' }),
      navigateMessage({ provider: 'sft', live: true }),
    ];
    expect(messages).toEqual([
      { type: 'navigate', page: 'EventView', id: '42', view: 'm' },
      { type: 'navigate', page: 'Home', view: 'af' },
      { type: 'navigate', page: 'Live', live: true },
    ]);
    for (const m of messages) expect(() => hostMessage(m)).not.toThrow();
  });
});

describe('requestedLocation', () => {
  it('reads the site’s path and fits it to the viewport', () => {
    expect(requestedLocation({ path: '/sport/dgt/eu/EventView/42' }, DESKTOP)).toEqual({ provider: 'dgt', view: 'eu', page: 'EventView', id: '42' });
    expect(requestedLocation({ path: '/sport/dgt/eu/EventView/42' }, PHONE)).toEqual({ provider: 'dgt', view: 'm', page: 'EventView', id: '42' });
    expect(requestedLocation({ path: '/sport/dgt/m/Live' }, DESKTOP)).toEqual({ provider: 'dgt', view: 'af', page: 'Home' });
    expect(requestedLocation({ path: '/sport/sft/live?x=1' }, DESKTOP)).toEqual({ provider: 'sft', live: true });
    expect(requestedLocation({ path: '/casino' }, DESKTOP)).toEqual({ provider: 'sft', live: false });
  });

  it('reads a partner’s attributes, with the player’s preferred views when the host names none', () => {
    expect(requestedLocation({ provider: 'dgt', view: 'as', page: 'EventView', eventId: '9' }, DESKTOP)).toEqual({ provider: 'dgt', view: 'as', page: 'EventView', id: '9' });
    expect(requestedLocation({ provider: 'dgt', view: 'as', page: 'Nope' }, DESKTOP)).toEqual({ provider: 'dgt', view: 'as', page: 'Home' });
    expect(requestedLocation({ provider: 'dgt', view: 'as' }, PHONE)).toEqual({ provider: 'dgt', view: 'm', page: 'Home' });
    expect(requestedLocation({ provider: 'dgt' }, DESKTOP, { sftView: 'sport', dgtView: 'la' })).toEqual({ provider: 'dgt', view: 'la', page: 'Home' });
    expect(requestedLocation({ provider: 'dgt' }, DESKTOP, { sftView: 'sport', dgtView: 'auto' })).toEqual({ provider: 'dgt', view: 'af', page: 'Home' });
    expect(requestedLocation({}, DESKTOP, { sftView: 'live', dgtView: 'auto' })).toEqual({ provider: 'sft', live: true });
    expect(requestedLocation({ live: false }, DESKTOP, { sftView: 'live', dgtView: 'auto' })).toEqual({ provider: 'sft', live: false });
  });
});
