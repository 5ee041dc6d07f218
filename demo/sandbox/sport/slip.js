// The bet slip's rules (docs/contracts/sportsbook.md §2 "ticket/placement"), pure so they are tested on their
// own: one selection is a single, two to ten selections from different events an express; a second outcome of
// an event already on the slip replaces the first (an express cannot hold two legs of one event). Money is
// counted in cents, never in floating point.

export const MAX_SELECTIONS = 10;

export const emptySlip = () => ({ selections: [], stake: '' });

/** Single or express, from the number of selections. */
export const slipType = (slip) => (slip.selections.length > 1 ? 'express' : 'single');

/** Whether the outcome is on the slip. */
export const isPicked = (slip, outcomeId) => slip.selections.some((s) => s.outcome_id === outcomeId);

/**
 * The slip with `selection` added, or removed when already there; another outcome of the same event is
 * replaced. `{ slip, full: true }` when adding would pass MAX_SELECTIONS (the slip is unchanged).
 */
export function toggleSelection(slip, selection) {
  if (isPicked(slip, selection.outcome_id)) {
    return { slip: { ...slip, selections: slip.selections.filter((s) => s.outcome_id !== selection.outcome_id) }, full: false };
  }
  const others = slip.selections.filter((s) => s.event_id !== selection.event_id);
  if (others.length >= MAX_SELECTIONS) return { slip, full: true };
  const replaced = others.length !== slip.selections.length;
  const selections = replaced ? slip.selections.map((s) => (s.event_id === selection.event_id ? { ...selection } : s)) : [...slip.selections, { ...selection }];
  return { slip: { ...slip, selections }, full: false };
}

/**
 * The slip with its names as `events` (a catalogue or event read in the page's language) give them: a
 * language switch renames the picks the player made in the other one. Selections not in `events` keep theirs.
 */
export function renameSelections(slip, events) {
  const names = new Map();
  for (const e of events ?? [])
    for (const m of e.markets ?? []) for (const o of m.outcomes ?? []) names.set(o.id, { event_name: `${e.home} – ${e.away}`, market_name: m.name, outcome_name: o.name });
  if (!slip.selections.some((s) => names.has(s.outcome_id))) return slip;
  return { ...slip, selections: slip.selections.map((s) => (names.has(s.outcome_id) ? { ...s, ...names.get(s.outcome_id) } : s)) };
}

export const removeSelection = (slip, outcomeId) => ({ ...slip, selections: slip.selections.filter((s) => s.outcome_id !== outcomeId) });

/** `"5"`, `"5,5"`, `" 12.50 "` → cents; anything else (negative, 3 decimals, letters) → null. */
export function stakeCents(raw) {
  const text = String(raw ?? '').trim().replace(',', '.');
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(text)) return null;
  const [whole, part = ''] = text.split('.');
  return Number(whole) * 100 + Number(part.padEnd(2, '0'));
}

export const centsText = (cents) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/** The slip's total odd: the product of its odds, to two decimals as the provider prints it. */
export function totalOdd(slip) {
  if (!slip.selections.length) return null;
  const product = slip.selections.reduce((acc, s) => acc * Number(s.odd), 1);
  return (Math.round(product * 100) / 100).toFixed(2);
}

/** Stake × total odd in money, or null while either is missing. */
export function potentialWin(slip) {
  const cents = stakeCents(slip.stake);
  const odd = totalOdd(slip);
  if (cents === null || cents === 0 || odd === null) return null;
  const product = slip.selections.reduce((acc, s) => acc * Number(s.odd), 1);
  return centsText(Math.floor(cents * product + 1e-6));
}

/** Why the slip cannot be placed yet (a text id), or null. */
export function slipProblem(slip) {
  if (!slip.selections.length) return 'slip_empty';
  if (slip.selections.length > MAX_SELECTIONS) return 'slip_full';
  if (new Set(slip.selections.map((s) => s.event_id)).size !== slip.selections.length) return 'slip_same_event';
  const cents = stakeCents(slip.stake);
  if (cents === null || cents === 0) return 'stake_invalid';
  return null;
}

