/**
 * A simulated match, from its seed (docs/contracts/sportsbook.md §3): what happens and when, per sport, drawn
 * from the same model the prices come from (sport-live-pricing.ts), so a final score is as likely as its odd
 * says. Football and ice hockey: goals as Poisson counts from the two sides' expected goals, cards; tennis:
 * games won on serve or broken, sets to six with a tie-break, best of three; esports: maps, best of three;
 * basketball: four quarters of points (overtime on a level score). Every match lasts MATCH_MS of real time;
 * the clock a player reads (« 67e min », « Q3 05:12 », « 2e set ») is mapped onto it here.
 */
import { sportDef } from '../seeds/sport-leagues';
import { BASKET_SD, basketMeans, GAME_EDGE, gameChance, goalsOf, MAP_EDGE, poissonQuantile, setWinner, strengthOf } from './sport-live-pricing';
import { hash32, MATCH_MS, MINUTE_MS, type Score } from './sport-odds';

export type Side = 'home' | 'away';

/** What the event page lists: a goal, a card, a set or a quarter ended, a break of serve. */
export interface Incident {
  /** ms after kick-off. */
  at: number;
  type: 'goal' | 'yellow' | 'red' | 'period' | 'break';
  side: Side | null;
  /** Football: the clock's minute (« 45+2 »); a period's end: its number (1-based). */
  minute?: string;
  period?: number;
  /** The score after it (a goal, a set's or a quarter's end). */
  score?: Score;
  /** A set's games or a quarter's points, for a period's end. */
  detail?: Score;
}

export interface Match {
  sport: string;
  /** Each scoring step (a goal, a set won, a basket of 1-3 points), by time. */
  points: { side: Side; at: number; value: number }[];
  /** Each period's own score: halves (football), periods (hockey), sets' games (tennis), maps, quarters. */
  periods: Score[];
  /** When each period ends (ms after kick-off). */
  periodEnds: number[];
  /** Tennis: every game, its winner, who served and its set (0-based). */
  games: { side: Side; server: Side; at: number; set: number }[];
  incidents: Incident[];
  final: Score;
}

const other = (s: Side): Side => (s === 'home' ? 'away' : 'home');

/**
 * A stable uniform in [0, 1) for `key`, its hash mixed again (murmur3's finaliser): the draws of one match
 * (« :map:0 », « :map:1 ») differ in their last character only, which FNV alone leaves correlated.
 */
function draw(key: string): number {
  let h = hash32(key);
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return ((h ^ (h >>> 16)) >>> 0) / 0x1_0000_0000;
}
const pick = (key: string, n: number) => Math.floor(draw(key) * n);
// The 10-s ticks of a match, read when called: sport-odds.ts re-exports this module's scores, so its
// constants are not yet set while this module loads.
const tickMs = () => MINUTE_MS;
const ticks = () => MATCH_MS / MINUTE_MS;

/** A standard normal draw from two stable uniforms (Box-Muller). */
function normal(key: string): number {
  const u = Math.max(1e-9, draw(`${key}:u`));
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * draw(`${key}:v`));
}

/**
 * Football's clock on real time: the first half (45 minutes and 1-3 added) over the first 420 s, half time
 * to 480 s, the second half (45 and 2-5 added) to the end.
 */
export const FOOTBALL = { firstEnd: 420_000, secondStart: 480_000 };
export function footballAdded(seed: number): [number, number] {
  return [1 + pick(`${seed}:added1`, 3), 2 + pick(`${seed}:added2`, 4)];
}

/** The football minute at `elapsed` ms: « 12 », « 45+2 », « 90+4 »; null at half time. */
export function footballMinute(seed: number, elapsed: number): { half: 1 | 2; minute: number; added: number } | null {
  const [a1, a2] = footballAdded(seed);
  if (elapsed < FOOTBALL.firstEnd) {
    const m = Math.floor(elapsed / (FOOTBALL.firstEnd / (45 + a1))) + 1;
    return { half: 1, minute: Math.min(m, 45), added: Math.max(0, m - 45) };
  }
  if (elapsed < FOOTBALL.secondStart) return null;
  const m = 46 + Math.floor((elapsed - FOOTBALL.secondStart) / ((MATCH_MS - FOOTBALL.secondStart) / (45 + a2)));
  return { half: 2, minute: Math.min(m, 90), added: Math.max(0, m - 90) };
}

const minuteLabel = (m: { minute: number; added: number }) => (m.added ? `${m.minute}+${m.added}` : String(m.minute));

