// /profile/bet-details/sft?ticket=<id>&day=<its day> (shown by bet-history.tsx's chunk; spec money-and-games.md §2, §3 "Sub-bet: category,
// sport, tournament, market, odd, result, status", §7 "GET {id}/subbet/", "POST ticket/{id}/cancel"): one
// ticket (its code, type, stake, odds, return and status) and its selections, and for an open ticket
// whose matches have not started the "Cancel ticket" step (bet-cancel.tsx), for an open ticket the book
// quotes the "Sell the ticket" step (bet-cashout.tsx). Both providers' tickets open
// here (the softion calls serve both). "Back" returns to the list as it was (provider, days, page).
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { useLingui } from '@lingui/react';
import type { I18n } from '@lingui/core';
import type { BetHistoryItem, SubBet } from '../../../src/api/bet-history';
import { isApiError } from '../../../src/api/errors';
import { formatDateTime } from '../../../src/format/date';
import { Money } from '../../../src/format/money-amount';
import { $auth } from '../../../src/stores/auth';
import { findTicket, loadSubBets } from '../../../src/stores/bet-history';
import { Button, Skeleton, useErrorText } from '../../../src/ui';
import { parts } from '../../../src/ui/part';
import { dayRange, isDay, usePageLoad } from '../../../src/ui/history';
import type { ProfileSectionProps } from '../section-props';
import { ProfileLink } from './history-common';
import { listTarget, TICKET_DAY_KEY, TICKET_KEY } from './bet-links';
import { betStatusLabel, betStatusTone, formatOdds, providerLabel, ticketTypeLabel } from './bet-labels';
import { CancelTicket } from './bet-cancel';
import { CashOut } from './bet-cashout';

const Badge = ({ i18n, status }: { i18n: I18n; status: string }) => (
  <span className={`profile-badge profile-badge--${betStatusTone(status)}`}>{betStatusLabel(i18n, status)}</span>
);

/** An open ticket may be cancelled while none of its matches has started (the server has the last word). */
const cancelable = (ticket: BetHistoryItem, subs: readonly SubBet[] | null, now = Date.now()) =>
  ticket.status === 'Wait' && subs !== null && subs.every((s) => !s.startTime || Date.parse(s.startTime) > now);

function TicketSummary({ ticket, currency, i18n }: { ticket: BetHistoryItem; currency: string; i18n: I18n }) {
  return (
    <dl className="statement-detail" {...parts('bet-ticket-summary')}>
      <dt>{i18n._({ id: 'profile.bets.col_status', message: 'Statut' })}</dt>
      <dd>
        <Badge i18n={i18n} status={ticket.status} />
      </dd>
      <dt>{i18n._({ id: 'profile.bets.col_date', message: 'Date' })}</dt>
      <dd>
        <time dateTime={ticket.date} dir="ltr">
          {formatDateTime(ticket.date)}
        </time>
      </dd>
      <dt>{i18n._({ id: 'profile.bets.col_type', message: 'Type' })}</dt>
      <dd>{ticketTypeLabel(i18n, ticket.ticketType)}</dd>
      <dt>{i18n._({ id: 'profile.bets.col_provider', message: 'Fournisseur' })}</dt>
      <dd>
        <bdi>{providerLabel(ticket.provider)}</bdi>
      </dd>
      <dt>{i18n._({ id: 'profile.bets.col_stake', message: 'Mise' })}</dt>
      <dd>
        <Money amount={ticket.amountIn} currency={currency} />
      </dd>
      <dt>{i18n._({ id: 'profile.bets.col_odds', message: 'Cote' })}</dt>
      <dd>
        <bdi dir="ltr">{formatOdds(i18n, ticket.coef)}</bdi>
      </dd>
      <dt>{i18n._({ id: 'profile.bets.col_return', message: 'Gain' })}</dt>
      <dd>
        <Money amount={ticket.amountOut} currency={currency} />
      </dd>
      {ticket.status === 'Wait' && ticket.potentialWin !== null ? (
        <>
          <dt>{i18n._({ id: 'profile.bets.potential', message: 'Gain potentiel' })}</dt>
          <dd {...parts('bet-potential')}>
            <Money amount={ticket.potentialWin} currency={currency} />
          </dd>
        </>
      ) : null}
    </dl>
  );
}