/** The body of `ticket/placement` (docs/contracts/sportsbook.md §2), the token added by the caller. */
export function placementBody(slip) {
  const cents = stakeCents(slip.stake);
  return {
    type: slipType(slip),
    stake: cents === null ? '' : centsText(cents),
    selections: slip.selections.map(({ event_id, market_id, outcome_id, odd }) => ({ event_id, market_id, outcome_id, odd })),
  };
}

/**
 * `coefs_changed`: the slip with the provider's current odds, each moved selection marked `was` (its
 * old odd) so the player sees what moved before confirming again.
 */
export function applyCoefs(slip, coefs) {
  const current = new Map((coefs ?? []).map((c) => [c.outcome_id, String(c.odd)]));
  const selections = slip.selections.map((s) => {
    const odd = current.get(s.outcome_id);
    return odd !== undefined && odd !== s.odd ? { ...s, odd, was: s.odd } : { ...s, was: undefined };
  });
  return { ...slip, selections };
}

/** Whether any selection's odd moved since the player last confirmed. */
export const hasMovedOdds = (slip) => slip.selections.some((s) => s.was !== undefined);

/** The player accepted the new odds: the marks go. */
export const acceptOdds = (slip) => ({ ...slip, selections: slip.selections.map((s) => ({ ...s, was: undefined })) });

/** Selections whose event, market or outcome the provider refused (blocked / gone), marked for the player. */
export function markRefused(slip, ids) {
  const refused = new Set((ids ?? []).map(String));
  return { ...slip, selections: slip.selections.map((s) => ({ ...s, refused: refused.has(String(s.outcome_id)) || refused.has(String(s.market_id)) || refused.has(String(s.event_id)) })) };
}

/**
 * The slip as the host keeps it (the contract's `slip` message): the picks' ids and odds, and the stake
 * when it is an amount. The names stay the frame's: they are read again in the page's language.
 */
export function wireSlip(slip) {
  const cents = stakeCents(slip.stake);
  const selections = slip.selections.map(({ event_id, market_id, outcome_id, odd }) => ({ event_id, market_id, outcome_id, odd }));
  return cents === null || cents === 0 ? { selections } : { selections, stake: centsText(cents) };
}

/** The slip the host handed back, not yet checked (checkKept marks what changed since it was kept). */
export const keptSlip = (message) => ({ selections: message.selections.map((s) => ({ ...s })), stake: message.stake ?? '' });

/**
 * A kept slip against its events as the provider offers them now (`events`: those it could read): a
 * selection whose event is gone or finished, or whose market or outcome is no longer offered or blocked,
 * is marked refused; one whose odd moved is marked with its old odd, so the player sees the change and
 * confirms it before placing. The names follow the events. `{ slip, moved, refused }`.
 */
export function checkKept(slip, events) {
  const offers = new Map();
  for (const e of events ?? [])
    for (const m of e.markets ?? [])
      for (const o of m.outcomes ?? []) {
        const closed = e.status === 'finished' || m.blocked || o.blocked || m.status === 'suspended' || m.status === 'closed';
        offers.set(o.id, { event_id: e.id, market_id: m.id, odd: String(o.odd), closed });
      }
  const gone = slip.selections.filter((s) => {
    const offer = offers.get(s.outcome_id);
    return !offer || offer.closed || offer.event_id !== s.event_id || offer.market_id !== s.market_id;
  });
  const open = [...offers].filter(([, offer]) => !offer.closed).map(([outcome_id, offer]) => ({ outcome_id, odd: offer.odd }));
  let checked = markRefused(applyCoefs(slip, open), gone.map((s) => s.outcome_id));
  checked = renameSelections(checked, events);
  return { slip: checked, moved: hasMovedOdds(checked), refused: gone.length > 0 };
}

/** The slip's quick stakes (in the player's currency), each added to the stake. */
export const QUICK_STAKES = [5, 10, 20, 50];

/** `raw` plus `amount` whole units, written as the player would type it (« 15 », « 17.50 »). */
export function addedStake(raw, amount) {
  const cents = (stakeCents(raw) ?? 0) + amount * 100;
  return cents % 100 === 0 ? String(cents / 100) : centsText(cents);
}
