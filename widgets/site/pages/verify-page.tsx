// E-mail confirmation (spec shell-session-wheel.md §2: /verify-email, /verify, /verify/{key}, /email,
// /email/verify/email/{token}; §7 POST /email-verify/{token}, POST /registration/resend-email/; §8
// "verify-email success and error", "resend e-mail success"). With a key the link is confirmed once;
// without one the player is told to look in the inbox and may ask for the e-mail again.
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { useLingui } from '@lingui/react';
import type { I18n } from '@lingui/core';
import { verifyEmail } from '@src/stores/account';
import { explainError } from '@src/errors/report';
import { isApiError } from '@src/api/errors';
import { $auth } from '@src/stores/auth';
import { notices } from '@src/i18n/messages';
import { accountNotices } from '@src/i18n/flow-messages';
import { Button, Spinner } from '@src/ui';
import type { PageProps } from '../shell/page';
import { AccountCard, ActionLink, Outcome, OutcomeCard } from './account/layout';
import { ResendEmail } from './account/resend-email';
import css from './account.css';

export const styles = css;

type VerifyOutcome =
  | { ok: true }
  /** `retry`: no answer or a server failure, the link may still be good. */
  | { ok: false; code: string; message?: string; retry: boolean };

/**
 * One confirmation call per token for the page's life: a link works once, so React's double effects, a
 * remount or a second element showing the page must share the first call's answer instead of sending a
 * second one that would be told "already used".
 */
const attempts = new Map<string, Promise<VerifyOutcome>>();

function verifyOnce(token: string): Promise<VerifyOutcome> {
  let attempt = attempts.get(token);
  if (!attempt) {
    attempt = verifyEmail(token).then(
      (): VerifyOutcome => ({ ok: true }),
      async (error: unknown): Promise<VerifyOutcome> => {
        const code = isApiError(error) ? error.code : 'default';
        const retry = !isApiError(error) || error.status === 0 || error.status >= 500 || error.status === 429;
        if (retry) attempts.delete(token); // a later try may succeed
        const explained = await explainError(error).catch(() => null);
        return { ok: false, code, message: explained?.toasts[0]?.message, retry };
      },
    );
    attempts.set(token, attempt);
  }
  return attempt;
}

export default function VerifyPage({ params, search }: PageProps) {
  const token = params.key ?? params.token ?? search.key ?? search.token ?? '';
  return token ? <ConfirmLink key={token} token={token} initialEmail={search.email} /> : <CheckInbox initialEmail={search.email} />;
}

const pageTitle = (i18n: I18n) => i18n._({ id: 'account.verify.title', message: "Confirmation de l'adresse e-mail" });

function CheckInbox({ initialEmail }: { initialEmail?: string }) {
  const { i18n } = useLingui();
  const auth = useStore($auth);
  return (
    <OutcomeCard
      title={pageTitle(i18n)}
      tone="info"
      heading={i18n._({ id: 'account.verify.check_inbox', message: 'Vérifiez votre boîte de réception' })}
      text={i18n._({
        id: 'account.verify.check_inbox_text',
        message:
          "Nous vous avons envoyé un e-mail avec un lien de confirmation. Ouvrez-le pour activer votre adresse. Rien reçu ? Regardez dans les courriers indésirables ou demandez un nouvel envoi.",
      })}
    >
      <ResendEmail initialEmail={initialEmail ?? auth.user?.email ?? ''} />
    </OutcomeCard>
  );
}

function ConfirmLink({ token, initialEmail }: { token: string; initialEmail?: string }) {
  const { i18n } = useLingui();
  const auth = useStore($auth);
  const [outcome, setOutcome] = useState<VerifyOutcome | null>(null);
  const [round, setRound] = useState(0);

  useEffect(() => {
    let live = true;
    setOutcome(null);
    void verifyOnce(token).then((o) => live && setOutcome(o));
    return () => {
      live = false;
    };
  }, [token, round]);

  if (!outcome) {
    return (
      <AccountCard title={pageTitle(i18n)}>
        <div className="account-loading">
          <Spinner size="medium" label={i18n._({ id: 'account.verify.checking', message: 'Confirmation en cours…' })} />
        </div>
      </AccountCard>
    );
  }

  if (outcome.ok) {
    return (
      <OutcomeCard
        title={pageTitle(i18n)}
        tone="success"
        heading={i18n._(accountNotices.verifyEmailSuccess)}
        text={
          auth.isAuth
            ? i18n._({ id: 'account.verify.success_signed_in', message: 'Votre compte est à jour, vous pouvez continuer à jouer.' })
            : i18n._({ id: 'account.verify.success_text', message: 'Votre compte est activé, vous pouvez maintenant vous connecter.' })
        }
      >
        {auth.isAuth ? (
          <ActionLink href="/main" primary>
            {i18n._({ id: 'account.go_main', message: "Aller à l'accueil" })}
          </ActionLink>
        ) : (
          <ActionLink href="/sign-in" primary>
            {i18n._({ id: 'account.sign_in', message: 'Se connecter' })}
          </ActionLink>
        )}
      </OutcomeCard>
    );
  }

  return (
    <AccountCard title={pageTitle(i18n)}>
      <Outcome tone="error" title={i18n._(accountNotices.verifyEmailError)}>
        <p className="account-text">
          {outcome.code === 'invalid_token'
            ? i18n._({
                id: 'account.verify.link_dead',
                message: 'Ce lien a expiré ou a déjà été utilisé. Demandez un nouvel e-mail ci-dessous.',
              })
            : (outcome.message ?? i18n._(notices.tryAgain))}
        </p>
        {outcome.retry ? (
          <Button variant="secondary" onClick={() => setRound((r) => r + 1)}>
            {i18n._({ id: 'account.retry', message: 'Réessayer' })}
          </Button>
        ) : null}
      </Outcome>
      <ResendEmail initialEmail={initialEmail ?? auth.user?.email ?? ''} />
    </AccountCard>
  );
}
