// A group's table from its finished matches (the Digitain-like GroupStage page): each team's wins, draws
// and losses, played = W + D + L, points = 3 W + D, sorted by points, then goal difference, goals scored
// and name, as a league table reads. Pure, so it is tested on its own (tests/unit/sandbox/sport-frame-page.test.ts).

/** `events`: { id, tournament, home, away, status, score } — an event listed twice (catalogue and results) counts once. */
export function standings(events) {
  const groups = new Map();
  const seen = new Set();
  const row = (group, team) => {
    const table = groups.get(group) ?? new Map();
    groups.set(group, table);
    if (!table.has(team)) table.set(team, { team, played: 0, won: 0, drawn: 0, lost: 0, goalsFor: 0, goalsAgainst: 0, points: 0 });
    return table.get(team);
  };
  for (const e of events) {
    const home = row(e.tournament, e.home);
    const away = row(e.tournament, e.away);
    if (e.status !== 'finished' || !e.score || seen.has(e.id)) continue;
    seen.add(e.id);
    for (const [team, own, other] of [[home, e.score.home, e.score.away], [away, e.score.away, e.score.home]]) {
      team.goalsFor += own;
      team.goalsAgainst += other;
      if (own > other) team.won++;
      else if (own === other) team.drawn++;
      else team.lost++;
      team.played = team.won + team.drawn + team.lost;
      team.points = 3 * team.won + team.drawn;
    }
  }
  const order = (a, b) =>
    b.points - a.points || b.goalsFor - b.goalsAgainst - (a.goalsFor - a.goalsAgainst) || b.goalsFor - a.goalsFor || a.team.localeCompare(b.team);
  return [...groups].map(([name, table]) => ({ name, rows: [...table.values()].sort(order) }));
}
