// One movement of the account statement (/profile/transactions/{id}): what it was, the balance
// it left, and a link to what caused it: a payment (the cashier's payment history opened on it), a wheel
// spin (the wheel's history), a game round (the slots history of that day and provider), a transfer (the
// cashier's transfers), a bonus exchange (the bonus history). Back returns to the list as it was.
import { useLingui } from '@lingui/react';
import type { I18n } from '@lingui/core';
import type { StatementDetail, StatementReference } from '../../../src/api/statement';
import { isApiError } from '../../../src/api/errors';
import { formatDateTime } from '../../../src/format/date';
import { Money } from '../../../src/format/money-amount';
import { loadStatementRow } from '../../../src/stores/statement';
import { Button, Skeleton, useErrorText } from '../../../src/ui';
import { parts } from '../../../src/ui/part';
import { today, usePageLoad } from '../../../src/ui/history';
import { providerName } from '../../../src/api/providers';
import type { ProfileSectionProps } from '../section-props';
import { ProfileLink, SiteLink } from './history-common';
import { SignedMoney } from './signed-money';
import { reasonLabel, walletLabel } from './statement-labels';
import { TICKET_DAY_KEY, TICKET_KEY } from './bet-links';

type Props = ProfileSectionProps & { id: number };

function Cause({ reference, row, i18n, props }: { reference: StatementReference | null; row: StatementDetail; i18n: I18n; props: Props }) {
  if (!reference) {
    return <p>{i18n._({ id: 'profile.statement.cause_none', message: 'Ce mouvement n’a pas d’opération liée.' })}</p>;
  }
  switch (reference.kind) {
    case 'payment': {
      const tab = reference.type === 'payout' ? 'payouts' : 'deposits';
      const path = `/profile/pay-history?${new URLSearchParams({ payment: String(reference.id), payment_type: reference.type, tab }).toString()}`;
      return (
        <p>
          <SiteLink path={path} leave={props.leave} part="cause-link">
            {reference.type === 'payout'
              ? i18n._({ id: 'profile.statement.cause_payout', message: 'Voir le retrait n° {id}', values: { id: reference.id } })
              : i18n._({ id: 'profile.statement.cause_deposit', message: 'Voir le dépôt n° {id}', values: { id: reference.id } })}
          </SiteLink>
        </p>
      );
    }
    case 'wheel_spin': {
      const lang = i18n.locale.slice(0, 2);
      const prize = reference.prizeName[lang] ?? reference.prizeName.fr;
      return (
        <>
          {prize ? <p>{i18n._({ id: 'profile.statement.cause_prize', message: 'Lot : {prize}', values: { prize } })}</p> : null}
          <p>
            <SiteLink path="/wheel-game-history" leave={props.leave} part="cause-link">
              {i18n._({ id: 'profile.statement.cause_wheel', message: 'Voir l’historique de la roue' })}
            </SiteLink>
          </p>
        </>
      );
    }
    case 'game_round': {
      // The slots history of the round's day (local time) and provider: the round is in it.
      const day = today(new Date(row.date));
      return (
        <>
          <p>
            <bdi>{reference.gameName}</bdi> · <bdi>{providerName(reference.provider)}</bdi>
          </p>
          <p>
            <ProfileLink to={{ section: 'slots-history', query: { from: day, to: day, producer: reference.provider } }} navigate={props.navigate} part="cause-link">
              {i18n._({ id: 'profile.statement.cause_round', message: 'Voir la partie dans l’historique des machines à sous' })}
            </ProfileLink>
          </p>
        </>
      );
    }
    case 'transfer':
      return (
        <p>
          <SiteLink path="/profile/cashier" leave={props.leave} part="cause-link">
            {i18n._({ id: 'profile.statement.cause_transfer', message: 'Voir le transfert n° {id}', values: { id: reference.id } })}
          </SiteLink>
        </p>
      );
    case 'bonus_item':
      return (
        <p>
          <ProfileLink
            to={{ section: reference.list === 'cashback' ? 'cashback-history' : 'bonus-history', query: { type: reference.type } }}
            navigate={props.navigate}
            part="cause-link"
          >
            {reference.list === 'cashback'
              ? i18n._({ id: 'profile.statement.cause_cashback', message: 'Voir dans l’historique du cashback' })
              : i18n._({ id: 'profile.statement.cause_bonus', message: 'Voir dans l’historique des bonus' })}
          </ProfileLink>
        </p>
      );
    case 'sport_ticket': {
      // The stake moved on the ticket's own day, so its details can look in that day's list; a win or a
      // refund came later, and the details then look among the player's latest tickets.
      const query: Record<string, string> = { [TICKET_KEY]: String(reference.id) };
      if (row.reason === 'sport_stake') query[TICKET_DAY_KEY] = today(new Date(row.date));
      return (
        <p>
          <ProfileLink to={{ section: 'bet-details', sub: 'sft', query }} navigate={props.navigate} part="cause-link">
            {i18n._({ id: 'profile.statement.cause_ticket', message: 'Voir le ticket {code}', values: { code: reference.ticketCode } })}
          </ProfileLink>
        </p>
      );
    }
    default:
      return <p>{i18n._({ id: 'profile.statement.cause_other', message: 'Opération liée : {type}', values: { type: reference.type } })}</p>;
  }
}

