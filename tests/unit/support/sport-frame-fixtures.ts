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
