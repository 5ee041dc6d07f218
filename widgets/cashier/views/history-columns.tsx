// The payment history's columns (the kit's HistoryColumn): what each table shows and what its CSV holds.
// Deposits and payouts (depositList, payoutList) are the spec's Payment; the online history's items are
// its own shape (paymentId, paymentType, the system's slug). Amounts are <Money> islands on screen and
// dot decimals in the CSV; dates DD/MM/YYYY HH:mm on screen and ISO 8601 in the CSV (a spreadsheet
// sorts those); statuses are the shared badge on screen and code plus label in the CSV.
import type { I18n } from '@lingui/core';
import type { OnlinePayment, Payment, PaymentType } from '../../../src/api/payments';
import { formatDateTime } from '../../../src/format/date';
import { Money } from '../../../src/format/money-amount';
import { csvAmount, type HistoryColumn } from '../../../src/ui/history';
import { StatusBadge } from '../status-badge';
import { paymentStatusInfo } from '../statuses';
import { translate } from '../../../src/i18n/translate';

export type OpenDetail = (id: number, type: PaymentType) => void;

const statusText = (i18n: I18n, code: number, reason?: string | null) => `${code} ${translate(i18n, paymentStatusInfo(code, reason).label, { code })}`;
/** A payment's failure_reason where the row has one (deposits and payouts; the online history has none). */
const reasonOf = (p: object): string | null => ('failureReason' in p && typeof p.failureReason === 'string' ? p.failureReason : null);

export const kindLabel = (i18n: I18n, type: PaymentType) =>
  type === 'deposit' ? i18n._({ id: 'cashier.kind.deposit', message: 'Dépôt' }) : i18n._({ id: 'cashier.kind.payout', message: 'Retrait' });

function detailButton(i18n: I18n, id: number, type: PaymentType, open: OpenDetail) {
  return (
    <button type="button" className="history-detail-link" part="detail-open" onClick={() => open(id, type)}>
      {i18n._({ id: 'cashier.history.details', message: 'Détails' })}
      <span className="casino-visually-hidden"> {i18n._({ id: 'cashier.history.details_of', message: 'du paiement {id}', values: { id } })}</span>
    </button>
  );
}

/** The amount (with its currency as a CSV-only column) and the status: the same in every table. */
function amountAndStatusColumns<T extends Pick<Payment, 'amount' | 'currency' | 'status'>>(i18n: I18n): HistoryColumn<T>[] {
  return [
    {
      key: 'amount',
      header: i18n._({ id: 'cashier.history.col_amount', message: 'Montant' }),
      numeric: true,
      cell: (p) => <Money amount={p.amount} currency={p.currency} />,
      csv: (p) => csvAmount(p.amount),
    },
    { key: 'currency', header: i18n._({ id: 'cashier.history.col_currency', message: 'Devise' }), cell: () => null, csv: (p) => p.currency, csvOnly: true },
    {
      key: 'status',
      header: i18n._({ id: 'cashier.history.col_status', message: 'Statut' }),
      cell: (p) => <StatusBadge status={p.status} reason={reasonOf(p)} />,
      csv: (p) => statusText(i18n, p.status, reasonOf(p)),
    },
  ];
}

export function paymentColumns(i18n: I18n, open: OpenDetail): HistoryColumn<Payment>[] {
  return [
    { key: 'id', header: i18n._({ id: 'cashier.history.col_id', message: 'N°' }), cell: (p) => <bdi dir="ltr">{p.id}</bdi>, csv: (p) => p.id },
    {
      key: 'date',
      header: i18n._({ id: 'cashier.history.col_date', message: 'Date' }),
      cell: (p) => <time dateTime={p.createdAt} dir="ltr">{formatDateTime(p.createdAt)}</time>,
      csv: (p) => p.createdAt,
    },
    {
      key: 'system',
      header: i18n._({ id: 'cashier.history.col_system', message: 'Moyen de paiement' }),
      cell: (p) => <bdi>{p.paymentSystemName}</bdi>,
      csv: (p) => p.paymentSystemName,
    },
    ...amountAndStatusColumns(i18n),
    { key: 'detail', header: i18n._({ id: 'cashier.history.col_detail', message: 'Détail' }), cell: (p) => detailButton(i18n, p.id, p.type, open) },
  ];
}

/** The online history names a method by its slug only: `systemName` turns it into the method's name when the lists are known. */
export function onlineColumns(i18n: I18n, open: OpenDetail, systemName: (slug: string, type: PaymentType) => string = (slug) => slug): HistoryColumn<OnlinePayment>[] {
  return [
    {
      key: 'id',
      header: i18n._({ id: 'cashier.history.col_id', message: 'N°' }),
      cell: (p) => <bdi dir="ltr">{p.paymentId}</bdi>,
      csv: (p) => p.paymentId,
    },
    {
      key: 'date',
      header: i18n._({ id: 'cashier.history.col_date', message: 'Date' }),
      cell: (p) => <time dateTime={p.createdAt} dir="ltr">{formatDateTime(p.createdAt)}</time>,
      csv: (p) => p.createdAt,
    },
    {
      key: 'type',
      header: i18n._({ id: 'cashier.history.col_type', message: 'Type' }),
      cell: (p) => kindLabel(i18n, p.paymentType),
      csv: (p) => kindLabel(i18n, p.paymentType),
    },
    {
      key: 'system',
      header: i18n._({ id: 'cashier.history.col_system', message: 'Moyen de paiement' }),
      cell: (p) => <bdi>{systemName(p.paymentSystem, p.paymentType)}</bdi>,
      csv: (p) => systemName(p.paymentSystem, p.paymentType),
    },
    ...amountAndStatusColumns(i18n),
    {
      key: 'detail',
      header: i18n._({ id: 'cashier.history.col_detail', message: 'Détail' }),
      cell: (p) => detailButton(i18n, p.paymentId, p.paymentType, open),
    },
  ];
}
