// tvbet, the live provider spec money §2 names and §5 leaves out (docs/api.md "Spec resolutions"):
// listed by the client (allowed, live integration, on the live casino's lists), its page and title, and
// its games read through the client from the REAL sandbox app.
import { beforeEach, describe, expect, it } from 'vitest';
import { setupI18n } from '@lingui/core';
import { ALLOWED_PROVIDERS, integrationOf, isAllowedProvider } from '../../../src/api/games';
import { gamesApi, type GamesApi } from '../../../src/api/games-calls';
import { providerName } from '../../../src/api/providers';
import { providersFor } from '../../../src/stores/slots-catalogue';
import { isLobbyPage, knownProvider } from '../../../widgets/lobby/use-lobby-location';
import { parsePath } from '../../../widgets/lobby/location';
import { titleOf } from '../../../widgets/lobby/lobby-names';
import { sandboxPerTest } from '../sandbox/helpers';
import { sandboxClient } from '../support/sandbox-client';

const ctx = sandboxPerTest();
let api: GamesApi;
beforeEach(() => {
  api = gamesApi(sandboxClient(ctx.sb).http, () => 'https://cdn.test');
});

const i18n = setupI18n({ locale: 'fr', messages: { fr: {} } });

describe('tvbet is a live provider of the catalogue', () => {
  it('is allowed, on the live integration, and read with the live casino, not with the slots', () => {
    expect(ALLOWED_PROVIDERS).toContain('tvbet');
    expect(isAllowedProvider('tvbet')).toBe(true);
    expect(integrationOf('TVBet')).toBe('live');
    expect(providersFor('live', null)).toContain('tvbet');
    expect(providersFor('slots', null)).not.toContain('tvbet');
    expect(providersFor({ provider: 'tvbet' }, null)).toEqual(['tvbet']);
    expect(providerName('tvbet')).toBe('TVBet');
  });

  it('its page /slots/tvbet is a lobby page titled like the menu entry, an unknown provider still is not', () => {
    const tvbet = parsePath('/slots/tvbet')!.lobby!;
    expect(tvbet).toMatchObject({ view: 'provider', provider: 'tvbet' });
    expect(isLobbyPage(tvbet)).toBe(true);
    expect(titleOf(i18n, tvbet)).toBe('TVBet en direct');
    expect(titleOf(i18n, parsePath('/slots/evolution')!.lobby!)).toBe('Evolution en direct');
    expect(titleOf(i18n, parsePath('/slots/amatic')!.lobby!)).toBe('Amatic');
    expect(isLobbyPage(parsePath('/slots/netent')!.lobby!)).toBe(false);
    expect(knownProvider('netent')).toBeNull();
  });

  it('the producers list names it active on the live integration, and its games come back from the sandbox', async () => {
    const producers = await api.producers();
    expect(producers.find((p) => p.name === 'tvbet')).toEqual({ name: 'tvbet', active: true, integrations: ['live'] });
    const { games, total } = await api.list('tvbet', 'desktop');
    expect(total).toBe(12);
    expect(games.map((g) => g.name)).toContain('Lucky 7');
    for (const g of games) {
      expect(g).toMatchObject({ provider: 'tvbet', routeProvider: 'live', gameType: 'live', hasDemoMode: false });
      expect(g.tabLive.length).toBeGreaterThan(0);
      expect(g.imageUrl).toMatch(/^https:\/\/cdn\.test\//);
    }
  });

  it('a tvbet table opens a live session for a signed-in player', async () => {
    const [game] = (await api.list('tvbet', 'desktop')).games;
    const res = await ctx.sb.call('POST', '/api/integrations/live/session/', {
      token: ctx.demo,
      body: { provider: 'tvbet', game: game!.additionalIntegrationGameId, client_type: 'desktop', return_url: '/slots/tvbet' },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.game_url).toMatch(/^https?:\/\//);
  });
});
