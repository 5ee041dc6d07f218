// The sportsbook pages' bet slip rules (docs/contracts/sportsbook.md §2 ticket/placement): single and express,
// one leg per event, ten legs at most, stakes in cents, coefs_changed and refused legs marked.
import { describe, expect, it } from 'vitest';
import {
  acceptOdds,
  applyCoefs,
  checkKept,
  emptySlip,
  keptSlip,
  hasMovedOdds,
  markRefused,
  MAX_SELECTIONS,
  placementBody,
  potentialWin,
  renameSelections,
  slipProblem,
  slipType,
  stakeCents,
  toggleSelection,
  totalOdd,
  wireSlip,
  type Selection,
  type Slip,
} from '../../../demo/sandbox/sport/slip.js';

const sel = (event: number, outcome: string, odd: string): Selection => ({ event_id: `e${event}`, market_id: `e${event}-m1`, outcome_id: `e${event}-${outcome}`, odd, event_name: `Match ${event}` });
const add = (slip: Slip, ...picks: Selection[]) => picks.reduce((s, p) => toggleSelection(s, p).slip, slip);

describe('bet slip', () => {
  it('is a single with one selection, an express with more; a second press removes the pick', () => {
    let slip = add(emptySlip(), sel(1, '1', '1.85'));
    expect(slipType(slip)).toBe('single');
    slip = add(slip, sel(2, 'X', '3.20'));
    expect(slipType(slip)).toBe('express');
    slip = add(slip, sel(2, 'X', '3.20'));
    expect(slip.selections.map((s) => s.outcome_id)).toEqual(['e1-1']);
  });

  it('replaces the pick of an event already on the slip, in place', () => {
    const slip = add(emptySlip(), sel(1, '1', '1.85'), sel(2, '1', '2.00'), sel(1, '2', '4.10'));
    expect(slip.selections.map((s) => s.outcome_id)).toEqual(['e1-2', 'e2-1']);
  });

  it('holds ten selections at most', () => {
    const full = add(emptySlip(), ...Array.from({ length: MAX_SELECTIONS }, (_, i) => sel(i, '1', '1.10')));
    const more = toggleSelection(full, sel(99, '1', '1.10'));
    expect(more.full).toBe(true);
    expect(more.slip).toBe(full);
    // replacing a leg of an event already there is still allowed
    expect(toggleSelection(full, sel(3, '2', '5.00')).full).toBe(false);
  });

  it('reads stakes to the cent and refuses anything else', () => {
    expect(stakeCents('5')).toBe(500);
    expect(stakeCents(' 2,5 ')).toBe(250);
    expect(stakeCents('12.05')).toBe(1205);
    for (const bad of ['', '-1', '1.234', '1e3', 'abc', '1.2.3', '0x10']) expect(stakeCents(bad)).toBeNull();
  });

  it('multiplies odds for the total and the potential win (floored to the cent)', () => {
    const slip = { ...add(emptySlip(), sel(1, '1', '1.85'), sel(2, '2', '2.10')), stake: '10' };
    expect(totalOdd(slip)).toBe('3.89'); // 3.885
    expect(potentialWin(slip)).toBe('38.85');
    expect(potentialWin({ ...slip, stake: '0' })).toBeNull();
    expect(totalOdd(emptySlip())).toBeNull();
    expect(potentialWin({ ...add(emptySlip(), sel(1, '1', '1.33')), stake: '0.10' })).toBe('0.13');
  });

  it('says why a slip cannot be placed', () => {
    expect(slipProblem(emptySlip())).toBe('slip_empty');
    const slip = add(emptySlip(), sel(1, '1', '1.85'));
    expect(slipProblem(slip)).toBe('stake_invalid');
    expect(slipProblem({ ...slip, stake: '0' })).toBe('stake_invalid');
    expect(slipProblem({ ...slip, stake: '5' })).toBeNull();
    expect(slipProblem({ stake: '5', selections: [sel(1, '1', '1.5'), sel(1, '2', '2.5')] })).toBe('slip_same_event');
  });

  it('builds the placement body of the contract', () => {
    const slip = { ...add(emptySlip(), sel(1, '1', '1.85'), sel(2, '2', '2.10')), stake: '2,5' };
    expect(placementBody(slip)).toEqual({
      type: 'express',
      stake: '2.50',
      selections: [
        { event_id: 'e1', market_id: 'e1-m1', outcome_id: 'e1-1', odd: '1.85' },
        { event_id: 'e2', market_id: 'e2-m1', outcome_id: 'e2-2', odd: '2.10' },
      ],
    });
  });

  it('takes the current odds of coefs_changed, marks what moved until accepted', () => {
    const slip = add(emptySlip(), sel(1, '1', '1.85'), sel(2, '2', '2.10'));
    const moved = applyCoefs(slip, [{ outcome_id: 'e1-1', odd: '1.70' }, { outcome_id: 'e2-2', odd: '2.10' }]);
    expect(moved.selections.map((s) => [s.odd, s.was])).toEqual([['1.70', '1.85'], ['2.10', undefined]]);
    expect(hasMovedOdds(moved)).toBe(true);
    const accepted = acceptOdds(moved);
    expect(hasMovedOdds(accepted)).toBe(false);
    expect(placementBody({ ...accepted, stake: '1' }).selections[0].odd).toBe('1.70');
  });

  it('marks the legs a blocked or gone refusal names (outcome, market or event id)', () => {
    const slip = add(emptySlip(), sel(1, '1', '1.85'), sel(2, '2', '2.10'), sel(3, '1', '1.40'));
    const marked = markRefused(slip, ['e2-m1', 'e3']);
    expect(marked.selections.map((s) => s.refused)).toEqual([false, true, true]);
  });

  it('renames the picks from events read in another language, and leaves the others as they were', () => {
    const slip = add(emptySlip(), sel(1, '1', '1.85'), sel(2, '2', '2.10'));
    const [first, second] = slip.selections;
    const english = [{ home: 'Lyon', away: 'Nice', markets: [{ name: 'Match result', outcomes: [{ id: first.outcome_id, name: 'Lyon' }] }] }];
    const renamed = renameSelections(slip, english);
    expect(renamed.selections[0]).toEqual({ ...first, event_name: 'Lyon – Nice', market_name: 'Match result', outcome_name: 'Lyon' });
    expect(renamed.selections[1]).toBe(second);
    expect(renameSelections(slip, [])).toBe(slip);
  });
});

