// The order the end-to-end files start in (vitest.config.ts `sequence.sequencer`). Two workers take the
// files one after the other; vitest starts the files it has timed before longest first, but a fresh clone
// (CI) has no timings and it starts the largest files first instead. A long file then came last: on
// `npm test` the e2e stage ended with one worker running it alone for about 45 s, the machine a quarter
// busy. The files below took longest (in seconds, on this 2-core machine: site-routes 49, game-renewal 45,
// the latter and renewal mostly waiting on tokens' lifetimes, sportsbook 40, cashier 29, then 20-24 each);
// they start first, longest first, so the short ones fill the end. A file missing here only starts later.
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const E2E_LONGEST = [
  'site-routes',
  'game-renewal',
  'sportsbook',
  'cashier',
  'site-content',
  'site-navigation',
  'wheel',
  'site-shifts',
  'renewal',
  'profile-bets',
].map((name) => `tests/e2e/${name}.test.ts`);

export class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const isE2e = (file: TestSpecification) => file.project.name === 'e2e';
    const rank = (file: TestSpecification) => {
      const at = E2E_LONGEST.indexOf(relative(this.ctx.config.root, file.moduleId).split('\\').join('/'));
      return at < 0 ? E2E_LONGEST.length : at;
    };
    // Reordered among their own places: the other projects' files keep theirs.
    const e2e = sorted.filter(isE2e).sort((a, b) => rank(a) - rank(b));
    let next = 0;
    return sorted.map((file) => (isE2e(file) ? e2e[next++]! : file));
  }
}
