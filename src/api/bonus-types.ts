// The bonus types of money-and-games §3 "Bonus or cashback history item": one list for the client (the
// profile's filter), the sandbox (its routes' validation) and, through the sandbox's control API
// (`GET /sandbox/api/bonus-items`, docs/api.md), the QA page. Constants only, so the sandbox imports
// nothing else of the front end with it.
export const BONUS_TYPES = [
  'FirstDeposit',
  'PersonalJackpot',
  'Cashback',
  'SportDiscount',
  'DetractedFirstDepositBonusByWithdrawal',
  'IncreasedBySO',
  'TransferBonusesToBalance',
  'LuckySpin',
] as const;

export type BonusType = (typeof BONUS_TYPES)[number];
