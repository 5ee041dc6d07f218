// A signed-out visitor (spec money-and-games.md §2 "Profile"): the host is asked once
// (`casino-login-required`, reason `profile`, cancelable; the site opens its sign-in, or sends a guest to
// /main), and the element shows a prompt, never a dialog opened at load: on a partner's or QA's page that
// would take the focus from a page the visitor did not ask to leave (as the cashier,
// widgets/cashier/cashier.tsx). The prompt's button asks again and opens the element's own sign-in when
// nobody took the request.
import { useEffect, useRef } from 'react';
import { useLingui } from '@lingui/react';
import { useHost } from '../../src/element/define-widget';
import { emit } from '../../src/element/events';
import { Button } from '../../src/ui';
import { parts } from '../../src/ui/part';
import { useLoginRequired } from '../login/use-login-required';

export function SignedOut() {
  const { i18n } = useLingui();
  const { host } = useHost();
  const login = useLoginRequired('profile');
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    emit(host, 'casino-login-required', { reason: 'profile' }, { cancelable: true });
  }, []);
  return (
    <section className="profile-signed-out" aria-labelledby="profile-signed-out-title" {...parts('signed-out')}>
      <h2 id="profile-signed-out-title">{i18n._({ id: 'profile.signed_out.title', message: 'Connectez-vous pour accéder à votre profil' })}</h2>
      <p>{i18n._({ id: 'profile.signed_out.text', message: 'Vos informations, vos bonus et vos historiques sont visibles une fois connecté.' })}</p>
      <Button variant="primary" part="sign-in" onClick={() => login.requireLogin()}>
        {i18n._({ id: 'profile.signed_out.button', message: 'Se connecter' })}
      </Button>
      {login.fallback}
    </section>
  );
}
