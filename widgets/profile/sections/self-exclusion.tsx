// /profile/self-exclusion (docs/contracts/responsible-gaming.md §3): a time-out (24 h, 7 days, 30 days, 6
// weeks) or a self-exclusion (6 months to 5 years). Two steps: the choice, then a confirmation that says
// exactly what happens (signed out everywhere, no sign-in until the end date, withdrawals still possible,
// nothing can shorten it); a self-exclusion also asks for the password. Once the server has it, the store
// signs the session out (storage cleared: every tab follows) and a toast, which outlives this page, gives the
// end.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react';
import { EXCLUSION_MONTHS, TIMEOUT_DURATIONS, type Exclusion, type ExclusionMonths, type ExclusionRequest, type TimeoutDuration } from '../../../src/api/limits';
import { getSelfExclusion, startExclusion } from '../../../src/stores/limits';
import { showToast } from '../../../src/stores/toasts';
import { formatDateTime } from '../../../src/format/date';
import { countValues } from '../../../src/format/count';
import { Button, PasswordField } from '../../../src/ui';
import { useForm, useRequest } from '../../../src/ui/form';
import { parts } from '../../../src/ui/part';
import { WithdrawOnlyBanner } from '../../../src/ui/rg/withdraw-only-banner';
import bannerCss from '../../../src/ui/rg/rg-banner.css';
import fieldsCss from '../../../src/ui/fields.css';
import accountCss from './account.css';
import rgCss from './rg.css';
import type { ProfileSectionProps } from '../section-props';
import '@src/errors/profile-errors';
import '@src/errors/rg-errors';
import { expectedEnd, type PauseChoice } from './rg-input';

export const styles = [fieldsCss, accountCss, rgCss, bannerCss].join('\n');

type Choice = PauseChoice;

/** The password is checked on confirm only (a time-out has none). */
const NO_CLIENT_CHECKS = () => ({});
const PASSWORD_ORDER = ['password'] as const;

const keyOf = (c: Choice) => (c.kind === 'timeout' ? `timeout:${c.duration}` : `self_exclusion:${c.months}`);

