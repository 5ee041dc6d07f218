// /profile/limits (docs/contracts/responsible-gaming.md §1): deposit, loss and wager limits per day, week and
// month, the session length and the reality-check interval, each with what the period used and what remains,
// and its editor (limit-editor.tsx). The rule of the cooling-off (the jurisdiction's hours, from the GET) is
// said once at the top in plain French; the outcome of every change is announced in one live region.
import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { useLingui } from '@lingui/react';
import { $limits, reloadLimits } from '../../../src/stores/limits';
import { LIMIT_KINDS, LIMIT_PERIODS, type LimitKind, type LimitPeriod, type Limits } from '../../../src/api/limits';
import { Button, Spinner } from '../../../src/ui';
import { useErrorText } from '../../../src/ui/error-screen';
import { parts } from '../../../src/ui/part';
import fieldsCss from '../../../src/ui/fields.css';
import formCss from '../../../src/ui/form/form.css';
import accountCss from './account.css';
import rgCss from './rg.css';
import bannerCss from '../../../src/ui/rg/rg-banner.css';
import type { ProfileSectionProps } from '../section-props';
import '@src/errors/profile-errors';
import '@src/errors/rg-errors';
import { LimitEditor } from './limit-editor';
import { WithdrawOnlyBanner } from '../../../src/ui/rg/withdraw-only-banner';

export const styles = [fieldsCss, formCss, accountCss, rgCss, bannerCss].join('\n');

