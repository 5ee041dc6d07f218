// The user info form (docs/contracts/profile.md §Account): every field of money-and-games §3 "User info" with
// the shared form kit.
// - Only what changed is sent, and the save button is enabled only when something changed (the dirty
//   state is measured against the info as the server last answered it).
// - The client checks are the server's rules (user-info-fields.ts); the server's field errors land on their
//   inputs; a failed save (network, 5xx, timeout) keeps every value typed and says why, inline, with the
//   save button as the retry.
// - "Saved" and the confirmation e-mail after a change of address are said in a live region.
// - A new e-mail asks for the current password in the same step (docs/api.md "Change of e-mail"); the
//   confirmed address stays in the field, and the one waiting for its link is said under it, until the
//   link is opened.
// - Names and e-mail reach the header through the session (the store's saveUserInfo).
import { useMemo, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react';
import type { UserInfoRead } from '../../../src/api/user-info';
import { changedFields, saveUserInfo, valuesOf } from '../../../src/stores/user-info';
import { resendConfirmationEmail } from '../../../src/stores/account';
import { reloadProfileSummary } from '../../../src/stores/profile-summary';
import { translate } from '../../../src/i18n/translate';
import { Button, Field, PasswordField } from '../../../src/ui';
import { EmailField, SelectField, useForm, useRequest, type FieldBinding } from '../../../src/ui/form';
import { parts } from '../../../src/ui/part';
import { FORM_ORDER, latestBirthDate, ruleMessage, ruleProblems, validateUserInfoForm, type UserInfoFormField } from './user-info-fields';
import { countryOptions } from './countries';
import { AccountNotices, errorOf, failedSave, type SaveError } from './account-notice';

type Notice = { kind: 'saved'; email?: string; emailSent?: boolean } | SaveError;

/** An address kept left to right inside a sentence of any direction. */
const isolated = (email: string) => `\u2068${email}\u2069`;

/** Language names in their own language (as the site's language choice shows them). */
const CONTACT_LANGUAGE_OPTIONS = [
  { value: 'fr', label: 'Français' },
  { value: 'en', label: 'English' },
  { value: 'ar', label: 'العربية' },
];

export function UserInfoForm({ info }: { info: UserInfoRead }) {
  const { i18n } = useLingui();
  const saved = useMemo(() => ({ ...valuesOf(info), password: '' }), [info]);
  const validate = useMemo(() => validateUserInfoForm(saved), [saved]);
  const form = useForm<UserInfoFormField>(saved, validate, FORM_ORDER);
  const { busy, run } = useRequest();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [resending, setResending] = useState(false);
  const today = new Date();

  const patch = changedFields(saved, form.values);
  const dirty = Object.keys(patch).length > 0;
  // The server's rules, shown once a save was attempted (as the kit does with its own checks).
  const rules = ruleProblems(form.values, today);
  const ruleText = (field: UserInfoFormField, always = false) => {
    const problem = field === 'password' ? undefined : rules[field];
    if (!problem || field === 'password' || !(always || form.state.attempted)) return undefined;
    const { descriptor, values } = ruleMessage(field, problem);
    return values ? translate(i18n, descriptor, values) : i18n._(descriptor);
  };
  const bind = (field: UserInfoFormField): FieldBinding => {
    const binding = form.field(field);
    return { ...binding, error: binding.error ?? ruleText(field) };
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!dirty) return;
    setNotice(null);
    const kitOk = form.attempt();
    const broken = Object.keys(rules) as UserInfoFormField[];
    if (kitOk && broken.length) {
      // Put on their inputs like the server's (the same words), which also moves the focus to the first.
      form.serverErrors(Object.fromEntries(broken.map((field) => [field, ruleText(field, true)!])));
    }
    if (!kitOk || broken.length) return;
    const password = patch.email !== undefined ? form.values.password : undefined;
    const result = await run(() => saveUserInfo(patch, password), { quiet: true });
    if (result.ok) {
      // The confirmed address comes back into the field: the new one waits for its link (said below it).
      form.reset({ ...valuesOf(result.value.info), password: '' });
      const email = result.value.emailSent === null ? undefined : (result.value.info.pendingEmail ?? undefined);
      // The summary card says whether the e-mail is confirmed: a new address is not, yet.
      if (result.value.info.emailChanged) void reloadProfileSummary().catch(() => undefined);
      setNotice({ kind: 'saved', email, emailSent: result.value.emailSent ?? undefined });
      return;
    }
    if (result.skipped) return;
    setNotice(
      failedSave(result, form, {
        checkFields: () => i18n._({ id: 'profile.user_info.check_fields', message: 'Vérifiez les champs signalés, puis enregistrez à nouveau.' }),
        failed: (reason) =>
          i18n._({
            id: 'profile.user_info.save_failed',
            message: "Vos modifications n'ont pas été enregistrées : {reason} Elles sont conservées ci-dessous, réessayez.",
            values: { reason },
          }),
      }),
    );
  }

  async function resend(email: string) {
    setResending(true);
    try {
      await resendConfirmationEmail({ email });
      setNotice({ kind: 'saved', email, emailSent: true });
    } catch {
      setNotice({ kind: 'saved', email, emailSent: false });
    } finally {
      setResending(false);
    }
  }

  const countries = countryOptions(i18n.locale);
  const none = { value: '', label: i18n._({ id: 'profile.user_info.not_given', message: '— Non renseigné —' }) };
  const ltr = { dir: 'ltr' as const };

  const legend = (label: string) => <legend className="account-legend">{label}</legend>;

  return (
    <form ref={form.formRef} className="account-form" onSubmit={submit} noValidate aria-busy={busy || undefined} {...parts('user-info-form')}>
      <fieldset className="account-group">
        {legend(i18n._({ id: 'profile.user_info.identity', message: 'Identité' }))}
        <div className="account-grid">
          <Field {...bind('title')} label={i18n._({ id: 'profile.user_info.field.title', message: 'Civilité ou titre' })} autoComplete="honorific-prefix" />
          <Field {...bind('first_name')} label={i18n._({ id: 'profile.user_info.field.first_name', message: 'Prénom' })} autoComplete="given-name" />
          <Field {...bind('middle_name')} label={i18n._({ id: 'profile.user_info.field.middle_name', message: 'Deuxième prénom' })} autoComplete="additional-name" />
          <Field {...bind('last_name')} label={i18n._({ id: 'profile.user_info.field.last_name', message: 'Nom' })} autoComplete="family-name" />
          <SelectField
            {...bind('gender')}
            label={i18n._({ id: 'profile.user_info.field.gender', message: 'Genre' })}
            options={[
              none,
              { value: 'm', label: i18n._({ id: 'profile.user_info.gender.m', message: 'Homme' }) },
              { value: 'f', label: i18n._({ id: 'profile.user_info.gender.f', message: 'Femme' }) },
            ]}
          />
          <Field
            {...bind('birth_date')}
            type="date"
            min="1900-01-01"
            max={latestBirthDate(today)}
            autoComplete="bday"
            label={i18n._({ id: 'profile.user_info.field.birth_date', message: 'Date de naissance' })}
            hint={i18n._({ id: 'profile.user_info.birth_date_hint', message: 'Vous devez avoir au moins 18 ans.' })}
          />
        </div>
      </fieldset>

      <fieldset className="account-group">
        {legend(i18n._({ id: 'profile.user_info.contact', message: 'Coordonnées' }))}
        <div className="account-grid">
          <EmailField
            {...bind('email')}
            {...ltr}
            hint={
              patch.email !== undefined
                ? i18n._({
                    id: 'profile.user_info.email_change_pending_hint',
                    message: "Un e-mail de confirmation sera envoyé à la nouvelle adresse ; l'adresse actuelle reste celle du compte jusqu'à la confirmation.",
                  })
                : info.pendingEmail
                  ? i18n._({
                      id: 'profile.user_info.email_pending',
                      message: 'Nouvelle adresse en attente de confirmation : {email}. Ouvrez le lien reçu à cette adresse pour la confirmer.',
                      values: { email: isolated(info.pendingEmail) },
                    })
                  : undefined
            }
          />
          {patch.email !== undefined ? (
            <PasswordField
              {...bind('password')}
              label={i18n._({ id: 'profile.user_info.field.password', message: 'Mot de passe actuel' })}
              hint={i18n._({ id: 'profile.user_info.password_hint', message: "Pour changer d'adresse e-mail, confirmez avec votre mot de passe." })}
              autoComplete="current-password"
              required
            />
          ) : null}
          <Field
            {...bind('mobile_phone')}
            {...ltr}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            label={i18n._({ id: 'profile.user_info.field.mobile_phone', message: 'Téléphone mobile' })}
            hint={i18n._({ id: 'profile.user_info.phone_hint', message: "Avec l'indicatif du pays, par exemple +216 20 123 456." })}
          />
          <SelectField
            {...bind('contact_language')}
            label={i18n._({ id: 'profile.user_info.field.contact_language', message: 'Langue de contact' })}
            options={CONTACT_LANGUAGE_OPTIONS}
          />
          <SelectField
            {...bind('country')}
            autoComplete="country"
            label={i18n._({ id: 'profile.user_info.field.country', message: 'Pays' })}
            options={[none, ...countries]}
          />
          <Field {...bind('city')} autoComplete="address-level2" label={i18n._({ id: 'profile.user_info.field.city', message: 'Ville' })} />
          <Field {...bind('address')} autoComplete="street-address" label={i18n._({ id: 'profile.user_info.field.address', message: 'Adresse' })} />
        </div>
      </fieldset>

      <fieldset className="account-group">
        {legend(i18n._({ id: 'profile.user_info.documents', message: "Pièce d'identité et compte" }))}
        <div className="account-grid">
          <Field {...bind('document_series')} {...ltr} autoComplete="off" label={i18n._({ id: 'profile.user_info.field.document_series', message: 'Série du document' })} />
          <Field {...bind('document_number')} {...ltr} autoComplete="off" label={i18n._({ id: 'profile.user_info.field.document_number', message: 'Numéro du document' })} />
          <Field
            {...bind('account_number')}
            {...ltr}
            autoComplete="off"
            spellCheck={false}
            label={i18n._({ id: 'profile.user_info.field.account_number', message: 'Numéro de compte (IBAN)' })}
          />
        </div>
      </fieldset>

      <div className="account-actions">
        <Button type="submit" variant="primary" busy={busy} disabled={!dirty} part="save">
          {i18n._({ id: 'profile.user_info.save', message: 'Enregistrer' })}
        </Button>
        <Button
          type="button"
          variant="secondary"
          disabled={!dirty || busy}
          part="discard"
          onClick={() => {
            form.reset(saved);
            setNotice(null);
          }}
        >
          {i18n._({ id: 'profile.user_info.discard', message: 'Annuler les modifications' })}
        </Button>
      </div>
      {!dirty && !notice ? (
        <p className="account-muted">{i18n._({ id: 'profile.user_info.nothing_changed', message: 'Modifiez un champ pour pouvoir enregistrer.' })}</p>
      ) : null}

      {/* Always in the page, so that what is put in it is announced. */}
      <AccountNotices
        success={
          notice?.kind === 'saved' ? (
            <>
              <p>{i18n._({ id: 'profile.user_info.saved', message: 'Vos informations ont été enregistrées.' })}</p>
              {notice.email && notice.emailSent ? (
                <p>
                  {i18n._({
                    id: 'profile.user_info.email_confirm_new',
                    message:
                      'Confirmez votre nouvelle adresse : un e-mail a été envoyé à {email}, ouvrez le lien qu’il contient. Votre adresse actuelle reste celle du compte jusque-là.',
                    values: { email: isolated(notice.email) },
                  })}{' '}
                  <button type="button" className="account-inline-button" disabled={resending} onClick={() => void resend(notice.email!)}>
                    {i18n._({ id: 'profile.user_info.resend', message: "Renvoyer l'e-mail" })}
                  </button>
                </p>
              ) : null}
              {notice.email && notice.emailSent === false ? (
                <p>
                  {i18n._({ id: 'profile.user_info.email_not_sent', message: "L'e-mail de confirmation n'a pas pu être envoyé." })}{' '}
                  <button type="button" className="account-inline-button" disabled={resending} onClick={() => void resend(notice.email!)}>
                    {i18n._({ id: 'profile.user_info.resend', message: "Renvoyer l'e-mail" })}
                  </button>
                </p>
              ) : null}
            </>
          ) : null
        }
        error={errorOf(notice)}
      />
    </form>
  );
}
