// /settings (spec shell-session-wheel.md §2, signed-in only: the shell guards the route; §3 "User settings"
// lang/isChanged; §7 GET/PATCH /user). The language applies at once (chooseLanguage) and is saved to the
// account; names and e-mail are saved with PATCH /user. Both go through the account action updateUser,
// which applies the server's answer through the session: the page reads the user from $auth only. A new
// e-mail is not switched at once and needs the current password in the same step (docs/api.md "Change of
// e-mail"): the server sends a confirmation link to it, and the page says so and can send it again.
import { useMemo, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { useLingui } from '@lingui/react';
import { type User } from '@src/api/accounts';
import { updateUser, type ProfileValues } from '@src/stores/account';
import { $auth } from '@src/stores/auth';
import { $locale, chooseLanguage } from '@src/stores/locale';
import { activateLocale } from '@src/i18n/load';
import { toLocale, type Locale } from '@src/i18n/locale';
import { showToast } from '@src/stores/toasts';
import { reportApiError } from '@src/errors/report';
import { notices } from '@src/i18n/messages';
import { Button, Field, PasswordField, Spinner } from '@src/ui';
import { EmailField, useForm, useRequest, type Problems } from '@src/ui/form';
import type { PageProps } from '../shell/page';
import { AccountCard, Outcome } from './account/layout';
import { ResendEmail } from './account/resend-email';
import { validateProfile } from './account/validation';
import { isolate } from './account/text';
import css from './account.css';

export const styles = css;

/** The site's languages (spec §1) as the config and the API spell them; names in their own language. */
const LANGUAGES: { tag: string; locale: Locale; name: string }[] = [
  { tag: 'fr-fr', locale: 'fr', name: 'Français' },
  { tag: 'en-US', locale: 'en', name: 'English' },
  { tag: 'ar', locale: 'ar', name: 'العربية' },
];

/** The inputs: the profile's, and the current password a new e-mail needs (under its wire name). */
type ProfileField = keyof ProfileValues | 'password';
const ORDER = ['first_name', 'last_name', 'email', 'password'] as const satisfies readonly ProfileField[];

const emailDiffers = (email: string, current: string) => email.trim().toLowerCase() !== current.toLowerCase();

export default function SettingsPage(_props: PageProps) {
  const { i18n } = useLingui();
  const auth = useStore($auth);
  const title = i18n._({ id: 'account.settings.title', message: 'Paramètres du compte' });
  if (!auth.user) {
    // The shell lets only signed-in players in; while a stored session is being restored there is no user yet.
    return (
      <AccountCard title={title}>
        <div className="account-loading">
          <Spinner size="medium" />
        </div>
      </AccountCard>
    );
  }
  return (
    <AccountCard title={title} wide>
      <LanguageSection />
      {/* Keyed by player: a poll or a save refreshing the user does not wipe what is being typed. */}
      <ProfileSection key={auth.user.id} user={auth.user} />
    </AccountCard>
  );
}

function LanguageSection() {
  const { i18n } = useLingui();
  const locale = useStore($locale);
  // Saves run one after the other, so the account ends with the language chosen last.
  const queue = useRef<Promise<void>>(Promise.resolve());
  const [saving, setSaving] = useState(0);

  async function save(tag: string) {
    try {
      await updateUser({ lang: tag });
    } catch (error) {
      // The device keeps the choice; the player is told the account did not.
      await reportApiError(error).catch(() => showToast(i18n._(notices.tryAgain), 'error'));
      return;
    }
    // Said in the language just chosen, once its catalog is in.
    await activateLocale(toLocale(tag)).catch(() => undefined);
    showToast(i18n._({ id: 'account.settings.language_saved', message: 'Langue enregistrée' }), 'success');
  }

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const language = LANGUAGES.find((l) => l.tag === event.currentTarget.value);
    if (!language) return;
    chooseLanguage(language.tag); // applied and remembered on this device at once
    setSaving((n) => n + 1);
    queue.current = queue.current.then(() => save(language.tag)).finally(() => setSaving((n) => n - 1));
  }
  const busy = saving > 0;

  return (
    <section className="account-section" aria-labelledby="account-language-title">
      <h2 className="account-section__title" id="account-language-title">
        {i18n._({ id: 'account.settings.language', message: 'Langue' })}
      </h2>
      <fieldset className="account-choices" aria-busy={busy || undefined}>
        <legend className="casino-visually-hidden">{i18n._({ id: 'account.settings.language_legend', message: 'Langue du site' })}</legend>
        {LANGUAGES.map((l) => (
          <label key={l.tag} className="account-choice">
            <input type="radio" name="lang" value={l.tag} checked={locale === l.locale} onChange={choose} />
            <span lang={l.tag} dir={l.locale === 'ar' ? 'rtl' : 'ltr'}>
              {l.name}
            </span>
          </label>
        ))}
      </fieldset>
    </section>
  );
}