function SubBets({ subs, i18n }: { subs: readonly SubBet[]; i18n: I18n }) {
  const title = i18n._({ id: 'profile.bets.selections', message: 'Sélections' });
  const cols: Array<[string, string, (s: SubBet) => ReactNode, boolean?]> = [
    ['event', i18n._({ id: 'profile.bets.col_event', message: 'Match' }), (s) => <bdi>{s.event ?? '—'}</bdi>],
    ['category', i18n._({ id: 'profile.bets.col_category', message: 'Pays' }), (s) => <bdi>{s.category ?? '—'}</bdi>],
    ['sport', i18n._({ id: 'profile.bets.col_sport', message: 'Sport' }), (s) => <bdi>{s.sport ?? '—'}</bdi>],
    ['tournament', i18n._({ id: 'profile.bets.col_tournament', message: 'Compétition' }), (s) => <bdi>{s.tournament ?? '—'}</bdi>],
    ['market', i18n._({ id: 'profile.bets.col_market', message: 'Marché' }), (s) => <bdi>{s.market ?? '—'}</bdi>],
    ['outcome', i18n._({ id: 'profile.bets.col_outcome', message: 'Choix' }), (s) => <bdi>{s.outcome ?? '—'}</bdi>],
    ['odd', i18n._({ id: 'profile.bets.col_odd', message: 'Cote' }), (s) => <bdi dir="ltr">{formatOdds(i18n, s.odd)}</bdi>, true],
    ['result', i18n._({ id: 'profile.bets.col_result', message: 'Score' }), (s) => <bdi dir="ltr">{s.result ?? '—'}</bdi>, true],
    ['status', i18n._({ id: 'profile.bets.col_status', message: 'Statut' }), (s) => <Badge i18n={i18n} status={s.status} />],
  ];
  return (
    <section className="history history--wide bet-selections" aria-labelledby="bet-selections-title" {...parts('bet-selections')}>
      <h3 id="bet-selections-title">{title}</h3>
      {subs.length === 0 ? (
        <p className="profile-history__intro">{i18n._({ id: 'profile.bets.no_selections', message: 'Aucune sélection pour ce ticket.' })}</p>
      ) : (
        <table className="history-table" role="table">
          <caption className="casino-visually-hidden">{title}</caption>
          <thead role="rowgroup">
            <tr role="row">
              {cols.map(([key, header, , numeric]) => (
                <th key={key} scope="col" role="columnheader" className={numeric ? 'history-cell--numeric' : undefined}>
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody role="rowgroup">
            {subs.map((s) => (
              <tr key={s.id} role="row" {...parts('bet-selection')}>
                {cols.map(([key, header, cell, numeric]) => (
                  <td key={key} role="cell" data-label={header} className={numeric ? 'history-cell--numeric' : undefined}>
                    {cell(s)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

export function BetDetails(props: ProfileSectionProps) {
  const { i18n } = useLingui();
  const currency = useStore($auth).user?.currency ?? 'TND';
  const id = props.query[TICKET_KEY] ?? '';
  const day = props.query[TICKET_DAY_KEY];
  const around = isDay(day) ? dayRange(day, day) : undefined;
  // A refusal (ticket_not_cancelable) says why and reads the ticket again from the server, not the page read.
  const [refusal, setRefusal] = useState<string | null>(null);
  const load = usePageLoad(`${id}|${day ?? ''}`, () =>
    id ? Promise.all([findTicket(id, around, { fresh: refusal !== null }), loadSubBets(id)]) : Promise.reject(new Error('no ticket')),
  );
  const errorText = useErrorText(load.error);
  // The ticket as the cancellation left it (sold) replaces the one read.
  const [updated, setUpdated] = useState<BetHistoryItem | null>(null);
  useEffect(() => {
    setUpdated(null);
    setRefusal(null);
  }, [id]);
  const refused = (message: string) => {
    setRefusal(message);
    setUpdated(null);
    load.retry();
  };
  // After a cancellation the button is gone: the focus goes to the ticket's heading, above its status now "Vendu".
  const heading = useRef<HTMLHeadingElement>(null);
  const cancelled = (ticket: BetHistoryItem) => {
    setUpdated(ticket);
    requestAnimationFrame(() => heading.current?.focus());
  };
  const ticket = updated ?? load.value?.[0] ?? null;
  const subs = load.value?.[1] ?? null;

  const back = (
    <ProfileLink to={listTarget(props.query)} navigate={props.navigate} part="bet-back">
      <span aria-hidden="true" className="profile-history__back-arrow">
        ‹
      </span>{' '}
      {i18n._({ id: 'profile.bets.back', message: 'Retour à l’historique des paris' })}
    </ProfileLink>
  );
  const title = ticket
    ? i18n._({ id: 'profile.bets.detail_title', message: 'Ticket {code}', values: { code: ticket.ticketCode } })
    : i18n._({ id: 'profile.bets.detail_title_loading', message: 'Ticket' });

  let body;
  if (!id || load.status === 'error') {
    const missing = !id || (isApiError(load.error) && load.error.status === 404);
    body = (
      <div className="history-state history-state--error" role="alert" {...parts('bet-error')}>
        <p>{missing ? i18n._({ id: 'profile.bets.not_found', message: 'Ce ticket n’existe pas sur votre compte.' }) : errorText || i18n._({ id: 'history.error', message: "L'historique n'a pas pu être chargé." })}</p>
        {missing ? null : (
          <Button variant="secondary" part="retry" onClick={load.retry}>
            {i18n._({ id: 'history.retry', message: 'Réessayer' })}
          </Button>
        )}
      </div>
    );
  } else if (!ticket || !subs) {
    body = (
      <Skeleton label={i18n._({ id: 'history.loading', message: 'Chargement…' })} className="history-skeleton">
        {[0, 1, 2].map((i) => (
          <div key={i} className="history-skeleton__row" aria-hidden="true" />
        ))}
      </Skeleton>
    );
  } else {
    body = (
      <>
        <TicketSummary ticket={ticket} currency={currency} i18n={i18n} />
        {refusal ? (
          <p className="bet-cancel__error" role="alert" {...parts('bet-cancel-error')}>
            {refusal}
          </p>
        ) : null}
        {cancelable(ticket, subs) ? <CancelTicket ticket={ticket} currency={currency} onCancelled={cancelled} onRefused={refused} /> : null}
        {ticket.status === 'Wait' ? <CashOut key={ticket.id} ticket={ticket} currency={currency} onSold={cancelled} onRefused={refused} /> : null}
        <SubBets subs={subs} i18n={i18n} />
      </>
    );
  }
  return (
    <section className="profile-history" aria-labelledby="bet-detail-title" {...parts('bet-details')}>
      <p className="profile-history__back">{back}</p>
      <h2 id="bet-detail-title" className="profile-history__title" ref={heading} tabIndex={-1}>
        {title}
      </h2>
      {body}
    </section>
  );
}
