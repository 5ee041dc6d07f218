// The banners promise only what the catalogue holds (docs/api.md "Content", "Slots and games"): a studio a
// slide names is one of the seeded producers a player can open, in every language of the slide, and the
// catalogue's figure a slide quotes is true.
import { describe, expect, it } from 'vitest';
import { CONTENT_PAGES, contentRows } from '../../../demo/sandbox/seeds/content';
import { catalogueRows, PRODUCERS } from '../../../demo/sandbox/seeds/games';

/** Studios a casino banner could name: the catalogue's own and the best-known others. */
const ELSEWHERE = [
  'NetEnt', 'Play’n GO', "Play'n GO", 'Microgaming', 'Playtech', 'Yggdrasil', 'Red Tiger', 'Nolimit City', 'Push Gaming',
  'Relax Gaming', 'Hacksaw', 'Big Time Gaming', 'Quickspin', 'Thunderkick', 'Betsoft', 'Wazdan', 'Endorphina', 'Habanero',
  'Ezugi', 'Playson', 'BGaming', 'Spinomenal', 'iSoftBet', 'Elk Studios', 'Blueprint',
];
/** The Arabic spellings of the studios the seeded slides name, and of the two the catalogue lacks. */
const ARABIC: Record<string, string> = { 'Pragmatic Play': 'براغماتيك بلاي', 'PG Soft': 'بي جي سوفت', Amatic: 'أماتيك', NetEnt: 'نت إنت', 'Play’n GO': 'بلاي إن غو' };

const active = PRODUCERS.filter((p) => p.active).map((p) => p.label);
const named = (text: string) => [...active, ...ELSEWHERE].filter((name) => text.toLowerCase().includes(name.toLowerCase()));

describe('seeded banners', () => {
  const slides = contentRows().slides;

  it('name only studios the catalogue has, and active ones', () => {
    const promised = slides.flatMap((s) => named(`${s.headline} ${s.subline}`).map((name) => `${name} (slide ${s.id}, ${s.language})`));
    expect(promised.length).toBeGreaterThan(0);
    expect(promised.filter((p) => !active.some((name) => p.startsWith(`${name} (`)))).toEqual([]);
  });

  it('name the same studios in Arabic as in French', () => {
    for (const page of CONTENT_PAGES) {
      for (const slide of page.slides) {
        const [fr, ar] = [slide.text.fr?.join(' ') ?? '', slide.text.ar?.join(' ') ?? ''];
        const inArabic = Object.entries(ARABIC).filter(([, spelling]) => ar.includes(spelling)).map(([name]) => name);
        expect(inArabic.sort(), `${page.route}: ${ar}`).toEqual(named(fr).filter((name) => name in ARABIC).sort());
      }
    }
  });

  it('quote a true slot count: "over 4,000" when the players see over 4,000 slots', () => {
    const shown = new Set(PRODUCERS.filter((p) => p.active).map((p) => p.name));
    const slots = catalogueRows().filter((g) => g.game_type === 'slots' && shown.has(g.provider)).length;
    const quoted = slides.filter((s) => /4[\s,\u202f]?000/.test(s.headline));
    expect(quoted.length).toBeGreaterThan(0);
    expect(slots).toBeGreaterThan(4000);
  });
});
