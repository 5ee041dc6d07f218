// The slots history's readers (issue 15; spec money §3 "Slots history state: count, items"): the page
// loader and the producers the filter offers (GET /services/game-catalog/producer, the catalogue's own
// list, read once per page; only its converter is imported, not the lobby's store).
import { atom } from 'nanostores';
import { http } from '../api/http';
import { toProducers, type Producer } from '../api/games';
import { slotsHistoryApi, type SlotsHistoryPage, type SlotsHistoryQuery } from '../api/slots-history';

const api = slotsHistoryApi(http);

export const loadSlotsHistory = (query: SlotsHistoryQuery): Promise<SlotsHistoryPage> => api.list(query);

/** The producers for the filter: the active ones (spec §5 "Hidden producers are filtered out"); null until read. */
export const $historyProducers = atom<Producer[] | null>(null);
let reading: Promise<Producer[]> | null = null;

export function loadHistoryProducers(): Promise<Producer[]> {
  const known = $historyProducers.get();
  if (known) return Promise.resolve(known);
  reading ??= http
    .request({ method: 'GET', path: '/services/game-catalog/producer', auth: false }, toProducers)
    .then((all) => {
      const active = all.filter((p) => p.active);
      $historyProducers.set(active);
      return active;
    })
    .finally(() => {
      reading = null;
    });
  return reading;
}
