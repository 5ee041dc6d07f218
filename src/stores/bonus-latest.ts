// The latest bonus items for the bonus page (/profile/user-bonus): the newest few items of the
// bonus balance history (credited and taken), a player resource (player-resource.ts) read when the page
// opens and again after an exchange; the list on screen stays while it reloads. The full list with its
// filters is the bonus history page's (/profile/bonus-history).
import type { ReadableAtom } from 'nanostores';
import { sharedSlot } from '../platform/shared-slot';
import { http } from '../api/http';
import { bonusApi, type BonusApi, type BonusHistoryItem } from '../api/bonus';
import { playerResource, type Resource } from './player-resource';
import { $playerId } from './player-id';

const LATEST_COUNT = 5;

type LatestBonusState = Resource<BonusHistoryItem[]>;

const createLatestBonus = (deps: { api: Pick<BonusApi, 'bonusHistory'>; player: ReadableAtom<number | null> }) =>
  playerResource(() => deps.api.bonusHistory({ page: 1, pageSize: LATEST_COUNT, ordering: '-date' }).then((page) => page.items), {
    player: deps.player,
  });

const latestBonus = sharedSlot('bonus-latest-resource', () => createLatestBonus({ api: bonusApi(http), player: $playerId }));
export const $latestBonus = latestBonus.$state;
/** Reads the newest items again (the page opened, an exchange was made). */
export const loadLatestBonus = () => latestBonus.reload();
