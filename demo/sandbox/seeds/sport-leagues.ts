/**
 * Reference data of the sandbox's sportsbooks (docs/contracts/sportsbook.md §7): sports, their leagues and
 * teams, and the names of sports, regions, markets and outcomes in the three languages the frames speak.
 * Events are generated from these (services/sport-catalogue.ts); nothing here is stored.
 */
export type Lang = 'fr' | 'en' | 'ar';
export type Provider = 'sft' | 'dgt';
export type MarketKind =
  | '1x2' | 'total' | 'handicap' | 'double_chance' | 'btts' | 'correct_score' | 'first_period' | 'set_betting' | 'total_games';
type Names = Record<Lang, string>;

export interface SportDef {
  slug: string;
  name: Names;
  /** Draws happen (football, ice hockey): the 1x2 market has an X. */
  draws: boolean;
  /** The total market's line and the home side's handicap line (always x.5: no push). */
  totalLine: number;
  handicapLine: number;
  /** Final scores are drawn between these (per side). */
  score: [number, number];
  /** Only in these providers' books (esports: only provider two's `es` view). */
  providers: Provider[];
}

export const SPORTS: SportDef[] = [
  { slug: 'football', name: { fr: 'Football', en: 'Football', ar: 'كرة القدم' }, draws: true, totalLine: 2.5, handicapLine: -1.5, score: [0, 4], providers: ['sft', 'dgt'] },
  { slug: 'basketball', name: { fr: 'Basketball', en: 'Basketball', ar: 'كرة السلة' }, draws: false, totalLine: 170.5, handicapLine: -5.5, score: [70, 105], providers: ['sft', 'dgt'] },
  { slug: 'tennis', name: { fr: 'Tennis', en: 'Tennis', ar: 'كرة المضرب' }, draws: false, totalLine: 2.5, handicapLine: -1.5, score: [0, 2], providers: ['sft', 'dgt'] },
  { slug: 'ice-hockey', name: { fr: 'Hockey sur glace', en: 'Ice hockey', ar: 'هوكي الجليد' }, draws: true, totalLine: 5.5, handicapLine: -1.5, score: [0, 5], providers: ['sft', 'dgt'] },
  { slug: 'esports', name: { fr: 'Esport', en: 'Esports', ar: 'الرياضات الإلكترونية' }, draws: false, totalLine: 2.5, handicapLine: -1.5, score: [0, 2], providers: ['dgt'] },
];

export const sportDef = (slug: string): SportDef => SPORTS.find((s) => s.slug === slug) ?? SPORTS[0];

export interface LeagueDef {
  sport: string;
  category: Names;
  tournament: string;
  teams: string[];
}

export const LEAGUES: LeagueDef[] = [
  { sport: 'football', category: { fr: 'Tunisie', en: 'Tunisia', ar: 'تونس' }, tournament: 'Ligue 1 Pro', teams: ['Espérance de Tunis', 'Club Africain', 'Étoile du Sahel', 'CS Sfaxien', 'US Monastir', 'Stade Tunisien', 'CA Bizertin', 'US Ben Guerdane'] },
  { sport: 'football', category: { fr: 'France', en: 'France', ar: 'فرنسا' }, tournament: 'Ligue 1', teams: ['Paris SG', 'Marseille', 'Lyon', 'Monaco', 'Lille', 'Nice', 'Rennes', 'Lens'] },
  { sport: 'football', category: { fr: 'Angleterre', en: 'England', ar: 'إنجلترا' }, tournament: 'Premier League', teams: ['Arsenal', 'Chelsea', 'Liverpool', 'Man City', 'Man United', 'Tottenham', 'Newcastle', 'Aston Villa'] },
  { sport: 'football', category: { fr: 'Afrique', en: 'Africa', ar: 'أفريقيا' }, tournament: 'CAF Champions League', teams: ['Al Ahly', 'Zamalek', 'Wydad AC', 'Raja CA', 'Mamelodi Sundowns', 'TP Mazembe', 'Espérance de Tunis', 'MC Alger'] },
  { sport: 'basketball', category: { fr: 'États-Unis', en: 'USA', ar: 'الولايات المتحدة' }, tournament: 'NBA', teams: ['Lakers', 'Celtics', 'Warriors', 'Bucks', 'Heat', 'Nuggets', 'Knicks', 'Suns'] },
  { sport: 'basketball', category: { fr: 'Europe', en: 'Europe', ar: 'أوروبا' }, tournament: 'EuroLeague', teams: ['Real Madrid', 'FC Barcelona', 'Olympiacos', 'Fenerbahçe', 'Panathinaikos', 'ASVEL', 'Monaco Basket', 'Maccabi Tel Aviv'] },
  { sport: 'tennis', category: { fr: 'ATP', en: 'ATP', ar: 'ATP' }, tournament: 'ATP Masters', teams: ['C. Alcaraz', 'J. Sinner', 'N. Djokovic', 'D. Medvedev', 'A. Zverev', 'H. Rune', 'C. Ruud', 'T. Fritz'] },
  { sport: 'tennis', category: { fr: 'WTA', en: 'WTA', ar: 'WTA' }, tournament: 'WTA 1000', teams: ['O. Jabeur', 'I. Swiatek', 'A. Sabalenka', 'C. Gauff', 'E. Rybakina', 'J. Pegula', 'M. Sakkari', 'Q. Zheng'] },
  { sport: 'ice-hockey', category: { fr: 'Amérique du Nord', en: 'North America', ar: 'أمريكا الشمالية' }, tournament: 'NHL', teams: ['Canadiens', 'Maple Leafs', 'Bruins', 'Rangers', 'Oilers', 'Avalanche', 'Penguins', 'Lightning'] },
  { sport: 'esports', category: { fr: 'International', en: 'International', ar: 'دولي' }, tournament: 'CS2 Major', teams: ['Natus Vincere', 'FaZe Clan', 'Team Vitality', 'G2 Esports', 'MOUZ', 'Team Spirit', 'Astralis', 'Heroic'] },
  { sport: 'esports', category: { fr: 'International', en: 'International', ar: 'دولي' }, tournament: 'League of Legends Worlds', teams: ['T1', 'Gen.G', 'JD Gaming', 'Fnatic', 'G2 Esports', 'Bilibili Gaming', 'Team Liquid', 'Cloud9'] },
];

