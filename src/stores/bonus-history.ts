// The bonus and cashback histories' page loader (spec money §3 "Bonus or cashback history item",
// §7): the same client the notifications use (api/bonus.ts), read here for the profile's lists.
import { http } from '../api/http';
import { bonusApi, type BonusHistoryFilters, type BonusHistoryList, type BonusHistoryPage } from '../api/bonus';

const api = bonusApi(http);

export const loadBonusHistory = (list: BonusHistoryList, filters: BonusHistoryFilters): Promise<BonusHistoryPage> =>
  list === 'cashback' ? api.cashbackHistory(filters) : api.bonusHistory(filters);
