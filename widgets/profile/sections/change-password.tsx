// /profile/change-password (money-and-games §5, §7, §8): the old password, the new one and its
// repetition, each with show/hide. New ≠ repeated: the mismatch message and no call (§5). The password
// policy of the sandbox (src/ui/form/password-policy.ts, the server's own rules with a short list of
// common passwords) shows while the player types; the server stays the judge. `incorrect_old_password`
// lands on the old password. Once changed, the player's other logins are ended by the server and this
// tab stays signed in: the notice says both.
import { useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { useLingui } from '@lingui/react';
import { changePassword } from '../../../src/stores/user-info';
import { $auth } from '../../../src/stores/auth';
import { Button, PasswordField } from '../../../src/ui';
import { problemDescriptor, useForm, useRequest, type Problems } from '../../../src/ui/form';
import { passwordPolicyProblem, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, type PasswordPolicyProblem } from '../../../src/ui/form/password-policy';
import { parts } from '../../../src/ui/part';
import fieldsCss from '../../../src/ui/fields.css';
import accountCss from './account.css';
import type { ProfileSectionProps } from '../section-props';
import '@src/errors/profile-errors';
import { AccountNotices, errorOf, failedSave, type SaveError } from './account-notice';

export const styles = `${fieldsCss}\n${accountCss}`;

type Fields = 'old_password' | 'new_password' | 'new_password2';
const ORDER: readonly Fields[] = ['old_password', 'new_password', 'new_password2'];
const EMPTY: Record<Fields, string> = { old_password: '', new_password: '', new_password2: '' };

/** Required fields and the repetition (the kit's mismatch message, on the repeated password, §5). */
function validate(values: Record<Fields, string>): Problems<Fields> {
  return {
    old_password: values.old_password === '' ? 'required' : undefined,
    new_password: values.new_password === '' ? 'required' : undefined,
    new_password2: values.new_password2 === '' ? 'required' : values.new_password2 !== values.new_password ? 'password_mismatch' : undefined,
  };
}

export default function ChangePasswordSection(_props: ProfileSectionProps) {
  const { i18n } = useLingui();
  const user = useStore($auth).user;
  const form = useForm<Fields>(EMPTY, validate, ORDER);
  const { busy, run } = useRequest();
  const [notice, setNotice] = useState<{ kind: 'done' } | SaveError | null>(null);

  const context = { username: user?.username, email: user?.email };
  const policy = form.values.new_password ? passwordPolicyProblem(form.values.new_password, context) : undefined;
  const policyMessage = (problem: PasswordPolicyProblem | undefined): string | undefined => {
    switch (problem) {
      case undefined:
      case 'required':
        return undefined;
      case 'password_too_common':
        return i18n._({ id: 'account.password.too_common', message: 'Ce mot de passe est trop courant, choisissez-en un autre' });
      case 'password_too_similar':
        return i18n._({ id: 'account.password.too_similar', message: "Le mot de passe ne doit pas être votre nom d'utilisateur ou votre e-mail" });
      case 'max_length':
        return i18n._({ id: 'account.password.too_long', message: '{max} caractères au maximum', values: { max: PASSWORD_MAX_LENGTH } });
      case 'min_length':
        return i18n._(problemDescriptor('too_short'));
    }
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setNotice(null);
    // A mismatch, an empty field or a password the policy refuses: no call (§5).
    const checked = form.attempt();
    // The policy's message is already under the input; this also moves the focus there.
    if (checked && policy) form.serverErrors({ new_password: policyMessage(policy) ?? '' });
    if (!checked || policy) return;
    const v = form.values;
    const result = await run(() => changePassword({ oldPassword: v.old_password, newPassword: v.new_password, repeat: v.new_password2 }), {
      quiet: true,
    });
    if (result.ok) {
      form.reset(EMPTY);
      setNotice({ kind: 'done' });
      return;
    }
    if (result.skipped) return;
    setNotice(
      failedSave(result, form, {
        checkFields: () => i18n._({ id: 'profile.password.check_fields', message: 'Le mot de passe n’a pas été changé : vérifiez les champs signalés.' }),
        failed: (reason) =>
          i18n._({
            id: 'profile.password.failed',
            message: "Le mot de passe n'a pas été changé : {reason}",
            values: { reason },
          }),
      }),
    );
  }

  const newField = form.field('new_password');
  const typed = form.values.new_password;
  const rules = [
    {
      met: [...typed.trim()].length >= PASSWORD_MIN_LENGTH && [...typed].length <= PASSWORD_MAX_LENGTH,
      text: i18n._({ id: 'profile.password.rule_length', message: 'Entre {min} et {max} caractères', values: { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH } }),
    },
    {
      met: typed !== '' && policy !== 'password_too_similar',
      text: i18n._({ id: 'profile.password.rule_personal', message: "Différent de votre nom d'utilisateur et de votre e-mail" }),
    },
    {
      met: typed !== '' && policy !== 'password_too_common',
      text: i18n._({ id: 'profile.password.rule_common', message: 'Pas un mot de passe courant' }),
    },
  ];

  return (
    <section className="account-section" aria-labelledby="profile-password-title" {...parts('change-password')}>
      <h2 id="profile-password-title">{i18n._({ id: 'profile.password.title', message: 'Changer le mot de passe' })}</h2>
      <p className="account-muted">
        {i18n._({
          id: 'profile.password.lead',
          message: 'Après le changement, vos autres sessions (autres appareils et navigateurs) seront fermées ; celle-ci reste ouverte.',
        })}
      </p>
      <form ref={form.formRef} className="account-form account-narrow" onSubmit={submit} noValidate aria-busy={busy || undefined}>
        <PasswordField
          {...form.field('old_password')}
          label={i18n._({ id: 'profile.password.old', message: 'Mot de passe actuel' })}
          autoComplete="current-password"
          required
        />
        <PasswordField
          {...newField}
          error={newField.error ?? policyMessage(policy)}
          label={i18n._({ id: 'profile.password.new', message: 'Nouveau mot de passe' })}
          autoComplete="new-password"
          aria-describedby="profile-password-rules"
          required
        />
        <ul className="account-policy" id="profile-password-rules" aria-label={i18n._({ id: 'profile.password.rules', message: 'Règles du mot de passe' })}>
          {rules.map((rule) => (
            <li key={rule.text} data-met={rule.met}>
              {rule.text}
              {rule.met ? <span className="casino-visually-hidden"> ({i18n._({ id: 'profile.password.rule_met', message: 'respectée' })})</span> : null}
            </li>
          ))}
        </ul>
        <PasswordField
          {...form.field('new_password2')}
          label={i18n._({ id: 'profile.password.repeat', message: 'Répétez le nouveau mot de passe' })}
          autoComplete="new-password"
          required
        />
        <div className="account-actions">
          <Button type="submit" variant="primary" busy={busy} part="submit">
            {i18n._({ id: 'profile.password.submit', message: 'Changer le mot de passe' })}
          </Button>
        </div>
        <AccountNotices
          success={notice?.kind === 'done' ? <p>{i18n._({ id: 'profile.password.changed', message: 'Mot de passe modifié. Vos autres sessions ont été fermées.' })}</p> : null}
          error={errorOf(notice)}
        />
      </form>
    </section>
  );
}
