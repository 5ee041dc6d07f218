// /profile/bonus-history (docs/contracts/profile.md §Histories): the bonus balance's history (bonus-list.tsx).
import { historyStyles } from '../../../src/ui/history';
import type { ProfileSectionProps } from '../section-props';
import { BonusLikeHistory } from './bonus-list';
import css from './histories.css';

export const styles: string = historyStyles + css;

export default function BonusHistorySection(props: ProfileSectionProps) {
  return <BonusLikeHistory list="bonusbalance" props={props} />;
}
