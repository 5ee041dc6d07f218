// /profile/bet-history and /profile/bet-history/{sft|dgt|alt} (spec money-and-games.md §2, §3
// "Sports bet history item", §4 statuses and "History date ranges: start of the chosen day to start of
// next day", §7 "GET betshistory/ (date_from, date_to)"): every ticket of the player's sportsbooks, newest
// first — date, ticket code and type, stake (amountIn), return (amountOut), odds (coef), status — with the
// provider kept in the path (the spec's routes) and the days and the page in the query. A ticket opens in
// /profile/bet-details/sft?ticket=<id> (bet-details.tsx, shown by this chunk: menu.ts maps bet-details to
// the bet history), which keeps this list's place for "back" (bet-links.ts).
import { useStore } from '@nanostores/react';
import { useLingui } from '@lingui/react';
import type { I18n } from '@lingui/core';
import { BET_PROVIDERS, type BetHistoryItem, type BetProvider } from '../../../src/api/bet-history';
import { SPORT_PROVIDER_IDS } from '../../../src/api/sport';
import { formatDateTime } from '../../../src/format/date';
import { Money } from '../../../src/format/money-amount';
import { $auth } from '../../../src/stores/auth';
import { loadBetHistory } from '../../../src/stores/bet-history';
import { csvAmount, dayRange, historyStyles, useHistoryQuery, withFilters, type HistoryColumn, type HistoryQueryBinding, type HistorySchema } from '../../../src/ui/history';
import { parts } from '../../../src/ui/part';
import type { ProfileSectionProps } from '../section-props';
import { PAGE_SIZES, ProfileLink } from './history-common';
import { ProfileHistoryList } from './history-section';
import { betStatusLabel, betStatusTone, formatOdds, providerLabel, ticketTypeLabel } from './bet-labels';
import { detailsTarget, isProvider, LIST_PROVIDER_KEY } from './bet-links';
import { BetDetails } from './bet-details';
import css from './histories.css';
import betsCss from './bets.css';

export const styles: string = historyStyles + css + betsCss;

/** The filter offers the providers the site has a book for (src/api/sport.ts): no Altenar choice without one. */
const BOOKS = BET_PROVIDERS.filter((p) => (SPORT_PROVIDER_IDS as readonly string[]).includes(p));

const BETS_SCHEMA: HistorySchema = {
  filters: [{ kind: 'dates', from: 'from', to: 'to' }],
  pageSizes: PAGE_SIZES,
};

function columns(i18n: I18n, props: ProfileSectionProps, currency: string, allProviders: boolean): HistoryColumn<BetHistoryItem>[] {
  const cols: HistoryColumn<BetHistoryItem>[] = [
    { key: 'date', header: i18n._({ id: 'profile.bets.col_date', message: 'Date' }), cell: (r) => <time dateTime={r.date} dir="ltr">{formatDateTime(r.date)}</time>, csv: (r) => r.date },
    {
      key: 'ticket',
      header: i18n._({ id: 'profile.bets.col_ticket', message: 'Ticket' }),
      cell: (r) => (
        <ProfileLink to={detailsTarget(r, props.location.sub, props.query)} navigate={props.navigate} part="bet-ticket">
          <bdi dir="ltr">{r.ticketCode}</bdi>
          <span className="casino-visually-hidden"> {i18n._({ id: 'profile.bets.open_ticket', message: 'voir le détail du ticket' })}</span>
        </ProfileLink>
      ),
      csv: (r) => r.ticketCode,
    },
    // Each ticket's events and picks (spec money-and-games §3 "Sub-bet"); the details page has the rest.
    {
      key: 'events',
      header: i18n._({ id: 'profile.bets.col_events', message: 'Événements' }),
      cell: (r) => (
        <ul className="bet-legs" {...parts('bet-legs')}>
          {r.legs.map((l) => (
            <li key={l.id}>
              <bdi>{l.event ?? '—'}</bdi> · <bdi>{l.outcome ?? '—'}</bdi>
            </li>
          ))}
        </ul>
      ),
      csv: (r) => r.legs.map((l) => `${l.event ?? ''}: ${l.outcome ?? ''}`).join(' / '),
    },
    { key: 'type', header: i18n._({ id: 'profile.bets.col_type', message: 'Type' }), cell: (r) => ticketTypeLabel(i18n, r.ticketType), csv: (r) => ticketTypeLabel(i18n, r.ticketType) },
    { key: 'stake', header: i18n._({ id: 'profile.bets.col_stake', message: 'Mise' }), numeric: true, cell: (r) => <Money amount={r.amountIn} currency={currency} />, csv: (r) => csvAmount(r.amountIn) },
    { key: 'odds', header: i18n._({ id: 'profile.bets.col_odds', message: 'Cote' }), numeric: true, cell: (r) => <bdi dir="ltr">{formatOdds(i18n, r.coef)}</bdi>, csv: (r) => r.coef.toFixed(2) },
    {
      key: 'return',
      header: i18n._({ id: 'profile.bets.col_return', message: 'Gain' }),
      numeric: true,
      // An open ticket has returned nothing yet: it shows what it would pay (docs/contracts/sportsbook.md §2).
      cell: (r) =>
        r.status === 'Wait' && r.potentialWin !== null ? (
          <span className="bet-potential" {...parts('bet-potential')}>
            {i18n._({ id: 'profile.bets.potential_short', message: 'Potentiel' })} <Money amount={r.potentialWin} currency={currency} />
          </span>
        ) : (
          <Money amount={r.amountOut} currency={currency} />
        ),
      csv: (r) => csvAmount(r.amountOut),
    },
    {
      key: 'status',
      header: i18n._({ id: 'profile.bets.col_status', message: 'Statut' }),
      cell: (r) => <span className={`profile-badge profile-badge--${betStatusTone(r.status)}`}>{betStatusLabel(i18n, r.status)}</span>,
      csv: (r) => betStatusLabel(i18n, r.status),
    },
    { key: 'currency', header: i18n._({ id: 'profile.bets.col_currency', message: 'Devise' }), cell: () => null, csv: () => currency, csvOnly: true },
  ];
  // "All providers": which sportsbook took the ticket.
  if (allProviders) cols.splice(2, 0, { key: 'provider', header: i18n._({ id: 'profile.bets.col_provider', message: 'Fournisseur' }), cell: (r) => <bdi>{providerLabel(r.provider)}</bdi>, csv: (r) => providerLabel(r.provider) });
  return cols;
}

