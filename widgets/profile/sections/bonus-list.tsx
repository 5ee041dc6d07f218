// The bonus and cashback histories (spec money §3 "Bonus or cashback history item: id, amount,
// amountCurrency, date, type" and the bonus types; §4 "History date ranges: … end of the day (bonus,
// cashback)"; §7 is_accrued, date_from, date_to, page, page_size, ordering, type). One component for the
// two lists: same item, same filters, another endpoint.
import { useLingui } from '@lingui/react';
import type { I18n } from '@lingui/core';
import { BONUS_TYPES, type BonusHistoryItem, type BonusHistoryList, type BonusType } from '../../../src/api/bonus';
import { formatDateTime } from '../../../src/format/date';
import { loadBonusHistory } from '../../../src/stores/bonus-history';
import { csvAmount, dayRangeToEndOfDay, type HistoryColumn, type HistorySchema } from '../../../src/ui/history';
import type { ProfileSectionProps } from '../section-props';
import { PAGE_SIZES, useProfileHistory } from './history-common';
import { ProfileHistoryList } from './history-section';
import { BONUS_TYPE_LABELS } from './bonus-types';
import { SignedMoney } from './signed-money';

const BONUS_SCHEMA: HistorySchema = {
  filters: [
    { kind: 'choice', name: 'type', values: BONUS_TYPES },
    { kind: 'choice', name: 'is_accrued', values: ['true', 'false'] },
    { kind: 'dates', from: 'from', to: 'to' },
  ],
  pageSizes: PAGE_SIZES,
};

const typeLabel = (i18n: I18n, type: string) => (BONUS_TYPE_LABELS[type] ? i18n._(BONUS_TYPE_LABELS[type]) : type);
const directionLabel = (i18n: I18n, accrued: boolean) =>
  accrued ? i18n._({ id: 'profile.bonus_history.accrued', message: 'Crédité' }) : i18n._({ id: 'profile.bonus_history.taken', message: 'Retiré' });

function columns(i18n: I18n): HistoryColumn<BonusHistoryItem>[] {
  return [
    { key: 'date', header: i18n._({ id: 'profile.bonus_history.col_date', message: 'Date' }), cell: (r) => <time dateTime={r.date} dir="ltr">{formatDateTime(r.date)}</time>, csv: (r) => r.date },
    { key: 'type', header: i18n._({ id: 'profile.bonus_history.col_type', message: 'Type' }), cell: (r) => typeLabel(i18n, r.type), csv: (r) => typeLabel(i18n, r.type) },
    {
      key: 'direction',
      header: i18n._({ id: 'profile.bonus_history.col_direction', message: 'Mouvement' }),
      cell: (r) => <span className={`profile-badge profile-badge--${r.isAccrued ? 'credit' : 'debit'}`}>{directionLabel(i18n, r.isAccrued)}</span>,
      csv: (r) => directionLabel(i18n, r.isAccrued),
    },
    {
      key: 'amount',
      header: i18n._({ id: 'profile.bonus_history.col_amount', message: 'Montant' }),
      numeric: true,
      // The sign says the direction too, so it is not told by colour alone.
      cell: (r) => <SignedMoney amount={r.isAccrued ? r.amount : -r.amount} currency={r.amountCurrency} />,
      csv: (r) => csvAmount(r.isAccrued ? r.amount : -r.amount),
    },
    { key: 'currency', header: i18n._({ id: 'profile.bonus_history.col_currency', message: 'Devise' }), cell: () => null, csv: (r) => r.amountCurrency, csvOnly: true },
  ];
}

export function BonusLikeHistory({ list, props }: { list: BonusHistoryList; props: ProfileSectionProps }) {
  const { i18n } = useLingui();
  const section = list === 'cashback' ? 'cashback-history' : 'bonus-history';
  const bound = useProfileHistory(section, BONUS_SCHEMA, props);
  const { values } = bound.filters;
  const filter = {
    type: values.type as BonusType | undefined,
    isAccrued: values.is_accrued === undefined ? undefined : values.is_accrued === 'true',
    ...dayRangeToEndOfDay(values.from, values.to),
    ordering: '-date' as const,
  };
  const title =
    list === 'cashback'
      ? i18n._({ id: 'profile.cashback_history.title', message: 'Historique du cashback' })
      : i18n._({ id: 'profile.bonus_history.title', message: 'Historique des bonus' });
  const intro =
    list === 'cashback'
      ? i18n._({ id: 'profile.cashback_history.intro', message: 'Le cashback crédité sur votre solde bonus, et ce qui en a été retiré.' })
      : i18n._({ id: 'profile.bonus_history.intro', message: 'Tout ce qui a crédité ou débité votre solde bonus.' });

  return (
    <ProfileHistoryList<BonusHistoryItem>
      frameId={`${section}-title`}
      title={title}
      intro={intro}
      bound={bound}
      loadKey={[list]}
      loadPage={(page, pageSize) => loadBonusHistory(list, { ...filter, page, pageSize })}
      columns={columns(i18n)}
      emptyText={
        list === 'cashback'
          ? i18n._({ id: 'profile.cashback_history.empty', message: 'Aucun cashback pour le moment.' })
          : i18n._({ id: 'profile.bonus_history.empty', message: 'Aucun bonus pour le moment.' })
      }
      exportName={section}
      fileName={[section, values.type ?? '', values.from ?? '', values.to ?? '']}
      choices={[
        {
          name: 'type',
          label: i18n._({ id: 'profile.bonus_history.type', message: 'Type' }),
          anyLabel: i18n._({ id: 'profile.bonus_history.any_type', message: 'Tous les types' }),
          options: BONUS_TYPES.map((t) => ({ value: t, label: typeLabel(i18n, t) })),
          part: 'filter-type',
        },
        {
          name: 'is_accrued',
          label: i18n._({ id: 'profile.bonus_history.direction', message: 'Mouvement' }),
          anyLabel: i18n._({ id: 'profile.bonus_history.any_direction', message: 'Crédités et retirés' }),
          options: [
            { value: 'true', label: directionLabel(i18n, true) },
            { value: 'false', label: directionLabel(i18n, false) },
          ],
          part: 'filter-accrued',
        },
      ]}
    />
  );
}
