// "It wasn't me": the link of the notice a change of e-mail sends to the confirmed address (docs/api.md
// "Change of e-mail", docs/security.md "Account takeover through the e-mail"). Opening the link changes
// nothing by itself (mail scanners open links): the player presses the button, which cancels the change,
// ends every login and sends a reset link to the confirmed address; the page then says so.
import { useState } from 'react';
import { useLingui } from '@lingui/react';
import type { I18n } from '@lingui/core';
import { cancelEmailChange } from '@src/stores/account';
import { explainError } from '@src/errors/report';
import { isApiError } from '@src/api/errors';
import { notices } from '@src/i18n/messages';
import { Button } from '@src/ui';
import type { PageProps } from '../shell/page';
import { AccountCard, ActionLink, Outcome, OutcomeCard } from './account/layout';
import css from './account.css';

export const styles = css;

type CancelOutcome = { ok: true } | { ok: false; dead: boolean; message?: string };

const pageTitle = (i18n: I18n) => i18n._({ id: 'account.email_change_cancel.title', message: "Changement d'adresse e-mail" });

export default function EmailChangeCancelPage({ params }: PageProps) {
  const { i18n } = useLingui();
  const token = params.token ?? '';
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<CancelOutcome | null>(null);

  async function cancel() {
    setBusy(true);
    try {
      await cancelEmailChange(token);
      setOutcome({ ok: true });
    } catch (error) {
      const dead = isApiError(error) && error.code === 'invalid_token';
      const explained = dead ? null : await explainError(error).catch(() => null);
      setOutcome({ ok: false, dead, message: explained?.toasts[0]?.message });
    } finally {
      setBusy(false);
    }
  }

  if (outcome?.ok) {
    return (
      <OutcomeCard
        title={pageTitle(i18n)}
        tone="success"
        heading={i18n._({ id: 'account.email_change_cancel.done', message: 'Le changement d’adresse est annulé' })}
        text={i18n._({
          id: 'account.email_change_cancel.done_text',
          message:
            'Votre adresse e-mail reste la même et toutes les sessions ont été fermées. Par sécurité, votre mot de passe ne fonctionne plus : choisissez-en un nouveau avec le lien que nous venons d’envoyer à votre adresse.',
        })}
      >
        <ActionLink href="/recovery-password" primary>
          {i18n._({ id: 'account.email_change_cancel.recovery', message: 'Je n’ai pas reçu le lien' })}
        </ActionLink>
      </OutcomeCard>
    );
  }

  return (
    <AccountCard
      title={pageTitle(i18n)}
      lead={i18n._({
        id: 'account.email_change_cancel.lead',
        message:
          'Quelqu’un a demandé à remplacer l’adresse e-mail de votre compte. Si ce n’était pas vous, annulez ce changement : toutes les sessions seront fermées et vous choisirez un nouveau mot de passe.',
      })}
    >
      {outcome && !outcome.ok ? (
        <Outcome tone="error" title={i18n._({ id: 'account.email_change_cancel.failed', message: 'Le changement n’a pas pu être annulé' })}>
          <p className="account-text">
            {outcome.dead
              ? i18n._({
                  id: 'account.email_change_cancel.link_dead',
                  message: 'Ce lien a expiré ou a déjà été utilisé. Si vous n’avez pas accès à votre compte, contactez le support.',
                })
              : (outcome.message ?? i18n._(notices.tryAgain))}
          </p>
        </Outcome>
      ) : null}
      {!outcome || !outcome.ok && !outcome.dead ? (
        <Button variant="primary" busy={busy} onClick={() => void cancel()}>
          {i18n._({ id: 'account.email_change_cancel.submit', message: 'Ce n’était pas moi : annuler le changement' })}
        </Button>
      ) : null}
    </AccountCard>
  );
}
