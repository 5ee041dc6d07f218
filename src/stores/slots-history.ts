// The slots history's readers (spec money §3 "Slots history state: count, items"): the page
// loader and the producers the filter offers (GET /services/game-catalog/producer, the catalogue's own
// list, read once per page; src/api/providers.ts only, not the lobby's catalogue or store).
import { atom } from 'nanostores';
import { http } from '../api/http';
import { toActiveProviders, type AllowedProvider } from '../api/providers';
import { slotsHistoryApi, type SlotsHistoryPage, type SlotsHistoryQuery } from '../api/slots-history';

const api = slotsHistoryApi(http);

export const loadSlotsHistory = (query: SlotsHistoryQuery): Promise<SlotsHistoryPage> => api.list(query);

/** The providers for the filter: the allowed, active ones (spec §5 "Hidden producers are filtered out"); null until read. */
export const $historyProducers = atom<AllowedProvider[] | null>(null);
let reading: Promise<AllowedProvider[]> | null = null;

export function loadHistoryProducers(): Promise<AllowedProvider[]> {
  const known = $historyProducers.get();
  if (known) return Promise.resolve(known);
  reading ??= http
    .request({ method: 'GET', path: '/services/game-catalog/producer', auth: false }, toActiveProviders)
    .then((active) => {
      $historyProducers.set(active);
      return active;
    })
    .finally(() => {
      reading = null;
    });
  return reading;
}
