// "Send the confirmation e-mail again" (spec §7 POST /registration/resend-email/, also used for a change
// of e-mail; §8 "resend e-mail success"). With `email` the address is known (just registered, e-mail
// change pending) and only the button shows; without it the player types the address.
import { useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react';
import { resendConfirmationEmail } from '@src/stores/account';
import { showToast } from '@src/stores/toasts';
import { accountNotices } from '@src/i18n/flow-messages';
import { Button } from '@src/ui';
import { EmailField, useForm, useRequest } from '@src/ui/form';
import { validateEmailForm } from './validation';
import { isolate } from './text';

const ORDER = ['email'] as const;

export function ResendEmail({ email, initialEmail = '' }: { email?: string; initialEmail?: string }) {
  const { i18n } = useLingui();
  const form = useForm({ email: email ?? initialEmail }, validateEmailForm, ORDER);
  const { busy, run } = useRequest();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const fixed = email !== undefined;
  const emailField = form.field('email');

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!form.attempt()) return;
    const address = form.values.email.trim();
    const result = await run(() => resendConfirmationEmail({ email: address }));
    if (result.ok) {
      showToast(i18n._(accountNotices.resendEmailSuccess), 'success');
      setSentTo(address);
    } else if (!result.skipped) form.serverErrors(result.fieldMessages);
  }

  return (
    <form ref={form.formRef} className="account-form account-resend" onSubmit={submit} noValidate aria-busy={busy || undefined}>
      {fixed ? (
        emailField.error ? (
          <p className="account-message account-message--error" role="alert">
            {emailField.error}
          </p>
        ) : null
      ) : (
        <EmailField {...emailField} />
      )}
      <Button type="submit" variant="secondary" busy={busy} part="resend">
        {i18n._({ id: 'account.resend.submit', message: "Renvoyer l'e-mail de confirmation" })}
      </Button>
      {/* Always present, so the polite announcement is read when its text arrives. */}
      <p className="account-message" role="status">
        {sentTo
          ? i18n._({
              id: 'account.resend.sent',
              message: "Si l'adresse {email} attend une confirmation, un nouveau lien vient d'y être envoyé.",
              values: { email: isolate(sentTo) },
            })
          : null}
      </p>
    </form>
  );
}
