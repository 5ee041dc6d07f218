// The sign-in form's answer to a self-excluded player (docs/contracts/responsible-gaming.md §3), in a chunk
// of its own: loaded only when POST /api/accounts/login/ answers 403 `self_excluded` (the login element's
// entry has almost no room left, docs/conventions.md §4). Instead of a generic error: a notice that says the account is
// in a time-out or self-exclusion until its end date, and the one thing still possible, "Retirer mes fonds",
// which signs in again with `purpose: "withdraw"` (a withdraw-only login: the server refuses everything else)
// and asks the host to go to /profile/withdraw (casino-navigate; the site navigates).
import { useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react';
import { signIn } from '../../src/stores/auth';
import { emit, emitFromPage } from '../../src/element/events';
import { useHost } from '../../src/element/define-widget';
import { adoptSheet } from '../../src/element/lazy-chunk';
import { exclusionOfError } from '../../src/api/limits';
import '../../src/errors/rg-errors';
import { reportApiError } from '../../src/errors/report';
import { formatDateTime } from '../../src/format/date';
import { Button } from '../../src/ui';
import css from './self-excluded.css';

const WITHDRAW_PATH = '/profile/withdraw';

interface SelfExcludedProps {
  error: unknown;
  username: string;
  password: string;
}

/** The notice for the sign-in form (one call from login.tsx, so its entry carries no JSX of it). */
export default (error: unknown, username: string, password: string) => <SelfExcluded error={error} username={username} password={password} />;

function SelfExcluded({ error, username, password }: SelfExcludedProps) {
  const { i18n } = useLingui();
  const { host, root } = useHost();
  adoptSheet(root, css);
  const [busy, setBusy] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const exclusion = exclusionOfError(error);
  const date = exclusion ? formatDateTime(exclusion.endsAt) : '';

  // The notice replaces the form's usual error toast: the focus goes to it, so it is read at once.
  useEffect(() => box.current?.focus(), [error]);

  async function withdraw() {
    if (busy) return;
    setBusy(true);
    try {
      const outcome = await signIn(username, password, 'withdraw');
      if (!outcome.ok) return;
      // The site's sign-in page is for guests: once signed in, the site may replace it with /main, which
      // would undo a navigation asked before. Wait until this element has left the page or half a second
      // has passed (a partner page, the header's form), then ask for the withdrawal page: from this
      // element if it is still on the page, else from the page's first element of ours.
      for (let waited = 0; host.isConnected && waited < 500; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
      await new Promise((resolve) => setTimeout(resolve));
      const detail = { path: WITHDRAW_PATH, reason: 'signed-in' } as const;
      if (host.isConnected) emit(host, 'casino-navigate', detail);
      else emitFromPage('casino-navigate', detail);
    } catch (failure) {
      await reportApiError(failure);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div ref={box} className="login-excluded" role="alert" tabIndex={-1} part="self-excluded" data-kind={exclusion?.kind} data-ends-at={exclusion?.endsAt}>
      <strong className="login-excluded__title">
        {exclusion?.kind === 'self_exclusion'
          ? i18n._({ id: 'rg.login.excluded_title', message: 'Votre compte est auto-exclu' })
          : i18n._({ id: 'rg.login.timeout_title', message: 'Votre compte est en pause' })}
      </strong>
      <p>
        {date
          ? i18n._({
              id: 'rg.login.until',
              message: 'Vous avez choisi de faire une pause : vous ne pouvez pas vous connecter pour jouer avant le {date}.',
              values: { date },
            })
          : i18n._({ id: 'rg.login.no_date', message: 'Vous avez choisi de faire une pause : vous ne pouvez pas vous connecter pour jouer pour le moment.' })}
      </p>
      <p>{i18n._({ id: 'rg.login.withdraw_text', message: 'Vous pouvez toujours retirer l’argent de votre compte.' })}</p>
      <Button variant="secondary" busy={busy} onClick={() => void withdraw()} part="withdraw">
        {i18n._({ id: 'rg.login.withdraw', message: 'Retirer mes fonds' })}
      </Button>
    </div>
  );
}