/** The 10-s ticks a goal may land on (none at half time): the first half's, then the second's. */
const footballTicks = () => [...Array(ticks()).keys()].filter((k) => k * tickMs() < FOOTBALL.firstEnd || k * tickMs() >= FOOTBALL.secondStart);

function goalMatch(sport: string, seed: number): Match {
  const { strength, pOver } = strengthOf(seed);
  const expected = goalsOf(sportDef(sport), strength, pOver);
  const football = sport === 'football';
  const slots = football ? footballTicks() : [...Array(ticks()).keys()];
  const points: Match['points'] = [];
  for (const side of ['home', 'away'] as const) {
    const n = poissonQuantile(expected[side], draw(`${seed}:${side}:goals`));
    for (let i = 0; i < n; i++) points.push({ side, at: slots[pick(`${seed}:${side}:${i}`, slots.length)] * tickMs(), value: 1 });
  }
  points.sort((a, b) => a.at - b.at || (a.side === 'home' ? -1 : 1));
  // Halves (football) or thirds (hockey, whose periods split the real time evenly).
  const periodEnds = football ? [FOOTBALL.firstEnd, MATCH_MS] : [MATCH_MS / 3, (2 * MATCH_MS) / 3, MATCH_MS];
  const periods = periodEnds.map((end, i) => {
    const from = i ? periodEnds[i - 1] : 0;
    const s = { home: 0, away: 0 };
    for (const p of points) if (p.at >= from && p.at < end) s[p.side]++;
    return s;
  });
  const incidents: Incident[] = [];
  const score = { home: 0, away: 0 };
  for (const p of points) {
    score[p.side]++;
    incidents.push({ at: p.at, type: 'goal', side: p.side, score: { ...score } });
  }
  if (football) {
    // Two to five cautions, a red card in one match of eight.
    const cards = 2 + pick(`${seed}:cards`, 4);
    for (let i = 0; i < cards; i++) {
      const at = slots[pick(`${seed}:card:${i}`, slots.length)] * tickMs() + 5_000;
      incidents.push({ at, type: i === 0 && draw(`${seed}:red`) < 0.125 ? 'red' : 'yellow', side: draw(`${seed}:card:${i}:side`) < 0.5 ? 'home' : 'away' });
    }
    for (const i of incidents) i.minute = minuteLabel(footballMinute(seed, i.at)!);
  }
  incidents.push({ at: periodEnds[0], type: 'period', side: null, period: 1, score: periods[0] });
  incidents.sort((a, b) => a.at - b.at);
  return { sport, points, periods, periodEnds, games: [], incidents, final: { ...score } };
}

function tennisMatch(seed: number): Match {
  const { strength } = strengthOf(seed);
  const g = gameChance(strength);
  // The server holds more often than not: the home side's game chance is the mean of its hold and its break.
  const hold = { home: Math.min(0.95, g + GAME_EDGE), away: Math.min(0.95, 1 - g + GAME_EDGE) };
  const list: { side: Side; server: Side }[] = [];
  const sets: Score[] = [];
  let server: Side = draw(`${seed}:serve`) < 0.5 ? 'home' : 'away';
  const won = { home: 0, away: 0 };
  while (won.home < 2 && won.away < 2) {
    const games = { home: 0, away: 0 };
    let winner: Side | null = null;
    while (!winner) {
      const n = list.length;
      const side: Side = games.home === 6 && games.away === 6
        ? (draw(`${seed}:tb:${n}`) < g ? 'home' : 'away')
        : draw(`${seed}:game:${n}`) < hold[server] ? server : other(server);
      list.push({ side, server });
      games[side]++;
      server = other(server);
      winner = setWinner(games.home, games.away);
    }
    sets.push(games);
    won[winner]++;
  }
  // The games share the match's time, a pause after each set.
  const slots = list.length + sets.length - 1;
  const slot = (MATCH_MS - tickMs()) / slots;
  const games: Match['games'] = [];
  const points: Match['points'] = [];
  const incidents: Incident[] = [];
  const periodEnds: number[] = [];
  let i = 0;
  const score = { home: 0, away: 0 };
  sets.forEach((set, s) => {
    const played = set.home + set.away;
    for (let k = 0; k < played; k++, i++) {
      const at = Math.round((i + s + 1) * slot);
      games.push({ ...list[i], at, set: s });
      if (list[i].side !== list[i].server && !(k === 12)) incidents.push({ at, type: 'break', side: list[i].side });
    }
    const at = games.at(-1)!.at;
    const side: Side = set.home > set.away ? 'home' : 'away';
    score[side]++;
    points.push({ side, at, value: 1 });
    periodEnds.push(at);
    incidents.push({ at, type: 'period', side, period: s + 1, score: { ...score }, detail: set });
  });
  incidents.sort((a, b) => a.at - b.at || (a.type === 'period' ? 1 : -1));
  return { sport: 'tennis', points, periods: sets, periodEnds, games, incidents, final: score };
}

