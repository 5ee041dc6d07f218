// One limit of /profile/limits (docs/contracts/responsible-gaming.md §1): its current value, what the period
// has used and what remains (with the period's end), a pending change with a live countdown to when it takes
// effect (cancellable), and an editor. A lower value (or a first limit) applies at once; a higher one or a
// removal waits the cooling-off. What the player typed stays in the input when the save fails; the server's
// field message lands under it. The countdown is not a live region (it would be read every second); the
// outcome of a save or a cancel is (the section's status region).
import { useEffect, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react';
import { Button, Field } from '../../../src/ui';
import { SelectField, useForm, useRequest } from '../../../src/ui/form';
import { parts } from '../../../src/ui/part';
import { Money } from '../../../src/format/money-amount';
import { formatDateTime } from '../../../src/format/date';
import { formatCountdown } from '../../../src/format/countdown';
import { displayCurrency } from '../../../src/format/money-format';
import {
  changeEffect,
  isMoneyField,
  REALITY_CHECK_CHOICES,
  SESSION_MINUTES_RANGE,
  type LimitField,
  type Limits,
  type LimitsPatch,
} from '../../../src/api/limits';
import { cancelPendingLimit, saveLimits } from '../../../src/stores/limits';
import { readLimitInput } from './rg-input';

/** The wall clock, ticking every second while `on` (a pending change is shown). */
function useNow(on: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!on) return;
    setNow(Date.now());
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, [on]);
  return now;
}

/** The checks run on submit (readLimitInput), with their own messages: the kit's reducer has none. */
const NO_CLIENT_CHECKS = () => ({});

interface LimitEditorProps {
  field: LimitField;
  /** The row's title ("Par jour", "Durée de session"). */
  title: string;
  /** The input's label, which names the limit in full. */
  inputLabel: string;
  limits: Limits;
  /** Tells the section's live region what happened. */
  announce(text: string): void;
}

