// The reset link from the e-mail (spec shell-session-wheel.md §2: /email/verify/password/confirm/{token}
// and the legacy /emails/verify/password/confirm/{token}; §7 POST /password/reset/confirm/{token}; §8
// "reset token not provided", "recovery success and failure"). New password twice, checked here first:
// when they differ nothing is sent.
import { useState, type FormEvent, type ReactNode } from 'react';
import { useLingui } from '@lingui/react';
import { confirmPasswordReset, type NewPasswordValues } from '@src/stores/account';
import { showToast } from '@src/stores/toasts';
import { notices } from '@src/i18n/messages';
import { accountNotices } from '@src/i18n/flow-messages';
import { Button } from '@src/ui';
import { NewPasswordFields, useForm, useRequest } from '@src/ui/form';
import type { PageProps } from '../shell/page';
import { AccountCard, ActionLink, OutcomeCard } from './account/layout';
import { validateNewPassword } from './account/validation';
import css from './account.css';

export const styles = css;

const ORDER = ['new_password1', 'new_password2'] as const satisfies readonly (keyof NewPasswordValues)[];

export default function PasswordConfirmPage({ params, search }: PageProps) {
  const { i18n } = useLingui();
  const token = (params.token ?? search.token ?? '').trim();
  const title = i18n._({ id: 'account.password_confirm.title', message: 'Nouveau mot de passe' });
  const newLink = (
    <ActionLink href="/recovery-password">
      {i18n._({ id: 'account.password_confirm.new_link', message: 'Demander un nouvel e-mail' })}
    </ActionLink>
  );

  if (!token) {
    return (
      <OutcomeCard
        title={title}
        tone="error"
        heading={i18n._(accountNotices.resetTokenNotProvided)}
        text={i18n._({
          id: 'account.password_confirm.no_token_text',
          message: "Ouvrez le lien complet reçu par e-mail, ou demandez-en un nouveau.",
        })}
      >
        {newLink}
      </OutcomeCard>
    );
  }
  return <NewPasswordForm token={token} title={title} newLink={newLink} />;
}

function NewPasswordForm({ token, title, newLink }: { token: string; title: string; newLink: ReactNode }) {
  const { i18n } = useLingui();
  const form = useForm<keyof NewPasswordValues>({ new_password1: '', new_password2: '' }, validateNewPassword, ORDER);
  const { busy, run } = useRequest();
  const [state, setState] = useState<'form' | 'done' | 'failed'>('form');
  const [problem, setProblem] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    if (!form.attempt()) return;
    const values = form.values;
    // Quiet: a dead link is this page's outcome, not a passing toast.
    const result = await run(() => confirmPasswordReset(token, values), { quiet: true });
    if (result.ok) {
      showToast(i18n._(accountNotices.recoverySuccess), 'success');
      setState('done');
    } else if (result.skipped) return;
    else if (result.code === 'invalid_token') setState('failed');
    else if (Object.keys(result.fieldMessages).some((f) => f in form.values)) form.serverErrors(result.fieldMessages);
    else setProblem(result.message ?? i18n._(notices.tryAgain));
  }

  if (state === 'done') {
    return (
      <OutcomeCard
        title={title}
        tone="success"
        heading={i18n._(accountNotices.recoverySuccess)}
        text={i18n._({
          id: 'account.password_confirm.done_text',
          message: 'Connectez-vous avec votre nouveau mot de passe. Par sécurité, vos autres sessions ont été fermées.',
        })}
      >
        <ActionLink href="/sign-in" primary>
          {i18n._({ id: 'account.sign_in', message: 'Se connecter' })}
        </ActionLink>
      </OutcomeCard>
    );
  }

  if (state === 'failed') {
    return (
      <OutcomeCard
        title={title}
        tone="error"
        heading={i18n._(accountNotices.recoveryFailure)}
        text={i18n._({
          id: 'account.password_confirm.failed_text',
          message: "Ce lien a expiré ou a déjà servi. Demandez un nouvel e-mail de réinitialisation : seul le plus récent fonctionne.",
        })}
      >
        {newLink}
      </OutcomeCard>
    );
  }

  return (
    <AccountCard title={title} lead={i18n._({ id: 'account.password_confirm.lead', message: 'Choisissez un nouveau mot de passe pour votre compte.' })}>
      <form ref={form.formRef} className="account-form" onSubmit={submit} noValidate aria-busy={busy || undefined}>
        <NewPasswordFields
          first={form.field('new_password1')}
          second={form.field('new_password2')}
          firstLabel={i18n._({ id: 'account.field.new_password', message: 'Nouveau mot de passe' })}
        />
        <p className="account-message account-message--error" role="alert">
          {problem}
        </p>
        <Button type="submit" variant="primary" busy={busy} part="submit">
          {i18n._({ id: 'account.password_confirm.submit', message: 'Enregistrer le mot de passe' })}
        </Button>
      </form>
    </AccountCard>
  );
}
