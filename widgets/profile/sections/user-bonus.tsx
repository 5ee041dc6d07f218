// /profile/user-bonus (spec money §3 bonus types, §5 "Bonus amounts are floored to 2 decimals",
// §9): the bonus balance, what it is and how it is earned, how to exchange it (the two conditions with the
// player's current figures and whether each is met) with the way to the exchange page, and the latest
// bonus items with the way to the full history (/profile/bonus-history).
import { useEffect, type MouseEvent } from 'react';
import { useStore } from '@nanostores/react';
import { useLingui } from '@lingui/react';
import type { MessageDescriptor } from '@lingui/core';
import { $latestBonus, loadLatestBonus } from '../../../src/stores/bonus-latest';
import { Money } from '../../../src/format/money-amount';
import { formatDateTime } from '../../../src/format/date';
import { Button, Skeleton, useErrorText } from '../../../src/ui';
import { ButtonLink, isPlainClick } from '../../../src/ui/link';
import { parts } from '../../../src/ui/part';
import bonusCss from './bonus.css';
import type { ProfileSectionProps } from '../section-props';
import { ExchangeConditions, useExchangeRules, usePlayerFigures } from './bonus-parts';
import { BONUS_TYPE_LABELS } from './bonus-types';

export const styles = bonusCss;

const EARNED: MessageDescriptor[] = [
  /*i18n*/ { id: 'profile.bonus.earn.first_deposit', message: 'Votre premier dépôt vous rapporte un bonus de bienvenue.' },
  /*i18n*/ { id: 'profile.bonus.earn.cashback', message: 'Le cashback vous rend chaque semaine une partie de vos pertes.' },
  /*i18n*/ { id: 'profile.bonus.earn.wheel', message: 'La roue de la chance et les jackpots personnels peuvent créditer votre bonus.' },
  /*i18n*/ { id: 'profile.bonus.earn.sport', message: 'Les remises sport et les gestes du support s’y ajoutent aussi.' },
];

function LatestItems({ go }: { go(event: MouseEvent<HTMLAnchorElement>): void }) {
  const { i18n } = useLingui();
  const state = useStore($latestBonus);
  const errorText = useErrorText(state.error);
  useEffect(() => {
    void loadLatestBonus();
  }, []);
  let body;
  const items = state.data;
  if (!items && state.status === 'error') {
    body = (
      <div className="bonus-alert" role="alert">
        <p>{errorText}</p>
        <Button variant="secondary" onClick={() => void loadLatestBonus()}>
          {i18n._({ id: 'profile.bonus.latest.retry', message: 'Réessayer' })}
        </Button>
      </div>
    );
  } else if (!items) {
    body = (
      <Skeleton label={i18n._({ id: 'profile.bonus.latest.loading', message: 'Chargement des derniers bonus…' })} className="bonus-skeleton">
        {[0, 1, 2].map((i) => (
          <span key={i} className="bonus-skeleton__line" aria-hidden="true" />
        ))}
      </Skeleton>
    );
  } else if (!items.length) {
    body = <p className="bonus-muted">{i18n._({ id: 'profile.bonus.latest.empty', message: 'Aucun bonus pour le moment.' })}</p>;
  } else {
    body = (
      <ul className="bonus-latest" {...parts('latest')}>
        {items.map((item) => {
          const label = BONUS_TYPE_LABELS[item.type];
          return (
            <li key={item.id} className="bonus-latest__item">
              <span className="bonus-latest__type">{label ? i18n._(label) : item.type}</span>
              <span className="bonus-latest__date" dir="ltr">
                {formatDateTime(item.date)}
              </span>
              <span className={item.isAccrued ? 'bonus-latest__amount' : 'bonus-latest__amount bonus-latest__amount--taken'}>
                <bdi dir="ltr">
                  {item.isAccrued ? '+' : '−'}
                  <Money amount={item.amount} currency={item.amountCurrency} />
                </bdi>
              </span>
            </li>
          );
        })}
      </ul>
    );
  }
  return (
    <>
      {body}
      <p>
        <a className="profile-link" href="/profile/bonus-history" onClick={go} {...parts('history-link')}>
          {i18n._({ id: 'profile.bonus.latest.all', message: 'Tout l’historique des bonus' })}
        </a>
      </p>
    </>
  );
}

export default function UserBonusSection({ navigate }: ProfileSectionProps) {
  const { i18n } = useLingui();
  const figures = usePlayerFigures();
  const rules = useExchangeRules();
  if (!figures) return null;
  // A plain click stays in the profile; Ctrl/Cmd-click and middle click open the real URL.
  const plain = (go: () => void) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event.nativeEvent)) return;
    event.preventDefault();
    go();
  };
  const toHistory = plain(() => navigate({ section: 'bonus-history' }));
  return (
    <section className="bonus-section" {...parts('user-bonus')}>
      <h2>{i18n._({ id: 'profile.bonus.title', message: 'Mon bonus' })}</h2>
      <div className="bonus-hero" {...parts('bonus-balance')}>
        <span className="bonus-hero__label">{i18n._({ id: 'profile.bonus.bonus_balance', message: 'Solde bonus' })}</span>
        <Money amount={figures.bonusBalance} currency={figures.currency} className="bonus-hero__amount" />
      </div>

      <h3>{i18n._({ id: 'profile.bonus.what_title', message: 'Qu’est-ce que le solde bonus ?' })}</h3>
      <p>
        {i18n._({
          id: 'profile.bonus.what',
          message: 'Le solde bonus réunit les bonus que le casino vous offre. Il est séparé de votre solde réel et ne peut pas être retiré tel quel : échangez-le d’abord contre du solde réel.',
        })}
      </p>
      <ul className="bonus-earn">
        {EARNED.map((d) => (
          <li key={d.id}>{i18n._(d)}</li>
        ))}
      </ul>

      <h3>{i18n._({ id: 'profile.bonus.how_title', message: 'Comment l’échanger ?' })}</h3>
      {rules.data ? (
        <ExchangeConditions rules={rules.data} figures={figures} />
      ) : rules.status === 'error' ? (
        <div className="bonus-alert" role="alert">
          <Button variant="secondary" onClick={rules.retry}>
            {i18n._({ id: 'profile.bonus.rules_retry', message: 'Recharger les conditions' })}
          </Button>
        </div>
      ) : (
        <Skeleton label={i18n._({ id: 'profile.exchange.loading', message: 'Chargement des conditions…' })} className="bonus-skeleton">
          {[0, 1].map((i) => (
            <span key={i} className="bonus-skeleton__line" aria-hidden="true" />
          ))}
        </Skeleton>
      )}
      <p>
        <ButtonLink href="/profile/exchange-bonus-balance" onClick={plain(() => navigate({ section: 'exchange-bonus-balance' }))} {...parts('button', 'exchange-link')}>
          {i18n._({ id: 'profile.bonus.exchange', message: 'Échanger mon bonus' })}
        </ButtonLink>
      </p>

      <h3>{i18n._({ id: 'profile.bonus.latest_title', message: 'Derniers bonus' })}</h3>
      <LatestItems go={toHistory} />
    </section>
  );
}