export const PRODUCERS: Record<Provider, string> = { sft: 'Softion', dgt: 'Digitain' };

const MARKET_NAMES: Record<MarketKind, Names> = {
  '1x2': { fr: 'Résultat du match', en: 'Match result', ar: 'نتيجة المباراة' },
  total: { fr: 'Total', en: 'Total', ar: 'المجموع' },
  handicap: { fr: 'Handicap', en: 'Handicap', ar: 'هانديكاب' },
  double_chance: { fr: 'Double chance', en: 'Double chance', ar: 'فرصة مزدوجة' },
  btts: { fr: 'Les deux équipes marquent', en: 'Both teams to score', ar: 'كلا الفريقين يسجل' },
  correct_score: { fr: 'Score exact', en: 'Correct score', ar: 'النتيجة الصحيحة' },
  first_period: { fr: 'Résultat à la mi-temps', en: 'Half-time result', ar: 'نتيجة الشوط الأول' },
  set_betting: { fr: 'Score en sets', en: 'Set betting', ar: 'نتيجة المجموعات' },
  total_games: { fr: 'Total de jeux', en: 'Total games', ar: 'مجموع الأشواط' },
};
const WINNER_NAME: Names = { fr: 'Vainqueur', en: 'Winner', ar: 'الفائز' };
/** Sport-specific names: basketball's winner includes overtime; a first period is a quarter or a set. */
const SPORT_NAMES: Record<string, Partial<Record<MarketKind, Names>>> = {
  basketball: {
    '1x2': { fr: 'Vainqueur (prolongations incluses)', en: 'Winner (incl. overtime)', ar: 'الفائز (مع الوقت الإضافي)' },
    first_period: { fr: 'Vainqueur du 1er quart-temps', en: '1st quarter winner', ar: 'الفائز بالربع الأول' },
  },
  tennis: { first_period: { fr: 'Vainqueur du 1er set', en: '1st set winner', ar: 'الفائز بالمجموعة الأولى' } },
};
const LINED = new Set<MarketKind>(['total', 'handicap', 'total_games']);

/** "Résultat du match", "Total 2.5", "Handicap -1.5"; a sport without draws calls its 1x2 "Vainqueur". */
export function marketName(kind: MarketKind, line: number | null, sport: SportDef, lang: Lang): string {
  const own = SPORT_NAMES[sport.slug]?.[kind];
  if (own) return own[lang];
  if (kind === '1x2') return (sport.draws ? MARKET_NAMES['1x2'] : WINNER_NAME)[lang];
  if (!LINED.has(kind)) return MARKET_NAMES[kind][lang];
  return `${MARKET_NAMES[kind][lang]} ${line! > 0 && kind === 'handicap' ? '+' : ''}${line}`;
}

const OUTCOME_NAMES: Record<string, Names> = {
  X: { fr: 'Nul', en: 'Draw', ar: 'تعادل' },
  over: { fr: 'Plus de', en: 'Over', ar: 'أكثر من' },
  under: { fr: 'Moins de', en: 'Under', ar: 'أقل من' },
  yes: { fr: 'Oui', en: 'Yes', ar: 'نعم' },
  no: { fr: 'Non', en: 'No', ar: 'لا' },
  other: { fr: 'Autre score', en: 'Any other score', ar: 'نتيجة أخرى' },
};
const OR: Names = { fr: 'ou', en: 'or', ar: 'أو' };

/** The outcome's name: the team for 1/2 and handicaps, Draw, Over/Under with the line, « Lyon ou Nul », a score. */
export function outcomeName(code: string, line: number | null, home: string, away: string, lang: Lang): string {
  if (code === '1' || code === 'home') return code === 'home' ? `${home} (${line! > 0 ? '+' : ''}${line})` : home;
  if (code === '2' || code === 'away') return code === 'away' ? `${away} (${-line! > 0 ? '+' : ''}${-line!})` : away;
  if (code === '1X' || code === 'X2' || code === '12') {
    const side = (c: string) => (c === '1' ? home : c === '2' ? away : OUTCOME_NAMES.X[lang]);
    return `${side(code[0])} ${OR[lang]} ${side(code[1])}`;
  }
  if (/^\d+:\d+$/.test(code)) return code;
  const name = OUTCOME_NAMES[code]?.[lang] ?? code;
  return code === 'over' || code === 'under' ? `${name} ${line}` : name;
}

/** A region's name in `lang`, from its French name (the stored one). */
export function categoryName(french: string, lang: Lang): string {
  return LEAGUES.find((l) => l.category.fr === french)?.category[lang] ?? french;
}
