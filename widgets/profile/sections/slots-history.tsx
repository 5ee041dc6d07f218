// /profile/slots-history (spec money §3 "Slots history item: provider, date, balance before and
// after with currency, status, betAmount, winAmount, gameId", §4 "History date ranges: start of the chosen
// day to start of next day", §7 slots history with producer). The producer and the days are in the URL.
import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { useLingui } from '@lingui/react';
import type { I18n } from '@lingui/core';
import { ALLOWED_PROVIDERS, providerName } from '../../../src/api/providers';
import type { SlotsHistoryItem } from '../../../src/api/slots-history';
import { formatDateTime } from '../../../src/format/date';
import { Money } from '../../../src/format/money-amount';
import { $historyProducers, loadHistoryProducers, loadSlotsHistory } from '../../../src/stores/slots-history';
import { csvAmount, dayRange, historyStyles, type HistoryColumn, type HistorySchema } from '../../../src/ui/history';
import type { ProfileSectionProps } from '../section-props';
import { PAGE_SIZES, useProfileHistory } from './history-common';
import { ProfileHistoryList } from './history-section';
import css from './histories.css';

export const styles: string = historyStyles + css;

const SLOTS_SCHEMA: HistorySchema = {
  filters: [
    { kind: 'choice', name: 'producer', values: ALLOWED_PROVIDERS },
    { kind: 'dates', from: 'from', to: 'to' },
  ],
  pageSizes: PAGE_SIZES,
};

const statusLabel = (i18n: I18n, status: string) =>
  status === 'won'
    ? i18n._({ id: 'profile.slots.status_won', message: 'Gagné' })
    : status === 'lost'
      ? i18n._({ id: 'profile.slots.status_lost', message: 'Perdu' })
      : status;

function columns(i18n: I18n): HistoryColumn<SlotsHistoryItem>[] {
  return [
    {
      key: 'date',
      header: i18n._({ id: 'profile.slots.col_date', message: 'Date' }),
      cell: (r) => <time dateTime={r.date} dir="ltr">{formatDateTime(r.date)}</time>,
      csv: (r) => r.date,
    },
    { key: 'game', header: i18n._({ id: 'profile.slots.col_game', message: 'Jeu' }), cell: (r) => <bdi>{r.gameName}</bdi>, csv: (r) => r.gameName },
    { key: 'game_id', header: i18n._({ id: 'profile.slots.col_game_id', message: 'ID du jeu' }), cell: () => null, csv: (r) => r.gameId, csvOnly: true },
    { key: 'provider', header: i18n._({ id: 'profile.slots.col_provider', message: 'Fournisseur' }), cell: (r) => <bdi>{providerName(r.provider)}</bdi>, csv: (r) => providerName(r.provider) },
    {
      key: 'status',
      header: i18n._({ id: 'profile.slots.col_status', message: 'Statut' }),
      cell: (r) => <span className={`profile-badge profile-badge--${r.status === 'won' ? 'credit' : 'neutral'}`}>{statusLabel(i18n, r.status)}</span>,
      csv: (r) => statusLabel(i18n, r.status),
    },
    { key: 'bet', header: i18n._({ id: 'profile.slots.col_bet', message: 'Mise' }), numeric: true, cell: (r) => <Money amount={r.betAmount} currency={r.currency} />, csv: (r) => csvAmount(r.betAmount) },
    { key: 'win', header: i18n._({ id: 'profile.slots.col_win', message: 'Gain' }), numeric: true, cell: (r) => <Money amount={r.winAmount} currency={r.currency} />, csv: (r) => csvAmount(r.winAmount) },
    {
      key: 'before',
      header: i18n._({ id: 'profile.slots.col_balance_before', message: 'Solde avant' }),
      numeric: true,
      cell: (r) => <Money amount={r.balanceBefore} currency={r.currency} />,
      csv: (r) => csvAmount(r.balanceBefore),
    },
    {
      key: 'after',
      header: i18n._({ id: 'profile.slots.col_balance_after', message: 'Solde après' }),
      numeric: true,
      cell: (r) => <Money amount={r.balanceAfter} currency={r.currency} />,
      csv: (r) => csvAmount(r.balanceAfter),
    },
    { key: 'currency', header: i18n._({ id: 'profile.slots.col_currency', message: 'Devise' }), cell: () => null, csv: (r) => r.currency, csvOnly: true },
  ];
}

export default function SlotsHistorySection(props: ProfileSectionProps) {
  const { i18n } = useLingui();
  const bound = useProfileHistory('slots-history', SLOTS_SCHEMA, props);
  const { values } = bound.filters;
  const producers = useStore($historyProducers);
  useEffect(() => {
    loadHistoryProducers().catch(() => undefined);
  }, []);

  const range = dayRange(values.from, values.to);
  const filter = { producer: values.producer, ...range };
  // The producers the catalogue lists (the hidden ones left out); the allowed list until it is read.
  const names = producers?.length ? producers : ALLOWED_PROVIDERS;

  return (
    <ProfileHistoryList<SlotsHistoryItem>
      frameId="slots-history-title"
      title={i18n._({ id: 'profile.slots.title', message: 'Historique des machines à sous' })}
      intro={i18n._({ id: 'profile.slots.intro', message: 'Chaque partie jouée en argent réel ou en tours gratuits, avec votre solde avant et après.' })}
      bound={bound}
      loadPage={(page, pageSize) => loadSlotsHistory({ ...filter, page, pageSize })}
      columns={columns(i18n)}
      emptyText={i18n._({ id: 'profile.slots.empty', message: 'Vous n’avez encore joué aucune partie.' })}
      wide
      exportName="slots-history"
      fileName={['slots-history', values.producer ?? '', values.from ?? '', values.to ?? '']}
      choices={[
        {
          name: 'producer',
          label: i18n._({ id: 'profile.slots.producer', message: 'Fournisseur' }),
          anyLabel: i18n._({ id: 'profile.slots.any_producer', message: 'Tous les fournisseurs' }),
          options: names.map((n) => ({ value: n, label: providerName(n) })),
          part: 'filter-producer',
        },
      ]}
    />
  );
}
