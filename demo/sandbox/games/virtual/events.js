// The virtual sports' events, one copy for the sandbox's server (services/table-rounds.ts draws and
// settles with it) and the page (it shows the card and the odds before the start): docs/api.md "Live
// tables and virtual sports". An event is known by its number alone: the runners or teams and their
// odds follow from it, so the odds a player saw are the odds the server pays, with nothing stored.

const RUNNERS = {
  horses: ['Étoile du Sud', 'Sirocco', 'Belle de Carthage', 'Olivier', 'Tempête', 'Jasmin'],
  greyhounds: ['Flèche', 'Comète', 'Rapide', 'Zéphyr', 'Éclair', 'Mirage'],
  cycling: ['Ben Salah', 'Durand', 'Haddad', 'Moreau', 'Trabelsi', 'Garcia'],
};
const TEAMS = ['Tunis FC', 'Sfax United', 'Sousse Athletic', 'Carthage SC', 'Bizerte City', 'Monastir Rovers', 'Kairouan AC', 'Gabès Sporting'];
const PLAYERS = ['A. Ben Ali', 'M. Jaziri', 'L. Martin', 'S. Haddad', 'K. Laurent', 'Y. Mansour'];

/** The sport of a virtual game, by its name (seeds/games.ts VIRTUAL_NAMES). */
export function sportOf(name) {
  if (/football/i.test(name)) return 'football';
  if (/tennis/i.test(name)) return 'tennis';
  if (/greyhound/i.test(name)) return 'greyhounds';
  if (/cycling/i.test(name)) return 'cycling';
  return 'horses';
}
export const isMatch = (sport) => sport === 'football' || sport === 'tennis';

/** A small deterministic generator (mulberry32): the event's number is its seed. */
function seeded(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Decimal odds in hundredths for a chance `p`, with the book's margin (8 %), never under 1.05. */
const oddsFor = (p) => Math.max(105, Math.floor((92 / p)));

/**
 * The event: `picks` are what a player may back, each with its chance and its odds (hundredths: 350 is
 * 3.50). A race's picks are its runners (a bet "win" with the runner's index); a match's home, draw
 * (football only) and away.
 */
export function eventOf(sport, number) {
  const rand = seeded(number);
  if (isMatch(sport)) {
    const names = sport === 'football' ? TEAMS : PLAYERS;
    const home = Math.floor(rand() * names.length);
    const away = (home + 1 + Math.floor(rand() * (names.length - 1))) % names.length;
    const h = 1 + rand() * 2;
    const a = 1 + rand() * 2;
    const draw = sport === 'football' ? 0.26 : 0;
    const chances = { home: (1 - draw) * (h / (h + a)), draw, away: (1 - draw) * (a / (h + a)) };
    const picks = ['home', 'draw', 'away'].filter((k) => chances[k] > 0).map((k) => ({ pick: k, chance: chances[k], odds: oddsFor(chances[k]) }));
    return { sport, number, home: names[home], away: names[away], picks };
  }
  const strengths = RUNNERS[sport].map(() => 1 + rand() * 4);
  const total = strengths.reduce((a, b) => a + b, 0);
  const picks = RUNNERS[sport].map((name, i) => ({ pick: i, name, chance: strengths[i] / total, odds: oddsFor(strengths[i] / total) }));
  return { sport, number, picks };
}

/** Why a bet is not on this event's card (null: it is). A race takes `win` on a runner; a match its pick. */
export function virtualBetProblem(event, bet) {
  if (isMatch(event.sport)) {
    return bet.target === undefined && event.picks.some((p) => p.pick === bet.type) ? null : `a ${event.sport} match takes ${event.picks.map((p) => p.pick).join(', ')}`;
  }
  return bet.type === 'win' && event.picks.some((p) => p.pick === bet.target) ? null : `a race takes "win" on a runner 0-${event.picks.length - 1}`;
}

/** Who won: a race's first past the post, a match's home, draw or away. */
export function virtualWinner(event, o) {
  if (!isMatch(event.sport)) return o.order[0];
  return o.home_score > o.away_score ? 'home' : o.home_score < o.away_score ? 'away' : 'draw';
}

/** Hundredths of the stake a bet returns: the odds shown when it wins, nothing when it loses. */
export function virtualReturns(event, bet, o) {
  const pick = isMatch(event.sport) ? bet.type : bet.target;
  return virtualWinner(event, o) === pick ? event.picks.find((p) => p.pick === pick).odds : 0;
}