describe('a slip the host kept (a reload)', () => {
  const event = (id: string, odds: Record<string, string>, extra: { status?: string; blocked?: string[] } = {}) => ({
    id,
    home: `Home ${id}`,
    away: `Away ${id}`,
    status: extra.status ?? 'upcoming',
    markets: [{ id: `${id}-m1`, name: 'Résultat', outcomes: Object.entries(odds).map(([code, odd]) => ({ id: `${id}-${code}`, name: code, odd, blocked: extra.blocked?.includes(code) })) }],
  });

  it('goes to the host as ids, odds and an amount, and comes back without names to read again', () => {
    const slip = { ...add(emptySlip(), sel(1, '1', '1.85')), stake: ' 5,5 ' };
    expect(wireSlip(slip)).toEqual({ selections: [{ event_id: 'e1', market_id: 'e1-m1', outcome_id: 'e1-1', odd: '1.85' }], stake: '5.50' });
    expect(wireSlip({ ...slip, stake: 'abc' })).toEqual({ selections: [{ event_id: 'e1', market_id: 'e1-m1', outcome_id: 'e1-1', odd: '1.85' }] });
    expect(keptSlip(wireSlip(slip))).toEqual({ selections: [{ event_id: 'e1', market_id: 'e1-m1', outcome_id: 'e1-1', odd: '1.85' }], stake: '5.50' });
  });

  it('takes the names of the events read now, and nothing moved when the odds are the same', () => {
    const kept = keptSlip({ selections: [{ event_id: 'e1', market_id: 'e1-m1', outcome_id: 'e1-1', odd: '1.85' }] });
    const { slip, moved, refused } = checkKept(kept, [event('e1', { 1: '1.85', X: '3.10' })]);
    expect([moved, refused]).toEqual([false, false]);
    expect(slip.selections[0]).toMatchObject({ odd: '1.85', event_name: 'Home e1 – Away e1', outcome_name: '1', refused: false });
    expect(hasMovedOdds(slip)).toBe(false);
  });

  it('shows a moved odd with its old one (placing waits for the player), and marks what is no longer offered', () => {
    const kept = keptSlip({
      selections: [
        { event_id: 'e1', market_id: 'e1-m1', outcome_id: 'e1-1', odd: '1.85' },
        { event_id: 'e2', market_id: 'e2-m1', outcome_id: 'e2-X', odd: '3.00' },
        { event_id: 'e3', market_id: 'e3-m1', outcome_id: 'e3-2', odd: '2.40' },
        { event_id: 'e4', market_id: 'e4-m1', outcome_id: 'e4-1', odd: '1.50' },
        { event_id: 'e5', market_id: 'e5-m1', outcome_id: 'e5-1', odd: '1.70' },
      ],
    });
    // e1's odd moved; e2 ended; e3 is gone (not read); e4's outcome is blocked; e5 unchanged.
    const { slip, moved, refused } = checkKept(kept, [event('e1', { 1: '1.95' }), event('e2', { X: '3.00' }, { status: 'finished' }), event('e4', { 1: '1.50' }, { blocked: ['1'] }), event('e5', { 1: '1.70' })]);
    expect([moved, refused]).toEqual([true, true]);
    expect(slip.selections.map((s) => [s.outcome_id, s.odd, s.was ?? null, s.refused])).toEqual([
      ['e1-1', '1.95', '1.85', false],
      ['e2-X', '3.00', null, true],
      ['e3-2', '2.40', null, true],
      ['e4-1', '1.50', null, true],
      ['e5-1', '1.70', null, false],
    ]);
    expect(hasMovedOdds(acceptOdds(slip))).toBe(false);
  });
});
