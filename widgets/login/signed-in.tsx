// The signed-in summary of <casino-login>: the player's name, ID, balance and logout (spec §2 "Header").
// Its own chunk, loaded by login.tsx once there is a session.
import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { useLingui } from '@lingui/react';
import { $auth, signOut } from '../../src/stores/auth';
import { Money } from '../../src/format/money-amount';
import { Button } from '../../src/ui';
import type { LoginMode } from './login';

export function SignedIn({ mode }: { mode: LoginMode }) {
  const { i18n } = useLingui();
  const auth = useStore($auth);
  const user = auth.user;
  const [leaving, setLeaving] = useState(false);
  return (
    <div className={`login-account login-account--${mode}`} part="account">
      <dl className="login-facts">
        <div>
          <dt className="casino-visually-hidden">
            {i18n._({ id: 'login.username_term', message: 'Joueur' })}
          </dt>
          <dd className="login-username" part="username">
            {user?.username ?? '…'}
          </dd>
        </div>
        <div>
          <dt>
            {i18n._({ id: 'login.id', message: 'ID' })}
          </dt>
          <dd dir="ltr" part="user-id">
            {user?.id ?? '…'}
          </dd>
        </div>
        <div>
          <dt>
            {i18n._({ id: 'login.balance', message: 'Solde' })}
          </dt>
          <dd part="balance">{user ? <Money amount={user.balance} currency={user.currency} /> : '…'}</dd>
        </div>
      </dl>
      <Button
        variant="secondary"
        busy={leaving || auth.status === 'logging-out'}
        part="logout"
        onClick={async () => {
          setLeaving(true);
          try {
            await signOut();
          } finally {
            setLeaving(false);
          }
        }}
      >
        {i18n._({ id: 'login.logout', message: 'Déconnexion' })}
      </Button>
    </div>
  );
}

