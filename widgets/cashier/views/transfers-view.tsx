// Transfers with one's cashier (/profile/cashier; spec money §3 "Transfer", §6: a cashier (agent) transfers
// funds, only players stay signed in). The resolution (docs/contracts/payments.md §Transfers): a player
// registered by a cashier (userTypes with-cashier, a parent set, like the seeded `cashplayer`) sees the
// transfers between them and their cashier (from, to, amount, their balance before and after, dates, status;
// paged in the query) and can send money back to the cashier (./transfer-form.tsx). A self-registered player
// has no cashier: the page says what it is for and links the normal withdrawal.
import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { useLingui } from '@lingui/react';
import type { I18n } from '@lingui/core';
import type { Transfer } from '../../../src/api/transfers';
import type { User } from '../../../src/api/types';
import { formatDateTime } from '../../../src/format/date';
import { Money } from '../../../src/format/money-amount';
import { $auth } from '../../../src/stores/auth';
import { loadTransfers } from '../../../src/stores/transfers';
import { useErrorText } from '../../../src/ui';
import { parts } from '../../../src/ui/part';
import { isPlainClick } from '../../../src/ui/plain-click';
import { HistoryList, csvAmount, historyStyles, useHistoryQuery, type HistoryColumn, type HistorySchema } from '../../../src/ui/history';
import { buildPath } from '../location';
import type { CashierViewProps } from '../view-props';
import { TransferForm } from './transfer-form';
import { usePageLoad } from '../../../src/ui/history/use-page-load';
import { styles as pageStyles } from '../view-styles';
import css from './transfers-view.css';
import '@src/errors/cashier-errors';

/**
 * The form fields' and the cashier pages' styles (the amount field), the kit's and the view's, adopted
 * with this chunk (lazy-views.tsx reads `styles`): /profile/cashier may be the first page opened.
 */
export const styles: string = pageStyles + historyStyles + css;

const SCHEMA: HistorySchema = { filters: [], pageSizes: [10, 25, 50] };

/** The spec's user types (§3 "userTypes (self-registered or with-cashier)"): 1 is with-cashier. */
const WITH_CASHIER = 1;

/** Registered by a cashier, and that cashier known: the only players this page serves. */
export function hasCashier(user: Pick<User, 'parent' | 'userTypes' | 'isSelfRegistered'> | null | undefined): user is Pick<User, 'parent' | 'userTypes' | 'isSelfRegistered'> & { parent: number } {
  return !!user && user.parent !== null && (user.userTypes === WITH_CASHIER || !user.isSelfRegistered);
}

function statusLabel(i18n: I18n, status: string): string {
  switch (status) {
    case 'completed':
      return i18n._({ id: 'cashier.transfers.status_completed', message: 'Effectué' });
    case 'pending':
      return i18n._({ id: 'cashier.transfers.status_pending', message: 'En cours' });
    case 'failed':
      return i18n._({ id: 'cashier.transfers.status_failed', message: 'Échoué' });
    default:
      return status;
  }
}

function columns(i18n: I18n, me: number): HistoryColumn<Transfer>[] {
  const sent = (t: Transfer) => t.fromId === me;
  const who = (id: number) =>
    id === me ? i18n._({ id: 'cashier.transfers.me', message: 'Vous' }) : i18n._({ id: 'cashier.transfers.cashier_n', message: 'Caissier n° {id}', values: { id: `\u2066${id}\u2069` } });
  return [
    { key: 'id', header: i18n._({ id: 'cashier.history.col_id', message: 'N°' }), cell: (t) => <bdi dir="ltr">{t.id}</bdi>, csv: (t) => t.id },
    {
      key: 'date',
      header: i18n._({ id: 'cashier.history.col_date', message: 'Date' }),
      cell: (t) => <time dateTime={t.date} dir="ltr">{formatDateTime(t.date)}</time>,
      csv: (t) => t.date,
    },
    {
      key: 'direction',
      header: i18n._({ id: 'cashier.transfers.col_direction', message: 'Sens' }),
      cell: (t) => (
        <span>
          {sent(t)
            ? i18n._({ id: 'cashier.transfers.sent', message: 'Envoyé' })
            : i18n._({ id: 'cashier.transfers.received', message: 'Reçu' })}
          <span className="transfer-parties">
            {' '}
            ({who(t.fromId)} <span className="transfer-arrow">→</span> {who(t.toId)})
          </span>
        </span>
      ),
      csv: (t) => (sent(t) ? 'sent' : 'received'),
    },
    { key: 'from', header: i18n._({ id: 'cashier.transfers.col_from', message: 'De' }), cell: () => null, csv: (t) => t.fromId, csvOnly: true },
    { key: 'to', header: i18n._({ id: 'cashier.transfers.col_to', message: 'À' }), cell: () => null, csv: (t) => t.toId, csvOnly: true },
    {
      key: 'amount',
      header: i18n._({ id: 'cashier.history.col_amount', message: 'Montant' }),
      numeric: true,
      cell: (t) => <Money amount={sent(t) ? -t.amount : t.amount} currency={t.currency} className={sent(t) ? 'transfer-out' : 'transfer-in'} />,
      csv: (t) => csvAmount(sent(t) ? -t.amount : t.amount),
    },
    { key: 'currency', header: i18n._({ id: 'cashier.history.col_currency', message: 'Devise' }), cell: () => null, csv: (t) => t.currency, csvOnly: true },
    {
      key: 'balance',
      header: i18n._({ id: 'cashier.transfers.col_balance', message: 'Solde avant → après' }),
      numeric: true,
      cell: (t) => (
        <span className="transfer-balance">
          <Money amount={t.balanceBefore} currency={t.currency} />{' '}
          <span aria-hidden="true" className="transfer-arrow">
            →
          </span>
          <span className="casino-visually-hidden">{i18n._({ id: 'cashier.transfers.then', message: 'puis' })}</span>{' '}
          <Money amount={t.balanceAfter} currency={t.currency} />
        </span>
      ),
    },
    { key: 'before', header: i18n._({ id: 'cashier.transfers.col_before', message: 'Solde avant' }), cell: () => null, csv: (t) => csvAmount(t.balanceBefore), csvOnly: true },
    { key: 'after', header: i18n._({ id: 'cashier.transfers.col_after', message: 'Solde après' }), cell: () => null, csv: (t) => csvAmount(t.balanceAfter), csvOnly: true },
    {
      key: 'status',
      header: i18n._({ id: 'cashier.history.col_status', message: 'Statut' }),
      cell: (t) => (
        <span className={`transfer-status transfer-status--${t.status === 'completed' ? 'done' : 'other'}`}>
          {statusLabel(i18n, t.status)}
          {t.completedAt && t.completedAt !== t.date ? (
            <span className="transfer-completed">
              {' '}
              <time dateTime={t.completedAt} dir="ltr">
                {formatDateTime(t.completedAt)}
              </time>
            </span>
          ) : null}
        </span>
      ),
      csv: (t) => t.status,
    },
    { key: 'created', header: i18n._({ id: 'cashier.transfers.col_created', message: 'Créé le' }), cell: () => null, csv: (t) => t.createdAt, csvOnly: true },
    { key: 'completed', header: i18n._({ id: 'cashier.transfers.col_completed', message: 'Effectué le' }), cell: () => null, csv: (t) => t.completedAt, csvOnly: true },
  ];
}

