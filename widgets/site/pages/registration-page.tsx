// /registration (spec shell-session-wheel.md §2, §5, §7 "POST /registration/", "Referral"): sign-up with
// username, e-mail, password twice, currency, an optional referral or promo code, and the
// 18+ confirmation and the terms, both required; then "check your e-mail" with the address, a resend
// button and the way to sign in.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { useLingui } from '@lingui/react';
import { checkReferralCode, register, type RegistrationValues } from '@src/stores/account';
import { explainError } from '@src/errors/report';
import { isApiError } from '@src/api/errors';
import { $config } from '@src/config/config';
import { $settings, loadSettings } from '@src/stores/settings';
import { $auth } from '@src/stores/auth';
import { emit } from '@src/element/events';
import { Button, Field } from '@src/ui';
import { Link } from '@src/ui/link';
import { CheckboxField, EmailField, NewPasswordFields, SelectField, useForm, useRequest } from '@src/ui/form';
import { consentMessages, registerAccountErrors } from '@src/errors/account-errors';
import { passwordPolicyProblem } from '@src/ui/form/password-policy';
import { problemDescriptor } from '@src/ui/form/validation';
import type { PageProps } from '../shell/page';
import { AccountCard, ActionLink, OutcomeCard } from './account/layout';
import { ResendEmail } from './account/resend-email';
import { validateRegistration } from './account/validation';
import { isolate } from './account/text';
import { currencyOptions } from './account/currency-options';
import type { Locale } from '@src/i18n/locale';
import formCss from '@src/ui/form/form.css';
import css from './account.css';

/** The account pages' sheet, and the form kit's for the currency select. */
export const styles = formCss + css;

const ORDER = [
  'username',
  'email',
  'password',
  'password2',
  'currency',
  'referral_code',
  'age_confirmed',
  'terms_accepted',
] as const satisfies readonly (keyof RegistrationValues)[];

// The server's consent codes get their messages when this lazy page loads (not in every entry).
registerAccountErrors();

type ReferralCheck =
  | { code: string; state: 'checking' }
  | { code: string; state: 'valid'; partnerId: number }
  | { code: string; state: 'invalid'; message: string }
  /** The check itself failed (offline…): the server decides at submit. */
  | { code: string; state: 'unknown' };

export default function RegistrationPage(_props: PageProps) {
  const { i18n } = useLingui();
  const auth = useStore($auth);
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);
  const title = i18n._({ id: 'account.registration.title', message: 'Créer un compte' });

  if (registeredEmail) {
    return (
      <OutcomeCard
        title={title}
        tone="success"
        heading={i18n._({ id: 'account.registration.check_email', message: 'Vérifiez votre boîte e-mail' })}
        text={i18n._({
          id: 'account.registration.email_sent',
          message:
            "Votre compte est créé. Nous avons envoyé un lien de confirmation à {email} : ouvrez-le pour activer votre compte, puis connectez-vous. Pensez à regarder dans les courriers indésirables.",
          values: { email: isolate(registeredEmail) },
        })}
      >
        <ResendEmail email={registeredEmail} />
        <ActionLink href="/sign-in" primary>
          {i18n._({ id: 'account.sign_in', message: 'Se connecter' })}
        </ActionLink>
      </OutcomeCard>
    );
  }

  if (auth.isAuth) {
    return (
      <OutcomeCard
        title={title}
        tone="info"
        heading={i18n._({ id: 'account.registration.already_signed_in', message: 'Vous êtes déjà connecté' })}
      >
        <ActionLink href="/main" primary>
          {i18n._({ id: 'account.go_main', message: "Aller à l'accueil" })}
        </ActionLink>
      </OutcomeCard>
    );
  }

  return (
    <AccountCard title={title} lead={i18n._({ id: 'account.registration.lead', message: 'Quelques informations suffisent pour commencer à jouer.' })}>
      <RegistrationForm onRegistered={setRegisteredEmail} />
    </AccountCard>
  );
}

function useCurrencyOptions() {
  const { i18n } = useLingui();
  const settings = useStore($settings);
  const config = useStore($config);
  const list = settings.currencyList;
  const locale = i18n.locale as Locale;
  const options = currencyOptions(list.length ? list : [{ code: config.currency }], locale);
  // The configured currency (TND by default, spec §9) when the list offers it, else the list's first.
  const preferred = options.some((o) => o.value === config.currency) ? config.currency : options[0]!.value;
  const failed = !list.length && !settings.loading && settings.error !== null;
  return { options, preferred, failed };
}

