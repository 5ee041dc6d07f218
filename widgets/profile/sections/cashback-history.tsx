// /profile/cashback-history (docs/contracts/profile.md §Histories): the cashback's history (bonus-list.tsx).
import { historyStyles } from '../../../src/ui/history';
import type { ProfileSectionProps } from '../section-props';
import { BonusLikeHistory } from './bonus-list';
import css from './histories.css';

export const styles: string = historyStyles + css;

export default function CashbackHistorySection(props: ProfileSectionProps) {
  return <BonusLikeHistory list="cashback" props={props} />;
}