export default function TransfersView({ query, navigate }: CashierViewProps) {
  const { i18n } = useLingui();
  const auth = useStore($auth);
  const user = auth.user;
  const setQuery = (next: Record<string, string>, options?: { replace?: boolean }) => navigate({ page: 'cashier', query: next }, options);
  const bound = useHistoryQuery(SCHEMA, query, setQuery);
  const { page, pageSize } = bound.filters;
  const eligible = hasCashier(user);
  const [sentCount, setSentCount] = useState(0);
  const load = usePageLoad(JSON.stringify([user?.id, page, pageSize, sentCount]), () => loadTransfers(page, pageSize), eligible);
  const errorText = useErrorText(load.error);

  if (!user || !eligible) {
    const withdraw = buildPath({ page: 'withdraw' });
    return (
      <section className="cashier-panel transfers" aria-labelledby="transfers-title" {...parts('transfers', 'transfers-not-eligible')}>
        <h2 id="transfers-title">{i18n._({ id: 'cashier.transfers.title', message: 'Transferts avec votre caissier' })}</h2>
        <p>
          {i18n._({
            id: 'cashier.transfers.not_eligible',
            message: 'Cette page sert aux joueurs dont le compte a été ouvert par un caissier : ils y voient leurs transferts avec lui et peuvent lui renvoyer de l’argent. Vous vous êtes inscrit vous-même, vous n’avez donc pas de caissier.',
          })}
        </p>
        <p>
          <a
            href={withdraw}
            className="cashier-link"
            {...parts('withdraw-link')}
            onClick={(e) => {
              if (!isPlainClick(e)) return;
              e.preventDefault();
              navigate({ page: 'withdraw' });
            }}
          >
            {i18n._({ id: 'cashier.transfers.to_withdraw', message: 'Pour retirer de l’argent, faites une demande de retrait' })}
          </a>
        </p>
      </section>
    );
  }

  return (
    <section className="cashier-panel transfers" aria-labelledby="transfers-title" {...parts('transfers')}>
      <h2 id="transfers-title">{i18n._({ id: 'cashier.transfers.title', message: 'Transferts avec votre caissier' })}</h2>
      <p className="cashier-muted">
        {i18n._({
          id: 'cashier.transfers.intro',
          message: 'Votre compte a été ouvert par votre caissier (n° {id}) : vos dépôts et retraits passent par lui.',
          values: { id: `\u2066${user.parent}\u2069` },
        })}
      </p>
      <TransferForm
        currency={user.currency}
        balance={user.balance}
        cashierId={user.parent}
        onSent={() => (page === 1 ? setSentCount((n) => n + 1) : bound.setPage(1))}
      />
      <h3>{i18n._({ id: 'cashier.transfers.list_title', message: 'Vos transferts' })}</h3>
      <HistoryList<Transfer>
        title={i18n._({ id: 'cashier.transfers.list_title', message: 'Vos transferts' })}
        status={load.status}
        rows={load.value?.list ?? []}
        rowKey={(t) => t.id}
        count={load.value?.count ?? 0}
        page={page}
        pageSize={pageSize}
        columns={columns(i18n, user.id)}
        onPage={bound.setPage}
        onRetry={load.retry}
        errorText={errorText || undefined}
        emptyText={i18n._({ id: 'cashier.transfers.empty', message: 'Aucun transfert avec votre caissier pour le moment.' })}
        exportName="transfers"
      />
    </section>
  );
}