function RegistrationForm({ onRegistered }: { onRegistered: (email: string) => void }) {
  const { i18n } = useLingui();
  const currencies = useCurrencyOptions();
  const form = useForm<keyof RegistrationValues>(
    { username: '', email: '', password: '', password2: '', currency: currencies.preferred, referral_code: '', age_confirmed: '', terms_accepted: '' },
    validateRegistration,
    ORDER,
  );
  const { busy, run } = useRequest();
  const [check, setCheck] = useState<ReferralCheck | null>(null);
  // Registration started (the first field the player touches) and completed, for the host's analytics
  // (`casino-track`, docs/operators.md "Events"): nothing of what was typed. Sent from the form: composed,
  // it leaves the site's shadow root like any of the element's events.
  const started = useRef(false);
  const onFirstInput = (event: FormEvent<HTMLFormElement>) => {
    if (started.current) return;
    started.current = true;
    emit(event.currentTarget, 'casino-track', { action: 'registration-started' });
  };
  // The code in the input now: an answer for an older code must not land on a newer one.
  const typedCode = useRef('');
  typedCode.current = form.values.referral_code.trim();

  // The list arrived after the form was drawn: follow it unless the player already chose.
  const { change } = form;
  const chosen = form.values.currency;
  useEffect(() => {
    if (!currencies.options.some((o) => o.value === chosen)) change('currency', currencies.preferred);
  }, [currencies.preferred, currencies.options.length]);

  /** Validates the code with GET validate_code (on blur and before submit); one call per code. */
  async function checkReferral(raw: string): Promise<ReferralCheck | null> {
    const code = raw.trim();
    if (!code) {
      setCheck(null);
      return null;
    }
    if (check && check.code === code && (check.state === 'valid' || check.state === 'invalid')) return check;
    setCheck({ code, state: 'checking' });
    let outcome: ReferralCheck;
    try {
      const { partnerId } = await checkReferralCode(code);
      outcome = { code, state: 'valid', partnerId };
    } catch (error) {
      const explained = isApiError(error) && error.code === 'referral_code_not_found' ? await explainError(error).catch(() => null) : null;
      outcome = explained?.toasts[0]
        ? { code, state: 'invalid', message: explained.toasts[0].message }
        : { code, state: 'unknown' };
    }
    if (typedCode.current === code) {
      setCheck(outcome);
      form.setFieldError('referral_code', outcome.state === 'invalid' ? { message: outcome.message } : null);
    }
    return outcome;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const formElement = event.currentTarget;
    if (!form.attempt() || policy) return;
    const v = form.values;
    const code = v.referral_code.trim();
    const result = await run(async () => {
      // An unknown code stops here, with its message on the code's input; "unknown" goes to the server.
      const found = code ? await checkReferral(code) : null;
      if (found?.state === 'invalid') return found;
      await register(v);
      return null;
    });
    if (result.ok && result.value) form.serverErrors({ referral_code: result.value.message });
    else if (result.ok) {
      emit(formElement, 'casino-track', { action: 'registration-completed' });
      onRegistered(v.email.trim());
    }
    else if (!result.skipped) form.serverErrors(result.fieldMessages);
  }

  // The password policy (docs/api.md "Password policy"), mirrored while the player types: the server's
  // rules with a short list of common passwords (src/ui/form/password-policy.ts); the server, with its
  // full list, stays the judge. A problem of the form's own (after a submit) or of the server wins.
  const passwordField = form.field('password');
  const policy = form.values.password
    ? passwordPolicyProblem(form.values.password, { username: form.values.username, email: form.values.email })
    : undefined;
  const policyMessage = !policy
    ? undefined
    : policy === 'password_too_common'
      ? i18n._({ id: 'account.password.too_common', message: 'Ce mot de passe est trop courant, choisissez-en un autre' })
      : policy === 'password_too_similar'
        ? i18n._({ id: 'account.password.too_similar', message: "Le mot de passe ne doit pas être votre nom d'utilisateur ou votre e-mail" })
        : policy === 'max_length'
          ? i18n._({ id: 'account.password.too_long', message: '{max} caractères au maximum', values: { max: 128 } })
          : i18n._(problemDescriptor('too_short'));

  const referralHint = (() => {
    if (!check || check.code !== form.values.referral_code.trim()) {
      return i18n._({ id: 'account.registration.referral_hint', message: 'Facultatif : le code reçu de votre parrain ou une offre promotionnelle.' });
    }
    if (check.state === 'checking') return i18n._({ id: 'account.registration.referral_checking', message: 'Vérification du code…' });
    if (check.state === 'valid') {
      return i18n._({
        id: 'account.registration.referral_valid',
        message: 'Code valide : partenaire n° {partner}',
        values: { partner: isolate(String(check.partnerId)) },
      });
    }
    if (check.state === 'unknown') {
      return i18n._({ id: 'account.registration.referral_unchecked', message: "Le code n'a pas pu être vérifié maintenant ; il le sera à l'inscription." });
    }
    return undefined;
  })();

  return (
    <form ref={form.formRef} className="account-form" onSubmit={submit} onInput={onFirstInput} noValidate aria-busy={busy || undefined}>
      <Field
        {...form.field('username')}
        label={i18n._({ id: 'account.field.username', message: "Nom d'utilisateur" })}
        autoComplete="username"
        autoCapitalize="off"
        spellCheck={false}
        required
      />
      <EmailField {...form.field('email')} />
      <NewPasswordFields
        first={{ ...passwordField, error: passwordField.error ?? policyMessage }}
        second={form.field('password2')}
        firstLabel={i18n._({ id: 'account.field.password', message: 'Mot de passe' })}
      />
      <SelectField
        {...form.field('currency')}
        label={i18n._({ id: 'account.field.currency', message: 'Devise' })}
        options={currencies.options}
        required
        hint={
          currencies.failed ? (
            <>
              {i18n._({ id: 'account.registration.currencies_failed', message: "La liste des devises n'a pas pu être chargée." })}{' '}
              <button type="button" className="account-inline-button" onClick={() => void loadSettings()}>
                {i18n._({ id: 'account.retry', message: 'Réessayer' })}
              </button>
            </>
          ) : undefined
        }
      />
      <Field
        {...form.field('referral_code')}
        label={i18n._({ id: 'account.field.referral_code', message: 'Code de parrainage ou code promo' })}
        hint={referralHint}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        dir="ltr"
        onBlur={(e) => void checkReferral(e.currentTarget.value)}
      />
      <ConsentFields form={form} />
      <Button type="submit" variant="primary" busy={busy} part="submit">
        {i18n._({ id: 'account.registration.submit', message: "S'inscrire" })}
      </Button>
      <p className="account-alt">
        {i18n._({ id: 'account.registration.have_account', message: 'Déjà inscrit ?' })}{' '}
        <Link href="/sign-in" className="account-link">
          {i18n._({ id: 'account.sign_in', message: 'Se connecter' })}
        </Link>
      </p>
    </form>
  );
}