export function LimitEditor({ field, title, inputLabel, limits, announce }: LimitEditorProps) {
  const { i18n } = useLingui();
  const money = isMoneyField(field);
  const current = limits.limits[field];
  const pending = limits.pending[field];
  const usage = money ? limits.usage[field] : undefined;
  const now = useNow(!!pending);
  const form = useForm<string>({ [field]: '' }, NO_CLIENT_CHECKS, [field]);
  const { busy, run } = useRequest();
  const [failure, setFailure] = useState<string | null>(null);
  const headingId = `rg-${field}-title`;

  const show = (value: number | null) =>
    value === null ? (
      field === 'reality_check_minutes' ? (
        i18n._({ id: 'profile.rg.off', message: 'Désactivé' })
      ) : (
        i18n._({ id: 'profile.rg.no_limit', message: 'Aucune limite' })
      )
    ) : money ? (
      <Money amount={value} currency={limits.currency} />
    ) : field === 'reality_check_minutes' ? (
      i18n._({ id: 'profile.rg.every_minutes', message: 'toutes les {count} min', values: { count: value } })
    ) : (
      i18n._({ id: 'profile.rg.minutes', message: '{count} min', values: { count: value } })
    );

  async function send(next: number | null) {
    setFailure(null);
    const effect = changeEffect(field, current, next, !!pending);
    if (effect === 'same') {
      announce(i18n._({ id: 'profile.rg.unchanged', message: 'C’est déjà votre limite : rien à changer.' }));
      return;
    }
    const patch: LimitsPatch = { [field]: next };
    const result = await run(() => saveLimits(patch), { quiet: true });
    if (!result.ok) {
      if (result.skipped) return;
      const onInput = result.fieldMessages[field];
      if (onInput) form.serverErrors({ [field]: onInput });
      setFailure(
        onInput
          ? i18n._({ id: 'profile.rg.check_field', message: 'La limite n’a pas été changée : vérifiez le champ signalé.' })
          : i18n._({ id: 'profile.rg.save_failed', message: 'La limite n’a pas été changée : {reason}', values: { reason: result.message ?? '' } }),
      );
      return;
    }
    form.reset({ [field]: '' });
    const after = result.value.pending[field];
    announce(
      after
        ? i18n._({
            id: 'profile.rg.saved_pending',
            message: 'Changement enregistré : il prendra effet le {date}. D’ici là, votre limite actuelle reste appliquée.',
            values: { date: formatDateTime(after.effectiveAt) },
          })
        : effect === 'cancel'
          ? i18n._({ id: 'profile.rg.pending_cancelled', message: 'Le changement en attente est annulé.' })
          : i18n._({ id: 'profile.rg.saved_now', message: 'Nouvelle limite appliquée immédiatement.' }),
    );
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const typed = readLimitInput(field, form.values[field]);
    if (typed === 'bad' || typed === null) {
      form.setFieldError(field, {
        message: money
          ? i18n._({ id: 'profile.rg.bad_amount', message: 'Saisissez un montant positif, avec 2 décimales au plus (ex. 20 ou 20,50).' })
          : i18n._({
              id: 'profile.rg.bad_minutes',
              message: 'Saisissez un nombre de minutes entre {min} et {max}.',
              values: { min: SESSION_MINUTES_RANGE.min, max: SESSION_MINUTES_RANGE.max },
            }),
      });
      return;
    }
    void send(typed);
  }

  async function cancel() {
    setFailure(null);
    const result = await run(() => cancelPendingLimit(field), { quiet: true });
    if (result.ok) announce(i18n._({ id: 'profile.rg.pending_cancelled', message: 'Le changement en attente est annulé.' }));
    else if (!result.skipped)
      setFailure(i18n._({ id: 'profile.rg.cancel_failed', message: 'Le changement n’a pas pu être annulé : {reason}', values: { reason: result.message ?? '' } }));
  }

  const left = pending ? Date.parse(pending.effectiveAt) - now : 0;
  return (
    <article className="rg-limit" aria-labelledby={headingId} data-field={field} {...parts('limit')}>
      <h4 id={headingId} className="rg-limit__title">
        {title}
      </h4>
      <p className="rg-limit__current">
        {i18n._({ id: 'profile.rg.current', message: 'Limite actuelle :' })} <strong>{show(current)}</strong>
      </p>
      {usage && current !== null ? (
        <p className="rg-limit__usage" {...parts('usage')}>
          {i18n._({ id: 'profile.rg.used', message: 'Utilisé :' })} <Money amount={usage.used} currency={limits.currency} />
          {' · '}
          {i18n._({ id: 'profile.rg.remaining', message: 'Reste :' })}{' '}
          <strong>{usage.remaining === null ? '—' : <Money amount={usage.remaining} currency={limits.currency} />}</strong>
          {' · '}
          {i18n._({ id: 'profile.rg.period_end', message: 'jusqu’au {date}', values: { date: formatDateTime(usage.periodEnd) } })}
        </p>
      ) : null}
      {pending ? (
        <div className="rg-pending" {...parts('pending')}>
          <p>
            {pending.value === null
              ? i18n._({ id: 'profile.rg.pending_remove', message: 'Suppression de la limite demandée.' })
              : i18n._({ id: 'profile.rg.pending_value', message: 'Nouvelle limite demandée :' })}{' '}
            {pending.value === null ? null : <strong>{show(pending.value)}</strong>}
          </p>
          <p>
            {left > 0
              ? i18n._({ id: 'profile.rg.pending_in', message: 'Prend effet dans' })
              : i18n._({ id: 'profile.rg.pending_due', message: 'Prend effet maintenant (actualisez la page)' })}{' '}
            {left > 0 ? (
              <time dateTime={pending.effectiveAt} className="rg-countdown" dir="ltr" {...parts('countdown')}>
                {formatCountdown(left)}
              </time>
            ) : null}{' '}
            <span className="rg-muted">({formatDateTime(pending.effectiveAt)})</span>
          </p>
          <Button variant="secondary" busy={busy} onClick={() => void cancel()} part="cancel-pending" aria-describedby={headingId}>
            {i18n._({ id: 'profile.rg.cancel_pending', message: 'Annuler' })}
          </Button>
        </div>
      ) : null}
      <form ref={form.formRef} className="rg-limit__form" onSubmit={submit} noValidate aria-busy={busy || undefined}>
        {field === 'reality_check_minutes' ? (
          <SelectField
            {...form.field(field)}
            label={inputLabel}
            options={[
              { value: '', label: i18n._({ id: 'profile.rg.choose', message: 'Choisir…' }) },
              ...REALITY_CHECK_CHOICES.map((n) => ({ value: String(n), label: i18n._({ id: 'profile.rg.every_minutes', message: 'toutes les {count} min', values: { count: n } }) })),
            ]}
          />
        ) : (
          <Field
            {...form.field(field)}
            label={inputLabel}
            inputMode={money ? 'decimal' : 'numeric'}
            autoComplete="off"
            dir="ltr"
            hint={money ? displayCurrency(limits.currency) : i18n._({ id: 'profile.rg.minutes_hint', message: 'En minutes ({min} à {max})', values: { min: SESSION_MINUTES_RANGE.min, max: SESSION_MINUTES_RANGE.max } })}
          />
        )}
        <div className="rg-limit__actions">
          <Button type="submit" variant="primary" busy={busy} part="save-limit">
            {i18n._({ id: 'profile.rg.save', message: 'Enregistrer' })}
          </Button>
          {current !== null && !(pending && pending.value === null) ? (
            <Button variant="secondary" busy={busy} onClick={() => void send(null)} part="remove-limit" aria-describedby={headingId}>
              {field === 'reality_check_minutes'
                ? i18n._({ id: 'profile.rg.turn_off', message: 'Désactiver' })
                : i18n._({ id: 'profile.rg.remove', message: 'Supprimer la limite' })}
            </Button>
          ) : null}
        </div>
        {failure ? (
          <p className="rg-error" role="alert" {...parts('error')}>
            {failure}
          </p>
        ) : null}
      </form>
    </article>
  );
}
