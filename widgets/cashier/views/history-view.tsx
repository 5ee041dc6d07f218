// The payment history (/profile/pay-history; spec money §3 depositList,
// payoutList, online payment history; §4 withdrawal filter). A lazy chunk. Three tabs, each on the API
// that serves it, with the filters that API takes, all in the query so a link or a reload shows the
// same list:
//   deposits  GET /deposit/  page, page_size
//   payouts   GET /payout/   page, page_size, filter (ALL, OPEN, IN_PROCESS, COMPLETED, BLOCKED, REJECTED)
//   online    GET /services/facade/history/payment/  page, page_size, status, payment_type, days from–to
//             (spec §4: the start of the first day to the start of the day after the last)
// `?payment=<id>` (with `payment_type` when the tab does not say it) opens one payment's detail and
// timeline above the list. Built from the shared history kit (src/ui/history).
import { useEffect } from 'react';
import { WithdrawOnlyBanner } from '../../../src/ui/rg/withdraw-only-banner';
import { useStore } from '@nanostores/react';
import { useLingui } from '@lingui/react';
import type { OnlinePayment, Payment, PaymentPage, PaymentStatus, PaymentType } from '../../../src/api/payments';
import { PAYMENT_STATUSES, WITHDRAWAL_FILTERS, type WithdrawalFilter } from '../../../src/api/payment-status';
import { loadOnlineHistory, loadPayments } from '../../../src/stores/payment-history';
import { $paymentSystems, loadPaymentSystems } from '../../../src/stores/payment-systems';
import { useErrorText } from '../../../src/ui';
import { parts } from '../../../src/ui/part';
import {
  ChoiceFilter,
  DateRangeFilter,
  HistoryList,
  dayRange,
  historyStyles,
  useHistoryQuery,
  type HistorySchema,
} from '../../../src/ui/history';
import type { CashierViewProps } from '../view-props';
import { statusInfo } from '../statuses';
import { translate } from '../../../src/i18n/translate';
import { HistoryTabs } from './history-tabs';
import { kindLabel, onlineColumns, paymentColumns, type OpenDetail } from './history-columns';
import { PaymentDetailPanel } from './payment-detail-panel';
import { usePageLoad } from '../../../src/ui/history/use-page-load';
import css from './history-view.css';

/** The kit's styles and the view's, adopted with this chunk (lazy-views.tsx reads `styles`). */
export const styles: string = historyStyles + css;

type HistoryTab = 'deposits' | 'payouts' | 'online';
const TABS: readonly HistoryTab[] = ['deposits', 'payouts', 'online'];
const PAGE_SIZES = [10, 25, 50] as const;

export const SCHEMAS: Record<HistoryTab, HistorySchema> = {
  deposits: { filters: [], pageSizes: PAGE_SIZES },
  payouts: { filters: [{ kind: 'choice', name: 'filter', values: WITHDRAWAL_FILTERS, fallback: 'ALL' }], pageSizes: PAGE_SIZES },
  online: {
    filters: [
      { kind: 'choice', name: 'status', values: PAYMENT_STATUSES.map(String) },
      { kind: 'choice', name: 'type', values: ['deposit', 'payout'] },
      { kind: 'dates', from: 'from', to: 'to' },
    ],
    pageSizes: PAGE_SIZES,
  },
};

const FILTER_LABELS: Record<WithdrawalFilter, { id: string; message: string }> = {
  ALL: /*i18n*/ { id: 'cashier.history.filter_all', message: 'Tous' },
  OPEN: /*i18n*/ { id: 'cashier.history.filter_open', message: 'Créés' },
  IN_PROCESS: /*i18n*/ { id: 'cashier.history.filter_in_process', message: 'En cours' },
  COMPLETED: /*i18n*/ { id: 'cashier.history.filter_completed', message: 'Payés' },
  BLOCKED: /*i18n*/ { id: 'cashier.history.filter_blocked', message: 'Bloqués' },
  REJECTED: /*i18n*/ { id: 'cashier.history.filter_rejected', message: 'Annulés' },
};

type Loaded = { tab: 'online'; data: PaymentPage<OnlinePayment> } | { tab: 'deposits' | 'payouts'; data: PaymentPage<Payment> };

