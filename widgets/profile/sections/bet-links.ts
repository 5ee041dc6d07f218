// Where the bet history's pages send the player (docs/contracts/sportsbook.md): a ticket's details carry the
// ticket, its local day (a reload or a shared link finds the ticket in that day's list: the contract has no
// call for one ticket) and the list's place (provider, days, page), so "back" returns to the list as it was.
import { BET_PROVIDERS, type BetHistoryItem, type BetProvider } from '../../../src/api/bet-history';
import { today } from '../../../src/ui/history/history-query';
import type { ProfileTarget } from '../section-props';

/** The query key that carries the list's provider into the details. */
export const LIST_PROVIDER_KEY = 'provider';
/** The query key of the ticket's local day in the details' link. */
export const TICKET_DAY_KEY = 'day';
export const TICKET_KEY = 'ticket';

export const isProvider = (sub: string | undefined): sub is BetProvider => (BET_PROVIDERS as readonly string[]).includes(sub ?? '');

/** /profile/bet-details/sft?ticket=…&day=… with the list's provider, days and page. */
export function detailsTarget(ticket: BetHistoryItem, sub: string | undefined, query: Record<string, string>): ProfileTarget {
  return {
    section: 'bet-details',
    sub: 'sft',
    query: { ...query, [TICKET_KEY]: ticket.id, [TICKET_DAY_KEY]: today(new Date(ticket.date)), ...(isProvider(sub) ? { [LIST_PROVIDER_KEY]: sub } : {}) },
  };
}

/** The list a ticket's details go back to (the place their link carried). */
export function listTarget(query: Record<string, string>): ProfileTarget {
  const { [TICKET_KEY]: _ticket, [TICKET_DAY_KEY]: _day, [LIST_PROVIDER_KEY]: provider, ...rest } = query;
  return { section: 'bet-history', sub: isProvider(provider) ? provider : undefined, query: rest };
}