export default function SelfExclusionSection(_props: ProfileSectionProps) {
  const { i18n } = useLingui();
  const [choice, setChoice] = useState<Choice | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [active, setActive] = useState<Exclusion | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [chooseError, setChooseError] = useState(false);
  const form = useForm<'password'>({ password: '' }, NO_CLIENT_CHECKS, PASSWORD_ORDER);
  const { busy, run } = useRequest();
  const confirmRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    let live = true;
    getSelfExclusion().then(
      (a) => live && setActive(a),
      () => undefined, // a withdraw-only session is refused this read: its banner says the rest
    );
    return () => {
      live = false;
    };
  }, []);

  // The confirmation step takes the focus (its heading), so a keyboard or screen-reader user is told it.
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);

  const timeoutLabel: Record<TimeoutDuration, string> = {
    '24h': i18n._({ id: 'profile.rg.timeout.24h', message: '24 heures' }),
    '7d': i18n._({ id: 'profile.rg.timeout.7d', message: '7 jours' }),
    '30d': i18n._({ id: 'profile.rg.timeout.30d', message: '30 jours' }),
    '42d': i18n._({ id: 'profile.rg.timeout.42d', message: '6 semaines' }),
  };
  const monthsLabel = (m: ExclusionMonths) =>
    m === 6
      ? i18n._({ id: 'profile.rg.exclusion.6m', message: '6 mois' })
      : i18n._({ id: 'profile.rg.exclusion.years', message: '{form, select, one {{count} an} other {{count} ans}}', values: countValues(m / 12, i18n.locale) });
  const labelOf = (c: Choice) => (c.kind === 'timeout' ? timeoutLabel[c.duration] : monthsLabel(c.months));

  function proceed(event: FormEvent) {
    event.preventDefault();
    if (!choice) {
      setChooseError(true);
      return;
    }
    setFailure(null);
    setConfirming(true);
  }

  async function confirm(event: FormEvent) {
    event.preventDefault();
    if (!choice) return;
    if (choice.kind === 'self_exclusion' && form.values.password === '') {
      form.setFieldError('password', { problem: 'required' });
      return;
    }
    setFailure(null);
    const request: ExclusionRequest = choice.kind === 'timeout' ? choice : { ...choice, password: form.values.password };
    const result = await run(() => startExclusion(request), { quiet: true });
    if (result.ok) {
      // The section goes with the session: the toast carries the outcome past the sign-out.
      showToast(
        i18n._({
          id: 'profile.rg.exclusion_started',
          message: 'Votre pause a commencé. Vous avez été déconnecté partout ; reconnexion possible à partir du {date}.',
          values: { date: formatDateTime(result.value.endsAt) },
        }),
        'info',
      );
      return;
    }
    if (result.skipped) return;
    if (result.fieldMessages.password) form.serverErrors({ password: result.fieldMessages.password });
    setFailure(
      i18n._({ id: 'profile.rg.exclusion_failed', message: 'La pause n’a pas commencé : {reason}', values: { reason: result.fieldMessages.password ?? result.message ?? '' } }),
    );
  }

  const radio = (c: Choice) => (
    <label key={keyOf(c)} className="account-choice">
      <input
        type="radio"
        name="rg-choice"
        value={keyOf(c)}
        checked={choice !== null && keyOf(choice) === keyOf(c)}
        onChange={() => {
          setChoice(c);
          setChooseError(false);
        }}
      />
      <span>{labelOf(c)}</span>
    </label>
  );

  return (
    <section className="account-section rg-section" aria-labelledby="profile-exclusion-title" {...parts('self-exclusion')}>
      <h2 id="profile-exclusion-title">{i18n._({ id: 'profile.rg.exclusion_title', message: 'Faire une pause ou m’auto-exclure' })}</h2>
      <WithdrawOnlyBanner />
      {active ? (
        <p className="rg-rules" {...parts('active')}>
          {i18n._({ id: 'profile.rg.exclusion_active', message: 'Une pause est en cours jusqu’au {date}.', values: { date: formatDateTime(active.endsAt) } })}
        </p>
      ) : null}
      <p>
        {i18n._({
          id: 'profile.rg.exclusion_lead',
          message: 'Besoin de souffler ? Une pause ferme votre compte au jeu pour la durée choisie, immédiatement. Elle ne peut être ni raccourcie ni annulée. Vos fonds restent disponibles au retrait.',
        })}
      </p>
      {!confirming ? (
        <form className="account-form" onSubmit={proceed} noValidate {...parts('choose')}>
          <fieldset className="rg-choices" aria-describedby={chooseError ? 'rg-choose-error' : undefined}>
            <legend>{i18n._({ id: 'profile.rg.timeout_legend', message: 'Pause (time-out)' })}</legend>
            {TIMEOUT_DURATIONS.map((duration) => radio({ kind: 'timeout', duration }))}
          </fieldset>
          <fieldset className="rg-choices" aria-describedby={chooseError ? 'rg-choose-error' : undefined}>
            <legend>{i18n._({ id: 'profile.rg.exclusion_legend', message: 'Auto-exclusion' })}</legend>
            {EXCLUSION_MONTHS.map((months) => radio({ kind: 'self_exclusion', months }))}
          </fieldset>
          {chooseError ? (
            <p id="rg-choose-error" className="rg-error" role="alert">
              {i18n._({ id: 'profile.rg.choose_duration', message: 'Choisissez une durée.' })}
            </p>
          ) : null}
          <div className="account-actions">
            <Button type="submit" variant="primary" part="continue">
              {i18n._({ id: 'profile.rg.continue', message: 'Continuer' })}
            </Button>
          </div>
        </form>
      ) : choice ? (
        <form ref={form.formRef} className="rg-confirm" onSubmit={confirm} noValidate aria-busy={busy || undefined} {...parts('confirm')}>
          <h3 ref={confirmRef} tabIndex={-1}>
            {choice.kind === 'timeout'
              ? i18n._({ id: 'profile.rg.confirm_timeout', message: 'Confirmez votre pause de {duration}', values: { duration: labelOf(choice) } })
              : i18n._({ id: 'profile.rg.confirm_exclusion', message: 'Confirmez votre auto-exclusion de {duration}', values: { duration: labelOf(choice) } })}
          </h3>
          <ul>
            <li>{i18n._({ id: 'profile.rg.confirm_signout', message: 'Vous serez déconnecté immédiatement, sur tous vos appareils et onglets.' })}</li>
            <li>
              {i18n._({
                id: 'profile.rg.confirm_until',
                message: 'Vous ne pourrez plus vous connecter pour jouer ni déposer avant le {date} environ (la date exacte s’affiche à la fin).',
                values: { date: formatDateTime(expectedEnd(choice, Date.now())) },
              })}
            </li>
            <li>{i18n._({ id: 'profile.rg.confirm_withdraw', message: 'Vous pourrez toujours retirer vos fonds : « Retirer mes fonds » sur la page de connexion.' })}</li>
            <li>{i18n._({ id: 'profile.rg.confirm_final', message: 'Cette décision ne peut être ni raccourcie ni annulée.' })}</li>
          </ul>
          {choice.kind === 'self_exclusion' ? (
            <PasswordField
              {...form.field('password')}
              label={i18n._({ id: 'profile.rg.password', message: 'Votre mot de passe, pour confirmer' })}
              autoComplete="current-password"
              required
            />
          ) : null}
          {failure ? (
            <p className="rg-error" role="alert" {...parts('error')}>
              {failure}
            </p>
          ) : null}
          <div className="account-actions">
            <Button type="submit" variant="primary" busy={busy} part="confirm-exclusion">
              {i18n._({ id: 'profile.rg.confirm_button', message: 'Confirmer et me déconnecter' })}
            </Button>
            <Button variant="secondary" disabled={busy} onClick={() => setConfirming(false)} part="back">
              {i18n._({ id: 'profile.rg.back', message: 'Retour' })}
            </Button>
          </div>
        </form>
      ) : null}
    </section>
  );
}