/**
 * "I am 18 or older" and "I accept the terms", both required (the server refuses without them,
 * docs/api.md "Registration consent"). A missing tick reads as the consent it is, not "required field";
 * a server refusal already arrives in the same words (src/errors/account-errors.ts). The terms open in a
 * new tab, so nothing typed here is lost.
 */
function ConsentFields({ form }: { form: Pick<ReturnType<typeof useForm<keyof RegistrationValues>>, 'state' | 'change'> }) {
  const { i18n } = useLingui();
  const errorOf = (field: 'age_confirmed' | 'terms_accepted') => {
    const error = form.state.errors[field];
    if (!error) return undefined;
    return 'message' in error ? error.message : i18n._(consentMessages[field === 'age_confirmed' ? 'age_not_confirmed' : 'terms_not_accepted']);
  };
  return (
    <>
      <CheckboxField
        name="age_confirmed"
        value={form.state.values.age_confirmed}
        error={errorOf('age_confirmed')}
        onChange={(value) => form.change('age_confirmed', value)}
        label={i18n._({ id: 'account.registration.age_confirm', message: "J'ai 18 ans ou plus" })}
        required
      />
      <CheckboxField
        name="terms_accepted"
        value={form.state.values.terms_accepted}
        error={errorOf('terms_accepted')}
        onChange={(value) => form.change('terms_accepted', value)}
        label={i18n._({ id: 'account.registration.terms_accept', message: "J'ai lu et j'accepte les conditions générales" })}
        hint={
          <a href="/terms-and-conditions" target="_blank" rel="noopener" className="account-link">
            {i18n._({ id: 'account.registration.terms_link', message: 'Lire les conditions générales (nouvel onglet)' })}
          </a>
        }
        required
      />
    </>
  );
}
