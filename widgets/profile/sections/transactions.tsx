// /profile/transactions and /profile/transactions/{id} (spec money §2; the "account statement"
// of the profile menu): every movement of the player's wallets (the sandbox's ledger, docs/api.md
// "Account statement") with its reason, signed amount, balance after and wallet; filters (days, wallet,
// reason) in the URL; one movement in detail with a link to what caused it (transaction-detail.tsx).
// The detail keeps the list's query, so "back to the statement" returns to the same filtered page.
import { useLingui } from '@lingui/react';
import type { I18n } from '@lingui/core';
import { STATEMENT_REASONS, STATEMENT_WALLETS, type StatementRow, type StatementWallet } from '../../../src/api/statement';
import { formatDateTime } from '../../../src/format/date';
import { Money } from '../../../src/format/money-amount';
import { loadStatement } from '../../../src/stores/statement';
import { csvAmount, dayRange, historyStyles, type HistoryColumn, type HistorySchema } from '../../../src/ui/history';
import type { ProfileSectionProps } from '../section-props';
import { PAGE_SIZES, ProfileLink, useProfileHistory } from './history-common';
import { ProfileHistoryList } from './history-section';
import { SignedMoney } from './signed-money';
import { reasonLabel, walletLabel } from './statement-labels';
import { TransactionDetail } from './transaction-detail';
import css from './histories.css';

export const styles: string = historyStyles + css;

const STATEMENT_SCHEMA: HistorySchema = {
  filters: [
    { kind: 'choice', name: 'wallet', values: STATEMENT_WALLETS },
    { kind: 'choice', name: 'reason', values: STATEMENT_REASONS },
    { kind: 'dates', from: 'from', to: 'to' },
  ],
  pageSizes: PAGE_SIZES,
};

function columns(i18n: I18n, props: ProfileSectionProps): HistoryColumn<StatementRow>[] {
  return [
    { key: 'date', header: i18n._({ id: 'profile.statement.col_date', message: 'Date' }), cell: (r) => <time dateTime={r.date} dir="ltr">{formatDateTime(r.date)}</time>, csv: (r) => r.date },
    { key: 'reason', header: i18n._({ id: 'profile.statement.col_reason', message: 'Opération' }), cell: (r) => reasonLabel(i18n, r.reason), csv: (r) => reasonLabel(i18n, r.reason) },
    { key: 'wallet', header: i18n._({ id: 'profile.statement.col_wallet', message: 'Compte' }), cell: (r) => walletLabel(i18n, r.wallet), csv: (r) => walletLabel(i18n, r.wallet) },
    { key: 'amount', header: i18n._({ id: 'profile.statement.col_amount', message: 'Montant' }), numeric: true, cell: (r) => <SignedMoney amount={r.amount} currency={r.currency} />, csv: (r) => csvAmount(r.amount) },
    {
      key: 'after',
      header: i18n._({ id: 'profile.statement.col_balance_after', message: 'Solde après' }),
      numeric: true,
      cell: (r) => <Money amount={r.balanceAfter} currency={r.currency} />,
      csv: (r) => csvAmount(r.balanceAfter),
    },
    { key: 'currency', header: i18n._({ id: 'profile.statement.col_currency', message: 'Devise' }), cell: () => null, csv: (r) => r.currency, csvOnly: true },
    { key: 'id', header: i18n._({ id: 'profile.statement.col_id', message: 'N°' }), cell: () => null, csv: (r) => r.id, csvOnly: true },
    {
      key: 'detail',
      header: i18n._({ id: 'profile.statement.col_detail', message: 'Détail' }),
      cell: (r) => (
        <ProfileLink to={{ section: 'transactions', sub: String(r.id), query: props.query }} navigate={props.navigate} part="statement-detail">
          {i18n._({ id: 'profile.statement.details', message: 'Détails' })}
          <span className="casino-visually-hidden"> {i18n._({ id: 'profile.statement.details_of', message: 'de l’opération {id}', values: { id: r.id } })}</span>
        </ProfileLink>
      ),
    },
  ];
}

function StatementList(props: ProfileSectionProps) {
  const { i18n } = useLingui();
  const bound = useProfileHistory('transactions', STATEMENT_SCHEMA, props);
  const { values } = bound.filters;
  const filter = { wallet: values.wallet as StatementWallet | undefined, reason: values.reason, ...dayRange(values.from, values.to), ordering: '-date' as const };
  return (
    <ProfileHistoryList<StatementRow>
      frameId="statement-title"
      title={i18n._({ id: 'profile.statement.title', message: 'Relevé de compte' })}
      intro={i18n._({ id: 'profile.statement.intro', message: 'Chaque mouvement de vos soldes, avec son motif et le solde qui en résulte.' })}
      bound={bound}
      loadPage={(page, pageSize) => loadStatement({ ...filter, page, pageSize })}
      columns={columns(i18n, props)}
      emptyText={i18n._({ id: 'profile.statement.empty', message: 'Aucun mouvement sur votre compte pour le moment.' })}
      wide
      exportName="statement"
      fileName={['statement', values.wallet ?? '', values.reason ?? '', values.from ?? '', values.to ?? '']}
      choices={[
        {
          name: 'wallet',
          label: i18n._({ id: 'profile.statement.wallet', message: 'Compte' }),
          anyLabel: i18n._({ id: 'profile.statement.any_wallet', message: 'Tous les comptes' }),
          options: STATEMENT_WALLETS.map((w) => ({ value: w, label: walletLabel(i18n, w) })),
          part: 'filter-wallet',
        },
        {
          name: 'reason',
          label: i18n._({ id: 'profile.statement.reason', message: 'Opération' }),
          anyLabel: i18n._({ id: 'profile.statement.any_reason', message: 'Toutes les opérations' }),
          options: STATEMENT_REASONS.map((r) => ({ value: r, label: reasonLabel(i18n, r) })),
          part: 'filter-reason',
        },
      ]}
    />
  );
}

export default function TransactionsSection(props: ProfileSectionProps) {
  return props.location.sub ? <TransactionDetail id={Number(props.location.sub)} {...props} /> : <StatementList {...props} />;
}