/** The tab the query names (deposits by default). */
export const tabOf = (query: Record<string, string>): HistoryTab => (TABS.includes(query.tab as HistoryTab) ? (query.tab as HistoryTab) : 'deposits');

export default function HistoryView({ query, navigate }: CashierViewProps) {
  const { i18n } = useLingui();
  const tab = tabOf(query);
  const schema = SCHEMAS[tab];
  const setQuery = (next: Record<string, string>, options?: { replace?: boolean }) => navigate({ page: 'pay-history', query: next }, options);
  const bound = useHistoryQuery(schema, query, setQuery);
  const { page, pageSize, values } = bound.filters;

  const listKey = JSON.stringify([tab, page, pageSize, values]);
  // The query of a page of this tab's filters: the list's page, or the CSV export's.
  const onlineQuery = (p: number, size: number) => ({
    page: p,
    pageSize: size,
    status: values.status ? (Number(values.status) as PaymentStatus) : undefined,
    paymentType: values.type as PaymentType | undefined,
    ...dayRange(values.from, values.to),
  });
  const paymentType: PaymentType = tab === 'deposits' ? 'deposit' : 'payout';
  const paymentsQuery = (p: number, size: number) => ({ page: p, pageSize: size, filter: tab === 'payouts' ? (values.filter as WithdrawalFilter) : undefined });
  // The tab goes with its page: while another tab loads, the rows of this one are not drawn with its columns.
  const load = usePageLoad<Loaded>(listKey, async () => {
    if (tab === 'online') return { tab, data: await loadOnlineHistory(onlineQuery(page, pageSize)) };
    return { tab, data: await loadPayments(paymentType, paymentsQuery(page, pageSize)) };
  });
  const errorText = useErrorText(load.error);
  // The online history gives a method's slug only; the methods' lists (cached, shared with the deposit and
  // withdrawal pages) give its name. Without them the slug is shown.
  const systems = useStore($paymentSystems);
  useEffect(() => {
    if (tab !== 'online') return;
    void loadPaymentSystems('deposit');
    void loadPaymentSystems('payout');
  }, [tab]);
  const systemName = (slug: string, type: PaymentType) => systems[type].data?.find((s) => s.slug === slug)?.name ?? slug;

  const detailId = /^\d{1,12}$/.test(query.payment ?? '') ? Number(query.payment) : null;
  const detailType: PaymentType =
    query.payment_type === 'payout' || query.payment_type === 'deposit' ? query.payment_type : tab === 'payouts' ? 'payout' : 'deposit';
  const openDetail: OpenDetail = (id, type) => setQuery({ ...query, payment: String(id), payment_type: type });
  const closeDetail = () => {
    const { payment: _p, payment_type: _t, ...rest } = query;
    setQuery(rest);
  };

  const tabLabels: Record<HistoryTab, string> = {
    deposits: i18n._({ id: 'cashier.history.tab_deposits', message: 'Dépôts' }),
    payouts: i18n._({ id: 'cashier.history.tab_payouts', message: 'Retraits' }),
    online: i18n._({ id: 'cashier.history.tab_online', message: 'Paiements en ligne' }),
  };

  let filters = null;
  if (tab === 'payouts') {
    filters = (
      <ChoiceFilter
        label={i18n._({ id: 'cashier.history.filter_label', message: 'État du retrait' })}
        value={values.filter}
        options={WITHDRAWAL_FILTERS.map((f) => ({ value: f, label: i18n._(FILTER_LABELS[f]) }))}
        onChange={(v) => bound.setFilters({ filter: v })}
        part="filter-payout"
      />
    );
  } else if (tab === 'online') {
    filters = (
      <>
        <ChoiceFilter
          label={i18n._({ id: 'cashier.history.status_label', message: 'Statut' })}
          anyLabel={i18n._({ id: 'cashier.history.any_status', message: 'Tous les statuts' })}
          value={values.status}
          options={PAYMENT_STATUSES.map((code) => ({ value: String(code), label: translate(i18n, statusInfo(code).label, { code }) }))}
          onChange={(v) => bound.setFilters({ status: v })}
          part="filter-status"
        />
        <ChoiceFilter
          label={i18n._({ id: 'cashier.history.type_label', message: 'Type' })}
          anyLabel={i18n._({ id: 'cashier.history.any_type', message: 'Dépôts et retraits' })}
          value={values.type}
          options={(['deposit', 'payout'] as const).map((t) => ({ value: t, label: kindLabel(i18n, t) }))}
          onChange={(v) => bound.setFilters({ type: v })}
          part="filter-type"
        />
        <DateRangeFilter from={values.from} to={values.to} onChange={(c) => bound.setFilters({ ...('from' in c ? { from: c.from ?? null } : {}), ...('to' in c ? { to: c.to ?? null } : {}) })} />
      </>
    );
  }

  const emptyText: Record<HistoryTab, string> = {
    deposits: i18n._({ id: 'cashier.history.empty_deposits', message: 'Vous n’avez encore fait aucun dépôt.' }),
    payouts: i18n._({ id: 'cashier.history.empty_payouts', message: 'Vous n’avez encore demandé aucun retrait.' }),
    online: i18n._({ id: 'cashier.history.empty_online', message: 'Aucun paiement en ligne pour le moment.' }),
  };
  // The CSV holds every page the tab's filters select (the kit reads them page by page, capped).
  const exportOnline = (p: number, size: number) => loadOnlineHistory(onlineQuery(p, size)).then((d) => ({ count: d.count, items: d.list }));
  const exportPayments = (p: number, size: number) => loadPayments(paymentType, paymentsQuery(p, size)).then((d) => ({ count: d.count, items: d.list }));
  const panelId = 'history-panel';
  const loaded = load.value?.tab === tab ? load.value : null;
  const common = {
    title: tabLabels[tab],
    // Another tab's page is not this one's: until this tab's first page arrives, it is a first load.
    status: loaded || load.status === 'error' ? load.status : ('loading' as const),
    count: loaded?.data.count ?? 0,
    page,
    pageSize,
    onPage: bound.setPage,
    onRetry: load.retry,
    errorText: errorText || undefined,
    emptyText: emptyText[tab],
    filtered: bound.filtered,
    onClear: bound.clear,
    exportName: `payments-${tab}`,
    filters,
  };

  return (
    <section className="cashier-panel pay-history" aria-labelledby="pay-history-title" {...parts('pay-history')}>
      {/* The shell's h1 already says it on screen; the section keeps its name for assistive technology. */}
      <h2 id="pay-history-title" className="casino-visually-hidden">
        {i18n._({ id: 'cashier.history.title', message: 'Historique des paiements' })}
      </h2>
      {/* A withdraw-only login reaches this page too (docs/architecture.md "Withdraw-only login"). */}
      <WithdrawOnlyBanner />
      <HistoryTabs
        tabs={TABS.map((key) => ({ key, label: tabLabels[key] }))}
        current={tab}
        onSelect={(key) => setQuery(key === 'deposits' ? {} : { tab: key })}
        label={i18n._({ id: 'cashier.history.tabs', message: 'Type de paiements' })}
        panelId={panelId}
        idPrefix="history-tab"
      />
      <div role="tabpanel" id={panelId} aria-labelledby={`history-tab-${tab}`} className="pay-history__panel">
        {detailId !== null ? <PaymentDetailPanel id={detailId} type={detailType} onClose={closeDetail} /> : null}
        {tab === 'online' ? (
          <HistoryList<OnlinePayment>
            {...common}
            rows={loaded?.tab === 'online' ? loaded.data.list : []}
            rowKey={(row) => `${row.paymentType}-${row.id}`}
            columns={onlineColumns(i18n, openDetail, systemName)}
            exportAll={{ load: exportOnline, fileName: [`payments-${tab}`, values.from ?? '', values.to ?? ''] }}
          />
        ) : (
          <HistoryList<Payment>
            {...common}
            rows={loaded && loaded.tab !== 'online' && loaded.tab === tab ? loaded.data.list : []}
            rowKey={(row) => row.id}
            columns={paymentColumns(i18n, openDetail)}
            selectedKey={detailId}
            exportAll={{ load: exportPayments, fileName: [`payments-${tab}`, values.filter ?? ''] }}
          />
        )}
      </div>
    </section>
  );
}
