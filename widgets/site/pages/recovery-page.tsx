// /recovery-password (spec shell-session-wheel.md §2, §7 POST /password/reset/, §8 "reset-password e-mail
// sent"). The server answers the same for any address (docs/api.md: no account probing), so the page
// says "if an account uses this address" and never whether it exists.
import { useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react';
import { requestPasswordReset } from '@src/stores/account';
import { showToast } from '@src/stores/toasts';
import { accountNotices } from '@src/i18n/flow-messages';
import { Button } from '@src/ui';
import { Link } from '@src/ui/link';
import { EmailField, useForm, useRequest } from '@src/ui/form';
import type { PageProps } from '../shell/page';
import { AccountCard, Outcome } from './account/layout';
import { validateEmailForm } from './account/validation';
import { isolate } from './account/text';
import css from './account.css';

export const styles = css;

const ORDER = ['email'] as const;

export default function RecoveryPage({ search }: PageProps) {
  const { i18n } = useLingui();
  // The form lives here, above both views: going back from "sent" finds the address still typed.
  const form = useForm({ email: search.email ?? '' }, validateEmailForm, ORDER);
  const { busy, run } = useRequest();
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function send(event?: FormEvent) {
    event?.preventDefault();
    if (!form.attempt()) return;
    const email = form.values.email.trim();
    const result = await run(() => requestPasswordReset({ email }));
    if (result.ok) {
      showToast(i18n._(accountNotices.resetPasswordEmailSent), 'success');
      setSentTo(email);
    } else if (!result.skipped) form.serverErrors(result.fieldMessages);
  }

  const title = i18n._({ id: 'account.recovery.title', message: 'Mot de passe oublié' });
  const signIn = (
    <p className="account-alt">
      <Link href="/sign-in" className="account-link">
        {i18n._({ id: 'account.back_to_sign_in', message: 'Retour à la connexion' })}
      </Link>
    </p>
  );

  if (sentTo) {
    return (
      <AccountCard title={title}>
        <Outcome tone="success" title={i18n._(accountNotices.resetPasswordEmailSent)}>
          <p className="account-text">
            {i18n._({
              id: 'account.recovery.sent_text',
              message:
                "Si un compte utilise l'adresse {email}, vous y trouverez un lien pour choisir un nouveau mot de passe. Le lien ne sert qu'une fois ; pensez à regarder dans les courriers indésirables.",
              values: { email: isolate(sentTo) },
            })}
          </p>
        </Outcome>
        <div className="account-actions">
          <Button variant="secondary" busy={busy} onClick={() => void send()}>
            {i18n._({ id: 'account.recovery.send_again', message: "Renvoyer l'e-mail" })}
          </Button>
          <Button variant="secondary" onClick={() => setSentTo(null)}>
            {i18n._({ id: 'account.recovery.other_address', message: 'Utiliser une autre adresse' })}
          </Button>
        </div>
        {signIn}
      </AccountCard>
    );
  }

  return (
    <AccountCard
      title={title}
      lead={i18n._({
        id: 'account.recovery.lead',
        message: "Saisissez l'adresse e-mail de votre compte : nous vous enverrons un lien pour choisir un nouveau mot de passe.",
      })}
    >
      <form ref={form.formRef} className="account-form" onSubmit={send} noValidate aria-busy={busy || undefined}>
        <EmailField {...form.field('email')} />
        <Button type="submit" variant="primary" busy={busy} part="submit">
          {i18n._({ id: 'account.recovery.submit', message: 'Envoyer le lien' })}
        </Button>
      </form>
      {signIn}
    </AccountCard>
  );
}