/**
 * The history kit's binding with the provider added as a choice that lives in the path, not the query:
 * choosing one goes to /profile/bet-history/{provider} with the same days; clearing the filters goes back
 * to every provider.
 */
function useBetsQuery(props: ProfileSectionProps): HistoryQueryBinding {
  const sub = isProvider(props.location.sub) ? props.location.sub : undefined;
  const go = (provider: string | undefined, query: Record<string, string>, options?: { replace?: boolean }) =>
    props.navigate({ section: 'bet-history', sub: provider, query }, options);
  const base = useHistoryQuery(BETS_SCHEMA, props.query, (query, options) => go(sub, query, options));
  return {
    ...base,
    filters: { ...base.filters, values: { ...base.filters.values, ...(sub ? { [LIST_PROVIDER_KEY]: sub } : {}) } },
    filtered: base.filtered || sub !== undefined,
    setFilters(changes) {
      if (!(LIST_PROVIDER_KEY in changes)) return base.setFilters(changes);
      const { [LIST_PROVIDER_KEY]: provider, ...rest } = changes;
      go(isProvider(provider ?? undefined) ? (provider as BetProvider) : undefined, withFilters(BETS_SCHEMA, props.query, rest));
    },
    clear: () => go(undefined, withFilters(BETS_SCHEMA, props.query, { from: null, to: null })),
  };
}

function BetList(props: ProfileSectionProps) {
  const { i18n } = useLingui();
  const auth = useStore($auth);
  const currency = auth.user?.currency ?? 'TND';
  const bound = useBetsQuery(props);
  const { values } = bound.filters;
  const provider = values[LIST_PROVIDER_KEY] as BetProvider | undefined;
  const filter = { provider, ...dayRange(values.from, values.to) };
  return (
    <ProfileHistoryList<BetHistoryItem>
      frameId="bet-history-title"
      title={i18n._({ id: 'profile.bets.title', message: 'Historique des paris' })}
      intro={i18n._({ id: 'profile.bets.intro', message: 'Vos tickets de paris sportifs : mise, cote, gain et statut. Ouvrez un ticket pour voir ses sélections.' })}
      bound={bound}
      loadPage={(page, pageSize) => loadBetHistory({ ...filter, page, pageSize })}
      columns={columns(i18n, props, currency, !provider)}
      emptyText={i18n._({ id: 'profile.bets.empty', message: 'Vous n’avez encore placé aucun pari.' })}
      wide
      exportName="bet-history"
      fileName={['bet-history', provider ?? '', values.from ?? '', values.to ?? '']}
      choices={[
        {
          name: LIST_PROVIDER_KEY,
          label: i18n._({ id: 'profile.bets.provider', message: 'Fournisseur' }),
          anyLabel: i18n._({ id: 'profile.bets.any_provider', message: 'Tous les fournisseurs' }),
          options: BOOKS.map((p) => ({ value: p, label: providerLabel(p) })),
          part: 'filter-provider',
        },
      ]}
    />
  );
}

/** The bet history's chunk shows both pages: the list and a ticket's details (menu.ts shownSection). */
export default function BetHistorySection(props: ProfileSectionProps) {
  return props.location.section === 'bet-details' ? <BetDetails {...props} /> : <BetList {...props} />;
}