function mapsMatch(seed: number): Match {
  const { strength } = strengthOf(seed);
  const p = 0.5 + MAP_EDGE * strength;
  const score = { home: 0, away: 0 };
  const points: Match['points'] = [];
  const periods: Score[] = [];
  const incidents: Incident[] = [];
  for (let n = 0; score.home < 2 && score.away < 2; n++) {
    const side: Side = draw(`${seed}:map:${n}`) < p ? 'home' : 'away';
    score[side]++;
    periods.push(side === 'home' ? { home: 1, away: 0 } : { home: 0, away: 1 });
    points.push({ side, at: 0, value: 1 });
  }
  const length = (MATCH_MS - tickMs()) / periods.length;
  points.forEach((p, n) => (p.at = Math.floor(((n + 1) * length) / tickMs()) * tickMs()));
  const running = { home: 0, away: 0 };
  for (const [n, p] of points.entries()) {
    running[p.side]++;
    incidents.push({ at: p.at, type: 'period', side: p.side, period: n + 1, score: { ...running } });
  }
  return { sport: 'esports', points, periods, periodEnds: points.map((p) => p.at), games: [], incidents, final: score };
}

/** Basketball's clock on real time: four quarters of 200 s, 25 s between them, overtime in the last 25 s. */
export const BASKET = { quarter: 200_000, pause: 25_000, minutes: 10 };
export const quarterStart = (q: number) => q * (BASKET.quarter + BASKET.pause);

function basketMatch(seed: number): Match {
  const { strength, pOver } = strengthOf(seed);
  const mean = basketMeans(sportDef('basketball'), strength, pOver);
  const sd = BASKET_SD / (2 * Math.SQRT2);
  const periods: Score[] = [];
  for (let q = 0; q < 4; q++) {
    periods.push({
      home: Math.max(8, Math.round(mean.home / 4 + sd * normal(`${seed}:q${q}:home`))),
      away: Math.max(8, Math.round(mean.away / 4 + sd * normal(`${seed}:q${q}:away`))),
    });
  }
  const level = () => periods.reduce((s, p) => s + p.home - p.away, 0) === 0;
  // Overtime: five minutes more, until a side leads (a coin for the one point that breaks a rare tie).
  for (let n = 0; level(); n++) {
    const ot = { home: 4 + pick(`${seed}:ot${n}:home`, 9), away: 4 + pick(`${seed}:ot${n}:away`, 9) };
    if (ot.home === ot.away) ot[draw(`${seed}:ot${n}`) < 0.5 ? 'home' : 'away']++;
    periods.push(ot);
  }
  const points: Match['points'] = [];
  const incidents: Incident[] = [];
  const periodEnds: number[] = [];
  const score = { home: 0, away: 0 };
  periods.forEach((p, q) => {
    const from = q < 4 ? quarterStart(q) : quarterStart(4) - BASKET.pause + BASKET.pause / 5;
    const span = q < 4 ? BASKET.quarter : (MATCH_MS - tickMs() - from) / (periods.length - 4);
    const start = q < 4 ? from : from + (q - 4) * span;
    for (const side of ['home', 'away'] as const) {
      // Baskets of two, a three now and then, a free throw to make the count.
      let left = p[side];
      for (let b = 0; left > 0; b++) {
        const value = left === 1 ? 1 : left >= 3 && draw(`${seed}:q${q}:${side}:${b}`) < 0.3 ? 3 : 2;
        left -= value;
        points.push({ side, at: Math.round(start + span * draw(`${seed}:q${q}:${side}:${b}:at`)), value });
      }
    }
    const end = Math.round(start + span);
    periodEnds.push(end);
    score.home += p.home;
    score.away += p.away;
    incidents.push({ at: end - 1, type: 'period', side: p.home === p.away ? null : p.home > p.away ? 'home' : 'away', period: q + 1, score: { ...score }, detail: p });
  });
  points.sort((a, b) => a.at - b.at);
  return { sport: 'basketball', points, periods, periodEnds, games: [], incidents, final: score };
}

