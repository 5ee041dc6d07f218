// The sign-in form's answer to `email_not_verified`: instead of a passing toast, a notice that
// says the address is not confirmed yet and offers, right there, to send the confirmation e-mail again
// (the verify page's action, src/stores/account.ts resendConfirmationEmail). In the lazy chunk of the
// form's refusal notices (./refusal-notice.tsx): the login element's entry is at its size ceiling.
// The player may have signed in with a username or a phone number, and the resend call takes an address:
// the input is filled when they typed one, else they type it. Success and failure are announced (a polite
// status and an alert), and the sign-in form around keeps what was typed.
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useLingui } from '@lingui/react';
import { resendConfirmationEmail } from '../../src/stores/account';
import { explainError } from '../../src/errors/report';
import { isEmail } from '../../src/ui/form/validation';
import { validationMessages } from '../../src/ui/form/messages';
import { Button, Field } from '../../src/ui';
import { useHost } from '../../src/element/define-widget';
import { adoptSheet } from '../../src/element/lazy-chunk';
import boxCss from './self-excluded.css';
import css from './email-not-verified.css';

type Outcome = { sentTo: string } | { error: string } | null;

export function EmailNotVerified({ login }: { login: string }) {
  const { i18n } = useLingui();
  const { root } = useHost();
  adoptSheet(root, boxCss);
  adoptSheet(root, css);
  const [email, setEmail] = useState(isEmail(login) ? login : '');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [invalid, setInvalid] = useState(false);
  const box = useRef<HTMLDivElement>(null);

  // The notice replaces the form's usual error toast: the focus goes to it, so it is read at once.
  useEffect(() => box.current?.focus(), []);

  async function resend() {
    if (busy) return;
    const address = email.trim();
    if (!isEmail(address)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    setBusy(true);
    setOutcome(null);
    try {
      await resendConfirmationEmail({ email: address });
      setOutcome({ sentTo: address });
    } catch (failure) {
      const explained = await explainError(failure).catch(() => null);
      setOutcome({
        error:
          explained?.fieldMessages.email ??
          explained?.toasts[0]?.message ??
          i18n._({ id: 'login.unverified.failed', message: "L'e-mail n'a pas pu être envoyé. Réessayez." }),
      });
    } finally {
      setBusy(false);
    }
  }

  // Inside the sign-in <form> (no nested forms): Enter in the address resends instead of signing in again.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void resend();
  };

  return (
    <div ref={box} className="login-excluded login-unverified" role="alert" tabIndex={-1} part="email-not-verified">
      <strong className="login-excluded__title">
        {i18n._({ id: 'login.unverified.title', message: 'Adresse e-mail non confirmée' })}
      </strong>
      <p>
        {i18n._({
          id: 'login.unverified.text',
          message: "Ouvrez le lien de l'e-mail de confirmation pour activer votre compte. Vous ne le trouvez pas ? Nous pouvons vous l'envoyer à nouveau.",
        })}
      </p>
      <Field
        label={i18n._({ id: 'login.unverified.email', message: 'Adresse e-mail du compte' })}
        name="resend_email"
        type="email"
        inputMode="email"
        autoComplete="email"
        dir="ltr"
        value={email}
        error={invalid ? i18n._(validationMessages.invalidEmail) : undefined}
        onInput={(e) => {
          setEmail((e.target as HTMLInputElement).value);
          setInvalid(false); // typing fixes it: the message goes until the next try
        }}
        onKeyDown={onKeyDown}
      />
      <Button type="button" variant="secondary" busy={busy} onClick={() => void resend()} part="resend">
        {i18n._({ id: 'login.unverified.resend', message: "Renvoyer l'e-mail de confirmation" })}
      </Button>
      {/* Always present, so the polite announcement is read when its text arrives. */}
      <p role="status" className="login-unverified__sent">
        {outcome && 'sentTo' in outcome
          ? i18n._({
              id: 'login.unverified.sent',
              message: "Si l'adresse {email} attend une confirmation, un nouveau lien vient d'y être envoyé.",
              values: { email: `\u2068${outcome.sentTo}\u2069` },
            })
          : null}
      </p>
      {outcome && 'error' in outcome ? (
        <p role="alert" className="login-unverified__error">
          {outcome.error}
        </p>
      ) : null}
    </div>
  );
}
