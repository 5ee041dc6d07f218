// /profile/promocode (spec money §7 "Accounts and referral", §8): a promo (referral) code is
// checked first (the partner it belongs to is shown), then activated for the player. The refusals
// referral_code_not_found and referral_code_already_activated are told under the field, translated
// (error catalogue); "code activated" once done. One call at a time (the form kit and the store).
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { useLingui } from '@lingui/react';
import { $promocode, promocode } from '../../../src/stores/promocode';
import { useRequest } from '../../../src/ui/form';
import { Button, Field } from '../../../src/ui';
import { parts } from '../../../src/ui/part';
import fieldsCss from '../../../src/ui/fields.css';
import bonusCss from './bonus.css';
import type { ProfileSectionProps } from '../section-props';
import '@src/errors/profile-errors';

export const styles = fieldsCss + '\n' + bonusCss;

export default function PromocodeSection(_props: ProfileSectionProps) {
  const { i18n } = useLingui();
  const state = useStore($promocode);
  const { busy, run } = useRequest();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  /** The refusal's code, beside its translated message (tests and styling read it). */
  const [errorCode, setErrorCode] = useState<string | null>(null);
  const [pending, setPending] = useState<'validate' | 'activate' | null>(null);

  // A page opened afresh forgets what an earlier visit validated (the store is the session's), then reads
  // the code the player activated, so a reload shows it. If that read fails the form stays usable: an
  // activation would then be refused with referral_code_already_activated, told under the field.
  useEffect(() => {
    promocode.reset();
    promocode.load().catch(() => undefined);
  }, []);

  const send = async (what: 'validate' | 'activate') => {
    if (!code.trim()) {
      setError(i18n._({ id: 'profile.promocode.required', message: 'Saisissez un code.' }));
      setErrorCode('required');
      return;
    }
    setError(undefined);
    setErrorCode(null);
    setPending(what);
    const result = await run(() => (what === 'validate' ? promocode.validate(code).then(() => undefined) : promocode.activate(code).then(() => undefined)), { quiet: true });
    setPending(null);
    if (result.ok || result.skipped) return;
    setErrorCode(result.code);
    setError(result.fieldMessages.code ?? result.message ?? i18n._({ id: 'profile.promocode.failed', message: 'Le code n’a pas pu être vérifié. Réessayez.' }));
  };

  const validated = state.code !== null && state.partnerId !== null;
  return (
    <section className="bonus-section" {...parts('promocode')}>
      <h2>{i18n._({ id: 'profile.promocode.title', message: 'Code promo' })}</h2>
      <p>
        {i18n._({
          id: 'profile.promocode.intro',
          message: 'Vous avez reçu un code d’un partenaire ? Vérifiez-le puis activez-le. Un seul code peut être activé par compte.',
        })}
      </p>
      <form
        className="bonus-form"
        noValidate
        data-error={errorCode ?? undefined}
        onSubmit={(e) => {
          e.preventDefault();
          void send(validated ? 'activate' : 'validate');
        }}
      >
        <Field
          label={i18n._({ id: 'profile.promocode.code', message: 'Code' })}
          name="code"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          dir="ltr"
          value={state.activated && state.code ? state.code : code}
          disabled={busy || state.activated}
          error={error}
          onInput={(e) => {
            const next = (e.target as HTMLInputElement).value;
            setCode(next);
            setError(undefined);
            setErrorCode(null);
            promocode.edit(next);
          }}
        />
        <div className="bonus-actions">
          <Button variant="secondary" busy={pending === 'validate'} disabled={busy || state.activated} part="promocode-validate" onClick={() => void send('validate')}>
            {i18n._({ id: 'profile.promocode.validate', message: 'Vérifier' })}
          </Button>
          <Button busy={pending === 'activate'} disabled={busy || state.activated || !validated} part="promocode-activate" onClick={() => void send('activate')}>
            {i18n._({ id: 'profile.promocode.activate', message: 'Activer' })}
          </Button>
        </div>
      </form>
      <p
        className={validated ? 'bonus-notice' : 'bonus-notice bonus-notice--empty'}
        role="status"
        data-state={state.activated ? 'activated' : validated ? 'valid' : undefined}
        data-partner={state.partnerId ?? undefined}
        {...parts('notice')}
      >
        {state.activated
          ? i18n._({ id: 'profile.promocode.activated', message: 'Code {code} activé. Merci !', values: { code: `\u2066${state.code}\u2069` } })
          : validated
            ? i18n._({
                id: 'profile.promocode.valid',
                message: 'Code valide : il appartient au partenaire n° {partner}. Vous pouvez l’activer.',
                values: { partner: state.partnerId },
              })
            : null}
      </p>
    </section>
  );
}