const cache = new Map<string, Match>();

/** The match of an event (cached: the catalogue asks for it on every read). */
export function matchOf(sport: string, seed: number): Match {
  const key = `${sport}:${seed}`;
  let m = cache.get(key);
  if (!m) {
    m = sport === 'tennis' ? tennisMatch(seed) : sport === 'esports' ? mapsMatch(seed) : sport === 'basketball' ? basketMatch(seed) : goalMatch(sport, seed);
    if (cache.size > 5000) cache.clear();
    cache.set(key, m);
  }
  return m;
}

/** The score `elapsed` ms after kick-off. */
export function scoreAtTime(match: Match, elapsed: number): Score {
  const s = { home: 0, away: 0 };
  for (const p of match.points) if (p.at <= elapsed) s[p.side] += p.value;
  return s;
}

/**
 * The clock a player reads, per sport: football's minute (or half time), tennis's set and games (no
 * minute), basketball's quarter and the time left in it, hockey's period and minute, esports' map.
 */
export type Clock =
  | { kind: 'football'; half: 1 | 2 | null; minute: string | null }
  | { kind: 'sets'; set: number; games: Score | null }
  | { kind: 'quarter'; quarter: number; overtime: boolean; left: string | null }
  | { kind: 'period'; period: number; minute: number };

const mmss = (ms: number) => {
  const s = Math.max(0, Math.ceil(ms / 1000));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
};

export function clockAt(sport: string, seed: number, elapsed: number): Clock {
  const match = matchOf(sport, seed);
  if (sport === 'football') {
    const m = footballMinute(seed, elapsed);
    return m ? { kind: 'football', half: m.half, minute: minuteLabel(m) } : { kind: 'football', half: null, minute: null };
  }
  if (sport === 'tennis' || sport === 'esports') {
    const done = match.periodEnds.filter((end) => end <= elapsed).length;
    const set = Math.min(done + 1, match.periods.length);
    if (sport === 'esports') return { kind: 'sets', set, games: null };
    const games = { home: 0, away: 0 };
    for (const g of match.games) if (g.set === set - 1 && g.at <= elapsed) games[g.side]++;
    return { kind: 'sets', set, games };
  }
  if (sport === 'basketball') {
    const q = Math.floor(elapsed / (BASKET.quarter + BASKET.pause));
    if (q >= 4 || (q === 3 && elapsed >= quarterStart(3) + BASKET.quarter)) {
      const overtime = match.periods.length > 4;
      return { kind: 'quarter', quarter: overtime ? 5 : 4, overtime, left: overtime ? null : '00:00' };
    }
    const into = elapsed - quarterStart(q);
    if (into >= BASKET.quarter) return { kind: 'quarter', quarter: q + 1, overtime: false, left: null };
    return { kind: 'quarter', quarter: q + 1, overtime: false, left: mmss((BASKET.quarter - into) * ((BASKET.minutes * 60_000) / BASKET.quarter)) };
  }
  const third = MATCH_MS / 3;
  const period = Math.min(3, Math.floor(elapsed / third) + 1);
  return { kind: 'period', period, minute: Math.min(60, Math.floor((elapsed / MATCH_MS) * 60) + 1) };
}

/** The share of the match's playing time gone at `elapsed` (a pause counts as the time before it). */
export function playedShare(sport: string, seed: number, elapsed: number): number {
  if (sport === 'football') {
    const m = footballMinute(seed, elapsed);
    return m ? Math.min(1, (m.half === 1 ? Math.min(45, m.minute) : Math.min(90, m.minute)) / 90) : 0.5;
  }
  if (sport === 'basketball') {
    const q = Math.floor(elapsed / (BASKET.quarter + BASKET.pause));
    if (q >= 4) return 1;
    return Math.min(1, (q + Math.min(1, (elapsed - quarterStart(q)) / BASKET.quarter)) / 4);
  }
  return Math.min(1, elapsed / MATCH_MS);
}

/** The score the clock gives at full time (QA may force another). */
export const finalScore = (sport: string, seed: number): Score => ({ ...matchOf(sport, seed).final });

/** The score at match minute `minute` (the 10-s tick, 1..90): the points landed before it. */
export const scoreAt = (sport: string, seed: number, minute: number): Score => scoreAtTime(matchOf(sport, seed), (minute - 1) * tickMs());