export function TransactionDetail(props: Props) {
  const { i18n } = useLingui();
  const load = usePageLoad(String(props.id), () => loadStatementRow(props.id));
  const errorText = useErrorText(load.error);
  const row = load.value;
  const back = (
    <ProfileLink to={{ section: 'transactions', query: props.query }} navigate={props.navigate} part="statement-back">
      <span aria-hidden="true" className="profile-history__back-arrow">
        ‹
      </span>{' '}
      {i18n._({ id: 'profile.statement.back', message: 'Retour au relevé' })}
    </ProfileLink>
  );
  const title = i18n._({ id: 'profile.statement.detail_title', message: 'Opération n° {id}', values: { id: props.id } });

  let body;
  if (load.status === 'error') {
    const missing = isApiError(load.error) && load.error.status === 404;
    body = (
      <div className="history-state history-state--error" role="alert">
        <p>{missing ? i18n._({ id: 'profile.statement.not_found', message: 'Cette opération n’existe pas sur votre compte.' }) : errorText || i18n._({ id: 'history.error', message: "L'historique n'a pas pu être chargé." })}</p>
        {missing ? null : (
          <Button variant="secondary" part="retry" onClick={load.retry}>
            {i18n._({ id: 'history.retry', message: 'Réessayer' })}
          </Button>
        )}
      </div>
    );
  } else if (!row) {
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
        <dl className="statement-detail" {...parts('statement-row')}>
          <dt>{i18n._({ id: 'profile.statement.col_reason', message: 'Opération' })}</dt>
          <dd>{reasonLabel(i18n, row.reason)}</dd>
          <dt>{i18n._({ id: 'profile.statement.col_date', message: 'Date' })}</dt>
          <dd>
            <time dateTime={row.date} dir="ltr">
              {formatDateTime(row.date)}
            </time>
          </dd>
          <dt>{i18n._({ id: 'profile.statement.col_wallet', message: 'Compte' })}</dt>
          <dd>{walletLabel(i18n, row.wallet)}</dd>
          <dt>{i18n._({ id: 'profile.statement.col_amount', message: 'Montant' })}</dt>
          <dd>
            <SignedMoney amount={row.amount} currency={row.currency} />
          </dd>
          <dt>{i18n._({ id: 'profile.statement.col_balance_after', message: 'Solde après' })}</dt>
          <dd>
            <Money amount={row.balanceAfter} currency={row.currency} />
          </dd>
        </dl>
        <div className="statement-cause">
          <h3>{i18n._({ id: 'profile.statement.cause', message: 'Origine' })}</h3>
          <Cause reference={row.reference} row={row} i18n={i18n} props={props} />
        </div>
      </>
    );
  }
  return (
    <section className="profile-history" aria-labelledby="statement-detail-title">
      <p className="profile-history__back">{back}</p>
      <h2 id="statement-detail-title" className="profile-history__title">
        {title}
      </h2>
      {body}
    </section>
  );
}
