// /profile/user-info, also the profile's home on desktop (issue 15; money-and-games §3 "User info", §7
// GET/PATCH /api/users/user/info/): loads the player's info, then the form (user-info-form.tsx). A failed
// load says so with a retry; the form is drawn once, from the info as loaded, and never redrawn under
// the player's typing.
import { useEffect } from 'react';
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
import '../profile-errors';

export const styles = `${fieldsCss}\n${formCss}\n${accountCss}`;

export default function UserInfoSection(_props: ProfileSectionProps) {
  const { i18n } = useLingui();
  const state = useStore($userInfo);
  useEffect(() => {
    void loadUserInfo().catch(() => undefined); // the failure is drawn from the store
  }, []);

  const title = i18n._({ id: 'profile.user_info.title', message: 'Informations personnelles' });
  return (
    <section className="account-section" aria-labelledby="profile-user-info-title" {...parts('user-info')}>
      <h2 id="profile-user-info-title">{title}</h2>
      {state.info && state.status !== 'loading' ? (
        <UserInfoForm info={state.info} />
      ) : state.status === 'error' ? (
        <ErrorScreen error={state.error} onRetry={() => void loadUserInfo().catch(() => undefined)} />
      ) : (
        <div className="account-loading">
          <Spinner size="medium" label={i18n._({ id: 'profile.user_info.loading', message: 'Chargement de vos informations…' })} />
        </div>
      )}
    </section>
  );
}
