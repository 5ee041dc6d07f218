// The player's summary card (spec money-and-games.md §2 "Profile"): username, ID, balance, bonus balance,
// date joined and the verification state (e-mail confirmed or not; identity documents none / pending /
// approved / rejected, with the way to /profile/kyc-verifiaction), and the spec's banned notice (money §8
// user_is_banned). The balances are the session's user's (they move live: polls, the bonus exchange, another
// tab); the rest is GET /api/user/profile ($profileSummary), loaded while the card is shown.
import type { MouseEvent, ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { useLingui } from '@lingui/react';
import type { MessageDescriptor } from '@lingui/core';
import type { User } from '../../src/api/types';
import type { DocumentsStatus } from '../../src/api/profile';
import { $profileSummary, reloadProfileSummary } from '../../src/stores/profile-summary';
import { Money } from '../../src/format/money-amount';
import { Button, useErrorText } from '../../src/ui';
import { isPlainClick } from '../../src/ui/link';
import { parts } from '../../src/ui/part';
import { cx } from '../../src/ui/class-names';

const DOCUMENTS: Record<DocumentsStatus, MessageDescriptor> = {
  none: /*i18n*/ { id: 'profile.summary.documents.none', message: 'Non envoyés' },
  pending: /*i18n*/ { id: 'profile.summary.documents.pending', message: 'En cours de vérification' },
  approved: /*i18n*/ { id: 'profile.summary.documents.approved', message: 'Approuvés' },
  rejected: /*i18n*/ { id: 'profile.summary.documents.rejected', message: 'Refusés' },
};

/** DD/MM/YYYY in the device's time zone (spec shell §3: dates are shown day first), without a date library. */
export function formatDay(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(d.getDate())}/${two(d.getMonth() + 1)}/${d.getFullYear()}`;
}

/** `state`: a verification state, with its text and maybe a link (profile.css gives it the row on a phone). */
function Figure({ label, part, state, children }: { label: string; part: string; state?: boolean; children: ReactNode }) {
  return (
    <div className={cx('profile-summary__figure', state && 'profile-summary__figure--state')} {...parts(part)}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

interface ProfileSummaryProps {
  user: User;
  /** Goes to a section of the profile (the documents' link) or a site page (/verify-email). */
  onKyc(): void;
  onVerifyEmail(): void;
}

export function ProfileSummaryCard({ user, onKyc, onVerifyEmail }: ProfileSummaryProps) {
  const { i18n } = useLingui();
  const state = useStore($profileSummary);
  const errorText = useErrorText(state.error);
  // A summary of another player (the session changed a moment ago) never shows.
  const summary = state.data && state.data.id === user.id ? state.data : null;
  const plain = (go: () => void) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event.nativeEvent)) return;
    event.preventDefault();
    go();
  };
  // While the summary loads (or after it failed): a placeholder bar; one status line says it loads.
  const pending = state.status === 'error' ? <span aria-hidden="true">—</span> : <span className="profile-summary__placeholder" aria-hidden="true" />;

  return (
    <section className="profile-summary" aria-labelledby="profile-summary-title" {...parts('summary')}>
      <h2 id="profile-summary-title" className="casino-visually-hidden">
        {i18n._({ id: 'profile.summary.title', message: 'Résumé du compte' })}
      </h2>
      {summary?.isBanned && (
        <div className="profile-summary__banned" role="alert" {...parts('banned')}>
          <strong>{i18n._({ id: 'error.user_is_banned', message: 'Ce compte est bloqué' })}</strong>
          <span>{i18n._({ id: 'profile.summary.banned_text', message: 'Vous ne pouvez plus jouer ni déposer. Contactez le support pour en savoir plus.' })}</span>
        </div>
      )}
      {!summary && state.status !== 'error' && (
        <p className="casino-visually-hidden" role="status" {...parts('loading')}>
          {i18n._({ id: 'profile.summary.loading', message: 'Chargement de votre profil…' })}
        </p>
      )}
      <div className="profile-summary__who">
        <bdi className="profile-summary__username" {...parts('username')}>
          {user.username}
        </bdi>
        <span className="profile-summary__id" {...parts('user-id')}>
          {i18n._({ id: 'profile.summary.id', message: 'ID {id}', values: { id: String(user.id) } })}
        </span>
      </div>
      <dl className="profile-summary__figures">
        <Figure label={i18n._({ id: 'profile.summary.balance', message: 'Solde' })} part="summary-balance">
          <Money amount={user.balance} currency={user.currency} />
        </Figure>
        <Figure label={i18n._({ id: 'profile.summary.bonus_balance', message: 'Solde bonus' })} part="summary-bonus">
          <Money amount={user.bonusBalance} currency={user.currency} />
        </Figure>
        <Figure label={i18n._({ id: 'profile.summary.email', message: 'E-mail' })} part="summary-email" state>
          {!summary ? (
            pending
          ) : summary.emailVerified ? (
            <span className="profile-summary__state profile-summary__state--ok">{i18n._({ id: 'profile.summary.email.verified', message: 'Confirmé' })}</span>
          ) : (
            <span className="profile-summary__state profile-summary__state--todo">
              {i18n._({ id: 'profile.summary.email.unverified', message: 'Non confirmé' })}{' '}
              <a href="/verify-email" className="profile-link" onClick={plain(onVerifyEmail)}>
                {i18n._({ id: 'profile.summary.email.confirm', message: 'Confirmer' })}
              </a>
            </span>
          )}
        </Figure>
        <Figure label={i18n._({ id: 'profile.summary.documents', message: 'Pièce d’identité' })} part="summary-documents" state>
          {!summary ? (
            pending
          ) : (
            <span className={cx('profile-summary__state', `profile-summary__state--${summary.documentsStatus === 'approved' ? 'ok' : 'todo'}`)} data-status={summary.documentsStatus}>
              {i18n._(DOCUMENTS[summary.documentsStatus])}{' '}
              {summary.documentsStatus !== 'approved' && summary.documentsStatus !== 'pending' && (
                <a href="/profile/kyc-verifiaction" className="profile-link" {...parts('kyc-link')} onClick={plain(onKyc)}>
                  {summary.documentsStatus === 'rejected'
                    ? i18n._({ id: 'profile.summary.documents.send_again', message: 'Envoyer à nouveau' })
                    : i18n._({ id: 'profile.summary.documents.send', message: 'Envoyer un document' })}
                </a>
              )}
              {summary.documentsStatus === 'pending' && (
                <a href="/profile/kyc-verifiaction" className="profile-link" {...parts('kyc-link')} onClick={plain(onKyc)}>
                  {i18n._({ id: 'profile.summary.documents.see', message: 'Voir' })}
                </a>
              )}
            </span>
          )}
        </Figure>
        <Figure label={i18n._({ id: 'profile.summary.date_joined', message: 'Membre depuis' })} part="summary-joined">
          {summary ? <bdi dir="ltr">{formatDay(summary.dateJoined)}</bdi> : pending}
        </Figure>
      </dl>
      {state.status === 'error' && (
        <p className="profile-error" role="alert" {...parts('error')}>
          <span>{errorText}</span>
          <Button variant="secondary" onClick={() => void reloadProfileSummary()}>
            {i18n._({ id: 'profile.retry', message: 'Réessayer' })}
          </Button>
        </p>
      )}
    </section>
  );
}
