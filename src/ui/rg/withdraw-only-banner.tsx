// The banner of a withdraw-only session (docs/api.md "Responsible gaming", docs/architecture.md "Withdraw-only
// login"): a player in a time-out or self-exclusion who signed in to withdraw sees, on every page such a
// login reaches (the withdrawal, the payment history, the statement) and on the deposit page an embedding
// host may still show, why play is closed — a time-out or a self-exclusion, until when if known — and what
// remains: withdrawing, the history, signing out. A region with a heading, so it is found by landmark. The
// session says it (its access token carries `rg: "withdraw_only"`, read like its expiry, never trusted:
// the server refuses the rest anyway); the kind and the end come from GET /api/users/self-exclusion/, which
// such a session is refused with `self_excluded`, whose body carries the same `kind` and `ends_at`.
import { useEffect, useId, useState } from 'react';
import { useStore } from '@nanostores/react';
import { useLingui } from '@lingui/react';
import { $auth } from '../../stores/auth';
import { getSelfExclusion } from '../../stores/limits';
import { isWithdrawOnly } from '../../session/tokens';
import { exclusionOfError, type Exclusion } from '../../api/limits';
import { formatDateTime } from '../../format/date';
import { parts } from '../part';

export function WithdrawOnlyBanner() {
  const { i18n } = useLingui();
  const access = useStore($auth).session?.access;
  const on = isWithdrawOnly(access);
  const [exclusion, setExclusion] = useState<Exclusion | null>(null);
  const titleId = useId();

  useEffect(() => {
    if (!on) return;
    let live = true;
    getSelfExclusion().then(
      (active) => live && setExclusion(active),
      (error: unknown) => live && setExclusion(exclusionOfError(error)),
    );
    return () => {
      live = false;
    };
  }, [on]);

  if (!on) return null;
  const date = exclusion ? formatDateTime(exclusion.endsAt) : null;
  const why = !exclusion
    ? i18n._({ id: 'rg.withdraw_only.closed', message: 'Jeu fermé pendant votre pause' })
    : exclusion.kind === 'timeout'
      ? i18n._({ id: 'rg.withdraw_only.timeout_until', message: 'Vous avez choisi une pause (time-out) jusqu’au {date}.', values: { date } })
      : i18n._({ id: 'rg.withdraw_only.excluded_until', message: 'Vous vous êtes auto-exclu jusqu’au {date}.', values: { date } });
  return (
    <section
      className="casino-rg-banner"
      aria-labelledby={titleId}
      data-kind={exclusion?.kind}
      data-ends-at={exclusion?.endsAt ?? undefined}
      {...parts('withdraw-only')}
    >
      <h2 id={titleId} className="casino-rg-banner__title">
        {i18n._({ id: 'rg.withdraw_only.title', message: 'Retraits uniquement' })}
      </h2>
      <strong>{why}</strong>
      <span>
        {i18n._({
          id: 'rg.withdraw_only.allowed',
          message: 'Vous pouvez retirer vos fonds, consulter l’historique de vos paiements et vous déconnecter. Dépôts, jeux et paris sont fermés jusqu’à la fin de votre pause.',
        })}
      </span>
    </section>
  );
}