export default function LimitsSection(_props: ProfileSectionProps) {
  const { i18n } = useLingui();
  const state = useStore($limits);
  const [said, setSaid] = useState('');
  const errorText = useErrorText(state.error);

  const kindTitle: Record<LimitKind, string> = {
    deposit: i18n._({ id: 'profile.rg.deposit_title', message: 'Limites de dépôt' }),
    loss: i18n._({ id: 'profile.rg.loss_title', message: 'Limites de pertes' }),
    wager: i18n._({ id: 'profile.rg.wager_title', message: 'Limites de mises' }),
  };
  const kindLead: Record<LimitKind, string> = {
    deposit: i18n._({ id: 'profile.rg.deposit_lead', message: 'Le total de vos dépôts sur la période (un dépôt en cours compte).' }),
    loss: i18n._({ id: 'profile.rg.loss_lead', message: 'Vos mises moins vos gains sur la période : une mise est refusée si elle pouvait vous faire dépasser la limite.' }),
    wager: i18n._({ id: 'profile.rg.wager_lead', message: 'Le total de vos mises (casino, roue, paris sportifs) sur la période.' }),
  };
  const periodTitle: Record<LimitPeriod, string> = {
    daily: i18n._({ id: 'profile.rg.daily', message: 'Par jour' }),
    weekly: i18n._({ id: 'profile.rg.weekly', message: 'Par semaine' }),
    monthly: i18n._({ id: 'profile.rg.monthly', message: 'Par mois' }),
  };
  const inputLabel = (kind: LimitKind, period: LimitPeriod): string => {
    const labels: Record<LimitKind, Record<LimitPeriod, string>> = {
      deposit: {
        daily: i18n._({ id: 'profile.rg.input.deposit_daily', message: 'Nouvelle limite de dépôt par jour' }),
        weekly: i18n._({ id: 'profile.rg.input.deposit_weekly', message: 'Nouvelle limite de dépôt par semaine' }),
        monthly: i18n._({ id: 'profile.rg.input.deposit_monthly', message: 'Nouvelle limite de dépôt par mois' }),
      },
      loss: {
        daily: i18n._({ id: 'profile.rg.input.loss_daily', message: 'Nouvelle limite de pertes par jour' }),
        weekly: i18n._({ id: 'profile.rg.input.loss_weekly', message: 'Nouvelle limite de pertes par semaine' }),
        monthly: i18n._({ id: 'profile.rg.input.loss_monthly', message: 'Nouvelle limite de pertes par mois' }),
      },
      wager: {
        daily: i18n._({ id: 'profile.rg.input.wager_daily', message: 'Nouvelle limite de mises par jour' }),
        weekly: i18n._({ id: 'profile.rg.input.wager_weekly', message: 'Nouvelle limite de mises par semaine' }),
        monthly: i18n._({ id: 'profile.rg.input.wager_monthly', message: 'Nouvelle limite de mises par mois' }),
      },
    };
    return labels[kind][period];
  };

  const limits: Limits | null = state.data;
  return (
    <section className="account-section rg-section" aria-labelledby="profile-limits-title" {...parts('limits')}>
      <h2 id="profile-limits-title">{i18n._({ id: 'profile.rg.limits_title', message: 'Mes limites de jeu' })}</h2>
      <WithdrawOnlyBanner />
      {limits ? (
        <div className="rg-rules" {...parts('rules')}>
          <p>
            {i18n._({
              id: 'profile.rg.rule_lower',
              message: 'Baisser une limite (ou en fixer une nouvelle) prend effet immédiatement.',
            })}
          </p>
          <p>
            {i18n._({
              id: 'profile.rg.rule_raise',
              message:
                'Augmenter ou supprimer une limite ne prend effet qu’après un délai de réflexion de {hours} heures : pendant ce délai, votre limite actuelle reste appliquée et vous pouvez annuler la demande.',
              values: { hours: limits.coolingOffHours },
            })}
          </p>
          <p className="account-muted">
            {i18n._({
              id: 'profile.rg.rule_periods',
              message: 'Les périodes suivent le calendrier ({zone}) : le jour de minuit à minuit, la semaine du lundi, le mois du 1er.',
              values: { zone: limits.timeZone },
            })}
          </p>
          {limits.mustSetBeforeDeposit && limits.limits.deposit_daily === null && limits.limits.deposit_weekly === null && limits.limits.deposit_monthly === null ? (
            <p className="rg-required" {...parts('limit-required')}>
              {i18n._({ id: 'profile.rg.must_set', message: 'Votre juridiction demande une limite de dépôt avant tout dépôt : fixez-en une ci-dessous.' })}
            </p>
          ) : null}
        </div>
      ) : null}
      <div className="account-live" role="status" aria-live="polite" {...parts('notice')}>
        {said ? <div className="account-notice account-notice--success">{said}</div> : null}
      </div>
      {!limits && state.status === 'error' ? (
        <div className="account-notice account-notice--error" role="alert">
          {errorText}{' '}
          <Button variant="secondary" onClick={() => void reloadLimits()}>
            {i18n._({ id: 'profile.rg.retry', message: 'Réessayer' })}
          </Button>
        </div>
      ) : null}
      {!limits && state.status !== 'error' ? (
        <div className="account-loading">
          <Spinner label={i18n._({ id: 'profile.rg.loading', message: 'Chargement de vos limites…' })} />
        </div>
      ) : null}
      {limits
        ? LIMIT_KINDS.map((kind) => (
            <section key={kind} className="rg-group" aria-labelledby={`rg-${kind}`} {...parts(`group-${kind}`)}>
              <h3 id={`rg-${kind}`}>{kindTitle[kind]}</h3>
              <p className="account-muted">{kindLead[kind]}</p>
              <div className="rg-grid">
                {LIMIT_PERIODS.map((period) => (
                  <LimitEditor
                    key={period}
                    field={`${kind}_${period}`}
                    title={periodTitle[period]}
                    inputLabel={inputLabel(kind, period)}
                    limits={limits}
                    announce={setSaid}
                  />
                ))}
              </div>
            </section>
          ))
        : null}
      {limits ? (
        <section className="rg-group" aria-labelledby="rg-session" {...parts('group-session')}>
          <h3 id="rg-session">{i18n._({ id: 'profile.rg.session_title', message: 'Temps de jeu' })}</h3>
          <div className="rg-grid">
            <LimitEditor
              field="session_minutes"
              title={i18n._({ id: 'profile.rg.session_minutes', message: 'Durée de session' })}
              inputLabel={i18n._({ id: 'profile.rg.input.session_minutes', message: 'Nouvelle durée de session maximale (minutes)' })}
              limits={limits}
              announce={setSaid}
            />
            <LimitEditor
              field="reality_check_minutes"
              title={i18n._({ id: 'profile.rg.reality_check', message: 'Rappel de session' })}
              inputLabel={i18n._({ id: 'profile.rg.input.reality_check', message: 'Afficher un rappel (temps de jeu et résultat)' })}
              limits={limits}
              announce={setSaid}
            />
          </div>
          <p className="account-muted">
            {i18n._({
              id: 'profile.rg.session_lead',
              message: 'Au bout de la durée de session, vos jeux et paris s’arrêtent jusqu’à votre prochaine connexion. Le rappel change immédiatement, dans les deux sens.',
            })}
          </p>
        </section>
      ) : null}
    </section>
  );
}