const valuesOf = (user: User): Record<ProfileField, string> => ({
  first_name: user.firstName,
  last_name: user.lastName,
  email: user.email,
  password: '',
});

/** `user`: the signed-in player as $auth has it (polls and saves included): what "changed" is measured against. */
function ProfileSection({ user }: { user: User }) {
  const { i18n } = useLingui();
  const validate = useMemo(
    () =>
      (values: Record<ProfileField, string>): Problems<ProfileField> => ({
        ...validateProfile(values),
        password: emailDiffers(values.email, user.email) && values.password === '' ? 'required' : undefined,
      }),
    [user.email],
  );
  const form = useForm<ProfileField>(valuesOf(user), validate, ORDER);
  const { busy, run } = useRequest();
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!form.attempt()) return;
    const v = form.values;
    const email = v.email.trim();
    const emailChanged = emailDiffers(email, user.email);
    const patch = {
      firstName: v.first_name.trim(),
      lastName: v.last_name.trim(),
      ...(emailChanged ? { email, password: v.password } : {}),
    };
    if (!emailChanged && patch.firstName === user.firstName && patch.lastName === user.lastName) {
      showToast(i18n._({ id: 'account.settings.nothing_changed', message: 'Aucune modification à enregistrer' }), 'info');
      return;
    }
    // The action applies the answer to $auth (and so to `user`); unsaved changes stay when it fails.
    const result = await run(() => updateUser(patch));
    if (!result.ok) {
      if (!result.skipped) form.serverErrors(result.fieldMessages);
      return;
    }
    const updated = result.value;
    // The server keeps the confirmed address until the link sent to the new one is opened.
    if (emailChanged && updated.email.toLowerCase() !== email.toLowerCase()) setPendingEmail(email);
    form.reset(valuesOf(updated));
    showToast(i18n._({ id: 'account.settings.saved', message: 'Vos informations ont été enregistrées' }), 'success');
  }

  return (
    <section className="account-section" aria-labelledby="account-profile-title">
      <h2 className="account-section__title" id="account-profile-title">
        {i18n._({ id: 'account.settings.profile', message: 'Informations personnelles' })}
      </h2>
      <form ref={form.formRef} className="account-form" onSubmit={submit} noValidate aria-busy={busy || undefined}>
        <div className="account-row">
          <Field
            {...form.field('first_name')}
            label={i18n._({ id: 'account.field.first_name', message: 'Prénom' })}
            autoComplete="given-name"
            maxLength={150}
          />
          <Field
            {...form.field('last_name')}
            label={i18n._({ id: 'account.field.last_name', message: 'Nom' })}
            autoComplete="family-name"
            maxLength={150}
          />
        </div>
        <EmailField
          {...form.field('email')}
          hint={i18n._({
            id: 'account.settings.email_hint',
            message: "Si vous la changez, nous enverrons un lien de confirmation à la nouvelle adresse ; l'actuelle reste active jusque-là.",
          })}
        />
        {emailDiffers(form.values.email, user.email) ? (
          <PasswordField
            {...form.field('password')}
            label={i18n._({ id: 'account.settings.current_password', message: 'Mot de passe actuel' })}
            hint={i18n._({ id: 'account.settings.password_hint', message: "Pour changer d'adresse e-mail, confirmez avec votre mot de passe." })}
            autoComplete="current-password"
            required
          />
        ) : null}
        <Button type="submit" variant="primary" busy={busy} part="submit">
          {i18n._({ id: 'account.settings.submit', message: 'Enregistrer' })}
        </Button>
      </form>
      {pendingEmail ? (
        <>
          <Outcome tone="info" title={i18n._({ id: 'account.settings.email_pending', message: 'Confirmez votre nouvelle adresse' })}>
            <p className="account-text">
              {i18n._({
                id: 'account.settings.email_pending_text',
                message: 'Un lien de confirmation a été envoyé à {email}. Votre adresse reste {current} tant que vous ne l’avez pas ouvert.',
                values: { email: isolate(pendingEmail), current: isolate(user.email) },
              })}
            </p>
          </Outcome>
          <ResendEmail email={pendingEmail} />
        </>
      ) : null}
    </section>
  );
}
