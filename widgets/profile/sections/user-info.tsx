// /profile/user-info, also the profile's home on desktop (money-and-games §3 "User info", §7
// GET/PATCH /api/users/user/info/): reads the player's info, then the form (user-info-form.tsx). A failed
// read says so with a retry; the form is drawn once per visit, from this visit's reading.
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { useLingui } from '@lingui/react';
import { $userInfo, loadUserInfo } from '../../../src/stores/user-info';
import { ErrorScreen, Spinner } from '../../../src/ui';
import { parts } from '../../../src/ui/part';
import fieldsCss from '../../../src/ui/fields.css';
import formCss from '../../../src/ui/form/form.css';
import accountCss from './account.css';
import type { ProfileSectionProps } from '../section-props';
import { UserInfoForm } from './user-info-form';
import '@src/errors/profile-errors';

export const styles = `${fieldsCss}\n${formCss}\n${accountCss}`;

export default function UserInfoSection(_props: ProfileSectionProps) {
  const { i18n } = useLingui();
  const state = useStore($userInfo);
  // The form is drawn from this visit's own reading, never from what the store held before (an older
  // reading; the form would be redrawn under the player's typing when the fresh one lands).
  const [fresh, setFresh] = useState(false);
  const load = () => void loadUserInfo().then(() => setFresh(true)); // a failure is drawn from the store
  useEffect(load, []);
  // The session changed under the page (the store forgot the previous player's data): read again.
  useEffect(() => {
    if (fresh && state.status === 'idle') load();
  }, [fresh, state.status]);

  const title = i18n._({ id: 'profile.user_info.title', message: 'Informations personnelles' });
  return (
    <section className="account-section" aria-labelledby="profile-user-info-title" {...parts('user-info')}>
      <h2 id="profile-user-info-title">{title}</h2>
      {fresh && state.data && state.status === 'ready' ? (
        <UserInfoForm info={state.data} />
      ) : state.status === 'error' ? (
        <ErrorScreen error={state.error} onRetry={load} />
      ) : (
        <div className="account-loading">
          <Spinner size="medium" label={i18n._({ id: 'profile.user_info.loading', message: 'Chargement de vos informations…' })} />
        </div>
      )}
    </section>
  );
}
