// widgets/lobby/catalogue-index.ts: the index built in slices is the index buildIndex gives in one go, each
// provider's list is normalised once, and the work pauses between slices and between providers (the
// pause is injected: nothing is timed).
import { describe, expect, it } from 'vitest';
import { buildIndex, normaliseSearch } from '../../../widgets/lobby/catalogue';
import { buildIndexInSlices, createNameCache, joinIndex, yieldToPage } from '../../../widgets/lobby/catalogue-index';
import type { GameItem } from '../../../src/api/games';
import { game } from '../support/game-fixtures';

const many = (provider: string, n: number, name = (i: number) => `${provider} Fortune ${i}`) =>
  Array.from({ length: n }, (_, i) => game(name(i), provider, { id: i + 1 }));

/** Copies of `list` whose name reads are logged as `provider:i`, beside the pauses. */
function watched(list: GameItem[], log: string[]): GameItem[] {
  return list.map((g, i) => {
    const copy = { ...g };
    Object.defineProperty(copy, 'name', { get: () => (log.push(`${g.provider}:${i}`), g.name), enumerable: true });
    return copy;
  });
}

describe('buildIndexInSlices', () => {
  const AMATIC = many('amatic', 900, (i) => (i % 3 ? `Café Fortune ${i}` : `Book of  RA ${i}`));
  const PGSOFT = many('pgsoft', 120, (i) => `Señor Piñata ${i}`);
  const EVOLUTION = many('evolution', 5);

  it('gives the index buildIndex gives, in the lists\' order', async () => {
    const lists = [AMATIC, PGSOFT, EVOLUTION];
    const sliced = await buildIndexInSlices(lists, createNameCache(), async () => {}, 400);
    const whole = buildIndex(lists.flat());
    expect(sliced.games).toEqual(whole.games);
    expect(sliced.names).toEqual(whole.names);
    expect([...sliced.byKey]).toEqual([...whole.byKey]);
    expect(sliced.names[1]).toBe('cafe fortune 1');
    expect(sliced.names[900]).toBe('senor pinata 0');
  });

  it('pauses after every slice, so between providers, and never normalises a slice across a pause', async () => {
    const log: string[] = [];
    const lists = [watched(AMATIC, log), watched(PGSOFT, log), watched(EVOLUTION, log)];
    await buildIndexInSlices(lists, createNameCache(), async () => void log.push('pause'), 400);
    // Between two pauses: one slice of one provider.
    const runs = log.join(' ').split('pause').map((run) => run.trim()).filter(Boolean);
    const providersOf = (run: string) => [...new Set(run.split(' ').map((read) => read.split(':')[0]))];
    expect(runs.map(providersOf)).toEqual([['amatic'], ['amatic'], ['amatic'], ['pgsoft'], ['evolution']]);
    expect(runs.map((run) => run.split(' ').length)).toEqual([400, 400, 100, 120, 5]);
  });

  it('normalises a list once: a later build with one more provider only reads and pauses for the new one', async () => {
    const log: string[] = [];
    const [amatic, pgsoft] = [watched(AMATIC, log), watched(PGSOFT, log)];
    const cache = createNameCache();
    await buildIndexInSlices([amatic], cache, async () => {}, 400);
    expect(log).toHaveLength(900);
    let pauses = 0;
    const index = await buildIndexInSlices([amatic, pgsoft], cache, async () => void (pauses += 1), 400);
    expect(pauses).toBe(1);
    expect(log).toHaveLength(1020);
    expect(index.names).toEqual(buildIndex([...AMATIC, ...PGSOFT]).names);
    // Everything is in the cache now: joining normalises nothing.
    expect(joinIndex([pgsoft, amatic], cache).names).toEqual(buildIndex([...PGSOFT, ...AMATIC]).names);
    expect(log).toHaveLength(1020);
  });

  it('yields to the page with a macrotask where there is no scheduler.yield: a task queued before it runs first', async () => {
    const order: string[] = [];
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      order.push('queued task');
      channel.port1.close();
    };
    channel.port2.postMessage(null);
    await yieldToPage();
    order.push('after the yield');
    expect(order).toEqual(['queued task', 'after the yield']);
  });
});

describe('normaliseSearch', () => {
  it('folds ASCII and non-ASCII names alike', () => {
    for (const [text, folded] of [
      ['  Book   OF Ra\t', 'book of ra'],
      ['Café Fortune', 'cafe fortune'],
      ['Pharaon d’Égypte', 'pharaon d’egypte'],
      ['ÅNGSTRÖM', 'angstrom'],
    ]) expect(normaliseSearch(text!)).toBe(folded);
  });
});
