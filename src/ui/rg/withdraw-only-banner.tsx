// The banner of a withdraw-only session (issue 17; contract §3): a player in a time-out or self-exclusion
// who signed in to withdraw sees, on the profile's and the cashier's pages, that play is closed until the
// exclusion's end and that withdrawing is what remains. The session says it (its access token carries
// `rg: "withdraw_only"`, read like its expiry, never trusted: the server refuses the rest anyway); the end
// date comes from GET /api/users/self-exclusion/, which such a session is refused with `self_excluded`,
// whose body carries the same `ends_at`.
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { useLingui } from '@lingui/react';
import { $auth } from '../../stores/auth';
import { getSelfExclusion } from '../../stores/limits';
import { isWithdrawOnly } from '../../session/withdraw-only';
import { exclusionOfError } from '../../api/limits';
import { formatDateTime } from '../../format/date';
import { parts } from '../part';

export function WithdrawOnlyBanner() {
  const { i18n } = useLingui();
  const access = useStore($auth).session?.access;
  const on = isWithdrawOnly(access);
  const [endsAt, setEndsAt] = useState<string | null>(null);

  useEffect(() => {
    if (!on) return;
    let live = true;
    getSelfExclusion().then(
      (active) => live && setEndsAt(active?.endsAt ?? null),
      (error: unknown) => live && setEndsAt(exclusionOfError(error)?.endsAt ?? null),
    );
    return () => {
      live = false;
    };
  }, [on]);

  if (!on) return null;
  return (
    <div className="casino-rg-banner" role="note" data-ends-at={endsAt ?? undefined} {...parts('withdraw-only')}>
      <strong>
        {endsAt
          ? i18n._({ id: 'rg.withdraw_only.until', message: 'Jeu fermé jusqu’au {date}', values: { date: formatDateTime(endsAt) } })
          : i18n._({ id: 'rg.withdraw_only.closed', message: 'Jeu fermé pendant votre pause' })}
      </strong>
      <span>
        {i18n._({
          id: 'rg.withdraw_only.text',
          message: 'Vous êtes connecté pour retirer vos fonds uniquement : dépôts, jeux et paris sont indisponibles jusqu’à la fin de votre pause.',
        })}
      </span>
    </div>
  );
}
